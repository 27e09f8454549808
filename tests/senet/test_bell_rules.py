"""Bell (senet.md B-1..B-7, D-2), alone and as the continuation of Kendall:
hand-built positions, a given throw, the exact set of legal moves."""
from tests.senet.helpers import after, game, legal, position, squares, step_token

BELL = game("senet-bell")
CYCLES = game("senet-cycles")
CYCLES2 = game("senet-cycles", cycles=2)


# B-1 -------------------------------------------------------------------------------

def test_B1_bell_alone_starts_off_the_board_and_the_first_one_decides():
    state = BELL.initial_state()
    assert BELL.format_position(state) == (
        "........../........../.......... S:B0:5 C:B0:5 odd:- open:A t1")
    state = BELL.push(BELL.push(state, "[2]"), "[1]")
    # The 1 only gives the first move: Spools now throw (seed: "бросает ... и выставляет").
    assert step_token(BELL, state) == "S?"
    assert set(BELL.legal_move_texts(BELL.push(state, "[3]"))) == {"in-28"}


def test_B1_bell_fixed_first_player():
    g = game("senet-bell", first="fixed")
    assert step_token(g, g.initial_state()) == "S?"


def test_B1_continuation_goes_on_in_bell_at_once_with_the_extra_throw():
    text = position([30], [3, 12, 20], step="S?", turn=40)
    state = after(CYCLES, text, "[1]", "30-off")
    assert CYCLES.format_position(state) == (
        "..C......./.C.......C/.......... S:B0:5 C:K0:2 odd:- S?+ t40")
    assert set(CYCLES.legal_move_texts(CYCLES.push(state, "[2]"))) == {"in-29"}


def test_B1_the_other_player_keeps_playing_kendall_on_the_same_board():
    # Cones (Kendall) 12 hits the lone Spools Bell piece on 14; 20->22 is free.
    text = position([14, 25], [12, 20], s="B0", c="K0", step="C?")
    assert legal(CYCLES, text, "[2]") == {"12x14", "20-22"}
    state = after(CYCLES, text, "[2]", "12x14")
    assert squares(state.spools) == [12, 25] and squares(state.cones) == [14, 20]


# B-2, D-2 --------------------------------------------------------------------------

def test_B2_D2_entering_is_compulsory_when_the_square_is_free():
    # Spools could also play 20-17, but a piece must enter on Bell square 3 = 28.
    assert legal(BELL, position([20], [5], s="B0", c="B0", step="S?"), "[3]") == {"in-28"}


def test_B2_an_occupied_entry_square_means_a_board_move():
    text = position([20], [5, 28], s="B0", c="B0", step="S?")
    assert legal(BELL, text, "[3]") == {"20-17"}
    text = position([20, 28], [5], s="B0", c="B0", step="S?")
    assert legal(BELL, text, "[3]") == {"20-17", "28-25"}


def test_B2_no_entry_and_no_board_move_loses_the_throw():
    # Entry square 29 holds Cones; the one Spools piece on 2 cannot go below 1,
    # and backward 2->4 would hit the end of the Cones pair 4-5.
    text = position([2], [4, 5, 29], s="B0", c="B0", step="S?")
    assert step_token(BELL, after(BELL, text, "[2]")) == "C?"


# B-3 -------------------------------------------------------------------------------

def test_B3_no_throw_of_fate_no_drowning_for_a_bell_piece():
    state = after(BELL, position([20], [5], s="B0", c="B0", step="S?"), "[5]", "in-26")
    assert step_token(BELL, state) == "S?+" and squares(state.spools) == [20, 26]
    state = after(BELL, position([20], [5], s="B0", c="B0", step="S?"), "[4]", "in-27")
    assert squares(state.spools) == [20, 27]
    text = position([28, 30, 21, 22, 23], [5], s="B0", c="B0", step="S?")
    # Houses 28 and 30 are left with any throw; 27 keeps the piece. 22, 23 are blocked
    # by own pieces (and 30->28 with a 2).
    assert legal(BELL, text, "[1]") == {"28-27", "30-29", "21-20"}
    assert squares(after(BELL, text, "[1]", "28-27").spools) == [21, 22, 23, 27, 30]
    assert legal(BELL, text, "[2]") == {"28-26", "21-19", "22-20"}


