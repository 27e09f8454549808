"""Custodial capture and hostile squares (TF-2, TF-6, TF-10), derived by hand.

9x9: throne e5, exits/corners a1 i1 a9 i9. Positions keep the king away from
the action unless he is part of it.
"""
from __future__ import annotations

from .helpers import HNEF9, HNEF11, TAVLEI, cells_of, moves_from, mv, play, position

# TF-2 custodial capture -------------------------------------------------------------------


def test_TF2_closing_the_trap_captures():
    # Defender d7 with an attacker on e7; the attacker c3 goes up the c-file to c7:
    # d7 is between c7 and e7 on rank 7 -> taken. King h2 out of the way.
    state = position({"d7": "T", "e7": "t", "c3": "t", "h2": "K"})
    assert "c3-c7xd7" in moves_from(state, "c3")
    after = play(state, "c3-c7xd7")
    assert cells_of(after) == {"c7": "t", "e7": "t", "h2": "K"}
    assert TAVLEI.format_position(after).split()[1:] == ["d", "0", "0"]


def test_TF2_moving_between_two_enemies_is_safe():
    # Attackers c7 and e7; the defender d2 walks up to d7 (d3..d6 empty): no capture.
    state = position({"c7": "t", "e7": "t", "d2": "T", "h2": "K"}, side="d")
    assert "d2-d7" in moves_from(state, "d2")
    assert cells_of(play(state, "d2-d7"))["d7"] == "T"


def test_TF2_no_diagonal_capture():
    # Defender d7, attacker c8 (diagonal); the attacker f6 goes to e6: e6 is diagonal
    # to d7 as well, so nothing is taken. f6's moves: none lists a capture.
    state = position({"d7": "T", "c8": "t", "f6": "t", "h2": "K"})
    assert all("x" not in m for m in moves_from(state, "f6"))
    assert "f6-e6" in moves_from(state, "f6")


def test_TF2_several_captures_in_one_move():
    # Attacker f9 drops to f7 between defenders e7, g7 and f6, each backed by an
    # attacker (d7, h7, f5): all three are taken, listed in square order f6 e7 g7.
    state = position({"f9": "t", "e7": "T", "g7": "T", "f6": "T", "d7": "t", "h7": "t",
                      "f5": "t", "b2": "K"})
    assert moves_from(state, "f9") == mv("f9", "f8 f7xf6/e7/g7 g9 h9 e9 d9 c9 b9")
    assert cells_of(play(state, "f9-f7xf6/e7/g7")) == {
        "f7": "t", "d7": "t", "h7": "t", "f5": "t", "b2": "K"}


def test_TF2_a_capture_needs_the_far_side_closed():
    # Defender d7 with an empty e7: the attacker going to c7 takes nothing.
    state = position({"d7": "T", "c3": "t", "h2": "K"})
    assert "c3-c7" in moves_from(state, "c3")


def test_TF2_the_king_captures_as_the_moving_piece():
    # Attacker c7, defender b7; the king d2 goes up to d7 (d3..d6 empty): c7 taken.
    state = position({"c7": "t", "b7": "T", "d2": "K", "h8": "t"}, side="d")
    assert "d2-d7xc7" in moves_from(state, "d2")


def test_TF2_the_king_captures_as_the_far_side():
    # King b7, attacker c7; the defender d2 goes up to d7: c7 is taken against the king.
    state = position({"c7": "t", "b7": "K", "d2": "T", "h8": "t"}, side="d")
    assert "d2-d7xc7" in moves_from(state, "d2")


def test_TF2_own_pieces_are_never_captured_by_their_side():
    # Defender d7 between defender c7 (moving there) and attacker e7: nothing happens.
    state = position({"d7": "T", "e7": "t", "c3": "T", "h2": "K"}, side="d")
    assert "c3-c7" in moves_from(state, "c3")


# TF-6 Tavlei hostile squares ------------------------------------------------------------


def test_TF6_exit_is_hostile_to_attackers():
    # Attacker b1 next to the exit a1; the defender c4 comes down to c1: b1 is taken.
    state = position({"b1": "t", "c4": "T", "h8": "K", "h2": "t"}, side="d")
    assert "c4-c1xb1" in moves_from(state, "c4")


def test_TF6_exit_is_hostile_to_defenders():
    # Defender a2 next to the exit a1; the attacker d3 goes left to a3: a2 is taken.
    state = position({"a2": "T", "d3": "t", "h8": "K"})
    assert "d3-a3xa2" in moves_from(state, "d3")


