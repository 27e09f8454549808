"""What every spread shares: a position's facts (``Place``), a move named by
its number, the ending as it happened (by the rules, declared by the players,
or still open), and the querent's side."""
from __future__ import annotations

from dataclasses import dataclass

from games.core import CHANCE

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
    return Fact(("move", index + 1, rp.texts[index]), f"{label} was {moment(rp, index)}.")


def declared_kind(reason: str) -> str:
    """``resigned``, ``agreed`` or ``stopped`` for a declared ending's reason."""
    if "resign" in reason:
        return "resigned"
    if "agree" in reason or "draw" in reason:
        return "agreed"
    return "stopped"


def ending(rp: Replay) -> Fact:
    """The ending as it happened, in the game's own names."""
    players = rp.game.info.players
    outcome = rp.outcome
    n = len(rp.texts)
    length = length_words(rp)
    if outcome is None:
        player = rp.game.to_move(rp.final)
        who = "a throw of chance is next" if player == CHANCE else f"{players[player]} to move"
        return Fact(("ending", None, "", "open", n),
                    f"The game is still in play {length}; {who}.")
    if rp.declared:
        kind = declared_kind(outcome.reason)
        if kind == "resigned" and outcome.winner is not None:
            return Fact(("ending", outcome.winner, outcome.reason, kind, n),
                        f"{players[1 - outcome.winner]} resigned {length}, and the game "
                        f"went to {players[outcome.winner]}: it ended by a decision, not on "
                        f"the board.")
        if kind == "agreed":
            return Fact(("ending", None, outcome.reason, kind, n),
                        f"The players agreed to end the game without a winner {length}.")
        return Fact(("ending", outcome.winner, outcome.reason, "stopped", n),
                    f"The game was stopped {length}, before the board decided it.")
    if outcome.winner is None:
        return Fact(("ending", None, outcome.reason, "rules", n),
                    f"The game was drawn {length}: {outcome.reason}.")
    return Fact(("ending", outcome.winner, outcome.reason, "rules", n),
                f"{players[outcome.winner]} won {length}: {outcome.reason}.")


def querent(rp: Replay, player: int | None) -> tuple[Fact, ...]:
    """Whose side the reading speaks for, and what the outcome is for them."""
    if player not in (0, 1):
        return ()
    players = rp.game.info.players
    outcome = rp.outcome
    if outcome is None:
        result, words = "open", "the game is still open"
    elif outcome.winner is None:
        result, words = "draw", "neither side won"
    elif outcome.winner == player:
        result, words = "won", "the game is yours"
    else:
        result, words = "lost", "the side that faces you won"
    return (Fact(("querent", player, result), f"You played {players[player]}; {words}."),)


def since(rp: Replay, previous: int) -> tuple[Fact, ...]:
    """What the record added since an earlier cast of the same game, made
    after ``previous`` entries of the record (moves named as the list numbers them)."""
    claim = ("since", previous, len(rp.texts))
    last = f"after {moment(rp, previous - 1)}" if previous else "at the start"
    if len(rp.texts) <= previous:
        return (Fact(claim, f"Nothing was played since the last cast, {last}."),)
    return (Fact(claim, f"Since the last cast, {last}, the game went on to "
                        f"{moment(rp, len(rp.texts) - 1)}."),)
