"""Senet board geometry (S-1, S-4, B-4) as bit masks.

Squares are numbered along the Kendall track, 1..30 (1-10 left to right,
11-20 right to left, 21-30 left to right); bit ``s`` of a mask is square ``s``.
Neighbours along the track are consecutive numbers, so 10-11 and 20-21 are
neighbours without any special case. Bearing off is "square 31" (``OFF``).
Bell square ``b`` is Kendall square ``31 - b``.
"""
from __future__ import annotations

SQUARES = range(1, 31)
OFF = 31
"""Target of a bear-off: exactly one square past 30."""
ROW = 10
BOARD_MASK = ((1 << 31) - 1) & ~1
"""Bits 1..30."""

BA, REBIRTH, NET, BEAUTY, WATER, THREE_TRUTHS, ISIS_NEPHTHYS, RISING_SUN = (
    10, 15, 16, 26, 27, 28, 29, 30)
HOUSES = {
    BA: "House of Ba",
    REBIRTH: "House of Rebirth",
    NET: "House of the Net",
    BEAUTY: "House of Beauty",
    WATER: "House of Water",
    THREE_TRUTHS: "House of Three Truths",
    ISIS_NEPHTHYS: "House of Isis and Nephthys",
    RISING_SUN: "House of the Rising Sun",
}
"""S-4, D-1: the named squares; a piece on any of them can never be hit."""
FINAL = (THREE_TRUTHS, ISIS_NEPHTHYS, RISING_SUN)
"""S-13: a Kendall piece here bears off with exactly 3, 2, 1 and has no other move."""

SPOOLS, CONES = 0, 1
PLAYER_NAMES = ("Spools", "Cones")
LETTERS = "SC"


def bit(square: int) -> int:
    return 1 << square


def mask(squares) -> int:
    result = 0
    for square in squares:
        result |= 1 << square
    return result


def squares_of(m: int) -> list[int]:
    """The squares of mask ``m``, ascending."""
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


HOUSE_MASK = mask(HOUSES)
FINAL_MASK = mask(FINAL)


def domain_area(pieces: int) -> int:
    """B-4, B-6: the domain squares 1..10 (1..14 in long Senet)."""
    return mask(range(1, 2 * pieces + 1))


def domains(pieces: int) -> tuple[int, int]:
    """B-4: (odd squares, even squares) of the domain area."""
    return (mask(range(1, 2 * pieces + 1, 2)), mask(range(2, 2 * pieces + 1, 2)))


def start_squares(pieces: int, on_odd: bool) -> int:
    """S-6: one side's start squares among 1..2n (odd or even)."""
    odd, even = domains(pieces)
    return odd if on_odd else even
