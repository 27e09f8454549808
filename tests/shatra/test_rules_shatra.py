"""Altai Shatra: the shatra's moves, the reserve and promotion (SH-5..SH-7),
derived by hand from the spec and the seed. Biys are parked out of the way
(usually in a fortress corner that holds no reserve)."""
from __future__ import annotations

from .helpers import BLACK, FIELD, GAME, legal, moves_from, mv, places, play, position


# SH-5 field shatra ----------------------------------------------------------------

def test_SH5_field_shatra_steps_forward_diagonally_forward_and_sideways():
    # White 42 (row 39-45): forward 35, diagonally forward 34 and 36, sideways 41 and
    # 43; never backward (48, 49, 50).
    state = position("Б62, ш – 42 (2)", "Б1 (1)")
    assert moves_from(state, 42) == mv("42", "35 34 36 41 43")


def test_SH5_black_shatra_moves_down():
    # Black 21 (row 18-24): forward is down: 28, 27, 29; sideways 20, 22.
    state = position("Б62, ш – 52 (2)", "Б1, ш – 21 (2)", turn=BLACK)
    assert moves_from(state, 21) == mv("21", "28 27 29 20 22")


def test_SH5_edge_and_blocked_squares():
    # 39 on the left edge: 32, 33 and sideways 40; own shatras on 33 and 40 leave 32.
    assert moves_from(position("Б62, ш – 39 (2)", "Б1 (1)"), 39) == mv("39", "32 33 40")
    state = position("Б62, ш – 33, 39, 40 (4)", "Б1 (1)")
    assert moves_from(state, 39) == {"39-32"}


def test_SH5_sideways_step_may_not_be_undone_on_the_next_turn():
    # The seed: after 42-43 the shatra may step back to 42 only after one more move
    # of its owner ("через ход").
    state = position("Б62, ш – 42 (2)", "Б1 (1)")
    state = GAME.push(state, "42-43")
    assert GAME.format_position(state).endswith("; Black to move; barred 43-42")
    state = GAME.push(state, "Б1-2")
    assert moves_from(state, 43) == mv("43", "36 35 37 44")  # no 43-42
    state = play(state, "Б62-61", "Б2-1")
    assert "barred" not in GAME.format_position(state)
    assert moves_from(state, 43) == mv("43", "36 35 37 44 42")


def test_SH5_lock_survives_the_position_string():
    text = "White: Б62, ш – 43 (2); Black: Б2 (1); White to move; barred 43-42"
    state = GAME.parse_position(text)
    assert GAME.format_position(state) == text
    assert moves_from(state, 43) == mv("43", "36 35 37 44")


def test_SH5_forward_step_sets_no_lock():
    state = play(position("Б62, ш – 42 (2)", "Б1 (1)"), "42-35", "Б1-2")
    assert "barred" not in GAME.format_position(state)


# SH-6 reserve -------------------------------------------------------------------

def test_SH6_reserve_shatras_never_step_and_go_out_in_order():
    # 54 has been captured earlier: White's next reserve shatra is 55 (then 57), and
    # it may be put on any empty square of the big field (all but 11 and 40). 57 does
    # not move. Black's reserve goes out from 9 downwards: 9 before 3.
    state = position("Б53, ш – 40, 55, 57 (4)", "Б11, ш – 3, 9 (3)")
    drops = {m for m in legal(state) if "*" in m and not m.startswith("Б")}
    assert drops == places("55", FIELD - {11, 40})
    assert moves_from(state, 57) == set()
    state = GAME.push(state, "55*33")
    drops = {m for m in legal(state) if "*" in m and not m.startswith("Б")}
    assert drops == places("9", FIELD - {11, 33, 40})
    state = play(state, "9*18", "40-41")
    drops = {m for m in legal(state) if "*" in m and not m.startswith("Б")}
    assert drops == places("3", FIELD - {11, 18, 33, 41})


def test_SH6_reserve_shatra_moves_only_to_capture_out_through_the_gate():
    # A black shatra on the white gate 53: 54, 55 and 56 leap over it onto 50, 49
    # and 48 (in a straight line 54-53-50, 55-53-49, 56-53-48). Capturing is
    # compulsory (SH-10), so these three are White's only moves.
    state = position("Б46, ш – 54, 55, 56, 57 (5)", "Б1, ш – 53 (2)")
    assert legal(state) == {"54:50", "55:49", "56:48"}


def test_SH6_shatra_reaches_the_enemy_gate_from_13_14_15():
    # Above 13 and 15 are walls; their only forward move is diagonally into 10.
    state = position("Б62, ш – 13, 15 (3)", "Б1 (1)")
    assert moves_from(state, 13) == mv("13", "10 12 14")
    assert moves_from(state, 15) == mv("15", "10 14 16")
    # Black's 48 into the white gate 53 the same way.
    state = position("Б62, ш – 52 (2)", "Б1, ш – 48 (2)", turn=BLACK)
    assert moves_from(state, 48) == mv("48", "53 47 49")


def test_SH6_shatra_in_the_enemy_gate_gains_the_reserve_right():
    # White 10: steps on into the black fortress (7, 8, 9) or is put on any empty
    # square of the big field.
    state = position("Б62, ш – 10 (2)", "Б60 (1)")
    assert moves_from(state, 10) == mv("10", "7 8 9") | places("10", FIELD)


def test_SH6_shatra_in_the_enemy_fortress_keeps_moving_and_has_the_reserve_right():
    # White 5 (middle of the black fortress): forward 2, diagonally 1 and 3,
    # sideways 4 and 6; or put on any empty field square.
    state = position("Б62, ш – 5, 30 (3)", "Б60 (1)")
    assert moves_from(state, 5) == mv("5", "2 1 3 4 6") | places("5", FIELD - {30})


# SH-7 promotion -------------------------------------------------------------------

def test_SH7_shatra_on_its_promotion_row_becomes_a_batyr():
    state = position("Б62, ш – 5, 30 (3)", "Б60 (1)")
    state = GAME.push(state, "5-2")
    assert GAME.format_position(state).startswith("White: Б62 б2, ш – 30 (3);")
    # From its next move it moves as a batyr: along row 1-3 (1, 3), diagonally 4
    # and 6 (walls beyond), and down the whole great road to 61 (the white fortress
    # holds no reserve). Standing in the black fortress it may also be put on the
    # black half 11-31 (SH-8, seed), except where it slides anyway (14, 21, 28) and
    # the white shatra's 30.
    state = GAME.push(state, "Б60-57")
    road = "5 8 10 14 21 28 35 42 49 53 55 58 61"
    assert moves_from(state, 2) == mv("б2", "1 3 4 6 " + road) | places(
        "б2", set(range(11, 32)) - {14, 21, 28, 30})


def test_SH7_black_promotes_on_60_62():
    state = position("Б1, ш – 30 (2)", "Б20, ш – 58 (2)", turn=BLACK)
    state = GAME.push(state, "58-61")
    assert GAME.format_position(state).startswith("White: Б1, ш – 30 (2); Black: Б20 б61 (2)")


def test_SH7_D9_series_through_the_promotion_row_promotes_at_its_end():
    # White 9 leaps over 5 onto 1 (promotion row) and on, still as a shatra, over 4
    # onto 7: it ends the move as a batyr on 7 (D-9). Capturing is compulsory.
    state = position("Б62, ш – 9 (2)", "Б60, ш – 4, 5 (3)")
    assert legal(state) == {"9:1:7"}
    after = GAME.push(state, "9:1:7")
    assert GAME.format_position(after).startswith("White: Б62 б7 (2); Black: Б60 (1)")
