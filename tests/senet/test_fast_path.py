"""The playout fast path plays exactly the games of the generic protocol path:
same throws, same moves, same outcome, for every ruleset and many seeds."""
import random

import pytest

import games
from games.core.playout import random_game, random_outcome

VARIANTS = [
    ("senet-kendall", {}), ("senet-bell", {}), ("senet-cycles", {}), ("senet-modern", {}),
    ("senet-kendall", {"pieces": 7}), ("senet-bell", {"pieces": 7, "turn_limit": 300}),
    ("senet-cycles", {"cycles": 2}), ("senet-kendall", {"first": "fixed"}),
    ("senet-cycles", {"cycles": None, "duration": 10, "turn_limit": 150}),
    ("senet-modern", {"pieces": 7, "first": "throw"}),
]


@pytest.mark.parametrize("name, options", VARIANTS)
def test_fast_random_game_is_the_protocol_random_game(name, options):
    g = games.make(name, **options)
    for seed in range(60):
        slow = random_game(g, random.Random(seed))
        rng = random.Random(seed)
        final, plies = g.fast_random_state(rng)
        assert plies == len(slow.moves)
        assert final == slow.states[-1]
        assert g.outcome(final) == slow.outcome is not None
        after = random.Random(seed)
        random_game(g, after, record=False)
        assert rng.random() == after.random(), "the generator must be left in the same state"


@pytest.mark.parametrize("name", ["senet-kendall", "senet-cycles"])
def test_fast_path_cut_off_and_from_a_given_state(name):
    g = games.make(name)
    start = random_game(g, random.Random(3), max_plies=57).states[-1]
    for seed in range(20):
        slow = random_game(g, random.Random(seed), max_plies=40, state=start)
        final, plies = g.fast_random_state(random.Random(seed), 40, start)
        assert (final, plies) == (slow.states[-1], len(slow.moves))
        assert random_outcome(g, random.Random(seed), max_plies=40, state=start) == (
            slow.outcome, len(slow.moves))


def test_the_playout_sequence_of_many_games_matches():
    g = games.make("senet-kendall")
    fast_rng, slow_rng = random.Random(1), random.Random(1)
    for _ in range(200):
        slow = random_game(g, slow_rng, record=False)
        assert random_outcome(g, fast_rng) == (slow.outcome, len(slow.moves))
