"""Kamla board geometry (K-1..K-5): terrain from digital roots, regions,
tents, sectors, zones, and the move tables derived from them.

Squares are 0..63, ``square = rank_index * 8 + file_index`` (a1 = 0, h8 = 63).
Side 0 is the Lower World, side 1 the Upper World. Everything here is computed
from the multiplication table once, at import; nothing is typed in by hand.
"""
from __future__ import annotations

from typing import Any

# The game's other modules import FILES, name and parse_square from here.
from games.core.grid import FILES, file_of, name, parse_square, rank_of, ray, square, step  # noqa: F401

LOWER, UPPER = 0, 1
SIDE_NAMES = ("Lower World", "Upper World")
SQUARES = range(64)
ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
FORWARD = (8, -8)
"""Square offset of one step forward for each side (K-6)."""


def digital_root(n: int) -> int:
    return 1 + (n - 1) % 9


NUMBER = tuple(digital_root((file_of(s) + 1) * (rank_of(s) + 1)) for s in SQUARES)
"""K-2: the cell's number, the digital root of file x rank."""
ISLAND = tuple(n == 9 for n in NUMBER)
IN_RIVER = tuple(n in (3, 6, 9) for n in NUMBER)
"""Rivers of the Universe including the four islands."""
OPEN_RIVER = tuple(r and not i for r, i in zip(IN_RIVER, ISLAND))
"""River cells that are not islands."""
LAND = tuple(not r for r in IN_RIVER)

WORLD_NAMES = ("Lower World", "Middle World", "Upper World")
COLUMN_NAMES = ("west", "middle", "east")
_BAND = {0: 0, 1: 0, 3: 1, 4: 1, 6: 2, 7: 2}


def region_of(sq: int) -> int | None:
    """K-3: region 0..8 (world * 3 + column) of a land cell, None in the river."""
    if IN_RIVER[sq]:
        return None
    return _BAND[rank_of(sq)] * 3 + _BAND[file_of(sq)]


REGION_SQUARES = tuple(tuple(s for s in SQUARES if region_of(s) == r) for r in range(9))
TENT = (REGION_SQUARES[1], REGION_SQUARES[7])
"""K-4: the tents (middle regions of ranks 1-2 and 7-8)."""
OUTER_SECTORS = (REGION_SQUARES[0] + REGION_SQUARES[2], REGION_SQUARES[6] + REGION_SQUARES[8])
HOME_FIELD = tuple(tuple(s for s in SQUARES if rank_of(s) in ranks) for ranks in ((0, 1, 2), (5, 6, 7)))
"""K-5: three back ranks of each side."""
IN_ZONE = tuple(tuple(rank_of(s) in ranks for s in SQUARES) for ranks in ((6, 7), (0, 1)))
"""K-5: ``IN_ZONE[side][sq]`` - is ``sq`` in that side's promotion zone."""
IN_TENT = tuple(tuple(s in t for s in SQUARES) for t in TENT)


ORTHO_RAYS = tuple(tuple(ray(s, df, dr) for df, dr in ORTHOGONAL) for s in SQUARES)
DIAG_RAYS = tuple(tuple(ray(s, df, dr) for df, dr in DIAGONAL) for s in SQUARES)
ORTHO_STEPS = tuple(tuple(r[0] for r in rays if r) for rays in ORTHO_RAYS)
DIAG_STEPS = tuple(tuple(r[0] for r in rays if r) for rays in DIAG_RAYS)
KING_STEPS = tuple(o + d for o, d in zip(ORTHO_STEPS, DIAG_STEPS))
BACKWARD_RAY = tuple(tuple(ORTHO_RAYS[s][1 if side == LOWER else 0] for s in SQUARES)
                     for side in (LOWER, UPPER))
"""The ray behind a square as seen by ``side`` (where that side's Archers shoot from)."""


def _whale_targets(sq: int) -> tuple[int, ...]:
    """K-20: ends of the L-jumps (2+1 or 1+2) turning on an island, all in the river."""
    if not IN_RIVER[sq]:
        return ()
    targets = set()
    for a in ORTHOGONAL:
        for b in ORTHOGONAL:
            if a[0] * b[0] + a[1] * b[1] != 0:
                continue
            for first, second, corner_index in ((a, b, 1), (a, b, 0)):
                long_first = corner_index == 1
                path = [first, first, second] if long_first else [first, second, second]
                cells: list[Any] = []
                cur: int | None = sq
                for df, dr in path:
                    cur = step(cur, df, dr) if cur is not None else None
                    cells.append(cur)
                if None in cells or not all(IN_RIVER[c] for c in cells):
                    continue
                if ISLAND[cells[corner_index]]:
                    targets.add(cells[2])
    return tuple(sorted(targets))


WHALE_TARGETS = tuple(_whale_targets(s) for s in SQUARES)


def _crossings(sq: int) -> tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]:
    """K-19 b: (landing cell, continuation rays) for each river the Horseman can cross.

    The landing is two orthogonal steps over an open river cell (both cells are
    jumped); each continuation ray keeps the crossing's forward sense and holds
    only the land cells before the next river (islands included, see the spec's
    clarifications).
    """
    if not LAND[sq]:
        return ()
    result = []
    for df, dr in ORTHOGONAL:
        river, landing = step(sq, df, dr), step(sq, 2 * df, 2 * dr)
        if river is None or landing is None or not OPEN_RIVER[river] or not LAND[landing]:
            continue
        continuations = []
        for pf, pr in ((dr, df), (-dr, -df)):
            land = []
            for cell in ray(landing, df + pf, dr + pr):
                if not LAND[cell]:
                    break
                land.append(cell)
            continuations.append(tuple(land))
        result.append((landing, tuple(continuations)))
    return tuple(result)


CROSSINGS = tuple(_crossings(s) for s in SQUARES)


def _crossing_origins(target: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Reverse of CROSSINGS: (origin, cells that must be empty) for every crossing
    move that can end on ``target`` (used to test Ruler safety). The river cell
    and the landing are jumped; the diagonal after the landing must be clear."""
    found: list[tuple[int, tuple[int, ...]]] = []
    for origin in SQUARES:
        for landing, rays in CROSSINGS[origin]:
            if landing == target:
                found.append((origin, ()))
            for cells in rays:
                if target in cells:
                    found.append((origin, cells[: cells.index(target)]))
    return tuple(found)


CROSSING_ORIGINS = tuple(_crossing_origins(s) for s in SQUARES)
