"""The seats of two-screen games: one player creates a game and gets a join
code, the other joins with it; each then acts through a secret seat key
(``play.two_screens`` plays the game through the one session).

The seat key never leaves the server except for its owner's own browser, which
keeps it to come back after a reload or a closed tab (``recall``); no address,
log or error message ever holds it. A code only lets the
second player take the free seat once, expires when the game ends or after a
day without a move, and failed join attempts are limited per minute, per
client and per code (``Gate``).
"""
from __future__ import annotations

import collections
import contextlib
import secrets
import sqlite3
import threading
import time
from dataclasses import dataclass
from datetime import datetime, timedelta, UTC
from typing import Callable, Iterator, Sequence

from readings import saved_games
from readings.db import now, transaction
from readings.failures import Refusal

ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""32 letters and digits a person reads without doubt (no I, O, 0, 1): 5 bits each."""
GROUP = 4
CODE_GROUPS = 3
"""A join code: 3 groups of 4, e.g. ``KX7P-2MQD-9RTB``, 60 bits."""
KEY_GROUPS = 5
"""A seat key: 5 groups of 4, 100 bits."""
CODE_LIFETIME_HOURS = 24
"""An unjoined code expires after this many hours without activity in its game."""


class RemoteError(Refusal):
    """A two-screen request that cannot be granted; the message says why."""


class TooManyTries(RemoteError):
    """The gate refuses a try: too many failures this minute (``Gate``)."""


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
    """Failed join and rejoin attempts allowed per minute, counted apart per
    client (a browser, as ``ui.pages.kamla_remote.client_id`` names it) and
    per code or key typed. Only failures count, so another client's wrong
    guesses never refuse a partner who brings the right code. Kept in the
    server's memory, shared by every browser session."""

    def __init__(self, client_per_minute: int = 10, code_per_minute: int = 5,
                 clock: Callable[[], float] = time.monotonic):
        self.limits = {"client": client_per_minute, "code": code_per_minute}
        self.clock = clock
        self._failures: dict[tuple[str, str], collections.deque[float]] = {}
        self._lock = threading.Lock()

    def _recent(self, kind: str, key: str) -> collections.deque[float]:
        """The failures of the last minute on (``kind``, ``key``); inside the lock."""
        moment = self.clock()
        for bucket in list(self._failures):
            times = self._failures[bucket]
            while times and times[0] <= moment - 60:
                times.popleft()
            if not times:
                del self._failures[bucket]
        return self._failures.setdefault((kind, key), collections.deque())

    @contextlib.contextmanager
    def attempt(self, client: str, key: str) -> Iterator[None]:
        """One attempt by ``client`` on ``key``: refused while either has had
        its fill of failures this minute; a ``RemoteError`` inside counts as one."""
        with self._lock:
            if len(self._recent("client", client)) >= self.limits["client"]:
                raise TooManyTries("too many wrong codes from this browser in the last minute; "
                                  "wait a minute, then check the code and try again",
                                  reason="browser tries")
            if len(self._recent("code", key)) >= self.limits["code"]:
                raise TooManyTries("too many wrong tries with this code in the last minute; "
                                  "wait a minute, then check the code and try again",
                                  reason="code tries")
        try:
            yield
        except RemoteError:
            with self._lock:
                moment = self.clock()
                self._recent("client", client).append(moment)
                self._recent("code", key).append(moment)
            raise


GATE = Gate()
"""The server's gate for codes and seat keys typed in by players."""


def open_seats(con: sqlite3.Connection, saved_game_id: int, side: int) -> Seat:
    """Two seats at the saved game, the creator sitting on ``side``; the other
    waits for whoever brings the join code."""
    keys = (_random_groups(KEY_GROUPS), _random_groups(KEY_GROUPS))
    with transaction(con):
        code = _fresh_code(con)
        con.execute("INSERT INTO remote_game VALUES (?, ?, ?, ?, ?, NULL)",
                    (code, saved_game_id, keys[0], keys[1], side))
    return Seat(code, keys[side], side, saved_game_id)


def _fresh_code(con: sqlite3.Connection) -> str:
    """A join code no game holds (inside the caller's transaction)."""
    while True:
        code = _random_groups(CODE_GROUPS)
        if not con.execute("SELECT 1 FROM remote_game WHERE code = ?", (code,)).fetchone():
            return code


