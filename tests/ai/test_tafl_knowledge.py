"""Tafl's computer knowledge (games/ai/tafl.py) on hand-built Copenhagen
positions: the corner seals, roads that are a threat for one side to move and
a win for the other, and the attackers closing the king's only road."""
from __future__ import annotations

import random

import games
from games.ai import LEVELS, choose_move, scorer
from games.ai.tafl import ESCAPE_WON, seals
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
