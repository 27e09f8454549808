"""Senet's spread (seed 003, after Kendall and Bell): the Houses in their
order on the road. Beauty (26) is the threshold, the Water (27) the fall,
the Three Truths (28), Isis and Nephthys (29) and the Rising Sun (30) the
last Houses before the way off; then who leads on the road (C-3), and for
sessions of cycles the death (a Kendall phase finished) and the return (a
Bell phase finished).

A landing is a move that ends on the square (a Kendall or a Bell piece); the
numbers are record steps, throws included.
"""
from __future__ import annotations

from games.senet import (
    BEAUTY, FATE, HOUSES, PLAYER_NAMES, RISING_SUN, THREE_TRUTHS, WATER, Senet,
)

from oracle import texts
from oracle.model import Fact
from oracle.numbering import moment
from oracle.replay import Replay
from oracle.spread.common import Place


def landings(rp: Replay, square: int) -> list[tuple[int, int]]:
    """``(record index, player)`` of every move that ended on ``square``."""
    return [(i, before.who) for i, (before, move, _) in enumerate(rp.steps)
            if move.kind not in ("throw", "time", "off") and move.target == square]


def fate_square(before, move) -> int | None:
    """Where a throw of fate (S-11) puts the piece on Beauty: the Water for a
    1 or a House already taken, the House 28-30 for a 2-4, None for a 5 (off)."""
    if move.kind != "throw" or before.stage != FATE or move.target == 5:
        return None
    house = BEAUTY + move.target
    taken = move.target > 1 and (before.spools | before.cones) >> house & 1
    return WATER if move.target == 1 or taken else house


def fated(rp: Replay, square: int) -> list[tuple[int, int]]:
    """``(record index, player)`` of every throw of fate that put a piece on ``square``."""
    return [(i, before.who) for i, (before, move, _) in enumerate(rp.steps)
            if fate_square(before, move) == square]


def _counts(found: list[tuple[int, int]]) -> tuple[int, int]:
    return tuple(sum(1 for _, p in found if p == q) for q in (0, 1))  # type: ignore[return-value]


def _house(rp: Replay, square: int) -> list[Fact]:
    """How pieces came to a House: by a move, and by the throw of fate."""
    moved, thrown = landings(rp, square), fated(rp, square)
    name = texts.word(HOUSES[square])
    counts, by_fate = _counts(moved), _counts(thrown)
    spools, cones = texts.words(PLAYER_NAMES)
    fate = Fact(("senet.fated", square, *by_fate),
                texts.said("senet_fated", times=texts.count("n_times", len(thrown)),
                           spools=spools, cones=cones, a=by_fate[0], b=by_fate[1]))
    if not moved:
        if not thrown:
            return [Fact(("senet.lands", square, 0, 0, 0),
                         texts.said("senet_no_piece", house=name, square=square))]
        return [Fact(("senet.lands", square, 0, 0, 0),
                     texts.said("senet_no_move", house=name, square=square)), fate]
    facts = [Fact(("senet.lands", square, counts[0], counts[1], moved[0][0] + 1),
                  texts.said("senet_lands", house=name, square=square,
                             times=texts.count("n_times", len(moved)), spools=spools,
                             cones=cones, a=counts[0], b=counts[1],
                             moment=moment(rp, moved[0][0])))]
    return facts + ([fate] if thrown else [])


def _fates(rp: Replay) -> list[int]:
    """The record indices of the throws of fate (S-11)."""
    return [i for i, (before, move, _) in enumerate(rp.steps)
            if move.kind == "throw" and before.stage == FATE]


def _beauty(rp: Replay) -> Place:
    facts = _house(rp, BEAUTY)
    fates = _fates(rp)
    if fates:
        facts.append(Fact(("senet.fates", len(fates), fates[0] + 1),
                          texts.said("senet_fates", times=texts.count("n_times", len(fates)),
                                     moment=moment(rp, fates[0]))))
    return Place(tuple(facts), ("26",))


def _water(rp: Replay) -> Place:
    facts = _house(rp, WATER)
    ones = [i for i in _fates(rp) if rp.texts[i] == "[1]"]
    if ones:
        facts.append(Fact(("senet.fate-ones", len(ones), ones[0] + 1),
                          texts.said("senet_fate_ones", times=texts.count("n_times", len(ones)),
                                     moment=moment(rp, ones[0]))))
    return Place(tuple(facts), ("27",))


def _last(rp: Replay) -> Place:
    off = [rp.final.off(p) for p in (0, 1)]
    facts = [f for sq in range(THREE_TRUTHS, RISING_SUN + 1) for f in _house(rp, sq)]
    facts.append(Fact(("senet.off", off[0], off[1]),
                      texts.said("senet_off", spools=texts.word(PLAYER_NAMES[0]),
                                 cones=texts.word(PLAYER_NAMES[1]), a=off[0], b=off[1])))
    return Place(tuple(facts), ("28", "29", "30"))


def _road(rp: Replay) -> Place:
    scores = rp.game_as(Senet).ahead(rp.final)
    leader = 0 if scores[0] > scores[1] else 1 if scores[1] > scores[0] else None
    spools, cones = texts.words(PLAYER_NAMES)
    lead = (texts.phrase("senet_level") if leader is None
            else texts.said("senet_lead", player=texts.word(PLAYER_NAMES[leader])))
    hits = [0, 0]
    for before, move, _ in rp.steps:
        if move.kind == "x":
            hits[before.who] += 1
    own = (Fact(("senet.sticks", "own"), texts.phrase("senet_own_sticks")),) \
        if rp.game_as(Senet).sticks == "own" else ()
    return Place(own + (Fact(("senet.ahead", leader, f"{float(scores[0]):.2f}",
                        f"{float(scores[1]):.2f}"),
                       texts.said("senet_ahead", lead=lead, spools=spools, cones=cones,
                                  a=texts.decimal(float(scores[0])),
                                  b=texts.decimal(float(scores[1])))),
                  Fact(("senet.hits", hits[0], hits[1]),
                       texts.said("senet_hits", spools=spools, cones=cones, a=hits[0],
                                  b=hits[1]))))


def _cycle(rp: Replay) -> Place:
    game = rp.game_as(Senet)
    if game.session != "cycles":
        return Place(())
    opened = (Fact(("senet.opening", "bell"), texts.phrase("senet_opened_bell")),) \
        if game.opening == "bell" else ()
    final = rp.final
    phases = [(final.cycles(p), final.phase(p)) for p in (0, 1)]
    words = [texts.said("senet_cycle", player=texts.word(PLAYER_NAMES[p]),
                        cycles=texts.count("n_cycles", c),
                        phase=texts.phrase("senet_bell_phase" if ph else "senet_kendall_phase"))
             for p, (c, ph) in enumerate(phases)]
    return Place(opened + (Fact(("senet.cycle", phases[0], phases[1]),
                                "; ".join(words) + "."),))


def places(rp: Replay) -> dict[str, Place]:
    return {"senet.beauty": _beauty(rp), "senet.water": _water(rp),
            "senet.last-houses": _last(rp), "senet.road": _road(rp),
            "senet.cycle": _cycle(rp)}
