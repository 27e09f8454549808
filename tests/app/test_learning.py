"""AppTest: the learning aids of issue 15. "Your Ruler is threatened" where the
viewer's own Ruler is known (solo, against the computer) and never in pair
mode; takeback against the computer restores the exact position and saved
game; the review after a game lists the oracle's own turning points."""
import random

import pytest
from streamlit.testing.v1 import AppTest

import oracle
from games.core import CHANCE
from readings import db, journal, saved_games
from tests.app.conftest import app, take_screen
from tests.app.test_other_games_pages import step
from tests.app.test_kamla_page import SOLO_GAME, board_data, new_app, play, shown_text
from ui import computer
from play.session import PlaySession

# Random play (seeded), checked with the engine: after these plies the side to
# move (Lower) has its Ruler attacked, and the game goes on.
SOLO_THREAT = ["Eh1-h2", "Nb8-e7", "Eh2-h1", "Ne7-d4"]  # the Horseman from d4 eyes e1
HIDDEN_THREAT = ["R=e1", "R=d8", "d1~e1", "Ng8-d7", "Sf3-f4", "Nd7-e4"]
THREAT_SOLO = "The Lower World Ruler is threatened."
THREAT_YOURS = "Your Ruler is threatened: answer the attack."


def warnings(at) -> list[str]:
    return [w.value for w in at.warning]


def opened(mode: str, record: list[str], aids: dict, **clock) -> AppTest:
    """The Kamla page with a game of ``mode`` (hidden Rulers) resumed after ``record``."""
    session = PlaySession.start("kamla-pair", mode, clock={"aids": aids, **clock})
    for text in record:
        session.play(text)
    return app("kamla", kamla_session=PlaySession.resume(session.game_id)).run()


def test_solo_threat_is_said_only_when_chosen():
    for chosen, expected in ((True, [THREAT_SOLO]), (False, [])):
        at = new_app()
        assert at.toggle(key="kamla_setup_threat_solo").value is False  # off by default in solo
        at.toggle(key="kamla_setup_threat_solo").set_value(chosen).run()
        at.button(key="kamla_begin").click().run()
        for text in SOLO_THREAT[:3]:
            play(at, text)
        assert warnings(at) == []
        play(at, SOLO_THREAT[3])
        assert warnings(at) == expected
        assert at.session_state["kamla_session"].clock.get("aids") == {"threat": chosen}


def test_against_the_computer_your_ruler_threatened_is_on_by_default():
    at = new_app()
    at.radio(key="kamla_setup_mode").set_value("Against the computer, each Ruler hidden").run()
    assert at.toggle(key="kamla_setup_threat_computer").value is True
    assert at.toggle(key="kamla_setup_takeback_computer").value is True
    at = opened("computer", HIDDEN_THREAT, {"threat": True},
                computer=computer.setting([1], "gentle"))
    assert warnings(at) == [THREAT_YOURS]
    assert len(at.session_state["kamla_session"].record) == 6  # the person's turn: no reply


def test_pair_mode_never_says_a_ruler_is_threatened_even_if_asked():
    at = new_app()
    at.radio(key="kamla_setup_mode").set_value(
        "Pair: two players, each Ruler hidden from the other").run()
    assert not [t for t in at.toggle if t.key.startswith("kamla_setup_")]  # no aids offered
    at = opened("pair", HIDDEN_THREAT, {"threat": True, "takeback": True})  # a forged clock
    take_screen(at)
    assert warnings(at) == []
    assert "threatened" not in shown_text(at).lower()
    assert "threatened" not in str(board_data(at)).lower()
    assert not [b for b in at.button if b.key == "kamla_takeback"]


