"""Failures of the journal file told plainly: ``JournalFileError`` is the one
error the app shows for a locked, damaged, read-only, full, missing-folder or
newer file; each message says what happened and that the file was left
untouched (SQLite rolls back whatever the failed write began)."""
from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from typing import Iterator


class Refusal(ValueError):
    """A request the journal refuses; nothing was written. The message says
    why in English; ``reason`` names why, for an interface that says it in
    another language (issue 29), with the ``facts`` it needs."""

    def __init__(self, message: object = "", reason: str = "", **facts: object) -> None:
        super().__init__(message)
        self.reason, self.facts = reason, facts


class JournalFileError(RuntimeError):
    """The journal file cannot be used right now. The message says, in plain
    words, what happened and that the file was left untouched; ``damaged`` says
    whether the file itself is unreadable (it can then be set aside), ``locked``
    whether another program holds it (a write may be tried again)."""

    def __init__(self, path: Path, what: str, *, damaged: bool = False,
                 locked: bool = False) -> None:
        super().__init__(f"The journal file {path} {what} Nothing was written: "
                         "the file was left untouched.")
        self.path = path
        self.damaged = damaged
        self.locked = locked


_LOCKED = ("is locked by another program that is writing to it. Close that program or wait "
           "a moment, then try again.")
_READ_ONLY = ("cannot be written: the file or its folder is read-only. Allow writing there, or "
              "point KAMLA_DATA_DIR at a writable folder.")
_EXPLANATIONS = {
    sqlite3.SQLITE_BUSY: _LOCKED,
    sqlite3.SQLITE_LOCKED: _LOCKED,
    sqlite3.SQLITE_READONLY: _READ_ONLY,
    sqlite3.SQLITE_PERM: _READ_ONLY,
    sqlite3.SQLITE_FULL: "cannot grow: the disk is full. Free some space, then try again.",
    sqlite3.SQLITE_IOERR: "could not be read or written (an input/output error of the disk).",
    sqlite3.SQLITE_CORRUPT: "is damaged: parts of it cannot be read as a journal.",
    sqlite3.SQLITE_NOTADB: "is damaged or is not a journal: it cannot be read as a database.",
}
_UNDECODABLE = "Could not decode to UTF-8"
"""How Python's sqlite3 reports text whose bytes were overwritten."""
_DAMAGED = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
_BUSY = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}


def explain(error: BaseException, path: Path) -> JournalFileError | None:
    """The plain account of a database or file-system failure on the journal
    at ``path``; None for an error that is not about the file (a bug, a rule)."""
    if isinstance(error, OSError):
        return JournalFileError(path, f"cannot be kept: its folder {path.parent} is missing and "
                                      f"cannot be created ({error.strerror or error}).")
    if isinstance(error, sqlite3.OperationalError) and str(error).startswith(_UNDECODABLE):
        return JournalFileError(path, _EXPLANATIONS[sqlite3.SQLITE_CORRUPT], damaged=True)
    code = getattr(error, "sqlite_errorcode", None)
    if not isinstance(error, sqlite3.DatabaseError) or code is None:
        return None
    primary = code & 0xFF
    if primary == sqlite3.SQLITE_CANTOPEN:
        if not path.parent.is_dir():
            return JournalFileError(path, f"cannot be opened: its folder {path.parent} is "
                                          "missing.")
        return JournalFileError(path, "cannot be opened: the folder is read-only or the file is "
                                      "not accessible.")
    if primary not in _EXPLANATIONS:
        return None
    return JournalFileError(path, _EXPLANATIONS[primary], damaged=primary in _DAMAGED,
                            locked=primary in _BUSY)


@contextlib.contextmanager
def explained(path: Path) -> Iterator[None]:
    """Turn a failure of the journal file into a ``JournalFileError``."""
    try:
        yield
    except (sqlite3.Error, OSError) as error:
        plain = explain(error, path)
        if plain is None:
            raise
        raise plain from error
