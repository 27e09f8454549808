"""Kamla pair games on two screens: one player creates a game and gets a join
code, the other joins with it; each then acts through a secret seat key.

The seat key never leaves the server except on its owner's own screen (to come
back after closing the tab); no address ever holds it. A code only lets the
second player take the free seat once, expires when the game ends or after a
day without a move, and join attempts are limited per minute, per code and over
all games. Every move is checked here, in one transaction, against the saved
game: the key's side must be the side to move, the record must be as long as the
player last saw it (so a stale or doubled submission is refused), and the
engine must find the move legal. An error never quotes more than the player's
own public view (K-8, K-22).
"""
from __future__ import annotations

import collections
import json
import secrets
import sqlite3
import threading
import time
from dataclasses import dataclass
from datetime import datetime, timedelta, UTC
from typing import Callable

import games
from readings import saved_games
from readings.db import now, transaction

RULESET = "kamla-pair"
MODE = "two screens"
ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""32 letters and digits a person reads without doubt (no I, O, 0, 1): 5 bits each."""
GROUP = 4
CODE_GROUPS = 3
"""A join code: 3 groups of 4, e.g. ``KX7P-2MQD-9RTB``, 60 bits."""
KEY_GROUPS = 5
"""A seat key: 5 groups of 4, 100 bits."""
CODE_LIFETIME_HOURS = 24
"""An unjoined code expires after this many hours without activity in its game."""


class RemoteError(ValueError):
    """A two-screen request that cannot be granted; the message says why."""


@dataclass(frozen=True)
class Seat:
    code: str
    token: str
    side: int
    saved_game_id: int


def entropy_bits(groups: int) -> float:
    """Bits of chance in a code or key of ``groups`` groups."""
    return groups * GROUP * 5.0


def _random_groups(groups: int) -> str:
    return "-".join("".join(secrets.choice(ALPHABET) for _ in range(GROUP))
                    for _ in range(groups))


def normalize_code(code: str) -> str:
    """A code or key as typed (any case, spaces or dashes) in its stored form."""
    letters = "".join(ch for ch in str(code).upper() if ch.isalnum())
    return "-".join(letters[i:i + GROUP] for i in range(0, len(letters), GROUP))


class Gate:
    """Join and rejoin attempts allowed per minute: over all games, and per
    code or key. Kept in the server's memory, shared by every browser session."""

    def __init__(self, total_per_minute: int = 30, each_per_minute: int = 5,
                 clock: Callable[[], float] = time.monotonic):
        self.total_per_minute = total_per_minute
        self.each_per_minute = each_per_minute
        self.clock = clock
        self._all: collections.deque[float] = collections.deque()
        self._each: dict[str, collections.deque[float]] = {}
        self._lock = threading.Lock()

    def admit(self, key: str) -> None:
        """Count one attempt on ``key``; refuse it when a limit is reached."""
        with self._lock:
            moment = self.clock()
            for times in (self._all, *self._each.values()):
                while times and times[0] <= moment - 60:
                    times.popleft()
            self._each = {k: v for k, v in self._each.items() if v}
            each = self._each.setdefault(key, collections.deque())
            if len(self._all) >= self.total_per_minute or len(each) >= self.each_per_minute:
                raise RemoteError("too many attempts to join a game in the last minute; "
                                  "wait a minute, then check the code and try again")
            self._all.append(moment)
            each.append(moment)


GATE = Gate()
"""The server's gate for codes and seat keys typed in by players."""


def create(con: sqlite3.Connection, *, side: int, intention: str = "",
           options: dict | None = None) -> Seat:
    """A new two-screen Kamla pair game, the creator sitting on ``side``."""
    if side not in (0, 1):
        raise RemoteError(f"side must be 0 (Lower World) or 1 (Upper World), not {side!r}")
    game = games.make(RULESET, **(options or {}))
    saved = saved_games.create(con, ruleset=RULESET, mode=MODE, options=options or {},
                               start_position=game.format_position(game.initial_state()),
                               intention=intention)
    keys = (_random_groups(KEY_GROUPS), _random_groups(KEY_GROUPS))
    with transaction(con):
        code = _fresh_code(con)
        con.execute("INSERT INTO remote_game VALUES (?, ?, ?, ?, ?, NULL)",
                    (code, saved.id, keys[0], keys[1], side))
    return Seat(code, keys[side], side, saved.id)


def _fresh_code(con: sqlite3.Connection) -> str:
    """A join code no game holds (inside the caller's transaction)."""
    while True:
        code = _random_groups(CODE_GROUPS)
        if not con.execute("SELECT 1 FROM remote_game WHERE code = ?", (code,)).fetchone():
            return code


