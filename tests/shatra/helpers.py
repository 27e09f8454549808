"""Helpers for the hand-derived Altai Shatra rule tests (tests/shatra/test_rules_*.py).

Positions are written side by side in the seed's own form ("Б53 б11, ш – 48,
49"); expected move sets are written by hand, with ``mv`` for short lists.
"""
from __future__ import annotations

import re

import games

GAME = games.make("shatra")
WHITE, BLACK = 0, 1
FIELD = set(range(11, 53))
"""The big field 11-52 (SH-1)."""
WHITE_HALF = set(range(32, 53))
BLACK_HALF = set(range(11, 32))


def position(white: str, black: str, turn: int = WHITE, barred: str = ""):
    """Parse a position given each side's pieces in the seed's form."""
    text = f"White: {white}; Black: {black}; {'White' if turn == WHITE else 'Black'} to move"
    if barred:
        text += f"; barred {barred}"
    return GAME.parse_position(text)


def legal(state) -> set[str]:
    return set(GAME.legal_move_texts(state))


_ORIGIN = re.compile(r"^[Бб]?(\d+)")


def moves_from(state, square: int) -> set[str]:
    """Every legal move of the piece standing on ``square``."""
    return {m for m in legal(state) if int(_ORIGIN.match(m).group(1)) == square}


def mv(piece_from: str, targets: str) -> set[str]:
    """mv("Б46", "40 47 :32 :32:20 *33") -> {"Б46-40", "Б46-47", "Б46:32", "Б46:32:20",
    "Б46*33"}."""
    out = set()
    for t in targets.split():
        out.add(piece_from + t if t[0] in ":*" else f"{piece_from}-{t}")
    return out


def places(piece_from: str, squares) -> set[str]:
    """Reserve drops / placements of ``piece_from`` onto each of ``squares``."""
    return {f"{piece_from}*{sq}" for sq in squares}


def play(state, *texts: str):
    for text in texts:
        state = GAME.push(state, text)
    return state
