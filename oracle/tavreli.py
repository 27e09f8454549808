"""Tavreli symbols: what a record shows, as facts.

Every id this module can produce is listed by ``possible_ids`` (the tests
check each has its texts in ``texts/tavreli.toml``). Nothing leaves a Tavreli
board (TV-2): a capture is a landing on a tower topped by the enemy (or an en
passant capture), and the enemy pieces under a side's top pieces are its
captives. A split moves the top part of a tower and leaves the rest (TV-4); a
piece rises again when the enemy pieces above it lift off and leave it on top.
A promotion is a ratnik turning into its piece, on arrival or uncovered on its
last rank (TV-7); a demotion is a promoted ratnik landed on (D-2).
"""
from __future__ import annotations

from typing import Sequence

from games.tavreli import (
    CASTLE, EN_PASSANT, HELGI, KIND_NAMES, LAST_RANK, RANK, RATNIK, SIDE_NAMES, is_promoted,
    Tavreli, kind_of, name, promo_of, side_of,
)

from oracle import texts
from oracle.facts import balance, open_or_drawn, pair, side_index
from oracle.model import Found
from oracle.numbering import full_moves, notation
from oracle.replay import Replay

SIDES = ("white", "black")
DRAW_REASONS = {"stalemate": "stalemate", "repetition": "repetition",
                "move limit": "move-limit"}


def possible_ids() -> list[str]:
    """Every symbol id ``extract`` can produce."""
    ids = [f"tavreli.winner.{s}" for s in SIDES]
    ids += [f"tavreli.draw.{slug}" for slug in DRAW_REASONS.values()] + ["tavreli.open"]
    ids += [f"tavreli.captures.{s}" for s in SIDES + ("even", "none")]
    ids += [f"tavreli.tower.{s}" for s in SIDES + ("even",)]
    ids += [f"tavreli.splits.{s}" for s in SIDES + ("even",)]
    ids += [f"tavreli.rising.{s}" for s in SIDES + ("even",)]
    ids += [f"tavreli.promotion.{s}" for s in SIDES + ("even",)]
    ids += ["tavreli.helgi", "tavreli.demotion"]
    ids += [f"tavreli.castling.{s}" for s in SIDES + ("both",)]
    return ids


def _balance(counts: Sequence[int], tie: str, none: str | None = None) -> str | None:
    return balance(counts, SIDES, tie, none)


def _pair(counts, what: str) -> str:
    return pair(counts, what, SIDE_NAMES)


def _top(tower: tuple[int, ...]) -> str:
    code = tower[-1]
    return texts.said("vd_piece", side=texts.word(SIDE_NAMES[side_of(code)]),
                      piece=texts.word(KIND_NAMES[kind_of(code)]))


