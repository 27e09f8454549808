"""Altai Shatra board (SH-1..SH-3): the numbering, regions and lines, derived by
hand from the project's rules document (docs/rules/en/shatra.md) and seed 001,
checked against the board the engine derives from its grid picture."""
from __future__ import annotations

import pytest

from games.shatra import board

from .helpers import GAME, mv, moves_from, position


def _expected_cell(n: int) -> tuple[int, int]:
    """SH-1 written out: (row, column) on the 7x14 grid, row 0 at the top (Black)."""
    if n <= 9:
        return (n - 1) // 3, 2 + (n - 1) % 3
    if n == 10:
        return 3, 3
    if n <= 52:
        return 4 + (n - 11) // 7, (n - 11) % 7
    if n == 53:
        return 10, 3
    return 11 + (n - 54) // 3, 2 + (n - 54) % 3


def test_SH1_numbering_on_the_7x14_grid():
    assert (board.ROWS, board.COLS) == (14, 7)
    assert [board.COORD[n] for n in range(1, 63)] == [_expected_cell(n) for n in range(1, 63)]
    # 98 grid cells, 62 numbered: 36 walls.
    assert len(board.CELL) == 62


def test_SH1_regions():
    assert board.FORTRESS == (frozenset(range(54, 63)), frozenset(range(1, 10)))
    assert board.GATE == (53, 10)
    assert board.FIELD == frozenset(range(11, 53))
    assert board.HALF == (frozenset(range(32, 53)), frozenset(range(11, 32)))


def test_SH3_ditch_road_and_promotion_rows():
    # The ditch lies between the rows 25-31 (grid row 6) and 32-38 (grid row 7).
    assert board.DITCH_AFTER_ROW == 6
    assert {board.COORD[n][0] for n in range(25, 32)} == {6}
    assert {board.COORD[n][0] for n in range(32, 39)} == {7}
    # The great road: "the squares from 2 to 61", the gates' file.
    assert board.GREAT_ROAD == (2, 5, 8, 10, 14, 21, 28, 35, 42, 49, 53, 55, 58, 61)
    assert board.PROMOTION == (frozenset({1, 2, 3}), frozenset({60, 61, 62}))


def _neighbours(n: int) -> set[int]:
    return {sq for sq in board.NEIGHBOR[n] if sq}


@pytest.mark.parametrize("square, expected", [
    # Gates touch their 3 fortress squares and the 3 field squares below/above.
    (10, {7, 8, 9, 13, 14, 15}),
    (53, {48, 49, 50, 54, 55, 56}),
    # 13 (row 4, column c): the cells above it are walls except the gate 10.
    (13, {10, 12, 14, 19, 20, 21}),
    # Corners of the field: walls above 11 and 17, below 46 and 52.
    (11, {12, 18, 19}),
    (17, {16, 23, 24}),
    (46, {39, 40, 47}),
    (52, {44, 45, 51}),
    # Fortress corners: 1 touches 2, 4, 5; 7 touches 4, 5, 8 and the gate 10.
    (1, {2, 4, 5}),
    (7, {4, 5, 8, 10}),
    (62, {58, 59, 61}),
    # A field square in the middle has all 8 neighbours.
    (35, {27, 28, 29, 34, 36, 41, 42, 43}),
])
def test_SH2_neighbours(square, expected):
    assert _neighbours(square) == expected


def test_SH2_lines_run_through_the_gates_and_stop_at_walls():
    down, down_right, up = 6, 7, 1
    assert board.RAY[2][down] == (5, 8, 10, 14, 21, 28, 35, 42, 49, 53, 55, 58, 61)
    assert board.RAY[7][down_right] == (10, 15, 23, 31)
    assert board.RAY[4][up] == (1,)
    assert board.RAY[4][down] == (7,)  # the cell below 7 is a wall
    assert board.RAY[13][up] == ()


def test_SH2_biy_steps_follow_the_grid_through_the_gate():
    # A white biy on the black gate 10 (a white shatra on 52 and the black biy in a
    # corner of the white fortress, all far away; two lone biys would be a draw,
    # SH-14): it steps to all six neighbours of the gate. Standing in
    # a gate it also has the reserve right onto the black half, 11-31 (SH-8), the
    # squares it reaches by a step (13, 14, 15) excepted.
    state = position("Б10, ш – 52 (2)", "Б62 (1)")
    assert moves_from(state, 10) == mv("Б10", "7 8 9 13 14 15") | {
        f"Б10*{sq}" for sq in set(range(11, 32)) - {13, 14, 15}}


def test_SH1_orientation_white_moves_up():
    # A white shatra on 42 steps forward to 35 (up), a black one on 21 to 28 (down).
    state = position("Б62, ш – 42 (2)", "Б1, ш – 21 (2)")
    assert "42-35" in moves_from(state, 42)
    assert "21-28" in moves_from(GAME.push(state, "42-41"), 21)
