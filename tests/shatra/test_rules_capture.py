"""Altai Shatra captures (SH-9..SH-13): leaps, series, compulsion, the biy's and
the gate's right. Expected sets derived by hand; the seed's own examples are
marked "seed"."""
from __future__ import annotations

import pytest

from games.core.errors import IllegalMoveError

from .helpers import BLACK, FIELD, GAME, legal, moves_from, mv, places, play, position


# SH-9 leaps -----------------------------------------------------------------------

def test_SH9_seed_52_38_takes_45():
    # Seed: "52:38 means the shatra from 52 captured the shatra on 45 and stood on 38".
    state = position("Б62, ш – 52 (2)", "Б1, ш – 45 (2)")
    assert legal(state) == {"52:38"}
    after = GAME.push(state, "52:38")
    assert GAME.format_position(after).startswith("White: Б62, ш – 38 (2); Black: Б1 (1);")


@pytest.mark.parametrize("enemy, landing", [
    (27, 19), (28, 21), (29, 23), (34, 33), (36, 37), (41, 47), (42, 49), (43, 51)])
def test_SH9_shatra_captures_in_all_8_directions_backwards_too(enemy, landing):
    # White 35 (row 32-38, column d) and one black shatra beside it: the leap goes
    # straight over it onto the next square of the same line, backwards included.
    state = position("Б62, ш – 35 (2)", f"Б1, ш – {enemy} (2)")
    assert legal(state) == {f"35:{landing}"}


def test_SH9_batyr_long_leap_over_exactly_one_piece_onto_any_empty_square_beyond():
    # Batyr 46, black shatra 32 up the left edge: it leaps from 46 over 32 (39 empty
    # between) onto 25, 18 or 11. Along the row a black 48 with a black 49 behind it
    # cannot be leapt (two pieces). The other lines are empty.
    state = position("Б62 б46 (2)", "Б1, ш – 32, 48, 49 (4)")
    assert legal(state) == {"б46:25", "б46:18", "б46:11"}


# SH-10 compulsion and choice ---------------------------------------------------------

def test_SH10_series_must_be_taken_to_the_end():
    # 52 over 45 onto 38, then over 31 onto 24: only the whole series is legal.
    state = position("Б62, ш – 52 (2)", "Б1, ш – 31, 45 (3)")
    assert legal(state) == {"52:38:24"}


def test_SH10_choice_of_piece_and_direction_and_no_quiet_move():
    # Black 37, 43, 45. White 44: over 37 onto 30, or over 43 onto 42 (over 45 the
    # board ends). White 52: over 45 onto 38, over 37 onto 36, over 43 onto 50.
    # The quiet moves (steps, the biy) are not legal while a capture exists.
    state = position("Б62, ш – 44, 52 (3)", "Б1, ш – 37, 43, 45 (4)")
    assert legal(state) == {"44:30", "44:42", "52:38:36:50"}


# SH-11 series details ----------------------------------------------------------------

def test_SH11_series_crosses_an_empty_square_twice_but_never_jumps_a_piece_twice():
    # White 41 over 34 onto 27; around the four black shatras 20, 14, 22, 28 in
    # either direction, back onto 27 (crossed a second time); from 27 again, 28 and
    # 20 are already jumped, so the series ends there.
    state = position("Б62, ш – 41 (2)", "Б1, ш – 14, 20, 22, 28, 34 (6)")
    assert legal(state) == {"41:27:13:15:29:27", "41:27:29:15:13:27"}
    after = GAME.push(state, "41:27:13:15:29:27")
    assert GAME.format_position(after).startswith("White: Б62, ш – 27 (2); Black: Б1 (1);")


def test_SH11_captured_pieces_stay_on_the_board_until_the_move_ends():
    # Batyr 50 over 44 onto 38 (the board ends beyond), then down over 45 onto 52.
    # From 52 the diagonal 44-36-28-20 starts with the jumped 44, still standing:
    # the batyr cannot pass it to take 20 (it could if 44 were already gone).
    state = position("Б62 б50 (2)", "Б1, ш – 20, 44, 45 (4)")
    assert legal(state) == {"б50:38:52"}


def test_SH9_SH11_seed_figure_7_batyr_series():
    # Seed fig. 7: white batyr on 49, black shatras 33, 13, 28, 15, 31 (biys out of
    # the way: white 62, black 1; the white fortress holds no reserve, as "35 to
    # 61" in the seed implies). Every series, derived square by square:
    # - up over 28: 21 (then over 33 onto 39), 14 (then over 13 onto 12 or 11 --
    #   from 12 over 33 onto 40 or 47 --, or over 15 onto 16 or 17 -- from 17 over 31
    #   onto 38 (then over 33 onto 32), 45 or 52), the gate 10 (a stop, then over 13
    #   onto 19 -- over 33 onto 40, 47 -- or 25 -- over 33 onto 41, 49 --, or over
    #   15 onto 23), and 8, 5, 2 (nothing more);
    # - up-left over 33 onto 25, then over 13 onto 10 (a stop; then over 28 onto 35,
    #   42, 49, 53, 55, 58, 61 or over 15 onto 23) or 9, or along the row over 28
    #   onto 29 or 30 (31 stops the row).
    state = position("Б62 б49 (2)", "Б1, ш – 13, 15, 28, 31, 33 (6)")
    assert legal(state) == {
        "б49:21:39", "б49:14:11", "б49:14:12:40", "б49:14:12:47", "б49:14:16",
        "б49:14:17:38:32", "б49:14:17:45", "б49:14:17:52",
        "б49:10", "б49:10:19:40", "б49:10:19:47", "б49:10:25:41", "б49:10:25:49",
        "б49:10:23", "б49:8", "б49:5", "б49:2",
        "б49:25:10", "б49:25:10:35", "б49:25:10:42", "б49:25:10:49", "б49:25:10:53",
        "б49:25:10:55", "б49:25:10:58", "б49:25:10:61", "б49:25:10:23", "б49:25:9",
        "б49:25:29", "б49:25:30",
    }
    # The seed's "б49:49" (over 33, 13, 28, back onto 49) is б49:25:10:49 here; its
    # short form is ambiguous with б49:10:25:49 (over 28, 13, 33), so it is refused
    # with both listed. A short form naming one series is read: the seed's
    # detailed "б49б14:17:38:32" (over 28, 15, 31, 33 onto 32) as б49:32.
    with pytest.raises(IllegalMoveError, match="б49:10:25:49, б49:25:10:49"):
        GAME.parse_move(state, "б49:49")
    assert GAME.format_move(state, GAME.parse_move(state, "б49:32")) == "б49:14:17:38:32"


