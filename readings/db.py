"""The app's SQLite database: where it lives, how to open it, and its schema
history as ordered migrations, each applied once in its own transaction and
recorded in ``schema_migrations``.

The file lives in the user data folder (platformdirs); the environment
variable ``KAMLA_DATA_DIR`` points it elsewhere (tests, a second profile).
"""
from __future__ import annotations

import contextlib
import os
import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

import platformdirs

APP_NAME = "kamla-senet"
DATA_DIR_VARIABLE = "KAMLA_DATA_DIR"
FILE_NAME = "journal.sqlite3"

MIGRATIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("saved games", (
        """CREATE TABLE saved_game (
            id INTEGER PRIMARY KEY,
            ruleset TEXT NOT NULL,
            mode TEXT NOT NULL,
            options TEXT NOT NULL DEFAULT '{}',
            players TEXT NOT NULL DEFAULT '[]',
            start_position TEXT NOT NULL,
            record TEXT NOT NULL DEFAULT '[]',
            status TEXT NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'finished')),
            outcome TEXT,
            clock TEXT NOT NULL DEFAULT '{}',
            intention TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        )""",
        "CREATE INDEX saved_game_status ON saved_game (status, updated_at)",
    )),
    ("reading journal", (
        """CREATE TABLE entry (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            created_at TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('game', 'phase', 'session', 'cast')),
            game TEXT NOT NULL,
            ruleset TEXT NOT NULL,
            mode TEXT NOT NULL DEFAULT '',
            options TEXT NOT NULL DEFAULT '{}',
            players TEXT NOT NULL DEFAULT '[]',
            question TEXT NOT NULL DEFAULT '',
            record TEXT NOT NULL DEFAULT '[]',
            start_position TEXT NOT NULL DEFAULT '',
            final_position TEXT NOT NULL DEFAULT '',
            outcome TEXT,
            symbols TEXT NOT NULL DEFAULT '[]',
            reading TEXT NOT NULL DEFAULT '{}',
            notes TEXT NOT NULL DEFAULT '',
            mood INTEGER CHECK (mood BETWEEN 1 AND 5),
            minutes REAL NOT NULL DEFAULT 0 CHECK (minutes >= 0),
            saved_game_id INTEGER REFERENCES saved_game (id) ON DELETE SET NULL
        )""",
        """CREATE TABLE entry_tag (
            entry_id INTEGER NOT NULL REFERENCES entry (id) ON DELETE CASCADE,
            tag TEXT NOT NULL,
            PRIMARY KEY (entry_id, tag)
        )""",
        "CREATE INDEX entry_created ON entry (created_at)",
        "CREATE INDEX entry_game ON entry (game, created_at)",
        "CREATE INDEX entry_saved_game ON entry (saved_game_id, kind)",
        "CREATE INDEX entry_tag_tag ON entry_tag (tag)",
        """CREATE UNIQUE INDEX entry_one_ending ON entry (saved_game_id, kind)
           WHERE kind IN ('game', 'session') AND saved_game_id IS NOT NULL""",
    )),
    ("two-screen games", (
        """CREATE TABLE remote_game (
            code TEXT PRIMARY KEY,
            saved_game_id INTEGER NOT NULL UNIQUE REFERENCES saved_game (id) ON DELETE CASCADE,
            token0 TEXT NOT NULL UNIQUE,
            token1 TEXT NOT NULL UNIQUE,
            creator INTEGER NOT NULL CHECK (creator IN (0, 1)),
            joined_at TEXT
        )""",
    )),
    ("archived games", (
        "ALTER TABLE saved_game ADD COLUMN archived_at TEXT",
    )),
)
"""Append only: a migration, once released, never changes."""


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_VARIABLE)
    path = Path(override) if override else platformdirs.user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_path() -> Path:
    return data_dir() / FILE_NAME


def now() -> str:
    """UTC time as ISO 8601 text, to the second (how every row stores time)."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def connect(path: Path | str | None = None) -> sqlite3.Connection:
    """Open the database (autocommit; use ``transaction`` to write)."""
    con = sqlite3.connect(str(path or default_path()), timeout=10, isolation_level=None)
    con.row_factory = sqlite3.Row
    con.execute("PRAGMA foreign_keys = ON")
    con.execute("PRAGMA busy_timeout = 10000")
    return con


@contextlib.contextmanager
def transaction(con: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT``, rolled back on any error."""
    con.execute("BEGIN IMMEDIATE")
    try:
        yield con
    except BaseException:
        con.execute("ROLLBACK")
        raise
    con.execute("COMMIT")


def schema_version(con: sqlite3.Connection) -> int:
    return con.execute("PRAGMA user_version").fetchone()[0]


def migrate(con: sqlite3.Connection) -> int:
    """Apply every pending migration in order; returns the schema version.

    Refuses a file written by a newer version of the app rather than guess.
    """
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("""CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)""")
    version = schema_version(con)
    if version > len(MIGRATIONS):
        raise RuntimeError(
            f"the journal file is at schema version {version}, newer than this app "
            f"({len(MIGRATIONS)}); update the app instead of opening it with an old one")
    for number, (name, statements) in enumerate(MIGRATIONS[version:], start=version + 1):
        with transaction(con):
            for statement in statements:
                con.execute(statement)
            con.execute("INSERT INTO schema_migrations VALUES (?, ?, ?)", (number, name, now()))
            con.execute(f"PRAGMA user_version = {number}")
    return schema_version(con)


def open_database(path: Path | str | None = None) -> sqlite3.Connection:
    """Connect and bring the schema up to date."""
    con = connect(path)
    migrate(con)
    return con
