"""TV-6 the ratnik (D-1, en passant, I-3, I-5) and TV-7 promotion (D-2, I-7,
I-8). Move sets derived by hand from the spec.

Unless a test says otherwise the White volkhv is on a1 and the Black volkhv on
h7 (rules_helpers.position adds them); White is to move.
"""
from __future__ import annotations

from .rules_helpers import GAME, legal, moves_from, mv, play, position, tower


# TV-6 -------------------------------------------------------------------------------

def test_TV6_steps_forward_and_lands_on_enemies_only_diagonally():
    # d2 (start rank): d3, d4 (both empty); c3 Black vsadnik: xc3; e3 own vsadnik: no
    # (diagonally only onto enemies).
    state = position({"d2": "PQ", "c3": "n", "e3": "N"})
    assert moves_from(state, "d2") == mv("d2", "d3 d4 xc3")


def test_TV6_one_step_onto_an_own_piece_but_no_double_step_over_it():
    # D-1: the square passed (d3) must be empty.
    state = position({"d2": "PQ", "d3": "N"})
    assert moves_from(state, "d2") == mv("d2", "d3")


def test_TV6_double_step_may_land_on_an_own_piece():
    state = position({"d2": "PQ", "d4": "N"})
    assert moves_from(state, "d2") == mv("d2", "d3 d4")
    assert tower(play(state, "d2-d4"), "d4") == "[NPQ]"


def test_TV6_never_straight_onto_an_enemy():
    # Enemy on d4: only d3. Enemy on d3: nothing (and no double step over it).
    assert moves_from(position({"d2": "PQ", "d4": "n"}), "d2") == mv("d2", "d3")
    assert moves_from(position({"d2": "PQ", "d3": "n"}), "d2") == set()


def test_TV6_one_step_only_off_the_start_rank():
    assert moves_from(position({"d3": "PQ"}), "d3") == mv("d3", "d4")


def test_TV6_black_ratniks_move_down():
    state = position({"d7": "pq", "c6": "N"}, side="b")
    assert moves_from(state, "d7") == mv("d7", "d6 d5 xc6")


def test_TV6_a_tower_topped_by_a_ratnik_moves_as_a_ratnik():
    # [N PQ] on d2: the ratnik on top on the start rank (I-5) -> d3, d4, alone or
    # carrying the vsadnik.
    state = position({"d2": "[NPQ]"})
    assert moves_from(state, "d2") == mv("d2", "d3 d4") | mv("d2(1)", "d3 d4")


def test_TV6_a_ratnik_attacks_only_diagonally():
    # Black ratnik d5 lands on c4 and e4 only: the White volkhv d3 may step to d4,
    # right in front of it, but not to c4 or e4.
    state = position({"d3": "K", "d5": "pq"})
    assert moves_from(state, "d3") == mv("d3", "c2 c3 d2 d4 e2 e3")


def test_TV6_en_passant_lands_on_the_ratnik_as_if_it_had_stepped_once():
    state = position({"e5": "PH", "d7": "pq"}, side="b")
    after = play(state, "d7-d5")
    assert GAME.format_position(after).split()[3] == "d6"
    assert moves_from(after, "e5") == mv("e5", "e6 xd6")
    taken = play(after, "e5xd6")
    assert tower(taken, "d6") == "[pqPH]" and tower(taken, "d5") == "" and tower(taken, "e5") == ""


def test_TV6_en_passant_only_at_once():
    state = position({"e5": "PH", "d7": "pq"}, side="b")
    after = play(state, "d7-d5", "a1-b1", "h7-g7")
    assert moves_from(after, "e5") == mv("e5", "e6")


def test_I3_en_passant_of_a_tower_puts_the_whole_part_back():
    # [n pq] on d7 steps twice as a whole (2 pieces): en passant 'd6(2)'; the capture
    # puts both back on d6 and lands on them. Moving only the top ratnik leaves the
    # vsadnik on d7 and en passant takes the ratnik alone.
    state = position({"e5": "PH", "d7": "[npq]"}, side="b")
    after = play(state, "d7-d5")
    assert GAME.format_position(after).split()[3] == "d6(2)"
    assert tower(play(after, "e5xd6"), "d6") == "[npqPH]"
    after = play(state, "d7(1)-d5")
    assert GAME.format_position(after).split()[3] == "d6"
    taken = play(after, "e5xd6")
    assert tower(taken, "d6") == "[pqPH]" and tower(taken, "d7") == "n" and tower(taken, "d5") == ""


