"""The journal loop: "How did it turn out?" follow-ups on readings, the
readings still awaiting one, and the signs that keep returning.

A follow-up belongs to one entry (table ``followup``, one row per entry,
written in a transaction that extends nothing else); deleting the entry
deletes it. Its text is data: stored and shown as plain text.
"""
from __future__ import annotations

import sqlite3
from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta

from readings import compact
from readings.db import now, transaction
from readings.journal import JournalError, NotFoundError

MAX_TEXT = 5_000
AWAIT_DAYS = 7
"""A reading with a question awaits its follow-up from this many days on."""
RETURNING_WINDOW, RETURNING_AT_LEAST = 30, 3
"""A sign keeps returning when it shows in at least 3 of the last 30 entries."""


@dataclass(frozen=True)
class FollowUp:
    entry_id: int
    text: str
    created_at: str


@dataclass(frozen=True)
class Awaiting:
    entry_id: int
    question: str
    created_at: str


def write(con: sqlite3.Connection, entry_id: int, text: str) -> FollowUp:
    """Keep (or replace) the follow-up of an entry; bad input changes nothing."""
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT:
        raise JournalError(f"a follow-up is text of 1 to {MAX_TEXT:,} characters")
    stamp = now()
    with transaction(con):
        if con.execute("SELECT 1 FROM entry WHERE id = ?", (entry_id,)).fetchone() is None:
            raise NotFoundError(f"no journal entry with id {entry_id}")
        con.execute("INSERT INTO followup (entry_id, text, created_at) VALUES (?, ?, ?) "
                    "ON CONFLICT (entry_id) DO UPDATE SET text = excluded.text, "
                    "created_at = excluded.created_at", (entry_id, text.strip(), stamp))
    return FollowUp(entry_id, text.strip(), stamp)


def get(con: sqlite3.Connection, entry_id: int) -> FollowUp | None:
    row = con.execute("SELECT entry_id, text, created_at FROM followup WHERE entry_id = ?",
                      (entry_id,)).fetchone()
    return FollowUp(row[0], row[1], row[2]) if row else None


def awaiting(con: sqlite3.Connection, today: date, days: int = AWAIT_DAYS,
             limit: int | None = None) -> list[Awaiting]:
    """Readings with a question, at least ``days`` old, without a follow-up (the
    oldest first; the first ``limit`` of them, read along the time index)."""
    cutoff = (today - timedelta(days=days)).isoformat() + "T23:59:59Z"
    rows = con.execute(
        "SELECT e.id, e.question, e.created_at FROM entry e "
        "LEFT JOIN followup f ON f.entry_id = e.id "
        "WHERE f.entry_id IS NULL AND e.question != '' AND e.created_at <= ? "
        "ORDER BY e.created_at, e.id LIMIT ?", (cutoff, -1 if limit is None else limit))
    return [Awaiting(r[0], r[1], r[2]) for r in rows]


def returning_signs(con: sqlite3.Connection, window: int = RETURNING_WINDOW,
                    at_least: int = RETURNING_AT_LEAST) -> list[tuple[str, int]]:
    """``(label, entries)`` of the signs shown in at least ``at_least`` of the
    last ``window`` entries, most frequent first."""
    rows = con.execute("SELECT body FROM entry ORDER BY created_at DESC, id DESC LIMIT ?",
                       (window,))
    counts: Counter = Counter()
    labels: dict[str, str] = {}
    for (body,) in rows:
        seen = set()
        for symbol in compact.unpack(body)["symbols"]:
            if isinstance(symbol, dict) and isinstance(symbol.get("id"), str) \
                    and not symbol["id"].startswith("game."):  # outcome and length: always there
                seen.add(symbol["id"])
                labels.setdefault(symbol["id"], str(symbol.get("label") or symbol["id"]))
        counts.update(seen)
    found = [(labels[i], n) for i, n in counts.items() if n >= at_least]
    return sorted(found, key=lambda x: (-x[1], x[0]))
