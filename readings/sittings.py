"""One journal entry per sitting (issue 26): a Senet cycle session sat as a
meditation keeps its phases inside its own entry, not beside it.

``join`` folds the phase entries a sitting wrote (before this issue every
phase had its own entry, C-4) into the sitting's session entry: their minutes
are added, each phase's reading and signs kept in the session's reading under
``phases``, their notes appended (never lost), their tags joined, a mood kept
where the session has none, a follow-up moved or appended. It works on rows
(``readings.compact``), so the migration that joins old sittings uses it too."""
from __future__ import annotations

import sqlite3
from typing import Any

from readings import compact

SITTING_GAMES = """SELECT id FROM saved_game WHERE ruleset = 'senet-cycles'
    AND (mode = 'contemplation' OR json_extract(clock, '$.timer') IS NOT NULL)"""
"""Saved games sat as meditations: contemplation, or a session on a timer."""


def phase_summary(reading: dict[str, Any], symbols: list[dict[str, Any]], *,
                  created_at: str | None, minutes: float | None, steps: int) -> dict:
    """What a sitting's entry keeps of one phase: its reading's title and answer,
    its own sign (who finished which phase), its steps, and when it ended and
    how long it took where a phase entry of its own had kept them."""
    return {"title": reading.get("title", ""), "answer": reading.get("answer", ""),
            "signs": [s.get("label", "") for s in symbols[:1]], "created_at": created_at,
            "minutes": None if minutes is None else round(minutes, 2), "steps": steps}


def _tags(con: sqlite3.Connection, entry_id: int) -> list[str]:
    return [r[0] for r in con.execute("SELECT tag FROM entry_tag WHERE entry_id = ? ORDER BY tag",
                                      (entry_id,))]


def _words(con: sqlite3.Connection, row: sqlite3.Row, body: dict) -> tuple[str, ...]:
    return compact.search_text(question=row["question"], ruleset=row["ruleset"],
                               reading=body["reading"], symbols=body["symbols"],
                               notes=row["notes"], tags=_tags(con, row["id"]))


def _row(con: sqlite3.Connection, entry_id: int) -> sqlite3.Row:
    cursor = con.execute("SELECT * FROM entry WHERE id = ?", (entry_id,))
    cursor.row_factory = sqlite3.Row
    return cursor.fetchone()


def join(con: sqlite3.Connection, session_id: int) -> int:
    """Fold the phase entries of session entry ``session_id``'s game into it
    (inside the caller's transaction); returns how many were folded."""
    session = _row(con, session_id)
    phases = [_row(con, r[0]) for r in con.execute(
        "SELECT id FROM entry WHERE saved_game_id = ? AND kind = 'phase' ORDER BY created_at, id",
        (session["saved_game_id"],))]
    if not phases:
        return 0
    body = compact.unpack(session["body"])
    compact.index(con, session_id, _words(con, session, body), remove=True)
    kept = body["reading"].setdefault("phases", [])
    notes, mood, minutes = [session["notes"]], session["mood"], session["minutes"]
    for phase in phases:
        inside = compact.unpack(phase["body"])
        compact.index(con, phase["id"], _words(con, phase, inside), remove=True)
        kept.append(phase_summary(inside["reading"], inside["symbols"],
                                  created_at=phase["created_at"], minutes=phase["minutes"],
                                  steps=len(inside["record"])))
        body["symbols"][:0] = [s for s in inside["symbols"][:1] if s not in body["symbols"]]
        if phase["notes"]:
            notes.append(f"({phase['created_at'][:16].replace('T', ' ')}, a phase) "
                         f"{phase['notes']}")
        mood = mood if mood is not None else phase["mood"]
        minutes += phase["minutes"]
        con.execute("INSERT OR IGNORE INTO entry_tag SELECT ?, tag FROM entry_tag "
                    "WHERE entry_id = ?", (session_id, phase["id"]))
        _move_followup(con, phase["id"], session_id)
        con.execute("DELETE FROM entry WHERE id = ?", (phase["id"],))
    con.execute("UPDATE entry SET body = ?, notes = ?, mood = ?, minutes = ? WHERE id = ?",
                (compact.pack(body["record"], body["symbols"], body["reading"]),
                 "\n\n".join(n for n in notes if n), mood, minutes, session_id))
    compact.keep_symbols(con, session_id, body["symbols"])
    compact.index(con, session_id, _words(con, _row(con, session_id), body))
    return len(phases)


def _move_followup(con: sqlite3.Connection, phase_id: int, session_id: int) -> None:
    """A phase's follow-up becomes the session's, or is added to the session's own."""
    found = con.execute("SELECT text FROM followup WHERE entry_id = ?", (phase_id,)).fetchone()
    if found is None:
        return
    if con.execute("UPDATE followup SET text = text || char(10) || char(10) || ? "
                   "WHERE entry_id = ?", (found[0], session_id)).rowcount == 0:
        con.execute("UPDATE followup SET entry_id = ? WHERE entry_id = ?", (session_id, phase_id))


def join_all(con: sqlite3.Connection) -> None:
    """Every ended sitting's phase entries folded into its session entry."""
    sessions = [r[0] for r in con.execute(
        f"SELECT id FROM entry WHERE kind = 'session' AND saved_game_id IN ({SITTING_GAMES})")]
    for session_id in sessions:
        join(con, session_id)

