"""The journal loop: follow-ups ("How did it turn out?"), the readings that
await one, and the signs that keep returning."""
from datetime import date

import pytest

from readings import db, followup, journal


@pytest.fixture
def con():
    return db.open_database(":memory:")


def entry(con, day: str, question: str = "Will it rain?", symbols=()) -> int:
    return journal.add(con, journal.Entry(
        kind="game", game="kamla", ruleset="kamla", question=question,
        symbols=[{"id": i, "label": i.upper(), "detail": ""} for i in symbols],
        created_at=f"{day}T10:00:00Z"))


def test_a_follow_up_is_kept_with_its_date_and_replaced(con):
    entry_id = entry(con, "2026-03-01")
    assert followup.get(con, entry_id) is None
    first = followup.write(con, entry_id, "  It rained after all.  ")
    assert first.text == "It rained after all." and first.created_at.endswith("Z")
    followup.write(con, entry_id, "<b>Sun</b> by noon")
    assert followup.get(con, entry_id).text == "<b>Sun</b> by noon"


def test_bad_follow_ups_change_nothing(con):
    entry_id = entry(con, "2026-03-01")
    followup.write(con, entry_id, "kept")
    for bad in ("", "   ", "x" * 5_001, None):
        with pytest.raises(journal.JournalError):
            followup.write(con, entry_id, bad)
    with pytest.raises(journal.NotFoundError):
        followup.write(con, entry_id + 99, "no such entry")
    assert followup.get(con, entry_id).text == "kept"


def test_readings_with_a_question_await_a_follow_up_after_a_week(con):
    old = entry(con, "2026-03-01")
    entry(con, "2026-03-01", question="")
    entry(con, "2026-03-10")
    answered = entry(con, "2026-02-20")
    followup.write(con, answered, "done")
    waiting = followup.awaiting(con, date(2026, 3, 12))
    assert [w.entry_id for w in waiting] == [old]
    assert waiting[0].question == "Will it rain?"
    older = entry(con, "2026-02-27")
    assert [w.entry_id for w in followup.awaiting(con, date(2026, 3, 12), limit=1)] == [older]
    journal.delete(con, older)
    journal.delete(con, old)
    assert followup.awaiting(con, date(2026, 3, 12)) == []


def test_signs_that_keep_returning(con):
    for day in range(1, 5):
        entry(con, f"2026-03-0{day}", symbols=["kamla.number.9", "game.length.brief"]
              + (["kamla.rivers.lower"] if day < 3 else []))
    assert followup.returning_signs(con) == [("KAMLA.NUMBER.9", 4)]
    assert followup.returning_signs(con, at_least=2) == [("KAMLA.NUMBER.9", 4),
                                                         ("KAMLA.RIVERS.LOWER", 2)]
