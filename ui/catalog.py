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
)


def rulesets_of(family: str) -> list[games.core.GameInfo]:
    """Registered rulesets of one game family, in registration order."""
    infos = [games.make(name).info for name in games.names()]
    return [info for info in infos if info.family == family]
