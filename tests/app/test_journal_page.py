"""AppTest: the journal page lists, searches, replays, edits and deletes
entries; journal text is shown as text; and the Insights page draws."""
from streamlit.testing.v1 import AppTest

from readings import db, journal
from tests.app.conftest import app

RECORD = "Wc1xd3 Re8-d7 Ng1-d2 Pd8-e8 Nd2-e5 Sd6-d5 Nb1-e2 Nb8-d8 Ne2xd5".split()
START = "enwprwne/1a4a1/ssssssss/8/8/SSSSSSSS/1A4A1/ENWPRWNE L H2h2"
HOSTILE = "<script>alert('x')</script> [a link](http://example.com) **bold**"


def fill() -> list[int]:
    con = db.open_database()
    ids = [journal.add(con, journal.Entry(
        kind="game", game="kamla", ruleset="kamla", mode="solo", record=RECORD,
        start_position=START, outcome={"winner": 0, "reason": "mate"},
        question="What does the river carry?", notes=HOSTILE, tags=["river"], mood=4,
        symbols=[{"id": "kamla.winner.lower", "label": "The Lower World wins", "detail": ""}],
        reading={"title": "The Lower World rises", "answer": "Go down to go up.",
                 "paragraphs": [["kamla.winner.lower", "The winner", "Below holds."]]},
        minutes=14, created_at="2026-11-20T09:00:00Z"))]
    ids.append(journal.add(con, journal.Entry(
        kind="cast", game="senet", ruleset="senet-kendall", record=["[2]", "[1]"],
        reading={"title": "A quiet throw", "answer": "", "paragraphs": []},
        created_at="2026-11-21T09:00:00Z")))
    con.close()
    return ids


def run(**state) -> AppTest:
    return app("journal", **state).run()


def all_text(at: AppTest) -> str:
    return "\n".join(e.value for e in [*at.markdown, *at.subheader, *at.caption, *at.text])


def test_lists_and_searches_entries():
    fill()
    at = run()
    assert not at.exception
    assert list(at.dataframe[0].value["reading"]) == ["A quiet throw", "The Lower World rises"]
    at.text_input(key="journal_search").input("river").run()
    assert list(at.dataframe[0].value["reading"]) == ["The Lower World rises"]
    at.selectbox(key="journal_game").select("senet").run()
    assert at.info[0].value == "No entry matches these filters."


def test_an_entry_shows_reading_board_replay_and_text_as_text():
    fill()
    at = run()
    at.text_input(key="journal_search").input("river").run()
    text = all_text(at)
    assert "The Lower World rises" in text and "Below holds" in text
    assert "<script>" not in text  # the question and notes never reach markdown unescaped
    assert at.text_area[0].value == HOSTILE  # notes are shown as they were written
    assert len(at.get("image")) == 1  # the board image
    slider = [s for s in at.slider if s.key.startswith("journal_ply_")][0]
    assert slider.value == len(RECORD)
    slider.set_value(0).run()
    assert "Position after 0 of 9 steps (the start)" in all_text(at)


def test_editing_notes_tags_and_mood():
    ids = fill()
    at = run()
    at.text_input(key="journal_search").input("river").run()
    at.text_area(key=f"journal_notes_{ids[0]}").input("Calm now.")
    at.text_input(key=f"journal_tags_{ids[0]}").input("Calm, night")
    at.select_slider(key=f"journal_mood_{ids[0]}").set_value(5)
    at.button[-1].click().run()  # the form's Save
    saved = journal.get(db.open_database(), ids[0])
    assert (saved.notes, saved.tags, saved.mood) == ("Calm now.", ["calm", "night"], 5)


def test_bad_tags_are_refused_and_change_nothing():
    ids = fill()
    at = run()
    at.text_input(key="journal_search").input("river").run()
    at.text_area(key=f"journal_notes_{ids[0]}").input("changed")
    at.text_input(key=f"journal_tags_{ids[0]}").input("x" * 60)
    at.button[-1].click().run()
    assert "longer than 40 characters" in at.error[0].value
    assert journal.get(db.open_database(), ids[0]).notes == HOSTILE


def test_delete_asks_first():
    ids = fill()
    at = run()
    at.button(key=f"journal_delete_{ids[1]}").click().run()
    assert [e.id for e in journal.search(db.open_database())] == [ids[0]]
    assert "The entry was deleted." in [s.value for s in at.success]


def test_insights_draw_from_the_journal():
    fill()
    at = app("insights").run()
    assert not at.exception
    assert [m.label for m in at.metric] == ["Entries", "Current streak", "Minutes this week"]
    assert at.metric[0].value == "2"
    assert len(at.get("image")) == 5  # the calendar of active days and four charts


def test_empty_journal_says_so():
    at = run()
    assert "No entries yet" in at.info[0].value
