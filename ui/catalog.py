"""What the start page says about each practice: data, not code."""
from __future__ import annotations

from dataclasses import dataclass

import games


@dataclass(frozen=True)
class Practice:
    family: str
    title: str
    sign: str
    text: str


PRACTICES = (
    Practice("kamla", "Kamla", "△",
             "Shamanic chess of the Lower and Upper Worlds on a board cut by the Rivers of "
             "the Universe. Captured spirits are not removed: they change sides. Play alone "
             "with both pantheons, or as a pair with each Ruler hidden from the other."),
    Practice("senet", "Senet", "☥",
             "The Egyptian game of passing: four sticks decide each step along thirty Houses. "
             "Kendall's rules are the soul's journey into death, Bell's the way back to "
             "resurrection; a cycle session joins them without a break, for a number of "
             "cycles or for the time you choose to sit."),
)


def rulesets_of(family: str) -> list[games.core.GameInfo]:
    """Registered rulesets of one game family, in registration order."""
    infos = [games.make(name).info for name in games.names()]
    return [info for info in infos if info.family == family]