def test_TV6_en_passant_by_a_tower_may_split():
    # The capturer [N PH] on e5 takes en passant with its top or the whole tower.
    state = position({"e5": "[NPH]", "d7": "pq"}, side="b")
    after = play(state, "d7-d5")
    assert moves_from(after, "e5") == mv("e5", "e6 xd6") | mv("e5(1)", "e6 xd6")


# TV-7 -------------------------------------------------------------------------------

def test_TV7_promotes_to_the_piece_it_started_in_front_of():
    # The d-file ratnik becomes a knyaz, marked '=Q' (I-7).
    state = position({"d7": "PQ"})
    assert moves_from(state, "d7") == {"d7-d8=Q"}
    assert tower(play(state, "d7-d8=Q"), "d8") == "Q+"


def test_TV7_the_volkhvs_ratnik_becomes_a_helgi():
    state = position({"e7": "PH", "f8": "r"})
    assert moves_from(state, "e7") == {"e7-e8=H", "e7xf8=H"}
    assert tower(play(state, "e7xf8=H"), "f8") == "[rH]"


def test_TV7_promotion_on_a_diagonal_landing():
    state = position({"a7": "PR", "b8": "n"})
    assert moves_from(state, "a7") == {"a7-a8=R", "a7xb8=R"}


def test_TV7_a_carried_ratnik_promotes_only_when_uncovered_on_its_last_rank():
    # [PN R] on c7: the ratoborets carries the ratnik to c8 - covered, it stays a
    # ratnik. When the ratoborets leaves, the ratnik is on top on rank 8: a vsadnik.
    state = position({"c7": "[PNR]", "h5": "k"})
    after = play(state, "c7-c8")
    assert tower(after, "c8") == "[PNR]"
    after = play(after, "h5-h4", "c8(1)-e8=N")
    assert tower(after, "c8") == "N+" and tower(after, "e8") == "R"


def test_I8_an_opponents_move_may_uncover_and_promote_a_ratnik():
    # [PQ r] on d8: Black lifts its ratoborets; the White ratnik is on top on rank 8
    # and becomes a knyaz at once. Carrying the ratnik away promotes nothing.
    state = position({"d8": "[PQr]"}, side="b")
    moves = moves_from(state, "d8")
    assert "d8(1)-d5=Q" in moves and "d8-d5" in moves
    after = play(state, "d8(1)-d5=Q")
    assert tower(after, "d8") == "Q+"
    assert tower(play(state, "d8-d5"), "d5") == "[PQr]"


def test_D2_an_enemy_landing_on_a_promoted_ratnik_demotes_it():
    # Black ratoborets d8 lands on the White knyaz-ratnik d4: it is a ratnik again, and
    # when uncovered off its last rank it moves as a ratnik.
    state = position({"d4": "Q+", "d8": "r"}, side="b")
    after = play(state, "d8xd4")
    assert tower(after, "d4") == "[PQr]"
    after = play(after, "a1-b1", "d4(1)-a4")
    assert tower(after, "d4") == "PQ"
    assert moves_from(after, "d4") == mv("d4", "d5")


def test_D2_an_own_piece_landing_on_a_promoted_ratnik_demotes_it():
    state = position({"d4": "Q+", "d1": "R"})
    assert tower(play(state, "d1-d4"), "d4") == "[PQR]"


def test_TV7_demoted_on_the_last_rank_it_promotes_again_when_uncovered():
    # The seed: a captured promoted ratnik is a ratnik again and may promote again.
    state = position({"d8": "Q+", "a8": "r", "h1": "K"}, side="b")
    after = play(state, "a8xd8")
    assert tower(after, "d8") == "[PQr]"
    after = play(after, "h1-g1", "d8(1)-d3=Q")
    assert tower(after, "d8") == "Q+"


def test_TV7_a_helgi_is_demoted_too():
    state = position({"e4": "H", "e8": "r"}, side="b")
    assert tower(play(state, "e8xe4"), "e4") == "[PHr]"


def test_TV7_promotion_letters_in_legal_moves_from_the_start_of_a_race():
    # Both ratniks one step from promotion; White to move: only White's promotes.
    state = position({"b7": "PN", "g2": "pn"})
    assert "b7-b8=N" in legal(state) and not any("=" in m for m in legal(state) - {"b7-b8=N"})
