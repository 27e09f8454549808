"""The variant switches of TF-12 (king captured by two, unarmed king, move limit,
the two dice variants), the edge-escape switch and the draw safeguard, derived
by hand."""
from __future__ import annotations

from fractions import Fraction

import games
import pytest
from games.core import CHANCE
from games.core.errors import InvalidPositionError

from .helpers import legal, moves_from, play, position, text

BY_TWO = games.make("tavlei", king_captured_by_two=True)
HNEF_BY_TWO = games.make("hnefatafl-9", king_captured_by_two=True)
UNARMED = games.make("tavlei", king_armed=False)
DISTANCE = games.make("tavlei", dice="distance")
PARITY = games.make("tavlei", dice="parity")

# TF-12 king captured by two ----------------------------------------------------------------


def test_TF12_by_two_on_the_throne():
    # Prince e5 with an attacker on d5; the attacker f8 comes down to f5: two attackers
    # across the throne take him (by default he needs four, TF-7).
    cells = {"e5": "K", "d5": "t", "f8": "t", "h2": "T"}
    assert "f8-f5xKe5" in moves_from(position(cells, game=BY_TWO), "f8", BY_TWO)
    assert "f8-f5" in moves_from(position(cells), "f8")


def test_TF12_by_two_next_to_the_throne_against_the_empty_throne():
    # TD-3: "like any defender", so the empty throne is hostile to him: prince e4,
    # the attacker a3 -> e3 takes him against e5.
    cells = {"e4": "K", "a3": "t", "h2": "T"}
    assert "a3-e3xKe4" in moves_from(position(cells, game=BY_TWO), "a3", BY_TWO)
    assert "a3-e3" in moves_from(position(cells), "a3")


def test_TF12_by_two_exits_stay_friendly_to_the_prince_in_tavlei():
    # TD-3, TF-6: an exit is hostile "except for the prince", also with this switch; in
    # Hnefatafl the corner takes him (TF-10).
    cells = {"a2": "K", "d3": "t", "h8": "T"}
    assert "d3-a3" in moves_from(position(cells, game=BY_TWO), "d3", BY_TWO)
    assert "d3-a3xKa2" in moves_from(position(cells, game=HNEF_BY_TWO), "d3", HNEF_BY_TWO)


# TF-12 unarmed king ------------------------------------------------------------------------


def test_TF12_unarmed_king_does_not_capture_by_moving():
    # TD-4. Attacker c7, defender b7; the king d2 -> d7 takes nothing (armed: d2-d7xc7).
    state = position({"c7": "t", "b7": "T", "d2": "K", "h8": "t"}, side="d", game=UNARMED)
    assert "d2-d7" in moves_from(state, "d2", UNARMED)


def test_TF12_unarmed_king_is_no_far_side():
    # King b7, attacker c7; the defender d2 -> d7 takes nothing.
    state = position({"c7": "t", "b7": "K", "d2": "T", "h8": "t"}, side="d", game=UNARMED)
    assert "d2-d7" in moves_from(state, "d2", UNARMED)


def test_TF12_unarmed_king_on_the_throne_still_leaves_it_hostile():
    # TD-4: the throne is always hostile to attackers (TF-6): a3 -> e3 takes e4.
    state = position({"e4": "t", "a3": "T", "e5": "K", "b8": "t"}, side="d", game=UNARMED)
    assert "a3-e3xe4" in moves_from(state, "a3", UNARMED)


# TF-12 move limit for the king's side ----------------------------------------------------------


def test_TF12_move_limit_counts_the_defenders_turns():
    game = games.make("tavlei", escape_limit=13)
    state = game.replay(["d1-d3", "e3-h3"])
    assert game.format_position(state).split()[1:] == ["a", "2", "1"]


