"""Helpers for the hand-derived Kamla rule tests (tests/kamla/test_rules_*.py).

Positions are written as a dict {cell: symbol}; ``fen`` turns it into the
position string of the spec's "Notation" section. Expected move sets are
written by hand with ``mv``.
"""
from __future__ import annotations

import re

import games
from tests.board_text import FILES, ranks

SOLO = games.make("kamla")
PAIR = games.make("kamla-pair")
LOWER, UPPER = 0, 1

ALL_CELLS = [f"{f}{r}" for r in range(1, 9) for f in FILES[:8]]
RIVER = {c for c in ALL_CELLS if c[0] in "cf" or c[1] in "36"}
ISLANDS = {"c3", "f3", "c6", "f6"}
LAND = set(ALL_CELLS) - RIVER
LOWER_SECTORS = ["a1", "b1", "a2", "b2", "g1", "h1", "g2", "h2"]
UPPER_SECTORS = ["a7", "b7", "a8", "b8", "g7", "h7", "g8", "h8"]
LOWER_HOME = [c for c in ALL_CELLS if c[1] in "123"]
UPPER_HOME = [c for c in ALL_CELLS if c[1] in "678"]

# Default Rulers, tucked away in their tents.
RULERS = {"d1": "R", "e8": "r"}


def fen(cells: dict[str, str], side: str = "L", reserves: str = "-", extra: str = "") -> str:
    text = f"{ranks(cells)} {side} {reserves}"
    return f"{text} {extra}" if extra else text


def position(cells: dict[str, str], side: str = "L", reserves: str = "-", rulers: bool = True,
             game=SOLO, extra: str = ""):
    """Parse a position; ``rulers`` adds the default Rulers d1 / e8 unless a cell
    is already given or the dict already holds that side's Ruler."""
    full = dict(cells)
    if rulers:
        if "R" not in full.values() and "d1" not in full:
            full["d1"] = "R"
        if "r" not in full.values() and "e8" not in full:
            full["e8"] = "r"
    return game.parse_position(fen(full, side, reserves, extra))


def legal(state, game=SOLO) -> set[str]:
    return set(game.legal_move_texts(state))


_ORIGIN = re.compile(r"^[A-Z]([a-h][1-8])[-x]")


def moves_from(state, square: str, game=SOLO) -> set[str]:
    """Every legal move of the piece standing on ``square``."""
    return {m for m in legal(state, game) if (o := _ORIGIN.match(m)) and o.group(1) == square}


def drops(state, game=SOLO) -> set[str]:
    return {m for m in legal(state, game) if m.startswith("H@")}


def mv(piece_from: str, targets: str) -> set[str]:
    """mv("Nb2", "a1 c3 xd4") -> {"Nb2-a1", "Nb2-c3", "Nb2xd4"}."""
    out = set()
    for t in targets.split():
        out.add(f"{piece_from}x{t[1:]}" if t.startswith("x") else f"{piece_from}-{t}")
    return out


def board_fields(state, game=SOLO) -> str:
    """Board, side and reserves of the position string (the optional 4th field,
    the revealed Rulers, left off)."""
    return " ".join(game.format_position(state).split()[:3])
