"""Altai Shatra end of the game (SH-14, D-2, D-8), derived by hand."""
from __future__ import annotations

import games

from .helpers import BLACK, GAME, WHITE, legal, play, position


def test_SH14_capturing_the_biy_wins():
    # White 30 leaps over the black biy on 23 onto 16 (compulsory, the only move).
    state = position("Б53, ш – 30 (2)", "Б23 (1)")
    assert legal(state) == {"30:16"}
    end = GAME.push(state, "30:16")
    outcome = GAME.outcome(end)
    assert (outcome.winner, outcome.reason) == (WHITE, "biy captured")
    assert GAME.legal_moves(end) == []
    # The finished position still reads and writes back.
    text = GAME.format_position(end)
    assert text == "White: Б53, ш – 16 (2); Black: (0); Black to move"
    assert GAME.format_position(GAME.parse_position(text)) == text


def test_SH14_a_player_with_no_legal_move_loses():
    # The black biy on 46 is walled in: 39, 40, 47 are white and the squares behind
    # them (32, 34, 48) are taken too, so it can neither step nor leap, and Black has
    # nothing else.
    state = position("Б53, ш – 32, 34, 39, 40, 47, 48 (7)", "Б46 (1)", turn=BLACK)
    assert GAME.legal_moves(state) == []
    outcome = GAME.outcome(state)
    assert (outcome.winner, outcome.reason) == (WHITE, "no legal move")


def test_SH14_only_the_two_biys_left_is_a_draw():
    # The black biy may take the last white shatra (or step away, SH-12).
    state = position("Б46, ш – 23 (2)", "Б16 (1)", turn=BLACK)
    assert legal(state) == {"Б16:30", "Б16-15", "Б16-17", "Б16-22", "Б16-24"}
    end = GAME.push(state, "Б16:30")
    outcome = GAME.outcome(end)
    assert outcome.is_draw and outcome.reason == "only the two biys remain"
    assert GAME.legal_moves(end) == []


def test_SH14_the_same_position_a_third_time_is_a_draw():
    # The biys step out and back: the start position recurs after 4 and 8 moves.
    state = position("Б46, ш – 52 (2)", "Б16 (1)")
    cycle = ("Б46-47", "Б16-17", "Б47-46", "Б17-16")
    state = play(state, *cycle)
    assert GAME.outcome(state) is None  # second time
    state = play(state, *cycle[:3])
    assert GAME.outcome(state) is None
    state = play(state, cycle[3])  # third time
    outcome = GAME.outcome(state)
    assert outcome.is_draw and outcome.reason == "repetition"
    assert GAME.legal_moves(state) == []


def test_SH14_a_capture_forgets_earlier_positions():
    # D-14: after a capture (or a drop or a promotion) no earlier position can
    # recur, so the repetition count starts afresh.
    state = position("Б46, ш – 52, 44 (3)", "Б16, ш – 37 (2)")
    state = GAME.push(state, "44:30")
    assert state.history == ()


def test_D8_optional_move_limit():
    game = games.make("shatra", move_limit=3)
    state = game.replay(["42-35", "19-26", "35-28"])
    assert game.outcome(state).is_draw and game.outcome(state).reason == "move limit"
    assert games.make("shatra").outcome(state) is None
