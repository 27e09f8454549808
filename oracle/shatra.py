"""Altai Shatra symbols: what a record shows, as facts.

Every id this module can produce is listed by ``possible_ids`` (the tests
check each has its texts in ``texts/shatra.toml``). A capture is every enemy
piece a move's series leapt (SH-9..SH-11); a batyr is raised when a shatra
reaches its promotion row (SH-7); a reserve drop is a reserve shatra put out
of its fortress by the reserve right (SH-6), not a biy's or batyr's placement
(SH-8). The biy in focus is the winner's, else the side to move's.
"""
from __future__ import annotations

from typing import Sequence

from games.shatra import (
    BATYR, BIY, DROP, GATE, GREAT_ROAD, HALF, HOME, KIND_NAMES, SHATRA, SIDE_NAMES, SQUARES,
)

from oracle import texts
from oracle.facts import balance, open_or_drawn, pair, side_index
from oracle.model import Found
from oracle.numbering import full_moves, notation
from oracle.replay import Replay

SIDES = ("white", "black")
DRAW_REASONS = {"repetition": "repetition", "only the two biys remain": "two-biys",
                "move limit": "move-limit"}
FALLS = ("shatra", "batyr", "biy", "no-move")
"""How a game was won: the kind of piece that took the biy, or no legal move left."""
BIY_PLACES = ("home", "own-half", "enemy-half", "enemy-home")
LONG_SERIES = 4
"""Enemy pieces taken in one move for a series to count as long."""
ROAD = frozenset(GREAT_ROAD)


def possible_ids() -> list[str]:
    """Every symbol id ``extract`` can produce."""
    ids = [f"shatra.winner.{s}" for s in SIDES]
    ids += [f"shatra.draw.{slug}" for slug in DRAW_REASONS.values()] + ["shatra.open"]
    ids += [f"shatra.fall.{slug}" for slug in FALLS]
    ids += [f"shatra.captures.{s}" for s in SIDES + ("even", "none")]
    ids += [f"shatra.batyr.{s}" for s in SIDES + ("both",)]
    ids += ["shatra.series.long"]
    ids += [f"shatra.reserve.{s}" for s in SIDES + ("even",)]
    ids += [f"shatra.biy.{slug}" for slug in BIY_PLACES]
    ids += ["shatra.road"]
    ids += [f"shatra.breach.{s}" for s in SIDES + ("both",)]
    return ids


def _balance(counts: Sequence[int], tie: str, none: str | None = None) -> str | None:
    return balance(counts, SIDES, tie, none)


def _pair(counts, what: str) -> str:
    return pair(counts, what, SIDE_NAMES)


def _biy_place(sq: int, side: int) -> tuple[str, str]:
    """The slug and words for where a side's biy stands."""
    enemy = 1 - side
    if sq in HOME[side]:
        where = "its own gate" if sq == GATE[side] else "its own fortress"
        return "home", where
    if sq in HOME[enemy]:
        where = "the enemy's gate" if sq == GATE[enemy] else "the enemy's fortress"
        return "enemy-home", where
    if sq in HALF[side]:
        return "own-half", "its own half of the field"
    return "enemy-half", "the enemy's half of the field, across the ditch"


def extract(rp: Replay) -> list[Found]:
    final = rp.final
    board = final.board
    found: list[Found] = []
    count = full_moves(rp)

    taken = [0, 0]
    batyrs = [0, 0]
    drops = [0, 0]
    breaches = [0, 0]
    longest: tuple[int, int, str] | None = None  # (pieces, side, move text)
    for before, move, after in rp.steps:
        side = before.turn
        piece = before.board[move.origin]
        kind = piece & 3
        if move.captured:
            taken[side] += len(move.captured)
            if longest is None or len(move.captured) > longest[0]:
                longest = (len(move.captured), side, notation(rp.game, before, move))
        if move.kind == DROP:
            drops[side] += 1
        if kind == SHATRA and after.board[move.target] & 3 == BATYR:
            batyrs[side] += 1
        if kind == SHATRA and move.origin not in HOME[1 - side] and move.target in HOME[1 - side]:
            breaches[side] += 1

    # The outcome ------------------------------------------------------------------
    outcome = rp.outcome
    unwon = open_or_drawn(rp, "shatra", SIDE_NAMES, DRAW_REASONS, count)
    if unwon is not None:
        found += unwon
    else:
        ended, winner = rp.ended, rp.winner
        loser = 1 - winner
        found.append(Found(f"shatra.winner.{SIDES[winner]}",
                           texts.said("won_detail", winner=texts.word(SIDE_NAMES[winner]),
                                      reason=texts.word(ended.reason),
                                      length=texts.count("after_moves", count)),
                           side=winner))
        last = rp.steps[-1] if rp.steps else None
        if ended.reason == "no legal move":
            found.append(Found("shatra.fall.no-move",
                               texts.said("hd_no_move", player=texts.word(SIDE_NAMES[loser])),
                               side=winner))
        elif ended.reason == "biy captured" and last is not None:
            before, move, _ = last
            biy = BIY | loser << 2
            fallen = next((sq for sq in move.captured if before.board[sq] == biy), None)
            if fallen is not None:
                kind = KIND_NAMES[before.board[move.origin] & 3]
                found.append(Found(f"shatra.fall.{kind}",
                                   texts.said("hd_biy_taken", loser=texts.word(SIDE_NAMES[loser]),
                                              cell=fallen, winner=texts.word(SIDE_NAMES[winner]),
                                              piece=texts.word(kind),
                                              move=notation(rp.game, before, move)),
                                   side=winner))

    # The biy in focus ---------------------------------------------------------------
    focus = outcome.winner if outcome is not None and outcome.winner is not None else final.turn
    cell = next((sq for sq in SQUARES if board[sq] == BIY | focus << 2), None)
    if cell is not None:
        slug, where = _biy_place(cell, focus)
        found.append(Found(f"shatra.biy.{slug}",
                           texts.said("hd_biy", player=texts.word(SIDE_NAMES[focus]), cell=cell,
                                      where=texts.word(where)), side=focus))

    # The great road: where the last move ended ---------------------------------------
    if rp.moves and rp.moves[-1].target in ROAD:
        found.append(Found("shatra.road",
                           texts.said("hd_road", cell=rp.moves[-1].target)))

    # What happened on the way ---------------------------------------------------------
    side = _balance(taken, "even", "none")
    found.append(Found(f"shatra.captures.{side}", _pair(taken, "enemy pieces taken"),
                       side=side_index(side, SIDES)))
    if longest is not None and longest[0] >= LONG_SERIES:
        pieces, who, text = longest
        found.append(Found("shatra.series.long",
                           texts.said("hd_series", pieces=pieces,
                                      player=texts.word(SIDE_NAMES[who]), move=text),
                           bonus=min(20, 4 * (pieces - LONG_SERIES)), side=who))
    side = _balance(batyrs, "both")
    if side:
        found.append(Found(f"shatra.batyr.{side}", _pair(batyrs, "shatras raised to batyrs"),
                           side=side_index(side, SIDES)))
    side = _balance(drops, "even")
    if side:
        found.append(Found(f"shatra.reserve.{side}",
                           _pair(drops, "reserve shatras put on the field"),
                           side=side_index(side, SIDES)))
    side = _balance(breaches, "both")
    if side:
        found.append(Found(f"shatra.breach.{side}",
                           _pair(breaches, "shatras that reached the enemy's gate or fortress"),
                           side=side_index(side, SIDES)))
    return found
