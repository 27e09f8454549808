"""Chance steps as explicit outcome lists with exact probabilities.

A chance step (a stick throw, a die) is a list of ``(outcome, Fraction)`` pairs
summing to exactly 1. The random generator is always passed in by the caller,
so a seed replays a game; nothing here keeps hidden state.
"""
from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Sequence, TypeVar

T = TypeVar("T")


def check_distribution(outcomes: Sequence[tuple[T, Fraction]]) -> None:
    """Raise ``ValueError`` unless probabilities are positive Fractions summing to 1."""
    if not outcomes:
        raise ValueError("a chance step needs at least one outcome")
    for outcome, p in outcomes:
        if not isinstance(p, Fraction) or p <= 0:
            raise ValueError(f"probability of {outcome!r} must be a positive Fraction, got {p!r}")
    total = sum((p for _, p in outcomes), Fraction(0))
    if total != 1:
        raise ValueError(f"probabilities sum to {total}, not 1")


def sample(outcomes: Sequence[tuple[T, Fraction]], rng: random.Random) -> T:
    """Draw one outcome exactly: an integer draw over the common denominator.

    >>> sample([("a", Fraction(1, 4)), ("b", Fraction(3, 4))], random.Random(1))
    'b'
    """
    denominator = math.lcm(*(p.denominator for _, p in outcomes))
    ticket = rng.randrange(denominator)
    for outcome, p in outcomes:
        ticket -= p.numerator * (denominator // p.denominator)
        if ticket < 0:
            return outcome
    raise ValueError(f"probabilities of {list(outcomes)!r} do not sum to 1")