def _expired(updated_at: str, moment: datetime) -> bool:
    stamp = datetime.strptime(updated_at, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    return moment - stamp > timedelta(hours=CODE_LIFETIME_HOURS)


def join(con: sqlite3.Connection, code: str, *, gate: Gate = GATE,
         moment: datetime | None = None) -> Seat:
    """Take the free seat of the game with ``code`` (once, while it lives)."""
    code = normalize_code(code)
    gate.admit(code)
    with transaction(con):
        row = con.execute(
            "SELECT remote_game.*, saved_game.status, saved_game.updated_at FROM remote_game "
            "JOIN saved_game ON saved_game.id = remote_game.saved_game_id WHERE code = ?",
            (code,)).fetchone()
        if row is None:
            raise RemoteError(f"no game has the code {code[:20]!r}")
        if row["joined_at"] is not None:
            raise RemoteError(f"the game {code} already has its two players")
        if row["status"] == "finished":
            raise RemoteError(f"the game {code} has ended; its code no longer opens it")
        if _expired(row["updated_at"], moment or datetime.now(UTC)):
            raise RemoteError(f"the code {code} has expired: nobody joined within "
                              f"{CODE_LIFETIME_HOURS} hours; start a new game")
        con.execute("UPDATE remote_game SET joined_at = ? WHERE code = ?", (now(), code))
    side = 1 - row["creator"]
    return Seat(code, row[f"token{side}"], side, row["saved_game_id"])


def seat(con: sqlite3.Connection, token: str) -> Seat:
    """The seat a key holds (the app's own copy, kept in server-side session state)."""
    row = con.execute("SELECT * FROM remote_game WHERE token0 = ? OR token1 = ?",
                      (token, token)).fetchone()
    if row is None:
        raise RemoteError("this seat key is not known here")
    side = 0 if row["token0"] == token else 1
    return Seat(row["code"], token, side, row["saved_game_id"])


def rejoin(con: sqlite3.Connection, key: str, *, gate: Gate = GATE) -> Seat:
    """Come back to a seat with the key its player kept (typed in, so limited
    like a join code)."""
    typed = str(key).strip()
    gate.admit(normalize_code(typed))
    for candidate in dict.fromkeys((normalize_code(typed), typed)):
        try:
            return seat(con, candidate)
        except RemoteError:
            continue
    raise RemoteError("no game has this seat key; check it and try again")


def code_expired(con: sqlite3.Connection, code: str, moment: datetime | None = None) -> bool:
    """Has this unjoined game's code expired (a day without activity)?"""
    row = con.execute("SELECT joined_at, updated_at FROM remote_game JOIN saved_game ON "
                      "saved_game.id = remote_game.saved_game_id WHERE code = ?",
                      (code,)).fetchone()
    return row is not None and row["joined_at"] is None and \
        _expired(row["updated_at"], moment or datetime.now(UTC))


def renew_code(con: sqlite3.Connection, token: str) -> Seat:
    """A fresh join code for the token's game while its free seat waits (the
    old code opens nothing any more); the game counts as active from now."""
    with transaction(con):
        seat_ = seat(con, token)
        saved = saved_games.load(con, seat_.saved_game_id)
        if saved.finished:
            raise RemoteError("the game is over; start a new game")
        if joined(con, seat_.code):
            raise RemoteError("the other player has joined; the game needs no code")
        code = _fresh_code(con)
        con.execute("UPDATE remote_game SET code = ? WHERE code = ?", (code, seat_.code))
        con.execute("UPDATE saved_game SET updated_at = ? WHERE id = ?", (now(), saved.id))
    return Seat(code, token, seat_.side, seat_.saved_game_id)


def joined(con: sqlite3.Connection, code: str) -> bool:
    row = con.execute("SELECT joined_at FROM remote_game WHERE code = ?", (code,)).fetchone()
    return row is not None and row[0] is not None


def _load_locked(con: sqlite3.Connection, seat_: Seat):
    saved = saved_games.load(con, seat_.saved_game_id)
    game = games.make(saved.ruleset, **saved.options)
    return saved, game, game.replay(saved.record)


def submit(con: sqlite3.Connection, token: str, seen_plies: int, text: str) -> list[str]:
    """Play ``text`` for the token's side; returns the new record.

    :raises RemoteError: not this side's turn, a stale or doubled submission,
        the game is over or the opponent has not joined.
    :raises games.core.GameError: the move text is invalid or illegal (the
        message quotes the player's public view only).
    """
    with transaction(con):
        seat_ = seat(con, token)
        if not joined(con, seat_.code):
            raise RemoteError("the other player has not joined yet")
        saved, game, state = _load_locked(con, seat_)
        if saved.finished:
            raise RemoteError("the game is over")
        if len(saved.record) != seen_plies:
            raise RemoteError("the game has moved on since you looked (a move was sent twice, "
                              "or from an old screen); your board is now up to date")
        if game.to_move(state) != seat_.side:
            raise RemoteError("it is not your turn")
        move = game.parse_public_move(state, seat_.side, text)
        after = game.apply(state, move)
        record = saved.record + [game.format_move(state, move)]
        outcome = game.outcome(after)
        con.execute(
            "UPDATE saved_game SET record = ?, status = ?, outcome = ?, updated_at = ? "
            "WHERE id = ?",
            (json.dumps(record), "playing" if outcome is None else "finished",
             None if outcome is None else json.dumps(
                 {"winner": outcome.winner, "reason": outcome.reason, "declared": False}),
             now(), saved.id))
    return record


def resign(con: sqlite3.Connection, token: str) -> None:
    """The token's side gives up; once the game has ended (by the last move or
    the other screen's resignation a moment earlier) this changes nothing."""
    with transaction(con):
        seat_ = seat(con, token)
        saved = saved_games.load(con, seat_.saved_game_id)
        if saved.finished:
            return
        con.execute("UPDATE saved_game SET status = 'finished', outcome = ?, updated_at = ? "
                    "WHERE id = ?",
                    (json.dumps({"winner": 1 - seat_.side, "reason": "resignation",
                                 "declared": True}), now(), saved.id))


def public_position(con: sqlite3.Connection, token: str) -> str:
    """The position string the token's side may see (never the other Ruler)."""
    seat_ = seat(con, token)
    saved, game, state = _load_locked(con, seat_)
    if saved.finished:
        return game.format_position(state)
    return game.format_position(game.public_view(state, seat_.side))


def _open_game(con: sqlite3.Connection, token: str):
    """The seat and its saved game, refused once the game is over."""
    seat_ = seat(con, token)
    saved = saved_games.load(con, seat_.saved_game_id)
    if saved.finished:
        raise RemoteError("the game is over")
    return seat_, saved


def _set_clock(con: sqlite3.Connection, saved, clock: dict, outcome: dict | None = None) -> None:
    con.execute("UPDATE saved_game SET clock = ?, status = ?, outcome = ?, updated_at = ? "
                "WHERE id = ?",
                (json.dumps(clock), "playing" if outcome is None else "finished",
                 None if outcome is None else json.dumps(outcome), now(), saved.id))


def draw_offer(saved) -> dict | None:
    """The draw offer standing in a saved two-screen game: ``{"by": side,
    "ply": record length, "declined": bool}``; an offer lapses once a move
    is played after it."""
    offer = saved.clock.get("draw")
    return offer if offer and offer["ply"] == len(saved.record) else None


def offer_draw(con: sqlite3.Connection, token: str) -> None:
    """The token's side offers a draw: one standing offer at a time, and a
    declined offer is not repeated before the next move."""
    with transaction(con):
        seat_, saved = _open_game(con, token)
        offer = draw_offer(saved)
        if offer is not None and not offer["declined"]:
            raise RemoteError("a draw offer already waits for an answer")
        if offer is not None and offer["by"] == seat_.side:
            raise RemoteError("your draw offer was declined; offer again after a move")
        _set_clock(con, saved, {**saved.clock, "draw": {"by": seat_.side,
                                                       "ply": len(saved.record),
                                                       "declined": False}})


def answer_draw(con: sqlite3.Connection, token: str, accept: bool) -> None:
    """The other side accepts (the game ends drawn by agreement) or declines."""
    with transaction(con):
        seat_, saved = _open_game(con, token)
        offer = draw_offer(saved)
        if offer is None or offer["declined"] or offer["by"] == seat_.side:
            raise RemoteError("there is no draw offer for you to answer")
        clock = {**saved.clock, "draw": {**offer, "declined": not accept}}
        _set_clock(con, saved, clock, {"winner": None, "reason": "agreement",
                                       "declared": True} if accept else None)


def status(con: sqlite3.Connection, token: str) -> tuple:
    """What a screen watches to follow the game: the moves played, the
    status (a resignation or agreed draw ends it without a move) and the
    draw offer. Any change means the screen redraws."""
    saved = saved_games.load(con, seat(con, token).saved_game_id)
    offer = draw_offer(saved)
    return (len(saved.record), saved.status, json.dumps(saved.outcome, sort_keys=True),
            json.dumps(offer, sort_keys=True))
