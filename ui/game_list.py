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
from games.core import CHANCE, UnknownGameError
from readings.days import time_zone
from readings.saved_games import SavedGame
from ui import replay
from ui.board_image import figure
from play.text import counted
from ui.views import kamla as kamla_view, senet as senet_view

MODES = {"solo": "solo", "pair": "a pair, Rulers hidden", "two players": "two players",
         "computer": "against the computer", "contemplation": "contemplation",
         "two screens": "on two screens"}


@dataclass(frozen=True)
class Summary:
    title: str
    turn: str
    progress: str
    who: str


def summary(saved: SavedGame) -> Summary:
    game, states = replay.positions(saved.ruleset, saved.options, saved.start_position,
                                    saved.record)
    return Summary(game.info.title, _turn(game, states[-1], saved),
                   _progress(game, states), _who(saved))


def _names(game, saved: SavedGame) -> list[str]:
    return [f"{side} ({saved.players[i]})" if i < len(saved.players) and saved.players[i]
            and not saved.players[i].startswith("the computer") else side
            for i, side in enumerate(game.info.players)]


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


def _turn(game, state, saved: SavedGame) -> str:
    if saved.finished:
        return "finished"
    mover_, verb = mover(game, state)
    if mover_ is None:
        return "a throw is due"
    if game.info.family == "senet" and senet_view.turn_name(state) == "Opening":
        return "the opening: the first to throw a 1 plays Spools"  # no side is anyone's yet
    computer = saved.clock.get("computer", {}).get("sides", [])
    name = _names(game, saved)[mover_]
    return f"the computer ({name}) {verb}" if mover_ in computer else f"{name} {verb}"


def _progress(game, states: list) -> str:
    """Moves as the status line counts them: a throw is not a move, nor is a
    secret Ruler choice."""
    throws = sum(game.to_move(state) == CHANCE for state in states[:-1])
    moves = len(states) - 1 - throws - before_moves(states)
    return ", ".join([counted(moves, "move")] + ([counted(throws, "throw")] if throws else []))


def _who(saved: SavedGame) -> str:
    computer = saved.clock.get("computer")
    mode = MODES.get(saved.mode, saved.mode)
    if saved.mode == "computer" and computer:
        mode = f"against the computer, {computer.get('level', '')}".rstrip(", ")
    names = [p for p in saved.players if p and not p.startswith("the computer")]
    return " · ".join([mode] + ([" vs ".join(names)] if len(names) == 2 else names))


def title(ruleset: str) -> str:
    """A ruleset's name as people say it ("Copenhagen Hnefatafl"); an entry
    imported from a build with rulesets this one lacks keeps its id."""
    try:
        return games.make(ruleset).info.title
    except UnknownGameError:
        return ruleset


def local_time(stamp: str, zone: str | None, today: datetime | None = None) -> str:
    """A stored UTC stamp in the browser's time zone (UTC if it is unknown):
    "today 14:05", "yesterday 09:30" or "Mon 22 Nov 2026, 14:05"."""
    when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    place = time_zone(zone)
    when = when.astimezone(place)
    now = (today or datetime.now(UTC)).astimezone(place)
    days = (now.date() - when.date()).days
    clock = when.strftime("%H:%M") + ("" if place is not UTC else " UTC")
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    return f"{when.strftime('%a')} {when.day} {when.strftime('%b %Y')}, {clock}"


def thumbnail_png(ruleset: str, options_json: str, start: str, record: tuple[str, ...],
                  finished: bool) -> bytes:
    """The last position as a small PNG. An unfinished game with hidden Rulers
    is drawn as neither player sees it: no Ruler is told from a Priest."""
    game, states = replay.positions(ruleset, json.loads(options_json), start, list(record))
    state = states[-1]
    if game.info.hidden_information and not finished:
        scene = kamla_view.scene(game.common_view(state))
    else:
        scene = replay.scene(game, state)
    buffer = io.BytesIO()
    figure({**scene, "files": [], "ranks": []}, size=1.6).savefig(buffer, format="png")
    return buffer.getvalue()


def fitted_width(png: bytes, box: int) -> int:
    """The width at which a PNG fits a ``box`` px square: a tall board
    (Shatra's) is drawn narrower, never taller than the box."""
    width, height = struct.unpack(">II", png[16:24])
    return max(1, round(box * min(1.0, width / height)))
