"""The computer player's promises over the common protocol: legal moves for
every registered ruleset, the same move for the same seed, and in Kamla pair
mode a move that depends only on the computer's own public view."""
import random

import pytest

import games
from games.ai import LEVELS, choose_move
from games.core import CHANCE, chance
from games.core.playout import random_game

OPTIONS = {"kamla": {"move_limit": 120}, "kamla-pair": {"move_limit": 120},
           "tavreli": {"move_limit": 200}, "shatra": {"move_limit": 200}}


def decision_states(name: str, seed: int, count: int = 3):
    """A few decision positions from a seeded random game."""
    game = games.make(name, **OPTIONS.get(name, {}))
    result = random_game(game, random.Random(seed), max_plies=150)
    states = [s for s in result.states if game.outcome(s) is None
              and game.to_move(s) != CHANCE]
    step = max(1, len(states) // count)
    return game, states[::step][:count]


@pytest.mark.parametrize("name", games.names())
def test_the_move_is_legal_in_every_game(name):
    game, states = decision_states(name, seed=3)
    for state in states:
        move = choose_move(game, state, player=game.to_move(state), level="gentle",
                           rng=random.Random(1), time_limit=0.5)
        assert move in game.legal_moves(state)


@pytest.mark.parametrize("name", ["kamla", "senet-kendall", "tavlei"])
def test_the_same_seed_gives_the_same_move(name):
    game, states = decision_states(name, seed=5, count=2)
    for state in states:
        player = game.to_move(state)
        first = choose_move(game, state, player=player, level="steady", rng=random.Random(9))
        again = choose_move(game, state, player=player, level="steady", rng=random.Random(9))
        assert first == again


def test_levels_are_the_three_of_the_setup_screen():
    assert LEVELS == ("gentle", "steady", "strong")


@pytest.mark.parametrize("seed", range(6))
def test_the_hidden_ruler_does_not_change_the_computers_move(seed):
    """Kamla pair mode: two games alike but for the human's secret Ruler
    choice; the computer (Upper World) must make the same move in both."""
    game = games.make("kamla-pair", move_limit=200)
    texts = random_game(game, random.Random(100 + seed), max_plies=40).texts[2:]
    line: list[str] = []
    for text in texts:  # the longest line legal whichever Ruler the human chose
        try:
            for choice in ("R=d1", "R=e1"):
                game.replay([choice, "R=e8", *line, text])
        except ValueError:
            break
        line.append(text)
    if len(line) % 2 == 0:  # after the choices the Lower World moves first
        line = line[:-1]
    assert line, "the line must give the computer a move to make"
    states = [game.replay([choice, "R=e8", *line]) for choice in ("R=d1", "R=e1")]
    assert states[0].turn == states[1].turn == 1
    assert states[0].board != states[1].board  # the hidden truth differs...
    views = [game.format_position(game.public_view(s, 1)) for s in states]
    assert views[0] == views[1]  # ...what the computer may see does not
    moves = [choose_move(game, s, player=1, level="steady", rng=random.Random(seed))
             for s in states]
    assert moves[0] == moves[1]


def test_the_computer_throws_are_not_its_business():
    """It is only asked at decision nodes; a chance node is thrown by the caller."""
    game = games.make("senet-kendall")
    state = game.initial_state()
    assert game.to_move(state) == CHANCE
    state = game.apply(state, chance.sample(game.chance_outcomes(state), random.Random(1)))
    while game.to_move(state) == CHANCE and game.outcome(state) is None:
        state = game.apply(state, chance.sample(game.chance_outcomes(state), random.Random(2)))
    move = choose_move(game, state, player=game.to_move(state), level="gentle",
                       rng=random.Random(3))
    assert move in game.legal_moves(state)
