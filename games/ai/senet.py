"""Senet's computer player: expectimax over the exact stick odds.

Every step of the turn machine is a node: the player's decisions (max for
the computer, min for the opponent) and the throws, which average their
children with the exact probabilities of ``chance_outcomes`` (4/16, 6/16,
4/16, 1/16, 1/16; the throw of fate in the House of Beauty likewise). The
depth counts both kinds of step, so depth 1 looks at the board after the
computer's move, depth 3 also at the opponent's best answer to each throw,
depth 5 at the computer's own next move after that. Values are cached by
state (the same position is reached by many orders of throws).

Evaluation, in squares of the track, for the computer minus the opponent:

- the race: the "ahead" measure of C-3 (completed phases plus the squares
  covered in the current phase), so Kendall, Bell and the cycles share it;
- exposure: for each piece that could be hit (not on a House where Houses are
  safe, not at the end of a group, not on its own domain), the chance that an
  enemy piece stands exactly one throw behind it, times the squares a hit
  costs (twice the throw: the hitter goes forward, the piece back);
- groups: a small bonus per protected piece (a group's ends also block);
- Bell: a bonus per piece already on its own domains (B-7 finishes there).

Works for every Senet ruleset (Kendall, modern Kendall, Bell, cycles) since it
reads the engine's configuration for protection, Houses and domains.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Iterator, Sequence

from games.ai import senet_cache, senet_master
from games.ai.search import Budget, Progress, expectimax
from games.core.protocol import Game
from games.senet.game import Senet
from games.senet.board import BOARD_MASK, HOUSE_MASK, OFF
from games.senet.engine import (
    BACK, BELL_PHASE, CYCLES, FATE, ODD_OWNER, OFFBOARD, OVER, PHASE, STAGE, WHO, sources,
)

THROW_ODDS = (0.0, 4 / 16, 6 / 16, 4 / 16, 1 / 16, 1 / 16)
HIT_COST = tuple(2 * t * THROW_ODDS[t] for t in range(6))
"""Expected squares lost by a piece that an enemy could hit with exactly ``t``."""


class Level:
    def __init__(self, depth: int, nodes: int, exposure: float, groups: float,
                 noise: float = 0.0, blunder: float = 0.0, blocked: float = 0.0):
        self.blocked = blocked
        self.depth = depth
        self.nodes = nodes
        self.exposure = exposure
        self.groups = groups
        self.noise = noise
        self.blunder = blunder


LEVELS = {
    "gentle": Level(depth=1, nodes=2_000, exposure=0.0, groups=0.0, blunder=0.4),
    "steady": Level(depth=1, nodes=2_000, exposure=0.5, groups=0.2, blunder=0.33),
    "strong": Level(depth=3, nodes=30_000, exposure=1.0, groups=0.5),
    "master": Level(depth=senet_master.DEPTH, nodes=senet_master.NODES, exposure=1.0,
                    groups=0.5),
}
EXTRA_LEVELS = ("master",)
"""Beyond the three levels of every game: exact endgames (``senet_master.py``)."""
DOMAIN_BONUS = 3.0
OWN_TURN_EXPOSURE = 0.3


def _popcount(x: int) -> int:
    return x.bit_count()


def _sum_squares(mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += low.bit_length() - 1
        mask ^= low
    return total


class Evaluator:
    """The static score of a Senet state for one player, in squares."""

    def __init__(self, game: Game, me: int, level: Level):
        assert isinstance(game, Senet)  # supports() lets only Senet games here
        c = game.config
        self.c = c
        self.me = me
        self.level = level
        self.n = c.pieces
        self.safe_houses = HOUSE_MASK if c.rules.safe_houses else 0
        self.kendall_span = OFF * c.pieces
        """Squares of one Kendall phase (every piece borne off)."""
        self.bell_span = 30 * c.pieces

    def race(self, s, q: int) -> float:
        """C-3 "ahead" in squares: completed phases plus the current one's share."""
        done = 2 * s[CYCLES + q] + s[PHASE + q]
        span = self.kendall_span
        squares = _sum_squares(s[q])
        off = s[OFFBOARD + q]
        if s[PHASE + q] != BELL_PHASE:
            return done * span + squares + OFF * off
        on_board = self.n - off
        return done * span + (OFF * on_board - squares) * span / self.bell_span

    def protected(self, s, q: int) -> int:
        own = s[q]
        lower = own & (own << 1)
        upper = own & (own >> 1)
        return (lower ^ upper) if self.c.ends_only else (lower | upper)

    def exposure(self, s, q: int) -> float:
        """Expected squares ``q`` may lose to hits on the opponent's next throw."""
        own, enemy = s[q], s[1 - q]
        if not own or not enemy:
            return 0.0
        safe = self.protected(s, q) | self.safe_houses
        owner = s[ODD_OWNER]
        if owner >= 0:
            safe |= self.c.domain_mask(q, owner)
        open_ = own & ~safe & BOARD_MASK
        if not open_:
            return 0.0
        enemy_bell = s[PHASE + 1 - q] == BELL_PHASE
        cost = 0.0
        for t in range(1, 6):
            hitters = (enemy >> t) if enemy_bell else (enemy << t)
            hit = open_ & hitters
            if hit:
                cost += HIT_COST[t] * _popcount(hit)
        return cost

    def blocked(self, s, q: int) -> float:
        """Expected squares ``q`` loses on its next throw for want of a forward
        move: a lost throw costs the throw, a forced backward move twice that."""
        if s[STAGE] == OVER:
            return 0.0
        pos = list(s)
        cost = 0.0
        for t in range(1, 6):
            mask, kind = sources(self.c, pos, q, t)
            if not mask:
                cost += THROW_ODDS[t] * t
            elif kind == BACK:
                cost += THROW_ODDS[t] * 2 * t
        return cost

    def domains(self, s, q: int) -> int:
        owner = s[ODD_OWNER]
        if owner < 0 or s[PHASE + q] != BELL_PHASE:
            return 0
        return _popcount(s[q] & self.c.domain_mask(q, owner))

    def side(self, s, q: int) -> float:
        level = self.level
        value = self.race(s, q) + DOMAIN_BONUS * self.domains(s, q)
        if level.exposure:
            # The side about to throw hits first: its own pieces are in less danger.
            weight = OWN_TURN_EXPOSURE if s[WHO] == q else 1.0
            value -= level.exposure * weight * self.exposure(s, q)
        if level.groups:
            value += level.groups * _popcount(self.protected(s, q))
        if level.blocked:
            value -= level.blocked * self.blocked(s, q)
        return value

    def __call__(self, s) -> float:
        me = self.me
        return self.side(s, me) - self.side(s, 1 - me)


