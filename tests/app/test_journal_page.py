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
        symbols=[{"id": "kamla.winner.lower", "label": "The Lower World wins", "detail": "",
                  "rarity": "seen in about 2 of 5 computer games by move 10"}],
        reading={"title": "The Lower World rises", "answer": "Go down to go up.",
                 "paragraphs": [["kamla.winner.lower", "The winner", "Below holds."]],
                 "prompts": ["Where do you meet <i>the river</i>?"]},
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


def shown_caption(at: AppTest) -> str:
    """The captions as the reader sees them (``plain`` escapes Markdown)."""
    return "\n".join(c.value.replace("\\", "") for c in at.caption)


def test_lists_and_searches_entries():
    fill()
    at = run()
    assert not at.exception
    assert list(at.dataframe[0].value["reading"]) == ["A quiet throw", "The Lower World rises"]
    assert list(at.dataframe[0].value["mood"]) == ["", "Calm"]  # in words, as at a sitting
    assert at.markdown[0].value.startswith("<style>") or "export" not in at.markdown[0].value
    assert list(at.dataframe[0].value["game"]) == ["Senet: Kendall", "Kamla (solo)"]
    assert list(at.dataframe[0].value["when"]) == ["Sat 21 Nov 2026, 09:00 UTC",
                                                   "Fri 20 Nov 2026, 09:00 UTC"]
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
    slider = [s for s in at.select_slider if s.key.startswith("journal_ply_")][0]
    assert slider.value == len(RECORD)
    assert "Ringed: the cells the reading names." in all_text(at)
    assert "To reflect on" in all_text(at)
    prompts = [t.value for t in at.text if t.value.startswith("\u2022 ")]
    assert prompts and any("<i>the river</i>" in p for p in prompts)  # as written, as text
    assert not [m.value for m in at.markdown if "<i>" in m.value]
    assert "the game turned at" in all_text(at)
    assert "After move 5 (Ne2xd5); the record ends after 5 moves." in shown_caption(at)  # issue 25
    assert "the game turned at move " in all_text(at)  # full moves, as the move list
    slider.set_value(4).run()
    assert "After move 2 (Pd8-e8); the record ends after 5 moves." in shown_caption(at)
    slider.set_value(0).run()
    assert "The start; the record ends after 5 moves." in shown_caption(at)


def save_button(at):
    """The notes form's Save (the follow-up form has its own button)."""
    return next(b for b in at.button if b.label == "Save")


def test_editing_notes_tags_and_mood():
    ids = fill()
    at = run()
    at.text_input(key="journal_search").input("river").run()
    at.text_area(key=f"journal_notes_{ids[0]}").input("Calm now.")
    at.text_input(key=f"journal_tags_{ids[0]}").input("Calm, night")
    at.select_slider(key=f"journal_mood_{ids[0]}").set_value(5)  # "Still"
    save_button(at).click().run()  # the form's Save
    saved = journal.get(db.open_database(), ids[0])
    assert (saved.notes, saved.tags, saved.mood) == ("Calm now.", ["calm", "night"], 5)


def test_bad_tags_are_refused_and_change_nothing():
    ids = fill()
    at = run()
    at.text_input(key="journal_search").input("river").run()
    at.text_area(key=f"journal_notes_{ids[0]}").input("changed")
    at.text_input(key=f"journal_tags_{ids[0]}").input("x" * 60)
    save_button(at).click().run()
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
    assert [m.label for m in at.metric] == ["Entries", "Current streak", "Minutes this week",
                                            "Time sat", "Sittings", "Longest streak"]
    assert at.metric[0].value == "2"
    assert "Milestones:" in " ".join(m.value for m in at.markdown)
    assert len(at.get("image")) == 5  # the calendar of active days and four charts


def test_empty_journal_says_so():
    at = run()
    assert "No entries yet" in at.info[0].value


def titles(at: AppTest) -> list[str]:
    return [t.value for t in at.text]


