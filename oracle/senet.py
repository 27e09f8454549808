"""Senet symbols: what a record shows, as facts (Kendall, Bell, cycles, modern).

Every id this module can produce is listed by ``possible_ids``. A House sign
counts every move that ends on it (Kendall or Bell piece; its texts speak of
moves), the spread adds the throws of fate that put a piece there; a drowning is a Kendall
piece falling into the House of Water, by a move or by the throw of fate, and
each is followed by a rebirth (S-12).
"""
from __future__ import annotations

from typing import Sequence

from games.senet import (
    BA, BEAUTY, FATE, HOUSES, ISIS_NEPHTHYS, KENDALL_PHASE, MOVE, NET, OPENING,
    PLAYER_NAMES, REASON_CODES, REBIRTH, RISING_SUN, THREE_TRUTHS, THROW, WATER, Senet,
)

from oracle import texts
from oracle.facts import balance, pair, side_index
from oracle.model import Found
from oracle.replay import Replay

PLAYERS = ("spools", "cones")
HOUSE_SLUGS = {BA: "ba", REBIRTH: "rebirth", NET: "net", BEAUTY: "beauty", WATER: "water",
               THREE_TRUTHS: "three-truths", ISIS_NEPHTHYS: "isis-nephthys",
               RISING_SUN: "rising-sun"}
FATE_SLUGS = {1: "water", 2: "three-truths", 3: "isis-nephthys", 4: "rising-sun", 5: "freed"}
"""S-11: what the throw of fate does (1 Water, 2-4 the Houses 28-30, 5 off)."""
PHASES = ("kendall", "bell")
ENDS = tuple(REASON_CODES.values())
"""kendall, bell, cycles, time, limit."""


def possible_ids() -> list[str]:
    ids = [f"senet.winner.{p}" for p in PLAYERS] + ["senet.draw", "senet.open"]
    ids += [f"senet.timed.{p}" for p in PLAYERS] + [f"senet.closed.{ph}" for ph in PHASES]
    ids += [f"senet.end.{reason}" for reason in ENDS]
    ids += [f"senet.ahead.{p}" for p in PLAYERS + ("level",)]
    ids += [f"senet.first.{phase}.{p}" for phase in ("kendall", "bell") for p in PLAYERS]
    ids += ["senet.cycles.completed"]
    ids += [f"senet.house.{slug}" for slug in HOUSE_SLUGS.values()]
    ids += [f"senet.fate.{slug}" for slug in FATE_SLUGS.values()] + ["senet.fate.blocked"]
    ids += [f"senet.drowned.{p}" for p in PLAYERS + ("both",)] + ["senet.rebirth.displaced"]
    ids += [f"senet.hits.{p}" for p in PLAYERS + ("even", "none")]
    ids += [f"senet.throws.mode.{n}" for n in range(1, 6)]
    ids += ["senet.throws.many-fives", "senet.throws.many-fours"]
    ids += ["senet.backward"] + [f"senet.domains.{p}" for p in PLAYERS]
    return ids


def _who(counts: Sequence[int], tie: str | None) -> str | None:
    return balance(counts, PLAYERS, tie)


def _pair(counts, what: str) -> str:
    return pair(counts, what, ("Spools", "Cones"))


def _finished_before(game: Senet, start, phase: str) -> bool:
    """Whether some player had finished a phase of this kind before the record
    began (a later slice of a session): its first finish is then not the session's."""
    index = PHASES.index(phase)
    return any(game.finished(start, q)[index] for q in (0, 1))


def _phase_finished(before, after, q: int) -> str | None:
    """The phase player ``q`` finished with this step ("kendall", "bell"), or
    None: a phase ends as the player turns to the other (C-1, in either order, D-8)."""
    if before.phase(q) == after.phase(q):
        return None
    return "kendall" if before.phase(q) == KENDALL_PHASE else "bell"


def _closed(rp: Replay) -> tuple[str, int] | None:
    """``(phase, player)`` when the record's last step finished a player's phase
    (a phase entry of a session of cycles, C-4), else None."""
    if not rp.moves or rp.game_as(Senet).session != "cycles":
        return None
    before, after = rp.states[-2], rp.final
    for q in (0, 1):
        if phase := _phase_finished(before, after, q):
            return phase, q
    return None


