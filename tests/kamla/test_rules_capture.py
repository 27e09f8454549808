"""Kamla capture and promotion (K-9..K-15, D-2), derived by hand from the spec.

Default Rulers: Lower d1, Upper e8 (added by helpers.position); Lower to move.
"""
from __future__ import annotations

from .rules_helpers import SOLO, board_fields, moves_from, mv, position


# K-9 capture by conversion -------------------------------------------------------

def test_K9_captured_piece_changes_side_onto_capturer_start():
    # E b4 takes the Upper Archer on b5: E on b5, a Lower Archer (turned round) on b4.
    state = position({"b4": "E", "b5": "a"})
    after = SOLO.push(state, "Eb4xb5")
    assert board_fields(after) == "4r3/8/8/1E6/1A6/8/8/3R4 U -"
    # The new Lower Archer moves forward for Lower (toward rank 8) -- after Upper's turn.
    after = SOLO.push(after, "Re8-d8")
    assert moves_from(after, "b4") == set()  # b5 is held by the own Eagle


def test_K9_archer_capture_puts_captured_piece_on_archer_cell():
    # A b2, bow b3 (own Shell), Upper Eagle b6: the Eagle goes to b2, not next to the bow.
    state = position({"b2": "A", "b3": "S", "b6": "e"})
    assert moves_from(state, "b2") == {"Ab2xb6"}
    assert board_fields(SOLO.push(state, "Ab2xb6")) == "4r3/8/1A6/8/8/1S6/1E6/3R4 U -"


def test_K9_converted_piece_plays_for_its_new_side():
    # After Eb4xb5 the converted Archer on b4 is Lower's: once b5 is vacated it steps
    # forward to b5 (toward rank 8).
    state = position({"b4": "E", "b5": "a"})
    state = SOLO.push(state, "Eb4xb5")
    state = SOLO.push(state, "Re8-d8")
    state = SOLO.push(state, "Eb5-h5")
    state = SOLO.push(state, "Rd8-e8")
    assert moves_from(state, "b4") == {"Ab4-b5"}


# K-10 -----------------------------------------------------------------------------

def test_K10_captured_promoted_piece_changes_side_unpromoted():
    # E a4 takes the promoted Upper Eagle on a6 (a5 empty): it becomes a plain E on a4.
    state = position({"a4": "E", "a6": "e+"})
    assert board_fields(SOLO.push(state, "Ea4xa6")) == "4r3/8/E7/8/E7/8/8/3R4 U -"


def test_K10_K15_conversion_into_own_zone_does_not_promote():
    # E+ a7 takes the Upper Eagle on a5: the capturer stays promoted (E+ on a5); the
    # converted Eagle lands on a7, inside Lower's zone, but is NOT promoted.
    state = position({"a7": "E+", "a5": "e"})
    assert board_fields(SOLO.push(state, "Ea7xa5")) == "4r3/E7/8/E+7/8/8/8/3R4 U -"


# K-11 islands ----------------------------------------------------------------------

def test_K11_no_capture_on_island_except_by_horseman():
    # Upper Shell on island c3.
    # E a3: along rank 3 b3, then c3 blocks and cannot be taken; file a: a1 a2 a4..a8.
    # N b2: NE takes c3 (the Horseman's privilege); SW a1; crossings d2, e1, b4, a5.
    state = position({"c3": "s", "a3": "E", "b2": "N"})
    assert moves_from(state, "a3") == mv("Ea3", "b3 a1 a2 a4 a5 a6 a7 a8")
    assert moves_from(state, "b2") == mv("Nb2", "xc3 a1 d2 e1 b4 a5")


def test_K11_archer_cannot_take_on_island_nor_beyond():
    # A c1, bow c2 (Upper Whale), first piece beyond the bow is the Upper Eagle on
    # island c3: not capturable -> no capture on the line (the Eagle on c5 neither).
    state = position({"c1": "A", "c2": "w", "c3": "e", "c5": "e"})
    assert moves_from(state, "c1") == set()