def test_TF6_exit_is_not_hostile_to_the_prince():
    # Prince a2 next to the exit a1; the attacker d3 goes to a3: the prince stays.
    state = position({"a2": "K", "d3": "t", "h8": "T"})
    assert "d3-a3" in moves_from(state, "d3")


def test_TF6_empty_throne_is_hostile_to_attackers():
    # Attacker e4 below the empty throne e5; the defender a3 goes right to e3: taken.
    state = position({"e4": "t", "a3": "T", "h8": "K", "b8": "t"}, side="d")
    assert "a3-e3xe4" in moves_from(state, "a3")


def test_TF6_throne_with_the_prince_is_hostile_to_attackers():
    # The prince is on the throne e5; attacker e4; defender a3 to e3: e4 is taken.
    state = position({"e4": "t", "a3": "T", "e5": "K", "b8": "t"}, side="d")
    assert "a3-e3xe4" in moves_from(state, "a3")


def test_TF6_empty_throne_is_hostile_to_defenders():
    # Defender e4 below the empty throne; the attacker a3 goes to e3: e4 is taken.
    state = position({"e4": "T", "a3": "t", "h8": "K"})
    assert "a3-e3xe4" in moves_from(state, "a3")


def test_TF6_occupied_throne_is_not_hostile_to_defenders():
    # The prince on the throne e5, defender e4; the attacker a3 to e3 takes nothing.
    state = position({"e4": "T", "a3": "t", "e5": "K"})
    assert "a3-e3" in moves_from(state, "a3")


# TF-10 Hnefatafl hostile squares -----------------------------------------------------------


def test_TF10_corners_are_hostile_to_all():
    # Hnefatafl 9x9. Attacker b1 taken against a1 by the defender c4 -> c1; defender
    # a2 taken against a1 by the attacker d3 -> a3.
    state = position({"b1": "t", "c4": "T", "h8": "K", "h2": "t"}, side="d", game=HNEF9)
    assert "c4-c1xb1" in moves_from(state, "c4", HNEF9)
    state = position({"a2": "T", "d3": "t", "h8": "K"}, game=HNEF9)
    assert "d3-a3xa2" in moves_from(state, "d3", HNEF9)


def test_TF10_corner_is_hostile_to_the_king_too():
    # TD-2: "hostile to all pieces" and "the king is captured as all other pieces"
    # (Helmfrid 3, 7): the king on a2 is taken against a1 by the attacker d3 -> a3.
    state = position({"a2": "K", "d3": "t", "h8": "T"}, game=HNEF9)
    assert "d3-a3xKa2" in moves_from(state, "d3", HNEF9)
    after = play(state, "d3-a3xKa2", HNEF9)
    assert HNEF9.outcome(after).winner == 0


def test_TF10_throne_always_hostile_to_attackers_on_11x11():
    # Hnefatafl 11x11, throne f6, king on it. Attacker f5 below; defender a4 -> f4
    # (b4..e4 empty): f5 is taken against the (occupied) throne.
    state = position({"f5": "t", "a4": "T", "f6": "K", "b10": "t"}, side="d", game=HNEF11)
    assert "a4-f4xf5" in moves_from(state, "a4", HNEF11)


def test_TF10_throne_hostile_to_defenders_only_when_empty():
    # Defender f5 below the throne; attacker a4 -> f4. Empty throne: taken; with the
    # king on the throne: not taken.
    empty = position({"f5": "T", "a4": "t", "b10": "K"}, game=HNEF11)
    assert "a4-f4xf5" in moves_from(empty, "a4", HNEF11)
    held = position({"f5": "T", "a4": "t", "f6": "K"}, game=HNEF11)
    assert "a4-f4" in moves_from(held, "a4", HNEF11)


def test_TF2_moving_next_to_a_hostile_square_is_safe():
    # TD-10: a hostile square only helps the mover's side: the defender a4 -> e4 stops between
    # the attacker e3 and the empty throne e5 and stays; the attacker b5 -> b1 stops
    # between the exit a1 and the defender c1 and stays.
    state = position({"a4": "T", "e3": "t", "h8": "K"}, side="d")
    after = play(state, "a4-e4")
    assert cells_of(after) == {"e4": "T", "e3": "t", "h8": "K"}
    state = position({"b5": "t", "c1": "T", "h8": "K"})
    assert cells_of(play(state, "b5-b1")) == {"b1": "t", "c1": "T", "h8": "K"}