def test_B3_not_beyond_square_1_nor_backward_beyond_30_and_houses_stay_safe():
    # Entry 28 is taken. 2-3 < 1; 29->26 is a House hit; backward 29->32 is off the
    # board, so only 2->5 backward.
    text = position([2, 29], [26, 28], s="B0", c="B0", step="S?")
    assert legal(BELL, text, "[3]") == {"2-5<"}


def test_B3_S14_ba_and_net_hold_in_bell():
    text = position([13, 20, 24, 25, 27], [5], s="B0", c="B0", step="S?")
    assert step_token(BELL, after(BELL, text, "[3]", "13-10")) == "S?+"
    assert step_token(BELL, after(BELL, text, "[4]", "20-16")) == "C?"


# B-4 -------------------------------------------------------------------------------

def test_B4_domains_when_the_first_bell_piece_reaches_1():
    text = position([3, 22, 23, 24, 25], [20], s="B0", c="B0", step="S?")
    assert legal(BELL, text, "[2]") == {"3-1", "22x20", "23-21"}
    state = after(BELL, text, "[2]", "3-1")
    assert state.odd_owner == 0 and " odd:S " in BELL.format_position(state)


def test_B4_domains_also_when_a_swap_puts_a_bell_piece_on_1():
    # Cones (Kendall) on 1 hits the lone Spools Bell piece on 3, which lands on 1.
    text = position([3, 20], [1, 12], s="B0", c="K0", step="C?")
    state = after(CYCLES, text, "[2]", "1x3")
    assert squares(state.spools) == [1, 20] and state.odd_owner == 0


def test_B4_D6_domains_hold_until_both_have_finished_that_bell_phase():
    # Issue 12, S3 (5 cycles): Spools are a cycle ahead and in Bell; Cones finish with
    # 11-9. Spools have not finished the Bell phase these domains belong to, so they
    # stay with Cones, marked ``odd:C:C`` (Cones have finished theirs).
    g = game("senet-cycles", cycles=5)
    text = "C.C.CSC.../CS.S.....S/.S........ S:B2:0 C:B1:0 odd:C C[2] t1"
    state = after(g, text, "11-9")
    assert g.format_position(state) == (
        "C.C.CSC.C./.S.S.....S/.S........ S:B2:0 C:K2:0 odd:C:C S? t2")
    # Cones on 9 and 3 stand on their domains: Spools' 3 cannot hit them (B-5).
    assert legal(g, g.format_position(state), "[3]") == {"14-11", "20-17", "22-19"}
    # Cones may finish Bell again under the same domains: they still hold.
    text = position([2, 4, 12, 22, 23], [1, 3, 5, 7, 11], s="B3", c="B2", odd="C:C",
                    step="C?")
    state = after(g, text, "[2]", "11-9")
    assert (state.cycles_cones, state.odd_owner, state.bell_done) == (3, 1, 1)
    # Spools finish (11->8, all on the even squares): both have, the domains are free.
    text = position([2, 4, 6, 10, 11], [1, 3, 5, 7, 9], s="B2", c="K2", odd="C:C",
                    step="S?")
    assert legal(g, text, "[3]") == {"11-8"}  # 4x1 and 6x3 would hit Cones' domains
    assert g.format_position(after(g, text, "[3]", "11-8")) == (
        "CSCSCSCSCS/........../.......... S:K3:0 C:K2:0 odd:- C? t2")


def test_B4_long_senet_domains_run_to_14():
    g = game("senet-bell", pieces=7)
    # Spools own the odd squares 1..13: a lone Cones piece on 13 can be hit.
    # 15x13; 16->14 free; 20x18 a lone piece; 21->19; 22->20 and 23->21 own.
    text = position([1, 15, 16, 20, 21, 22, 23], [13, 18], s="B0", c="B0", odd="S",
                    step="S?", pieces=7)
    assert legal(g, text, "[2]") == {"15x13", "16-14", "20x18", "21-19"}
    # Cones own the even squares 2..14: 16->14 may not hit it (with 5 pieces it could).
    text = position([1, 16, 20, 21, 22, 23, 25], [14, 9], s="B0", c="B0", odd="S",
                    step="S?", pieces=7)
    assert legal(g, text, "[2]") == {"20-18", "21-19"}
    text5 = position([1, 16, 20, 22, 23], [14, 9], s="B0", c="B0", odd="S", step="S?")
    assert legal(BELL, text5, "[2]") == {"16x14", "20-18", "23-21"}  # 22->20 own


