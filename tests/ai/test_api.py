"""The API the UI calls: levels, thinking reports, the time cap, the errors,
and the generic player that any newly registered game gets."""
from __future__ import annotations

import random
import time

import pytest

import games
from games.ai import LEVELS, Thinker, choose_move, module_for, think
from games.ai import generic
from games.core import CHANCE
from tests.ai.helpers import decision_positions


def test_levels() -> None:
    assert LEVELS == ("gentle", "steady", "strong")


def test_thinker_reports_while_thinking() -> None:
    game = games.make("kamla")
    state = decision_positions(game, seed=3, count=1, max_plies=30)[-1]
    thinker = Thinker(game, "strong", seed=5, time_limit=None)
    assert not thinker.thinking
    reports = []
    for report in thinker.think(state):
        assert thinker.thinking
        reports.append(report)
    assert not thinker.thinking
    assert reports[-1].done and all(not r.done for r in reports[:-1])
    assert len(reports) >= 2  # at least one report before the answer
    assert [r.depth for r in reports[:-1]] == sorted(r.depth for r in reports[:-1])
    assert reports[-1].move in game.legal_moves(state)
    assert thinker.progress is reports[-1]
    again = Thinker(game, "strong", seed=5, time_limit=None).choose(state)
    assert again == reports[-1].move


def test_progress_callback() -> None:
    game = games.make("senet-kendall")
    state = decision_positions(game, seed=1, count=1, max_plies=20)[-1]
    seen = []
    move = choose_move(game, state, level="strong", rng=random.Random(2), progress=seen.append)
    assert seen[-1].done and seen[-1].move == move


@pytest.mark.parametrize("name", ["kamla", "kamla-pair", "tavreli"])
def test_time_cap_is_respected(name: str) -> None:
    game = games.make(name)
    state = decision_positions(game, seed=2, count=1, max_plies=40)[-1]
    started = time.perf_counter()
    report = list(think(game, state, None, "strong", random.Random(1), 0.05))[-1]
    elapsed = time.perf_counter() - started
    assert elapsed < 0.6
    assert report.move in game.legal_moves(state)


def test_errors() -> None:
    game = games.make("senet-kendall")
    start = game.initial_state()
    assert game.to_move(start) == CHANCE
    with pytest.raises(ValueError, match="chance"):
        choose_move(game, start)
    kamla = games.make("kamla")
    with pytest.raises(ValueError, match="level"):
        choose_move(kamla, kamla.initial_state(), level="expert")
    with pytest.raises(ValueError, match="player 0 is to move"):
        choose_move(kamla, kamla.initial_state(), player=1)
    over = kamla.parse_position("3pr3/8/8/8/8/8/8/3PR3 L -")  # two lone tents: stillness
    if kamla.outcome(over) is not None:
        with pytest.raises(ValueError, match="over"):
            choose_move(kamla, over)


class Renamed:
    """A registered game seen as a family nobody wrote a module for."""

    def __init__(self, game, family: str = "newcomer"):
        from dataclasses import replace
        self._game = game
        self.info = replace(game.info, family=family)

    def __getattr__(self, name):
        return getattr(self._game, name)


@pytest.mark.parametrize("name", ["kamla", "tavlei", "senet-modern"])
def test_unknown_family_gets_the_generic_player(name: str) -> None:
    game = Renamed(games.make(name))
    assert module_for(game) is generic
    for i, state in enumerate(decision_positions(game, seed=4, count=3, max_plies=60)):
        move = choose_move(game, state, level="gentle", rng=random.Random(i), time_limit=1.0)
        assert move in game.legal_moves(state)


def test_tafl_dice_variant_is_played_by_the_generic_player() -> None:
    game = games.make("tavlei", dice="distance")
    assert module_for(game) is generic
    for i, state in enumerate(decision_positions(game, seed=5, count=3, max_plies=40)):
        move = choose_move(game, state, level="steady", rng=random.Random(i), time_limit=1.0)
        assert move in game.legal_moves(state)


def test_senet_contemplation_computer_plays_both_sides() -> None:
    from games.ai.match import play
    game = games.make("senet-kendall")
    played = play(game, ("gentle", "steady"), seed=3)
    assert played.outcome is not None and played.outcome.winner in (0, 1)
    again = play(game, ("gentle", "steady"), seed=3)
    assert [s.move for s in again.steps] == [s.move for s in played.steps]
