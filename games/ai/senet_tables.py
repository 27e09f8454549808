"""Exact Senet endgames: retrograde analysis (value iteration over the chance
nodes) for every Kendall-session position with up to ``k`` pieces on the board.

A table holds, for each position at a throw (the player about to throw, the
"mover", and the opponent, as two masks of Kendall squares), the chance that
the mover wins under optimal play by both sides, with the exact stick odds
(S-3) and the throw of fate (S-11). Nothing here re-implements a rule: the
transitions come from the engine itself (``engine.throw`` / ``engine.play``
on the position list), so the tables follow whatever the engine's rules are.

Positions are grouped by the number of pieces on the board, ``n``; a class
depends only on itself (hits, extra throws, the turn passing) and on the
already solved classes below it (bearing off), so the classes are solved in
order, each by value iteration to a fixed point (``TOLERANCE``). The
iteration runs on numpy arrays:

- an *option* is one legal move after one throw; its value is a constant
  (wins, and the values of smaller classes, already known) plus a sum of
  ``coef * V[index]`` over positions of the same class (``coef`` is negative
  where the turn passes: the mover's chance is one minus the opponent's);
- a *group* is the options of one throw (one option when the throw is lost);
  a position's value is the sum over its five throws of the odds times the
  best option of the group.

Square 27 is never occupied between moves (S-12 sends a piece there to 15),
so positions use the 29 other squares.
"""
from __future__ import annotations

import itertools
import math
from array import array
from dataclasses import dataclass
from typing import Callable

import numpy as np

from games.senet import engine
from games.senet.board import SQUARES, WATER
from games.senet.engine import FATE, OVER, STAGE, THROW, WHO, Config
from games.senet.rules import THROW_OUTCOMES

VERSION = 1
"""Part of the cache files' names: raise it when the tables' meaning changes."""
TOLERANCE = 1e-13
"""Value iteration stops when no value changes by more than this."""
MAX_SWEEPS = 3_000
"""A cap on the sweeps of one class: where play can go on for ever (both sides
stuck, in Kendall's rules), the values settle slowly; ``Table.residual`` then
says how far from the fixed point the last sweep still was."""
SQUARES_USED = tuple(s for s in SQUARES if s != WATER)
ODDS = tuple(float(p) for _, p in THROW_OUTCOMES)
SCORES = tuple(t for t, _ in THROW_OUTCOMES)
_HALF = 32
"""A position's key: ``mover << 32 | opponent`` (both masks fit in 31 bits)."""

Progress = Callable[[float, str], None]
"""``progress(share done, what)`` while a table is being built."""


def key_of(mover: int, opponent: int) -> int:
    return mover << _HALF | opponent


def positions(n: int) -> np.ndarray:
    """Sorted keys of every position with ``n`` pieces on the board, at least
    one of each side (with none of its own the mover has already won)."""
    keys = []
    for squares in itertools.combinations(SQUARES_USED, n):
        bits = [1 << s for s in squares]
        for a in range(1, n):
            for mine in itertools.combinations(range(n), a):
                mover = sum(bits[i] for i in mine)
                keys.append(key_of(mover, sum(bits) - mover))
    out = np.array(keys, dtype=np.uint64)
    out.sort()
    return out


def count_positions(n: int) -> int:
    """How many positions ``positions(n)`` holds: C(29, n) (2^n - 2)."""
    return math.comb(len(SQUARES_USED), n) * (2 ** n - 2)


@dataclass
class Table:
    """Solved positions: sorted ``keys`` and the mover's winning chance ``values``.

    The values do not depend on how many pieces have borne off (only pieces on
    the board matter in a Kendall session), so one table serves 5 and 7 pieces.
    """

    rules: str
    k: int
    keys: np.ndarray
    values: np.ndarray
    seconds: float = 0.0
    """How long the build took."""
    residual: float = 0.0
    """The largest change of a value in the last sweep (below ``TOLERANCE`` when
    every class reached its fixed point)."""

    def covers(self, mover: int, opponent: int) -> bool:
        return (mover | opponent).bit_count() <= self.k and mover != 0 and opponent != 0

    def value(self, mover: int, opponent: int) -> float:
        """The mover's winning chance; ``KeyError`` if the table lacks it."""
        key = key_of(mover, opponent)
        i = int(np.searchsorted(self.keys, np.uint64(key)))
        if i >= len(self.keys) or int(self.keys[i]) != key:
            raise KeyError(f"position {mover:#x}/{opponent:#x} is not in the table")
        return float(self.values[i])


