"""The reading journal: one entry per finished game, Senet phase or session,
and per reading cast during a game. Writes are transactions; everything a
user writes (notes, tags, mood) is validated first and stored as plain data.
"""
from __future__ import annotations

import json
import sqlite3
import uuid
from dataclasses import dataclass, field
from typing import Any

from readings.db import now, transaction

KINDS = ("game", "phase", "session", "cast")
MAX_NOTES = 20_000
MAX_TAG = 40
MAX_TAGS = 20
MAX_QUESTION = 1_000


class JournalError(ValueError):
    """A journal value the user gave is not acceptable (the message says why)."""


class NotFoundError(LookupError):
    """No journal entry with that id."""


@dataclass
class Entry:
    kind: str
    game: str
    ruleset: str
    mode: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=list)
    question: str = ""
    record: list[str] = field(default_factory=list)
    start_position: str = ""
    final_position: str = ""
    outcome: dict[str, Any] | None = None
    symbols: list[dict[str, Any]] = field(default_factory=list)
    reading: dict[str, Any] = field(default_factory=dict)
    notes: str = ""
    tags: list[str] = field(default_factory=list)
    mood: int | None = None
    minutes: float = 0.0
    saved_game_id: int | None = None
    created_at: str = ""
    uid: str = ""
    id: int | None = None


def clean_tags(tags: list[str] | str) -> list[str]:
    """Tags from a list or a comma-separated string: trimmed, lower case, unique."""
    items = tags.split(",") if isinstance(tags, str) else list(tags)
    cleaned: list[str] = []
    for tag in items:
        if not isinstance(tag, str):
            raise JournalError(f"a tag must be text, not {tag!r}")
        tag = " ".join(tag.split()).lower()
        if not tag:
            continue
        if len(tag) > MAX_TAG:
            raise JournalError(f"the tag {tag[:50]!r} is longer than {MAX_TAG} characters")
        if tag not in cleaned:
            cleaned.append(tag)
    if len(cleaned) > MAX_TAGS:
        raise JournalError(f"{len(cleaned)} tags; at most {MAX_TAGS} fit on one entry")
    return cleaned


def check_user_fields(notes: str, mood: int | None, question: str = "") -> None:
    if not isinstance(notes, str) or len(notes) > MAX_NOTES:
        raise JournalError(f"notes must be text of at most {MAX_NOTES:,} characters")
    if not isinstance(question, str) or len(question) > MAX_QUESTION:
        raise JournalError(f"the question must be text of at most {MAX_QUESTION:,} characters")
    if mood is not None and (isinstance(mood, bool) or not isinstance(mood, int)
                             or not 1 <= mood <= 5):
        raise JournalError(f"mood is a whole number from 1 to 5, not {mood!r}")


def add(con: sqlite3.Connection, entry: Entry) -> int:
    """Store a new entry (in one transaction with its tags); returns its id."""
    if entry.kind not in KINDS:
        raise JournalError(f"unknown entry kind {entry.kind!r}")
    check_user_fields(entry.notes, entry.mood, entry.question)
    tags = clean_tags(entry.tags)
    entry.uid = entry.uid or uuid.uuid4().hex
    entry.created_at = entry.created_at or now()
    with transaction(con):
        entry.id = _insert(con, entry, tags)
    return entry.id


