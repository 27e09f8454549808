"""Kendall (senet.md S-1..S-15, D-1): hand-built positions, a given throw and
the exact set of legal moves, worked out from the spec (reasoning in comments)."""
import itertools
import random
from fractions import Fraction

import pytest

from games.core.playout import random_game
from tests.senet.helpers import after, game, legal, position, squares, step_token

K = game("senet-kendall")
CYCLES = game("senet-cycles")


# S-1 -------------------------------------------------------------------------------

def test_S1_board_is_written_along_the_track():
    text = position([9, 20, 21], [1], step="S[2]")
    assert text.split()[0] == "C.......S./.........S/S........."
    assert K.format_position(K.parse_position(text)) == text
    # 9+2 = 11: the row end 10-11 is just the next square.
    assert legal(K, text) == {"9-11", "20-22", "21-23"}


def test_S1_groups_and_the_blockade_run_across_the_row_end():
    # Cones 20, 21 are neighbours (a pair: both ends protected, and a blockade).
    text = position([18, 19], [20, 21], step="S?")
    # 2: 18->20 and 19->21 hit protected ends; no forward move, so backward (S-10).
    assert legal(K, text, "[2]") == {"18-16<", "19-17<"}
    # 3: 18->21 protected; 19->22 passes 20 and 21 (blockade). Backward: 15 and 16.
    assert legal(K, text, "[3]") == {"18-15<", "19-16<"}


# S-2 -------------------------------------------------------------------------------

@pytest.mark.parametrize("pieces, board", [
    (5, "CSCSCSCSCS/........../.........."),
    (7, "CSCSCSCSCS/CSCS....../.........."),
])
def test_S2_five_or_seven_pieces_a_side(pieces, board):
    g = game("senet-kendall", pieces=pieces)
    text = g.format_position(g.initial_state())
    assert text.split()[0] == board and "S:K0:0 C:K0:0" in text


@pytest.mark.parametrize("name", ["senet-kendall", "senet-bell", "senet-cycles", "senet-modern"])
def test_S2_long_senet_is_playable_to_the_end(name):
    g = game(name, pieces=7)
    for seed in range(3):
        assert random_game(g, random.Random(seed), record=False).outcome is not None


# S-3 -------------------------------------------------------------------------------

def test_S3_throw_distribution_by_enumerating_the_16_stick_falls():
    counts = {}
    for sticks in itertools.product(("light", "dark"), repeat=4):
        light = sticks.count("light")
        score = light if light else 5
        counts[score] = counts.get(score, 0) + 1
    expected = {score: Fraction(n, 16) for score, n in counts.items()}
    assert expected == {1: Fraction(4, 16), 2: Fraction(6, 16), 3: Fraction(4, 16),
                        4: Fraction(1, 16), 5: Fraction(1, 16)}
    for state in (K.initial_state(), K.parse_position(position([3], [20], step="S?+"))):
        outcomes = K.chance_outcomes(state)
        assert {K.format_move(state, m): p for m, p in outcomes} == {
            f"[{s}]": p for s, p in expected.items()}
        assert list(K.legal_moves(state)) == [m for m, _ in outcomes]
        assert K.to_move(state) == -1


@pytest.mark.parametrize("score, step", [(1, "S?+"), (2, "C?"), (3, "C?"), (4, "S?+"), (5, "S?+")])
def test_S3_one_four_five_throw_again_two_three_end_the_turn(score, step):
    text = position([3], [20], step="S?", turn=7)
    state = after(K, text, f"[{score}]", f"3-{3 + score}")  # 4..8: no House
    assert step_token(K, state) == step
    assert state.turn == (7 if step == "S?+" else 8)


# S-4 -------------------------------------------------------------------------------

@pytest.mark.parametrize("origin, score, house", [
    (8, 2, 10), (13, 2, 15), (14, 2, 16), (24, 2, 26), (26, 1, 27), (26, 2, 28),
    (26, 3, 29), (26, 4, 30)])
def test_S4_a_piece_on_a_house_is_never_hit(origin, score, house):
    # Cycles game: the lone Cones piece is a Bell piece, so it may stand on any House.
    text = position([origin], [house], c="B0", step="S?")
    # The hit is illegal, no other forward move: the piece must go backward (S-10).
    assert legal(CYCLES, text, f"[{score}]") == {f"{origin}-{origin - score}<"}


def test_S4_the_same_lone_piece_off_a_house_is_hit():
    assert legal(CYCLES, position([12], [14], c="B0", step="S?"), "[2]") == {"12x14"}


# S-5 -------------------------------------------------------------------------------

def test_S5_same_seed_same_game_and_the_record_replays():
    first = random_game(K, random.Random(11))
    second = random_game(K, random.Random(11))
    assert first.texts == second.texts and first.states == second.states
    state = K.initial_state()
    for text, expected in zip(first.texts, first.states[1:]):
        state = K.push(state, text)
        assert state == expected
    assert K.outcome(state) == first.outcome


