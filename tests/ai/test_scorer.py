"""games.ai.scorer: the computer player's static evaluation for player 0,
deterministic, and None for a game without its own knowledge."""
import random

import pytest

import games
from games.ai import scorer
from games.core.playout import random_game


@pytest.mark.parametrize("ruleset", ["kamla", "senet-kendall", "shatra", "tavreli", "tavlei",
                                     "hnefatafl-11"])
def test_a_score_for_every_position_and_the_same_each_time(ruleset: str) -> None:
    game = games.make(ruleset)
    score = scorer(game)
    states = random_game(game, random.Random(2), max_plies=60).states
    values = [score(s) for s in states]
    assert all(isinstance(v, float) for v in values)
    assert values == [scorer(game)(s) for s in states]


def test_a_conversion_raises_the_score_of_the_side_that_won_it() -> None:
    game = games.make("kamla")
    score = scorer(game)
    record = "Wc1xd3 Re8-d7 Ng1-d2 Pd8-e8 Nd2-e5 Sd6-d5 Nb1-e2 Nb8-d8".split()
    before = game.replay(record)
    after = game.push(before, "Ne2xd5")  # the Lower Horseman wins over an Upper Shell
    assert score(after) > score(before)


def test_tafl_with_dice_has_no_scorer() -> None:
    assert scorer(games.make("tavlei", dice="distance")) is None
