"""Landed migrations never change (the lock of hashes), and real journal files
written by every schema version — the interim shapes of migration 2 included —
upgrade to the current schema with nothing lost."""
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from readings import compact, db, journal, saved_games
from tests.readings.fixtures.build_fixtures import FIXTURES, HERE


def _lock() -> list[tuple[int, str, str]]:
    lines = [line for line in db.LOCK_FILE.read_text().splitlines()
             if line and not line.startswith("#")]
    return [(int(n), digest, name) for n, digest, name in (line.split(" ", 2) for line in lines)]


def test_every_landed_migration_is_unchanged_and_locked():
    lock = _lock()
    assert [n for n, _, _ in lock] == list(range(1, len(lock) + 1))
    for number, digest, name in lock:
        assert db.MIGRATIONS[number - 1][0] == name
        assert db.migration_digest(number) == digest, (
            f"migration {number} ({name}) changed after it landed: undo the change and add a "
            "new migration instead")
    assert len(lock) == len(db.MIGRATIONS), (
        f"migration {len(lock) + 1} is not in readings/migrations.lock: add "
        f"'{len(lock) + 1} {db.migration_digest(len(lock) + 1)} {db.MIGRATIONS[len(lock)][0]}'")


def test_there_is_a_fixture_file_for_every_schema_version():
    versions = {sqlite3.connect(HERE / name).execute("PRAGMA user_version").fetchone()[0]
                for name in FIXTURES}
    assert versions == set(range(1, len(db.MIGRATIONS) + 1))


def _rows(path: Path) -> dict[str, dict[int, dict]]:
    con = sqlite3.connect(path)
    con.row_factory = sqlite3.Row
    tables = [r[0] for r in con.execute(  # not the search index's own tables
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "AND name NOT LIKE 'entry_text%' AND name != 'entry_symbol'")]
    rows = {t: {r["_rowid"]: {k: r[k] for k in r.keys() if k != "_rowid"}
                for r in con.execute(f"SELECT rowid AS _rowid, * FROM {t}")}
            for t in tables}
    con.close()
    for row in rows.get("entry", {}).values():
        _decoded(row)
    return rows


def _decoded(row: dict) -> None:
    """An entry row with its record, signs and reading as values, whether it
    keeps them as JSON columns (schema 1-6) or in one compact body (7 on)."""
    if "body" in row:
        row.update(compact.unpack(row.pop("body")))
        assert row.pop("title") == row["reading"].get("title", "")
    else:
        row.update({name: json.loads(row[name]) for name in compact.BODY_FIELDS})


def _shape(con: sqlite3.Connection) -> dict[str, set]:
    shape = {}
    for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
        shape[table] = {(c[1], c[2], c[3], c[4]) for c in con.execute(f"PRAGMA table_info({table})")}
    shape["indexes"] = {" ".join(sql.split()) for (sql,) in con.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")}
    return shape


@pytest.mark.parametrize("name", list(FIXTURES))
def test_each_fixture_upgrades_without_loss(tmp_path, name):
    path = tmp_path / name
    shutil.copy(HERE / name, path)
    before = _rows(path)
    con = db.open_database(path)
    assert db.schema_version(con) == len(db.MIGRATIONS)
    assert _shape(con) == _shape(db.open_database(tmp_path / "fresh.sqlite3"))
    after = _rows(path)
    for table, rows in before.items():
        for rowid, row in rows.items():
            kept = after[table][rowid]
            if table == "entry" and row["kind"] == "game" and row["notes"] == "written twice":
                assert kept["saved_game_id"] is None  # the second ending loses only its link
                kept = {**kept, "saved_game_id": row["saved_game_id"]}
            if table == "schema_migrations":
                continue
            assert {k: kept[k] for k in row} == row, (table, rowid)
    assert [r["name"] for r in after["schema_migrations"].values()][-1] == db.MIGRATIONS[-1][0]
    # the Journal page's reads and writes work on the upgraded file
    entries = journal.search(con)
    assert len(entries) == len(before.get("entry", {}))
    for entry in entries:  # every entry is found by its words and counted by its signs
        labels = {s.get("label") or s["id"] for s in entry.symbols}
        assert labels == {r[0] for r in con.execute(
            "SELECT label FROM symbol JOIN entry_symbol ON symbol_id = id WHERE entry_id = ?",
            (entry.id,))}
        for text in (entry.question, entry.notes):
            if compact.match_query(text):
                assert entry.id in [e.id for e in journal.search(con, text=text)]
    for entry in entries:
        assert journal.get(con, entry.id).uid == entry.uid
    game = saved_games.unfinished(con)[0] if saved_games.unfinished(con) else None
    new_id = journal.add(con, journal.Entry(kind="cast", game="kamla", ruleset="kamla",
                                            options={"a": 1}, tags=["after"]))
    assert journal.get(con, new_id).options == {"a": 1}
    journal.update_user_fields(con, new_id, notes="edited", tags="x", mood=2)
    if game is not None:
        assert journal.add(con, journal.Entry(kind="session", game="senet", ruleset="senet-kendall",
                                              saved_game_id=game.id)) > new_id


def test_the_body_dictionaries_never_change():
    """A stored body names its zlib dictionary; changing one would make every
    body packed with it unreadable (add a new number instead)."""
    import hashlib
    assert {n: hashlib.sha256(d).hexdigest() for n, d in compact.DICTIONARIES.items()} == {
        1: "aebce4fb7879ff1315dd704c9a76d1c953f98ff02d93118306740a7b248711d8"}
    with pytest.raises(ValueError, match="unknown dictionary"):
        compact.unpack(b"\x09" + compact.pack([], [], {})[1:])
