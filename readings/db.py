"""The app's SQLite database: where it lives, how to open it, and its schema
history as ordered migrations, each applied once in its own transaction and
recorded in ``schema_migrations``.

The file lives in the user data folder (platformdirs); the environment
variable ``KAMLA_DATA_DIR`` points it elsewhere (tests, a second profile).
Landed migrations are pinned by ``migrations.lock`` (checked by a test).
"""
from __future__ import annotations

import contextlib
import hashlib
import inspect
import json
import os
import sqlite3
from datetime import datetime, UTC
from pathlib import Path
from typing import Callable, Iterator

import platformdirs

from readings import compact, hidden, intact, sittings
from readings.failures import JournalFileError, explained

APP_NAME = "kamla-senet"
DATA_DIR_VARIABLE = "KAMLA_DATA_DIR"
FILE_NAME = "journal.sqlite3"

PAGE_SIZE = 16384
"""Bytes per database page: a compact entry (about 2.5 kB) leaves little unused
space in a page of this size, where it would fill a 4 kB page alone."""
BUSY_TIMEOUT = 10.0
"""Seconds a write waits for another program holding the file before it fails."""


Step = str | Callable[[sqlite3.Connection], None]
"""One step of a migration: an SQL statement, or a function for what SQL cannot
decide alone (such as adding a column only where it is missing)."""


def _repair_interim_journal(con: sqlite3.Connection) -> None:
    """Journals created between commits 4d00853 and 51bde27 hold migration 2 in
    an earlier shape: no ``entry.options`` (4d00853) and no ``entry_one_ending``
    index (4d00853, e1a5f33). Give them both; a second ending entry of the same
    saved game keeps everything but its link to that game (the index allows one)."""
    columns = {row[1] for row in con.execute("PRAGMA table_info(entry)")}
    if "options" not in columns:
        con.execute("ALTER TABLE entry ADD COLUMN options TEXT NOT NULL DEFAULT '{}'")
    con.execute("""UPDATE entry SET saved_game_id = NULL
                   WHERE kind IN ('game', 'session') AND saved_game_id IS NOT NULL
                     AND id > (SELECT MIN(first.id) FROM entry AS first
                               WHERE first.saved_game_id = entry.saved_game_id
                                 AND first.kind = entry.kind)""")
    con.execute("""CREATE UNIQUE INDEX IF NOT EXISTS entry_one_ending ON entry (saved_game_id, kind)
                   WHERE kind IN ('game', 'session') AND saved_game_id IS NOT NULL""")


def _compact_entries(con: sqlite3.Connection) -> None:
    """Issue 26: each entry's record, signs and reading move into one compressed
    ``body``; its title, signs and words are kept where SQL finds them fast
    (``title``, ``entry_symbol``, the ``entry_text`` search index)."""
    con.execute("ALTER TABLE entry ADD COLUMN body BLOB")
    con.execute("ALTER TABLE entry ADD COLUMN title TEXT NOT NULL DEFAULT ''")
    con.execute("CREATE TABLE symbol (id INTEGER PRIMARY KEY, label TEXT NOT NULL UNIQUE)")
    con.execute("""CREATE TABLE entry_symbol (
        symbol_id INTEGER NOT NULL REFERENCES symbol (id),
        entry_id INTEGER NOT NULL REFERENCES entry (id) ON DELETE CASCADE,
        PRIMARY KEY (symbol_id, entry_id)) WITHOUT ROWID""")
    con.execute("""CREATE VIRTUAL TABLE entry_text USING fts5(question, reading, notes, tags,
        content='', detail=none, tokenize='unicode61 remove_diacritics 2')""")
    last = 0
    while True:
        rows = con.execute(
            "SELECT id, question, ruleset, record, symbols, reading, notes, (SELECT "
            "group_concat(tag, char(31)) FROM entry_tag WHERE entry_id = entry.id) "
            "FROM entry WHERE id > ? ORDER BY id LIMIT 500", (last,)).fetchall()
        if not rows:
            break
        for entry_id, question, ruleset, record, symbols, reading, notes, tags in rows:
            record, symbols, reading = json.loads(record), json.loads(symbols), json.loads(reading)
            con.execute("UPDATE entry SET body = ?, title = ? WHERE id = ?",
                        (compact.pack(record, symbols, reading),
                         str(reading.get("title") or ""), entry_id))
            compact.keep_symbols(con, entry_id, symbols)
            compact.index(con, entry_id, compact.search_text(
                question=question, ruleset=ruleset, reading=reading, symbols=symbols,
                notes=notes, tags=sorted(tags.split(chr(31))) if tags else []))
        last = rows[-1][0]
    for column in compact.BODY_FIELDS:
        con.execute(f"ALTER TABLE entry DROP COLUMN {column}")
    con.execute("CREATE INDEX entry_facts ON entry (kind, created_at, minutes, ruleset, outcome)")


