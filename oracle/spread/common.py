"""What every spread shares: a position's facts (``Place``), a move named by
its number, the ending as it happened (by the rules, declared by the players,
or still open), and the querent's side."""
from __future__ import annotations

from dataclasses import dataclass

from games.core import CHANCE

from oracle.facts import plural
from oracle.model import Fact
from oracle.replay import Replay

DECLARED = ("resigned", "agreed", "stopped")


@dataclass(frozen=True)
class Place:
    """The facts of this game at one position of a spread, and the cells they name."""

    facts: tuple[Fact, ...]
    cells: tuple[str, ...] = ()


def step_word(rp: Replay) -> str:
    """What one entry of the record is called: a step where throws are steps too."""
    return "step" if rp.game.info.has_chance else "move"


def move_fact(rp: Replay, index: int, label: str) -> Fact:
    """``label`` was move ``index + 1`` (its text): a claim the cross-check replays."""
    return Fact(("move", index + 1, rp.texts[index]),
                f"{label} was {step_word(rp)} {index + 1}, {rp.texts[index]}.")


def declared_kind(reason: str) -> str:
    """``resigned``, ``agreed`` or ``stopped`` for a declared ending's reason."""
    if "resign" in reason:
        return "resigned"
    if "agree" in reason or "draw" in reason:
        return "agreed"
    return "stopped"


def count_words(rp: Replay) -> str:
    """How long the record is: moves, or steps where throws are steps too."""
    return plural(len(rp.texts), step_word(rp))


def ending(rp: Replay) -> Fact:
    """The ending as it happened, in the game's own names."""
    players = rp.game.info.players
    outcome = rp.outcome
    n = len(rp.texts)
    length = count_words(rp)
    if outcome is None:
        player = rp.game.to_move(rp.final)
        who = "a throw of chance is next" if player == CHANCE else f"{players[player]} to move"
        return Fact(("ending", None, "", "open", n),
                    f"The game is still in play after {length}; {who}.")
    if rp.declared:
        kind = declared_kind(outcome.reason)
        if kind == "resigned" and outcome.winner is not None:
            return Fact(("ending", outcome.winner, outcome.reason, kind, n),
                        f"{players[1 - outcome.winner]} resigned after {length}, and the game "
                        f"went to {players[outcome.winner]}: it ended by a decision, not on "
                        f"the board.")
        if kind == "agreed":
            return Fact(("ending", None, outcome.reason, kind, n),
                        f"The players agreed to end the game without a winner after {length}.")
        return Fact(("ending", outcome.winner, outcome.reason, "stopped", n),
                    f"The game was stopped after {length}, before the board decided it.")
    if outcome.winner is None:
        return Fact(("ending", None, outcome.reason, "rules", n),
                    f"The game was drawn after {length}: {outcome.reason}.")
    return Fact(("ending", outcome.winner, outcome.reason, "rules", n),
                f"{players[outcome.winner]} won after {length}: {outcome.reason}.")


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
    after ``previous`` entries of the record."""
    added = len(rp.texts) - previous
    word = step_word(rp)
    if added <= 0:
        return (Fact(("since", previous, len(rp.texts)),
                     f"Nothing was played since the last cast, after {word} {previous}."),)
    return (Fact(("since", previous, len(rp.texts)),
                 f"Since the last cast, after {word} {previous}, {plural(added, word)} "
                 f"{'was' if added == 1 else 'were'} played ({word}s {previous + 1} to "
                 f"{len(rp.texts)})."),)
