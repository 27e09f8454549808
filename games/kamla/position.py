"""Kamla positions: the immutable state, the position string, the public view.

Position string (spec "Notation"): ranks 8 to 1 separated by ``/``, digits for
runs of empty cells, upper case Lower World, ``+`` promoted, ``!`` captive
Priest; the side to move ``L``/``U``; the reserve Shields (``H2h2``, ``-``).
A Whale is never promoted (K-15, D-6): ``W+``, as engines that mark every piece
ending in its zone write it, reads as ``W``.
An optional fourth field lists the Rulers the rules have revealed (K-22):
``R``, ``r`` or ``Rr``. A full copy writes the Ruler ``R``/``r``; a public
copy for one side writes the opponent's hidden Ruler as a Priest.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from games.core.errors import InvalidPositionError
from games.core.grid import parse_ranks, ranks_text
from games.kamla.board import (
    IN_RIVER, IN_TENT, LOWER, OPEN_RIVER, TENT, UPPER, name,
)
from games.kamla.movegen import ruler_attacked
from games.kamla.pieces import (
    CAPTIVE, HORSEMAN, KIND_OF_LETTER, PRIEST, PROMOTABLE, RULER, SHIELD, WHALE, make,
    side_of, symbol,
)

START = "enwprwne/1a4a1/ssssssss/8/8/SSSSSSSS/1A4A1/ENWPRWNE L H2h2"
"""D-1: the reconstructed start; the Ruler on e1/e8 unless the owner chooses."""
SHIELDS_PER_SIDE = 2


@dataclass(frozen=True)
class KamlaState:
    """A Kamla position plus what the rules need of its past.

    ``history`` holds the keys of earlier positions (threefold repetition, D-5);
    ``ply`` counts board moves (Ruler choices excluded) for the optional move limit.
    """

    board: tuple[int, ...]
    turn: int = LOWER
    reserves: tuple[int, int] = (SHIELDS_PER_SIDE, SHIELDS_PER_SIDE)
    revealed: tuple[bool, bool] = (False, False)
    ply: int = 0
    history: tuple[int, ...] = ()
    memo: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    @property
    def key(self) -> int:
        """Identity of the position for repetition: board, side to move, reserves."""
        return hash((self.board, self.turn, self.reserves))

    def ruler_square(self, side: int) -> int | None:
        code = RULER | side << 4
        return next((s for s in TENT[side] if self.board[s] == code), None)


_TOKEN = re.compile(r"(?P<letter>[SAENWPRHsaenwprh])(?P<plus>\+?)(?P<bang>!?)|(?P<run>[1-8])")
_RESERVES = re.compile(r"^(?:H([0-2]))?(?:h([0-2]))?$")


def parse_position(text: str) -> KamlaState:
    """Read a position string; raises InvalidPositionError quoting it."""
    def fail(why: str) -> InvalidPositionError:
        return InvalidPositionError(f"invalid Kamla position {text!r}: {why}")

    def read_cell(match: re.Match[str], sq: int) -> int:
        letter, plus, bang = match.group("letter", "plus", "bang")
        kind = KIND_OF_LETTER[letter.upper()]
        if kind == WHALE:  # D-6: a Whale in its zone gains nothing, so is never marked
            plus = ""
        if plus and kind not in PROMOTABLE:
            raise fail(f"{letter}+ on {name(sq)}: only S, A, E, N promote (W+ reads as W)")
        if bang and kind != PRIEST:
            raise fail(f"{letter}! on {name(sq)}: only a Priest is captive")
        return make(kind, LOWER if letter.isupper() else UPPER, bool(plus), bool(bang))

    if not isinstance(text, str):
        raise InvalidPositionError(f"invalid Kamla position {text!r}: not text")
    fields = text.split()
    if len(fields) not in (3, 4):
        raise fail("expected 'board side reserves [revealed]'")
    board = parse_ranks(fields[0], _TOKEN, read_cell, 0, fail)
    if fields[1] not in ("L", "U"):
        raise fail(f"side to move must be L or U, not {fields[1]!r}")
    match = _RESERVES.match("" if fields[2] == "-" else fields[2])
    if not match or fields[2] == "":
        raise fail(f"reserves must look like H2h2, H1 or -, not {fields[2]!r}")
    reserves = (int(match.group(1) or 0), int(match.group(2) or 0))
    revealed = (False, False)
    if len(fields) == 4:
        if fields[3] not in ("R", "r", "Rr"):
            raise fail(f"revealed Rulers must be R, r or Rr, not {fields[3]!r}")
        revealed = ("R" in fields[3], "r" in fields[3])
    state = KamlaState(tuple(board), LOWER if fields[1] == "L" else UPPER, reserves, revealed)
    problem = _problem(state)
    if problem:
        raise fail(problem)
    return state


def _problem(state: KamlaState) -> str | None:
    """Why a position cannot arise in play, or None."""
    b = state.board
    for side in (LOWER, UPPER):
        codes = [c for c in b if c and side_of(c) == side]
        kinds = [c & 15 for c in codes]
        label = "Lower" if side == LOWER else "Upper"
        if kinds.count(RULER) > 1 or kinds.count(PRIEST) + kinds.count(RULER) > 2:
            return f"{label} World has more than one Priest and one Ruler"
        if kinds.count(SHIELD) + state.reserves[side] > SHIELDS_PER_SIDE:
            return f"{label} World has more than {SHIELDS_PER_SIDE} Shields"
        if state.revealed[side] and RULER not in kinds:
            return f"{label} World's Ruler is marked revealed but is not on the board"
    for sq, code in enumerate(b):
        if not code:
            continue
        kind, side = code & 15, side_of(code)
        where = f"{symbol(code)} on {name(sq)}"
        if kind in (PRIEST, RULER):
            if code & CAPTIVE:
                if IN_TENT[side][sq]:
                    return f"{where}: a captive Priest in its own tent is restored"
                if IN_TENT[1 - side][sq]:
                    return f"{where}: a captive Priest may not enter the captor's tent"
            elif not IN_TENT[side][sq]:
                return f"{where}: Priest and Ruler never leave their tent (K-21)"
        elif kind == WHALE and not IN_RIVER[sq]:
            return f"{where}: a Whale moves only in the river (K-20)"
        elif kind == HORSEMAN and OPEN_RIVER[sq]:
            return f"{where}: a Horseman never stands on a river cell (K-19)"
    waiting = 1 - state.turn
    ruler = state.ruler_square(waiting)
    if ruler is not None and ruler_attacked(list(b), ruler, waiting):
        return "the side not to move has its Ruler capturable"
    return None


def format_position(state: KamlaState) -> str:
    lower, upper = state.reserves
    reserves = (f"H{lower}" if lower else "") + (f"h{upper}" if upper else "") or "-"
    text = f"{ranks_text(state.board, symbol)} {'LU'[state.turn]} {reserves}"
    revealed = ("R" if state.revealed[LOWER] else "") + ("r" if state.revealed[UPPER] else "")
    return f"{text} {revealed}" if revealed else text


def public_view(state: KamlaState, viewer: int) -> KamlaState:
    """What ``viewer`` may see (K-8, K-22): the opponent's Ruler, unless revealed,
    becomes a Priest. The viewer's own Ruler stays marked. History is dropped."""
    opponent = 1 - viewer
    ruler = state.ruler_square(opponent)
    if ruler is None or state.revealed[opponent]:
        return replace(state, history=(), memo={})
    board = list(state.board)
    board[ruler] = PRIEST | opponent << 4
    return replace(state, board=tuple(board), history=(), memo={})