def test_TF12_move_limit_reached_without_escape_loses():
    # TD-7. Limit 3, the defenders have had 2 turns; the prince on h8 cannot reach a corner
    # in one move (i9/i1 are not on his lines: h9, i8 are plain squares).
    game = games.make("tavlei", escape_limit=3)
    state = position({"h8": "K", "b2": "t", "c5": "T"}, side="d", game=game, turns=2)
    after = play(state, "h8-h9", game)
    assert game.outcome(after).winner == 0
    assert game.outcome(after).reason == "the king did not escape within the move limit"
    assert legal(after, game) == set()


def test_TF12_escape_on_the_last_allowed_turn_wins():
    game = games.make("tavlei", escape_limit=3)
    state = position({"a4": "K", "h8": "t"}, side="d", game=game, turns=2)
    assert game.outcome(play(state, "a4-a1", game)).winner == 1


def test_TF12_move_limit_beyond_the_limit_is_not_a_position():
    game = games.make("tavlei", escape_limit=3)
    with pytest.raises(InvalidPositionError, match="more than 3 defender turns"):
        game.parse_position(text({"a4": "K", "h8": "t"}, side="d", game=game, turns=4))


# TF-12 dice: distance ---------------------------------------------------------------------------


def test_TF12_distance_throw_is_a_chance_node():
    start = DISTANCE.initial_state()
    assert DISTANCE.to_move(start) == CHANCE and DISTANCE.info.has_chance
    assert legal(start, DISTANCE) == {f"[{n}]" for n in range(1, 7)}
    assert [p for _, p in DISTANCE.chance_outcomes(start)] == [Fraction(1, 6)] * 6


def test_TF12_distance_two_moves_exactly_two():
    # Bottom group after [2]: d1 -> b1 (c1 is one) and d3; f1 -> h1, f3; e2 -> c2, g2;
    # e1 boxed. Four symmetric groups: 4 x 6 = 24.
    state = play(DISTANCE.initial_state(), "[2]", DISTANCE)
    assert DISTANCE.to_move(state) == 0
    assert {m for m in legal(state, DISTANCE) if m[0] in "def" and m[1] in "12"} == {
        "d1-b1", "d1-d3", "f1-h1", "f1-f3", "e2-c2", "e2-g2"}
    assert len(legal(state, DISTANCE)) == 24


def test_TF12_distance_three():
    # d1 -> d4 only (left: c1 b1, then the exit a1); f1 -> f4; e2 -> b2, h2: 4 x 4 = 16.
    state = play(DISTANCE.initial_state(), "[3]", DISTANCE)
    assert len(legal(state, DISTANCE)) == 16


def test_TF12_distance_unusable_throw_is_lost():
    # TD-5. Attacker a2 can only step to a3 (a4 defender, b2 defender, a1 exit). [1] gives
    # a2-a3; [3] cannot be used: the defenders throw next, the board unchanged.
    cells = {"a2": "t", "a4": "T", "b2": "T", "h8": "K"}
    state = position(cells, game=DISTANCE)
    assert legal(play(state, "[1]", DISTANCE), DISTANCE) == {"a2-a3"}
    after = play(state, "[3]", DISTANCE)
    assert DISTANCE.format_position(after) == text(cells, side="d", game=DISTANCE, quiet=1)
    assert DISTANCE.to_move(after) == CHANCE


def test_TF12_dice_player_without_any_move_loses_before_throwing():
    # TD-6: TF-3 still applies: the boxed attackers (a1 exit, a4 b2 b3 defenders) lose.
    state = position({"a2": "t", "a3": "t", "a4": "T", "b2": "T", "b3": "T", "h8": "K"},
                     game=DISTANCE)
    assert DISTANCE.outcome(state).winner == 1
    assert legal(state, DISTANCE) == set() and DISTANCE.chance_outcomes(state) == ()


# TF-12 dice: odd or even ----------------------------------------------------------------------


def test_TF12_parity_even_moves_as_usual():
    state = play(PARITY.initial_state(), "[4]", PARITY)
    assert len(legal(state, PARITY)) == 72


