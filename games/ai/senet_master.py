"""Senet's master level: exact endgame tables, and expectimax beyond them.

- Where the tables cover the position (a Kendall session with at most ``k``
  pieces on the board, ``senet_cache.DEFAULT_K``), the move is the one with
  the best exact winning chance: optimal play.
- Elsewhere, expectimax over the exact stick odds (``search.Expectimax``) to
  ``DEPTH`` steps in winning chances: a node the tables cover takes its exact
  value at once, and a leaf beyond them the chance of a logistic-linear model
  fitted to the exact values (``senet_value.py``, fitted by ``senet_fit.py``:
  value iteration over the throws from the tables up). Without a fitted model
  the leaf is ``sigmoid(heuristic / SCALE)``, the heuristic of ``senet.py``
  (race, exposure, groups) mapped to a chance by ``SCALE`` (``fit_scale``).

Bell and the cycles have no tables, and none by the number of pieces on the
board can exist: a Kendall table for ``k`` pieces is closed because pieces only
ever leave the board (bearing off), so a class needs only itself and smaller
ones. In a Bell phase pieces only ever enter (B-2) and never leave (a hit swaps
the two pieces, S-7), and the session ends once every piece stands on its
domains (B-7): the last class to be solved is the one with all 5 + 5 pieces on
the board, C(30, 5) C(25, 5) = 7.6e9 placements times the domains' owner, as
large as the whole Kendall game. In the cycles a side that bears off goes on
into its Bell phase, so the same holds. There master is the same search in
winning chances, the leaf the same heuristic (the C-3 "ahead" race, exposure,
groups, and the Bell bonus for pieces on their own domains) mapped by ``SCALE``.
"""
from __future__ import annotations

import math
import random
from typing import Any, Iterator

import numpy as np

from games.ai import senet_cache, senet_value
from games.ai.search import Budget, Expectimax, Progress, expectimax, shuffled
from games.ai.senet_tables import Table
from games.senet import engine
from games.senet.engine import FATE, OVER, STAGE, WHO

DEPTH = 5
"""Steps searched: the move, the throw, the answer, the next throw and the next
move. Of 2,000 seeded games against random / strong: modern Kendall 81.05 / 51.85 %
(fitted leaf, ``senet_value``; the old leaf 78.90 % against random, depth 3 76.35 %),
Kendall 79.85 / 55.25 % (depth 3: 76.85 / 53.0 %), Bell 81.85 / 57.90 % (depth 3:
78.65 / 49.5 %), cycles 82.80 / 60.65 %. Figures: benchmarks/senet_master.py and the README."""
NODES = 20_000
"""Nodes a search may visit: depth 5 needed at most 2,254 (median 513) on 60
seeded modern Kendall decisions, so the budget, not the clock, decides."""
TIME_CAP = 0.9
"""Seconds a master search may take, whatever the caller allows: a move must stay
under 1 s (issue 17). The clock is read every 8 nodes, and with a cap of 1.0 the
slowest of 112,057 moves took 1,019 ms beside the test suite; the margin absorbs
that."""
SCALE = 28.8
"""Squares of heuristic advantage per unit of log-odds: ``fit_scale`` on the
modern Kendall table of up to 4 pieces (printed by benchmarks/senet_master.py)."""


def exact(c: engine.Config, table: Table, pos: list[int], me: int) -> float | None:
    """``me``'s exact winning chance in the position list ``pos``, or None
    where the table does not reach (pieces only leave the board, so what
    follows a position the table reaches is reached too)."""
    if pos[STAGE] != OVER and (pos[0] | pos[1]).bit_count() > table.k:
        return None
    return senet_value.settled(c, pos, me, lambda p: table.value(p[p[WHO]], p[1 - p[WHO]]))


class _Search(Expectimax):
    """Expectimax in winning chances (from -1 to 1) that stops at the tables."""

    def __init__(self, game, me: int, evaluate, budget: Budget, table: Table | None):
        super().__init__(game, me, evaluate, budget, win=1.0, settle=_fate)
        self.config = game.config
        self.table = table

    def value(self, state, depth: int) -> float:
        if self.table is not None:
            known = exact(self.config, self.table, list(state), self.me)
            if known is not None:
                return 2.0 * known - 1.0
        return super().value(state, depth)


def _fate(state) -> bool:
    return state[STAGE] == FATE


def chance_of(score: float) -> float:
    """A heuristic score in squares as a winning chance."""
    return 1.0 / (1.0 + math.exp(-score / SCALE))


def fit_scale(game, table: Table, evaluator, sample: int = 20_000, seed: int = 1) -> float:
    """The ``SCALE`` whose chances best match the table (least squares over a
    seeded sample of its positions, the mover to throw)."""
    rng = np.random.default_rng(seed)
    picks = rng.choice(len(table.keys), size=min(sample, len(table.keys)), replace=False)
    scores, truths = [], []
    start = list(game.initial_state())
    for i in picks.tolist():
        key = int(table.keys[i])
        pos = start.copy()
        pos[0], pos[1] = key >> 32, key & 0xFFFFFFFF
        pos[STAGE], pos[WHO] = engine.THROW, 0
        for side in (0, 1):
            pos[engine.OFFBOARD + side] = game.config.pieces - pos[side].bit_count()
        scores.append(evaluator(pos))
        truths.append(float(table.values[i]))
    scores_a, truths_a = np.array(scores), np.array(truths)
    candidates = np.linspace(2.0, 40.0, 381)
    errors = [float(np.mean((1 / (1 + np.exp(-scores_a / s)) - truths_a) ** 2))
              for s in candidates]
    return float(candidates[int(np.argmin(errors))])


def think(game, view: Any, player: int, rng: random.Random, time_limit: float | None,
          evaluator) -> Iterator[Progress]:
    """The master's move in ``view`` (a decision of ``player``)."""
    table = senet_cache.table(game) if senet_cache.has_tables(game) else None
    budget = Budget(NODES, TIME_CAP if time_limit is None else min(time_limit, TIME_CAP))
    if table is not None and exact(game.config, table, list(view), player) is not None:
        moves = shuffled(game.legal_moves(view), rng)  # ties: a seeded choice
        scored = [(exact(game.config, table, list(game.apply(view, m)), player), m)
                  for m in moves]
        best, move = max(scored, key=lambda vm: -math.inf if vm[0] is None else vm[0])
        yield Progress("master", 0, len(moves), budget.elapsed, move, best, True)
        return
    model = senet_value.load(game.config.rules.key) if table is not None else None
    if model is None:
        evaluate = lambda s: 2.0 * chance_of(evaluator(s)) - 1.0  # noqa: E731
    else:
        evaluate = lambda s: 2.0 * model.chance(evaluator, list(s), player) - 1.0  # noqa: E731
    yield from expectimax(game, view, player, evaluate, DEPTH, budget, rng, "master",
                          search=_Search(game, player, evaluate, budget, table))
