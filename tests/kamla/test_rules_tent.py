"""Kamla Priest and Ruler, captivity, reveal, king safety (K-21..K-23), derived by
hand from the spec. Default Rulers: Lower d1, Upper e8; Lower to move."""
from __future__ import annotations

import pytest

from games.core.errors import IllegalMoveError, InvalidPositionError

from .rules_helpers import (
    LOWER, LOWER_HOME, LOWER_SECTORS, PAIR, SOLO, UPPER, UPPER_SECTORS, board_fields, drops,
    fen, legal, moves_from, mv, position,
)

# K-21 Priest and Ruler -----------------------------------------------------------


def test_K21_swap_escapes_a_threat():
    # Lower Ruler d2, Priest e1; Upper Eagle d5 checks along file d (d4 d3 empty).
    # Ruler: d1 still on file d (attacked), e2 safe, e1 own Priest.
    # Priest e1 -> d1 / e2: Ruler stays attacked.  Swap e1~d2: Ruler to e1, safe.
    state = position({"d2": "R", "e1": "P", "d5": "e"})
    assert legal(state) == {"Rd2-e2", "e1~d2"}


def test_K21_swap_exchanges_the_two_cells():
    state = position({"d2": "R", "e1": "P", "d5": "e"})
    after = SOLO.push(state, "e1~d2")
    assert board_fields(after) == "4r3/8/8/3e4/8/8/3P4/4R3 U -"


def test_K21_priest_capture_goes_to_captivity_cell_of_choice():
    # Lower E d4 takes the Upper Priest d7: one move per free cell of Lower's outer
    # sectors. The Eagle takes d7 (zone: promoted); d4 stays EMPTY (no conversion).
    state = position({"d4": "E", "d7": "p", "e2": "R"})
    captures = {m for m in moves_from(state, "d4") if "x" in m}
    assert captures == {f"Ed4xd7/{c}" for c in LOWER_SECTORS}
    # E d4 quiet moves: d5 d6, d3 d2 d1, a4 b4 c4, e4..h4.
    quiet = moves_from(state, "d4") - captures
    assert quiet == mv("Ed4", "d5 d6 d3 d2 d1 a4 b4 c4 e4 f4 g4 h4")
    after = SOLO.push(state, "Ed4xd7/g2")
    assert board_fields(after) == "4r3/3E+4/8/8/8/8/4R1p!1/8 U -"


def test_K21_upper_captures_lower_priest_into_upper_sectors():
    # Upper E d5 takes the Lower Priest d2 (Lower Ruler e1): captivity on a7 b7 a8 b8
    # g7 h7 g8 h8.
    state = position({"d5": "e", "d2": "P", "e1": "R"}, side="U")
    captures = {m for m in legal(state) if "x" in m}
    assert captures == {f"Ed5xd2/{c}" for c in UPPER_SECTORS}


def test_K21_only_free_captivity_cells_are_offered():
    # Lower's outer sectors all occupied by Lower Shells except h2.
    cells = {c: "S" for c in LOWER_SECTORS if c != "h2"}
    state = position({**cells, "d4": "E", "d7": "p", "e2": "R"})
    assert {m for m in moves_from(state, "d4") if "x" in m} == {"Ed4xd7/h2"}


def test_K21_captivity_cell_occupied_by_enemy_is_not_free():
    # An Upper piece on a1 also fills the cell (free = empty): 7 cells left.
    state = position({"a1": "e", "d4": "E", "d7": "p", "e2": "R"})
    assert {m for m in moves_from(state, "d4") if "x" in m} == {
        f"Ed4xd7/{c}" for c in LOWER_SECTORS if c != "a1"}


def _full_lower_sectors() -> dict[str, str]:
    return {c: "S" for c in LOWER_SECTORS}


def test_K21_no_free_cell_priest_not_capturable():
    # All eight cells filled: the Priest on d7 cannot be taken, the Eagle stops before it.
    state = position({**_full_lower_sectors(), "d4": "E", "d7": "p", "e2": "R"})
    assert moves_from(state, "d4") == mv("Ed4", "d5 d6 d3 d2 d1 a4 b4 c4 e4 f4 g4 h4")


