"""Fault injection: every failure of the journal file (locked, damaged,
read-only, full disk, missing folder, newer version) comes out as one plain
``JournalFileError`` saying what happened and that the file was left
untouched; a damaged file can be set aside, never deleted."""
import os
import sqlite3

import pytest

from readings import db, journal
from readings.failures import JournalFileError

UNTOUCHED = "Nothing was written: the file was left untouched."


def _entry(notes: str = "") -> journal.Entry:
    return journal.Entry(kind="cast", game="kamla", ruleset="kamla", notes=notes)


@pytest.fixture
def path(tmp_path):
    path = tmp_path / "journal.sqlite3"
    with db.session(path) as con:
        journal.add(con, _entry("kept"))
    return path


def _count(path) -> int:
    return sqlite3.connect(path).execute("SELECT COUNT(*) FROM entry").fetchone()[0]


def _plain(error: JournalFileError, *words: str) -> None:
    text = str(error)
    assert text.endswith(UNTOUCHED) and "Traceback" not in text and "Error" not in text
    for word in words:
        assert word in text


def test_a_file_locked_by_another_program(path, monkeypatch):
    monkeypatch.setattr(db, "BUSY_TIMEOUT", 0.2)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    with pytest.raises(JournalFileError) as error, db.session(path) as con:
        journal.add(con, _entry("lost?"))
    other.execute("ROLLBACK")
    _plain(error.value, "locked by another program", str(path))
    assert not error.value.damaged and _count(path) == 1


def test_a_file_that_is_not_a_database(tmp_path):
    path = tmp_path / "journal.sqlite3"
    path.write_bytes(b"this is not a journal " * 300)
    with pytest.raises(JournalFileError) as error:
        db.open_database(path)
    _plain(error.value, "damaged")
    assert error.value.damaged and path.read_bytes() == b"this is not a journal " * 300


def test_a_damaged_page_found_while_reading(path):
    with db.session(path) as con:
        for i in range(200):
            journal.add(con, _entry(f"entry {i} " + "x" * 500))
    data = bytearray(path.read_bytes())
    data[8192:len(data) - 4096] = b"\xff" * (len(data) - 4096 - 8192)  # keep the schema page
    path.write_bytes(bytes(data))
    with pytest.raises(JournalFileError) as error, db.session(path) as con:
        journal.search(con)
    _plain(error.value, "damaged")
    assert error.value.damaged and path.read_bytes() == bytes(data)


def test_a_damaged_file_is_set_aside_never_deleted_and_a_fresh_one_starts(tmp_path):
    path = tmp_path / "journal.sqlite3"
    path.write_bytes(b"garbage" * 1000)
    kept = db.set_aside(path)
    assert kept.parent == tmp_path and kept.read_bytes() == b"garbage" * 1000
    assert "damaged" in kept.name and not path.exists()
    with db.session(path) as con:
        assert journal.search(con) == []


def _read_only_connect(monkeypatch):
    """Open every connection read-only, as SQLite does in a read-only folder."""
    connect = sqlite3.connect

    def read_only(database, *args, **kwargs):
        return connect(f"file:{database}?mode=ro", *args, uri=True, **kwargs)
    monkeypatch.setattr(db.sqlite3, "connect", read_only)


def test_a_read_only_file_or_folder(path, monkeypatch):
    before = path.read_bytes()
    _read_only_connect(monkeypatch)
    with pytest.raises(JournalFileError) as error, db.session(path) as con:
        journal.add(con, _entry("lost?"))
    _plain(error.value, "read-only")
    monkeypatch.undo()
    assert _count(path) == 1 and path.read_bytes() == before


def test_a_new_journal_in_a_read_only_folder(tmp_path, monkeypatch):
    _read_only_connect(monkeypatch)
    with pytest.raises(JournalFileError) as error:
        db.open_database(tmp_path / "journal.sqlite3")
    _plain(error.value, "read-only")
    assert not (tmp_path / "journal.sqlite3").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_really_read_only_folder(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(JournalFileError, match="read-only"):
            db.open_database(folder / "journal.sqlite3")
    finally:
        folder.chmod(0o700)


def test_a_full_disk(path, monkeypatch):
    connect = db.connect

    def no_room(where):
        con = connect(where)
        pages = con.execute("PRAGMA page_count").fetchone()[0]
        con.execute(f"PRAGMA max_page_count = {pages}")
        return con
    monkeypatch.setattr(db, "connect", no_room)
    with pytest.raises(JournalFileError) as error, db.session(path) as con:
        journal.add(con, _entry("x" * 19_000))
    _plain(error.value, "disk is full")
    assert _count(path) == 1


def test_a_missing_folder_that_cannot_be_made(tmp_path, monkeypatch):
    (tmp_path / "a file").write_text("not a folder")
    monkeypatch.setenv(db.DATA_DIR_VARIABLE, str(tmp_path / "a file" / "journal"))
    with pytest.raises(JournalFileError) as error:
        db.open_database()
    _plain(error.value, "folder", "missing")
    assert (tmp_path / "a file").read_text() == "not a folder"


def test_a_folder_removed_while_the_app_runs(tmp_path):
    with pytest.raises(JournalFileError) as error:
        db.open_database(tmp_path / "gone" / "journal.sqlite3")
    _plain(error.value, "folder", "missing")


def test_errors_that_are_not_about_the_file_stay_as_they_are(path):
    with pytest.raises(sqlite3.IntegrityError), db.session(path) as con:
        con.execute("INSERT INTO entry (uid, created_at, kind, game, ruleset) "
                    "VALUES ('u', 'now', 'dream', 'kamla', 'kamla')")
