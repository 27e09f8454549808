"""TV-8: the fast legality filter (moves that cannot expose the volkhv are not
played out) must accept exactly the moves a brute-force filter accepts, which
plays every pseudo-legal move out and asks whether the own volkhv is attacked.
Also: generation leaves the board as it found it, and no legal move ever puts
a piece on a volkhv or leaves the mover in check."""
import random

import pytest

import games
from games.core.playout import random_game
from games.tavreli import movegen
from games.tavreli.pieces import VOLKHV, kind_of


@pytest.mark.parametrize("seed", range(12))
def test_fast_filter_equals_brute_force(seed):
    game = games.make("tavreli", move_limit=600)
    result = random_game(game, random.Random(2000 + seed))
    for state in result.states:
        board = list(state.board)
        args = (board, state.turn, state.rights, state.ep_square, state.ep_count)
        fast, _ = movegen.legal_moves(*args)
        assert sorted(fast) == sorted(movegen.brute_force_legal(*args)), \
            game.format_position(state)
        assert board == list(state.board), "generation must leave the board as it found it"


@pytest.mark.parametrize("seed", range(4))
def test_no_move_lands_on_a_volkhv_or_leaves_the_mover_in_check(seed):
    game = games.make("tavreli", move_limit=400)
    result = random_game(game, random.Random(3000 + seed))
    for state in result.states[:-1]:
        for move in game.legal_moves(state):
            if move.flag == movegen.NORMAL:
                target = state.board[move.target]
                assert not target or kind_of(target[-1]) != VOLKHV
            after = game.apply(state, move)
            board = list(after.board)
            assert not movegen.attacked(board, after.volkhv_square(state.turn), after.turn)