def test_K21_no_free_cell_ruler_not_capturable():
    # Same sectors full: a Lower Eagle e4 facing the Upper Ruler e8 over empty e5-e7 is
    # a legal position with Lower to move (the Ruler is not capturable), and there is
    # no capture of e8: up e5 e6 e7, down e3 e2 e1, rank a4..d4, f4..h4.
    text = fen({**_full_lower_sectors(), "d1": "R", "e8": "r", "e4": "E"})
    state = SOLO.parse_position(text)
    assert moves_from(state, "e4") == mv("Ee4", "e5 e6 e7 e3 e2 e1 a4 b4 c4 d4 f4 g4 h4")


def test_K21_K23_no_free_cell_ruler_may_step_into_line():
    # Upper to move, Upper Ruler d8, Lower Eagle e4 on file e.
    # With a free captivity cell, e8 and e7 are attacked: only d7.
    free = position({"d8": "r", "e4": "E"}, side="U")
    assert legal(free) == {"Rd8-d7"}
    # With Lower's outer sectors full, nothing can capture the Ruler: all three.
    full = position({**_full_lower_sectors(), "d8": "r", "e4": "E"}, side="U")
    assert legal(full) == {"Rd8-d7", "Rd8-e7", "Rd8-e8"}


def test_K21_captive_priest_moves_anywhere_but_captor_tent_never_captures():
    # Upper captive Priest c2 (Lower Ruler e1, Lower Shell b3). Upper to move.
    # Neighbours: b1 b2 c1 c3 d3 free; d1 d2 are Lower's tent (forbidden); b3 holds an
    # enemy Shell (a captive never captures). Upper Ruler e8: d8 d7 e7.
    state = position({"c2": "p!", "e1": "R", "b3": "S"}, side="U")
    assert legal(state) == mv("Pc2", "b1 b2 c1 c3 d3") | mv("Re8", "d8 d7 e7")


def test_K21_captive_priest_cannot_be_captured_but_blocks():
    # Lower E c5 looks down file c at the captive c2: c4 c3, no capture.
    # Up c6 c7 c8; rank a5 b5 d5 e5 f5 g5 h5.
    state = position({"c2": "p!", "e1": "R", "c5": "E"})
    assert moves_from(state, "c5") == mv("Ec5", "c4 c3 c6 c7 c8 a5 b5 d5 e5 f5 g5 h5")


def test_K21_captive_priest_cannot_be_captured_by_horseman():
    # Lower N a1 (diagonal b2, c3 island, d4 ...) with the captive on b2: blocked.
    # Crossing: a1 has no river neighbour (a2, b1 land). So no moves at all.
    state = position({"b2": "p!", "e1": "R", "a1": "N"})
    assert moves_from(state, "a1") == set()


def test_K21_captive_priest_is_a_bow_but_not_a_target():
    # Bow = captive on b3: A b2 takes the Upper Eagle b6.
    state = position({"b2": "A", "b3": "p!", "b6": "e", "e1": "R"})
    assert moves_from(state, "b2") == {"Ab2xb6"}
    # Captive as the first piece beyond the bow: no capture along the line.
    state = position({"b2": "A", "b3": "S", "b5": "p!", "b7": "e", "e1": "R"})
    assert moves_from(state, "b2") == set()


def test_K21_captive_priest_restored_in_own_tent():
    # Upper captive d6: c5 d5 e5 c6 e6 c7 d7 e7 (all free; d7 e7 are its own tent).
    state = position({"d6": "p!"}, side="U")
    assert legal(state) == mv("Pd6", "c5 d5 e5 c6 e6 c7 d7 e7") | mv("Re8", "d8 d7 e7")
    state = SOLO.push(state, "Pd6-d7")
    assert board_fields(state) == "4r3/3p4/8/8/8/8/8/3R4 L -"
    state = SOLO.push(state, "Rd1-d2")
    # Restored: again a tent piece, confined to the tent, may swap with the Ruler.
    assert legal(state) == mv("Pd7", "d8 e7") | mv("Re8", "d8 e7") | {"d7~e8"}


