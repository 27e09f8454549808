"""Writes that meet a journal file locked by another program: tried again a
few times (each attempt already waits the connection's busy timeout), then
refused with a plain message; a refused write has written nothing."""
from __future__ import annotations

import sqlite3
import time
from typing import Callable, TypeVar

from readings.failures import JournalFileError

T = TypeVar("T")
ATTEMPTS = 3
PAUSE = 0.5
"""Seconds between attempts, growing with each one."""


class LockedError(ValueError):
    """The journal file stayed locked by another program; nothing was written."""


def is_locked(error: sqlite3.OperationalError | JournalFileError) -> bool:
    """Whether the write failed only because another program holds the file."""
    if isinstance(error, JournalFileError):
        return error.locked
    text = str(error).lower()
    return "locked" in text or "busy" in text


def retried(write: Callable[[], T], *, attempts: int = ATTEMPTS, pause: float = PAUSE,
            sleep: Callable[[float], None] = time.sleep) -> T:
    """``write()``, tried ``attempts`` times while the file is locked."""
    attempt = 1
    while True:
        try:
            return write()
        except (sqlite3.OperationalError, JournalFileError) as error:
            if not is_locked(error):
                raise
            if attempt >= attempts:
                raise LockedError(f"the journal file is locked by another program ({error}; "
                                  f"tried {attempts} times); nothing was written") from None
        sleep(pause * attempt)
        attempt += 1