def extract(rp: Replay) -> list[Found]:
    game, final = rp.game_as(Tavreli), rp.final
    found: list[Found] = []
    count = full_moves(rp)

    captures = [0, 0]
    splits = [0, 0]
    rising = [0, 0]
    promotions = [0, 0]
    helgi: list[tuple[int, str]] = []  # (owner, move text)
    demoted = [0, 0]  # by the side whose promoted ratnik was landed on
    castled = [0, 0]
    for before, move, _ in rp.steps:
        side = before.turn
        if move.flag == CASTLE:
            castled[side] += 1
            continue
        tower = before.board[move.origin]
        moving, rest = tower[-move.count:], tower[:-move.count]
        top = moving[-1]
        below = before.board[move.target]
        if move.flag == EN_PASSANT or (below and side_of(below[-1]) != side):
            captures[side] += 1
        if move.split:
            splits[side] += 1
        if rest and side_of(rest[-1]) != side:
            rising[side_of(rest[-1])] += 1
        raised = []
        if kind_of(top) == RATNIK and RANK[move.target] == LAST_RANK[side]:
            raised.append(top)  # TV-7: on arrival
        if rest and kind_of(rest[-1]) == RATNIK and \
                RANK[move.origin] == LAST_RANK[side_of(rest[-1])]:
            raised.append(rest[-1])  # TV-7: uncovered on its last rank
        for code in raised:
            promotions[side_of(code)] += 1
            if promo_of(code) == HELGI:
                helgi.append((side_of(code), notation(game, before, move)))
        if below and move.flag != EN_PASSANT and is_promoted(below[-1]):
            demoted[side_of(below[-1])] += 1

    # The outcome ------------------------------------------------------------------
    outcome = rp.outcome
    check = texts.phrase("vd_in_check") if outcome is None and game.in_check(final) else ""
    unwon = open_or_drawn(rp, "tavreli", SIDE_NAMES, DRAW_REASONS, count, check)
    if unwon is not None:
        found += unwon
    else:
        ended, winner = rp.ended, rp.winner
        loser = 1 - winner
        last = ""
        if rp.steps:
            before, move, _ = rp.steps[-1]
            last = texts.said("vd_last", move=notation(game, before, move))
        cell = final.volkhv_square(loser)
        found.append(Found(f"tavreli.winner.{SIDES[winner]}",
                           texts.said("vd_won", reason=texts.word(ended.reason),
                                      length=texts.count("after_moves", count), last=last,
                                      loser=texts.word(SIDE_NAMES[loser]), cell=name(cell)),
                           side=winner))

    # The towers at the end ----------------------------------------------------------
    board = final.board
    height = max(len(tower) for tower in board)
    if height >= 2:
        tallest = [sq for sq in range(64) if len(board[sq]) == height]
        owners = {side_of(board[sq][-1]) for sq in tallest}
        slug = SIDES[owners.pop()] if len(owners) == 1 else "even"
        where = ", ".join(texts.said("vd_on_top", cell=name(sq), piece=_top(board[sq]))
                          for sq in tallest)
        found.append(Found(f"tavreli.tower.{slug}",
                           texts.said("vd_tallest" if len(tallest) == 1 else "vd_tallest_many",
                                      height=height, where=where),
                           bonus=min(20, 4 * (height - 2)), side=side_index(slug, SIDES)))

    # What happened on the way ---------------------------------------------------------
    held = [0, 0]
    for tower in board:
        if tower:
            owner = side_of(tower[-1])
            held[owner] += sum(1 for code in tower if side_of(code) != owner)
    side = _balance(captures, "even", "none")
    found.append(Found(f"tavreli.captures.{side}",
                       _pair(captures, "landings on enemy pieces")
                       + texts.said("vd_held", white=held[0], black=held[1]),
                       side=side_index(side, SIDES)))
    side = _balance(splits, "even")
    if side:
        found.append(Found(f"tavreli.splits.{side}", _pair(splits, "towers split"),
                           side=side_index(side, SIDES)))
    side = _balance(rising, "even")
    if side:
        found.append(Found(f"tavreli.rising.{side}",
                           _pair(rising, "pieces uncovered and on top again"),
                           side=side_index(side, SIDES)))
    side = _balance(promotions, "even")
    if side:
        found.append(Found(f"tavreli.promotion.{side}", _pair(promotions, "ratniks promoted"),
                           side=side_index(side, SIDES)))
    if helgi:
        owners = {owner for owner, _ in helgi}
        raised_by = ", ".join(f"{texts.word(SIDE_NAMES[owner])} ({text})" for owner, text in helgi)
        side = owners.pop() if len(owners) == 1 else None
        raisers = (texts.phrase("tavreli_both_raisers") if side is None
                   else texts.word(SIDE_NAMES[side]))
        found.append(Found("tavreli.helgi", texts.said("vd_helgi", by=raised_by),
                           values=(("raisers", raisers),), side=side))
    if demoted[0] or demoted[1]:
        found.append(Found("tavreli.demotion",
                           _pair(demoted, "promoted ratniks turned back into ratniks, by owner")))
    side = _balance(castled, "both")
    if side:
        found.append(Found(f"tavreli.castling.{side}",
                           texts.said("vd_castled", sides=texts.phrase("kd_and").join(
                               texts.word(SIDE_NAMES[s]) for s in (0, 1) if castled[s])),
                           side=side_index(side, SIDES)))
    return found
