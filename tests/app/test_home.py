"""AppTest: the start page leads into each practice; each rules page (not the
start page) lists its family's rulesets (issue 15)."""
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import games
from tests.app.rules_pages import markdown_text, run_page
from ui.catalog import rulesets_of

APP = str(Path(__file__).resolve().parents[2] / "streamlit_app.py")


def test_start_page_leads_into_each_practice_without_the_ruleset_list():
    at = AppTest.from_file(APP, default_timeout=30).run()
    assert not at.exception
    assert at.title[0].value == "Kamla & Senet"
    text = " ".join(m.value for m in at.markdown)
    for words in ("**Play**", "**The reading**", "**The journal**", "**The sitting**"):
        assert words in text  # what the app does, first (issue 28)
    assert not any(f"`{name}`" in text for name in games.names())
    assert "Rulesets in this build" not in [e.label for e in at.expander]
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


@pytest.mark.parametrize("family", ["kamla", "senet", "shatra", "tavreli", "tafl"])
def test_each_rules_page_lists_its_rulesets(family):
    at = run_page(f"rules_{family}")
    infos = rulesets_of(family)
    assert f"Rulesets in this build ({len(infos)})" in [e.label for e in at.expander]
    text = markdown_text(at)
    for info in infos:
        assert f"`{info.name}`" in text
