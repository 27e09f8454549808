"""Altai Shatra positions: the immutable state and the position string.

Position string, in the seed's own form for each side (``Б53 б11, ш – 48, 49,
50 (5)``: the biy, the batyrs, then the shatras, and in brackets how many
pieces that side has on the board), White first, then the side to move, then
(only when there is one) the shatras barred from stepping straight back (SH-5)::

    White: Б53 б11, ш – 48, 49, 50 (5); Black: Б10, ш – 1, 2, 3 (4); White to move
    White: Б53, ш – 43, 54 (3); Black: Б10, ш – 20 (2); Black to move; barred 43-42

``B``/``b`` are read for ``Б``/``б``, ``sh`` for ``ш``, and ``-`` or ``—`` for
the dash; the labels ``White:``/``Black:`` and the count are optional on input.
A side whose biy is missing has lost (the position of a finished game).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from games.core.errors import InvalidPositionError
from games.core.numbers import read_number
from games.shatra.board import (
    BATYR, BIY, BLACK, FORTRESS, GATE, NEIGHBOR, PROMOTION, SHATRA, SIDE_NAMES, SIDEWAYS,
    SQUARES, WHITE,
)
from games.shatra.movegen import Lock, has_reserve

SHATRAS_PER_SIDE = 23
BIY_LETTER, BATYR_LETTER, SHATRA_WORD = "Б", "б", "ш"


@dataclass(frozen=True)
class ShatraState:
    """An Altai Shatra position plus what the rules need of its past.

    ``board[sq]`` is the piece code on square ``sq`` (index 0 unused).
    ``locks[side]`` is that side's sideways lock (SH-5) or None. ``history``
    holds the keys of the earlier positions since the last capture, drop or
    promotion (no earlier position can come back after one), for the threefold
    repetition draw (SH-14); ``ply`` counts moves for the optional move limit.
    """

    board: tuple[int, ...]
    turn: int = WHITE
    locks: tuple[Lock, Lock] = (None, None)
    ply: int = 0
    history: tuple[int, ...] = ()
    memo: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    @property
    def key(self) -> int:
        """Identity of the position for repetition: board, side to move, locks."""
        return hash((self.board, self.turn, self.locks))

    def squares_of(self, kind: int, side: int) -> list[int]:
        piece = kind | side << 2
        return [sq for sq in SQUARES if self.board[sq] == piece]


def start_state() -> ShatraState:
    """SH-4 (D-1): White biy on 53, shatras on 39-52 and 54-62; Black biy on 10,
    shatras on 1-9 and 11-24; no batyrs; White to move."""
    board = [0] * 63
    board[53], board[10] = BIY, BIY | 4
    for sq in [*range(39, 53), *range(54, 63)]:
        board[sq] = SHATRA
    for sq in [*range(1, 10), *range(11, 25)]:
        board[sq] = SHATRA | 4
    return ShatraState(tuple(board))


def _side_text(board: tuple[int, ...], side: int) -> str:
    pieces = {kind: [sq for sq in SQUARES if board[sq] == kind | side << 2]
              for kind in (BIY, BATYR, SHATRA)}
    officers = [f"{BIY_LETTER}{sq}" for sq in pieces[BIY]] + \
               [f"{BATYR_LETTER}{sq}" for sq in pieces[BATYR]]
    text = " ".join(officers)
    if pieces[SHATRA]:
        text += (", " if text else "") + f"{SHATRA_WORD} – " + ", ".join(map(str, pieces[SHATRA]))
    count = sum(len(v) for v in pieces.values())
    return f"{text} ({count})" if text else f"({count})"


def format_position(state: ShatraState) -> str:
    text = (f"White: {_side_text(state.board, WHITE)}; Black: {_side_text(state.board, BLACK)}; "
            f"{SIDE_NAMES[state.turn]} to move")
    barred = [f"{lock[0]}-{lock[1]}" for lock in state.locks if lock is not None]
    return f"{text}; barred {', '.join(barred)}" if barred else text


_LABEL = re.compile(r"^\s*(white|black)\s*:\s*", re.I)
_COUNT = re.compile(r"\s*\(\s*([0-9]+)\s*\)\s*$")
_SHATRA_MARK = re.compile(r"(?:ш|sh)\s*[-–—]?", re.I)
_OFFICER = re.compile(r"^([БбBb])([0-9]{1,2})$")
_TURN = re.compile(r"^\s*(white|black)(?:\s+to\s+move)?\s*$", re.I)
_BARRED = re.compile(r"^\s*barred\s+(.+?)\s*$", re.I)
_PAIR = re.compile(r"^([0-9]{1,2})\s*-\s*([0-9]{1,2})$")


def parse_position(text: str) -> ShatraState:
    """Read a position string; raises InvalidPositionError quoting it."""
    def fail(why: str) -> InvalidPositionError:
        return InvalidPositionError(f"invalid Altai Shatra position {text!r}: {why}")

    if not isinstance(text, str):
        raise InvalidPositionError(f"invalid Altai Shatra position {text!r}: not text")
    fields = text.split(";")
    if len(fields) not in (3, 4):
        raise fail("expected 'White: ...; Black: ...; White to move' "
                   "(and optionally '; barred 43-42')")
    board = [0] * 63
    for side, side_field in zip((WHITE, BLACK), fields[:2]):
        _read_side(side_field, side, board, fail)
    turn = _TURN.match(fields[2])
    if not turn:
        raise fail(f"the side to move must be 'White to move' or 'Black to move', "
                   f"not {fields[2].strip()!r}")
    locks: list[Lock] = [None, None]
    if len(fields) == 4:
        barred = _BARRED.match(fields[3])
        if not barred:
            raise fail(f"the fourth field must read 'barred 43-42', not {fields[3].strip()!r}")
        for item in barred.group(1).split(","):
            pair = _PAIR.match(item.strip())
            if not pair:
                raise fail(f"a barred step must read like '43-42', not {item.strip()!r}")
            sq, back = int(pair.group(1)), int(pair.group(2))
            if not (1 <= sq <= 62 and 1 <= back <= 62) or board[sq] & 3 != SHATRA:
                raise fail(f"barred {sq}-{back}: no shatra on {sq}")
            if back not in (NEIGHBOR[sq][d] for d in SIDEWAYS):
                raise fail(f"barred {sq}-{back}: {back} is not beside {sq} on its row")
            owner = board[sq] >> 2
            if locks[owner] is not None:
                raise fail(f"{SIDE_NAMES[owner]} has more than one barred step")
            locks[owner] = (sq, back)
    state = ShatraState(tuple(board), WHITE if turn.group(1).lower() == "white" else BLACK,
                        (locks[0], locks[1]))
    problem = _problem(state)
    if problem:
        raise fail(problem)
    return state


def _read_side(text: str, side: int, board: list[int], fail) -> None:
    name = SIDE_NAMES[side]
    label = _LABEL.match(text)
    if label:
        if label.group(1).lower() != name.lower():
            raise fail(f"expected {name}'s pieces in this field, found {label.group(1)!r}")
        text = text[label.end():]
    count = None
    match = _COUNT.search(text)
    if match:
        count = read_number(match.group(1), f"{name}'s piece count", fail)
        text = text[:match.start()]
    parts = _SHATRA_MARK.split(text, maxsplit=1)
    officers_text, shatras_text = parts[0], parts[1] if len(parts) == 2 else ""
    placed: list[tuple[int, int]] = []
    for token in filter(None, re.split(r"[\s,]+", officers_text.strip())):
        officer = _OFFICER.match(token)
        if not officer:
            raise fail(f"{name}: {token!r} is not a biy (Б53) or a batyr (б11)")
        kind = BIY if officer.group(1) in "БB" else BATYR
        placed.append((kind, int(officer.group(2))))
    if len(parts) == 2 and not shatras_text.strip():
        raise fail(f"{name}: 'ш –' must be followed by the shatras' squares")
    for token in filter(None, re.split(r"[\s,]+", shatras_text.strip())):
        if not (token.isascii() and token.isdigit()):
            raise fail(f"{name}: {token!r} is not a square number")
        placed.append((SHATRA, read_number(token, f"{name}: a shatra's square", fail)))
    for kind, sq in placed:
        if not 1 <= sq <= 62:
            raise fail(f"{name}: there is no square {sq} (squares are 1..62)")
        if board[sq]:
            raise fail(f"square {sq} is given twice")
        board[sq] = kind | side << 2
    if count is not None and count != len(placed):
        raise fail(f"{name}: ({count}) pieces announced but {len(placed)} listed")


def _problem(state: ShatraState) -> str | None:
    """Why a position cannot arise in play, or None."""
    b = state.board
    biys = [state.squares_of(BIY, s) for s in (WHITE, BLACK)]
    if not biys[WHITE] and not biys[BLACK]:
        return "neither side has a biy"
    for side in (WHITE, BLACK):
        name = SIDE_NAMES[side]
        if len(biys[side]) > 1:
            return f"{name} has more than one biy"
        shatras = state.squares_of(SHATRA, side)
        if len(shatras) + len(state.squares_of(BATYR, side)) > SHATRAS_PER_SIDE:
            return f"{name} has more than {SHATRAS_PER_SIDE} shatras and batyrs"
        for sq in shatras:
            if sq == GATE[side]:
                return f"{name} shatra on {sq}: a shatra never enters its own gate (SH-13)"
            if sq in PROMOTION[side]:
                return f"{name} shatra on {sq}: on its promotion row it is a batyr (SH-7)"
        if has_reserve(b, side):
            for sq in FORTRESS[side]:
                if b[sq] in (BIY | side << 2, BATYR | side << 2):
                    return (f"{name} biy or batyr on {sq}: it may not enter its fortress "
                            f"while reserve shatras remain there (SH-8)")
    return None