def test_K11_promoted_eagle_diagonal_onto_island():
    # E+ b2: diagonal step to c3 is an island with an enemy Archer: not capturable.
    # Rook moves: b1, b3..b8 (file b empty), a2, c2..h2 (rank 2 empty). Diagonals:
    # a1, a3, c1 empty; c3 no.
    state = position({"b2": "E+", "c3": "a"})
    assert moves_from(state, "b2") == mv(
        "Eb2", "b1 b3 b4 b5 b6 b7 b8 a2 c2 d2 e2 f2 g2 h2 a1 a3 c1")


# K-12 Whale / Horseman capture limits ----------------------------------------------

def test_K12_whale_captured_only_from_the_river():
    # Upper Whale on e3 (Upper Ruler on d8, away from file e).
    # E e5 (land): down e4, then e3 cannot be taken; up e6 e7 e8; rank 5 a5..d5, f5..h5.
    # E h3 (river): west g3, f3 (island, empty), takes e3; file h: h1 h2 h4..h8.
    # W f1 (river): f2, island f3, then e3 (take) / g3.
    state = position({"d1": "R", "d8": "r", "e3": "w", "e5": "E", "h3": "E", "f1": "W"},
                     rulers=False)
    assert moves_from(state, "e5") == mv("Ee5", "e4 e6 e7 e8 a5 b5 c5 d5 f5 g5 h5")
    assert moves_from(state, "h3") == mv("Eh3", "g3 f3 xe3 h1 h2 h4 h5 h6 h7 h8")
    assert moves_from(state, "f1") == mv("Wf1", "xe3 g3")


def test_K12_horseman_captured_only_from_land():
    # Upper Horseman on d4.
    # E d3 (river): up d4 cannot be taken; down d2 (d1 own Ruler); rank 3 a3 b3 c3
    # (island, empty) e3 f3 g3 h3.
    # E a4 (land): b4 c4 takes d4; file a: a1 a2 a3 a5 a6 a7 a8.
    state = position({"d4": "n", "d3": "E", "a4": "E"})
    assert moves_from(state, "d3") == mv("Ed3", "d2 a3 b3 c3 e3 f3 g3 h3")
    assert moves_from(state, "a4") == mv("Ea4", "b4 c4 xd4 a1 a2 a3 a5 a6 a7 a8")


def test_K12_horseman_on_island_takes_whale_on_island():
    # N on island f6 (in the river) slides SW e5 d4 and takes the Upper Whale on
    # island c3 (Horseman: island OK; starts in the river: Whale OK).
    # Other diagonals: NE g7 h8; NW e7 d8; SE g5 h4.
    state = position({"f6": "N", "c3": "w"})
    assert moves_from(state, "f6") == mv("Nf6", "g7 h8 e7 d8 g5 h4 e5 d4 xc3")


def test_K12_horseman_on_land_cannot_take_whale():
    # N b2 (land) vs Upper Whale on c3: the NE diagonal is shut.
    state = position({"b2": "N", "c3": "w"})
    assert moves_from(state, "b2") == mv("Nb2", "a1 d2 e1 b4 a5")


def test_K12_horseman_on_island_cannot_take_horseman():
    # N f6 (island) vs Upper Horseman on d4 (land): SW stops at e5.
    state = position({"f6": "N", "d4": "n"})
    assert moves_from(state, "f6") == mv("Nf6", "g7 h8 e7 d8 g5 h4 e5")


def test_K12_shell_in_river_cannot_take_horseman_shell_on_land_can():
    # Lower Shell d3 (river) below Upper Horseman d4: no capture.
    # Lower Shell g4 (land) below Upper Horseman g5: Sg4xg5.
    state = position({"d3": "S", "d4": "n", "g4": "S", "g5": "n"})
    assert moves_from(state, "d3") == set()
    assert moves_from(state, "g4") == {"Sg4xg5"}


# K-13 Shells -----------------------------------------------------------------------

def test_K13_shell_not_captured_by_shell():
    state = position({"d4": "S", "d5": "s"})
    assert moves_from(state, "d4") == set()


def test_K13_shell_not_captured_by_promoted_shell():
    # S+ d4: e4 holds an enemy Shell (no capture); d5 d3 c4 free.
    state = position({"d4": "S+", "e4": "s"})
    assert moves_from(state, "d4") == mv("Sd4", "d5 d3 c4")


