"""What the Games page says about one saved game, in words a player reads: the
game's name, whose turn, how far it went, who plays, when, and a thumbnail of
its board that shows no hidden Ruler (issue 15)."""
from __future__ import annotations

import io
import json
import struct
from dataclasses import dataclass
from typing import Any, Sequence
from datetime import datetime, UTC

import games
import i18n
from games.core import CHANCE, UnknownGameError
from readings.days import time_zone
from readings.saved_games import SavedGame
from ui import names, replay
from ui.board_image import figure
from play import names as play_names
from i18n import N_
from ui.names import LEVELS
from ui.views import kamla as kamla_view, senet as senet_view

MODES = {"solo": N_("solo"), "pair": N_("a pair, Rulers hidden"),
         "two players": N_("two players"), "computer": N_("against the computer"),
         "contemplation": N_("contemplation"), "two screens": N_("on two screens")}
KINDS = {"game": N_("game"), "phase": N_("phase"), "session": N_("sitting"), "cast": N_("cast")}
"""A journal entry's kind (``readings.journal.KINDS``) as the journal's table says it."""


@dataclass(frozen=True)
class Summary:
    title: str
    turn: str
    progress: str
    who: str


def summary(saved: SavedGame, lang: str = "en") -> Summary:
    """The saved game in words of ``lang``."""
    game, states = replay.positions(saved.ruleset, saved.options, saved.start_position,
                                    saved.record)
    return Summary(names.said(game.info.title, lang), _turn(game, states[-1], saved, lang),
                   _progress(game, states, lang), _who(saved, lang))


def _names(game, saved: SavedGame, lang: str = "en") -> list[str]:
    sides = [play_names.side(side, lang) for side in game.info.players]
    return [f"{side} ({saved.players[i]})" if i < len(saved.players) and saved.players[i]
            and not saved.players[i].startswith("the computer") else side
            for i, side in enumerate(sides)]


def mover(game, state) -> tuple[int | None, str]:
    """Who acts in ``state`` and how: (player, "to move"), (player, "to throw")
    before a throw, or (None, "to throw") if a throw belongs to no one."""
    player = game.to_move(state)
    if player != CHANCE:
        return player, "to move"
    return getattr(state, "who", getattr(state, "turn", None)), "to throw"


def before_moves(states: Sequence[Any]) -> int:
    """How many plies open the record without counting as moves (Kamla's
    secret Ruler choices leave ``ply`` at 0): the move numbers start after them,
    as the status line counts."""
    count = 0
    while count + 1 < len(states) and getattr(states[count + 1], "ply", 1) == 0:
        count += 1
    return count


TURNS = {(True, "to move"): N_("the computer ({name}) to move"),
         (True, "to throw"): N_("the computer ({name}) to throw"),
         (False, "to move"): N_("{name} to move"), (False, "to throw"): N_("{name} to throw")}
"""Whose turn a saved game waits for: the computer's or a player's, a move or a throw."""


def _turn(game, state, saved: SavedGame, lang: str = "en") -> str:
    words = i18n.translations(lang)
    if saved.finished:
        return words.gettext("finished")
    mover_, verb = mover(game, state)
    if mover_ is None:
        return words.gettext("a throw is due")
    if game.info.family == "senet" and senet_view.turn_name(state) == "Opening":
        # no side is anyone's yet
        return words.gettext("the opening: the first to throw a 1 plays Spools")
    computer = saved.clock.get("computer", {}).get("sides", [])
    name = _names(game, saved, lang)[mover_]
    return words.gettext(TURNS[mover_ in computer, verb]).format(name=name)


def _progress(game, states: list, lang: str = "en") -> str:
    """Moves as the status line counts them: a throw is not a move, nor is a
    secret Ruler choice."""
    words = i18n.translations(lang)
    throws = sum(game.to_move(state) == CHANCE for state in states[:-1])
    moves = len(states) - 1 - throws - before_moves(states)
    said = [words.ngettext("{n} move", "{n} moves", moves).format(
        n=i18n.format_number(moves, lang))]
    if throws:
        said.append(words.ngettext("{n} throw", "{n} throws", throws).format(
            n=i18n.format_number(throws, lang)))
    return ", ".join(said)


