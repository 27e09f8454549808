"""Tavreli positions: the immutable state and the position string.

Position string: four fields separated by spaces.

1. The board, ranks 8 to 1 separated by ``/``, files a to h, digits for runs
   of empty squares. A single piece is written bare, a tower of two or more
   pieces in brackets from bottom to top: ``[PQn]`` is a White ratnik (the
   d-file one, it becomes a knyaz) under a Black vsadnik. Pieces (upper case
   White, lower case Black): ``K`` volkhv, ``Q`` knyaz, ``R`` ratoborets,
   ``B`` luchnik, ``N`` vsadnik; a ratnik is ``P`` followed by the letter of
   the piece it promotes to (``PR PN PB PQ PH``, TV-7); a promoted ratnik is
   its new letter with ``+`` (``Q+ R+ B+ N+``), and the helgi, always a
   promoted ratnik, is ``H``.
2. The side to move, ``w`` or ``b``.
3. Castling rights, ``KQkq`` or a subset, or ``-`` (TV-8).
4. En passant: ``-``, or the square a ratnik has just passed in a double step,
   with ``(n)`` after it when the double step moved the top ``n > 1`` pieces
   of a tower (I-3): ``e3``, ``d6(2)``.

The start: ``rnbqkbnr/prpnpbpqphpbpnpr/8/8/8/8/PRPNPBPQPHPBPNPR/RNBQKBNR w KQkq -``.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from games.core.errors import InvalidPositionError
from games.core.grid import parse_ranks, ranks_text
from games.tavreli.board import FORWARD, LAST_RANK, name, parse_square, rank_of
from games.tavreli.movegen import (
    BLACK_LONG, BLACK_SHORT, CASTLINGS, RATOBORETS_CODE, VOLKHV_CODE, WHITE_LONG, WHITE_SHORT,
    attacked,
)
from games.tavreli.pieces import (
    BACK_RANK, BLACK, HELGI, KIND_OF_LETTER, LETTERS, RATNIK, RATNIK_PROMOTES_TO, SIDE_NAMES,
    VOLKHV, WHITE, is_promoted, kind_of, make, promo_of, side_of, symbol,
)

START = "rnbqkbnr/prpnpbpqphpbpnpr/8/8/8/8/PRPNPBPQPHPBPNPR/RNBQKBNR w KQkq -"
"""TV-1: the chess start; each ratnik named by the piece it started in front of."""

RIGHT_LETTERS = ((WHITE_SHORT, "K"), (WHITE_LONG, "Q"), (BLACK_SHORT, "k"), (BLACK_LONG, "q"))

Board = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class TavreliState:
    """A Tavreli position plus what the rules need of its past.

    ``ep_square`` is the square a ratnik has just passed in a double step (-1
    if none) and ``ep_count`` how many pieces made that step. ``history`` holds
    the repetition keys of the earlier positions (threefold repetition, TV-8);
    ``ply`` counts the moves played, for the optional move limit.
    """

    board: Board
    turn: int = WHITE
    rights: int = 15
    ep_square: int = -1
    ep_count: int = 0
    ply: int = 0
    history: tuple[int, ...] = ()
    memo: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def top(self, sq: int) -> int:
        """Code of the top piece on ``sq`` (0 if the square is empty)."""
        tower = self.board[sq]
        return tower[-1] if tower else 0

    def volkhv_square(self, side: int) -> int:
        code = VOLKHV_CODE[side]
        return next(s for s in range(64) if self.board[s] and self.board[s][-1] == code)


_PIECE = re.compile(r"(P[QRBNH]|p[qrbnh]|[QRBNqrbn]\+|[KQRBNHkqrbnh])")
_TOKEN = re.compile(r"\[(?P<tower>[^\]]*)\]|(?P<run>[1-8])|(?P<piece>" + _PIECE.pattern + ")")
_EP = re.compile(r"^([a-h][36])(?:\(([1-9][0-9]?)\))?$")


def _piece(token: str) -> int:
    side = WHITE if token[0].isupper() else BLACK
    letter = token[0].upper()
    if letter == "P":
        return make(RATNIK, side, KIND_OF_LETTER[token[1].upper()])
    kind = KIND_OF_LETTER[letter]
    if kind == HELGI or token.endswith("+"):
        return make(kind, side, kind)
    return make(kind, side)


def parse_position(text: str) -> TavreliState:
    """Read a position string; raises InvalidPositionError quoting it."""
    def fail(why: str) -> InvalidPositionError:
        return InvalidPositionError(f"invalid Tavreli position {text!r}: {why}")

    def read_cell(match: re.Match[str], sq: int) -> tuple[int, ...]:
        inner = match.group("tower")
        if inner is None:
            return (_piece(match.group("piece")),)
        pieces = _PIECE.findall(inner)
        if not pieces or "".join(pieces) != inner:
            raise fail(f"bad tower [{inner}] on {name(sq)}: expected pieces bottom to top, "
                       f"e.g. [PQn]")
        return tuple(_piece(p) for p in pieces)

    if not isinstance(text, str):
        raise InvalidPositionError(f"invalid Tavreli position {text!r}: not text")
    fields = text.split()
    if len(fields) != 4:
        raise fail("expected 'board side castling en-passant' (4 fields)")
    empty: tuple[int, ...] = ()
    board = parse_ranks(fields[0], _TOKEN, read_cell, empty, fail)
    if fields[1] not in ("w", "b"):
        raise fail(f"side to move must be w or b, not {fields[1]!r}")
    turn = WHITE if fields[1] == "w" else BLACK
    rights = 0
    if fields[2] != "-":
        letters = "".join(letter for _, letter in RIGHT_LETTERS)
        if not fields[2] or any(ch not in letters for ch in fields[2]) or \
                len(set(fields[2])) != len(fields[2]):
            raise fail(f"castling rights must be a subset of KQkq or -, not {fields[2]!r}")
        rights = sum(bit for bit, letter in RIGHT_LETTERS if letter in fields[2])
    ep_square, ep_count = -1, 0
    if fields[3] != "-":
        match = _EP.match(fields[3])
        if not match:
            raise fail(f"en passant must be '-' or a square of rank 3 or 6 such as e3 or "
                       f"d6(2), not {fields[3]!r}")
        ep_square = parse_square(match.group(1))
        ep_count = int(match.group(2) or 1)
        if match.group(2) and ep_count < 2:
            raise fail(f"en passant count must be 2 or more when written, not {fields[3]!r}")
    state = TavreliState(tuple(board), turn, rights, ep_square, ep_count)
    problem = _problem(state)
    if problem:
        raise fail(problem)
    return state


def _problem(state: TavreliState) -> str | None:
    """Why a position cannot arise in play, or None."""
    b = state.board
    originals = Counter(BACK_RANK)
    ratniks = Counter(RATNIK_PROMOTES_TO)
    for side in (WHITE, BLACK):
        codes = [c for tower in b for c in tower if side_of(c) == side]
        label = SIDE_NAMES[side]
        back = Counter(kind_of(c) for c in codes if not promo_of(c))
        born = Counter(promo_of(c) for c in codes if promo_of(c))
        if back[VOLKHV] != 1:
            return f"{label} must have exactly one volkhv, not {back[VOLKHV]}"
        for kind, count in back.items():
            if count > originals[kind]:
                return (f"{label} has {count} {LETTERS[kind]}, more than the start's "
                        f"{originals[kind]}")
        for kind, count in born.items():
            if count > ratniks[kind]:
                return (f"{label} has {count} ratniks promoting to {LETTERS[kind]}, more than "
                        f"the start's {ratniks[kind]}")
    for sq, tower in enumerate(b):
        for height, code in enumerate(tower):
            where = f"{symbol(code)} on {name(sq)}"
            on_top = height == len(tower) - 1
            if kind_of(code) == VOLKHV and not on_top:
                return f"{where}: nothing may be put on a volkhv (TV-5)"
            if is_promoted(code) and not on_top:
                return f"{where}: a covered ratnik is never promoted (D-2)"
            if on_top and kind_of(code) == RATNIK and rank_of(sq) == LAST_RANK[side_of(code)]:
                return f"{where}: a ratnik on top on its last rank has promoted (TV-7)"
    for right, king_from, _, rook_from, _, _, _ in CASTLINGS:
        if state.rights & right:
            side = WHITE if right in (WHITE_SHORT, WHITE_LONG) else BLACK
            letter = dict(RIGHT_LETTERS)[right]
            if b[king_from] != (VOLKHV_CODE[side],):
                return (f"castling right {letter}: the {SIDE_NAMES[side]} volkhv is not alone "
                        f"on {name(king_from)}")
            if not b[rook_from] or b[rook_from][0] != RATOBORETS_CODE[side]:
                return (f"castling right {letter}: no {SIDE_NAMES[side]} ratoborets at the bottom "
                        f"of {name(rook_from)}")
    if state.ep_square >= 0:
        mover = 1 - state.turn
        ep = name(state.ep_square)
        if rank_of(state.ep_square) != (2 if mover == WHITE else 5):
            return f"en passant square {ep} is not passed by a {SIDE_NAMES[mover]} double step"
        if b[state.ep_square]:
            return f"en passant square {ep} is not empty"
        ahead = b[state.ep_square + FORWARD[mover]]
        if len(ahead) < state.ep_count or not ahead or kind_of(ahead[-1]) != RATNIK or \
                side_of(ahead[-1]) != mover:
            return (f"en passant {ep}: no {SIDE_NAMES[mover]} ratnik on top of "
                    f"{state.ep_count} piece(s) in front of it")
    waiting = 1 - state.turn
    if attacked(list(b), state.volkhv_square(waiting), state.turn):
        return f"the side not to move ({SIDE_NAMES[waiting]}) is in check"
    return None


_TOWER_TEXT: dict[tuple[int, ...], str] = {}


def tower_text(tower: tuple[int, ...]) -> str:
    """``PQ`` for one piece, ``[PQn]`` for a tower (bottom to top)."""
    text = _TOWER_TEXT.get(tower)
    if text is None:
        text = "".join(symbol(c) for c in tower)
        if len(tower) > 1:
            text = f"[{text}]"
        if len(_TOWER_TEXT) < 100_000:
            _TOWER_TEXT[tower] = text
    return text


def ep_text(state: TavreliState) -> str:
    if state.ep_square < 0:
        return "-"
    count = f"({state.ep_count})" if state.ep_count > 1 else ""
    return name(state.ep_square) + count


def format_position(state: TavreliState) -> str:
    rights = "".join(letter for bit, letter in RIGHT_LETTERS if state.rights & bit) or "-"
    return f"{ranks_text(state.board, tower_text)} {'wb'[state.turn]} {rights} {ep_text(state)}"

