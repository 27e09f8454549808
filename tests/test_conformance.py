"""One conformance suite for every registered ruleset: seeded random games to
the end, checking the protocol's promises at every ply."""
from __future__ import annotations

import random

import pytest

import games
from games.core import CHANCE
from games.core.chance import check_distribution
from games.core.playout import random_game

# Rulesets whose games can go on for very long get their optional move limit.
OPTIONS = {"kamla": {"move_limit": 250}, "kamla-pair": {"move_limit": 250}}
SEEDS = range(6)


def _game(name: str):
    return games.make(name, **OPTIONS.get(name, {}))


@pytest.fixture(scope="module", params=games.names())
def name(request) -> str:
    return request.param


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_keeps_the_protocol(name: str, seed: int) -> None:
    game = _game(name)
    result = random_game(game, random.Random(seed), max_plies=20_000)
    assert result.outcome is not None, "the game must end"
    for state in result.states[:-1]:
        assert game.outcome(state) is None
        moves = game.legal_moves(state)
        assert moves and len(set(moves)) == len(moves)
        text = game.format_position(state)
        assert game.format_position(game.parse_position(text)) == text
        for move in moves:
            assert game.parse_move(state, game.format_move(state, move)) == move
            russian = game.move_text(state, move, "ru")  # issue 29: shown in Russian, read back
            if russian != game.move_text(state, move):
                assert game.parse_move(state, russian) == move
        if game.to_move(state) == CHANCE:
            outcomes = game.chance_outcomes(state)
            check_distribution(outcomes)
            assert sorted(map(repr, (m for m, _ in outcomes))) == sorted(map(repr, moves))
        else:
            assert not game.chance_outcomes(state)
            player = game.to_move(state)
            view = game.public_view(state, player)
            assert game.legal_move_texts(view) == game.legal_move_texts(state)
    final = result.states[-1]
    assert game.outcome(final) == result.outcome
    assert list(game.legal_moves(final)) == []


@pytest.mark.parametrize("seed", SEEDS)
def test_a_record_replays_to_the_same_positions(name: str, seed: int) -> None:
    game = _game(name)
    result = random_game(game, random.Random(seed), max_plies=20_000)
    state = game.initial_state()
    for expected, text in zip(result.states[1:], result.texts):
        state = game.push(state, text)
        assert game.format_position(state) == game.format_position(expected)
    assert game.outcome(state) == result.outcome


def test_same_seed_same_game(name: str) -> None:
    game = _game(name)
    first = random_game(game, random.Random(7), max_plies=400)
    second = random_game(game, random.Random(7), max_plies=400)
    assert first.texts == second.texts


def test_metadata_is_complete(name: str) -> None:
    info = games.make(name).info
    assert info.name == name
    assert info.title and info.summary and len(info.players) == 2
    rows, cols = info.board
    assert rows > 0 and cols > 0
