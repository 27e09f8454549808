"""Kamla piece moves (K-16..K-20, D-3, D-4), sets derived by hand from the spec.

Unless a test says otherwise the Lower Ruler is on d1 and the Upper Ruler on e8
(helpers.position adds them); Lower is to move.
"""
from __future__ import annotations

import pytest

from .rules_helpers import SOLO, board_fields, moves_from, mv, position


# K-16 Shell ---------------------------------------------------------------------

def test_K16_shell_moves_one_forward_only():
    # Lower Shell d4: forward is d5 (empty). The enemy on e5 is diagonal: no capture.
    state = position({"d4": "S", "e5": "s"})
    assert moves_from(state, "d4") == {"Sd4-d5"}


def test_K16_shell_captures_straight_forward():
    # Enemy Eagle on d5: the Shell captures it; the Eagle changes side onto d4 (K-9).
    state = position({"d4": "S", "d5": "e"})
    assert moves_from(state, "d4") == {"Sd4xd5"}
    assert board_fields(SOLO.push(state, "Sd4xd5")) == "4r3/8/8/3S4/3E4/8/8/3R4 U -"


def test_K16_shell_blocked_by_own_piece():
    state = position({"d4": "S", "d5": "E+"})
    assert moves_from(state, "d4") == set()


def test_K16_upper_shell_moves_toward_rank_1():
    state = position({"e5": "s"}, side="U")
    assert moves_from(state, "e5") == {"Se5-e4"}


def test_K16_shell_walks_through_river_and_island():
    # "ему не страшна вода": a Shell on island c3 steps to c4.
    state = position({"c3": "S"})
    assert moves_from(state, "c3") == {"Sc3-c4"}


def test_K16_promoted_shell_moves_left_right_back():
    # S+ on d4: forward d5, left c4, right e4, back d3 (river cells allowed).
    state = position({"d4": "S+"})
    assert moves_from(state, "d4") == mv("Sd4", "d5 c4 e4 d3")


def test_K16_promoted_shell_captures_sideways_and_back():
    # Enemy Archers on e4 (right) and d3 (back): both captured; c4, d5 free.
    # (Archers, not Eagles: an Upper Eagle on d3 would check the Ruler on d1.)
    state = position({"d4": "S+", "e4": "a", "d3": "a"})
    assert moves_from(state, "d4") == mv("Sd4", "d5 c4 xe4 xd3")


# K-17 Archer --------------------------------------------------------------------

def test_K17_archer_captures_over_bow_and_converts():
    # A b4, own Shell b5 is the bow, b6 empty, enemy Eagle b7 is the first piece
    # beyond the bow: Ab4xb7. The forward step b5 is occupied. After the capture the
    # Archer stands on b7 (Lower's zone: promoted), the Eagle on b4 as a Lower Eagle.
    state = position({"b4": "A", "b5": "S", "b7": "e"})
    assert moves_from(state, "b4") == {"Ab4xb7"}
    assert board_fields(SOLO.push(state, "Ab4xb7")) == "4r3/1A+6/8/1S6/1E6/8/8/3R4 U -"


def test_K17_archer_needs_a_bow():
    # Enemy on b6 is the first piece: no bow, no capture; the Archer steps to b5.
    state = position({"b4": "A", "b6": "e"})
    assert moves_from(state, "b4") == {"Ab4-b5"}


def test_K17_archer_never_captures_by_its_step():
    # Enemy Eagle adjacent on b5 is only the bow; the target is b6 beyond it.
    state = position({"b4": "A", "b5": "e", "b6": "e"})
    assert moves_from(state, "b4") == {"Ab4xb6"}


def test_K17_archer_target_is_first_piece_beyond_bow():
    # Bow b5; b6 and b8 both enemies: only b6 (the first beyond the bow).
    state = position({"b4": "A", "b5": "S", "b6": "e", "b8": "e"})
    assert moves_from(state, "b4") == {"Ab4xb6"}


def test_K17_archer_no_capture_when_first_beyond_bow_is_uncapturable():
    # Clarification: the target b6 is an enemy Shell (K-13 forbids) -> no capture on
    # the line at all, the Eagle on b8 is not reachable.
    state = position({"b4": "A", "b5": "S", "b6": "s", "b8": "e"})
    assert moves_from(state, "b4") == set()


def test_K17_archer_no_capture_of_own_piece():
    # Bow b5, own Eagle b6: nothing to capture.
    state = position({"b4": "A", "b5": "s", "b6": "E"})
    assert moves_from(state, "b4") == set()