def test_TF12_parity_odd_loses_the_turn():
    state = play(PARITY.initial_state(), "[3]", PARITY)
    assert PARITY.format_position(state) == \
        "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d 1 0"
    assert PARITY.to_move(state) == CHANCE


def test_TF12_parity_odd_throw_state_is_not_a_position():
    with pytest.raises(InvalidPositionError, match="odd throw"):
        PARITY.parse_position("/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ a 0 0 [3]")


# Edge escape switch ------------------------------------------------------------------------------


def test_edge_escape_switch():
    # The prince c3 goes down to c1: an edge square, a win only with edge_escape.
    game = games.make("tavlei", edge_escape=True)
    cells = {"c3": "K", "h8": "t"}
    assert game.outcome(play(position(cells, side="d", game=game), "c3-c1", game)).winner == 1
    assert games.make("tavlei").outcome(play(position(cells, side="d"), "c3-c1")) is None


# Draw safeguard -----------------------------------------------------------------------------------


def test_quiet_limit_draws_after_turns_without_capture():
    game = games.make("tavlei", quiet_limit=3)
    state = position({"h8": "K", "b2": "t", "c5": "T"}, game=game, quiet=2)
    outcome = game.outcome(play(state, "b2-b3", game))
    assert outcome.winner is None and outcome.reason == "3 turns without a capture"


def test_a_capture_resets_the_quiet_count():
    # Defender d7, attacker e7; c3 -> c7 takes d7: the count goes back to 0.
    game = games.make("tavlei", quiet_limit=3)
    state = position({"d7": "T", "e7": "t", "c3": "t", "h2": "K", "a8": "T"}, game=game,
                     quiet=2)
    after = play(state, "c3-c7xd7", game)
    assert game.outcome(after) is None
    assert game.format_position(after).split()[2] == "0"


def test_quiet_limit_off():
    game = games.make("tavlei", quiet_limit=None)
    state = position({"h8": "K", "b2": "t", "c5": "T"}, game=game, quiet=500)
    assert game.outcome(play(state, "b2-b3", game)) is None


@pytest.mark.parametrize("options", [
    {"ruleset": "tafl"}, {"dice": "odd"}, {"escape_limit": 0}, {"quiet_limit": -1},
    {"king_armed": "no"},
])
def test_bad_options_are_refused(options):
    from games.tafl import Tafl
    with pytest.raises(ValueError):
        Tafl(**options)


def test_tavlei_has_no_draw_by_default_and_random_games_still_end():
    # TD-8: off in Tavlei (its rules know no draw), on in Hnefatafl.
    from random import Random

    from games.core.playout import random_outcome
    game = games.make("tavlei")
    assert game.config.quiet_limit is None
    assert games.make("hnefatafl-11").config.quiet_limit == 200
    for seed in range(10):
        outcome, _ = random_outcome(game, Random(seed), max_plies=20_000)
        assert outcome is not None and outcome.winner is not None


def test_TD13_ordinary_corners_with_edge_escape():
    saami = games.make("hnefatafl-9", edge_escape=True, corners_ordinary=True)
    # A defender a2 may stop on the corner a1; an attacker b1 is not taken
    # between the corner and the defender c1 (the corner is no hostile square).
    state = position({"a2": "T", "b1": "t", "e5": "K", "i9": "t"}, side="d", game=saami)
    assert "a2-a1" in moves_from(state, "a2", saami)
    state = position({"b1": "t", "c3": "T", "e5": "K", "i9": "t"}, side="d", game=saami)
    assert "c3-c1" in moves_from(state, "c3", saami)
    # The king escapes on any edge square.
    state = position({"b5": "K", "i9": "t"}, side="d", game=saami)
    assert saami.outcome(play(state, "b5-a5", saami)).reason == "the king escaped"
    with pytest.raises(ValueError, match="needs edge_escape"):
        games.make("hnefatafl-9", corners_ordinary=True)
