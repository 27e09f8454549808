"""Before the app writes to a journal file, it makes sure the file is whole
and is a journal (issue 27): a file damaged in its middle can still answer
the few pages a write touches, so SQLite alone would write into it.

``PRAGMA quick_check`` reads the whole file; it runs when the file is first
opened and again only when the file changed since the app last closed it
(another program wrote to it, or damaged it), so a journal is checked about
once a process, not once a click."""
from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

from readings.failures import JournalFileError

_seen: dict[str, tuple[int, int, int]] = {}
"""The file's (inode, size, modification time) as the app last left it whole."""
_lock = threading.Lock()


def _stamp(path: Path) -> tuple[int, int, int] | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_ino, found.st_size, found.st_mtime_ns


def check(con: sqlite3.Connection, path: Path) -> None:
    """Raise ``JournalFileError`` (nothing written) for a damaged file or a
    database that is not a journal of this app; quiet for a whole journal or
    an empty file."""
    stamp = _stamp(path)
    with _lock:
        if stamp is None or _seen.get(str(path)) == stamp:
            return
    found = [row[0] for row in con.execute("PRAGMA quick_check(1)")]
    if found != ["ok"]:
        raise JournalFileError(path, "is damaged: parts of it cannot be read as a journal.",
                               damaged=True)
    tables = {row[0] for row in con.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}
    version = con.execute("PRAGMA user_version").fetchone()[0]
    if version == 0 and tables:  # a journal has a version from its first migration on
        raise JournalFileError(path, "is not a journal of this app: it is a database of "
                                     "another kind.", damaged=True)
    remember(path)


def remember(path: Path) -> None:
    """The app leaves the file whole as it is now (called after it closes it)."""
    stamp = _stamp(path)
    with _lock:
        if stamp is not None:
            _seen[str(path)] = stamp
