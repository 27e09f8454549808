"""The one catalog of the games: their pages (the router's menu, the links
of Home, the Games list and the journal), and what the start page says about
each practice and where it leads: data."""
from __future__ import annotations

from dataclasses import dataclass, field

import games
from ui.i18n import N_, _, language


@dataclass(frozen=True)
class Page:
    """A page of the router's menu (``st.Page``'s arguments)."""

    path: str
    title: str
    icon: str
    url_path: str | None = None


@dataclass(frozen=True)
class Game:
    """A game family with a play page (``ui/pages/<family>.py``) and a rules page
    (``ui/pages/rules_<family>.py``, at ``/<family>-rules``)."""

    family: str
    title: str
    icon: str

    @property
    def page(self) -> str:
        return f"ui/pages/{self.family}.py"

    @property
    def rules_page(self) -> str:
        return f"ui/pages/rules_{self.family}.py"


GAMES = (
    Game("kamla", N_("Kamla"), ":material/change_history:"),
    Game("senet", N_("Senet"), ":material/hourglass_empty:"),
    Game("shatra", N_("Altai Shatra"), ":material/landscape:"),
    Game("tavreli", N_("Tavreli"), ":material/stacks:"),
    Game("tafl", N_("Tavlei and Hnefatafl"), ":material/castle:"),
)
BY_FAMILY = {game.family: game for game in GAMES}
PAGES = {game.family: game.page for game in GAMES}
"""Game family -> its play page (to resume a saved game there)."""
TWO_SCREENS = Page("ui/pages/kamla_remote.py", N_("Kamla on two screens"), ":material/devices:",
                   url_path="kamla-two-screens")
"""Kamla's pair game with each player at their own browser (no saved game resumes there)."""


def play_pages() -> list[Page]:
    """The menu's play pages, titled in the page's language: each game's, the
    two-screen game after Kamla's."""
    two_screens = Page(TWO_SCREENS.path, _(TWO_SCREENS.title), TWO_SCREENS.icon,
                       TWO_SCREENS.url_path)
    pages = [Page(game.page, _(game.title), game.icon) for game in GAMES]
    return pages[:1] + [two_screens] + pages[1:]


def rules_pages() -> list[Page]:
    """The menu's rules pages, titled in the page's language."""
    return [Page(game.rules_page, _("{game} rules").format(game=_(game.title)),
                 ":material/menu_book:", url_path=f"{game.family}-rules") for game in GAMES]


@dataclass(frozen=True)
class Practice:
    """A card of the start page; its words are marked with ``N_`` and translated
    with ``_`` where shown."""

    family: str
    title: str
    text: str
    action: str
    query: dict[str, str] = field(default_factory=dict)
    rules: bool = True
    """Does the card link to the family's rules page?"""
    preview: str = "board"
    """What the card shows: the game's start ("board") or the thrown sticks ("sticks")."""
    ruleset: str = ""
    """The ruleset whose start the card draws (default: the family's name)."""

    @property
    def page(self) -> str:
        return BY_FAMILY[self.family].page

    @property
    def rules_page(self) -> str | None:
        return BY_FAMILY[self.family].rules_page if self.rules else None


PRACTICES = (
    Practice("kamla", N_("Kamla: a game of spirits"),
             N_("Shamanic chess of the Lower and Upper Worlds on a board cut by the Rivers of "
                "the Universe. Captured spirits are not removed: they change sides. Play alone "
                "with both pantheons, or as a pair with each Ruler hidden from the other. A game "
                "may last days; every move is kept."),
             N_("Play Kamla")),
    Practice("senet", N_("Senet: a game of passing"),
             N_("The Egyptian game of the soul's passage: four sticks decide each step along "
                "thirty Houses, past Beauty and Water to the Rising Sun. Kendall's rules are the "
                "journey into death, Bell's the way back; modern Kendall is the game of today's "
                "sets."),
             N_("Play Senet")),
    Practice("senet", N_("A cycle session: death and resurrection"),
             N_("Kendall and Bell joined without a break, each player in their own phase, as a "
                "meditation: for a number of cycles, or for the time you choose to sit, with "
                "bells at the start, at intervals and at the end. Let the app play both sides "
                "at your pace, and simply watch."),
             N_("Begin a session"), query={"practice": "cycles"}, rules=False, preview="sticks"),
    Practice("shatra", N_("Altai Shatra: the mountain game"),
             N_("Draughts and chess in one, from the Altai: shatras leap and chain their "
                "captures, batyrs fly, the biy guards its fortress behind a gate and a ditch."),
             N_("Play Shatra")),
    Practice("tavreli", N_("Tavreli: tower chess"),
             N_("Russian chess where nothing leaves the board: a piece climbs onto another and "
                "the top one rules the tower; towers split, and buried pieces wake."),
             N_("Play Tavreli")),
    Practice("tafl", N_("Tavlei: the northern hunt"),
             N_("The prince on his throne, his guard around him, the attackers closing in: he "
                "must reach a corner before he is surrounded. Tavlei and Hnefatafl, with the "
                "seed's variants, dice among them, and Copenhagen and Fetlar, the rules played "
                "today."),
             N_("Play Tavlei"), ruleset="tavlei"),
)


def family_of(ruleset: str) -> str:
    return games.make(ruleset).info.family


def preview_scene(practice: Practice) -> dict:
    """A small drawing for the practice's card, from the game's own start."""
    from ui import replay
    from ui.views import senet as senet_view

    if practice.preview == "sticks":
        return {**senet_view.sticks_scene(3, variant=1, lang=language()), "maxWidth": 200}
    game = games.make(practice.ruleset or _first_ruleset(practice.family))
    scene = replay.scene(game, game.initial_state(), lang=language())
    width = 340 if scene["cols"] > scene["rows"] else 260
    return {**scene, "maxWidth": width, "files": [], "ranks": []}


def _first_ruleset(family: str) -> str:
    return next(n for n in games.names() if games.make(n).info.family == family)


def rulesets_of(family: str) -> list[games.core.GameInfo]:
    """Registered rulesets of one game family, in registration order."""
    infos = [games.make(name).info for name in games.names()]
    return [info for info in infos if info.family == family]
