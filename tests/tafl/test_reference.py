"""The engine against the naive second reading in reference.py: every legal
move and every capture along seeded random games, for each ruleset and the
TF-12 switches. Also every ruleset and switch keeps the protocol's promises
(the conformance checks of tests/test_conformance.py, which run only the
defaults)."""
from __future__ import annotations

import random

import games
import pytest
from games.core import CHANCE
from games.core.chance import check_distribution
from games.core.playout import random_game

from .reference import Reference, cells_from_board

VARIANTS = [
    ("tavlei", {}),
    ("hnefatafl-9", {}),
    ("hnefatafl-11", {}),
    ("tavlei", {"king_captured_by_two": True}),
    ("hnefatafl-11", {"king_captured_by_two": True}),
    ("tavlei", {"king_armed": False}),
    ("hnefatafl-9", {"king_armed": False, "king_captured_by_two": True}),
    ("tavlei", {"dice": "distance"}),
    ("hnefatafl-11", {"dice": "parity"}),
    ("tavlei", {"escape_limit": 15}),
    ("hnefatafl-9", {"edge_escape": True}),
]
IDS = [name + "".join(f",{k}={v}" for k, v in options.items()) for name, options in VARIANTS]


def _pair(sq: int, n: int) -> tuple[int, int]:
    return (sq % n, sq // n)


@pytest.mark.parametrize("name, options", VARIANTS, ids=IDS)
@pytest.mark.parametrize("seed", range(3))
def test_moves_and_captures_match_the_reference(name, options, seed):
    game = games.make(name, **options)
    n = game.info.board[0]
    result = random_game(game, random.Random(seed), max_plies=3000)
    assert result.outcome is not None
    checked = 0
    for state in result.states[:-1]:
        if game.to_move(state) == CHANCE:
            continue
        distance = state.throw if options.get("dice") == "distance" else 0
        ref = Reference(n, tavlei=name == "tavlei",
                        by_two=options.get("king_captured_by_two", False),
                        armed=options.get("king_armed", True), distance=distance)
        ours = {(_pair(m.origin, n), _pair(m.target, n),
                 frozenset(_pair(c, n) for c in game.captures(state, m)))
                for m in game.legal_moves(state)}
        assert ours == ref.moves(cells_from_board(state.board, n), "ad"[state.turn]), \
            game.format_position(state)
        checked += 1
    assert checked > 10


@pytest.mark.parametrize("name, options", VARIANTS[3:], ids=IDS[3:])
@pytest.mark.parametrize("seed", range(2))
def test_every_variant_keeps_the_protocol(name, options, seed):
    # The plain rulesets (VARIANTS[:3]) are covered by tests/test_conformance.py.
    game = games.make(name, **options)
    result = random_game(game, random.Random(100 + seed), max_plies=20_000)
    assert result.outcome is not None, "the game must end"
    for state in result.states[:-1]:
        assert game.outcome(state) is None
        moves = game.legal_moves(state)
        assert moves and len(set(moves)) == len(moves)
        position = game.format_position(state)
        assert game.format_position(game.parse_position(position)) == position
        for move in moves:
            assert game.parse_move(state, game.format_move(state, move)) == move
        if game.to_move(state) == CHANCE:
            outcomes = game.chance_outcomes(state)
            check_distribution(outcomes)
            assert sorted(m for m, _ in outcomes) == sorted(moves)
        else:
            assert not game.chance_outcomes(state)
    final = result.states[-1]
    assert game.outcome(final) == result.outcome and list(game.legal_moves(final)) == []
    assert game.replay(result.texts) == final
