"""The fallback for any game without a module of its own: Monte Carlo tree
search (UCT) with random playouts, chance nodes sampled by their exact odds.
It needs nothing but the protocol, so a newly registered game plays at once.

Levels: iterations of the tree search, and the length of a playout (a cut-off
playout counts as half a win).
"""
from __future__ import annotations

import random
from typing import Any, Iterator, Sequence

from games.ai.search import Budget, Progress, mcts
from games.core.protocol import Game

ITERATIONS = {"gentle": 40, "steady": 150, "strong": 600}
PLAYOUT_PLIES = {"gentle": 30, "steady": 50, "strong": 80}


def supports(game: Game) -> bool:
    return True


def think(game: Game, view: Any, player: int, level: str, rng: random.Random,
          time_limit: float | None, earlier: Sequence[Any] = ()) -> Iterator[Progress]:
    budget = Budget(ITERATIONS[level], time_limit)
    return mcts(game, view, ITERATIONS[level], PLAYOUT_PLIES[level], budget, rng, level)
