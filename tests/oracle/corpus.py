"""Test records for the oracle: small hand-made records and positions that
show particular symbols, seeded random games, and Kamla records found in
seeded random games (``data/kamla_records.json``) for the rare signs. For
Altai Shatra, Tavreli and tafl the rare signs come from hand-made positions
and from the seeds named in ``seeded_cases`` (the first seed, in order, whose
random game shows the sign).

Each case names the symbol ids it must show (``expect``); the coverage test
checks that together the cases show every symbol id that has texts.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import cache
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

SHATRA_SHUFFLE = "White: Б53, ш – 40; Black: Б10, ш – 20; White to move"
"""Two biys in their gates and a shatra each, far apart: the biys can step
out and back (``SHATRA_CIRCLE``) until the position comes round a third time."""
SHATRA_CIRCLE = ("Б53-49", "Б10-14", "Б49-53", "Б14-10") * 2
SHATRA_LAST_SHATRA = "White: Б40; Black: Б10, ш – 33; White to move"
"""The White biy takes the last Black shatra (``Б40:26``): two lone biys."""
SHATRA_HEROES = "White: Б53, ш – 5; Black: Б10, ш – 58; White to move"
"""A shatra of each side one step from its promotion row; the White batyr
then leaps down the great road over the Black biy (``SHATRA_HERO_WINS``)."""
SHATRA_HERO_WINS = ("5-2", "58-61", "б2:14")
SHATRA_CORNERED = "White: Б53, ш – 12, 13, 18, 19, 25, 34; Black: Б11; White to move"
"""The Black biy alone on 11, a field corner: ``34-27`` takes its last square
and every landing square behind its neighbours, and Black has no move."""
TAVRELI_STALEMATE = "k7/8/1K6/8/8/8/8/2Q5 w - -"
"""``c1-c7`` leaves the Black volkhv on a8 unattacked with no square to go."""
TAVRELI_CASTLINGS = ("e2-e4", "e7-e5", "g1-f3", "g8-f6", "f1-c4", "f8-c5", "O-O", "O-O")
TAVRELI_KNIGHTS = ("b1-c3", "b8-c6", "c3-b1", "c6-b8") * 2
"""The start comes back a third time: threefold repetition."""
TAFL_ENCLOSED = "/9/9/9/4t4/3tKt3/4t4/9/9/9/ d"
"""The prince on the throne, an attacker on each side of him, no defender:
the defenders have no move (not a capture: no attacker moved)."""
TAFL_NEAR = "/9/9/9/9/9/4t4/9/1K7/9/ a"
"""The prince on b2, two squares from the corner a1, one attacker left."""
TAFL_STALLED = "/9/9/9/9/4K4/9/T8/t8/1T7/ d"
"""The last attacker on a2, the corner below it: ``b1-b2`` leaves it no move."""


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
                       "kamla.number.3", "kamla.conversion.lower"}), finished=True),
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
             expect=K({"kamla.draw.move-limit", "kamla.number.8"}), finished=True),
        Case("kamla islands", "kamla", start_position=KAMLA_ISLANDS,
             expect=K({"kamla.islands.all-upper"}), finished=False),
        Case("kamla pair live", "kamla-pair", ("R=e1", "R=d8", "Sd3-d4"),
             expect=K({"kamla.open", "kamla.secret.kept", "kamla.number.1"}), finished=False),
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
             expect=K({"senet.end.time", "senet.timed.cones"}), finished=True),
        Case("senet time, Spools ahead", "senet-cycles", _timed_with_winner(3), TIMED,
             expect=K({"senet.timed.spools"}), finished=True),
        Case("senet cycle closed mid-session", "senet-cycles",
             _random("senet-cycles", 0, {"cycles": 2})[:1165], {"cycles": 2},
             expect=K({"senet.closed.bell"}), finished=False),
        Case("senet phase closed", "senet-cycles", _random("senet-cycles", 3)[:355], {},
             expect=K({"senet.closed.kendall"}), finished=False),
        Case("senet cycle closed", "senet-cycles", _random("senet-cycles", 3), {},
             expect=K({"senet.end.cycles"}), finished=True),
        Case("senet turn limit", "senet-kendall", _random("senet-kendall", 1,
                                                          {"turn_limit": 6}),
             {"turn_limit": 6}, expect=K({"senet.end.limit"}), finished=True),
    ] + shatra_cases() + tavreli_cases() + tafl_cases()


def shatra_cases() -> list[Case]:
    K = frozenset
    return [
        Case("shatra start", "shatra",
             expect=K({"shatra.open", "shatra.biy.home", "shatra.captures.none",
                       "game.length.unbegun"}), finished=False),
        Case("shatra first step", "shatra", ("42-35",),
             expect=K({"shatra.open", "shatra.road", "shatra.captures.none",
                       "game.length.brief"}), finished=False),
        Case("shatra drops", "shatra", ("54*33", "9*30"),
             expect=K({"shatra.reserve.even"}), finished=False),
        Case("shatra white drop", "shatra", ("54*33",),
             expect=K({"shatra.reserve.white"}), finished=False),
        Case("shatra black drop", "shatra", ("40-32", "9*30"),
             expect=K({"shatra.reserve.black"}), finished=False),
        Case("shatra repetition", "shatra", SHATRA_CIRCLE, start_position=SHATRA_SHUFFLE,
             expect=K({"shatra.draw.repetition", "shatra.biy.home", "shatra.captures.none"}),
             finished=True),
        Case("shatra two biys", "shatra", ("Б40:26",), start_position=SHATRA_LAST_SHATRA,
             expect=K({"shatra.draw.two-biys", "shatra.captures.white"}), finished=True),
        Case("shatra move limit", "shatra", ("42-35", "20-27"), {"move_limit": 2},
             expect=K({"shatra.draw.move-limit"}), finished=True),
        Case("shatra hero wins", "shatra", SHATRA_HERO_WINS, start_position=SHATRA_HEROES,
             expect=K({"shatra.winner.white", "shatra.fall.batyr", "shatra.batyr.both",
                       "shatra.captures.white", "shatra.road", "shatra.biy.home"}),
             finished=True),
        Case("shatra white hero", "shatra", SHATRA_HERO_WINS[:1], start_position=SHATRA_HEROES,
             expect=K({"shatra.open", "shatra.batyr.white"}), finished=False),
        Case("shatra black hero", "shatra", ("58-61",),
             start_position=SHATRA_HEROES.replace("White to move", "Black to move")
                                         .replace("ш – 5;", "ш – 40;"),
             expect=K({"shatra.open", "shatra.batyr.black"}), finished=False),
        Case("shatra no move", "shatra", ("34-27",), start_position=SHATRA_CORNERED,
             expect=K({"shatra.winner.white", "shatra.fall.no-move", "shatra.biy.home"}),
             finished=True),
        Case("shatra unfinished", "shatra", _random("shatra", 1)[:5],
             expect=K({"shatra.open"}), finished=False),
    ]


def tavreli_cases() -> list[Case]:
    K = frozenset
    return [
        Case("tavreli start", "tavreli",
             expect=K({"tavreli.open", "tavreli.captures.none", "game.length.unbegun"}),
             finished=False),
        Case("tavreli stalemate", "tavreli", ("c1-c7",), start_position=TAVRELI_STALEMATE,
             expect=K({"tavreli.draw.stalemate", "tavreli.captures.none"}), finished=True),
        Case("tavreli repetition", "tavreli", TAVRELI_KNIGHTS,
             expect=K({"tavreli.draw.repetition"}), finished=True),
        Case("tavreli move limit", "tavreli", ("e2-e4", "e7-e5"), {"move_limit": 2},
             expect=K({"tavreli.draw.move-limit"}), finished=True),
        Case("tavreli castlings", "tavreli", TAVRELI_CASTLINGS,
             expect=K({"tavreli.open", "tavreli.castling.both"}), finished=False),
        Case("tavreli white castles", "tavreli", TAVRELI_CASTLINGS[:7],
             expect=K({"tavreli.castling.white"}), finished=False),
        Case("tavreli black castles", "tavreli", TAVRELI_CASTLINGS[:6] + ("a2-a3", "O-O"),
             expect=K({"tavreli.castling.black"}), finished=False),
        Case("tavreli first prisoner", "tavreli", ("e2-e4", "d7-d5", "e4xd5"),
             expect=K({"tavreli.captures.white", "tavreli.tower.white"}), finished=False),
        Case("tavreli prisoner freed", "tavreli",
             ("e2-e4", "d7-d5", "e4xd5", "d8xd5", "b1-c3", "d5(1)-d6"),
             expect=K({"tavreli.captures.even", "tavreli.splits.black",
                       "tavreli.rising.white", "tavreli.tower.white"}), finished=False),
        Case("tavreli helgi", "tavreli", ("e7-e8=H", "h8xe8"),
             start_position="k6r/4PH3/8/8/8/8/8/4K3 w - -",
             expect=K({"tavreli.promotion.white", "tavreli.helgi", "tavreli.demotion",
                       "tavreli.captures.black", "tavreli.tower.black"}), finished=False),
    ]


def tafl_cases() -> list[Case]:
    K = frozenset
    return [
        Case("tavlei start", "tavlei",
             expect=K({"tafl.open", "tafl.king.throne", "tafl.captures.none",
                       "game.length.unbegun"}), finished=False),
        Case("tavlei king near a corner", "tavlei", start_position=TAFL_NEAR,
             expect=K({"tafl.open", "tafl.king.near"}), finished=False),
        Case("hnefatafl-11 start", "hnefatafl-11",
             expect=K({"tafl.open", "tafl.king.throne"}), finished=False),
        Case("tavlei enclosed", "tavlei", start_position=TAFL_ENCLOSED,
             expect=K({"tafl.winner.enclosed", "tafl.king.throne"}), finished=True),
        Case("tavlei stalled", "tavlei", ("b1-b2",), start_position=TAFL_STALLED,
             expect=K({"tafl.winner.stalled", "tafl.captures.none", "tafl.king.throne"}),
             finished=True),
        Case("tavlei quiet", "tavlei", ("e2-c2", "e3-h3"), {"quiet_limit": 2},
             expect=K({"tafl.draw.quiet"}), finished=True),
        Case("tavlei escape limit", "tavlei", ("e2-c2", "e3-h3"), {"escape_limit": 1},
             expect=K({"tafl.winner.limit"}), finished=True),
        Case("hnefatafl-9 dice", "hnefatafl-9",
             _random("hnefatafl-9", 0, {"dice": "parity"}, max_plies=30), {"dice": "parity"},
             expect=K({"tafl.open"}), finished=False),
    ]


SEEDED = (("tavreli", (12, 15, 16, 39)), ("tavlei", (109,)), ("hnefatafl-9", (24, 92)))
"""Seeds of random games that show signs the seeds of ``RANDOM_PLAN`` do not:
Tavreli 12 (captures even), 15 (splits even), 16 (promotions even), 39
(rising even); Tavlei 109 (the prince near a corner); Hnefatafl 9x9 24 (the
king without his guard), 92 (the safeguard draw)."""


def seeded_cases() -> list[Case]:
    return [Case(f"{ruleset} seed {seed}", ruleset, _random(ruleset, seed), finished=True)
            for ruleset, seeds in SEEDED for seed in seeds]


def stored_cases() -> list[Case]:
    data = json.loads((DATA / "kamla_records.json").read_text(encoding="utf-8"))
    return [Case(f"stored {symbol_id}", entry["ruleset"], tuple(entry["record"]),
                 entry["options"], expect=frozenset({symbol_id}))
            for symbol_id, entry in sorted(data["records"].items())]


RANDOM_PLAN = (("kamla", {"move_limit": 300}, 25, 400),
               ("kamla-pair", {"move_limit": 300}, 25, 400),
               ("senet-kendall", {}, 60, 100_000), ("senet-bell", {}, 40, 100_000),
               ("senet-cycles", {}, 30, 100_000), ("senet-modern", {}, 30, 100_000),
               ("shatra", {}, 70, 100_000), ("tavreli", {}, 5, 100_000),
               ("tavlei", {}, 12, 100_000), ("hnefatafl-9", {}, 12, 100_000),
               ("hnefatafl-11", {}, 6, 100_000))


@cache
def _random_cases() -> tuple[Case, ...]:
    return tuple(Case(f"{ruleset} seed {seed}", ruleset, _random(ruleset, seed, options, plies),
                      options, finished=True)
                 for ruleset, options, n, plies in RANDOM_PLAN for seed in range(n))


def random_cases() -> list[Case]:
    return list(_random_cases())


@cache
def all_cases() -> tuple[Case, ...]:
    return tuple(hand_cases() + stored_cases() + seeded_cases() + random_cases())
