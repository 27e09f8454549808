"""The fast random playout plays exactly the game ``random_game`` plays."""
from __future__ import annotations

import random

import games
import pytest
from games.core.playout import random_game

from .test_reference import IDS, VARIANTS

EXTRA = [("tavlei", {"quiet_limit": 15}), ("hnefatafl-9", {"dice": "distance", "quiet_limit": 9}),
         ("hnefatafl-9", {"edge_escape": True, "corners_ordinary": True}),
         ("copenhagen", {})]


@pytest.mark.parametrize("name, options", VARIANTS + EXTRA,
                         ids=IDS + ["tavlei,quiet_limit=15", "hnefatafl-9,distance,quiet=9",
                                    "saami-corners", "copenhagen"])
@pytest.mark.parametrize("seed, max_plies", [(0, 100_000), (1, 100_000), (2, 37)])
def test_fast_playout_matches_random_game(name, options, seed, max_plies):
    game = games.make(name, **options)
    slow_rng, fast_rng = random.Random(seed), random.Random(seed)
    slow = random_game(game, slow_rng, max_plies=max_plies, record=False)
    outcome, plies = game.fast_random_outcome(fast_rng, max_plies=max_plies)
    assert (outcome, plies) == (slow.outcome, len(slow.moves))
    assert slow_rng.random() == fast_rng.random()  # the same number of draws


def test_fast_playout_from_a_given_state():
    game = games.make("tavlei")
    state = game.replay(["d1-d3", "e3-h3"])
    slow = random_game(game, random.Random(5), state=state, record=False)
    assert game.fast_random_outcome(random.Random(5), state=state) == \
        (slow.outcome, len(slow.moves))
