"""Taking the king, escaping, and the player without a move (TF-3, TF-7, TF-8,
TF-11), derived by hand. 9x9 throne e5 (neighbours d5 f5 e4 e6); 11x11 throne
f6 (neighbours e6 g6 f5 f7)."""
from __future__ import annotations

from .helpers import HNEF9, HNEF11, TAVLEI, legal, moves_from, play, position

# TF-7 / TF-11 the king on, next to and away from the throne ------------------------------


def test_TF7_prince_on_the_throne_needs_four_attackers():
    # Prince e5, attackers d5 f5 e6; the attacker a4 goes right to e4: the fourth side.
    state = position({"e5": "K", "d5": "t", "f5": "t", "e6": "t", "a4": "t", "h8": "T"})
    assert "a4-e4xKe5" in moves_from(state, "a4")
    after = play(state, "a4-e4xKe5")
    assert TAVLEI.outcome(after).winner == 0 and legal(after) == set()


def test_TF7_prince_on_the_throne_survives_three():
    # Same, but d5 is empty: three attackers after a4 -> e4, no capture.
    state = position({"e5": "K", "f5": "t", "e6": "t", "a4": "t", "h8": "T"})
    assert "a4-e4" in moves_from(state, "a4")


def test_TF7_prince_next_to_the_throne_needs_the_three_other_sides():
    # Prince e4 (below the throne), attackers d4 and f4; the attacker a3 goes to e3:
    # d4 f4 e3 close the three sides that are not the throne.
    state = position({"e4": "K", "d4": "t", "f4": "t", "a3": "t", "h8": "T"})
    assert "a3-e3xKe4" in moves_from(state, "a3")


def test_TF7_prince_next_to_the_throne_is_not_taken_by_two():
    # Prince e4, attacker d4; the attacker f8 comes down to f4: only two sides, and
    # e3 is open. Then with f4 held, e3 alone (a3 -> e3) makes a vertical pair with
    # the throne - still not enough without the third.
    state = position({"e4": "K", "d4": "t", "f8": "t", "a3": "t", "h8": "T"})
    assert "f8-f4" in moves_from(state, "f8")
    state = position({"e4": "K", "f4": "t", "a3": "t", "h8": "T"})
    assert "a3-e3" in moves_from(state, "a3")


def test_TF7_prince_away_from_the_throne_is_taken_by_two():
    # Prince c7, attacker b7; the attacker d2 goes up to d7: taken on rank 7.
    state = position({"c7": "K", "b7": "t", "d2": "t", "h2": "T"})
    assert "d2-d7xKc7" in moves_from(state, "d2")


def test_TF11_king_on_the_11x11_throne_needs_four():
    # King f6, attackers e6 g6 f7; the attacker a5 goes right to f5: taken.
    state = position({"f6": "K", "e6": "t", "g6": "t", "f7": "t", "a5": "t", "j2": "T"},
                     game=HNEF11)
    assert "a5-f5xKf6" in moves_from(state, "a5", HNEF11)


def test_TF11_king_next_to_the_throne_needs_three():
    # King f7 (above the throne f6): attackers e7 g7, the attacker a8 goes right to f8.
    state = position({"f7": "K", "e7": "t", "g7": "t", "a8": "t", "j2": "T"}, game=HNEF11)
    assert "a8-f8xKf7" in moves_from(state, "a8", HNEF11)
    # Only two of them (g7 empty): no capture.
    state = position({"f7": "K", "e7": "t", "a8": "t", "j2": "T"}, game=HNEF11)
    assert "a8-f8" in moves_from(state, "a8", HNEF11)


def test_TF11_king_elsewhere_is_taken_by_two():
    # Hnefatafl 9x9: king c7, attacker b7, attacker d2 -> d7.
    state = position({"c7": "K", "b7": "t", "d2": "t", "h2": "T"}, game=HNEF9)
    assert "d2-d7xKc7" in moves_from(state, "d2", HNEF9)


# TF-8 / TF-11 escape -----------------------------------------------------------------------


def test_TF8_prince_on_an_exit_wins():
    # Prince a4, a3 a2 empty: a4 -> a1 reaches the exit; the game is over.
    state = position({"a4": "K", "h8": "t", "h2": "T"}, side="d")
    after = play(state, "a4-a1")
    outcome = TAVLEI.outcome(after)
    assert outcome.winner == 1 and outcome.reason == "the king escaped"
    assert legal(after) == set()


def test_TF11_king_on_a_corner_wins_11x11():
    # King k5, k4..k2 empty: k5 -> k1.
    state = position({"k5": "K", "b10": "t"}, side="d", game=HNEF11)
    outcome = HNEF11.outcome(play(state, "k5-k1", HNEF11))
    assert outcome.winner == 1


def test_TF8_an_edge_square_is_no_exit():
    # The prince on a4 moves to a2: the game goes on (the attackers to move).
    state = position({"a4": "K", "h8": "t", "h2": "T"}, side="d")
    after = play(state, "a4-a2")
    assert TAVLEI.outcome(after) is None and TAVLEI.to_move(after) == 0


# TF-3 no legal move loses ------------------------------------------------------------------


def test_TF3_defenders_without_a_move_lose():
    # Prince e5 on the throne with attackers d5 f5 e6; defender e4 below, boxed by
    # attackers d4 f4 e3. The prince has three attackers and his own man next to him
    # (not taken); every defender move is blocked: the attackers win.
    state = position({"e5": "K", "d5": "t", "f5": "t", "e6": "t", "e4": "T", "d4": "t",
                      "f4": "t", "e3": "t"}, side="d")
    assert legal(state) == set()
    outcome = TAVLEI.outcome(state)
    assert outcome.winner == 0 and outcome.reason == "no legal move"


def test_TF3_attackers_without_a_move_lose():
    # Attackers a2 a3 against the edge: a1 is an exit, a4 b2 b3 are defenders.
    state = position({"a2": "t", "a3": "t", "a4": "T", "b2": "T", "b3": "T", "h8": "K"})
    assert legal(state) == set()
    assert TAVLEI.outcome(state).winner == 1


def test_TF3_a_blocked_piece_is_not_enough():
    # The same attackers with b2 empty: a2 -> b2 .. i2 are moves, nobody has lost.
    state = position({"a2": "t", "a3": "t", "a4": "T", "b3": "T", "h8": "K"})
    assert TAVLEI.outcome(state) is None
    assert moves_from(state, "a2") == {f"a2-{f}2" for f in "bcdefghi"}