def _who(saved: SavedGame, lang: str = "en") -> str:
    words = i18n.translations(lang)
    computer = saved.clock.get("computer")
    mode = words.gettext(MODES[saved.mode]) if saved.mode in MODES else saved.mode
    level = computer.get("level", "") if computer else ""
    if saved.mode == "computer" and level in LEVELS:
        mode = words.gettext("against the computer, {level}").format(
            level=words.gettext(LEVELS[level]).lower())
    names = [p for p in saved.players if p and not p.startswith("the computer")]
    if len(names) == 2:
        names = [words.gettext("{first} vs {second}").format(first=names[0], second=names[1])]
    return " · ".join([mode] + names)


def title(ruleset: str, lang: str = "en") -> str:
    """A ruleset's name as people say it ("Copenhagen Hnefatafl"); an entry
    imported from a build with rulesets this one lacks keeps its id."""
    try:
        return names.said(games.make(ruleset).info.title, lang)
    except UnknownGameError:
        return ruleset


def kind(stored: str, lang: str = "en") -> str:
    """An entry's kind in words ("game", "sitting"); an unknown one as stored."""
    return i18n.translations(lang).gettext(KINDS[stored]) if stored in KINDS else stored


def minutes(count: float, lang: str = "en") -> str:
    """``12 minutes``, ``1.5 minutes``, ``12 минут``."""
    shown = round(count, 1)  # as it is written: 0.004 minutes is "0 minutes"
    number = i18n.format_number(shown, lang)
    if shown != int(shown):
        return i18n.translations(lang).pgettext("fraction", "{n} minutes").format(n=number)
    return i18n.translations(lang).ngettext("{n} minute", "{n} minutes", int(shown)).format(
        n=number)


def local_time(stamp: str, zone: str | None, today: datetime | None = None,
               lang: str = "en") -> str:
    """A stored UTC stamp in the browser's time zone (UTC if it is unknown):
    "today 14:05", "yesterday 09:30" or "Mon 22 Nov 2026, 14:05" (in Russian
    "сегодня 14:05", "22 нояб. 2026 г., 14:05")."""
    when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    place = time_zone(zone)
    when = when.astimezone(place)
    now = (today or datetime.now(UTC)).astimezone(place)
    days = (now.date() - when.date()).days
    clock = when.strftime("%H:%M") + ("" if place is not UTC else " UTC")
    words = i18n.translations(lang)
    if days == 0:
        return words.gettext("today {clock}").format(clock=clock)
    if days == 1:
        return words.gettext("yesterday {clock}").format(clock=clock)
    if lang == "en":
        return f"{when.strftime('%a')} {when.day} {when.strftime('%b %Y')}, {clock}"
    return words.gettext("{date}, {clock}").format(
        date=i18n.format_date(when.date(), lang, style="EEE, d MMM y"), clock=clock)


def thumbnail_png(ruleset: str, options_json: str, start: str, record: tuple[str, ...],
                  finished: bool, lang: str = "en") -> bytes:
    """The last position as a small PNG, its pieces lettered in ``lang``. An
    unfinished game with hidden Rulers is drawn as neither player sees it: no
    Ruler is told from a Priest."""
    game, states = replay.positions(ruleset, json.loads(options_json), start, list(record))
    state = states[-1]
    if game.info.hidden_information and not finished:
        scene = kamla_view.scene(game.common_view(state), lang=lang)
    else:
        scene = replay.scene(game, state, lang=lang)
    buffer = io.BytesIO()
    figure({**scene, "files": [], "ranks": []}, size=1.6).savefig(buffer, format="png")
    return buffer.getvalue()


def fitted_width(png: bytes, box: int) -> int:
    """The width at which a PNG fits a ``box`` px square: a tall board
    (Shatra's) is drawn narrower, never taller than the box."""
    width, height = struct.unpack(">II", png[16:24])
    return max(1, round(box * min(1.0, width / height)))
