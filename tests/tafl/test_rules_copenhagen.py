"""Copenhagen (CH-n) and Fetlar (FE-n) Hnefatafl, derived by hand on 11x11
positions: throne f6 (neighbours e6 g6 f5 f7), corners a1 k1 a11 k11.
The ids are those of the spec section on the tafl rules page."""
from __future__ import annotations

import games

from .helpers import legal, moves_from, play, position

COPENHAGEN = games.make("copenhagen")
FETLAR = games.make("fetlar")


def _pos(cells, side="a", game=COPENHAGEN):
    return position(cells, side=side, game=game)


def _moves(state, square, game=COPENHAGEN):
    return moves_from(state, square, game)


# CH-1, FE-1 the board, the start and the first move -----------------------------------------


def test_CH1_FE1_the_attackers_move_first_from_the_diamond():
    diamond = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a 0 0"
    for game in (COPENHAGEN, FETLAR):
        start = game.initial_state()
        assert game.format_position(start) == diamond and game.to_move(start) == 0


# CH-2, FE-2 restricted and hostile squares -------------------------------------------------


def test_CH2_any_piece_passes_the_empty_throne_only_the_king_stops():
    state = _pos({"f8": "t", "f3": "T", "d4": "K"})
    assert {m for m in _moves(state, "f8") if m[3:] in ("f6", "f5", "f4")} == \
        {"f8-f5", "f8-f4"}


def test_FE2_corners_are_hostile_to_defenders_but_the_king_is_never_taken_there():
    # A defender b1 between the corner a1 and an attacker coming to c1 is taken.
    state = _pos({"b1": "T", "c5": "t", "f6": "K"}, game=FETLAR)
    assert "c5-c1xb1" in _moves(state, "c5", FETLAR)
    # The king b1 on the edge, with defenders left, is not.
    state = _pos({"b1": "K", "b2": "t", "c5": "t", "h8": "T"}, game=FETLAR)
    assert "c5-c1" in _moves(state, "c5", FETLAR)


# CH-3 shieldwall ----------------------------------------------------------------------------


def test_CH3_shieldwall_bracketed_by_two_attackers():
    # Defenders d1 e1, attackers in front (d2 e2) and at c1; f5 comes down to f1.
    state = _pos({"d1": "T", "e1": "T", "d2": "t", "e2": "t", "c1": "t", "f5": "t",
                  "f8": "K", "h8": "T"})
    assert "f5-f1xd1/e1" in _moves(state, "f5")
    after = play(state, "f5-f1xd1/e1", COPENHAGEN)
    assert COPENHAGEN.outcome(after) is None


def test_CH3_shieldwall_with_a_corner_as_one_bracket():
    state = _pos({"b1": "T", "c1": "T", "b2": "t", "c2": "t", "d5": "t", "f8": "K", "h8": "T"})
    assert "d5-d1xb1/c1" in _moves(state, "d5")


def test_CH3_the_king_in_the_row_is_not_taken_with_it():
    state = _pos({"d1": "T", "e1": "K", "d2": "t", "e2": "t", "c1": "t", "f5": "t",
                  "h8": "T"})
    assert "f5-f1xd1" in _moves(state, "f5")


def test_CH3_no_shieldwall_when_one_of_the_row_has_no_enemy_in_front():
    state = _pos({"d1": "T", "e1": "T", "d2": "t", "c1": "t", "f5": "t", "f8": "K", "h8": "T"})
    assert "f5-f1" in _moves(state, "f5")


def test_CH3_the_defenders_take_a_shieldwall_with_the_king_as_a_bracket():
    # Attackers a4 a5 on the left edge, defenders b4 b5 in front, the king at a3;
    # the defender e6 goes to a6 and brackets the row from above.
    state = _pos({"a4": "t", "a5": "t", "b4": "T", "b5": "T", "a3": "K", "e6": "T",
                  "k8": "t"}, side="d")
    assert "e6-a6xa4/a5" in _moves(state, "e6")


def test_FE6_fetlar_has_no_shieldwall():
    state = _pos({"d1": "T", "e1": "T", "d2": "t", "e2": "t", "c1": "t", "f5": "t",
                  "f8": "K", "h8": "T"}, game=FETLAR)
    assert "f5-f1" in _moves(state, "f5", FETLAR)


# CH-4, FE-3 the strong king ----------------------------------------------------------------


def test_CH4_the_king_is_taken_by_four_attackers():
    state = _pos({"d4": "K", "c4": "t", "e4": "t", "d5": "t", "h3": "t", "h8": "T"})
    assert "h3-d3xKd4" in _moves(state, "h3")
    assert COPENHAGEN.outcome(play(state, "h3-d3xKd4", COPENHAGEN)).winner == 0


def test_CH4_three_attackers_do_not_take_him():
    state = _pos({"d4": "K", "c4": "t", "e4": "t", "h3": "t", "h8": "T"})
    assert "h3-d3" in _moves(state, "h3")


def test_CH4_next_to_the_throne_three_attackers_and_the_throne():
    state = _pos({"f5": "K", "e5": "t", "g5": "t", "a4": "t", "h8": "T"})
    assert "a4-f4xKf5" in _moves(state, "a4")


def test_CH4_never_on_the_edge():
    state = _pos({"d1": "K", "c1": "t", "e1": "t", "h2": "t"})
    assert "h2-d2" in _moves(state, "h2")