def test_K21_captive_in_captor_tent_is_invalid_position():
    with pytest.raises(InvalidPositionError):
        SOLO.parse_position(fen({"d1": "R", "e8": "r", "d2": "p!"}, side="U"))


def test_K21_captive_priest_gives_no_check():
    # An Upper captive Priest on c2, next to the Lower Ruler d1 and to d2, attacks
    # nothing (it never captures): the Ruler keeps d2 e1 e2.
    state = position({"c2": "p!"})
    assert moves_from(state, "d1") == mv("Rd1", "d2 e1 e2")


# K-22 reveal (pair mode) ----------------------------------------------------------

def _pair_capture_position():
    # Lower: Ruler e2, Priest d1, Eagle d4. Upper: Priest d7, Ruler e8.
    return PAIR.parse_position(fen({"e2": "R", "d1": "P", "d4": "E", "d7": "p", "e8": "r"}))


def test_K22_public_view_hides_the_ruler_until_priest_captured():
    state = _pair_capture_position()
    lower_view = PAIR.format_position(PAIR.public_view(state, LOWER))
    upper_view = PAIR.format_position(PAIR.public_view(state, UPPER))
    assert lower_view.split()[0] == "4p3/3p4/8/8/3E4/8/4R3/3P4"
    assert upper_view.split()[0] == "4r3/3p4/8/8/3E4/8/4P3/3P4"
    # Lower's own moves of its hidden Ruler are written P in pair mode.
    assert moves_from(state, "e2", PAIR) == mv("Pe2", "e1 d2")
    after = PAIR.push(state, "Ed4xd7/a1")
    # Capturing the Priest reveals the Upper Ruler to everyone.
    assert PAIR.format_position(after) == "4r3/3E+4/8/8/8/8/4R3/p!2P4 U - r"
    assert PAIR.format_position(PAIR.public_view(after, LOWER)).split()[0] == \
        "4r3/3E+4/8/8/8/8/4R3/p!2P4"
    # Lower's Ruler is still hidden from Upper.
    assert PAIR.format_position(PAIR.public_view(after, UPPER)).split()[0] == \
        "4r3/3E+4/8/8/8/8/4P3/p!2P4"
    # The revealed Ruler's moves are written R: E+ d7 attacks e8 (diagonal step),
    # d8 (file) and e7 (rank); the only answer is to take the Eagle.
    assert legal(after, PAIR) == {"Re8xd7"}


def test_K22_swap_and_ruler_moves_do_not_reveal():
    state = _pair_capture_position()
    state = PAIR.push(state, "d1~e2")
    assert PAIR.format_position(state).split()[3:] == []
    upper_view = PAIR.format_position(PAIR.public_view(state, UPPER))
    # Ruler now d1, Priest e2: Upper still sees two Priests, the view is unchanged.
    assert upper_view.split()[0] == "4r3/3p4/8/8/3E4/8/4P3/3P4"
    # A move of the (hidden) Upper Ruler keeps the P letter too.
    assert "Pe8-e7" in legal(state, PAIR)


def test_K22_solo_mode_hides_nothing():
    state = position({"d4": "E", "d7": "p", "e2": "R", "d1": "P"})
    assert SOLO.public_view(state, LOWER) == state
    assert "Re2-e1" in legal(state)


# K-23 king safety -------------------------------------------------------------------

def test_K23_pinned_eagle_moves_only_along_the_pin():
    # Lower Ruler d1, Lower Eagle d3, Upper Eagle d6 on file d.
    # E d3 may go d2 d4 d5 and take d6, but not along rank 3.
    # Ruler: d2 (still shielded by the Eagle), e1, e2.
    state = position({"d3": "E", "d6": "e"})
    assert legal(state) == mv("Ed3", "d2 d4 d5 xd6") | mv("Rd1", "d2 e1 e2")


