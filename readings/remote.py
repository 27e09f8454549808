"""Kamla pair games on two screens: one player creates a game and gets a short
code, the other joins with it; each then acts through a secret seat token.

Every move is checked here, in one transaction, against the saved game: the
token's side must be the side to move, the record must be as long as the
player last saw it (so a stale or doubled submission is refused), and the
engine must find the move legal. A code only lets the second player take the
free seat once; it never shows either Ruler.
"""
from __future__ import annotations

import json
import secrets
import sqlite3
from dataclasses import dataclass

import games
from readings import saved_games
from readings.db import now, transaction

RULESET = "kamla-pair"
MODE = "two screens"
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


class RemoteError(ValueError):
    """A two-screen request that cannot be granted; the message says why."""


@dataclass(frozen=True)
class Seat:
    code: str
    token: str
    side: int
    saved_game_id: int


def normalize_code(code: str) -> str:
    return "".join(str(code).split()).upper()


def create(con: sqlite3.Connection, *, side: int, intention: str = "",
           options: dict | None = None) -> Seat:
    """A new two-screen Kamla pair game, the creator sitting on ``side``."""
    if side not in (0, 1):
        raise RemoteError(f"side must be 0 (Lower World) or 1 (Upper World), not {side!r}")
    game = games.make(RULESET, **(options or {}))
    saved = saved_games.create(con, ruleset=RULESET, mode=MODE, options=options or {},
                               start_position=game.format_position(game.initial_state()),
                               intention=intention)
    tokens = (secrets.token_urlsafe(16), secrets.token_urlsafe(16))
    with transaction(con):
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if not con.execute("SELECT 1 FROM remote_game WHERE code = ?", (code,)).fetchone():
                break
        con.execute("INSERT INTO remote_game VALUES (?, ?, ?, ?, ?, NULL)",
                    (code, saved.id, tokens[0], tokens[1], side))
    return Seat(code, tokens[side], side, saved.id)


def join(con: sqlite3.Connection, code: str) -> Seat:
    """Take the free seat of the game with ``code`` (once)."""
    code = normalize_code(code)
    with transaction(con):
        row = con.execute("SELECT * FROM remote_game WHERE code = ?", (code,)).fetchone()
        if row is None:
            raise RemoteError(f"no game has the code {code[:12]!r}")
        if row["joined_at"] is not None:
            raise RemoteError(f"the game {code} already has its two players")
        con.execute("UPDATE remote_game SET joined_at = ? WHERE code = ?", (now(), code))
    side = 1 - row["creator"]
    return Seat(code, row[f"token{side}"], side, row["saved_game_id"])


def seat(con: sqlite3.Connection, token: str) -> Seat:
    """The seat a token holds (to come back after a reload)."""
    row = con.execute("SELECT * FROM remote_game WHERE token0 = ? OR token1 = ?",
                      (token, token)).fetchone()
    if row is None:
        raise RemoteError("this seat is not known here")
    side = 0 if row["token0"] == token else 1
    return Seat(row["code"], token, side, row["saved_game_id"])


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
    :raises games.core.GameError: the move text is invalid or illegal.
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
        move = game.parse_move(state, text)
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
    with transaction(con):
        seat_ = seat(con, token)
        saved = saved_games.load(con, seat_.saved_game_id)
        if saved.finished:
            raise RemoteError("the game is over")
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