class _Builder:
    """The options of one class, collected while walking the engine; every
    ``CHUNK`` positions the collected keys become compact numpy indices."""

    CHUNK = 100_000

    def __init__(self, c: Config, keys: np.ndarray, lower: Table | None):
        self.c = c
        self.keys = keys
        self.lower = lower
        self.options = 0
        self.group_start = array("i")
        self.chunks: list[tuple[np.ndarray, ...]] = []
        self._fresh()

    def _fresh(self) -> None:
        self.opt_const = array("d")
        self.term_opt, self.term_key, self.term_coef = array("q"), array("Q"), array("d")
        self.known_opt, self.known_key, self.known_coef = array("q"), array("Q"), array("d")

    def flush(self) -> None:
        """Turn the collected options into numpy arrays."""
        first = self.options - len(self.opt_const)
        const = np.frombuffer(self.opt_const, dtype=np.float64).copy()
        if len(self.known_opt):
            assert self.lower is not None  # only the tables below give known options
            index = np.searchsorted(self.lower.keys,
                                    np.frombuffer(self.known_key, dtype=np.uint64))
            np.add.at(const, np.frombuffer(self.known_opt, dtype=np.int64) - first,
                      np.frombuffer(self.known_coef, dtype=np.float64)
                      * self.lower.values[index])
        index = np.searchsorted(self.keys, np.frombuffer(self.term_key, dtype=np.uint64))
        self.chunks.append((const, np.frombuffer(self.term_opt, dtype=np.int64).astype(np.int32),
                            index.astype(np.int32),
                            np.frombuffer(self.term_coef, dtype=np.float64).astype(np.float32)))
        self._fresh()

    def arrays(self) -> tuple[np.ndarray, ...]:
        """Option constants, term options, term indices, term coefficients, group starts."""
        self.flush()
        parts = [np.concatenate([chunk[i] for chunk in self.chunks]) for i in range(4)]
        self.chunks = []
        return (*parts, np.frombuffer(self.group_start, dtype=np.int32))

    def outcome(self, pos: list[int], weight: float, const: list[float]) -> None:
        """Add ``weight`` times the value, for the mover (Spools), of ``pos``
        after a move or a lost throw: to ``const`` or as a term."""
        stage = pos[STAGE]
        if stage == OVER:
            if pos[engine.WINNER] == 0:
                const[0] += weight
            return
        if stage == FATE:  # S-11: the throw of fate is averaged out at once
            for f, p in zip(SCORES, ODDS):
                after = pos.copy()
                engine.throw(self.c, after, f)
                self.outcome(after, weight * p, const)
            return
        assert stage == THROW
        mine, theirs = pos[0], pos[1]
        if pos[WHO] == 0:
            mover, opponent, sign = mine, theirs, 1.0
        else:
            mover, opponent, sign = theirs, mine, -1.0
            const[0] += weight
        if self.lower is not None and (mover | opponent).bit_count() <= self.lower.k:
            self.known_opt.append(self.options)
            self.known_key.append(key_of(mover, opponent))
            self.known_coef.append(sign * weight)
            return
        self.term_opt.append(self.options)
        self.term_key.append(key_of(mover, opponent))
        self.term_coef.append(sign * weight)

    def option(self, pos: list[int]) -> None:
        const = [0.0]
        self.outcome(pos, 1.0, const)
        self.opt_const.append(const[0])
        self.options += 1

    def add(self, key: int, start: list[int]) -> None:
        """The five groups of one position."""
        c = self.c
        for t in SCORES:
            self.group_start.append(self.options)
            pos = start.copy()
            pos[0], pos[1] = key >> _HALF, key & ((1 << _HALF) - 1)
            pos[engine.OFFBOARD] = c.pieces - pos[0].bit_count()
            pos[engine.OFFBOARD + 1] = c.pieces - pos[1].bit_count()
            mask, kind = engine.throw(c, pos, t)
            if not mask:
                self.option(pos)
                continue
            while mask:
                low = mask & -mask
                mask ^= low
                after = pos.copy()
                engine.play(c, after, low.bit_length() - 1, kind)
                self.option(after)


def _start_list() -> list[int]:
    """A Kendall-session position list at a throw of Spools (the mover)."""
    pos = [0] * (engine.BELL_DONE + 1)  # every field of the engine's position list
    pos[engine.ODD_OWNER] = -1
    pos[engine.WINNER] = -1
    pos[engine.BELL_DONE] = -1
    pos[STAGE] = THROW
    pos[engine.TURN] = 1
    return pos


def solve_class(c: Config, n: int, lower: Table | None, progress: Progress | None = None,
                share: tuple[float, float] = (0.0, 1.0)
                ) -> tuple[np.ndarray, np.ndarray, float]:
    """Keys, values and residual of every position with ``n`` pieces on the board."""
    keys = positions(n)
    builder = _Builder(c, keys, lower)
    start = _start_list()
    low, width = share
    every = max(1, len(keys) // 50)
    for i, key in enumerate(keys.tolist()):
        builder.add(key, start)
        if i % builder.CHUNK == builder.CHUNK - 1:
            builder.flush()
        if progress is not None and i % every == 0:
            progress(low + width * 0.8 * i / len(keys), f"{n} pieces: moves")
    const, term_opt, term_index, term_coef, starts = builder.arrays()
    odds = np.array(ODDS)
    values = np.full(len(keys), 0.5)
    for sweep in range(MAX_SWEEPS):
        option_values = const + np.bincount(term_opt, term_coef * values[term_index],
                                            minlength=len(const))
        best = np.maximum.reduceat(option_values, starts)
        new = best.reshape(len(keys), len(SCORES)) @ odds
        change = float(np.max(np.abs(new - values))) if len(keys) else 0.0
        values = new
        if progress is not None and sweep % 20 == 0:
            progress(low + width * (0.8 + 0.2 * min(1.0, sweep / 400)), f"{n} pieces: values")
        if change < TOLERANCE:
            break
    return keys, values, change


def solve(game, k: int, progress: Progress | None = None) -> Table:
    """The table of ``game`` (a Kendall-session Senet) up to ``k`` pieces."""
    c = game.config
    if c.session != "kendall":
        raise ValueError(f"endgame tables are for a Kendall session, not {c.session!r}")
    sizes = [count_positions(n) for n in range(2, k + 1)]
    done = 0
    table: Table | None = None
    for n, size in zip(range(2, k + 1), sizes):
        share = (done / sum(sizes), size / sum(sizes))
        keys, values, residual = solve_class(c, n, table, progress, share)
        done += size
        if table is None:
            table = Table(c.rules.key, n, keys, values, residual=residual)
        else:
            merged = np.concatenate([table.keys, keys])
            order = np.argsort(merged, kind="stable")
            table = Table(c.rules.key, n, merged[order],
                          np.concatenate([table.values, values])[order],
                          residual=max(table.residual, residual))
    if progress is not None:
        progress(1.0, "done")
    assert table is not None
    return table