def test_takeback_restores_the_exact_position_and_the_saved_game():
    at = new_app()
    at.radio(key="kamla_setup_mode").set_value("Against the computer, each Ruler hidden").run()
    at.radio(key="kamla_setup_level").set_value("Gentle").run()
    at.button(key="kamla_begin").click().run()
    assert at.button(key="kamla_takeback").disabled  # nothing to take back yet
    play(at, "R=e1")
    session = at.session_state["kamla_session"]
    chosen = list(session.record)
    assert len(chosen) == 2  # the computer chose its Ruler
    before = board_data(at)
    play(at, "Sd3-d4")
    assert len(session.record) == 4  # and answered
    at.button(key="kamla_takeback").click().run()
    assert session.record == chosen and session.redo == []
    assert board_data(at)["cells"] == before["cells"]
    con = db.open_database()
    assert saved_games.load(con, session.game_id).record == chosen
    con.close()
    assert len(session.record) == 2  # the computer does not move again: it is our turn
    play(at, "Sc3-c4")  # the game goes on from there
    assert session.record[:3] == chosen + ["Sc3-c4"] and len(session.record) == 4


def test_no_takeback_in_solo_or_when_not_chosen():
    at = new_app()
    at.button(key="kamla_begin").click().run()
    assert not [b for b in at.button if b.key == "kamla_takeback"]
    at = opened("computer", HIDDEN_THREAT, {"takeback": False},
                computer=computer.setting([1], "gentle"))
    assert not [b for b in at.button if b.key == "kamla_takeback"]


def turn_labels(points, players) -> list[str]:
    """Issue 25: a turning point is named by its full move, as the move list
    numbers it (plies 1 and 2 are move 1), and its swing in words, never the
    computer player's number."""
    return [f"At move {(p.number + 1) // 2} ({p.move}) the game turned toward "
            f"{players[p.side]}" for p in points]


def expected_turns(record: list[str]) -> list[str]:
    reading = oracle.read("kamla", record)
    assert reading.turning_points  # the game has some, or the test proves nothing
    assert any(p.number > 2 for p in reading.turning_points)  # ply and move numbers differ
    return turn_labels(reading.turning_points, ("Lower World", "Upper World"))


def status_line(at) -> str:
    """The text of the play page's status line."""
    return next(t.value for t in at.text if t.value.startswith(("Looking at", "Lower", "Upper")))


def review_buttons(at) -> list[str]:
    return [b.label for b in at.button if b.key.startswith("kamla_turn_")]


def test_review_lists_the_oracles_turning_points_and_shows_their_positions():
    at = new_app()
    at.button(key="kamla_begin").click().run()
    for text in SOLO_GAME:
        play(at, text)
    assert review_buttons(at) == []  # opt-in: the end panel offers it
    at.button(key="kamla_review_open").click().run()
    assert review_buttons(at) == expected_turns(SOLO_GAME)
    assert not any("gained" in label for label in review_buttons(at))
    assert len(at.get("vega_lite_chart")) == 1  # the curve, its turning points marked
    title = [e.reading["title"] for e in journal.search(db.open_database())][0]
    assert title not in shown_text(at)  # one line of end panel: the board stays large
    first = oracle.read("kamla", SOLO_GAME).turning_points[0].number
    at.button(key=f"kamla_turn_{first}").click().run()
    assert at.session_state["kamla_move_chips"] == first  # the move list marks it
    full = (len(SOLO_GAME) + 1) // 2
    assert status_line(at) == (f"Looking at move {(first + 1) // 2} \u2014 "
                               f"the game ended at move {full}")
    session = at.session_state["kamla_session"]
    assert board_data(at)["last"] and board_data(at)["cells"] != []
    assert session.record == SOLO_GAME  # reviewing changes nothing
    at.button(key="kamla_review_close").click().run()
    assert review_buttons(at) == [] and at.button(key="kamla_review_open")
    assert title in shown_text(at)


def test_a_finished_games_journal_entry_opens_its_review():
    at = new_app()
    at.button(key="kamla_begin").click().run()
    for text in SOLO_GAME:
        play(at, text)
    game_id = at.session_state["kamla_session"].game_id
    con = db.open_database()
    entry_id = journal.search(con)[0].id
    con.close()
    at = app("journal").run()
    at.button(key=f"journal_review_{entry_id}").click().run()
    assert not at.exception
    assert at.query_params["game"] == str(game_id)
    assert review_buttons(at) == expected_turns(SOLO_GAME)


