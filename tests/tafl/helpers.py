"""Helpers for the hand-derived tafl rule tests (tests/tafl/test_rules_*.py).

Positions are written as a dict {square: symbol} with OTN's symbols: ``t`` an
attacker, ``T`` a defender, ``K`` the king; ``position`` turns it into the
position string (spec "Notation") and parses it. Expected move sets are
written by hand with ``mv``.
"""
from __future__ import annotations

import games
from tests.board_text import ranks

TAVLEI = games.make("tavlei")
HNEF9 = games.make("hnefatafl-9")
HNEF11 = games.make("hnefatafl-11")


def otn(cells: dict[str, str], n: int = 9) -> str:
    """The OTN board record of ``cells``, rank n first."""
    return f"/{ranks(cells, n)}/"


def text(cells: dict[str, str], side: str = "a", game=TAVLEI, quiet: int = 0,
         turns: int = 0, throw: int | None = None) -> str:
    out = f"{otn(cells, game.info.board[0])} {side} {quiet} {turns}"
    return out + f" [{throw}]" if throw else out


def position(cells: dict[str, str], side: str = "a", game=TAVLEI, **counts):
    return game.parse_position(text(cells, side, game, **counts))


def legal(state, game=TAVLEI) -> set[str]:
    return set(game.legal_move_texts(state))


def moves_from(state, square: str, game=TAVLEI) -> set[str]:
    """Every legal move of the piece on ``square`` (texts with their captures)."""
    return {m for m in legal(state, game) if m.split("-", 1)[0] == square}


def mv(origin: str, targets: str) -> set[str]:
    """mv("d1", "c1 d3xd4") -> {"d1-c1", "d1-d3xd4"}."""
    return {f"{origin}-{t}" for t in targets.split()}


def cells_of(state, game=TAVLEI) -> dict[str, str]:
    """The board of ``state`` as a dict {square: symbol}."""
    g = game.geometry
    symbols = {1: "t", 2: "T", 3: "K"}
    return {g.name(sq): symbols[code] for sq, code in enumerate(state.board) if code}


def play(state, move: str, game=TAVLEI):
    return game.push(state, move)
