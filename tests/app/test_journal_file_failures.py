"""The pages explain a failure of the journal file in plain words (never a
traceback), and a damaged file can be set aside from the page that shows it."""
import sqlite3

import pytest

from readings import db, journal
from tests.app.conftest import app

UNTOUCHED = "the file was left untouched"


def _texts(at) -> str:
    return " ".join(e.value for e in at.error)


@pytest.mark.parametrize("page", ["journal", "insights", "kamla", "home", "shatra"])
def test_a_damaged_journal_is_explained_and_set_aside(data_dir, page):
    damaged = b"not a journal at all " * 200
    (data_dir / db.FILE_NAME).write_bytes(damaged)
    at = app(page).run()
    assert not at.exception
    assert "is damaged" in _texts(at) and UNTOUCHED in _texts(at).replace("\\", "")
    at.button(key="journal_file_set_aside").click().run()
    assert not at.exception and not at.error
    assert "a fresh journal was started" in " ".join(s.value for s in at.success)
    kept = [p for p in data_dir.iterdir() if "damaged" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged


def test_a_newer_journal_is_refused_on_the_page(data_dir):
    con = sqlite3.connect(data_dir / db.FILE_NAME)
    con.execute("PRAGMA user_version = 99")
    con.close()
    before = (data_dir / db.FILE_NAME).read_bytes()
    at = app("journal").run()
    assert not at.exception and "newer version of this app" in _texts(at)
    assert not [b for b in at.button if b.key == "journal_file_set_aside"]  # not damaged
    assert (data_dir / db.FILE_NAME).read_bytes() == before


def test_saving_notes_while_another_program_locks_the_file(data_dir, monkeypatch):
    with db.session() as con:
        entry_id = journal.add(con, journal.Entry(kind="cast", game="kamla", ruleset="kamla"))
    at = app("journal").run()
    monkeypatch.setattr(db, "BUSY_TIMEOUT", 0.2)
    other = sqlite3.connect(data_dir / db.FILE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    at.text_area(key=f"journal_notes_{entry_id}").input("new words")
    next(b for b in at.button if b.label == "Save").click().run()  # the notes form's Save
    other.execute("ROLLBACK")
    assert not at.exception
    assert "locked by another program" in _texts(at)
    with db.session() as con:
        assert journal.get(con, entry_id).notes == ""


def test_a_journal_folder_that_cannot_be_made(data_dir, monkeypatch):
    (data_dir / "a file").write_text("not a folder")
    monkeypatch.setenv(db.DATA_DIR_VARIABLE, str(data_dir / "a file" / "journal"))
    at = app("journal").run()
    assert not at.exception and "is missing and cannot be created" in _texts(at)
    assert not [b for b in at.button if b.key == "journal_file_set_aside"]