def _add_cast(day: int, title: str) -> int:
    with db.session() as con:
        return journal.add(con, journal.Entry(kind="cast", game="kamla", ruleset="kamla",
                                              reading={"title": title},
                                              created_at=f"2026-11-{day:02d}T09:00:00Z"))


def test_the_open_entry_stays_the_same_while_another_tab_adds_entries():
    """The form edits the entry by its id: entries another tab adds (a reading
    cast during its game) shift the rows but never what is open or where a save
    lands."""
    ids = [_add_cast(day, f"Entry {day}") for day in (1, 2, 3)]
    at = run()
    at.session_state["journal_table"] = {"selection": {"rows": [1], "columns": [], "cells": []}}
    at.run()  # the middle row: Entry 2
    assert "Entry 2" in titles(at)
    other_tab = app("kamla").run()
    other_tab.button(key="kamla_begin").click().run()
    for round_ in range(3):
        other_tab.button(key="kamla_cast").click().run()  # a new entry, on top of the table
        assert not other_tab.exception
        at.text_area(key=f"journal_notes_{ids[1]}").input(f"save {round_}")
        save_button(at).click().run()
        assert not at.exception
        assert "Entry 2" in titles(at)
        assert at.text_area[0].key == f"journal_notes_{ids[1]}"
    with db.session() as con:
        entries = journal.search(con)
    assert len(entries) == 6 and [e.kind for e in entries[:3]] == ["cast"] * 3
    assert {e.id: e.notes for e in entries} == {e.id: "save 2" if e.id == ids[1] else ""
                                                for e in entries}
    at.session_state["journal_table"] = {"selection": {"rows": [0], "columns": [], "cells": []}}
    at.run()  # a new choice in the table as it is shown now: the newest cast
    assert entries[0].reading["title"] in titles(at)


IMAGE = "![seen](http://127.0.0.1:9/pixel.png) **loud** <img src=x onerror=alert(1)>"
MATH = "$\\frac{$"


def test_imported_text_is_shown_as_text_and_drawn_as_text():
    """A title with a Markdown image and a mathtext label do nothing: no
    element renders them as Markdown, and Insights draws the label as written."""
    with db.session() as con:
        journal.add(con, journal.Entry(
            kind="cast", game="kamla", ruleset="kamla", question=IMAGE, notes=IMAGE,
            reading={"title": IMAGE, "answer": MATH, "paragraphs": [["s", IMAGE, MATH]]},
            symbols=[{"id": "x", "label": MATH, "detail": IMAGE}]))
    at = run()
    assert not at.exception
    shown = [t.value for t in at.text]
    assert IMAGE in shown and MATH in shown and f"{MATH} · {IMAGE}" in shown
    markup = [e.value for e in [*at.markdown, *at.subheader, *at.caption, *at.error, *at.info]]
    assert not [m for m in markup if "![" in m or "$" in m or "<img" in m]
    insights = app("insights").run()
    assert not insights.exception and len(insights.get("image")) == 4  # no outcomes yet


def test_a_follow_up_is_kept_and_shown_as_plain_text():
    from readings import followup
    ids = fill()
    at = run()
    at.text_input(key="journal_search").input("river").run()
    at.text_area(key=f"followup_text_{ids[0]}").input("<b>It</b> turned out well.")
    next(b for b in at.button if b.label == "Keep the follow-up").click().run()
    kept = followup.get(db.open_database(), ids[0])
    assert kept.text == "<b>It</b> turned out well."
    assert "How did it turn out?" in all_text(at)
    assert "<b>" not in all_text(at).replace(kept.text, "")


def in_page_order(node) -> list[tuple[str, str]]:
    """(element type, its text or label) of every element, in the page's order."""
    found = []
    for child in getattr(node, "children", {}).values():
        label = getattr(child, "label", None) or getattr(child, "value", None)
        found.append((child.type, label if isinstance(label, str) else ""))
        found += in_page_order(child)
    return found


