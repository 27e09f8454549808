"""K-23: the fast legality filter (a per-position danger mask) must accept
exactly the moves a brute-force filter accepts, which plays every pseudo-legal
move out and asks whether the own Ruler is capturable."""
import random

import pytest

import games
from games.core.playout import random_game
from games.kamla import movegen


def brute_force_legal(board, side, reserve):
    moves, ruler = movegen.pseudo_moves(board, side, reserve)
    if ruler is None:
        return moves
    legal = []
    for move in moves:
        undo, _ = movegen.make_move(board, move, side)
        origin, target, kind, _ = move
        now = target if origin == ruler else origin if kind == movegen.SWAP and target == ruler else ruler
        if not movegen.ruler_attacked(board, now, side):
            legal.append(move)
        movegen.unmake_move(board, undo)
    return legal


@pytest.mark.parametrize("mode", ["solo", "pair"])
@pytest.mark.parametrize("seed", range(10))
def test_danger_mask_filter_equals_brute_force(mode, seed):
    game = games.make("kamla", mode=mode, move_limit=400)
    result = random_game(game, random.Random(1000 + seed))
    for state in result.states:
        board = list(state.board)
        fast, _ = movegen.legal_moves(board, state.turn, state.reserves[state.turn])
        assert sorted(fast) == sorted(brute_force_legal(board, state.turn, state.reserves[state.turn])), \
            game.format_position(state)
        assert board == list(state.board), "generation must leave the board as it found it"
