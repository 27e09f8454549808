"""Damaged journal files, each built from a real journal: random bytes, cut
short, its middle overwritten, a database of another schema, one written by a
newer version of the app (the read-only file is made by opening it so)."""
from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from readings import db, journal, saved_games


def real_journal(path: Path) -> None:
    """A journal of 120 readings and 40 saved games, closed (no WAL beside it)."""
    with db.session(path) as con:
        for _ in range(40):
            saved_games.create(con, ruleset="kamla", mode="local", start_position="x" * 200)
        for n in range(120):
            journal.add(con, journal.Entry(kind="cast", game="kamla", ruleset="kamla",
                                           question=f"question {n} " * 20, notes="n" * 500))


def random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(1).randbytes(64 * 1024))


def truncated(path: Path) -> None:
    real_journal(path)
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def overwritten_middle(path: Path) -> None:
    real_journal(path)
    data = bytearray(path.read_bytes())
    start, end = len(data) * 2 // 5, len(data) * 3 // 5
    data[start:end] = random.Random(2).randbytes(end - start)
    path.write_bytes(bytes(data))


def wrong_schema(path: Path) -> None:
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE recipe (id INTEGER PRIMARY KEY, name TEXT)")
    con.execute("INSERT INTO recipe (name) VALUES ('bread')")
    con.commit()
    con.close()


def newer_version(path: Path) -> None:
    real_journal(path)
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {len(db.MIGRATIONS) + 1}")
    con.close()


def read_only(path: Path) -> None:
    """A good journal; the test opens it read-only (root ignores file modes)."""
    real_journal(path)


DAMAGES = {f.__name__: f for f in (random_bytes, truncated, overwritten_middle, wrong_schema,
                                   newer_version, read_only)}