def _insert(con: sqlite3.Connection, entry: Entry, tags: list[str]) -> int:
    cursor = con.execute(
        """INSERT INTO entry (uid, created_at, kind, game, ruleset, mode, options, players,
           question, record, start_position, final_position, outcome, symbols, reading, notes,
           mood, minutes, saved_game_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        (entry.uid, entry.created_at, entry.kind, entry.game, entry.ruleset, entry.mode,
         json.dumps(entry.options), json.dumps(entry.players), entry.question,
         json.dumps(entry.record),
         entry.start_position, entry.final_position,
         None if entry.outcome is None else json.dumps(entry.outcome),
         json.dumps(entry.symbols), json.dumps(entry.reading), entry.notes, entry.mood,
         float(entry.minutes), entry.saved_game_id))
    assert cursor.lastrowid is not None  # set by the INSERT
    con.executemany("INSERT INTO entry_tag VALUES (?, ?)", [(cursor.lastrowid, t) for t in tags])
    return cursor.lastrowid


def _row_to_entry(row: sqlite3.Row, tags: list[str]) -> Entry:
    return Entry(
        kind=row["kind"], game=row["game"], ruleset=row["ruleset"], mode=row["mode"],
        options=json.loads(row["options"]), players=json.loads(row["players"]), question=row["question"],
        record=json.loads(row["record"]), start_position=row["start_position"],
        final_position=row["final_position"],
        outcome=json.loads(row["outcome"]) if row["outcome"] else None,
        symbols=json.loads(row["symbols"]), reading=json.loads(row["reading"]),
        notes=row["notes"], tags=tags, mood=row["mood"], minutes=row["minutes"],
        saved_game_id=row["saved_game_id"], created_at=row["created_at"], uid=row["uid"],
        id=row["id"])


def _tags_of(con: sqlite3.Connection, ids: list[int]) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {i: [] for i in ids}
    for start in range(0, len(ids), 900):
        chunk = ids[start:start + 900]
        marks = ",".join("?" * len(chunk))
        for row in con.execute(
                f"SELECT entry_id, tag FROM entry_tag WHERE entry_id IN ({marks}) "
                "ORDER BY tag", chunk):
            found[row[0]].append(row[1])
    return found


def get(con: sqlite3.Connection, entry_id: int) -> Entry:
    row = con.execute("SELECT * FROM entry WHERE id = ?", (entry_id,)).fetchone()
    if row is None:
        raise NotFoundError(f"no journal entry with id {entry_id}")
    return _row_to_entry(row, _tags_of(con, [entry_id])[entry_id])


@dataclass(frozen=True)
class Summary:
    """One line of the journal's list (the full entry is read when opened)."""

    id: int
    created_at: str
    kind: str
    ruleset: str
    title: str
    tags: str
    mood: int | None


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _filters(text: str, game: str | None, tag: str | None, since: str | None,
             until: str | None) -> tuple[str, list]:
    where, args = [], []
    if text.strip():
        pattern = _like(text.strip())
        where.append("(question LIKE ? ESCAPE '\\' OR notes LIKE ? ESCAPE '\\' "
                     "OR reading LIKE ? ESCAPE '\\' OR symbols LIKE ? ESCAPE '\\' "
                     "OR ruleset LIKE ? ESCAPE '\\')")
        args += [pattern] * 5
    if game:
        where.append("game = ?")
        args.append(game)
    if tag:
        where.append("id IN (SELECT entry_id FROM entry_tag WHERE tag = ?)")
        args.append(tag)
    if since:
        where.append("created_at >= ?")
        args.append(since)
    if until:
        where.append("created_at < date(?, '+1 day')")
        args.append(until)
    return (" WHERE " + " AND ".join(where) if where else ""), args


def search(con: sqlite3.Connection, *, text: str = "", game: str | None = None,
           tag: str | None = None, since: str | None = None, until: str | None = None,
           limit: int | None = None) -> list[Entry]:
    """Entries newest first, filtered by free text (question, notes, reading,
    symbols), game family, tag and an inclusive date range (``YYYY-MM-DD``)."""
    where, args = _filters(text, game, tag, since, until)
    sql = "SELECT * FROM entry" + where + " ORDER BY created_at DESC, id DESC"
    if limit is not None:
        sql += f" LIMIT {int(limit)}"
    rows = con.execute(sql, args).fetchall()
    tags = _tags_of(con, [row["id"] for row in rows])
    return [_row_to_entry(row, tags[row["id"]]) for row in rows]


def summaries(con: sqlite3.Connection, *, text: str = "", game: str | None = None,
              tag: str | None = None, since: str | None = None, until: str | None = None,
              limit: int = 200) -> tuple[int, list[Summary]]:
    """How many entries match, and the newest ``limit`` of them as list lines."""
    where, args = _filters(text, game, tag, since, until)
    total = con.execute("SELECT COUNT(*) FROM entry" + where, args).fetchone()[0]
    rows = con.execute(
        "SELECT id, created_at, kind, ruleset, json_extract(reading, '$.title'), mood, "
        "(SELECT group_concat(tag, ', ') FROM entry_tag WHERE entry_id = entry.id) "
        "FROM entry" + where + f" ORDER BY created_at DESC, id DESC LIMIT {int(limit)}", args)
    return total, [Summary(r[0], r[1], r[2], r[3], r[4] or "", r[6] or "", r[5]) for r in rows]


def update_user_fields(con: sqlite3.Connection, entry_id: int, *, notes: str,
                       tags: list[str] | str, mood: int | None) -> None:
    """Change what the user wrote on an entry; invalid input changes nothing."""
    check_user_fields(notes, mood)
    cleaned = clean_tags(tags)
    with transaction(con):
        if not con.execute("UPDATE entry SET notes = ?, mood = ? WHERE id = ?",
                           (notes, mood, entry_id)).rowcount:
            raise NotFoundError(f"no journal entry with id {entry_id}")
        con.execute("DELETE FROM entry_tag WHERE entry_id = ?", (entry_id,))
        con.executemany("INSERT INTO entry_tag VALUES (?, ?)", [(entry_id, t) for t in cleaned])


def delete(con: sqlite3.Connection, entry_id: int) -> None:
    with transaction(con):
        con.execute("DELETE FROM entry WHERE id = ?", (entry_id,))


def all_tags(con: sqlite3.Connection) -> list[str]:
    return [row[0] for row in con.execute("SELECT DISTINCT tag FROM entry_tag ORDER BY tag")]


def has_entry(con: sqlite3.Connection, saved_game_id: int, kind: str) -> int:
    """How many entries of ``kind`` a saved game already wrote."""
    return con.execute("SELECT COUNT(*) FROM entry WHERE saved_game_id = ? AND kind = ?",
                       (saved_game_id, kind)).fetchone()[0]


def latest(con: sqlite3.Connection, saved_game_id: int, kind: str) -> Entry | None:
    """The newest entry of ``kind`` a saved game wrote, or None."""
    row = con.execute("SELECT * FROM entry WHERE saved_game_id = ? AND kind = ? "
                      "ORDER BY created_at DESC, id DESC LIMIT 1",
                      (saved_game_id, kind)).fetchone()
    return None if row is None else _row_to_entry(row, _tags_of(con, [row["id"]])[row["id"]])
