"""The rarity table (``oracle/data/rarity.json``) and its wording.

The table is made offline by ``python -m oracle.rarity`` (see that module);
this module only reads it. A ruleset not in it, or a symbol never seen in its
simulated games, has rarity None.
"""
from __future__ import annotations

import json
from fractions import Fraction
from functools import lru_cache
from importlib.resources import files
from typing import Any

DATA = ("data", "rarity.json")
DENOMINATORS = (2, 3, 4, 5, 10)
"""Common shares are said as k games of n, with n one of these."""


@lru_cache(maxsize=None)
def table() -> dict[str, Any]:
    """The stored table (empty if the file has not been made)."""
    resource = files("oracle").joinpath(*DATA)
    if not resource.is_file():
        return {}
    return json.loads(resource.read_text(encoding="utf-8"))


def share(ruleset: str, symbol_id: str) -> float | None:
    """Estimated share of ``ruleset``'s games showing ``symbol_id`` (None: not known)."""
    return table().get("share", {}).get(ruleset, {}).get(symbol_id)


def quartiles(ruleset: str) -> tuple[int, int] | None:
    """Lower and upper quartile of the game length in steps (None: not simulated)."""
    found = table().get("quartiles", {}).get(ruleset)
    return (int(found[0]), int(found[1])) if found else None


def _nice(n: float) -> int:
    """A round number near ``n`` for "1 game of N"."""
    if n <= 20:
        return max(1, round(n))
    step = 5 if n <= 100 else 50 if n <= 1000 else 500
    return max(step, int(n / step + 0.5) * step)


def rarity_text(share: float | None) -> str:
    """Plain words for a share of games.

    >>> rarity_text(0.025)
    'seen in about 1 game of 40'
    >>> rarity_text(0.6)
    'seen in about 3 games of 5'
    >>> rarity_text(None)
    ''
    """
    if share is None or share <= 0:
        return ""
    if share >= 0.95:
        return "seen in almost every game"
    if share < 0.3:
        return f"seen in about 1 game of {_nice(1 / share)}"
    _, n, k = min((abs(share - k / n), n, k) for n in DENOMINATORS for k in range(1, n + 1))
    fraction = Fraction(k, n)
    k, n = fraction.numerator, fraction.denominator
    return f"seen in about {k} game{'s' * (k > 1)} of {n}"
