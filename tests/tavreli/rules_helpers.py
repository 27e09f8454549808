"""Helpers for the hand-derived Tavreli rule tests (tests/tavreli/test_rules_*.py).

Positions are written as a dict {square: tower}, each tower in the position
string's form (``"PQ"``, ``"n"``, ``"[PQn]"`` bottom to top); ``fen`` turns it
into a position string. Expected move sets are written by hand with ``mv``.
"""
from __future__ import annotations

import re

import games
from tests.board_text import ranks

GAME = games.make("tavreli")

# Default volkhvs, on squares sharing no line with each other: a1 and h7.
VOLKHVS = {"a1": "K", "h7": "k"}


def fen(cells: dict[str, str], side: str = "w", rights: str = "-", ep: str = "-") -> str:
    return f"{ranks(cells)} {side} {rights} {ep}"


def position(cells: dict[str, str], side: str = "w", rights: str = "-", ep: str = "-",
             volkhvs: bool = True):
    """Parse a position; ``volkhvs`` adds the default volkhvs a1 / h7 unless the
    dict already holds that side's volkhv."""
    full = dict(cells)
    if volkhvs:
        towers = "".join(full.values())
        if "K" not in towers:
            full["a1"] = "K"
        if "k" not in towers:
            full["h7"] = "k"
    return GAME.parse_position(fen(full, side, rights, ep))


def legal(state) -> set[str]:
    return set(GAME.legal_move_texts(state))


_ORIGIN = re.compile(r"^([a-h][1-8])")


def moves_from(state, square: str) -> set[str]:
    """Every legal move of the tower standing on ``square``."""
    return {m for m in legal(state) if (o := _ORIGIN.match(m)) and o.group(1) == square}


def mv(origin: str, targets: str) -> set[str]:
    """mv("d4", "d5 xe5 =d8") -> {"d4-d5", "d4xe5"}; ``(2)`` prefixes a split:
    mv("d4(2)", "d5") -> {"d4(2)-d5"}."""
    out = set()
    for t in targets.split():
        out.add(f"{origin}x{t[1:]}" if t.startswith("x") else f"{origin}-{t}")
    return out


def board(state) -> str:
    """The board field of the position string."""
    return GAME.format_position(state).split()[0]


def tower(state, square: str) -> str:
    """The tower on ``square`` as the position string writes it ('' if empty)."""
    from games.tavreli.board import parse_square
    from games.tavreli.position import tower_text
    tw = state.board[parse_square(square)]
    return tower_text(tw) if tw else ""


def play(state, *texts: str):
    for text in texts:
        state = GAME.push(state, text)
    return state
