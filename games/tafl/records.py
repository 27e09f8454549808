"""Tafl game records: tags and moves, read, replayed move by move and written.

A record (OpenTafl's game record, research notes A6) is ``[name:value]`` tag
lines, then the moves, numbered by turn or not::

    [variant:copenhagen]
    [attackers:Ann]
    [defenders:Bo]
    [result:defenders]
    1. d1-d3 f4-f3
    2. h11-h9 ...

Tags: ``variant`` (the ruleset), ``options`` (its switches, ``name=value``
separated by spaces), ``position`` (a start other than the usual one),
``attackers`` and ``defenders`` (the players), ``result`` (``attackers``,
``defenders``, ``draw`` or ``ongoing``), ``end`` (how it ended when no move
decided it, e.g. ``resigned``); any other tag is kept as it is.

TD-14 Nielsen's server writes each capture after its own ``x`` and sometimes
twice (an edge piece taken along the edge), and never lists a captured king:
replaying a record reads a repeated capture once and lets the king's capture
go unlisted. Every other capture list must be exactly right.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from games.core.errors import GameError, InvalidRecordError
from games.core.numbers import read_number
from games.core.protocol import Outcome
from games.tafl.board import KING, SIDE_NAMES
from games.tafl.game import Tafl
from games.tafl.position import TaflState

RESULTS = ("attackers", "defenders", "draw", "ongoing")
_TAG = re.compile(r"^\[([a-z][a-z0-9_-]*):([^\]\n]*)\]$")
_TURN = re.compile(r"^[0-9]+\.$")
_OPTION = re.compile(r"^([a-z_]+)=(true|false|none|[0-9]+|[a-z]+)$")
_SERVER_CAPTURES = re.compile(r"^([^x]+)((?:x[^x]+)+)$")


@dataclass(frozen=True)
class TaflRecord:
    """The tags and the move texts of one game, as read."""

    tags: dict[str, str] = field(default_factory=dict)
    moves: tuple[str, ...] = ()

    def options(self) -> dict[str, Any]:
        """The ``options`` tag as keyword arguments of ``games.make``."""
        return read_options(self.tags.get("options", ""))


@dataclass(frozen=True)
class Replayed:
    """A record played move by move: the positions, the moves as this project
    writes them, and where (0-based) and why it stopped if a move is not legal: in
    English (``reason``) and as the refusal itself (``error``)."""

    states: tuple[TaflState, ...]
    moves: tuple[str, ...]
    stop: int | None = None
    reason: str = ""
    error: GameError | None = None

    @property
    def final(self) -> TaflState:
        return self.states[-1]


def read_options(text: str) -> dict[str, object]:
    """``"edge_escape=true escape_limit=15"`` -> keyword arguments."""
    out: dict[str, object] = {}
    for item in text.split():
        match = _OPTION.match(item)
        if not match:
            raise InvalidRecordError(f"invalid option {item!r} in the options tag {text!r}: "
                                     f"expected name=value, e.g. edge_escape=true",
                                     reason="option", option=item)
        name, value = match.groups()
        out[name] = {"true": True, "false": False, "none": None}.get(
            value, read_number(value, f"the option {name}", InvalidRecordError)
            if value.isdigit() else value)
    return out


def parse_record(text: str) -> TaflRecord:
    """Read a record's tags and moves; raises InvalidRecordError quoting the line."""
    if not isinstance(text, str):
        raise InvalidRecordError(f"invalid tafl record {text!r}: not text")
    tags: dict[str, str] = {}
    moves: list[str] = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if line.startswith("["):
            match = _TAG.match(line)
            if not match:
                raise InvalidRecordError(f"invalid tag on line {number}: {line!r} (expected "
                                         f"[name:value])", reason="tag", line=number)
            if moves:
                raise InvalidRecordError(f"tag after the moves on line {number}: {line!r}",
                                         reason="late tag", line=number)
            tags[match.group(1)] = match.group(2).strip()
            continue
        moves.extend(token for token in line.split() if not _TURN.match(token))
    result = tags.get("result")
    if result is not None and result not in RESULTS:
        raise InvalidRecordError(f"invalid result {result!r}: one of {', '.join(RESULTS)}",
                                 reason="result")
    return TaflRecord(tags, tuple(moves))


