"""``python -m oracle``: a reading from the command line, exactly as the app
builds it, and the survey of many readings (``oracle.survey``).

    python -m oracle read RULESET --moves "m1 m2 ..." [--option KEY=VALUE ...]
        [--resigned PLAYER | --agreed-draw | --stopped] [--question TEXT]
        [--side PLAYER] [--json] [--lang en|ru]
    python -m oracle survey [--lang en|ru]

PLAYER is 0 or 1, or the player's name in the ruleset ("Upper World",
"upper"). Bad input (unknown ruleset, illegal move, bad option or player):
one line on stderr, exit status 2.
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from typing import Any, NoReturn, Sequence

import games
from games.core import EndReason, Outcome
from games.core import shorten

from oracle.model import Reading
from oracle.reading import read
from oracle import texts
from oracle.texts import LANGS


class BadInput(ValueError):
    """A command-line argument the oracle cannot use (quoted in the message)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, exit 2
        raise BadInput(message)


def option_value(text: str) -> Any:
    """``KEY=VALUE``'s value: an int, a float, None, a bool, else the text."""
    lowered = text.lower()
    if lowered in ("none", "null"):
        return None
    if lowered in ("true", "false"):
        return lowered == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def options_of(pairs: Sequence[str]) -> dict[str, Any]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise BadInput(f"bad option {pair!r}: write KEY=VALUE")
        out[key] = option_value(value)
    return out


def player_of(ruleset: str, options: dict, text: str) -> int:
    """0 or 1 from an index or a player's name (or its first word), in English
    or in Russian ("upper", "Верхний Мир", "верхний")."""
    names = games.make(ruleset, **options).info.players
    wanted = text.strip().lower()
    for i, name in enumerate(names):
        for said in {name, texts.word(name, "ru")}:
            if wanted in (str(i), said.lower(), said.lower().split()[0]):
                return i
    raise BadInput(f"unknown player {text!r}: use 0, 1, {names[0]!r} or {names[1]!r}")


def reading_json(reading: Reading) -> dict[str, Any]:
    """The reading as plain data: what ``--json`` prints."""
    return {"lang": reading.lang, "title": reading.title, "text": reading.text, "answer": reading.answer,
            "question": reading.question, "question_kind": reading.question_kind,
            "querent": reading.querent, "ruleset": reading.ruleset,
            "sections": [{"id": s.id, "heading": s.heading, "text": s.text, "sign": s.sign,
                          "source": s.source, "cells": list(s.cells),
                          "facts": [f.text for f in s.facts]} for s in reading.sections],
            "prompts": reading.prompts,
            "turning_points": [asdict(p) for p in reading.turning_points],
            "curve": reading.curve, "cells": reading.cells,
            "symbols": [asdict(s) for s in reading.symbols]}


def _parser() -> _Parser:
    parser = _Parser(prog="python -m oracle", description="Readings of game records.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    one = commands.add_parser("read", help="the reading of one record")
    one.add_argument("ruleset")
    one.add_argument("--moves", default="", help="the record, moves separated by spaces")
    one.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    end = one.add_mutually_exclusive_group()
    end.add_argument("--resigned", metavar="PLAYER", help="this player resigned")
    end.add_argument("--agreed-draw", action="store_true", help="a draw was agreed")
    end.add_argument("--stopped", action="store_true", help="the game was stopped")
    one.add_argument("--question", default="")
    one.add_argument("--side", metavar="PLAYER", help="the querent's side")
    one.add_argument("--json", action="store_true", help="print the reading as JSON")
    many = commands.add_parser("survey", help="read many varied records and print the figures")
    for command in (one, many):
        command.add_argument("--lang", choices=LANGS, default="en",
                             help="the language of the reading (issue 29)")
    return parser


def run(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "survey":
        from oracle import survey
        print(survey.report(survey.run(args.lang)))
        return 0
    options = options_of(args.option)
    try:
        games.make(args.ruleset, **options)
    except TypeError as error:
        raise BadInput(f"bad option for {args.ruleset!r}: {error}") from None
    declared = None
    if args.resigned is not None:
        loser = player_of(args.ruleset, options, args.resigned)
        declared = Outcome(1 - loser, EndReason.RESIGNATION)
    elif args.agreed_draw:
        declared = Outcome(None, EndReason.AGREEMENT)
    elif args.stopped:
        declared = Outcome(None, EndReason.STOPPED)
    querent = None if args.side is None else player_of(args.ruleset, options, args.side)
    reading = read(args.ruleset, args.moves.split(), options=options, question=args.question,
                   declared=declared, querent=querent, lang=args.lang)
    if args.json:
        print(json.dumps(reading_json(reading), ensure_ascii=False, indent=1))
    else:
        print(reading.text)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(argv)
    except ValueError as error:  # BadInput, and the engines' GameError
        print(f"error: {shorten(' '.join(str(error).split()))}", file=sys.stderr)  # bounded
        return 2
