"""What the start page says about each practice, and where it leads: data."""
from __future__ import annotations

from dataclasses import dataclass, field

import games


@dataclass(frozen=True)
class Practice:
    family: str
    title: str
    text: str
    page: str
    action: str
    query: dict[str, str] = field(default_factory=dict)
    rules_page: str | None = None
    preview: str = "board"
    """What the card shows: the game's start ("board") or the thrown sticks ("sticks")."""


PRACTICES = (
    Practice("kamla", "Kamla: a game of spirits",
             "Shamanic chess of the Lower and Upper Worlds on a board cut by the Rivers of "
             "the Universe. Captured spirits are not removed: they change sides. Play alone "
             "with both pantheons, or as a pair with each Ruler hidden from the other. A game "
             "may last days; every move is kept.",
             "ui/pages/kamla.py", "Play Kamla", rules_page="ui/pages/rules_kamla.py"),
    Practice("senet", "Senet: a game of passing",
             "The Egyptian game of the soul's passage: four sticks decide each step along "
             "thirty Houses, past Beauty and Water to the Rising Sun. Kendall's rules are the "
             "journey into death, Bell's the way back; modern Kendall is the game of today's "
             "sets.",
             "ui/pages/senet.py", "Play Senet", rules_page="ui/pages/rules_senet.py"),
    Practice("senet", "A cycle session: death and resurrection",
             "Kendall and Bell joined without a break, each player in their own phase, as a "
             "meditation: for a number of cycles, or for the time you choose to sit, with "
             "bells at the start, at intervals and at the end. Let the app play both sides "
             "at your pace, and simply watch.",
             "ui/pages/senet.py", "Begin a session", query={"practice": "cycles"},
             preview="sticks"),
)


def preview_scene(practice: Practice) -> dict:
    """A small drawing for the practice's card, from the game's own start."""
    from ui.views import kamla as kamla_view, senet as senet_view

    if practice.preview == "sticks":
        return {**senet_view.sticks_scene(3, variant=1), "maxWidth": 200}
    if practice.family == "kamla":
        start = games.make("kamla").initial_state()
        return {**kamla_view.scene(start, power_sides=frozenset({0, 1})), "maxWidth": 260,
                "files": [], "ranks": []}
    start = games.make("senet-kendall").initial_state()
    return {**senet_view.scene(start), "maxWidth": 340}


def rulesets_of(family: str) -> list[games.core.GameInfo]:
    """Registered rulesets of one game family, in registration order."""
    infos = [games.make(name).info for name in games.names()]
    return [info for info in infos if info.family == family]
