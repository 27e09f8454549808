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

from readings import compact
from readings.db import now, transaction

KINDS = ("game", "phase", "session", "cast")
MAX_NOTES = 20_000
MAX_TAG = 40
MAX_TAGS = 20
MAX_QUESTION = 1_000
MOODS = {1: "Troubled", 2: "Restless", 3: "Even", 4: "Calm", 5: "Still"}
"""A mood's words, the same wherever one is chosen or shown (1-5 as stored)."""


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


def _insert(con: sqlite3.Connection, entry: Entry, tags: list[str],
            body: bytes | None = None) -> int:
    """Store ``entry`` with its ``tags`` (its ``body`` if already packed)."""
    cursor = con.execute(
        """INSERT INTO entry (uid, created_at, kind, game, ruleset, mode, options, players,
           question, start_position, final_position, outcome, notes, mood, minutes,
           saved_game_id, body, title)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        (entry.uid, entry.created_at, entry.kind, entry.game, entry.ruleset, entry.mode,
         json.dumps(entry.options), json.dumps(entry.players), entry.question,
         entry.start_position, entry.final_position,
         None if entry.outcome is None else json.dumps(entry.outcome), entry.notes, entry.mood,
         float(entry.minutes), entry.saved_game_id,
         body or compact.pack(entry.record, entry.symbols, entry.reading, entry.game),
         str(entry.reading.get("title") or "")))
    entry_id = cursor.lastrowid
    assert entry_id is not None  # set by the INSERT
    con.executemany("INSERT INTO entry_tag VALUES (?, ?)", [(entry_id, t) for t in tags])
    compact.keep_symbols(con, entry_id, entry.symbols)
    compact.index(con, entry_id, _words(entry, tags))
    return entry_id


def _words(entry: Entry, tags: list[str]) -> tuple[str, ...]:
    return compact.search_text(question=entry.question, ruleset=entry.ruleset,
                               reading=entry.reading, symbols=entry.symbols, notes=entry.notes,
                               tags=sorted(tags))


def _row_to_entry(row: sqlite3.Row, tags: list[str]) -> Entry:
    body = compact.unpack(row["body"])
    return Entry(
        kind=row["kind"], game=row["game"], ruleset=row["ruleset"], mode=row["mode"],
        options=json.loads(row["options"]), players=json.loads(row["players"]),
        question=row["question"], record=body["record"], start_position=row["start_position"],
        final_position=row["final_position"],
        outcome=json.loads(row["outcome"]) if row["outcome"] else None,
        symbols=body["symbols"], reading=body["reading"],
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


def _filters(text: str, game: str | None, tag: str | None, since: str | None,
             until: str | None) -> tuple[str, list]:
    where, args = [], []
    if text.strip():
        query = compact.match_query(text)
        where.append("id IN (SELECT rowid FROM entry_text WHERE entry_text MATCH ?)"
                     if query else "0")
        args += [query] if query else []
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


def _by_time(text: str, *others: str | None) -> str:
    """With only words to find, walk the entries newest first and stop at the
    limit (SQLite would otherwise sort every match: 50,000 for a common word);
    with a game, tag or date as well, SQLite's own plan narrows first."""
    return " INDEXED BY entry_created" if text.strip() and not any(others) else ""


def search(con: sqlite3.Connection, *, text: str = "", game: str | None = None,
           tag: str | None = None, since: str | None = None, until: str | None = None,
           limit: int | None = None) -> list[Entry]:
    """Entries newest first, filtered by free text (every word found at the start
    of a word of the question, reading, signs, notes or tags: ``entry_text``), game
    family, tag and an inclusive date range (``YYYY-MM-DD``)."""
    where, args = _filters(text, game, tag, since, until)
    sql = (f"SELECT * FROM entry{_by_time(text, game, tag, since, until)}{where} "
           "ORDER BY created_at DESC, id DESC")
    if limit is not None:
        sql += f" LIMIT {int(limit)}"
    rows = con.execute(sql, args).fetchall()
    tags = _tags_of(con, [row["id"] for row in rows])
    return [_row_to_entry(row, tags[row["id"]]) for row in rows]


def summaries(con: sqlite3.Connection, *, text: str = "", game: str | None = None,
              tag: str | None = None, since: str | None = None, until: str | None = None,
              limit: int = 200) -> tuple[int, list[Summary]]:
    """How many entries match, and the newest ``limit`` of them as list lines.

    Words and a filter together are found in one pass that counts as it goes
    (``COUNT(*) OVER ()``): the word's matches are listed once, not once for the
    count and again for the lines (issue 26)."""
    where, args = _filters(text, game, tag, since, until)
    query = compact.match_query(text)
    columns = ("id, created_at, kind, ruleset, title, mood, "
               "(SELECT group_concat(tag, ', ') FROM entry_tag WHERE entry_id = entry.id)")
    order = f"ORDER BY created_at DESC, id DESC LIMIT {int(limit)}"
    filtered = bool(game or tag or since or until)
    if query and filtered:
        rows = con.execute(
            f"SELECT {columns}, newest.total FROM entry JOIN (SELECT id AS newest_id, "
            f"COUNT(*) OVER () AS total FROM entry{where} {order}) AS newest "
            "ON entry.id = newest.newest_id ORDER BY created_at DESC, id DESC", args).fetchall()
        total = rows[0][7] if rows else 0
    else:
        if query:  # the words alone: the index counts
            total = con.execute("SELECT COUNT(*) FROM entry_text WHERE entry_text MATCH ?",
                                (query,)).fetchone()[0]
        else:
            total = con.execute("SELECT COUNT(*) FROM entry" + where, args).fetchone()[0]
        rows = con.execute(
            f"SELECT {columns} FROM entry{_by_time(text, game, tag, since, until)}{where} {order}",
            args).fetchall()
    return total, [Summary(r[0], r[1], r[2], r[3], r[4] or "", r[6] or "", r[5]) for r in rows]


def _unindex(con: sqlite3.Connection, entry_id: int) -> None:
    """Take an entry's words out of the search index (before they change)."""
    row = con.execute("SELECT * FROM entry WHERE id = ?", (entry_id,)).fetchone()
    if row is None:
        raise NotFoundError(f"no journal entry with id {entry_id}")
    tags = [r[0] for r in con.execute("SELECT tag FROM entry_tag WHERE entry_id = ?", (entry_id,))]
    compact.index(con, entry_id, _words(_row_to_entry(row, tags), tags), remove=True)


def update_user_fields(con: sqlite3.Connection, entry_id: int, *, notes: str,
                       tags: list[str] | str, mood: int | None) -> None:
    """Change what the user wrote on an entry; invalid input changes nothing."""
    check_user_fields(notes, mood)
    cleaned = clean_tags(tags)
    with transaction(con):
        _unindex(con, entry_id)
        con.execute("UPDATE entry SET notes = ?, mood = ? WHERE id = ?", (notes, mood, entry_id))
        con.execute("DELETE FROM entry_tag WHERE entry_id = ?", (entry_id,))
        con.executemany("INSERT INTO entry_tag VALUES (?, ?)", [(entry_id, t) for t in cleaned])
        compact.index(con, entry_id, _words(get(con, entry_id), cleaned))


def delete(con: sqlite3.Connection, entry_id: int) -> None:
    with transaction(con):
        try:
            _unindex(con, entry_id)
        except NotFoundError:
            return
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
