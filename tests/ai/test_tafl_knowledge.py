"""Tafl's computer knowledge (games/ai/tafl.py) on hand-built Copenhagen
positions: the corner seals, roads that are a threat for one side to move and
a win for the other, and the attackers closing the king's only road."""
from __future__ import annotations

import random

import pytest

import games
from games.ai import LEVELS, choose_move, scorer
from games.ai.tafl import ESCAPE_WON, LEVELS_11, seals
from tests.tafl.helpers import position

COPENHAGEN = games.make("copenhagen")
SCORE = scorer(COPENHAGEN)  # for the attackers (player 0)


def _state(cells: dict[str, str], side: str):
    return position(cells, side=side, game=COPENHAGEN)


def test_each_corner_is_sealed_by_the_three_squares_of_its_triangle():
    g = COPENHAGEN.engine.geometry
    named = {tuple(g.name(sq) for sq in seal) for seal in seals(g, g.corners)}
    assert named == {("c1", "b2", "a3"), ("i1", "j2", "k3"), ("c11", "b10", "a9"),
                     ("i11", "j10", "k9")}


# The king on a5 has one road, down the a-file to a1 (a6 and b5 are held).
ONE_ROAD = {"a5": "K", "a6": "t", "b5": "t", "e3": "t", "e2": "t", "h8": "T", "h9": "t"}


def test_one_road_wins_for_the_defenders_to_move_and_is_a_tempo_for_the_attackers():
    assert SCORE(_state(ONE_ROAD, "d")) <= -ESCAPE_WON + 1_000
    assert abs(SCORE(_state(ONE_ROAD, "a"))) < 1_000


def test_two_roads_are_lost_for_the_attackers_to_move():
    two_roads = {**ONE_ROAD}
    del two_roads["a6"]  # the a-file is open both ways: a1 and a11
    assert SCORE(_state(two_roads, "a")) <= -ESCAPE_WON + 1_000


def test_every_level_closes_the_kings_only_road():
    state = _state(ONE_ROAD, "a")
    closing = {m for m in COPENHAGEN.legal_moves(state)
               if COPENHAGEN.engine.geometry.name(m.target) in ("a2", "a3", "a4")}
    assert closing
    for level in LEVELS:
        move = choose_move(COPENHAGEN, state, level=level, rng=random.Random(2),
                           time_limit=None)
        assert move in closing, (level, COPENHAGEN.format_move(state, move))


def test_a_road_to_an_exit_next_to_the_king_cannot_be_closed():
    """The king on k2 beside the corner k1 (k3 held): lost for the attackers to move."""
    beside = {"k2": "K", "k3": "t", "j2": "T", "e3": "t", "e2": "t", "h8": "T", "h9": "t"}
    assert SCORE(_state(beside, "a")) <= -ESCAPE_WON + 1_000


def test_fork_squares_in_two_directions_are_nearly_lost_for_the_attackers_to_move():
    """The king on i2 (rank 2 empty; i1, i5, k3 held): a2 and k2 each lead to a
    corner next to them, and one attackers' move closes only one way."""
    from games.ai.tafl import FORK

    forks = {"i2": "K", "i1": "t", "i5": "t", "k3": "t", "a3": "t", "e4": "T", "h8": "T",
             "h9": "t"}
    assert SCORE(_state(forks, "a")) <= -FORK + 1_000
    one_way = {**forks, "j2": "t"}  # k2 is closed: only a2 is left
    assert SCORE(_state(one_way, "a")) > -1_000


# The search's shortcuts agree with the engine -----------------------------------------

VARIANTS = [("copenhagen", {}), ("fetlar", {}), ("tavlei", {}), ("hnefatafl-9", {}),
            ("hnefatafl-11", {"king_armed": False}),
            ("copenhagen", {"edge_escape": True, "corners_ordinary": True})]


def _positions(game, seed: int, count: int):
    """Positions of seeded random games, every third ply (captures happen)."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        state = game.initial_state()
        for ply in range(300):
            if game.outcome(state) is not None:
                break
            if ply % 3 == 0:
                found.append(state)
            state = game.apply(state, rng.choice(game.legal_moves(state)))
    return found[:count]


@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_the_captures_the_search_finds_are_the_engines(name, options):
    """``noisy_moves`` lists exactly the moves that capture, ``noisy`` says so
    of each move, and ``moves`` lists the legal moves in their order."""
    from games.ai.tafl import _knowledge

    game = games.make(name, **options)
    knowledge = _knowledge(game)
    captures_seen = 0
    for state in _positions(game, seed=len(name), count=120):
        legal = game.legal_moves(state)
        capturing = [m for m in legal if game.captures(state, m)]
        captures_seen += len(capturing)
        assert knowledge.moves(state) == legal
        assert sorted(knowledge.noisy_moves(state)) == sorted(capturing)
        assert [m for m in legal if knowledge.noisy(state, m)] == capturing
    assert captures_seen > 20


def test_copenhagen_defenders_who_stand_worse_do_not_walk_into_a_repetition():
    """CH-7: perpetual repetition loses for the defenders, so a position that
    stood before is no refuge for them (it would be, as a draw, in Fetlar)."""
    cells = {"e5": "K", "h8": "T", "b2": "t", "c3": "t", "j2": "t", "i3": "t", "b10": "t",
             "c9": "t", "j10": "t", "i9": "t", "a6": "t", "k6": "t", "f1": "t", "f11": "t",
             "d8": "t"}
    state = _state(cells, "d")
    stood = _state({**{sq: p for sq, p in cells.items() if sq != "e5"}, "e4": "K"}, "a")
    for level in ("steady", "strong"):
        move = choose_move(COPENHAGEN, state, level=level, rng=random.Random(1),
                           time_limit=None, earlier=[stood])
        assert COPENHAGEN.format_move(state, move) != "e5-e4", level


def test_strong_searches_three_plies_on_a_crowded_11x11_board():
    """Depth 3 over 130-170 moves costs ~the square of them: strong narrows its
    third ply to its best moves of depth 2, so it finishes depth 3 within its
    budget where, over every move, it never did (it played like steady)."""
    from games.ai import think

    state = _positions(COPENHAGEN, seed=3, count=5)[-1]  # ply 12
    assert len(COPENHAGEN.legal_moves(state)) > 100
    reports = list(think(COPENHAGEN, state, level="strong", rng=random.Random(0),
                         time_limit=None))
    assert reports[-1].depth == 3 and reports[-1].nodes <= LEVELS_11["strong"].nodes
