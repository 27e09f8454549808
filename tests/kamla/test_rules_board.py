"""Kamla board, sides, start (K-1..K-8, D-1): expectations derived by hand from
the project's rules document (docs/rules/en/kamla.md) and seed 000."""
from __future__ import annotations

from collections import Counter

import pytest

from games.core.errors import InvalidPositionError

from .rules_helpers import (
    ALL_CELLS, ISLANDS, LAND, PAIR, RIVER, SOLO, UPPER, LOWER, board_fields, drops, fen,
    legal, moves_from, mv, position,
)

START = "enwprwne/1a4a1/ssssssss/8/8/SSSSSSSS/1A4A1/ENWPRWNE L H2h2"


def _digital_root(n: int) -> int:
    while n > 9:
        n = sum(int(d) for d in str(n))
    return n


def test_K2_river_is_files_c_f_and_ranks_3_6():
    # K-2 from first principles: cells whose digital root of file*rank is 3, 6, 9.
    computed = {c for c in ALL_CELLS
                if _digital_root((ord(c[0]) - 96) * int(c[1])) in (3, 6, 9)}
    islands = {c for c in ALL_CELLS if _digital_root((ord(c[0]) - 96) * int(c[1])) == 9}
    assert computed == RIVER
    assert islands == ISLANDS


@pytest.mark.parametrize("cell", [c for c in ALL_CELLS if c not in ("d1", "e8")])
def test_K1_K2_whale_stands_only_in_the_river(cell):
    # "Whales in the river" is validated: a Lower Whale is accepted exactly on
    # files c, f and ranks 3, 6 (islands included). Upper to move, so the Lower
    # Whale cannot make the (waiting) Upper Ruler's position illegal.
    text = fen({"d1": "R", "e8": "r", cell: "W"}, side="U")
    if cell in RIVER:
        SOLO.parse_position(text)
    else:
        with pytest.raises(InvalidPositionError):
            SOLO.parse_position(text)


@pytest.mark.parametrize("cell", [c for c in ALL_CELLS if c not in ("d1", "e8")])
def test_K2_K19_horseman_never_on_an_open_river_cell(cell):
    # A Horseman may stand on land or on an island, never on another river cell.
    text = fen({"d1": "R", "e8": "r", cell: "N"}, side="U")
    if cell in LAND or cell in ISLANDS:
        SOLO.parse_position(text)
    else:
        with pytest.raises(InvalidPositionError):
            SOLO.parse_position(text)


def test_K1_orientation_and_round_trip():
    # K-1: ranks 8..1 top to bottom, file a on the left; Lower's forward is rank 8.
    # Lower Shell on a2 moves to a3 (forward = up); the string round-trips.
    text = fen({"d1": "R", "e8": "r", "a2": "S", "h7": "s"})
    assert text == "4r3/7s/8/8/8/8/S7/3R4 L -"
    state = SOLO.parse_position(text)
    assert SOLO.format_position(state) == text
    assert moves_from(state, "a2") == {"Sa2-a3"}


def test_K3_horseman_slides_only_inside_its_region_or_through_islands():
    # K-3: the 2x2 regions are cut by the rivers. Unpromoted Horseman on g5
    # (Middle-east region g4 h4 g5 h5):
    #  plain diagonals: NE h6 river -> nothing; NW f6 island (empty) -> e7 -> d8;
    #  SE h4 then edge; SW f4 river -> nothing.
    #  crossing west over f5 -> e5, continuing away from the river: NW d6 river
    #  (stop), SW d4 then c3 island (stop).
    #  crossing north over g6 -> g7, continuing NE h8, NW f8 river (stop).
    #  south g4 and east h5 are land: no crossing.
    state = position({"g5": "N"})
    assert moves_from(state, "g5") == mv("Ng5", "f6 e7 d8 h4 e5 d4 g7 h8")


def test_K4_tent_confines_priest_and_ruler_lower():
    # K-4/K-21: Lower tent d1 e1 d2 e2. Ruler e2, Priest d1 (solo: R and P).
    # Ruler: d2, e1 (d1 own Priest -> swap instead); never d3, e3, f1..f3.
    # Priest: d2, e1. Swap d1~e2 (lower square first).
    state = position({"e2": "R", "d1": "P"})
    assert legal(state) == {"Re2-d2", "Re2-e1", "Pd1-d2", "Pd1-e1", "d1~e2"}


def test_K4_tent_confines_ruler_upper():
    # Upper tent d7 e7 d8 e8: a lone Upper Ruler on d7 has d8, e7, e8.
    state = position({"d7": "r"}, side="U")
    assert legal(state) == {"Rd7-d8", "Rd7-e7", "Rd7-e8"}


def test_K4_outer_sectors_are_the_captivity_cells():
    # K-4: Lower's outer sectors a1 b1 a2 b2 g1 h1 g2 h2; a Lower capture of the
    # Upper Priest offers exactly these eight captivity cells (all empty here).
    state = position({"d4": "E", "d7": "p", "e2": "R"})
    captures = {m for m in legal(state) if "x" in m}
    assert captures == {f"Ed4xd7/{c}" for c in ["a1", "b1", "a2", "b2", "g1", "h1", "g2", "h2"]}


def test_K5_home_field_for_upper_drops():
    # K-5 + K-24: Upper home field is ranks 6-8; an Upper side with no Horseman
    # may drop one Shield on any empty cell there (e8 holds its Ruler).
    state = position({}, side="U", reserves="h2")
    expected = {f"H@{c}" for c in ALL_CELLS if c[1] in "678" and c != "e8"}
    assert drops(state) == expected
    assert len(expected) == 23