def test_K13_shell_not_captured_by_archer():
    # A b2, bow b3, enemy Shell b6: no capture; b3 occupied: no step.
    state = position({"b2": "A", "b3": "S", "b6": "s"})
    assert moves_from(state, "b2") == set()


def test_K13_shell_captured_by_eagle():
    state = position({"b2": "E", "b6": "s", "a2": "S+", "c2": "S+", "b1": "S+"})
    assert moves_from(state, "b2") == mv("Eb2", "b3 b4 b5 xb6")


# K-14 / D-2 own-capture of a Shell --------------------------------------------------

def test_K14_D2_eagle_swaps_with_own_shell():
    # E a1, own unpromoted Shell a3: Ea1xa3 is a swap; the Shell keeps its side and
    # is not promoted. E a1 also: a2, b1, c1 (d1 own Ruler).
    state = position({"a1": "E", "a3": "S"})
    assert moves_from(state, "a1") == mv("Ea1", "a2 xa3 b1 c1")
    assert board_fields(SOLO.push(state, "Ea1xa3")) == "4r3/8/8/8/8/E7/8/S2R4 U -"


def test_K14_promoted_shell_not_swappable():
    state = position({"a1": "E", "a3": "S+"})
    assert moves_from(state, "a1") == mv("Ea1", "a2 b1 c1")


def test_K14_no_swap_by_piece_in_its_promotion_zone():
    # E a7 stands in Lower's zone: the own Shell on a5 cannot be swapped.
    # E a7: a8, a6 (river), rank 7 b7..h7.
    state = position({"a7": "E", "a5": "S"})
    assert moves_from(state, "a7") == mv("Ea7", "a8 a6 b7 c7 d7 e7 f7 g7 h7")


def test_K14_whale_in_zone_no_swap_outside_swaps():
    # W c7 (zone): own Shell a6 not swappable, e6 empty.
    state = position({"c7": "W", "a6": "S"})
    assert moves_from(state, "c7") == mv("Wc7", "e6")
    # W c5 (not zone): b3 d3 e6 empty, own Shell a6 swapped.
    state = position({"c5": "W", "a6": "S"})
    assert moves_from(state, "c5") == mv("Wc5", "b3 d3 e6 xa6")


def test_K14_horseman_swaps_with_own_shell_on_island():
    # Clarification: K-11 still applies, so only a Horseman reaches a Shell on an
    # island -- and it may swap with its own Shell there.
    state = position({"b2": "N", "c3": "S"})
    assert moves_from(state, "b2") == mv("Nb2", "a1 xc3 d2 e1 b4 a5")
    assert board_fields(SOLO.push(state, "Nb2xc3")) == "4r3/8/8/8/8/2N5/1S6/3R4 U -"


def test_K14_no_swap_by_archer_or_shell():
    # A b2, bow b3 (enemy), own Shell b5: no capture. Shell d4 below own Shell d5: none.
    state = position({"b2": "A", "b3": "s", "b5": "S", "d4": "S", "d5": "S"})
    assert moves_from(state, "b2") == set()
    assert moves_from(state, "d4") == set()


def test_K14_no_swap_with_other_own_pieces():
    # E a1 with an own Archer on a3: blocked, no capture.
    state = position({"a1": "E", "a3": "A"})
    assert moves_from(state, "a1") == mv("Ea1", "a2 b1 c1")


def test_K14_ruler_swaps_with_own_shell_in_tent():
    # K-14 names every own piece except Shell and Archer; the Ruler (rank 1, not its
    # zone) may therefore take its own unpromoted Shell on d2, staying in its tent.
    # Ruler d1: e1, e2, swap-capture d2.
    state = position({"d2": "S"})
    assert moves_from(state, "d1") == mv("Rd1", "e1 e2 xd2")
    assert board_fields(SOLO.push(state, "Rd1xd2")) == "4r3/8/8/8/8/8/3R4/3S4 U -"


# K-15 promotion --------------------------------------------------------------------

