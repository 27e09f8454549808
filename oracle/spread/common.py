"""What every spread shares: a position's facts (``Place``), a move named by
its number, the ending as it happened (by the rules, declared by the players,
or still open), and the querent's side."""
from __future__ import annotations

from dataclasses import dataclass

from oracle import texts
from oracle.generic import next_step
from oracle.model import Fact
from oracle.numbering import length as length_words, moment
from oracle.replay import Replay

DECLARED = ("resigned", "agreed", "stopped")


@dataclass(frozen=True)
class Place:
    """The facts of this game at one position of a spread, and the cells they name."""

    facts: tuple[Fact, ...]
    cells: tuple[str, ...] = ()


def move_fact(rp: Replay, index: int, label: str) -> Fact:
    """``label`` was the step at record ``index`` (named as the move list
    numbers it): a claim the cross-check replays."""
    return Fact(("move", index + 1, rp.texts[index]),
                texts.said("move_fact", label=label, moment=moment(rp, index)))


def declared_kind(reason: str) -> str:
    """``resigned``, ``agreed`` or ``stopped`` for a declared ending's reason."""
    if "resign" in reason:
        return "resigned"
    if "agree" in reason or "draw" in reason:
        return "agreed"
    return "stopped"


def ending(rp: Replay) -> Fact:
    """The ending as it happened, in the game's own names."""
    players = texts.words(rp.game.info.players)
    outcome = rp.outcome
    n = len(rp.texts)
    length = length_words(rp)
    if outcome is None:
        return Fact(("ending", None, "", "open", n),
                    texts.said("ending_open", length=length, who=next_step(rp)))
    reason = texts.word(outcome.reason)
    if rp.declared:
        kind = declared_kind(outcome.reason)
        if kind == "resigned" and outcome.winner is not None:
            return Fact(("ending", outcome.winner, outcome.reason, kind, n),
                        texts.said("ending_resigned", loser=players[1 - outcome.winner],
                                   winner=players[outcome.winner], length=length))
        if kind == "agreed":
            return Fact(("ending", None, outcome.reason, kind, n),
                        texts.said("ending_agreed", length=length))
        return Fact(("ending", outcome.winner, outcome.reason, "stopped", n),
                    texts.said("ending_stopped", length=length))
    if outcome.winner is None:
        return Fact(("ending", None, outcome.reason, "rules", n),
                    texts.said("ending_drawn", length=length, reason=reason))
    return Fact(("ending", outcome.winner, outcome.reason, "rules", n),
                texts.said("ending_won", winner=players[outcome.winner], length=length,
                           reason=reason))


def querent(rp: Replay, player: int | None) -> tuple[Fact, ...]:
    """Whose side the reading speaks for, and what the outcome is for them."""
    if player not in (0, 1):
        return ()
    outcome = rp.outcome
    result = ("open" if outcome is None else "draw" if outcome.winner is None
              else "won" if outcome.winner == player else "lost")
    return (Fact(("querent", player, result),
                 texts.said(f"you_played_{result}",
                            player=texts.word(rp.game.info.players[player]))),)


def since(rp: Replay, previous: int) -> tuple[Fact, ...]:
    """What the record added since an earlier cast of the same game, made
    after ``previous`` entries of the record (moves named as the list numbers them)."""
    claim = ("since", previous, len(rp.texts))
    last = (texts.said("after_moment", moment=moment(rp, previous - 1)) if previous
            else texts.phrase("at_the_start"))
    if len(rp.texts) <= previous:
        return (Fact(claim, texts.said("nothing_since", last=last)),)
    return (Fact(claim, texts.said("since_fact", last=last,
                                   moment=moment(rp, len(rp.texts) - 1))),)
