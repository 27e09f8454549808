"""The computer only ever plays legal moves, in every registered game, at every
level, over many seeded positions; and the same seed gives the same move."""
from __future__ import annotations

import random

import pytest

import games
from games.ai import LEVELS, choose_move
from tests.ai.helpers import decision_positions, make

# Budgets are per level; the strong level is tried on fewer positions to keep
# the suite fast. The time cap keeps a slow machine (or an engine still being
# written, played by the generic fallback) from stalling the tests.
POSITIONS = {"gentle": 10, "steady": 6, "strong": 2}
CAP = 1.0


@pytest.mark.parametrize("name", games.names())
@pytest.mark.parametrize("level", LEVELS)
def test_moves_are_legal(name: str, level: str) -> None:
    game = make(name)
    positions = decision_positions(game, seed=len(name), count=POSITIONS[level])
    assert positions, "the random game should reach decisions"
    for i, state in enumerate(positions):
        move = choose_move(game, state, game.to_move(state), level, random.Random(i), CAP)
        assert move in game.legal_moves(state), (
            f"{level} chose {move!r} in {game.format_position(state)!r}")
        game.format_move(state, move)  # it has a notation, too


@pytest.mark.parametrize("name", games.names())
def test_same_seed_same_move(name: str) -> None:
    game = make(name)
    for state in decision_positions(game, seed=7, count=3):
        player = game.to_move(state)
        first = choose_move(game, state, player, "steady", random.Random(11), None)
        again = choose_move(game, state, player, "steady", random.Random(11), None)
        assert first == again


def test_every_registered_game_gets_a_player() -> None:
    from games.ai import module_for
    for name in games.names():
        module = module_for(make(name))
        assert hasattr(module, "think")
