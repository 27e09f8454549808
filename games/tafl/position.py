"""Tafl positions: the immutable state and the position string.

Position string (spec "Notation"): the board in OpenTafl's OTN positional
record - ranks from the top (rank n) down to rank 1, each row between ``/``
marks, digits for runs of empty squares, ``t`` an attacker, ``T`` a defender,
``K`` the king - then the side to move (``a`` attackers, ``d`` defenders), the
turns in a row without a capture (the draw safeguard) and the defenders' turns
so far (TF-12 move limit). In the dice variants (TF-12) a fifth field ``[n]``
says the die shows n and the side to move now chooses its move; without it the
throw comes next. The Tavlei start is::

    /3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ a 0 0

Reading also accepts the first two fields alone (both counts 0).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from games.core.errors import InvalidPositionError
from games.core.numbers import read_number
from games.tafl.board import (
    ATTACKER, ATTACKERS, DEFENDER, DEFENDERS, EMPTY, KING, LAYOUTS,
)
from games.tafl.engine import Engine

SIDE_LETTERS = "ad"
_SYMBOL = {ATTACKER: "t", DEFENDER: "T", KING: "K"}
_CODE = {"t": ATTACKER, "T": DEFENDER, "K": KING}
_TOKEN = re.compile(r"([0-9]+)|(.)")
_THROW = re.compile(r"^\[([0-9])\]$")


class TaflState(NamedTuple):
    """A tafl position and what the rules need of its past.

    ``quiet``: turns in a row without a capture (draw safeguard); ``defender_turns``:
    turns the defenders have had (TF-12 move limit); ``throw``: in the dice
    variants, the die the side to move has thrown (0: the throw comes next);
    ``history``: with a repetition rule (CH-7, FE-5), the boards since the last
    capture, oldest first (a capture makes every earlier board unreachable).
    A position string does not carry it: a read position starts afresh.
    """

    board: tuple[int, ...]
    turn: int = ATTACKERS
    quiet: int = 0
    defender_turns: int = 0
    throw: int = 0
    history: tuple[tuple[int, ...], ...] = ()


def board_text(engine: Engine, board) -> str:
    n = engine.n
    rows = []
    for rank in range(n - 1, -1, -1):
        out, empty = [], 0
        for sq in range(rank * n, rank * n + n):
            code = board[sq]
            if not code:
                empty += 1
                continue
            if empty:
                out.append(str(empty))
                empty = 0
            out.append(_SYMBOL[code])
        if empty:
            out.append(str(empty))
        rows.append("".join(out))
    return "/" + "/".join(rows) + "/"


def format_position(engine: Engine, state: TaflState) -> str:
    text = (f"{board_text(engine, state.board)} {SIDE_LETTERS[state.turn]} "
            f"{state.quiet} {state.defender_turns}")
    return f"{text} [{state.throw}]" if state.throw else text


def parse_position(engine: Engine, text: str, name: str = "tafl") -> TaflState:
    """Read a position string; raises InvalidPositionError quoting it."""
    def fail(why: str) -> InvalidPositionError:
        return InvalidPositionError(f"invalid {name} position {text!r}: {why}")

    if not isinstance(text, str):
        raise InvalidPositionError(f"invalid {name} position {text!r}: not text")
    fields = text.split()
    if len(fields) not in (2, 4, 5):
        raise fail("expected 'board side' or 'board side quiet defender-turns [throw]'")
    board = _read_board(engine, fields[0], fail)
    if fields[1] not in ("a", "d"):
        raise fail(f"side to move must be a (attackers) or d (defenders), not {fields[1]!r}")
    turn = SIDE_LETTERS.index(fields[1])
    quiet = turns = throw = 0
    if len(fields) >= 4:
        quiet = read_number(fields[2], "turns without a capture", fail)
        turns = read_number(fields[3], "defender turns", fail)
    if len(fields) == 5:
        match = _THROW.match(fields[4])
        if not match:
            raise fail(f"the throw must look like [4], not {fields[4]!r}")
        throw = int(match.group(1))
    state = TaflState(board, turn, quiet, turns, throw)
    problem = _problem(engine, state)
    if problem:
        raise fail(problem)
    return state


def _read_board(engine: Engine, text: str, fail) -> tuple[int, ...]:
    n = engine.n
    if len(text) < 2 or text[0] != "/" or text[-1] != "/":
        raise fail("the board is an OTN record: rows between '/' marks, e.g. /3ttt3/.../")
    rows = text[1:-1].split("/")
    if len(rows) != n:
        raise fail(f"expected {n} rows, got {len(rows)}")
    board = [EMPTY] * (n * n)
    for index, row in enumerate(rows):
        rank = n - 1 - index
        file = 0
        for match in _TOKEN.finditer(row):
            if match.group(1):
                file += read_number(match.group(1), f"a run of empty squares in rank {rank + 1}",
                                    fail)
                continue
            letter = match.group(2)
            if letter not in _CODE:
                raise fail(f"unexpected {letter!r} in rank {rank + 1} (pieces are t, T and K)")
            if file < n:
                board[rank * n + file] = _CODE[letter]
            file += 1
        if file != n:
            raise fail(f"rank {rank + 1} has {file} squares, not {n}")
    return tuple(board)


def _problem(engine: Engine, state: TaflState) -> str | None:
    """Why a position cannot arise in play, or None."""
    g, board, config = engine.geometry, state.board, engine.config
    n = engine.n
    kings = board.count(KING)
    if kings > 1:
        return "more than one king"
    for code, label in ((ATTACKER, "attackers"), (DEFENDER, "defenders")):
        most = len(LAYOUTS[n][code].split())
        if board.count(code) > most:
            return f"more than {most} {label}"
    for sq in engine.restricted:
        if board[sq] in (ATTACKER, DEFENDER):
            return (f"a piece on {g.name(sq)}: only the king may stand on the throne "
                    f"and the corners")
    king = engine.king_square(board)
    if king < 0 and state.turn != DEFENDERS:
        return "the king is captured, so the defenders are to move"
    if king in engine.exits and state.turn != ATTACKERS:
        return f"the king has escaped to {g.name(king)}, so the attackers are to move"
    if config.quiet_limit is not None and state.quiet > config.quiet_limit:
        return f"more than {config.quiet_limit} turns without a capture"
    if config.escape_limit is not None and state.defender_turns > config.escape_limit:
        return f"more than {config.escape_limit} defender turns (the move limit)"
    if state.throw:
        if config.dice is None:
            return "a throw in a game without dice"
        if not 1 <= state.throw <= 6:
            return f"a die shows 1 to 6, not {state.throw}"
        if king < 0 or king in engine.exits:
            return "a throw after the game is over"
        if config.dice == "parity" and state.throw % 2:
            return f"an odd throw [{state.throw}] loses the turn at once (TF-12)"
        if config.dice == "distance" and not engine.has_move(board, state.turn, state.throw):
            return f"no move of exactly {state.throw} squares: the throw is lost at once (TF-12)"
    return None