def test_K23_ruler_may_not_step_into_attack():
    # Upper Eagle e5 (Upper Ruler d8) covers e1 and e2: Ruler d1 only d2.
    state = position({"e5": "e", "d8": "r"})
    assert legal(state) == {"Rd1-d2"}


def test_K23_archer_bow_check():
    # Upper Archer d6, bow = Lower Shell d4: the first piece beyond, the Ruler d1, is
    # attacked. Sd4-d5 keeps a bow (d5) and the Ruler still first beyond: illegal.
    # Rd1-d2 makes d2 the target: illegal. e1, e2 are safe.
    state = position({"d6": "a", "d4": "S"})
    assert legal(state) == {"Rd1-e1", "Rd1-e2"}


def test_K23_capturability_ignores_attacker_own_ruler_safety():
    # Upper Eagle d8 is pinned against its Ruler e8 by the Lower E+ a8, yet it still
    # "attacks" the Lower Ruler d1 (clarification: pseudo-legal). Lower must answer:
    # Ruler to e1 / e2, or take the checking Eagle. E+ a8's other moves (b8, c8, a1..a7,
    # b7) leave the check.
    state = position({"a8": "E+", "d8": "e", "e8": "r"})
    assert legal(state) == {"Rd1-e1", "Rd1-e2", "Ea8xd8"}


def test_K23_shield_drop_must_resolve_check():
    # Ruler d1 checked by Upper Eagle d5. Lower has no Horseman: one Shield allowed.
    # Drops: only d2 and d3 (home field ranks 1-3) block. Ruler: e1, e2.
    state = position({"d5": "e"}, reserves="H1")
    assert legal(state) == {"Rd1-e1", "Rd1-e2", "H@d2", "H@d3"}


def test_K23_illegal_move_is_rejected():
    state = position({"d3": "E", "d6": "e"})
    with pytest.raises(IllegalMoveError):
        SOLO.push(state, "Ed3-a3")


def test_K23_K9_pinned_piece_may_capture_when_the_converted_piece_blocks():
    # Lower E d3 is pinned on file d (Upper E d6, Lower Ruler d1). Taking the Upper
    # Shell on g3 puts that Shell, now Lower's, on d3: the file stays shut -> legal.
    # Quiet moves along rank 3 (c3 b3 a3 e3 f3) open the file -> illegal.
    state = position({"d3": "E", "d6": "e", "g3": "s"})
    assert moves_from(state, "d3") == mv("Ed3", "d2 d4 d5 xd6 xg3")


def test_K23_K25_pinned_piece_may_not_capture_a_shield_off_the_line():
    # Same pin; g3 holds Lower's own Shield instead. Taking a Shield converts nothing,
    # d3 is left empty and the Ruler exposed -> illegal.
    state = position({"d3": "E", "d6": "e", "g3": "H"}, reserves="H1")
    assert moves_from(state, "d3") == mv("Ed3", "d2 d4 d5 xd6")


def test_K23_K21_pinned_piece_may_not_capture_the_priest():
    # Lower N d5 is pinned on file d (Upper E d6, Lower Ruler d1, Upper Ruler d8).
    # Its crossing north over d6 lands on the Upper Priest d7: the Priest goes into
    # captivity, nothing comes to d5 -> the file opens -> illegal. All other Horseman
    # moves leave d5 empty too. Ruler: d2 (still shielded by N), e1, e2.
    state = position({"d5": "N", "d6": "e", "d7": "p", "d8": "r"})
    assert legal(state) == mv("Rd1", "d2 e1 e2")
    # With an Upper Shell on d7 instead, the capture converts it onto d5: legal.
    state = position({"d5": "N", "d6": "e", "d7": "s", "d8": "r"})
    assert legal(state) == mv("Rd1", "d2 e1 e2") | {"Nd5xd7"}


# K-23: bows, captivity cells and crossings change who attacks the Ruler ----------------

