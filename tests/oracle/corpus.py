"""Test records for the oracle: small hand-made records and positions that
show particular symbols, seeded random games, and Kamla records found in
seeded random games (``data/kamla_records.json``) for the rare signs.

Each case names the symbol ids it must show (``expect``); the coverage test
checks that together the cases show every symbol id that has texts.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import games
from games.core.playout import random_game

DATA = Path(__file__).parent / "data"

KAMLA_MATE = "Wc1xd3 Re8-d7 Ng1-d2 Pd8-e8 Nd2-e5 Sd6-d5 Nb1-e2 Nb8-d8 Ne2xd5".split()
"""A short Kamla game: the Lower World mates with a Horseman (from the brief)."""
KAMLA_STILL = "4r3/8/8/4e3/8/8/e7/3R4 L -"
"""The Lower Ruler on d1 alone: every tent cell around it is watched by an
Upper Eagle (e5 the e-file, a2 the second rank), d1 itself is not: stillness."""
KAMLA_ISLANDS = "4r3/8/2s2s2/8/8/2s2s2/8/3R4 U -"
"""The Upper World holds all four islands (Shells on c3, f3, c6, f6)."""
SENET_CONES_AHEAD = "SSSSS...../........../...CCCCC.. S:K0:0 C:K0:0 odd:- S? t9"
TIMED = {"cycles": None, "duration": 60.0}


@dataclass(frozen=True)
class Case:
    name: str
    ruleset: str
    record: tuple[str, ...] = ()
    options: dict = field(default_factory=dict, hash=False)
    start_position: str | None = None
    expect: frozenset[str] = frozenset()
    finished: bool | None = None


def _random(ruleset: str, seed: int, options: dict | None = None, max_plies: int = 100_000
            ) -> tuple[str, ...]:
    game = games.make(ruleset, **(options or {}))
    return tuple(random_game(game, random.Random(seed), max_plies=max_plies).texts)


def _timed_with_winner(seed: int = 5, plies: int = 120) -> tuple[str, ...]:
    """A timed cycles session: random play, the ``time`` step, then the turn
    in hand played out at random until the session ends."""
    game = games.make("senet-cycles", **TIMED)
    rng = random.Random(seed)
    first = random_game(game, rng, max_plies=plies)
    state = game.push(first.states[-1], "time")
    rest = random_game(game, rng, state=state)
    return tuple(first.texts) + ("time",) + tuple(rest.texts)


def hand_cases() -> list[Case]:
    K = frozenset
    return [
        Case("kamla mate", "kamla", tuple(KAMLA_MATE),
             expect=K({"kamla.winner.lower", "kamla.mate.horseman", "kamla.ruler.5",
                       "kamla.step.2", "kamla.conversion.lower"}), finished=True),
        Case("kamla start", "kamla",
             expect=K({"kamla.open", "kamla.empty.middle", "kamla.absent.lower",
                       "kamla.absent.upper", "kamla.islands.even", "kamla.rivers.even",
                       "kamla.conversion.none", "kamla.ruler.5", "game.length.unbegun"}),
             finished=False),
        Case("kamla stillness", "kamla", start_position=KAMLA_STILL,
             expect=K({"kamla.draw.stillness", "kamla.islands.none", "kamla.ruler.4"}),
             finished=True),
        Case("kamla repetition", "kamla", ("d1~e1", "d8~e8") * 4,
             expect=K({"kamla.draw.repetition"}), finished=True),
        Case("kamla move limit", "kamla", ("Sd3-d4", "Sd6-d5"), {"move_limit": 2},
             expect=K({"kamla.draw.move-limit", "kamla.step.2"}), finished=True),
        Case("kamla islands", "kamla", start_position=KAMLA_ISLANDS,
             expect=K({"kamla.islands.all-upper"}), finished=False),
        Case("kamla pair live", "kamla-pair", ("R=e1", "R=d8", "Sd3-d4"),
             expect=K({"kamla.open", "kamla.secret.kept", "kamla.step.7"}), finished=False),
        Case("kamla unfinished", "kamla", tuple(KAMLA_MATE[:3]),
             expect=K({"kamla.open", "game.length.brief"}), finished=False),
        Case("senet start", "senet-kendall",
             expect=K({"senet.open", "senet.ahead.spools", "game.length.unbegun"}),
             finished=False),
        Case("senet bell start", "senet-bell",
             expect=K({"senet.open", "senet.ahead.level"}), finished=False),
        Case("senet cones ahead", "senet-kendall", start_position=SENET_CONES_AHEAD,
             expect=K({"senet.open", "senet.ahead.cones"}), finished=False),
        Case("senet fours", "senet-kendall", ("[4]", "[4]", "[4]"),
             expect=K({"senet.throws.mode.4", "senet.throws.many-fours"}), finished=False),
        Case("senet fives", "senet-kendall", ("[5]", "[5]", "[5]"),
             expect=K({"senet.throws.mode.5", "senet.throws.many-fives"}), finished=False),
        Case("senet threes", "senet-kendall", ("[3]", "[3]"),
             expect=K({"senet.throws.mode.3"}), finished=False),
        Case("senet first move", "senet-kendall", ("[1]", "10-11"),
             expect=K({"senet.throws.mode.1", "senet.hits.none"}), finished=False),
        Case("senet time at once", "senet-cycles", ("time",), TIMED,
             expect=K({"senet.draw", "senet.end.time", "senet.ahead.level"}), finished=True),
        Case("senet time", "senet-cycles", _timed_with_winner(), TIMED,
             expect=K({"senet.end.time"}), finished=True),
        Case("senet turn limit", "senet-kendall", _random("senet-kendall", 1,
                                                          {"turn_limit": 6}),
             {"turn_limit": 6}, expect=K({"senet.end.limit"}), finished=True),
    ]


def stored_cases() -> list[Case]:
    data = json.loads((DATA / "kamla_records.json").read_text(encoding="utf-8"))
    return [Case(f"stored {symbol_id}", entry["ruleset"], tuple(entry["record"]),
                 entry["options"], expect=frozenset({symbol_id}))
            for symbol_id, entry in sorted(data["records"].items())]


RANDOM_PLAN = (("kamla", {"move_limit": 300}, 25, 400),
               ("kamla-pair", {"move_limit": 300}, 25, 400),
               ("senet-kendall", {}, 60, 100_000), ("senet-bell", {}, 40, 100_000),
               ("senet-cycles", {}, 30, 100_000), ("senet-modern", {}, 30, 100_000))


def random_cases() -> list[Case]:
    return [Case(f"{ruleset} seed {seed}", ruleset, _random(ruleset, seed, options, plies),
                 options, finished=True)
            for ruleset, options, n, plies in RANDOM_PLAN for seed in range(n)]


@lru_cache(maxsize=None)
def all_cases() -> tuple[Case, ...]:
    return tuple(hand_cases() + stored_cases() + random_cases())