def test_the_entry_puts_question_reading_and_notes_first():
    """Issue 13 (item 7), issue 28: the notes and mood at the top, then the
    question and the reading, before the folded list of signs, and the board
    after them (beside on a wide screen, below on a phone)."""
    ids = fill()
    at = run()
    at.text_input(key="journal_search").input("river").run()
    order = in_page_order(at.main)
    where = {what: next(i for i, (_, text) in enumerate(order) if text == what)
             for what in ("Notes", "Mood", "What does the river carry?", "The Lower World rises",
                          "Below holds.", "**How did it turn out?**",
                          "The signs read from the game (1)", "Step through the record")}
    assert list(where) == sorted(where, key=where.get)
    board = next(i for i, (kind, _) in enumerate(order) if kind == "image")
    assert board > where["The signs read from the game (1)"]
    signs = next(e for e in at.expander if e.label.startswith("The signs read"))
    assert signs.proto.expanded is False  # folded
    assert [t.value for t in signs.text] == [
        "The Lower World wins (seen in about 2 of 5 computer games by move 10)"]
    assert "computer games" in signs.caption[0].value
    assert at.text_area(key=f"journal_notes_{ids[0]}").value == HOSTILE


def test_the_board_rings_the_cells_the_entry_kept() -> None:
    """The entry's own cells are ringed, not a later re-read's: an entry that
    kept none rings none, and an imported entry's junk cells break nothing."""
    for cells in ([], ["zz9", 7]):
        with db.session() as con:
            journal.add(con, journal.Entry(
                kind="game", game="kamla", ruleset="kamla", mode="solo", record=RECORD,
                start_position=START, outcome={"winner": 0, "reason": "mate"},
                reading={"title": "Kept", "answer": "", "paragraphs": [], "cells": cells}))
        at = run()
        assert not at.exception
        assert "After move 5 (Ne2xd5); the record ends after 5 moves." in shown_caption(at)
        assert "Ringed" not in all_text(at)


def test_a_pair_cast_before_the_end_shows_the_public_board_only():
    """Issue 27: the Journal page drew both hidden Rulers of a mid-game cast."""
    from play import lifecycle
    from play.session import PlaySession
    session = PlaySession.start("kamla-pair", "pair")
    for text in ("R=d1", "R=e8", "Sd3-d4"):
        session.play(text)
    lifecycle.write_cast(session)
    at = run()
    assert not at.exception and not at.warning
    said = all_text(at)
    assert "R=d1" not in said and "R=e8" not in said
    assert not [s for s in at.select_slider if s.key.startswith("journal_ply_")]  # no record


def test_a_kamla_entry_marks_its_cast_and_an_old_one_marks_nothing() -> None:
    """Issue 25: the cast's cells carry their hexagrams, named under the board
    at the final position; an entry kept before the cast has no marks."""
    for title, kept in (("Old", None), ("Cast", ["e2", "d5"])):
        reading = {"title": title, "answer": "", "paragraphs": [], "cells": ["d5"]}
        if kept is not None:
            reading["cast"] = kept
        with db.session() as con:
            journal.add(con, journal.Entry(
                kind="game", game="kamla", ruleset="kamla", mode="solo", record=RECORD,
                start_position=START, outcome={"winner": 0, "reason": "mate"},
                reading=reading))
        at = run()
        assert not at.exception
        named = [c for c in shown_caption(at).splitlines() if c.startswith("The cast:")]
        assert named == ([] if kept is None else
                         ["The cast: \u4dfc Inner Truth on e2 becomes "
                          "\u4ddf Duration on d5. Framed in gold on the board."])
        assert ("\u4dfc \u2192 \u4ddf" in [t.value for t in at.text]) == (kept is not None)
    slider = [s for s in at.select_slider if s.key.startswith("journal_ply_")][0]
    slider.set_value(3).run()
    assert "The cast:" not in shown_caption(at)  # marked on the final position only

def test_the_entry_says_its_mood_in_the_sittings_words():
    fill()
    at = run()
    at.text_input(key="journal_search").input("river").run()
    assert any(c.value.endswith("feeling calm") for c in at.caption)  # journal.MOODS[4]
    moods = [s.value for s in at.select_slider if s.label == "Mood"]
    assert moods == [4] and journal.MOODS[4] == "Calm"  # the slider keeps the number
