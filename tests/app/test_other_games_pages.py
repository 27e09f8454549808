"""AppTest: Altai Shatra, Tavreli and the tafl games through the generic page:
setup, moves through the select box (throws where the variant has dice),
undo in solo, resignation, the journal entry and its reading at the end."""
import json

import pytest

from readings import db, journal
from tests.app.conftest import app
from play.text import said

PAGES = [("shatra", "shatra"), ("tavreli", "tavreli"), ("tafl", "tafl")]


def step(at, family: str) -> None:
    throw = [b for b in at.button if b.key == f"{family}_throw"]
    if throw:
        throw[0].click().run()
    else:
        pick = at.selectbox(key=f"{family}_pick")
        pick.select(pick.options[0]).run()
        at.button(key=f"{family}_move").click().run()
    assert not at.exception, at.exception


@pytest.mark.parametrize("page, family", PAGES)
def test_play_undo_resign_and_read(page, family):
    at = app(page).run()
    assert not at.exception
    at.button(key=f"{family}_begin").click().run()
    data = json.loads(at.get("bidi_component")[0].proto.json)
    assert any("piece" in cell for cell in data["cells"])
    for _ in range(6):
        step(at, family)
    session = at.session_state[f"{family}_session"]
    assert len(session.record) == 6
    at.button(key=f"{family}_undo").click().run()
    assert len(session.record) == 5
    at.button(key=f"{family}_resign_yes").click().run()
    assert session.over and session.outcome.reason == "resignation"
    entries = journal.search(db.open_database())
    assert [e.kind for e in entries] == ["game"] and entries[0].reading["title"]
    assert entries[0].reading["title"] in " ".join(m.value for m in [*at.markdown, *at.text])


def test_tafl_with_dice_throws_then_moves():
    at = app("tafl").run()
    at.selectbox(key="tafl_setup_dice").select("A die decides how far a piece moves").run()
    at.button(key="tafl_begin").click().run()
    assert at.button(key="tafl_throw")
    record = at.session_state["tafl_session"].record
    for _ in range(30):  # a throw that cannot be used is lost (TD-5): throw until a move
        step(at, "tafl")
        if any(not text.startswith("[") for text in record):
            break
    assert record[0].startswith("[")
    assert any(not text.startswith("[") for text in record)


def test_a_tower_split_is_chosen_with_a_button():
    """Tavreli: once a tower may split, selecting it offers 'move the top k' buttons,
    and choosing one then a square plays the split."""
    import random

    at = app("tavreli").run()
    at.button(key="tavreli_begin").click().run()
    session = at.session_state["tavreli_session"]
    rng = random.Random(5)
    while not any("(" in text for text in session.legal_texts()):
        session.play(rng.choice(session.legal_texts()))
    split = next(text for text in session.legal_texts() if "(" in text)  # e.g. e4(1)-e6
    origin = "abcdefgh".index(split[0]) + 8 * (int(split[1]) - 1)
    at.run()
    at.session_state["tavreli_prefix"] = (origin,)
    at.run()
    buttons = [b for b in at.button if b.key.startswith("tavreli_step_")]
    assert buttons and all(b.label.startswith("Move the top") for b in buttons)
    buttons[0].click().run()
    prefix = at.session_state["tavreli_prefix"]
    assert prefix[0] == origin and str(prefix[1]).startswith("k=")
    cells = {c["id"]: c for c in json.loads(at.get("bidi_component")[0].proto.json)["cells"]}
    assert cells[origin]["piece"]["label"].startswith(f"{prefix[1][2:]}/")  # e.g. 1/2
    assert cells[origin]["id"] in json.loads(at.get("bidi_component")[0].proto.json)["selected"]


@pytest.mark.parametrize("page, family", PAGES)
def test_against_the_computer(page, family):
    at = app(page).run()
    at.radio(key=f"{family}_setup_mode").set_value("Against the computer").run()
    at.radio(key=f"{family}_setup_level").set_value("Gentle").run()
    at.button(key=f"{family}_begin").click().run()
    session = at.session_state[f"{family}_session"]
    step(at, family)
    assert not at.exception and len(session.record) >= 2  # the computer answered
    assert session.players[1].startswith("the computer")


@pytest.mark.parametrize("page, family", PAGES)
def test_the_computer_moving_first_plays_once_the_page_is_drawn(page, family):
    """On the full run after "Begin" the computer's first move waits for the
    end of the page (computer.page_ends), then the page is shown again."""
    at = app(page).run()
    at.radio(key=f"{family}_setup_mode").set_value("Against the computer").run()
    at.radio(key=f"{family}_setup_side").set_value("second").run()
    at.radio(key=f"{family}_setup_level").set_value("Gentle").run()
    at.button(key=f"{family}_begin").click().run()
    session = at.session_state[f"{family}_session"]
    assert not at.exception
    assert len(session.record) == 1 and session.players[0] == "the computer, gentle"
    assert not [b for b in at.button if b.key == f"{family}_begin"]  # the setup is gone


def test_saami_corners_are_offered_only_with_edge_escape():
    """TD-13: the ordinary-corners toggle appears once the king escapes at the
    edge, and the game then starts with the corners as ordinary squares."""
    at = app("tafl").run()
    assert not [t for t in at.toggle if t.key == "tafl_setup_corners_ordinary"]
    at.toggle(key="tafl_setup_edge_escape").set_value(True).run()
    at.toggle(key="tafl_setup_corners_ordinary").set_value(True).run()
    at.button(key="tafl_begin").click().run()
    assert not at.exception
    game = at.session_state["tafl_session"].game
    assert game.info.options["edge_escape"] and game.info.options["corners_ordinary"]
    assert game.engine.corners == frozenset()  # no corner is restricted or hostile


def test_a_refused_combination_of_options_is_explained_and_saves_nothing(monkeypatch):
    """Were the corners toggle offered without edge escape (as before TD-13's
    control learnt ``needs``), the game's refusal is shown and no game starts."""
    from readings import saved_games
    from ui.generic_page import GameScreen

    monkeypatch.setattr(GameScreen, "_offered", lambda self, control: True)
    at = app("tafl").run()
    at.toggle(key="tafl_setup_corners_ordinary").set_value(True).run()
    at.button(key="tafl_begin").click().run()
    assert not at.exception
    assert at.session_state["tafl_session"] is None
    assert [e.value for e in at.error] == [said(
        "This game cannot start with these options: corners_ordinary needs edge_escape: "
        "with corner escape the corners are the exits")]
    con = db.open_database()
    assert [saved_games.count(con, status=s) for s in ("playing", "archived", "finished")] \
        == [0, 0, 0]
    at.toggle(key="tafl_setup_edge_escape").set_value(True).run()
    at.button(key="tafl_begin").click().run()
    assert at.session_state["tafl_session"].game.info.options["corners_ordinary"]
