"""Altai Shatra start (SH-4, D-1) and the first moves, derived by hand."""
from __future__ import annotations

from .helpers import GAME, legal, places

START = ("White: Б53, ш – 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 54, 55, 56, "
         "57, 58, 59, 60, 61, 62 (24); Black: Б10, ш – 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, "
         "14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24 (24); White to move")


def test_SH4_start_position():
    # Biys on the gates, 9 reserve shatras in each fortress and two full rows of
    # field shatras each (White 39-52, Black 11-24); no batyrs; White first.
    state = GAME.initial_state()
    assert GAME.format_position(state) == START
    assert GAME.to_move(state) == 0
    assert GAME.format_position(GAME.parse_position(START)) == START


def test_SH4_SH5_SH6_SH8_white_first_moves():
    # The 40 moves of White at the start:
    # - shatras 39-45 step forward / diagonally forward into the empty row 32-38
    #   (39 and 45 have one diagonal only; sideways is blocked by their
    #   neighbours); 46-52 are blocked: 2 + 5 * 3 + 2 = 19;
    # - the first reserve shatra, 54, onto any empty field square: 25-38 (14);
    # - the biy on its gate: no step (48-50 own shatras, 54-56 its fortress still
    #   holds reserve shatras), but by its reserve right onto any empty square of
    #   its half 32-52: 32-38 (7).
    steps = {"39-32", "39-33", "45-37", "45-38"} | {
        f"{sq}-{t}" for sq in range(40, 45) for t in (sq - 8, sq - 7, sq - 6)}
    assert legal(GAME.initial_state()) == (
        steps | places("54", range(25, 39)) | places("Б53", range(32, 39)))
    assert len(steps) == 19