def test_K17_unpromoted_archer_only_forward():
    # Same surroundings as the D-3 test below but unpromoted: step e5 and the
    # forward bow capture e7 only.
    state = position(_D3_CELLS("A"), rulers=False)
    assert moves_from(state, "e4") == {"Ae4-e5", "Ae4xe7"}


def _D3_CELLS(archer: str) -> dict[str, str]:
    return {
        "d1": "R", "d8": "r",
        "e4": archer,
        "e6": "s", "e7": "e",          # up: e5 empty, bow e6, target e7
        "b4": "S", "a4": "e",          # left: d4 c4 empty, bow b4, target a4
        "g4": "h", "h4": "a",          # right: f4 empty, bow g4 (a Shield), target h4
    }                                  # down: e3 e2 e1 empty, nothing to capture


def test_D3_K17_promoted_archer_four_directions():
    # D-3: A+ e4 steps e5, e3, d4, f4 and captures over a bow in all four
    # directions: e7 (bow e6), a4 (bow b4), h4 (bow: the Upper Shield g4, K-24).
    state = position(_D3_CELLS("A+"), rulers=False)
    assert moves_from(state, "e4") == mv("Ae4", "e5 e3 d4 f4 xe7 xa4 xh4")


def test_D3_promoted_archer_captures_backward():
    # A+ g5: up g6 (g7 g8 empty: no capture), left f5, right h5, back g4; the bow
    # g3 (Upper Shell) lets it take the Upper Eagle on g2.
    state = position({"g5": "A+", "g3": "s", "g2": "e"})
    assert moves_from(state, "g5") == mv("Ag5", "g6 f5 h5 g4 xg2")


# K-18 Eagle ---------------------------------------------------------------------

def test_K18_eagle_is_a_rook():
    # E b5: up b6 (b7 own promoted Shell: no swap, K-14 only for unpromoted), down
    # b4 b3 b2 b1, left a5, right c5 d5 and the enemy Shell e5.
    state = position({"b5": "E", "b7": "S+", "e5": "s"})
    assert moves_from(state, "b5") == mv("Eb5", "b6 b4 b3 b2 b1 a5 c5 d5 xe5")


def test_K18_promoted_eagle_adds_one_diagonal_step():
    # E+ b5 as above plus diagonals: a6 (river, empty), c4 (river, empty), a4 enemy
    # Eagle (captured), c6 island with an enemy Horseman (K-11: not capturable).
    state = position({"b5": "E+", "b7": "S+", "e5": "s", "c6": "n", "a4": "e"})
    assert moves_from(state, "b5") == mv("Eb5", "b6 b4 b3 b2 b1 a5 c5 d5 xe5 a6 c4 xa4")


def test_K18_eagle_does_not_jump():
    # E a1 up: a2, then own Shield on a3 blocks; right b1 c1 (d1 own Ruler).
    state = position({"a1": "E", "a3": "H"})
    assert moves_from(state, "a1") == mv("Ea1", "a2 b1 c1 xa3")  # own Shield: K-25


# K-19 Horseman ------------------------------------------------------------------

def test_K19a_K19b_horseman_from_b2():
    # N b2.  a) plain diagonals: NE c3 island (empty, pass) d4 e5 f6 island g7 h8;
    #           SW a1; NW a3 and SE c1 are river cells -> nothing.
    #        b) crossing east over c2 -> d2 (empty), continuing away from the river
    #           (NE e3 is river: nothing; SE e1, then the edge);
    #           crossing north over b3 -> b4, continuing NW a5 (NE c5 river).
    state = position({"b2": "N"})
    assert moves_from(state, "b2") == mv("Nb2", "a1 c3 d4 e5 f6 g7 h8 d2 e1 b4 a5")


def test_K19a_blocked_by_own_piece_on_island():
    # Own promoted Shell on c3 (not swappable): the NE diagonal is shut.
    state = position({"b2": "N", "c3": "S+"})
    assert moves_from(state, "b2") == mv("Nb2", "a1 d2 e1 b4 a5")


def test_K19a_captures_on_island():
    # Enemy Eagle on island c3: only a Horseman may take it there (K-11); stop.
    state = position({"b2": "N", "c3": "e"})
    assert moves_from(state, "b2") == mv("Nb2", "a1 xc3 d2 e1 b4 a5")