def test_K23_moving_a_piece_onto_the_file_may_give_the_enemy_archer_a_bow():
    # Upper Archer d6 has no bow toward the Lower Ruler d1 (d5..d2 empty).
    # E a4 -> d4 would become the bow: illegal. All other Eagle moves are fine:
    # rank 4 b4 c4 e4 f4 g4 h4, file a1 a2 a3 a5 a6 a7 a8. Ruler: d2 e1 e2.
    state = position({"d6": "a", "a4": "E"})
    assert legal(state) == (mv("Ea4", "b4 c4 e4 f4 g4 h4 a1 a2 a3 a5 a6 a7 a8")
                            | mv("Rd1", "d2 e1 e2"))


def test_K23_K24_shield_drop_may_give_the_enemy_archer_a_bow():
    # Same Archer d6; Lower (no Horseman) may drop one Shield on ranks 1-3, but not on
    # d2 or d3: either would be the bow with the Ruler d1 the first piece beyond.
    state = position({"d6": "a"}, reserves="H1")
    assert drops(state) == {f"H@{c}" for c in LOWER_HOME if c not in ("d1", "d2", "d3")}


def test_K23_swap_may_not_put_the_ruler_behind_a_bow():
    # Upper Archer d6, bow = Lower Shell d3; the Lower Priest on d2 is the first piece
    # beyond (capturable Priest, not check). Swap e1~d2 would put the Ruler there.
    # Legal: Ruler e1 -> d1 (behind the Priest) / e2; Priest d2 -> d1 / e2; Sd3-d4.
    state = position({"d6": "a", "d3": "S", "d2": "P", "e1": "R"})
    assert legal(state) == {"Re1-d1", "Re1-e2", "Pd2-d1", "Pd2-e2", "Sd3-d4"}


def test_K23_K21_captive_priest_placed_to_block_a_check():
    # Lower Ruler d2 checked along rank 2 by the Upper Eagle a2 (b2, c2 empty).
    # E d4 takes the Upper Priest d7; only the captivity cell b2 shuts the rank
    # (a2 is occupied, so a1 b1 b2 g1 h1 g2 h2 are free). Ruler: d1, e1 (e2 on rank 2).
    state = position({"d2": "R", "a2": "e", "d4": "E", "d7": "p"})
    assert legal(state) == {"Rd2-d1", "Rd2-e1", "Ed4xd7/b2"}


def test_K23_K21_captive_priest_may_not_become_a_bow():
    # Upper promoted Archer a2 shoots along rank 2 too (D-3); b2 c2 empty, Ruler d2:
    # no bow, no check. Placing the captive Upper Priest on b2 would make a bow.
    state = position({"d2": "R", "a2": "a+", "d4": "E", "d7": "p"})
    captures = {m for m in legal(state) if "x" in m}
    assert captures == {f"Ed4xd7/{c}" for c in ["a1", "b1", "g1", "h1", "g2", "h2"]}
    assert moves_from(state, "d2") == mv("Rd2", "d1 e1 e2")


def test_K23_K19b_crossing_checks_over_a_piece_on_the_landing():
    # Upper Horseman d4 crosses south over d3 to d2 (Lower Priest: jumped) and goes
    # on SE to e1: the Lower Ruler e1 is in check. Ruler to d1 or e2 (neither is
    # reached); the swap puts the Ruler on the landing (capturable); Priest moves
    # leave e1 attacked; so does the Shell a4's step (it would be legal without check).
    state = position({"e1": "R", "d2": "P", "d4": "n", "a4": "S"})
    assert legal(state) == {"Re1-d1", "Re1-e2"}


def test_K23_upper_shell_attacks_forward_from_the_river():
    # Upper Shell e3 attacks e2 (K-12 limits only Whale and Horseman targets).
    state = position({"e3": "s"})
    assert legal(state) == mv("Rd1", "d2 e1")


def test_K23_side_not_to_move_may_not_be_capturable():
    # Lower to move while its Eagle e4 attacks the Upper Ruler e8: not a position.
    with pytest.raises(InvalidPositionError):
        SOLO.parse_position(fen({"d1": "R", "e8": "r", "e4": "E"}))
    # The same with Upper to move is fine (Upper is in check).
    SOLO.parse_position(fen({"d1": "R", "e8": "r", "e4": "E"}, side="U"))
