"""Rebuild the states of a record with the rules engine.

A record is the list of move texts in the game's own notation (throws and the
``time`` step included for Senet). Every text is checked by the engine, so a
broken record raises the engine's error (a ``games.core.GameError``, itself a
``ValueError``) naming the bad move.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence, TypeVar

import games
from games.core import Game, IllegalMoveError, Outcome


G = TypeVar("G", bound=Game)


class NotOverError(ValueError):
    """A reading of the ending asked of a record whose game is not over (or not won)."""


@dataclass(frozen=True)
class Replay:
    """A replayed record: ``states[i]`` is the position before ``moves[i]``;
    ``states[-1]`` is the position now."""

    game: Game
    states: tuple[Any, ...]
    moves: tuple[Any, ...]
    outcome: Outcome | None
    texts: tuple[str, ...] = ()
    """The record as written (one text per move)."""
    declared: bool = False
    """The outcome is an ending the players declared, not one the rules gave."""

    @property
    def final(self) -> Any:
        return self.states[-1]

    def game_as(self, family: type[G]) -> G:
        """The game as its family's class (``Senet``, ``Tafl``...), whose public
        accessors a family's reading uses.

        :raises TypeError: the record is of another family.
        """
        if not isinstance(self.game, family):
            raise TypeError(f"a {family.__name__} reading was asked of a "
                            f"{self.game.info.name!r} record")
        return self.game

    @property
    def ended(self) -> Outcome:
        """The outcome, for code that runs only once the game is over.

        :raises NotOverError: the game is still going.
        """
        if self.outcome is None:
            raise NotOverError(f"the {self.game.info.name} record {list(self.texts[-3:])!r} "
                               f"is not over")
        return self.outcome

    @property
    def winner(self) -> int:
        """The winner, for code that runs only once the game is won.

        :raises NotOverError: the game is still going or drawn.
        """
        winner = self.ended.winner
        if winner is None:
            raise NotOverError(f"the {self.game.info.name} record {list(self.texts[-3:])!r} "
                               f"is drawn ({self.ended.reason})")
        return winner

    @property
    def steps(self) -> list[tuple[Any, Any, Any]]:
        """``(before, move, after)`` for every move of the record."""
        return list(zip(self.states, self.moves, self.states[1:]))


def make_game(ruleset: str, options: dict | None = None) -> Game:
    return games.make(ruleset, **(options or {}))


def replay(ruleset: str, record: Sequence[str], *, options: dict | None = None,
           start_position: str | None = None, declared: Outcome | None = None) -> Replay:
    """Play ``record`` from the start (or from ``start_position``).

    ``declared`` is an ending the players declared (a resignation, an agreed
    draw, a session stopped): it is the replay's outcome where the rules gave
    none.

    :raises games.core.GameError: unknown ruleset, bad position or bad move.
    """
    game = make_game(ruleset, options)
    state = game.parse_position(start_position) if start_position else game.initial_state()
    states, moves = [state], []
    for text in record:
        if game.outcome(state) is not None:
            raise IllegalMoveError(
                f"illegal move {text!r}: the game is over in {game.format_position(state)!r}")
        move = game.parse_move(state, text)
        state = game.apply(state, move)
        moves.append(move)
        states.append(state)
    ruled = game.outcome(state)
    return Replay(game, tuple(states), tuple(moves), ruled or declared, tuple(record),
                  ruled is None and declared is not None)


def from_playout(game: Game, states: Sequence[Any], moves: Sequence[Any]) -> Replay:
    """A replay from a random playout's own states and moves (no parsing)."""
    texts = tuple(game.format_move(s, m) for s, m in zip(states, moves))
    return Replay(game, tuple(states), tuple(moves), game.outcome(states[-1]), texts)