def extract(rp: Replay) -> list[Found]:
    game, final = rp.game_as(Senet), rp.final
    found: list[Found] = []
    throws = [0] * 6
    lost = 0
    fates: dict[str, list[int]] = {}
    landings = {house: [0, 0] for house in HOUSE_SLUGS}
    drowned = [0, 0]
    displaced = 0
    hits = [0, 0]
    backward = [0, 0]
    moves = 0
    domains = None
    finished: dict[str, list[tuple[int, int]]] = {"kendall": [], "bell": []}

    for before, move, after in rp.steps:
        p = before.who
        if move.kind == "throw":
            if before.stage == FATE:
                f = move.target
                house = BEAUTY + f
                blocked = 1 < f < 5 and (before.spools | before.cones) >> house & 1
                slug = "blocked" if blocked else FATE_SLUGS[f]
                fates.setdefault(slug, [0, 0])[p] += 1
                if f == 1 or blocked:
                    drowned[p] += 1
                    displaced += (after[p] & ~before[p]) != 1 << REBIRTH
            else:
                throws[move.target] += 1
                lost += before.stage == THROW and after.stage != MOVE
        elif move.kind != "time":
            moves += 1
            hits[p] += move.kind == "x"
            backward[p] += move.back
            if move.target in landings:
                landings[move.target][p] += 1
            if move.target == WATER and before.phase(p) == KENDALL_PHASE:
                drowned[p] += 1
                displaced += (after[p] & ~(before[p] & ~(1 << move.origin))) != 1 << REBIRTH
        if domains is None and before.odd_owner < 0 and after.odd_owner >= 0:
            domains = after.odd_owner
        for q in (0, 1):
            if phase := _phase_finished(before, after, q):
                finished[phase].append((q, after.turn))

    # The outcome, or the moment -----------------------------------------------------
    scores = game.ahead(final)
    ahead = "spools" if scores[0] > scores[1] else "cones" if scores[1] > scores[0] else None
    spools, cones = texts.words(PLAYER_NAMES)
    ahead_detail = texts.said("sd_ahead", spools=spools, cones=cones,
                              a=texts.decimal(float(scores[0])),
                              b=texts.decimal(float(scores[1])))
    outcome = rp.outcome
    if outcome is None:
        who = texts.word(PLAYER_NAMES[final.who])
        stage = ("opening" if final.stage == OPENING else "move" if final.stage == MOVE
                 else "fate" if final.stage == FATE else "throw")
        now = texts.said(f"sd_now_{stage}", player=who, n=final.thrown)
        closed = _closed(rp)
        if closed is None:
            found.append(Found("senet.open", texts.said("sd_open", turn=final.turn, now=now)))
        else:
            phase, q = closed
            player = texts.word(PLAYER_NAMES[q])
            found.append(Found(f"senet.closed.{phase}",
                               texts.said("sd_closed", player=player,
                                          phase=texts.phrase(f"sd_{phase}"), turn=final.turn),
                               values=(("side", player),), side=q))
        found.append(Found(f"senet.ahead.{ahead or 'level'}", ahead_detail,
                           side=side_index(ahead, PLAYERS)))
    else:
        reason = REASON_CODES.get(final.reason)  # None: an ending declared, not a rule's
        if outcome.winner is None:
            found.append(Found("senet.draw", texts.said("sd_level", turn=final.turn)))
        else:
            won = "timed" if REASON_CODES.get(final.reason) in ("time", "limit") else "winner"
            found.append(Found(f"senet.{won}.{PLAYERS[outcome.winner]}",
                               texts.said("sd_won", player=texts.word(PLAYER_NAMES[outcome.winner]),
                                          turn=final.turn, reason=texts.word(outcome.reason)),
                               side=outcome.winner))
        if reason is not None:
            found.append(Found(f"senet.end.{reason}",
                               texts.said("sd_ended", reason=texts.word(outcome.reason))))
        if reason in ("time", "limit"):  # C-2: the player ahead wins, level is a draw
            leader = "level" if outcome.winner is None else PLAYERS[outcome.winner]
            if outcome.winner is None and ahead is not None:
                ahead_detail += texts.phrase("sd_undecided")
            found.append(Found(f"senet.ahead.{leader}", ahead_detail,
                               side=side_index(leader, PLAYERS)))

    # Phases and cycles (sessions of continuous cycles) -----------------------------------
    if game.session == "cycles":
        for phase in PHASES:
            done = finished[phase]
            if done and not _finished_before(game, rp.states[0], phase):
                order = ", ".join(texts.said("sd_at_turn", player=texts.word(PLAYER_NAMES[q]),
                                             turn=t) for q, t in done)
                found.append(Found(f"senet.first.{phase}.{PLAYERS[done[0][0]]}",
                                   texts.said(f"sd_finished_{phase}", order=order),
                                   side=done[0][0]))
        if final.cycles(0) or final.cycles(1):
            found.append(Found("senet.cycles.completed",
                               _pair((final.cycles(0), final.cycles(1)), "cycles completed")))

    # The Houses ----------------------------------------------------------------------
    for house, slug in HOUSE_SLUGS.items():
        counts = landings[house]
        total = counts[0] + counts[1]
        if total:
            found.append(Found(f"senet.house.{slug}",
                               _pair(counts, texts.said("sd_house", house=texts.word(HOUSES[house]),
                                                        times=texts.count("n_times", total))),
                               bonus=min(20, 2 * total)))

    # Fate, Water and rebirth -------------------------------------------------------------
    for slug in list(FATE_SLUGS.values()) + ["blocked"]:
        if slug in fates:
            counts = fates[slug]
            found.append(Found(f"senet.fate.{slug}", _pair(counts, "throws of fate")))
    side = _who(drowned, "both")
    if side:
        found.append(Found(f"senet.drowned.{side}", _pair(drowned, "fell into the Water"),
                           side=side_index(side, PLAYERS)))
    if displaced:
        found.append(Found("senet.rebirth.displaced",
                           texts.said("sd_displaced", times=texts.count("n_times", displaced))))

    # Hits, throws, backward moves, domains ----------------------------------------------
    if moves:
        side = _who(hits, "even") or "none"
        found.append(Found(f"senet.hits.{side}", _pair(hits, "hits given"),
                           side=side_index(side, PLAYERS)))
    total = sum(throws)
    if total:
        mode = max(range(1, 6), key=lambda n: (throws[n], -n))
        tally = ", ".join(f"{n}: {throws[n]}" for n in range(1, 6))
        found.append(Found(f"senet.throws.mode.{mode}",
                           texts.said("sd_throws", throws=texts.count("n_throws", total),
                                      tally=tally, lost=lost)))
        for n, slug in ((5, "fives"), (4, "fours")):
            if throws[n] >= 3 and throws[n] * 8 >= total:
                found.append(Found(f"senet.throws.many-{slug}",
                                   texts.said("sd_many", k=throws[n], total=total, n=n)))
    if backward[0] or backward[1]:
        found.append(Found("senet.backward", _pair(backward, "moves forced backward")))
    if domains is not None:
        found.append(Found(f"senet.domains.{PLAYERS[domains]}",
                           texts.said("sd_domains", player=texts.word(PLAYER_NAMES[domains])),
                           side=domains))
    return found