def test_SH12_batyr_stops_in_the_gate_and_may_decline_next_turn():
    # Seed fig. 7 continued: б49:25:10 stops in the black gate. Next turn the batyr
    # (standing in a gate) may go on capturing or make any other move of its own,
    # but the other white pieces may not move instead (D-5).
    state = position("Б62 б49 (2)", "Б1, ш – 13, 15, 28, 31, 33 (6)")
    state = play(state, "б49:25:10", "Б1-2")
    moves = legal(state)
    assert {"б10:23", "б10:35", "б10:49", "б10:61", "б10-9", "б10-7", "б10*11"} <= moves
    assert all(m.startswith("б10") for m in moves)


# SH-12 the biy's right ----------------------------------------------------------------

def test_SH12_seed_biy_declines_a_losing_series_52_38_24():
    # Seed fig. 6: Б52:38:24 would lose the biy (17 takes it back onto 31), so the
    # biy may decline and must then make another move: "in this case Б52-51" (44 is
    # held by an own shatra that has nothing to capture). It may also stop on 38.
    state = position("Б52, ш – 44 (2)", "Б1, ш – 17, 31, 45 (4)")
    assert legal(state) == {"Б52:38:24", "Б52:38", "Б52-51"}
    after = GAME.push(state, "Б52:38:24")
    assert legal(after) == {"17:31"}
    end = GAME.push(after, "17:31")
    assert GAME.outcome(end).winner == BLACK
    assert GAME.legal_moves(end) == []


def test_SH12_seed_biy_stops_a_series_on_32_and_resumes_later():
    # Seed: "Б46:20 loses, so the biy may stop on 32 without taking Б32:20, and on
    # its next turn make another move if Б32:20 is still possible".
    state = position("Б46 (1)", "Б1, ш – 13, 26, 39 (4)")
    assert legal(state) == {"Б46:32", "Б46:32:20", "Б46-40", "Б46-47"}
    state = play(state, "Б46:32", "Б1-2")
    assert legal(state) == {"Б32:20", "Б32-25", "Б32-33", "Б32-39", "Б32-40"}


def test_SH12_D5_biy_that_declines_must_itself_move():
    # The biy can capture 39; White's shatra 42 has no capture. White plays the
    # biy's capture or another biy move; 42 may not move instead.
    state = position("Б46, ш – 42 (2)", "Б1, ш – 39 (2)")
    assert legal(state) == {"Б46:32", "Б46-40", "Б46-47"}


def test_SH10_SH12_forced_shatra_capture_allows_the_biy_capture_but_no_quiet_move():
    state = position("Б46, ш – 44 (2)", "Б1, ш – 37, 39 (3)")
    assert legal(state) == {"44:30", "Б46:32"}


def test_SH12_seed_figure_8_shatra_stops_in_the_enemy_gate():
    # Seed fig. 8: 51 over 44, 30, 15 reaches the black gate 10 and may stop there
    # (the biy's right in a gate), or go on over 14 onto 21.
    state = position("Б53, ш – 51 (2)", "Б1, ш – 14, 15, 30, 44 (5)")
    assert legal(state) == {"51:37:23:10:21", "51:37:23:10"}
    # Black cannot take the shatra on 10: 14 would land on 8, its own fortress (SH-13).
    state = GAME.push(state, "51:37:23:10")
    assert moves_from(state, 14) == mv("14", "20 21 22 13 15")
    # "and next turn capture 14 or make another move" -- of that shatra (D-5): its
    # steps into the black fortress or its reserve right onto the field.
    state = GAME.push(state, "Б1-2")
    assert legal(state) == {"10:21"} | mv("10", "7 8 9") | places("10", FIELD - {14})


# SH-13 -------------------------------------------------------------------------------

def test_SH13_seed_40_53_shatra_never_captures_into_its_own_gate():
    # Seed: "if capturing backwards a shatra would land in its own gate, as 40:53, it
    # may not capture". Black 48 stays; 40 just moves.
    state = position("Б62, ш – 40 (2)", "Б1, ш – 48 (2)")
    assert moves_from(state, 40) == mv("40", "32 33 34 39 41")
    assert not any(":" in m for m in legal(state))


def test_SH13_nor_into_its_own_fortress():
    # Black shatra on the white gate 53; white 49 would land on 55.
    state = position("Б46, ш – 49 (2)", "Б1, ш – 53 (2)")
    assert moves_from(state, 49) == mv("49", "42 41 43 48 50")
    assert not any(":" in m for m in legal(state))


def test_SH13_a_biy_may_capture_into_its_own_gate():
    # The rule is for shatras: the biy on 40 takes 48 landing on its gate 53.
    state = position("Б40, ш – 62 (2)", "Б1, ш – 48 (2)")
    assert "Б40:53" in legal(state)