def test_FE3_on_the_edge_only_as_the_last_defender_surrounded():
    state = _pos({"d1": "K", "c1": "t", "e1": "t", "h2": "t"}, game=FETLAR)
    assert "h2-d2xKd1" in _moves(state, "h2", FETLAR)
    state = _pos({"d1": "K", "c1": "t", "e1": "t", "h2": "t", "h8": "T"}, game=FETLAR)
    assert "h2-d2" in _moves(state, "h2", FETLAR)


# CH-5 exit fort ----------------------------------------------------------------------------

FORT = {"f1": "K", "e1": "T", "e2": "T", "g2": "T", "h1": "T", "f3": "T", "h5": "t",
        "c5": "t", "a8": "t"}
"""The king f1 with room f2 and g1; the wall e1 e2 g2 h1 f3. f3 can be taken
between e3 and g3 unless a defender stands on e3 or g3."""


def test_CH5_a_fort_that_can_be_broken_is_no_exit_fort():
    state = _pos(dict(FORT, d8="T"), side="d")
    after = play(state, "d8-d3", COPENHAGEN)  # d3 does not shelter f3
    assert COPENHAGEN.outcome(after) is None


def test_CH5_an_exit_fort_that_cannot_be_broken_wins():
    state = _pos(dict(FORT, e8="T"), side="d")
    after = play(state, "e8-e3", COPENHAGEN)  # e3 shelters f3, e2 shelters e3
    outcome = COPENHAGEN.outcome(after)
    assert outcome.winner == 1 and "exit fort" in outcome.reason
    assert legal(after, COPENHAGEN) == set()


def test_CH5_an_attacker_inside_breaks_the_fort():
    state = _pos(dict(FORT, e8="T", g1="t"), side="d")
    assert COPENHAGEN.outcome(play(state, "e8-e3", COPENHAGEN)) is None


def test_FE6_fetlar_has_no_exit_fort():
    state = _pos(dict(FORT, e8="T"), side="d", game=FETLAR)
    assert FETLAR.outcome(play(state, "e8-e3", FETLAR)) is None


# CH-6, FE-4 encirclement -------------------------------------------------------------------

RING = {sq: "t" for sq in "d5 d6 d7 h5 h6 h7 e4 f4 g4 e8 f8".split()}
"""Attackers round e5..g7 but for g8, which g10 closes."""


def _closed_ring(game):
    state = _pos(dict(RING, g10="t", f6="K", e5="T"), game=game)
    return game.outcome(play(state, "g10-g8", game))


def test_CH6_encircling_the_king_and_every_defender_wins():
    outcome = _closed_ring(COPENHAGEN)
    assert outcome.winner == 0 and "encircled" in outcome.reason


def test_FE4_encircling_wins_in_fetlar_too():
    outcome = _closed_ring(FETLAR)
    assert outcome.winner == 0 and "encircled" in outcome.reason


def test_CH6_a_defender_outside_the_ring_keeps_it_open():
    state = _pos(dict(RING, g10="t", f6="K", e5="T", b2="T"))
    assert COPENHAGEN.outcome(play(state, "g10-g8", COPENHAGEN)) is None


# CH-7, FE-5 repetition ---------------------------------------------------------------------


def _shuffle(game, times: int):
    state = _pos({"a5": "t", "k5": "T", "f6": "K"}, game=game)
    for _ in range(times):
        for move in ("a5-a6", "k5-k6", "a6-a5", "k6-k5"):
            state = play(state, move, game)
    return state


def test_CH7_a_position_standing_the_fourth_time_loses_for_the_defenders():
    assert COPENHAGEN.outcome(_shuffle(COPENHAGEN, 2)) is None  # the third time
    outcome = COPENHAGEN.outcome(_shuffle(COPENHAGEN, 3))
    assert outcome.winner == 0 and "fourth time" in outcome.reason


def test_FE5_an_endless_repetition_is_a_draw():
    outcome = FETLAR.outcome(_shuffle(FETLAR, 3))
    assert outcome.winner is None and "fourth time" in outcome.reason


# CH-8, FE-6 no legal move ------------------------------------------------------------------


def test_CH8_the_king_alone_and_stuck_on_the_edge_loses():
    state = _pos({"a5": "K", "a4": "t", "b5": "t", "c6": "t", "h8": "t"})
    after = play(state, "c6-a6", COPENHAGEN)
    outcome = COPENHAGEN.outcome(after)
    assert (outcome.winner, outcome.reason) == (0, "no legal move")


def test_TD17_with_ordinary_corners_a_piece_on_the_corner_closes_a_row_but_is_never_in_one():
    game = games.make("copenhagen", edge_escape=True, corners_ordinary=True)
    # An attacker on the corner a1 brackets b1 c1 (attackers b2 c2 in front).
    state = _pos({"a1": "t", "b1": "T", "c1": "T", "b2": "t", "c2": "t", "d5": "t",
                  "f6": "K", "h8": "T"}, game=game)
    assert "d5-d1xb1/c1" in _moves(state, "d5", game)
    # A defender on the corner is not in the row b1 c1: nothing brackets it there.
    state = _pos({"a1": "T", "b1": "T", "c1": "T", "b2": "t", "c2": "t", "d5": "t",
                  "f6": "K", "h8": "T"}, game=game)
    assert "d5-d1" in _moves(state, "d5", game)