def test_K15_piece_ending_in_zone_is_promoted_and_stays_promoted():
    # E a4 -> a7: promoted. Later a7 -> a4: still E+, and it has the diagonal steps.
    state = position({"a4": "E"})
    state = SOLO.push(state, "Ea4-a7")
    assert board_fields(state) == "4r3/E+7/8/8/8/8/8/3R4 U -"
    state = SOLO.push(state, "Re8-d8")
    state = SOLO.push(state, "Ea7-a4")
    assert board_fields(state) == "3r4/8/8/8/E+7/8/8/3R4 U -"
    state = SOLO.push(state, "Rd8-e8")
    # E+ a4: file a1..a3, a5..a8; rank b4..h4; diagonals b5, b3.
    assert moves_from(state, "a4") == mv(
        "Ea4", "a1 a2 a3 a5 a6 a7 a8 b4 c4 d4 e4 f4 g4 h4 b5 b3")


def test_K15_capture_into_zone_promotes_capturer():
    # E a4 takes the Upper Archer on a8: E+ on a8, the Archer (Lower now) on a4 plain.
    state = position({"a4": "E", "a8": "a"})
    assert board_fields(SOLO.push(state, "Ea4xa8")) == "E+3r3/8/8/8/A7/8/8/3R4 U -"


def test_K15_swap_into_zone_promotes_the_mover_not_the_shell():
    # E a5 swaps with its own (unpromoted) Shell on a7: the Eagle ends its move in the
    # zone and is promoted; the Shell goes to a5 unpromoted.
    state = position({"a5": "E", "a7": "S"})
    assert "Ea5xa7" in moves_from(state, "a5")
    assert board_fields(SOLO.push(state, "Ea5xa7")) == "4r3/E+7/8/S7/8/8/8/3R4 U -"


def test_K15_captive_priest_never_promotes():
    # Upper captive Priest on a1 (in Upper's zone) steps to a2: still p!, no '+'.
    state = position({"a1": "p!"}, side="U")
    after = SOLO.push(state, "Pa1-a2")
    assert board_fields(after) == "4r3/8/8/8/8/8/p!7/3R4 L -"


def test_K15_promoted_horseman_after_entering_zone():
    # N d5 crosses north over d6 to d7 (zone): N+. (Upper Ruler on d8: on e8 it would
    # be attacked by the crossing's NE continuation d7 -> e8.)
    state = position({"d5": "N", "d8": "r"})
    assert "Nd5-d7" in moves_from(state, "d5")
    assert board_fields(SOLO.push(state, "Nd5-d7")).split()[0] == "3r4/3N+4/8/8/8/8/8/3R4"


# More capture limits -------------------------------------------------------------------

def test_K12_piece_on_island_cannot_take_horseman_on_land():
    # Lower E+ on island c3: its diagonal step reaches d4 (land) where an Upper
    # Horseman stands, but the Eagle starts in the river (an island is "in the river").
    # E+ c3: file c1 c2 c4 c5 c6 c7 c8; rank a3 b3 d3 e3 f3 g3 h3; diagonals b2 b4 d2.
    state = position({"c3": "E+", "d4": "n"})
    assert moves_from(state, "c3") == mv(
        "Ec3", "c1 c2 c4 c5 c6 c7 c8 a3 b3 d3 e3 f3 g3 h3 b2 b4 d2")


def test_K12_piece_on_island_may_take_whale():
    # Lower E on island c3 takes the Upper Whale on c2 (both in the river).
    # E c3: down c2 (take); up c4..c8; rank a3 b3 d3..h3.
    state = position({"c3": "E", "c2": "w"})
    assert moves_from(state, "c3") == mv("Ec3", "xc2 c4 c5 c6 c7 c8 a3 b3 d3 e3 f3 g3 h3")


def test_K12_archer_in_river_cannot_take_horseman():
    # Lower A d3 (river), bow d4, Upper Horseman d5 first beyond: no capture.
    state = position({"d3": "A", "d4": "S", "d5": "n"})
    assert moves_from(state, "d3") == set()
    # The same from land (A d2... is the tent: use file b): A b1, bow b2, n b4 -> take.
    state = position({"b1": "A", "b2": "S", "b4": "n"})
    assert moves_from(state, "b1") == {"Ab1xb4"}