# B-5 -------------------------------------------------------------------------------

def test_B5_a_piece_on_its_own_domain_cannot_be_hit():
    # odd:S, so Cones' domains are the even squares: 4 is safe, 9 is not.
    text = position([1, 6, 11, 20, 22], [4, 9], s="B0", c="B0", odd="S", step="S?")
    assert legal(BELL, text, "[2]") == {"11x9", "20-18"}


def test_B5_a_domain_piece_may_have_to_move_backward_out():
    # Forward: 3->1, 5->3, 7->5 own; 12->10 a House. Backward: 7->9 and 12->14.
    text = position([1, 3, 5, 7, 12], [10], s="B0", c="B0", odd="S", step="S?")
    assert legal(BELL, text, "[2]") == {"7-9<", "12-14<"}


# B-6 -------------------------------------------------------------------------------

def test_B6_no_blockade_inside_the_domains_once_assigned():
    text = position([1, 9, 14, 22, 23], [6, 7, 12, 13], s="B0", c="B0", odd="S", step="S?")
    # 9->5 passes the pair 7-6 inside the domains; 14->10 passes 13-12 outside: blocked.
    assert legal(BELL, text, "[4]") == {"9-5", "22-18", "23-19"}
    text = position([2, 9, 14, 22, 23], [6, 7, 12, 13], s="B0", c="B0", odd="-", step="S?")
    assert legal(BELL, text, "[4]") == {"22-18", "23-19"}


# B-7 -------------------------------------------------------------------------------

def test_B7_all_pieces_on_own_domains_wins_bell():
    text = position([1, 3, 5, 7, 11], [20], s="B0", c="B0", odd="S", step="S?")
    assert legal(BELL, text, "[2]") == {"11-9"}
    state = after(BELL, text, "[2]", "11-9")
    outcome = BELL.outcome(state)
    assert outcome.winner == 0 and "domains" in outcome.reason
    assert step_token(BELL, state) == "#S:bell" and state.cycles_spools == 1


def test_B7_the_other_player_can_finish_on_the_movers_move():
    # Spools finished a cycle (Kendall again, domains still held: odd:S). Spools 10x13
    # sends the Cones piece to 10: every Cones piece on an even square.
    # 1->4, 3->6, 5->8 hit Cones' domains; 7->10 is own.
    text = position([1, 3, 5, 7, 10], [2, 4, 6, 8, 13], s="K1", c="B0", odd="S:S", step="S?")
    assert legal(CYCLES2, text, "[3]") == {"10x13"}
    state = after(CYCLES2, text, "[3]", "10x13")
    # Both have finished that Bell phase: the domains are free again (B-4).
    assert CYCLES2.format_position(state) == (
        "SCSCSCSC.C/..S......./.......... S:K1:0 C:K1:0 odd:- C? t2")
    assert CYCLES2.outcome(state) is None


def test_B7_D5_one_move_can_finish_bell_for_both_players():
    # Issue 12, S2 (3 cycles): Spools 10x7 put every Spools piece on the odd squares
    # and send the Cones piece to 10, every Cones piece on the even ones. Both finish,
    # judged on the domains in force at the end of the move, the mover first; then
    # the domains are shared out anew (nobody is in Bell: not yet).
    g = game("senet-cycles", cycles=3)
    text = "SCSCSCCCSS/........../.......... S:B0:0 C:B1:0 odd:S S[3] t1"
    assert g.format_position(after(g, text, "10x7")) == (
        "SCSCSCSCSC/........../.......... S:K1:0 C:K2:0 odd:- C? t2")
    # In 2 cycles Cones complete the session on Spools' move; in 1, both would, and
    # the mover is judged first.
    assert CYCLES2.outcome(after(CYCLES2, text, "10x7")).winner == 1
    text = text.replace("C:B1:0", "C:B0:0")
    assert CYCLES.outcome(after(CYCLES, text, "10x7")).winner == 0