def test_K5_promotion_zone_is_opponents_two_back_ranks():
    # Lower Shell d5 -> d6 (rank 6 is home of Upper but not the zone): not promoted.
    # Lower Shell d6 -> d7: promoted (S+). Upper Shell e3 -> e2: promoted (s+).
    state = position({"d5": "S"})
    assert board_fields(SOLO.push(state, "Sd5-d6")).split()[0] == "4r3/8/3S4/8/8/8/8/3R4"
    state = position({"d6": "S"})
    assert board_fields(SOLO.push(state, "Sd6-d7")).split()[0] == "4r3/3S+4/8/8/8/8/8/3R4"
    state = position({"e3": "s"}, side="U")
    assert board_fields(SOLO.push(state, "Se3-e2")).split()[0] == "4r3/8/8/8/8/8/4s+3/3R4"


def test_K6_lower_moves_first_and_turns_alternate():
    state = SOLO.initial_state()
    assert SOLO.to_move(state) == LOWER
    state = SOLO.push(state, "Sd3-d4")
    assert SOLO.to_move(state) == UPPER
    assert SOLO.format_position(state).split()[1] == "U"
    # Upper's forward is toward rank 1: its Shell d6 goes to d5.
    assert "Sd6-d5" in legal(state)
    state = SOLO.push(state, "Sd6-d5")
    assert SOLO.to_move(state) == LOWER


def test_K7_start_material():
    # K-7: per side 8 S, 2 A, 2 E, 2 N, 2 W, 1 P, 1 R on the board, 2 Shields in reserve.
    text = SOLO.format_position(SOLO.initial_state())
    board, side, reserves = text.split()
    letters = Counter(ch for ch in board if ch.isalpha())
    for lower, count in dict(S=8, A=2, E=2, N=2, W=2, P=1, R=1).items():
        assert letters[lower] == count and letters[lower.lower()] == count
    assert "H" not in letters and "h" not in letters
    assert reserves == "H2h2" and side == "L"


def test_K8_pair_mode_secret_ruler_choice():
    # K-8: in pair mode each side first chooses its Ruler among its two tent pieces,
    # Lower first; the opponent sees the choice as "R=?".
    state = PAIR.initial_state()
    assert legal(state, PAIR) == {"R=d1", "R=e1"}
    after = PAIR.push(state, "R=e1")
    assert legal(after, PAIR) == {"R=d8", "R=e8"}
    choice = PAIR.parse_move(after, "R=d8")
    assert PAIR.public_move_text(after, choice, LOWER) == "R=?"
    state = PAIR.push(after, "R=d8")
    # Now Lower plays; its own tent moves are written with P (not revealed, K-22).
    moves = legal(state, PAIR)
    assert {"Pd1-d2", "Pd1-e2", "Pe1-d2", "Pe1-e2", "d1~e1"} <= moves
    assert not any(m.startswith("R") for m in moves)


def test_K8_solo_mode_has_no_choice_phase():
    assert "R=e1" not in legal(SOLO.initial_state())
    assert SOLO.format_position(SOLO.initial_state()) == START


# The start, D-1. Derivation (Lower to move, nothing of Upper's reaches rank 1-3):
#  Shells a3..h3: one step forward each (rank 4 empty)                     8
#  Archers b2, g2: forward cell holds an own Shell; the bow b3/g3 has the
#    Upper Shell b6/g6 as target, which an Archer may not take (K-13)       0
#  Eagles: a1 -> a2, a1xa3 (own unpromoted Shell, K-14 swap); h1 likewise   4
#  Whales: c1 -> over c2, island c3, to b3/d3, both own unpromoted Shells,
#    captured by swap (K-14); f1 -> e3/g3 likewise                          4
#  Priest d1 / Ruler e1: d2, e2 each, plus the swap d1~e1                   5
#  Horsemen: b1 -> a2 (plain diagonal, NE is river c2);
#    crossing east over c1 onto d1 (own Priest: it cannot stop there, but the
#    crossing jumps "whatever stands on those two cells", K-19 b) and on NE to
#    e2 (SE is off the board; beyond e2 is island f3: stop).  g1 -> h2, and the
#    crossing west over f1 / e1 to d2.                                       4
#  Shields: Lower owns Horsemen and its Priest is free: none                0
#                                                                    total 25
START_MOVES = {
    "Sa3-a4", "Sb3-b4", "Sc3-c4", "Sd3-d4", "Se3-e4", "Sf3-f4", "Sg3-g4", "Sh3-h4",
    "Ea1-a2", "Ea1xa3", "Eh1-h2", "Eh1xh3",
    "Wc1xb3", "Wc1xd3", "Wf1xe3", "Wf1xg3",
    "Pd1-d2", "Pd1-e2", "Re1-d2", "Re1-e2", "d1~e1",
    "Nb1-a2", "Nb1-e2", "Ng1-h2", "Ng1-d2",
}


def test_D1_start_position_legal_moves():
    assert legal(SOLO.parse_position(START)) == START_MOVES


def test_D1_start_position_moves_not_depending_on_the_crossing_jump():
    # The 23 moves above that do not depend on jumping an occupied landing cell.
    uncontested = START_MOVES - {"Nb1-e2", "Ng1-d2"}
    moves = legal(SOLO.parse_position(START))
    assert uncontested <= moves
    assert moves - uncontested <= {"Nb1-e2", "Ng1-d2"}


def test_D1_start_is_the_initial_state_and_mirrored():
    state = SOLO.initial_state()
    assert SOLO.format_position(state) == START
    board = START.split()[0].split("/")
    # Upper is the mirror of Lower on ranks 8/7/6 (same files, other case).
    assert board[0] == board[7].lower() and board[1] == board[6].lower()
    assert board[2] == board[5].lower()
