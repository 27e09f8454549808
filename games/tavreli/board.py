"""Tavreli board geometry (TV-1): squares, rays and step tables, computed once
at import.

Squares are 0..63, ``square = rank_index * 8 + file_index`` (a1 = 0, h8 = 63).
White (side 0) moves up the board, Black (side 1) down.
"""
from __future__ import annotations

# The game's other modules import FILES, name and parse_square from here.
from games.core.grid import FILES, file_of, name, parse_square, rank_of, ray, square, step, steps  # noqa: F401

SQUARES = range(64)
ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
KNIGHT_JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
FORWARD = (8, -8)
"""Square offset of one ratnik step forward for each side (TV-6)."""
START_RANK = (1, 6)
"""Rank index from which a side's ratniks may step twice (TV-6)."""
LAST_RANK = (7, 0)
"""Rank index where a side's ratniks promote (TV-7)."""


RANK = tuple(rank_of(s) for s in SQUARES)
ORTHO_RAYS = tuple(tuple(r for r in (ray(s, df, dr) for df, dr in ORTHOGONAL) if r)
                   for s in SQUARES)
DIAG_RAYS = tuple(tuple(r for r in (ray(s, df, dr) for df, dr in DIAGONAL) if r)
                  for s in SQUARES)
KNIGHT_STEPS = tuple(steps(s, KNIGHT_JUMPS) for s in SQUARES)
KING_STEPS = tuple(steps(s, ORTHOGONAL + DIAGONAL) for s in SQUARES)
FORWARD_STEP = tuple(tuple(-1 if (t := step(s, 0, 1 - 2 * side)) is None else t for s in SQUARES)
                     for side in (0, 1))
"""``FORWARD_STEP[side][sq]``: the square in front of ``sq`` for ``side``, -1 off the board."""
RATNIK_CAPTURES = tuple(tuple(steps(s, ((-1, 1 - 2 * side), (1, 1 - 2 * side))) for s in SQUARES)
                        for side in (0, 1))
"""``RATNIK_CAPTURES[side][sq]``: the squares diagonally in front of ``sq`` (TV-6)."""
RATNIK_ATTACKERS = tuple(tuple(steps(s, ((-1, 2 * side - 1), (1, 2 * side - 1))) for s in SQUARES)
                         for side in (0, 1))
"""``RATNIK_ATTACKERS[side][sq]``: where a ratnik of ``side`` stands to land on ``sq``."""

