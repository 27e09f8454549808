"""The tafl spread (Tavlei and Hnefatafl, seed 002), read the same way for
every ruleset of the family: the king's road (where he stands or fell, how
far from the nearest corner, whether he left the throne) and the ring and the
guard (what each side took, what is left)."""
from __future__ import annotations

from games.tafl import ATTACKER, DEFENDER, KING, Tafl

from oracle.facts import plural
from oracle.model import Fact
from oracle.numbering import moment
from oracle.replay import Replay
from oracle.spread.common import Place

KING_WORDS = {"tavlei": "prince"}


def king_word(rp: Replay) -> str:
    return KING_WORDS.get(rp.game.info.name, "king")


def king_fall(rp: Replay) -> tuple[int, int] | None:
    """``(record index, cell)`` of the move that took the king, if one did."""
    for i, (before, _move, after) in enumerate(rp.steps):
        if KING in before.board and KING not in after.board:
            return i, before.board.index(KING)
    return None


def _road(rp: Replay) -> Place:
    g = rp.game_as(Tafl).geometry
    n = g.n
    word = king_word(rp)
    fall = king_fall(rp)
    board = rp.final.board
    cell = fall[1] if fall else board.index(KING) if KING in board else None
    if cell is None:
        return Place(())
    corner = min(sorted(g.corners), key=lambda c: (abs(c % n - cell % n) + abs(c // n - cell // n)))
    distance = abs(corner % n - cell % n) + abs(corner // n - cell // n)
    if fall:
        first = Fact(("tafl.fell", fall[0] + 1, rp.texts[fall[0]], g.name(cell)),
                     f"The {word} fell on {g.name(cell)}, taken at {moment(rp, fall[0])}.")
    else:
        first = Fact(("tafl.king", g.name(cell)), f"The {word} stands on {g.name(cell)}.")
    where = Fact(("tafl.corner", g.name(cell), g.name(corner), distance),
                 f"That is {plural(distance, 'square')} from the nearest corner, "
                 f"{g.name(corner)}.")
    left = [i for i, (before, move, _) in enumerate(rp.steps)
            if move.origin == g.throne and before.board[g.throne] == KING]
    facts = [first, where]
    if left:
        facts.append(Fact(("tafl.throne", left[0] + 1, rp.texts[left[0]]),
                          f"He first left the throne at {moment(rp, left[0])}."))
    return Place(tuple(facts), (g.name(cell), g.name(corner)))


def _ring(rp: Replay) -> Place:
    start, final = rp.states[0].board, rp.final.board
    ring = (start.count(ATTACKER), final.count(ATTACKER))
    guard = (start.count(DEFENDER), final.count(DEFENDER))
    return Place((Fact(("tafl.left", ring[1], ring[0], guard[1], guard[0]),
                       f"The Attackers took {plural(guard[0] - guard[1], 'defender')} and the "
                       f"Defenders {plural(ring[0] - ring[1], 'attacker')}: {ring[1]} of "
                       f"{ring[0]} attackers and {guard[1]} of {guard[0]} defenders are left."),))


def ending(rp: Replay) -> tuple[Fact, ...]:
    """A taken king is named as fallen, with the move that took him."""
    fall = king_fall(rp)
    if fall is None:
        return ()
    g = rp.game_as(Tafl).geometry
    return (Fact(("tafl.fell", fall[0] + 1, rp.texts[fall[0]], g.name(fall[1])),
                 f"The {king_word(rp)} is fallen: {moment(rp, fall[0])} "
                 f"took him on {g.name(fall[1])}."),)


def places(rp: Replay) -> dict[str, Place]:
    return {"tafl.road": _road(rp), "tafl.ring": _ring(rp)}
