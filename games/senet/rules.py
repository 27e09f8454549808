"""The rulesets as data (one engine reads these flags) and the throwing sticks.

``KENDALL`` is the spec's Kendall (senet.md S-1..S-15, also used by Bell and
the cycles); ``MODERN`` is "modern Kendall" as commercial sets and apps play it
(research notes section 3B: devinokeefe/senet ``RULES.md``).
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class SenetRules:
    """Flags that tell the two Kendall readings apart; everything else is shared."""

    key: str
    title: str
    ends_only: bool
    """S-8: only the ends of a group are protected (True), or every piece with an
    own neighbour (modern pairs, False)."""
    blockade: int
    """S-9: how many neighbouring enemy pieces may not be passed (2, modern 3)."""
    safe_houses: bool
    """S-4: a piece on any House can never be hit."""
    fate: bool
    """S-11: landing on 26 makes a throw of fate (modern: 26 is only an exact stop)."""
    ba_net: bool
    """S-14: House of Ba (10) gives another throw, House of the Net (16) ends the turn."""
    lost_throw_keeps_extra: bool
    """Clarifications: an unusable 1, 4 or 5 still gives another throw
    (modern: a throw without a legal move ends the whole turn)."""
    spools_on_odd: bool
    """S-6: Spools start on the even squares (modern: the first player on the odd ones)."""
    first: str
    """Default opening: "throw" (S-6, throw in turn for a 1) or "fixed" (Spools first)."""


KENDALL = SenetRules(
    key="kendall", title="Kendall", ends_only=True, blockade=2, safe_houses=True,
    fate=True, ba_net=True, lost_throw_keeps_extra=True, spools_on_odd=False, first="throw")
MODERN = SenetRules(
    key="modern", title="modern Kendall", ends_only=False, blockade=3, safe_houses=False,
    fate=False, ba_net=False, lost_throw_keeps_extra=False, spools_on_odd=True, first="fixed")
RULESETS = {rules.key: rules for rules in (KENDALL, MODERN)}


def stick_score(light_sides: int) -> int:
    """S-3: the score is the number of light sides up; none up scores 5."""
    return light_sides or 5


def _throw_outcomes() -> tuple[tuple[int, Fraction], ...]:
    """Exact odds by enumerating the 16 ways four two-sided sticks fall."""
    counts = {score: 0 for score in range(1, 6)}
    for sides in itertools.product((0, 1), repeat=4):
        counts[stick_score(sum(sides))] += 1
    return tuple((score, Fraction(count, 16)) for score, count in counts.items())


THROW_OUTCOMES = _throw_outcomes()
"""((1, 4/16), (2, 6/16), (3, 4/16), (4, 1/16), (5, 1/16)), in this order."""
EXTRA_THROW = frozenset((1, 4, 5))
"""S-3: these scores give another throw; 2 and 3 end the turn."""
