"""The rarity table (``oracle/data/rarity.json``) and its wording.

The table is made offline by ``python -m oracle.rarity`` from seeded computer
games (see that module); this module only reads it. A sign is compared with
computer games at the same stage: a reading after ``steps`` steps looks at the
first checkpoint at or after ``steps`` (the games read by then), or at whole
games past the last checkpoint. A ruleset not in the table has no rarity.
"""
from __future__ import annotations

import json
from fractions import Fraction
from functools import cache
from importlib.resources import files
from typing import Any

from oracle import texts

DATA = ("data", "rarity.json")
LEVEL = "gentle"
"""The computer level of both players in the table's games."""
CHECKPOINTS = (10, 20, 40, 80, 160, 320, 640)
"""Stages, in steps of the record (throws counted in Senet)."""
END = "end"
"""The stage of whole games."""
DENOMINATORS = (2, 3, 4, 5, 10)
"""Common shares are said as k games of n, with n one of these."""


@cache
def table() -> dict[str, Any]:
    """The stored table (empty if the file has not been made)."""
    resource = files("oracle").joinpath(*DATA)
    if not resource.is_file():
        return {}
    return json.loads(resource.read_text(encoding="utf-8"))


def stage(steps: int) -> str:
    """The stage a reading after ``steps`` steps is compared at."""
    return next((str(c) for c in CHECKPOINTS if steps <= c), END)


def games_played(ruleset: str) -> int:
    """How many computer games of ``ruleset`` the table holds (0: none)."""
    return int(table().get("games", {}).get(ruleset, 0))


def share(ruleset: str, symbol_id: str, steps: int) -> float | None:
    """Share of ``ruleset``'s computer games whose reading at the stage of
    ``steps`` shows ``symbol_id`` (0.0: never; None: the ruleset not played).
    A checkpoint missing from the table is one every game had ended by."""
    n = games_played(ruleset)
    stages = table().get("count", {}).get(ruleset)
    if not n or stages is None:
        return None
    return stages.get(stage(steps), stages[END]).get(symbol_id, 0) / n


def quartiles(ruleset: str) -> tuple[int, int] | None:
    """Lower and upper quartile of computer games' length in steps (None: not played)."""
    found = table().get("quartiles", {}).get(ruleset)
    return (int(found[0]), int(found[1])) if found else None


def _nice(n: float) -> int:
    """A round number near ``n`` for "1 of N"."""
    if n <= 20:
        return max(1, round(n))
    step = 5 if n <= 100 else 50 if n <= 1000 else 500
    return max(step, int(n / step + 0.5) * step)


def when(steps: int, chance: bool = False) -> str:
    """The stage in words: "by move 40" ("by step 40" where throws are steps)."""
    found = stage(steps)
    if found == END:
        return texts.phrase("over_whole_games")
    return texts.said("by_step" if chance else "by_move", n=found)


def rarity_text(share: float | None, games: int, at: str) -> str:
    """Plain words for a share of ``games`` computer games at the stage ``at``.

    >>> rarity_text(0.025, 2000, "by move 40")
    'seen in about 1 of 40 computer games by move 40'
    >>> rarity_text(0.6, 500, "over whole games")
    'seen in about 3 of 5 computer games over whole games'
    >>> rarity_text(0.0, 400, "by move 20")
    'not seen in any of 400 computer games by move 20'
    """
    if share is None or games <= 0:
        return ""
    if share <= 0:
        return texts.count("seen_in_none", games, at=at)
    if share >= 0.95:
        return texts.said("seen_in_almost_all", at=at)
    if share < 0.3:
        return texts.count("seen_in_about", min(_nice(1 / share), games), k=1, at=at)
    _, n, k = min((abs(share - k / n), n, k) for n in DENOMINATORS for k in range(1, n + 1))
    fraction = Fraction(k, n)
    return texts.count("seen_in_about", fraction.denominator, k=fraction.numerator, at=at)