# S-6 -------------------------------------------------------------------------------

def test_S6_throw_in_turn_until_a_one_then_spools_use_it():
    state = K.initial_state()
    assert step_token(K, state) == "open:A"
    state = K.push(state, "[3]")
    assert step_token(K, state) == "open:B" and state.turn == 2
    state = K.push(state, "[4]")  # no extra throw in the opening
    assert step_token(K, state) == "open:A" and state.turn == 3
    state = K.push(state, "[1]")
    assert step_token(K, state) == "S[1]" and state.turn == 3
    # Spools on 2..10, Cones on 1..9, every Cones piece alone: 10->11 or any hit.
    assert set(K.legal_move_texts(state)) == {"10-11", "2x3", "4x5", "6x7", "8x9"}
    assert step_token(K, K.push(state, "10-11")) == "S?+"  # the 1 gives another throw


def test_S6_long_senet_front_piece_is_14():
    g = game("senet-kendall", pieces=7)
    assert set(g.legal_move_texts(g.push(g.initial_state(), "[1]"))) == {
        "2x3", "4x5", "6x7", "8x9", "10x11", "12x13", "14-15"}


def test_S6_fixed_first_player_option():
    g = game("senet-kendall", first="fixed")
    assert step_token(g, g.initial_state()) == "S?"
    assert g.format_position(g.initial_state()).startswith("CSCSCSCSCS/")


# S-7 -------------------------------------------------------------------------------

def test_S7_hit_swaps():
    text = position([3, 12], [14], step="S?")
    assert legal(K, text, "[2]") == {"3-5", "12x14"}
    state = after(K, text, "[2]", "12x14")
    assert squares(state.spools) == [3, 14] and squares(state.cones) == [12]


def test_S7_never_onto_an_own_piece():
    # 12->14 own; 14->16 free (the Net).
    assert legal(K, position([12, 14], [1], step="S?"), "[2]") == {"14-16"}


# S-8 -------------------------------------------------------------------------------

def test_S8_triple_middle_can_be_hit_its_ends_cannot():
    text = position([4], [5, 6, 7], step="S?")
    assert legal(K, text, "[2]") == {"4x6"}       # passes one enemy, the middle is open
    assert legal(K, text, "[1]") == {"4-3<"}      # 5 is an end: protected
    assert legal(K, text, "[3]") == {"4-1<"}      # 7 is an end, and 5-6 block anyway


def test_S8_both_pieces_of_a_pair_are_protected():
    text = position([4], [5, 6], step="S?")
    assert legal(K, text, "[1]") == {"4-3<"}
    assert legal(K, text, "[2]") == {"4-2<"}


# S-9 -------------------------------------------------------------------------------

def test_S9_two_neighbouring_enemies_block():
    text = position([11], [12, 13], step="S?")
    assert legal(K, text, "[3]") == {"11-8<"}
    assert legal(K, text, "[4]") == {"11-7<"}
    assert legal(K, position([11], [12, 14], step="S?"), "[3]") == {"11x14"}


def test_S9_blockade_holds_backward_too():
    # 14 forward: 16 protected (pair end, House), 17 past 15-16; backward past 13-12.
    text = position([14], [12, 13, 15, 16], step="S?")
    for score in (2, 3):
        state = after(K, text, f"[{score}]")  # the throw is lost
        assert step_token(K, state) == "C?"


def test_S9_blockade_holds_for_a_bear_off():
    assert step_token(K, after(K, position([28], [29, 30], step="S?"), "[3]")) == "C?"
    assert legal(K, position([28], [29], step="S?"), "[3]") == {"28-off"}


# S-10 ------------------------------------------------------------------------------

def test_S10_no_backward_move_while_any_piece_can_go_forward():
    assert legal(K, position([2, 11], [12, 13], step="S?"), "[3]") == {"2-5"}


def test_S10_never_before_square_1_and_a_useless_throw_is_lost():
    state = after(K, position([2], [3, 4], step="S?"), "[3]")  # 2->5 blocked, 2-3 < 1
    assert step_token(K, state) == "C?"
    # An unusable 1, 4 or 5 still gives another throw (Clarifications).
    state = after(K, position([28], [1], step="S?", turn=4), "[1]")
    assert step_token(K, state) == "S?+" and state.turn == 4


# S-11, S-12 ------------------------------------------------------------------------

def test_S11_no_piece_passes_26():
    text = position([24], [1], step="S?")
    assert legal(K, text, "[3]") == {"24-21<"}
    assert legal(K, text, "[2]") == {"24-26"}
    assert legal(K, position([23], [1], step="S?"), "[5]") == {"23-18<"}


def test_S11_D4_nor_backward_from_27():
    # Issue 12, S1: a Kendall piece on 27 (a Bell piece's hit put it there) with a 5
    # has no forward move (past the bear-off), and 27->22 would pass 26: the throw is
    # lost, its extra throw is not (S-10).
    text = "C........./........../......S... S:K0:4 C:K0:4 odd:- S? t1"
    for g in (K, CYCLES):
        state = after(g, text, "[5]")
        assert g.format_position(state) == text.replace(" S? ", " S?+ ")


