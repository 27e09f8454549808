"""The tafl spread (Tavlei and Hnefatafl, seed 002), read the same way for
every ruleset of the family: the king's road (where he stands or fell, how
far from the nearest corner, whether he left the throne) and the ring and the
guard (what each side took, what is left)."""
from __future__ import annotations

from games.tafl import ATTACKER, DEFENDER, KING, Tafl

from oracle import texts
from oracle.model import Fact
from oracle.numbering import moment
from oracle.replay import Replay
from oracle.spread.common import Place

KING_WORDS = {"tavlei": "prince"}


def king_word(rp: Replay) -> str:
    """The king's English name in this ruleset (``{king}`` in the texts, a claim's word)."""
    return KING_WORDS.get(rp.game.info.name, "king")


def king_said(rp: Replay, case: str = "") -> str:
    """The king's name in the reading's language (``case``: ``_gen`` etc. where
    the language declines it)."""
    return texts.phrase(f"tafl_{king_word(rp)}{case}")


def king_fall(rp: Replay) -> tuple[int, int] | None:
    """``(record index, cell)`` of the move that took the king, if one did."""
    for i, (before, _move, after) in enumerate(rp.steps):
        if KING in before.board and KING not in after.board:
            return i, before.board.index(KING)
    return None


def _road(rp: Replay) -> Place:
    g = rp.game_as(Tafl).geometry
    n = g.n
    word = king_said(rp)
    fall = king_fall(rp)
    board = rp.final.board
    cell = fall[1] if fall else board.index(KING) if KING in board else None
    if cell is None:
        return Place(())
    corner = min(sorted(g.corners), key=lambda c: (abs(c % n - cell % n) + abs(c // n - cell // n)))
    distance = abs(corner % n - cell % n) + abs(corner // n - cell // n)
    if fall:
        first = Fact(("tafl.fell", fall[0] + 1, rp.texts[fall[0]], g.name(cell)),
                     texts.said("tafl_fell", king=word, cell=g.name(cell),
                                moment=moment(rp, fall[0])))
    else:
        first = Fact(("tafl.king", g.name(cell)),
                     texts.said("tafl_stands", king=word, cell=g.name(cell)))
    where = Fact(("tafl.corner", g.name(cell), g.name(corner), distance),
                 texts.said("tafl_corner", squares=texts.count("n_squares", distance),
                            corner=g.name(corner)))
    left = [i for i, (before, move, _) in enumerate(rp.steps)
            if move.origin == g.throne and before.board[g.throne] == KING]
    facts = [first, where]
    if left:
        facts.append(Fact(("tafl.throne", left[0] + 1, rp.texts[left[0]]),
                          texts.said("tafl_throne", king=word, moment=moment(rp, left[0]))))
    return Place(tuple(facts), (g.name(cell), g.name(corner)))


def _ring(rp: Replay) -> Place:
    start, final = rp.states[0].board, rp.final.board
    ring = (start.count(ATTACKER), final.count(ATTACKER))
    guard = (start.count(DEFENDER), final.count(DEFENDER))
    return Place((Fact(("tafl.left", ring[1], ring[0], guard[1], guard[0]),
                       texts.said("tafl_ring",
                                  defenders=texts.count("n_defenders", guard[0] - guard[1]),
                                  attackers=texts.count("n_attackers", ring[0] - ring[1]),
                                  ring=ring[1], ring_start=ring[0], guard=guard[1],
                                  guard_start=guard[0])),))


def ending(rp: Replay) -> tuple[Fact, ...]:
    """A taken king is named as fallen, with the move that took him."""
    fall = king_fall(rp)
    if fall is None:
        return ()
    g = rp.game_as(Tafl).geometry
    return (Fact(("tafl.fell", fall[0] + 1, rp.texts[fall[0]], g.name(fall[1])),
                 texts.said("tafl_fallen", king=king_said(rp), moment=moment(rp, fall[0]),
                            cell=g.name(fall[1]))),)


def places(rp: Replay) -> dict[str, Place]:
    return {"tafl.road": _road(rp), "tafl.ring": _ring(rp)}
