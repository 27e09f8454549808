"""AppTest: the start page lists every registered game family's rulesets."""
from pathlib import Path

from streamlit.testing.v1 import AppTest

import games

APP = str(Path(__file__).resolve().parents[2] / "streamlit_app.py")


def test_start_page_lists_the_rulesets():
    at = AppTest.from_file(APP, default_timeout=30).run()
    assert not at.exception
    assert at.title[0].value == "Kamla & Senet"
    text = " ".join(m.value for m in at.markdown)
    for name in games.names():
        assert f"`{name}`" in text
    assert [s.value for s in at.subheader] == [
        "Kamla: a game of spirits", "Senet: a game of passing",
        "A cycle session: death and resurrection", "Altai Shatra: the mountain game",
        "Tavreli: tower chess", "Tavlei: the northern hunt"]
    assert len(at.get("bidi_component")) == 6


def test_a_gentle_note_while_readings_await_their_follow_up():
    from readings import db, followup, journal
    con = db.open_database()
    old = journal.add(con, journal.Entry(kind="cast", game="kamla", ruleset="kamla",
                                         question="Will <b>it</b> hold?",
                                         created_at="2020-01-01T10:00:00Z"))
    at = AppTest.from_file(APP, default_timeout=30).run()
    text = " ".join(m.value for m in [*at.markdown, *at.caption])
    assert "1 reading from a week ago or more waits for" in text
    assert "Will &lt;b&gt;it&lt;/b&gt; hold?" in text or "Will <b>it</b> hold?" not in text
    followup.write(con, old, "It held.")
    at = AppTest.from_file(APP, default_timeout=30).run()
    assert "How did it turn out" not in " ".join(m.value for m in at.markdown)