def test_the_journal_offers_no_review_for_a_cast():
    session = PlaySession.start("kamla", "solo")
    session.play(SOLO_GAME[0])
    from play import lifecycle
    entry_id = lifecycle.write_cast(session)
    at = app("journal").run()
    assert not [b for b in at.button if b.key == f"journal_review_{entry_id}"]


@pytest.mark.parametrize("family", ["shatra", "tavreli", "tafl"])
def test_takeback_and_review_on_the_generic_page(family):
    at = app(family).run()
    at.radio(key=f"{family}_setup_mode").set_value("Against the computer").run()
    at.radio(key=f"{family}_setup_level").set_value("Gentle").run()
    at.button(key=f"{family}_begin").click().run()
    session = at.session_state[f"{family}_session"]
    assert session.clock["aids"] == {"takeback": True}
    before = board_data(at)["cells"]
    step(at, family)
    assert len(session.record) == 2  # our move and the computer's answer
    at.button(key=f"{family}_takeback").click().run()
    assert session.record == [] and board_data(at)["cells"] == before
    con = db.open_database()
    assert saved_games.load(con, session.game_id).record == []
    con.close()
    for _ in range(4):
        step(at, family)
    at.button(key=f"{family}_resign_yes").click().run()
    assert not [b for b in at.button if b.key == f"{family}_takeback"]  # over: none
    at.button(key=f"{family}_review_open").click().run()
    assert not at.exception
    assert len(at.get("vega_lite_chart")) == 1  # the curve
    reading = oracle.read(session.ruleset, session.record, options=session.options,
                          declared=session.outcome)
    players = session.game.info.players
    assert [b.label for b in at.button if b.key.startswith(f"{family}_turn_")] == \
        turn_labels(reading.turning_points, players)


def test_senet_takeback_keeps_the_throw_before_your_move():
    """Built by the session (the page paces the computer's steps), then taken
    back on the page: back to our last decision, the throw before it kept."""
    session = PlaySession.start("senet-kendall", "computer", options={"first": "fixed"},
                                querent=0, clock={"computer": computer.setting([1], "gentle"),
                                                  "aids": {"takeback": True}})
    game, rng = session.game, random.Random(4)
    while True:  # until the computer has answered a move of ours and our throw is next
        acting = [game.to_move(s) for s in session.states[:-1]]
        answered = 0 in acting and 1 in acting[max(i for i, p in enumerate(acting) if p == 0):]
        if answered and game.to_move(session.state) == CHANCE and \
                game.chance_owner(session.state) == 0:
            break
        session.play(rng.choice(session.legal_texts()))
    at = app("senet", senet_session=PlaySession.resume(session.game_id)).run()
    page_session = at.session_state["senet_session"]
    decided = max(i for i, s in enumerate(page_session.states[:-1]) if game.to_move(s) == 0)
    kept = page_session.record[:decided]
    assert game.to_move(page_session.states[decided - 1]) == CHANCE  # our throw came first
    at.button(key="senet_takeback").click().run()
    assert not at.exception
    assert page_session.record == kept and game.to_move(page_session.state) == 0
    con = db.open_database()
    assert saved_games.load(con, session.game_id).record == kept
    con.close()


def test_no_review_for_a_game_two_people_played():
    """Learning aids are never offered between two people: neither the end
    panel nor the journal offers the review of a pair game."""
    from tests.app.test_endings import PAIR, kamla
    at = kamla(PAIR)
    at.button(key="kamla_resign_yes").click().run()
    assert at.button(key="kamla_new")  # the end panel shows
    assert not [b for b in at.button if b.key == "kamla_review_open"]
    entry_id = journal.search(db.open_database())[0].id
    at = app("journal").run()
    assert not at.exception
    assert not [b for b in at.button if b.key == f"journal_review_{entry_id}"]
