"""Shared helpers for the computer-player tests: seeded positions of any game."""
from __future__ import annotations

import random
from typing import Any

import games
from games.core import CHANCE

OPTIONS = {"kamla": {"move_limit": 250}, "kamla-pair": {"move_limit": 250}}


def make(name: str):
    return games.make(name, **OPTIONS.get(name, {}))


def decision_positions(game, seed: int, count: int, max_plies: int = 120) -> list[Any]:
    """``count`` decision nodes (not chance, not over) from one seeded random
    game, spread over its first ``max_plies`` steps."""
    rng = random.Random(seed)
    state = game.initial_state()
    found = []
    for _ in range(max_plies):
        if game.outcome(state) is not None:
            break
        if game.to_move(state) == CHANCE:
            moves, weights = zip(*game.chance_outcomes(state))
            move = rng.choices(moves, weights=[float(w) for w in weights])[0]
        else:
            found.append(state)
            move = rng.choice(list(game.legal_moves(state)))
        state = game.apply(state, move)
    if len(found) <= count:
        return found
    step = len(found) / count
    return [found[int(i * step)] for i in range(count)]