def test_K14_horseman_crossing_swaps_with_own_shell_on_continuation():
    # Clarification: own-capture works with every capture pattern. N d2 (Ruler e2)
    # crosses north over d3 to d4 and continues NE onto its own Shell e5: swap.
    state = position({"d2": "N", "e2": "R", "e5": "S"})
    assert moves_from(state, "d2") == mv("Nd2", "c3 b4 a5 e1 d4 xe5 b2 a1")


def test_K14_horseman_crossing_swaps_with_own_shell_on_landing():
    # Own unpromoted Shell on the landing d4: the crossing may take it (swap). The
    # continuation NE e5 is empty (jumping the landing piece, K-19 b, see the crossing
    # tests in test_rules_pieces.py) -- only the swap is asserted here.
    state = position({"d2": "N", "e2": "R", "d4": "S"})
    assert "Nd2xd4" in moves_from(state, "d2")


def test_K14_captive_priest_never_captures_own_shell():
    # Lower captive Priest on a7 (Upper's sector) beside its own Shell b6: no swap.
    # Moves: a6 (river), a8, b7, b8 (b6 own Shell).
    state = position({"a7": "P!", "b6": "S"})
    assert moves_from(state, "a7") == mv("Pa7", "a6 a8 b7 b8")


def test_K21_archer_captures_priest_into_captivity():
    # A d4, bow d5 (own Shell), Upper Priest d7 first beyond (d6 empty): eight moves,
    # and the Archer's cell is left empty.
    state = position({"d4": "A", "d5": "S", "d7": "p", "e2": "R"})
    assert moves_from(state, "d4") == {f"Ad4xd7/{c}" for c in
                                       ["a1", "b1", "a2", "b2", "g1", "h1", "g2", "h2"]}
    assert board_fields(SOLO.push(state, "Ad4xd7/b1")) == "4r3/3A+4/8/3S4/8/8/4R3/1p!6 U -"


def test_K12_archer_takes_whale_only_from_the_river():
    # A b3 (river), bow b4, Upper Whale b6: Ab3xb6.
    state = position({"b3": "A", "b4": "S", "b6": "w"})
    assert moves_from(state, "b3") == {"Ab3xb6"}
    # A b2 (land), bow b3, Whale b6: no capture, no step (b3 occupied).
    state = position({"b2": "A", "b3": "S", "b6": "w"})
    assert moves_from(state, "b2") == set()


def test_K12_shell_takes_whale_only_from_the_river():
    # Lower Shell c4 (river) takes the Upper Whale c5; Lower Shell a5 (land) cannot
    # take the Upper Whale a6.
    state = position({"c4": "S", "c5": "w", "a5": "S", "a6": "w"})
    assert moves_from(state, "c4") == {"Sc4xc5"}
    assert moves_from(state, "a5") == set()


def test_K11_K14_no_swap_with_own_shell_on_island_except_horseman():
    # Clarification: K-11 still applies to own-captures. E a3 looks along rank 3 at its
    # own Shell on island c3: no swap (b3 only); file a: a1 a2 a4..a8.
    state = position({"a3": "E", "c3": "S"})
    assert moves_from(state, "a3") == mv("Ea3", "b3 a1 a2 a4 a5 a6 a7 a8")


def test_K12_horseman_from_land_takes_horseman_on_island():
    # Upper Horseman on island c3: Lower N b2 (land) takes it (island: Horseman only;
    # Horseman target: capturer on land).
    state = position({"b2": "N", "c3": "n"})
    assert moves_from(state, "b2") == mv("Nb2", "a1 xc3 d2 e1 b4 a5")


def test_K15_piece_placed_in_zone_promotes_on_its_next_move_in_the_zone():
    # The Eagle converted onto a7 (unpromoted) later moves a7 -> b7: it ends a move in
    # the zone and is promoted. (Moving a7 -> a6 instead would leave it plain.)
    state = position({"a7": "E+", "a5": "e"})
    state = SOLO.push(state, "Ea7xa5")          # plain Lower E now on a7
    state = SOLO.push(state, "Re8-d8")
    plain_out = SOLO.push(state, "Ea7-a6")
    assert board_fields(plain_out).split()[0] == "3r4/8/E7/E+7/8/8/8/3R4"
    promoted = SOLO.push(state, "Ea7-b7")
    assert board_fields(promoted).split()[0] == "3r4/1E+6/8/E+7/8/8/8/3R4"
