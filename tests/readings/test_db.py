"""Schema migrations: from an empty file and from every earlier version, with
nothing a user wrote lost."""
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from readings import db, journal, saved_games
from readings.failures import JournalFileError


def test_migrations_from_an_empty_file(tmp_path):
    con = db.open_database(tmp_path / "j.sqlite3")
    assert db.schema_version(con) == len(db.MIGRATIONS)
    names = [row[0] for row in con.execute("SELECT name FROM schema_migrations ORDER BY version")]
    assert names == [name for name, _ in db.MIGRATIONS]
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert con.execute("PRAGMA foreign_keys").fetchone()[0] == 1


@pytest.mark.parametrize("version", range(1, len(db.MIGRATIONS)))
def test_migrations_from_every_earlier_version_keep_the_data(tmp_path, version, monkeypatch):
    path = tmp_path / "old.sqlite3"
    monkeypatch.setattr(db, "MIGRATIONS", db.MIGRATIONS[:version])
    old = db.open_database(path)
    saved = saved_games.create(old, ruleset="kamla", mode="solo", start_position="start",
                               intention="an old question")
    saved_games.save_progress(old, saved.id, ["Sd3-d4"], extends=[])
    old.close()
    monkeypatch.undo()
    con = db.open_database(path)
    assert db.schema_version(con) == len(db.MIGRATIONS)
    kept = saved_games.load(con, saved.id)
    assert kept.record == ["Sd3-d4"] and kept.intention == "an old question"
    assert journal.add(con, journal.Entry(kind="game", game="kamla", ruleset="kamla",
                                          saved_game_id=saved.id)) > 0


def test_a_newer_file_is_refused_before_anything_is_written(tmp_path):
    path = tmp_path / "new.sqlite3"
    con = sqlite3.connect(path)  # a newer app's file: another journal mode, no tables of ours
    con.execute(f"PRAGMA user_version = {len(db.MIGRATIONS) + 1}")
    con.close()
    before = path.read_bytes()
    with pytest.raises(JournalFileError, match="newer version of this app") as error:
        db.open_database(path)
    assert "left untouched" in str(error.value)
    assert path.read_bytes() == before


def test_a_failed_migration_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "j.sqlite3"
    monkeypatch.setattr(db, "MIGRATIONS", db.MIGRATIONS[:1])
    db.open_database(path).close()
    monkeypatch.setattr(db, "MIGRATIONS", db.MIGRATIONS + (("broken", ("CREATE TABLE x (a)", "NOT SQL")),))
    with pytest.raises(sqlite3.OperationalError, match="syntax error"):
        db.open_database(path)
    con = db.connect(path)
    assert db.schema_version(con) == 1
    assert con.execute("SELECT name FROM sqlite_master WHERE name = 'x'").fetchone() is None


WRITER = """
import sys
from readings import db, journal
con = db.open_database(sys.argv[1])
for i in range(150):
    journal.add(con, journal.Entry(kind="cast", game="kamla", ruleset="kamla",
                                   notes=f"{sys.argv[2]} {i}"))
"""


def test_two_processes_writing_at_once_lose_nothing(tmp_path):
    path = str(tmp_path / "shared.sqlite3")
    db.open_database(path).close()
    root = Path(__file__).resolve().parents[2]
    workers = [subprocess.Popen([sys.executable, "-c", WRITER, path, name], cwd=root)
               for name in ("first", "second")]
    for worker in workers:
        assert worker.wait(120) == 0
    con = db.open_database(path)
    notes = {e.notes for e in journal.search(con)}
    assert len(notes) == 300
