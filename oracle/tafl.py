"""Tavlei and Hnefatafl symbols: what a record shows, as facts.

Every id this module can produce is listed by ``possible_ids`` (the tests
check each has its texts in ``texts/tafl.toml``). The texts call the king
``{king}``: "prince" in Tavlei, "king" in Hnefatafl (a game fact, like the
player names of the generic texts). Only the moved piece's neighbours can be
captured (TD-10), so a move's captures are read there; a capture "against the
land" closes its trap on a corner or the throne instead of a piece (TF-6,
TF-10). The king's place is where he stands at the end; a king taken is read as
fallen (``tafl.king.fallen``), never as a place to move on from.
Die throws (TF-12) are steps of the record but not moves.
"""
from __future__ import annotations

from games.tafl import (
    ATTACKER, ATTACKERS, DEFENDER, DEFENDERS, KING, NO_MOVE, REASONS, SIDE_NAMES, Tafl,
)

from oracle import generic, texts
from oracle.facts import side_index
from oracle.model import Found
from oracle.numbering import notation
from oracle.replay import Replay

KING_WORDS = {"tavlei": "prince"}
"""What the texts call the king, by ruleset (default "king")."""
PLACES = ("throne", "near", "midway", "far")
NEAR = 2
"""At most this many squares (along ranks and files) from a corner: near."""


def possible_ids() -> list[str]:
    """Every symbol id ``extract`` can produce."""
    ids = [f"tafl.winner.{slug}" for slug in
           ("escape", "capture", "limit", "enclosed", "stalled")]
    ids += ["tafl.draw.quiet", "tafl.open"]
    ids += [f"tafl.king.{slug}" for slug in PLACES + ("fallen",)]
    ids += [f"tafl.captures.{s}" for s in ("attackers", "defenders", "even", "none")]
    ids += ["tafl.guard.alone", "tafl.ring.broken", "tafl.strike"]
    ids += [f"tafl.anvil.{slug}" for slug in ("corner", "throne")]
    return ids


