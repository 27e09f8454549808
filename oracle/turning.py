"""Turning points (the reading's changing lines): the 1-3 moves after which
the computer player's static evaluation swung the most.

The evaluation is ``games.ai.scorer`` (no search: deterministic and fast,
one evaluation per position). A move's swing is measured over the move and
the answer to it (two steps), so a capture taken straight back does not
count as a turn; in games with throws, over the move alone (the throws
between are chance). Throws themselves are not turning points.
"""
from __future__ import annotations

from games.ai import scorer
from games.core import CHANCE

from oracle.model import TurningPoint
from oracle.numbering import moment
from oracle.replay import Replay

MOST = 3
SHARE = 0.4
"""A swing counts when it is at least this share of the game's largest."""


def curve(rp: Replay) -> list[float]:
    """The evaluation of every position of the record (player 0's view); empty
    where the game has no evaluation, or while hidden information is in play."""
    if rp.game.info.hidden_information and rp.outcome is None:
        return []
    score = scorer(rp.game)
    if score is None:
        return []
    return [round(score(state), 1) for state in rp.states]


def swings(rp: Replay, values: list[float]) -> list[tuple[int, float]]:
    """``(record index, swing)`` for every decision of the record."""
    span = 1 if rp.game.info.has_chance else 2
    out = []
    last = len(values) - 1
    for i, state in enumerate(rp.states[:-1]):
        if rp.game.to_move(state) == CHANCE or rp.texts[i].startswith("R="):
            continue
        out.append((i, values[min(i + span, last)] - values[i]))
    return out


def turning_points(rp: Replay, values: list[float], least: float = 1.0) -> list[TurningPoint]:
    """The largest swings (at most ``MOST``, each at least ``least``), in the
    order they were played."""
    found = [(i, d) for i, d in swings(rp, values) if abs(d) >= least]
    if not found:
        return []
    largest = max(abs(d) for _, d in found)
    chosen = sorted(found, key=lambda x: (-abs(x[1]), x[0]))[:MOST]
    chosen = [(i, d) for i, d in chosen if abs(d) >= SHARE * largest]
    return [TurningPoint(i + 1, rp.texts[i], rp.game.to_move(rp.states[i]), 0 if d > 0 else 1,
                         f"{abs(d):.0f}", moment(rp, i)) for i, d in sorted(chosen)]