@pytest.mark.parametrize("score, step", [(2, "C?"), (3, "C?"), (4, "S?+"), (5, "S?+")])
def test_S11_D4_a_piece_on_27_steps_back_only_onto_26(score, step):
    # The pair on the Houses 28-29 blocks every forward move (S-4, S-9): 27->28 and
    # 27->29 are Houses, 27->30 and the bear-off pass the pair. Back past 26: never.
    text = position([27], [28, 29], step="S?")
    state = after(K, text, f"[{score}]")
    assert squares(state.spools) == [27] and step_token(K, state) == step
    # With a 1 the piece lands on 26 backward, and the throw of fate follows (S-10).
    assert legal(K, text, "[1]") == {"27-26<"}
    assert step_token(K, after(K, text, "[1]", "27-26<")) == "S!+"


@pytest.mark.parametrize("fate, spools, off", [
    (1, [5, 15], 3), (2, [5, 28], 3), (3, [5, 29], 3), (4, [5, 30], 3), (5, [5], 4)])
def test_S11_throw_of_fate(fate, spools, off):
    state = after(K, position([5, 24], [1], step="S?"), "[2]", "24-26")
    assert step_token(K, state) == "S!" and K.to_move(state) == -1
    assert [K.format_move(state, m) for m in K.legal_moves(state)] == [
        "[1]", "[2]", "[3]", "[4]", "[5]"]
    state = K.push(state, f"[{fate}]")
    assert squares(state.spools) == spools and state.off_spools == off
    assert step_token(K, state) == "C?"  # a fate throw never gives another throw


def test_S11_fate_into_an_occupied_house_falls_into_the_water():
    state = after(K, position([24], [29], step="S?"), "[2]", "24-26", "[3]")
    assert squares(state.spools) == [15] and squares(state.cones) == [29]


def test_S11_the_moving_throw_still_gives_its_extra_throw_after_fate():
    state = after(K, position([22], [1], step="S?"), "[4]", "22-26")
    assert step_token(K, state) == "S!+"
    assert step_token(K, K.push(state, "[2]")) == "S?+"


def test_S12_drowned_piece_is_reborn_on_15_or_the_nearest_free_square_before_it():
    # A piece left standing on 26 goes into the Water with a 1; 14->15 is a House hit.
    text = position([14, 26], [15], step="S?")
    assert legal(K, text, "[1]") == {"26-27"}
    state = after(K, text, "[1]", "26-27")
    assert squares(state.spools) == [13, 14] and squares(state.cones) == [15]
    state = after(K, position([24], [1], step="S?"), "[2]", "24-26", "[1]")
    assert squares(state.spools) == [15]


# S-13 ------------------------------------------------------------------------------

@pytest.mark.parametrize("score, expected", [(1, {"30-off"}), (2, {"29-off"}), (3, {"28-off"})])
def test_S13_exact_throws_from_the_last_three_houses(score, expected):
    assert legal(K, position([28, 29, 30], [1], step="S?"), f"[{score}]") == expected


@pytest.mark.parametrize("score, step", [(1, "S?+"), (2, "C?"), (4, "S?+"), (5, "S?+")])
def test_S13_a_piece_on_28_has_no_other_move(score, step):
    # Not 28->29 with a 1, not backward: the throw is lost.
    assert step_token(K, after(K, position([28], [1], step="S?"), f"[{score}]")) == step


# S-14, D-1 -------------------------------------------------------------------------

def test_S14_D1_ba_gives_another_throw():
    assert step_token(K, after(K, position([8], [1], step="S?"), "[2]", "8-10")) == "S?+"
    # Also when a backward move ends there (a board effect acts on the mover's piece).
    text = position([12], [13, 14], step="S?")
    assert legal(K, text, "[2]") == {"12-10<"}
    assert step_token(K, after(K, text, "[2]", "12-10<")) == "S?+"


def test_S14_D1_net_ends_the_turn_even_after_a_four():
    state = after(K, position([12], [1], step="S?", turn=3), "[4]", "12-16")
    assert step_token(K, state) == "C?" and state.turn == 4


def test_S14_extra_throws_do_not_add_up():
    state = after(K, position([6], [1], step="S?"), "[4]", "6-10")
    assert step_token(K, state) == "S?+"
    assert step_token(K, K.push(K.push(state, "[2]"), "10-12")) == "C?"


# S-15 ------------------------------------------------------------------------------

def test_S15_first_to_bear_off_every_piece_wins():
    state = after(K, position([29], [1, 2], step="S?"), "[2]", "29-off")
    assert state.off_spools == 5
    outcome = K.outcome(state)
    assert outcome is not None and outcome.winner == 0 and "Kendall" in outcome.reason
    assert K.legal_moves(state) == [] and step_token(K, state) == "#S:kendall"