def supports(game: Game) -> bool:
    return hasattr(game, "config") and hasattr(game.config, "pieces") \
        and game.info.family == "senet"


def unprepared(game: Game, level: str) -> bool:
    """Does ``level`` still need its one-time work (master: the endgame tables)?"""
    return level == "master" and senet_cache.has_tables(game) and senet_cache.load(game) is None


def prepare(game: Game, level: str, progress: Callable[[float, str], None] | None = None
            ) -> None:
    """Build what ``level`` needs once (master: the tables, with ``progress``)."""
    if unprepared(game, level):
        senet_cache.build(game, progress=progress)


def think(game: Game, view: Any, player: int, level: str, rng: random.Random,
          time_limit: float | None, earlier: Sequence[Any] = ()) -> Iterator[Progress]:
    settings = LEVELS[level]
    evaluate = Evaluator(game, player, settings)
    if level == "master":
        return senet_master.think(game, view, player, rng, time_limit, evaluate)
    budget = Budget(settings.nodes, time_limit)
    return expectimax(game, view, player, evaluate, settings.depth, budget, rng, level,
                      noise=settings.noise, blunder=settings.blunder, settle=_fate)


def _fate(state) -> bool:
    """The throw of fate (S-11) is averaged out even at the search's horizon."""
    return state[STAGE] == FATE


def scorer(game: Game) -> Callable[[Any], float]:
    """The strong level's static evaluation of a state for Spools (no search)."""
    return Evaluator(game, 0, LEVELS["strong"])