MIGRATIONS: tuple[tuple[str, tuple[Step, ...]], ...] = (
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
    ("repair of journals from the interim migration 2", (_repair_interim_journal,)),
    ("follow-ups", (
        """CREATE TABLE followup (
            entry_id INTEGER PRIMARY KEY REFERENCES entry (id) ON DELETE CASCADE,
            text TEXT NOT NULL,
            created_at TEXT NOT NULL
        )""",
    )),
    ("archived games", (
        "ALTER TABLE saved_game ADD COLUMN archived_at TEXT",
    )),
    ("compact entries, their signs and a search index", (_compact_entries,)),
    ("one entry per sitting", (sittings.join_all,)),
    ("no hidden Ruler in the casts of a game in play", (hidden.hide_rulers_in_casts,)),
)
"""Append only: a migration, once released, never changes (``migrations.lock``)."""
LOCK_FILE = Path(__file__).with_name("migrations.lock")


def migration_digest(number: int) -> str:
    """SHA-256 of migration ``number`` (1-based): its name and every step's text
    (a function's source), as pinned in ``migrations.lock``."""
    name, steps = MIGRATIONS[number - 1]
    digest = hashlib.sha256(name.encode())
    for step in steps:
        digest.update(b"\0" + (step if isinstance(step, str) else inspect.getsource(step)).encode())
    return digest.hexdigest()


def data_dir() -> Path:
    """The folder of the journal (not created here: ``open_database`` does)."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    return Path(override) if override else platformdirs.user_data_path(APP_NAME, appauthor=False)


def default_path() -> Path:
    return data_dir() / FILE_NAME


def now() -> str:
    """UTC time as ISO 8601 text, to the second (how every row stores time)."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def connect(path: Path | str | None = None) -> sqlite3.Connection:
    """Open the database (autocommit; use ``transaction`` to write)."""
    con = sqlite3.connect(str(path or default_path()), timeout=BUSY_TIMEOUT,
                          isolation_level=None)
    con.row_factory = sqlite3.Row
    con.execute("PRAGMA foreign_keys = ON")
    con.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
    return con


@contextlib.contextmanager
def transaction(con: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT``, rolled back on any error (unless SQLite
    has already rolled it back itself, as after a full disk)."""
    con.execute("BEGIN IMMEDIATE")
    try:
        yield con
    except BaseException:
        if con.in_transaction:
            con.execute("ROLLBACK")
        raise
    con.execute("COMMIT")


def schema_version(con: sqlite3.Connection) -> int:
    return con.execute("PRAGMA user_version").fetchone()[0]


def migrate(con: sqlite3.Connection) -> int:
    """Apply every pending migration in order; returns the schema version.

    Refuses a file written by a newer version of the app before anything is
    written to it, rather than guess.
    """
    version = schema_version(con)
    if version > len(MIGRATIONS):
        path = Path(con.execute("PRAGMA database_list").fetchone()[2])
        raise JournalFileError(path, f"was written by a newer version of this app (schema "
                                     f"{version}; this one knows {len(MIGRATIONS)}). Update the "
                                     "app to open it.")
    if version == 0:
        con.execute(f"PRAGMA page_size = {PAGE_SIZE}")  # before the first table
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("""CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)""")
    for number, (name, steps) in enumerate(MIGRATIONS[version:], start=version + 1):
        with transaction(con):
            for step in steps:
                if isinstance(step, str):
                    con.execute(step)
                else:
                    step(con)
            con.execute("INSERT INTO schema_migrations VALUES (?, ?, ?)", (number, name, now()))
            con.execute(f"PRAGMA user_version = {number}")
    _reclaim(con)
    return schema_version(con)


def _reclaim(con: sqlite3.Connection) -> None:
    """Give back to the disk what a migration freed when it is most of the file
    (as after entries became compact): ``VACUUM``, outside any transaction, into
    pages of ``PAGE_SIZE`` (SQLite changes the size only out of WAL mode)."""
    free = con.execute("PRAGMA freelist_count").fetchone()[0]
    if free > 256 and free * 2 > con.execute("PRAGMA page_count").fetchone()[0]:
        con.execute("PRAGMA journal_mode = DELETE")
        con.execute(f"PRAGMA page_size = {PAGE_SIZE}")
        con.execute("VACUUM")
        con.execute("PRAGMA journal_mode = WAL")


def open_database(path: Path | str | None = None) -> sqlite3.Connection:
    """Connect and bring the schema up to date.

    :raises JournalFileError: the file or its folder cannot be used (nothing written).
    """
    where = Path(path or default_path())
    with explained(where):
        if path is None:
            where.parent.mkdir(parents=True, exist_ok=True)
        con = connect(where)
        try:
            intact.check(con, where)
            migrate(con)
        except BaseException:
            con.close()
            raise
    return con


@contextlib.contextmanager
def session(path: Path | str | None = None) -> Iterator[sqlite3.Connection]:
    """An open, up-to-date connection, closed afterwards; any failure of the file
    while it is used comes out as a ``JournalFileError``."""
    con = open_database(path)
    try:
        with explained(Path(path or default_path())):
            yield con
    finally:
        con.close()
    intact.remember(Path(path or default_path()))  # only after a use that did not fail


def set_aside(path: Path | str | None = None) -> Path:
    """Rename a damaged journal (and its WAL companions) out of the way, never
    deleting it, so a fresh one can start; returns the new name."""
    path = Path(path or default_path())
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    kept = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(kept.with_name(kept.name + suffix))
    path.rename(kept)
    return kept
