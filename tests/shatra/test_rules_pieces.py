"""Altai Shatra biy and batyr (SH-8), derived by hand from the spec and the seed."""
from __future__ import annotations

from .helpers import WHITE_HALF, moves_from, mv, places, position


def test_SH8_biy_steps_one_square_in_any_direction():
    state = position("Б35, ш – 52 (2)", "Б1 (1)")
    assert moves_from(state, 35) == mv("Б35", "27 28 29 34 36 41 42 43")


def test_SH8_biy_may_not_enter_its_fortress_while_reserve_remains():
    # Biy on its gate 53, own shatras on 48-50 and a reserve shatra on 55: no step
    # (54 and 56 are fortress squares, closed while 55 is there). The reserve right
    # puts it on any other empty square of the white half 32-52.
    state = position("Б53, ш – 48, 49, 50, 55 (5)", "Б1 (1)")
    assert moves_from(state, 53) == places("Б53", WHITE_HALF - {48, 49, 50})
    # With the fortress emptied the biy may step into it.
    state = position("Б53, ш – 48, 49, 50 (4)", "Б1 (1)")
    assert moves_from(state, 53) == mv("Б53", "54 55 56") | places(
        "Б53", WHITE_HALF - {48, 49, 50})


def test_SH8_batyr_slides_along_the_8_lines():
    # Batyr 42 (row 39-45, road file). Up: 35, then the own shatra on 28. Down the
    # road through the gate into the (reserve-free) fortress: 49 53 55 58 61. Row:
    # 39-41 and 43-45. Diagonals: 34 26 18 and 36 30 24 upwards; 48 and 50
    # downwards (walls beyond).
    state = position("Б62 б42, ш – 28 (3)", "Б1 (1)")
    assert moves_from(state, 42) == mv(
        "б42", "35 49 53 55 58 61 39 40 41 43 44 45 34 26 18 36 30 24 48 50")


def test_SH8_batyr_may_not_enter_its_fortress_while_reserve_remains():
    # As above with a reserve shatra on 54 (and the biy moved out to 46, off the
    # batyr's lines): down the road it stops at the gate 53.
    state = position("Б46 б42, ш – 28, 54 (4)", "Б1 (1)")
    assert moves_from(state, 42) == mv(
        "б42", "35 49 53 39 40 41 43 44 45 34 26 18 36 30 24 48 50")


def test_SH8_batyr_in_its_gate_has_the_reserve_right():
    # Batyr 53 (own gate), reserve shatra 54, biy 46, black biy far in the white
    # fortress (60). Slides: up the road 49 42 35 28 21 14 10 8 5 2; diagonals 48 40 32
    # and 50 44 38; not down (55, 56 fortress, 54 own). Reserve right: every other
    # empty square of the white half (46 holds the biy).
    state = position("Б46 б53, ш – 54 (3)", "Б60 (1)")
    slides = {49, 42, 35, 28, 21, 14, 10, 8, 5, 2, 48, 40, 32, 50, 44, 38}
    assert moves_from(state, 53) == {f"б53-{sq}" for sq in slides} | places(
        "б53", WHITE_HALF - slides - {46})


def test_SH8_D7_a_placement_onto_a_square_reached_by_a_step_is_that_step():
    # Biy on 53 with an empty fortress and empty 48-50: 48, 49, 50 appear once, as
    # steps, not also as placements.
    state = position("Б53, ш – 52 (2)", "Б1 (1)")
    moves = moves_from(state, 53)
    assert {"Б53-48", "Б53-49", "Б53-50"} <= moves
    assert not {"Б53*48", "Б53*49", "Б53*50"} & moves
    assert moves == mv("Б53", "48 49 50 54 55 56") | places("Б53", WHITE_HALF - {48, 49, 50, 52})
