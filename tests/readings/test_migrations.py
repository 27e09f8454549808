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
        1: "aebce4fb7879ff1315dd704c9a76d1c953f98ff02d93118306740a7b248711d8",
        2: "710bda6676f53f200b82a2ad80ff60508d94ec8a9044d09ae9953b18f0ed6f93",
        3: "491df9f8b71c341582a57278e8e6fc4ccb1a885381ee2c1eaf0de547775e333b",
        4: "9637ea2418c520b0cafcf42bd30b957dc706e2b76566e0388128f75c63ef3343",
        5: "54961f88380f8d345b648b3ef1f5d0927b54b81f05db9008db1931b2f346101c",
        6: "453fd15762acbb9a67f50a314ddb8a470046a2824ef0cdaf50556c3cf1ee1cac",
        7: "1e89844e4632ec43c440c21f5f51cf3944d7d48f28fc7c2c879fc60b4a5a5a7d",
        8: "8fbfccba530b0a1effa43f74bdf9b19fff0a6a0f234d9a298940abb17d552050",
        9: "23f14952944a274d41c8cca121c0687fcef293c7a2b6e662104337c300a00956",
        10: "b74975de7bcfd6cbd831436d13b2a247176badc7e646ce2bb85c4be8599b8df3",
        11: "b5611259d1f0a7f1f63b16a80faf032f6f806ba6264c221826b3f667c7197d76"}
    with pytest.raises(ValueError, match="unknown dictionary"):
        compact.unpack(b"\x63" + compact.pack([], [], {})[1:])


def test_a_body_is_packed_with_its_familys_dictionary_in_its_language():
    """Each game family's readings share their texts in each language; a body
    names the dictionary it was packed with, and any known one unpacks."""
    reading = {"title": "Победа Нижнего Мира", "lang": "ru"}
    packed = {(family, lang): compact.pack(["Sd3-d4"], [], {**reading, "lang": lang}, family)
              for family in compact.FAMILIES for lang in compact.LANGUAGES}
    assert sorted(body[0] for body in packed.values()) == list(range(2, 12))
    for (family, lang), body in packed.items():
        assert body[0] == compact.BY_FAMILY[(family, lang)]
        assert compact.unpack(body)["reading"] == {**reading, "lang": lang}
    assert compact.pack([], [], reading, "go")[0] == compact.GENERAL
    assert compact.pack([], [], {"lang": "de"}, "kamla")[0] == compact.GENERAL