def game_of(record: TaflRecord, ruleset: str | None = None) -> tuple[Tafl, TaflState]:
    """The game a record is played under (``ruleset``, else its ``variant``
    tag, with its ``options``) and its start; raises InvalidRecordError."""
    name = ruleset or record.tags.get("variant")
    if not name:
        raise InvalidRecordError("the record names no variant: add a [variant:...] tag",
                                 reason="no variant")
    try:
        game = Tafl(name, **record.options())
    except (TypeError, ValueError) as error:
        raise InvalidRecordError(f"the record's variant {name!r} or options "
                                 f"{record.tags.get('options', '')!r} do not fit: {error}",
                                 reason="variant", variant=name) from None
    position = record.tags.get("position")
    try:
        start = game.parse_position(position) if position else game.initial_state()
    except GameError as error:
        raise InvalidRecordError(f"the record's start position: {error}",
                                 reason="start") from None
    return game, start


def result_word(outcome: Outcome | None) -> str:
    """The ``result`` tag of an outcome."""
    if outcome is None:
        return "ongoing"
    return "draw" if outcome.winner is None else SIDE_NAMES[outcome.winner].lower()


def format_record(game: Tafl, moves, tags: dict[str, str] | None = None,
                  start: TaflState | None = None, outcome: Outcome | None = None) -> str:
    """The record of ``moves`` (texts) played from ``start``: the variant, its
    switches that differ from the ruleset's defaults, the start if it is not
    the usual one, ``tags`` and the result (``outcome`` when the game ended
    otherwise than by a move, e.g. a resignation; else the rules'), then two
    moves a numbered line."""
    played = replay(game, moves, start)
    if played.stop is not None:
        raise InvalidRecordError(f"cannot write the record: move {played.stop + 1} "
                                 f"{moves[played.stop]!r} is not legal: {played.reason}")
    defaults = Tafl(game.rules.key).info.options
    options = " ".join(f"{name}={str(value).lower()}"
                       for name, value in game.info.options.items()
                       if name != "ruleset" and value != defaults[name])
    lines = [f"[variant:{game.rules.key}]"]
    if options:
        lines.append(f"[options:{options}]")
    if start is not None and start != game.initial_state():
        lines.append(f"[position:{game.format_position(start)}]")
    for name, value in (tags or {}).items():
        clean = " ".join(str(value).replace("]", ")").split())
        if name not in ("variant", "options", "position", "result") and clean:
            lines.append(f"[{name}:{clean}]")
    ended = outcome if outcome is not None else game.outcome(played.final)
    lines.append(f"[result:{result_word(ended)}]")
    texts = played.moves
    first = played.states[0].turn
    body, turn, row = [], 1, []
    if first == 1 and texts:
        row = ["..."]
    for text in texts:
        row.append(text)
        if len(row) == 2:
            body.append(f"{turn}. {' '.join(row)}")
            turn, row = turn + 1, []
    if row:
        body.append(f"{turn}. {' '.join(row)}")
    return "\n".join(lines + body) + "\n"


def replay(game: Tafl, moves, start: TaflState | None = None) -> Replayed:
    """Play ``moves`` (texts) from ``start`` (default: the start position),
    each with its capture list checked (TD-14), up to the first that is not
    legal."""
    state = game.initial_state() if start is None else start
    states: list[TaflState] = [state]
    played: list[str] = []
    for index, text in enumerate(moves):
        if text == "...":
            continue
        over = game.outcome(state)
        if over is not None:
            late = GameError(f"the game is already over ({over.reason}) before {text!r}",
                             reason="over")
            return Replayed(tuple(states), tuple(played), index, str(late), late)
        try:
            move = game.parse_move(state, _as_listed(game, state, text))
        except GameError as error:
            return Replayed(tuple(states), tuple(played), index, str(error), error)
        played.append(game.format_move(state, move))
        state = game.apply(state, move)
        states.append(state)
    return Replayed(tuple(states), tuple(played))


def _as_listed(game: Tafl, state: TaflState, text: str) -> str:
    """TD-14: a server's capture list as this project writes it - each capture
    once, the captured king added when it is not listed."""
    match = _SERVER_CAPTURES.match(text.strip()) if isinstance(text, str) else None
    if not match or "/" in text:
        return text
    head, listed = match.group(1), list(dict.fromkeys(match.group(2).split("x")[1:]))
    move = game.parse_move(state, head)
    king = [sq for sq in game.captures(state, move) if state.board[sq] == KING]
    names = [game.geometry.name(sq) for sq in king]
    if king and not any(c.removeprefix("K") in names for c in listed):
        listed.append("K" + names[0])
    return head + "x" + "/".join(listed)


__all__ = ["Replayed", "TaflRecord", "format_record", "game_of", "parse_record",
           "read_options", "replay", "result_word"]