def test_K19a_captures_first_enemy_after_passing_empty_island():
    state = position({"b2": "N", "e5": "s", "g7": "s"})
    assert moves_from(state, "b2") == mv("Nb2", "a1 c3 d4 xe5 d2 e1 b4 a5")


def test_K19a_horseman_on_island_has_only_diagonals():
    # N on island f3 (Lower Ruler moved to d2): every orthogonal neighbour is river
    # and two steps land in the river again -> no crossing. Diagonals: NE g4 h5;
    # NW e4 d5 c6 (island, empty) b7 a8; SE g2 h1; SW e2 d1.
    state = position({"f3": "N", "d2": "R"})
    assert moves_from(state, "f3") == mv("Nf3", "g4 h5 e4 d5 c6 b7 a8 g2 h1 e2 d1")


def test_K19b_D4_crossing_stop_or_continue_and_capture_first_enemy():
    # N d2 (Lower Ruler on e2). Plain: NW c3 (island) b4 a5; SE e1; NE e3 and SW c1
    # river. Crossing north: over d3 (own Shell, jumped) to d4 (empty: may stop),
    # continuing NE captures the enemy Shell e5 (NW c5 is river). Crossing west:
    # over c2 to b2, continuing SW a1 (NW a3 river).
    state = position({"d2": "N", "e2": "R", "d3": "S", "e5": "s"})
    assert moves_from(state, "d2") == mv("Nd2", "c3 b4 a5 e1 d4 xe5 b2 a1")
    # K-9: the captured Shell goes to d2, the Horseman's start, as a Lower Shell.
    assert board_fields(SOLO.push(state, "Nd2xe5")) == "4r3/8/8/4N3/8/3S4/3SR3/8 U -"


def test_K19b_crossing_jumps_pieces_in_the_river():
    # N e5. Crossing east over the enemy Whale on f5 -> g5, continuing SE h4 (NE h6
    # river). Crossing north over the enemy Shell on e6 -> e7, continuing NW d8 (NE f8
    # river). Plain: NE f6 (island) g7 h8; SW d4 c3 (island) b2 a1; NW d6 and SE f4
    # river. West d5 and south e4 are land.
    state = position({"e5": "N", "f5": "w", "e6": "s"})
    assert moves_from(state, "e5") == mv("Ne5", "g5 h4 e7 d8 f6 g7 h8 d4 c3 b2 a1")


_E5_PLAIN_AND_NORTH = "e7 d8 f6 g7 h8 d4 c3 b2 a1"


def test_K19b_crossing_jumps_own_piece_on_landing_cell():
    # Own promoted Shell on g5 (the landing of the east crossing): it cannot stop
    # there, but the crossing jumps it and continues SE to h4.
    state = position({"e5": "N", "g5": "S+"})
    assert moves_from(state, "e5") == mv("Ne5", "h4 " + _E5_PLAIN_AND_NORTH)


def test_K19b_crossing_enemy_on_landing_cell_capture_or_jump():
    # Enemy Shell on g5: capture it on landing, or jump it and continue to h4.
    state = position({"e5": "N", "g5": "s"})
    assert moves_from(state, "e5") == mv("Ne5", "xg5 h4 " + _E5_PLAIN_AND_NORTH)


def test_K19b_crossing_landing_and_continuation_when_free():
    # Baseline for the two tests above: nothing on g5 -> g5 and h4.
    state = position({"e5": "N"})
    assert moves_from(state, "e5") == mv("Ne5", "g5 h4 " + _E5_PLAIN_AND_NORTH)


def test_K19b_continuation_stops_before_island():
    # N e2 (Lower Ruler d1). Crossing north over e3 -> e4, continuing NW d5 and then
    # c6 is an island: the continuation stops before it (clarification). NE f5 river.
    # Plain diagonals: NE f3 island (empty) g4 h5; NW d3 river; SE f1 river; SW d1 own
    # Ruler. Crossing east over f2 -> g2, continuing NE h3 river, SE h1.
    state = position({"e2": "N"})
    assert moves_from(state, "e2") == mv("Ne2", "e4 d5 f3 g4 h5 g2 h1")


def test_K19c_promoted_horseman_flies_over_river():
    # N+ e4 (Lower Ruler d2). Diagonals: NE f5, g6 river (pass), h7 land; SW d3, c2
    # river (pass), b1 land; NW d5 c6 (island) b7 a8; SE f3 (island) g2 h1.
    # Crossing south over e3 -> e2, continuing SW d1 (SE f1 river, then the edge).
    # Crossing east over f4 -> g4, continuing NE h5 (SE h3 river, then the edge).
    state = position({"e4": "N+", "d2": "R"})
    assert moves_from(state, "e4") == mv("Ne4", "h7 b1 d5 c6 b7 a8 f3 g2 h1 e2 d1 g4 h5")


