"""AppTest: Altai Shatra, Tavreli and the tafl games through the generic page:
setup, moves through the select box (throws where the variant has dice),
undo in solo, resignation, the journal entry and its reading at the end."""
import json

import pytest

from readings import db, journal
from tests.app.conftest import app

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
    assert entries[0].reading["title"] in " ".join(m.value for m in at.markdown)


def test_tafl_with_dice_throws_then_moves():
    at = app("tafl").run()
    at.selectbox(key="tafl_setup_dice").select("A die decides how far a piece moves").run()
    at.button(key="tafl_begin").click().run()
    assert at.button(key="tafl_throw")
    for _ in range(4):
        step(at, "tafl")
    record = at.session_state["tafl_session"].record
    assert record[0].startswith("[") and not record[1].startswith("[")
