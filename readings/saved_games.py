"""Saved games: every game is stored as it is played (record, mode, options,
clock), so closing the browser loses nothing and a game can be resumed days
later. Records are move texts in the game's own notation.

Every save states the record it extends and is refused when the stored game has
moved on (the same game open in two tabs): compare and swap in one transaction,
so an acknowledged move is never overwritten."""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from readings.db import now, transaction


class NotFoundError(LookupError):
    """No saved game with that id."""


class StaleGameError(ValueError):
    """The stored game is no longer the one a save extends; ``current`` is it."""

    def __init__(self, message: str, current: SavedGame):
        super().__init__(message)
        self.current = current


@dataclass
class SavedGame:
    id: int
    ruleset: str
    mode: str
    options: dict[str, Any]
    players: list[str]
    start_position: str
    record: list[str]
    status: str
    outcome: dict[str, Any] | None
    clock: dict[str, Any] = field(default_factory=dict)
    intention: str = ""
    created_at: str = ""
    updated_at: str = ""
    archived_at: str | None = None
    """When the player put the game aside (it leaves the list of games to continue)."""

    @property
    def finished(self) -> bool:
        return self.status == "finished"


def _row_to_game(row: sqlite3.Row) -> SavedGame:
    return SavedGame(
        id=row["id"], ruleset=row["ruleset"], mode=row["mode"],
        options=json.loads(row["options"]), players=json.loads(row["players"]),
        start_position=row["start_position"], record=json.loads(row["record"]),
        status=row["status"], outcome=json.loads(row["outcome"]) if row["outcome"] else None,
        clock=json.loads(row["clock"]), intention=row["intention"],
        created_at=row["created_at"], updated_at=row["updated_at"],
        archived_at=row["archived_at"] if "archived_at" in row.keys() else None)


def create(con: sqlite3.Connection, *, ruleset: str, mode: str, start_position: str,
           options: dict[str, Any] | None = None, players: list[str] | None = None,
           intention: str = "", clock: dict[str, Any] | None = None) -> SavedGame:
    stamp = now()
    with transaction(con):
        cursor = con.execute(
            """INSERT INTO saved_game (ruleset, mode, options, players, start_position, record,
               clock, intention, created_at, updated_at) VALUES (?, ?, ?, ?, ?, '[]', ?, ?, ?, ?)""",
            (ruleset, mode, json.dumps(options or {}), json.dumps(players or []), start_position,
             json.dumps(clock or {}), intention, stamp, stamp))
    assert cursor.lastrowid is not None  # set by the INSERT
    return load(con, cursor.lastrowid)