def extract(rp: Replay) -> list[Found]:
    game, final = rp.game_as(Tafl), rp.final
    g = game.geometry
    n = g.n
    word = KING_WORDS.get(game.info.name, "king")
    he = texts.phrase(f"tafl_{word}")
    values = (("king", he),)
    found: list[Found] = []

    def add(symbol_id: str, detail: str, bonus: int = 0, side: int | None = None) -> None:
        found.append(Found(symbol_id, detail, bonus, values, side))

    moves = 0
    lost = 0
    taken = [0, 0]  # by the side that took
    struck = 0  # pieces the king took himself
    anvils = {"corner": 0, "throne": 0}
    fell: int | None = None  # where the king was captured
    fatal = ""
    for before, move, after in rp.steps:
        if move.origin < 0:  # a die throw; lost when the turn passes at once (TD-5)
            lost += after.turn != before.turn
            continue
        moves += 1
        side, target = before.turn, move.target
        captured = [a for a in g.neighbours[target]
                    if a != move.origin and before.board[a] and not after.board[a]]
        for a in captured:
            if before.board[a] == KING:
                fell, fatal = a, notation(game, before, move)
                continue
            taken[side] += 1
            beyond = 2 * a - target
            if not 0 <= beyond < n * n or (abs(a - target) == 1 and beyond // n != a // n):
                continue  # no square beyond: the edge of the board
            if beyond in g.corners:
                anvils["corner"] += 1
            elif beyond == g.throne:
                anvils["throne"] += 1
        if captured and before.board[move.origin] == KING:
            struck += len(captured)

    # The outcome ------------------------------------------------------------------
    outcome = rp.outcome
    king = game.king_square(final)
    steps = texts.count("after_moves", moves) + (
        texts.said("td_lost", throws=texts.count("n_lost_throws", lost)) if lost else "")
    if outcome is None:
        who = texts.word(SIDE_NAMES[final.turn])
        if game.dice and not final.throw:
            now = texts.said("td_throw_die", player=who)
        elif final.throw and game.dice == "distance":
            now = texts.said("td_move_die", player=who, n=final.throw)
        else:
            now = texts.said("to_move", player=who)
        add("tafl.open", f"{now} {steps}" if moves else texts.said("no_move_yet", side=now))
    elif outcome.winner is None:
        quiet = REASONS["quiet"].format(limit=game.quiet_limit)
        if outcome.reason == quiet:
            add("tafl.draw.quiet", texts.said("td_quiet", steps=steps,
                                              reason=texts.word(outcome.reason)))
        else:  # a reason this module does not know: read it generically
            found += generic.outcome(rp)
    elif outcome.reason == REASONS["escape"]:
        add("tafl.winner.escape", texts.said("td_escaped", king=he, cell=g.name(king),
                                             steps=steps), side=DEFENDERS)
    elif outcome.reason == REASONS["captured"]:
        where = texts.said("td_where", cell=g.name(fell), move=fatal) if fell is not None else ""
        add("tafl.winner.capture", texts.said("td_captured", king=he, where=where,
                                              steps=steps), side=ATTACKERS)
    elif outcome.reason == REASONS["limit"]:
        add("tafl.winner.limit", texts.said("td_limit", king=he, n=game.escape_limit),
            side=ATTACKERS)
    elif outcome.reason == NO_MOVE:
        slug = "enclosed" if outcome.winner == ATTACKERS else "stalled"
        add(f"tafl.winner.{slug}",
            texts.said("td_no_move", player=texts.word(SIDE_NAMES[1 - outcome.winner]),
                       steps=steps), side=outcome.winner)
    else:
        found += generic.outcome(rp)

    # The king's place: how far from the nearest corner ------------------------------
    place = king if king >= 0 else fell
    if king < 0 and fell is not None:
        add("tafl.king.fallen", texts.said("td_fell", king=he, cell=g.name(fell), move=fatal),
            side=DEFENDERS)
    elif place is not None and place not in game.exits:
        f, r = place % n, place // n
        corner = min(sorted(g.corners), key=lambda c: abs(c % n - f) + abs(c // n - r))
        distance = abs(corner % n - f) + abs(corner // n - r)
        if place == g.throne:
            slug = "throne"
        elif distance <= NEAR:
            slug = "near"
        elif distance >= n - 3:
            slug = "far"
        else:
            slug = "midway"
        add(f"tafl.king.{slug}",
            texts.said("td_stands", king=he, cell=g.name(place),
                       throne=texts.phrase("td_the_throne") if place == g.throne else "",
                       squares=texts.count("n_squares", distance), corner=g.name(corner)),
            side=DEFENDERS)

    # Captures, what is left, the king's own hand, the land ----------------------------
    if taken[0] > taken[1]:
        side = "attackers"
    elif taken[1] > taken[0]:
        side = "defenders"
    else:
        side = "even" if taken[0] else "none"
    add(f"tafl.captures.{side}",
        texts.said("td_taken", defenders=texts.count("n_defenders", taken[0]),
                   attackers=texts.count("n_attackers", taken[1])),
        side=side_index(side, ("attackers", "defenders")))
    start = rp.states[0].board
    ring = (start.count(ATTACKER), final.board.count(ATTACKER))
    guard = (start.count(DEFENDER), final.board.count(DEFENDER))
    left = texts.said("td_left", ring=ring[1], ring_start=ring[0], guard=guard[1],
                      guard_start=guard[0])
    if guard[0] and not guard[1]:
        add("tafl.guard.alone", left + (texts.said("td_and_king", king=he) if king >= 0 else ""),
            side=DEFENDERS)
    if ring[0] and 2 * ring[1] <= ring[0]:
        add("tafl.ring.broken", left, side=ATTACKERS)
    if struck:
        add("tafl.strike", texts.said("td_strike", king=he,
                                      attackers=texts.count("n_attackers", struck)),
            side=DEFENDERS)
    for slug in ("corner", "throne"):
        if anvils[slug]:
            add(f"tafl.anvil.{slug}",
                texts.said(f"td_anvil_{slug}", pieces=texts.count("n_pieces", anvils[slug])))
    return found