def _expired(updated_at: str, moment: datetime) -> bool:
    stamp = datetime.strptime(updated_at, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    return moment - stamp > timedelta(hours=CODE_LIFETIME_HOURS)


def join(con: sqlite3.Connection, code: str, *, client: str, gate: Gate = GATE,
         moment: datetime | None = None) -> Seat:
    """Take the free seat of the game with ``code`` (once, while it lives);
    ``client`` names the browser asking (``Gate``)."""
    code = normalize_code(code)
    with gate.attempt(client, code):
        return _join(con, code, moment)


def _join(con: sqlite3.Connection, code: str, moment: datetime | None) -> Seat:
    with transaction(con):
        row = con.execute(
            "SELECT remote_game.*, saved_game.status, saved_game.updated_at FROM remote_game "
            "JOIN saved_game ON saved_game.id = remote_game.saved_game_id WHERE code = ?",
            (code,)).fetchone()
        if row is None:
            raise RemoteError(f"no game has the code {code[:20]!r}", reason="no game",
                              code=code[:20])
        if row["joined_at"] is not None:
            raise RemoteError(f"the game {code} already has its two players", reason="full",
                              code=code)
        if row["status"] == "finished":
            raise RemoteError(f"the game {code} has ended; its code no longer opens it",
                              reason="ended", code=code)
        if _expired(row["updated_at"], moment or datetime.now(UTC)):
            raise RemoteError(f"the code {code} has expired: nobody joined within "
                              f"{CODE_LIFETIME_HOURS} hours; start a new game",
                              reason="expired", code=code, hours=CODE_LIFETIME_HOURS)
        con.execute("UPDATE remote_game SET joined_at = ? WHERE code = ?", (now(), code))
    side = 1 - row["creator"]
    return Seat(code, row[f"token{side}"], side, row["saved_game_id"])


def seat(con: sqlite3.Connection, token: str) -> Seat:
    """The seat a key holds (the app's own copy, kept in server-side session state)."""
    row = con.execute("SELECT * FROM remote_game WHERE token0 = ? OR token1 = ?",
                      (token, token)).fetchone()
    if row is None:
        raise RemoteError("this seat key is not known here", reason="no seat")
    side = 0 if row["token0"] == token else 1
    return Seat(row["code"], token, side, row["saved_game_id"])


def rejoin(con: sqlite3.Connection, key: str, *, client: str, gate: Gate = GATE) -> Seat:
    """Come back to a seat with the key its player kept (typed in, so limited
    like a join code)."""
    typed = str(key).strip()
    with gate.attempt(client, normalize_code(typed)):
        for candidate in dict.fromkeys((normalize_code(typed), typed)):
            try:
                return seat(con, candidate)
            except RemoteError:
                continue
        raise RemoteError("no game has this seat key; check it and try again", reason="no seat")


KEPT_LIMIT = 12
"""At most this many seat keys kept by one browser are looked up per visit."""


def recall(con: sqlite3.Connection, keys: Sequence[str], *, client: str,
           gate: Gate = GATE) -> tuple[list[Seat], list[str]]:
    """The seats at games still being played that the keys a browser kept
    open (``ui.components.seat_keeper``), and the kept keys it may forget:
    unknown here (the game was deleted) or of a finished game. An unknown key
    counts as a failed try (``Gate``); once the gate refuses, the keys left
    wait for a later visit, unforgotten."""
    seats: list[Seat] = []
    stale: list[str] = []
    for key in list(dict.fromkeys(keys))[:KEPT_LIMIT]:
        try:
            with gate.attempt(client, key):
                found = seat(con, key)
        except TooManyTries:
            break
        except RemoteError:
            stale.append(key)
            continue
        if saved_games.load(con, found.saved_game_id).finished:
            stale.append(key)
        else:
            seats.append(found)
    return seats, stale


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
            raise RemoteError("the game is over; start a new game", reason="over")
        if joined(con, seat_.code):
            raise RemoteError("the other player has joined; the game needs no code",
                              reason="joined")
        code = _fresh_code(con)
        con.execute("UPDATE remote_game SET code = ? WHERE code = ?", (code, seat_.code))
        con.execute("UPDATE saved_game SET updated_at = ? WHERE id = ?", (now(), saved.id))
    return Seat(code, token, seat_.side, seat_.saved_game_id)


def joined(con: sqlite3.Connection, code: str) -> bool:
    row = con.execute("SELECT joined_at FROM remote_game WHERE code = ?", (code,)).fetchone()
    return row is not None and row[0] is not None


def holds(con: sqlite3.Connection, saved_game_id: int, token: str | None) -> bool:
    """May the browser holding ``token`` (None: no seat) end, archive or
    delete this saved game? Any game without seats, yes; a two-screen game
    belongs to its two seats only."""
    row = con.execute("SELECT token0, token1 FROM remote_game WHERE saved_game_id = ?",
                      (saved_game_id,)).fetchone()
    return row is None or (token is not None and token in (row[0], row[1]))


def guard(con: sqlite3.Connection, saved_game_id: int, token: str | None) -> None:
    """:raises RemoteError: ``token`` holds no seat of this two-screen game."""
    if not holds(con, saved_game_id, token):
        raise RemoteError("only the two players of a game on two screens can archive or "
                          "delete it", reason="players")