def load(con: sqlite3.Connection, game_id: int) -> SavedGame:
    row = con.execute("SELECT * FROM saved_game WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise NotFoundError(f"no saved game with id {game_id}")
    return _row_to_game(row)


def save_progress(con: sqlite3.Connection, game_id: int, record: list[str], *,
                  extends: list[str], clock: dict[str, Any] | None = None,
                  outcome: dict[str, Any] | None = None) -> None:
    """Store ``record`` (and clock) in place of ``extends``, the record this
    writer last saw stored; with ``outcome`` the game is finished.

    :raises StaleGameError: the stored record is not ``extends``, or the game
        was declared over (resignation, agreed draw) and this save says
        otherwise; nothing is written.
    """
    with transaction(con):
        current = load(con, game_id)
        ended_elsewhere = bool(current.outcome and current.outcome.get("declared")
                               and current.outcome != outcome)
        if current.record != list(extends) or ended_elsewhere:
            change = ("was ended" if ended_elsewhere and current.record == list(extends)
                      else f"now has {len(current.record)} moves, not {len(extends)}")
            raise StaleGameError(f"saved game {game_id} changed since it was last read "
                                 f"here: it {change}", current)
        con.execute(
            """UPDATE saved_game SET record = ?, clock = COALESCE(?, clock), outcome = ?,
               status = ?, updated_at = ? WHERE id = ?""",
            (json.dumps(record), None if clock is None else json.dumps(clock),
             None if outcome is None else json.dumps(outcome),
             "playing" if outcome is None else "finished", now(), game_id))


def unfinished(con: sqlite3.Connection) -> list[SavedGame]:
    """Every game still being played and not archived, the latest first."""
    return listing(con, status="playing")


def waiting(con: sqlite3.Connection, *, rulesets: list[str] | None = None,
            limit: int = 5) -> tuple[int, list[SavedGame]]:
    """How many games wait to be continued on this screen (unfinished, not
    archived, not two-screen; of ``rulesets`` if given), and the latest ``limit``."""
    where = f"{LISTABLE['playing']} AND mode != 'two screens'"
    args: list = []
    if rulesets is not None:
        where += f" AND ruleset IN ({', '.join('?' * len(rulesets))})"
        args += rulesets
    total = con.execute(f"SELECT COUNT(*) FROM saved_game WHERE {where}", args).fetchone()[0]
    rows = con.execute(f"SELECT * FROM saved_game WHERE {where} "
                       "ORDER BY updated_at DESC, id DESC LIMIT ?", [*args, limit])
    return total, [_row_to_game(row) for row in rows]


MOVELESS = """record = '[]'
    AND NOT EXISTS (SELECT 1 FROM remote_game WHERE saved_game_id = saved_game.id)
    AND NOT EXISTS (SELECT 1 FROM entry WHERE saved_game_id = saved_game.id)"""
"""A start left behind: no move made, no two-screen seat waiting, nothing written
(issue 28: such games neither show under Unfinished nor stay)."""

LISTABLE = {"playing": f"status = 'playing' AND archived_at IS NULL AND NOT ({MOVELESS})",
            "archived": "status = 'playing' AND archived_at IS NOT NULL",
            "finished": "status = 'finished'"}
"""The game lists the Games page shows, by name -> their SQL condition."""


def _condition(status: str) -> str:
    if status not in LISTABLE:
        raise ValueError(f"no list of games called {status!r} (one of {', '.join(LISTABLE)})")
    return LISTABLE[status]


def listing(con: sqlite3.Connection, *, status: str, offset: int = 0,
            limit: int | None = None) -> list[SavedGame]:
    """One page of a list of games (``LISTABLE``), the latest played first."""
    rows = con.execute(
        f"SELECT * FROM saved_game WHERE {_condition(status)} "
        "ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?",
        (-1 if limit is None else limit, offset))
    return [_row_to_game(row) for row in rows]


def count(con: sqlite3.Connection, *, status: str) -> int:
    return con.execute(f"SELECT COUNT(*) FROM saved_game WHERE {_condition(status)}").fetchone()[0]


def archive(con: sqlite3.Connection, game_id: int, archived: bool = True) -> None:
    """Put an unfinished game aside (or back, with ``archived=False``); it stays whole."""
    with transaction(con):
        updated = con.execute("UPDATE saved_game SET archived_at = ? WHERE id = ?",
                              (now() if archived else None, game_id)).rowcount
    if not updated:
        raise NotFoundError(f"no saved game with id {game_id}")


ABANDONED_AFTER = timedelta(hours=1)


def tidy_abandoned(con: sqlite3.Connection, *, before: str | None = None) -> int:
    """Delete the games begun before ``before`` (ISO UTC; by default
    ``ABANDONED_AFTER`` ago) in which no move was ever made and nothing was
    written: abandoned starts. Two-screen games (a seat may still be waiting)
    and games with a journal entry are kept. Returns how many."""
    if before is None:
        before = (datetime.now(UTC) - ABANDONED_AFTER).strftime("%Y-%m-%dT%H:%M:%SZ")
    with transaction(con):
        return con.execute(f"DELETE FROM saved_game WHERE status = 'playing' AND updated_at < ? "
                           f"AND {MOVELESS}", (before,)).rowcount


def delete(con: sqlite3.Connection, game_id: int) -> None:
    with transaction(con):
        con.execute("DELETE FROM saved_game WHERE id = ?", (game_id,))


def ending_entries(con: sqlite3.Connection, game_ids: list[int]) -> dict[int, int]:
    """Saved game id -> the journal entry written when it ended (kind game or session)."""
    marks = ",".join("?" * len(game_ids))
    rows = con.execute(f"""SELECT saved_game_id, id FROM entry WHERE kind IN ('game', 'session')
                           AND saved_game_id IN ({marks})""", game_ids)
    return {game_id: entry_id for game_id, entry_id in rows}