def test_K19c_unpromoted_same_cell_stops_before_river():
    state = position({"e4": "N", "d2": "R"})
    assert moves_from(state, "e4") == mv("Ne4", "d5 c6 b7 a8 f3 g2 h1 e2 d1 g4 h5")


def test_K19c_promoted_horseman_no_jump_no_capture_in_river():
    # Enemy Shell on river g6 blocks the NE flight (cannot be captured there, cannot
    # be jumped): no g6, no h7. SW: d3 c2 empty, enemy Archer on b1 captured.
    state = position({"e4": "N+", "d2": "R", "g6": "s", "b1": "a"})
    assert moves_from(state, "e4") == mv("Ne4", "xb1 d5 c6 b7 a8 f3 g2 h1 e2 d1 g4 h5")


# K-20 Whale ---------------------------------------------------------------------

@pytest.mark.parametrize("cell, targets", [
    # Each L: 2+1 with the island as the 2nd cell, or 1+2 with the island first.
    ("c1", "b3 d3"),          # c2, island c3, then b3 / d3
    ("c2", "a3 e3"),          # island c3, then b3 a3 / d3 e3
    ("c4", "a3 e3 b6 d6"),    # island c3 then 2 sideways; c5, island c6, then b6 / d6
    ("c5", "b3 d3 a6 e6"),
    ("c7", "a6 e6"),
    ("a3", "c4 c2"),          # b3, island c3, then c4 / c2
    ("d3", "c5 c1 f4 f2"),    # island c3 then 2 along c; e3, island f3 then f4 / f2
    ("e3", "f5 f1 c4 c2"),
    ("h6", "f7 f5"),
    ("b3", "c5 c1"),          # island c3 then 2 along file c
    ("c3", ""),               # on an island no L has an island as turning cell
    ("f6", ""),
])
def test_K20_whale_l_jumps_turn_on_an_island(cell, targets):
    state = position({cell: "W"})
    assert moves_from(state, cell) == mv(f"W{cell}", targets)


def test_K20_whale_jumps_pieces_and_captures():
    # W d3: enemy Shell on island c3 and own Shell e3 are jumped. c5 holds an own
    # promoted Shell (no swap), c1 empty, f4 empty, enemy Shell on f2 captured.
    state = position({"d3": "W", "c3": "s", "e3": "S", "c5": "S+", "f2": "s"})
    assert moves_from(state, "d3") == mv("Wd3", "c1 f4 xf2")


def test_K20_whale_captures_whale_and_converts():
    # Enemy Whale on b3, captured from c1 (starts in the river, K-12); it turns into a
    # Lower Whale on c1.
    state = position({"c1": "W", "b3": "w"})
    assert moves_from(state, "c1") == mv("Wc1", "xb3 d3")
    assert board_fields(SOLO.push(state, "Wc1xb3")) == "4r3/8/8/8/8/1W6/8/2WR4 U -"


def test_K20_K15_whale_gains_nothing_in_promotion_zone():
    # W a6 -> c7 (b6, island c6, then c7) ends in the zone; afterwards its moves are
    # still the plain L jumps: a6, e6.
    state = position({"a6": "W"})
    assert moves_from(state, "a6") == mv("Wa6", "c7 c5")
    state = SOLO.push(state, "Wa6-c7")
    state = SOLO.push(state, "Re8-d8")
    assert moves_from(state, "c7") == mv("Wc7", "a6 e6")


def test_K19c_promoted_crossing_continuation_still_stops_before_rivers():
    # Clarification: the crossing continuation stops before any river cell; K-19 c
    # widens only the diagonal slide. N+ d2 (Lower Ruler e2):
    #  slides: NE e3, f4 (both river: pass) g5, h6 river (no stop); NW c3 (island) b4 a5;
    #          SE e1; SW c1 river then the edge.
    #  crossing north over d3 -> d4, on NE e5 (island f6 next: stop), NW c5 river.
    #  crossing west over c2 -> b2, on SW a1, NW a3 river.
    state = position({"d2": "N+", "e2": "R"})
    assert moves_from(state, "d2") == mv("Nd2", "g5 c3 b4 a5 e1 d4 e5 b2 a1")
