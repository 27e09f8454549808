"""Altai Shatra board geometry (SH-1..SH-3) and piece codes.

The board is drawn once, below, as a picture of its 7-column x 14-row grid
(Black at the top). Everything else -- the square numbers 1..62, the
fortresses, gates, halves, the ditch, the great road, the promotion rows, the
neighbours and the lines -- is computed from that picture at import; no
adjacency table is typed in by hand.

Squares are numbered 1..62 top to bottom, left to right (SH-1); index 0 of
every per-square table is unused. Side 0 is White (bottom, moves first),
side 1 is Black (top).
"""
from __future__ import annotations

WHITE, BLACK = 0, 1
SIDE_NAMES = ("White", "Black")

SHATRA, BATYR, BIY = 1, 2, 3
"""Piece kinds. A piece code is ``kind | side << 2``; 0 is an empty square."""
KIND_MASK = 3
SIDE_SHIFT = 2
KIND_NAMES = {SHATRA: "shatra", BATYR: "batyr", BIY: "biy"}


def code(kind: int, side: int) -> int:
    return kind | side << SIDE_SHIFT


def kind_of(piece: int) -> int:
    return piece & KIND_MASK


def side_of(piece: int) -> int:
    return piece >> SIDE_SHIFT


PICTURE = """
    ..BBB..
    ..BBB..
    ..BBB..
    ...b...
    +++++++
    +++++++
    +++++++
    =======
    +++++++
    +++++++
    +++++++
    ...w...
    ..WWW..
    ..WWW..
    ..WWW..
"""
"""SH-1: ``B``/``W`` fortress squares, ``b``/``w`` gates, ``+`` the big field,
``.`` walls (cells with no number). The ``=`` row is not a row of cells: it
marks the ditch between the two halves of the field (SH-3)."""

_LINES = [line.strip() for line in PICTURE.strip().splitlines()]
DITCH_AFTER_ROW = next(i for i, line in enumerate(_LINES) if set(line) == {"="}) - 1
"""Grid row just above the ditch (the ditch lies between it and the next row)."""
GRID = tuple(line for line in _LINES if set(line) != {"="})
ROWS, COLS = len(GRID), len(GRID[0])
assert (ROWS, COLS) == (14, 7) and all(len(line) == COLS for line in GRID)

CELL: dict[tuple[int, int], int] = {}
"""(row, col) -> square number, for the numbered cells only."""
_coords: list[tuple[int, int]] = [(-1, -1)]
for _r, _line in enumerate(GRID):
    for _c, _ch in enumerate(_line):
        if _ch != ".":
            _coords.append((_r, _c))
            CELL[(_r, _c)] = len(_coords) - 1
COORD = tuple(_coords)
"""Square number -> (row, col); index 0 unused."""
SQUARES = range(1, len(COORD))
assert len(SQUARES) == 62


def _squares_marked(mark: str) -> frozenset[int]:
    return frozenset(sq for sq in SQUARES if GRID[COORD[sq][0]][COORD[sq][1]] == mark)


FORTRESS = (_squares_marked("W"), _squares_marked("B"))
"""SH-1: each side's fortress (White 54-62, Black 1-9)."""
GATE = (min(_squares_marked("w")), min(_squares_marked("b")))
"""SH-1: each side's gate (White 53, Black 10)."""
GATES = frozenset(GATE)
FIELD = _squares_marked("+")
"""The big field 11-52."""
HALF = (frozenset(sq for sq in FIELD if COORD[sq][0] > DITCH_AFTER_ROW),
        frozenset(sq for sq in FIELD if COORD[sq][0] <= DITCH_AFTER_ROW))
"""Each side's half of the big field (White 32-52, Black 11-31); the ditch between."""
HOME = tuple(FORTRESS[s] | {GATE[s]} for s in (WHITE, BLACK))
"""A side's fortress and gate (SH-13: a shatra never enters its own)."""
REGION_HALF = tuple(
    HALF[WHITE] if sq in HOME[WHITE] else HALF[BLACK] if sq in HOME[BLACK] else frozenset()
    for sq in range(len(COORD)))
"""SH-8 (seed): the half of the field that corresponds to a fortress or gate
square -- where a biy or batyr standing there may be put (empty elsewhere)."""
_TOP_ROW = min(r for r, _ in COORD[1:])
_BOTTOM_ROW = max(r for r, _ in COORD[1:])
PROMOTION = (frozenset(sq for sq in SQUARES if COORD[sq][0] == _TOP_ROW),
             frozenset(sq for sq in SQUARES if COORD[sq][0] == _BOTTOM_ROW))
"""SH-3: where each side's shatras become batyrs (White 1-3, Black 60-62)."""
_ROAD_COL = COORD[GATE[WHITE]][1]
GREAT_ROAD = tuple(sq for sq in SQUARES if COORD[sq][1] == _ROAD_COL)
"""SH-3: the great road, the file of the gates from 2 to 61."""

DIRECTIONS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))
"""The 8 grid directions as (row step, column step) (SH-2)."""
FORWARD_ROW = (-1, 1)
"""Row step of "forward" for each side: White moves up, Black down."""
SHATRA_DIRECTIONS = tuple(
    tuple(d for d, (dr, dc) in enumerate(DIRECTIONS) if dr == FORWARD_ROW[s] or dr == 0)
    for s in (WHITE, BLACK))
"""SH-5: forward, diagonally forward and sideways, as indices into DIRECTIONS."""


def _step(sq: int, d: int) -> int:
    r, c = COORD[sq]
    dr, dc = DIRECTIONS[d]
    return CELL.get((r + dr, c + dc), 0)


def _ray(sq: int, d: int) -> tuple[int, ...]:
    cells = []
    nxt = _step(sq, d)
    while nxt:
        cells.append(nxt)
        nxt = _step(nxt, d)
    return tuple(cells)


NEIGHBOR = ((),) + tuple(tuple(_step(sq, d) for d in range(8)) for sq in SQUARES)
"""``NEIGHBOR[sq][d]``: the next square from ``sq`` in direction ``d`` (0 if a wall
or the edge). Lines run through numbered cells only (SH-2)."""
RAY = ((),) + tuple(tuple(_ray(sq, d) for d in range(8)) for sq in SQUARES)
"""``RAY[sq][d]``: every square from ``sq`` along direction ``d`` up to a wall."""
SIDEWAYS = frozenset(d for d, (dr, _) in enumerate(DIRECTIONS) if dr == 0)
