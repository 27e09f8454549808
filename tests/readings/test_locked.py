"""A write meeting a locked journal file is tried again a bounded number of
times, then refused with a plain message; other database errors pass through."""
import sqlite3

import pytest

from readings import locked


def flaky(failures: list[str]):
    """A write that raises each of ``failures`` once, then returns 'written'."""
    def write():
        if failures:
            raise sqlite3.OperationalError(failures.pop(0))
        return "written"
    return write


def test_a_lock_that_clears_costs_only_the_pauses():
    pauses = []
    assert locked.retried(flaky(["database is locked", "database is locked"]),
                          sleep=pauses.append) == "written"
    assert pauses == [0.5, 1.0]


def test_a_lock_that_stays_is_refused_after_three_attempts():
    pauses = []
    with pytest.raises(locked.LockedError, match="locked by another program.*tried 3 times"):
        locked.retried(flaky(["database is locked"] * 5), sleep=pauses.append)
    assert pauses == [0.5, 1.0]


def test_other_database_errors_are_not_retried():
    pauses = []
    with pytest.raises(sqlite3.OperationalError, match="no such table"):
        locked.retried(flaky(["no such table: entry"]), sleep=pauses.append)
    assert pauses == []


def test_a_lock_told_plainly_by_the_journal_session_is_retried_too(tmp_path):
    """The journal's session turns SQLite's busy error into a JournalFileError
    marked ``locked``; the retry treats it as the lock it is."""
    from readings.failures import JournalFileError, explain

    busy = sqlite3.OperationalError("database is locked")
    busy.sqlite_errorcode = sqlite3.SQLITE_BUSY
    told = explain(busy, tmp_path / "journal.sqlite3")
    assert isinstance(told, JournalFileError) and told.locked and not told.damaged
    attempts = []

    def write():
        attempts.append(1)
        if len(attempts) < 3:
            raise told
        return "written"
    assert locked.retried(write, sleep=lambda _: None) == "written"
    assert len(attempts) == 3
