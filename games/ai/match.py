"""Whole games between computer players (or the random player), seeded.

Used by the strength benchmark, the tests, and a UI that lets the computer
play both sides (Senet's contemplation mode): ``steps`` yields each step of a
game as it is played, ``play`` plays one to the end and keeps the figures.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Iterator

from games.ai import DEFAULT_TIME_LIMIT, levels_for, think
from games.ai.search import random_move
from games.core import chance
from games.core.protocol import CHANCE, Game, Outcome

RANDOM = "random"
"""The player that picks a uniformly random legal move."""


@dataclass(frozen=True)
class Step:
    """One step of a game: ``player`` is CHANCE for a throw."""

    state: Any
    player: int
    move: Any
    seconds: float = 0.0
    choices: int = 1
    timed_out: bool = False


@dataclass
class Played:
    outcome: Outcome | None
    plies: int
    steps: list[Step] = field(default_factory=list)

    def seconds(self, player: int, choices_only: bool = True) -> list[float]:
        """Thinking times of ``player`` (only where it had a choice, by default)."""
        return [s.seconds for s in self.steps
                if s.player == player and (s.choices > 1 or not choices_only)]


def steps(game: Game, players: tuple[str, str], seed: int | str, state: Any = None,
          time_limit: float | None = DEFAULT_TIME_LIMIT, max_plies: int = 100_000
          ) -> Iterator[Step]:
    """Play from ``state`` (default: the start), each side a level of ``levels_for(game)``
    or ``RANDOM``; throws come from the seeded random source, and each side
    has its own seeded source, so a seed replays the same game."""
    for who in players:
        if who != RANDOM and who not in levels_for(game):
            raise ValueError(f"a player is one of {levels_for(game)} or {RANDOM!r}, "
                             f"not {who!r}")
    dice = random.Random(f"{seed}:chance")
    minds = [random.Random(f"{seed}:{p}") for p in (0, 1)]
    state = game.initial_state() if state is None else state
    earlier: list[Any] = []
    for _ in range(max_plies):
        if game.outcome(state) is not None:
            return
        player = game.to_move(state)
        if player == CHANCE:
            move = chance.sample(game.chance_outcomes(state), dice)
            yield Step(state, CHANCE, move)
            state = game.apply(state, move)
            continue
        choices = len(game.legal_moves(state))
        started = time.perf_counter()
        timed_out = False
        if players[player] == RANDOM:
            move = random_move(game, state, minds[player])
        else:
            report = None
            for report in think(game, state, player, players[player], minds[player],  # noqa: B007
                                time_limit, earlier):
                pass
            assert report is not None  # think yields at least its answer
            move, timed_out = report.move, report.timed_out
        yield Step(state, player, move, time.perf_counter() - started, choices, timed_out)
        if not game.info.has_chance:
            earlier.append(state)
        state = game.apply(state, move)


def play(game: Game, players: tuple[str, str], seed: int | str,
         time_limit: float | None = DEFAULT_TIME_LIMIT, max_plies: int = 100_000) -> Played:
    """Play one whole game; ``outcome`` is None if ``max_plies`` cut it off."""
    record = list(steps(game, players, seed, time_limit=time_limit, max_plies=max_plies))
    final = game.initial_state() if not record else game.apply(record[-1].state,
                                                                 record[-1].move)
    return Played(game.outcome(final), len(record), record)
