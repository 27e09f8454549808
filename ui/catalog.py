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
    ruleset: str = ""
    """The ruleset whose start the card draws (default: the family's name)."""


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
    Practice("shatra", "Altai Shatra: the mountain game",
             "Draughts and chess in one, from the Altai: shatras leap and chain their "
             "captures, batyrs fly, the biy guards its fortress behind a gate and a ditch.",
             "ui/pages/shatra.py", "Play Shatra", rules_page="ui/pages/rules_shatra.py"),
    Practice("tavreli", "Tavreli: tower chess",
             "Russian chess where nothing leaves the board: a piece climbs onto another and "
             "the top one rules the tower; towers split, and buried pieces wake.",
             "ui/pages/tavreli.py", "Play Tavreli", rules_page="ui/pages/rules_tavreli.py"),
    Practice("tafl", "Tavlei: the northern hunt",
             "The prince on his throne, his guard around him, the attackers closing in: he "
             "must reach a corner before he is surrounded. Tavlei and Hnefatafl, with the "
             "seed's variants, dice among them, and Copenhagen and Fetlar, the rules played "
             "today.",
             "ui/pages/tafl.py", "Play Tavlei", ruleset="tavlei",
             rules_page="ui/pages/rules_tafl.py"),
)


PAGES = {practice.family: practice.page for practice in PRACTICES}
"""Game family -> its play page (for resuming and reviewing a saved game)."""


def family_of(ruleset: str) -> str:
    return games.make(ruleset).info.family


def preview_scene(practice: Practice) -> dict:
    """A small drawing for the practice's card, from the game's own start."""
    from ui import replay
    from ui.views import senet as senet_view

    if practice.preview == "sticks":
        return {**senet_view.sticks_scene(3, variant=1), "maxWidth": 200}
    game = games.make(practice.ruleset or _first_ruleset(practice.family))
    scene = replay.scene(game, game.initial_state())
    width = 340 if scene["cols"] > scene["rows"] else 260
    return {**scene, "maxWidth": width, "files": [], "ranks": []}


def _first_ruleset(family: str) -> str:
    return next(n for n in games.names() if games.make(n).info.family == family)


def rulesets_of(family: str) -> list[games.core.GameInfo]:
    """Registered rulesets of one game family, in registration order."""
    infos = [games.make(name).info for name in games.names()]
    return [info for info in infos if info.family == family]
