"""Backups round-trip a journal whole; a damaged, foreign or newer file is
refused with its reason and nothing written (issue 26)."""
import gzip
import shutil
import sqlite3
from dataclasses import asdict

import pytest

from readings import backup, db, followup, journal
from readings.__main__ import main
from tests.readings.fixtures.build_fixtures import HERE


def fill(con, count: int = 12, start: int = 0) -> None:
    for i in range(start, start + count):
        entry_id = journal.add(con, journal.Entry(
            kind=("game", "cast", "phase", "session")[i % 4], game="kamla", ruleset="kamla",
            mode="solo", options={"move_limit": 200}, players=["Ann", "Ülgen"],
            question=f"Куда ведёт река {i}?", record=["Sd3-d4", "Sd6-d5"][: i % 3],
            start_position="start", final_position=f"end {i}",
            outcome={"winner": i % 2, "reason": "mate"} if i % 4 == 0 else None,
            symbols=[{"id": f"s.{i % 5}", "label": f"Sign {i % 5}", "detail": "d"}],
            reading={"title": f"Title {i}", "answer": "yes", "paragraphs": [["s", "H", "T"]],
                     "cells": ["d4"]},
            notes=f"note {i}\nline two", tags=[f"t{i % 3}", "всё"], mood=(i % 5) + 1 if i % 2
            else None, minutes=i * 1.5, created_at=f"2026-03-{i % 28 + 1:02d}T10:00:00Z"))
        if i % 3 == 0:
            followup.write(con, entry_id, f"It turned out so ({i}).")


def contents(con) -> list[dict]:
    """Every field of every entry a person wrote or read, and its follow-up."""
    rows = []
    for entry in journal.search(con):
        kept = followup.get(con, entry.id)
        rows.append({**asdict(entry), "id": None, "saved_game_id": None,
                     "followup": kept and (kept.text, kept.created_at)})
    return sorted(rows, key=lambda row: row["uid"])


@pytest.fixture
def source(tmp_path):
    con = db.open_database(tmp_path / "source.sqlite3")
    fill(con)
    return con


@pytest.mark.parametrize("name", ["journal-backup.sqlite3", "journal-backup.sqlite3.gz"])
def test_a_backup_restores_every_field_into_an_empty_journal(tmp_path, source, name):
    written = backup.backup(source, tmp_path / name)
    assert not list(tmp_path.glob("*.partial"))
    assert (written.read_bytes()[:2] == b"\x1f\x8b") == name.endswith(".gz")
    target = db.open_database(tmp_path / "target.sqlite3")
    assert backup.restore(target, written) == backup.RestoreResult(12, 0, 4)
    assert contents(target) == contents(source)
    assert [e.uid for e in journal.search(target, text="река всё")] == \
        [e.uid for e in journal.search(source, text="река всё")]
    assert backup.restore(target, written) == backup.RestoreResult(0, 12, 0)  # nothing twice
    assert len(contents(target)) == 12


def test_a_restore_adds_only_what_is_missing_and_keeps_what_is_there(tmp_path, source):
    written = backup.backup(source, tmp_path / "b.sqlite3.gz")
    target = db.open_database(tmp_path / "target.sqlite3")
    fill(target, count=3, start=100)
    mine = contents(target)
    with written.open("rb") as stream:  # an upload is an open binary file
        assert backup.restore(target, stream).added == 12
    assert contents(target) == sorted(mine + contents(source), key=lambda row: row["uid"])


def test_an_older_journal_file_restores_through_the_migrations(tmp_path):
    target = db.open_database(tmp_path / "target.sqlite3")
    result = backup.restore(target, HERE / "v6.sqlite3")
    assert result.added == 2 and result.followups == 1
    assert {e.question for e in journal.search(target)} >= {"Where does the river lead?"}


def _damaged(path):
    data = bytearray(path.read_bytes())
    for offset in range(8192, len(data) - 4096, 4096):
        data[offset + 8: offset + 600] = b"\xa5" * 592
    path.write_bytes(bytes(data))


def _foreign(path):
    path.unlink()
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE notes (text)")
    con.execute("PRAGMA application_id = 1")
    con.commit()


def _newer(path):
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 99")
    con.commit()


def _unknown_game(path):
    con = sqlite3.connect(path)
    con.execute("UPDATE entry SET ruleset = 'chess' WHERE id = (SELECT MAX(id) FROM entry)")
    con.commit()


@pytest.mark.parametrize("harm, reason", [
    (lambda p: p.write_bytes(b"\x00garbage" * 1000), "not an SQLite database"),
    (lambda p: p.write_bytes(b""), "not an SQLite database"),
    (lambda p: p.write_bytes(gzip.compress(p.read_bytes())[:5000]), "damaged gzip"),
    (lambda p: p.write_bytes(gzip.compress(b"just text")), "not an SQLite database"),
    (_damaged, "damaged"),
    (_foreign, "another program"),
    (_newer, "newer version of this app"),
    (_unknown_game, "unknown ruleset 'chess'"),
])
def test_a_damaged_or_foreign_file_is_refused_and_nothing_written(tmp_path, source, harm,
                                                                   reason):
    for _ in range(200):  # pages enough for damage to land on
        journal.add(source, journal.Entry(kind="cast", game="kamla", ruleset="kamla",
                                          notes="x" * 400, created_at="2026-01-01T00:00:00Z"))
    written = backup.backup(source, tmp_path / "b.sqlite3")
    harm(written)
    target = db.open_database(tmp_path / "target.sqlite3")
    fill(target, count=2, start=50)
    before = contents(target)
    with pytest.raises(backup.RestoreRefused, match=reason):
        backup.restore(target, written)
    assert contents(target) == before
    assert journal.search(target, text="река") and not journal.search(target, text="xxxx")


def test_the_command_line_backs_up_and_restores(tmp_path, monkeypatch, capsys, source):
    source.close()
    monkeypatch.setenv(db.DATA_DIR_VARIABLE, str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    shutil.copy(tmp_path / "source.sqlite3", tmp_path / "home" / db.FILE_NAME)
    assert main(["backup", str(tmp_path / "b.sqlite3.gz")]) == 0
    assert "backed up 12 entries" in capsys.readouterr().out
    monkeypatch.setenv(db.DATA_DIR_VARIABLE, str(tmp_path / "empty"))
    (tmp_path / "empty").mkdir()
    assert main(["restore", str(tmp_path / "b.sqlite3.gz")]) == 0
    assert "restored 12 entries (0 already in the journal skipped, 4 follow-ups)" in \
        capsys.readouterr().out
    (tmp_path / "junk").write_bytes(b"junk")
    assert main(["restore", str(tmp_path / "junk")]) == 2
    assert "nothing was restored: the file is not a journal backup" in capsys.readouterr().err
