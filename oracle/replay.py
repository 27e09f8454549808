"""Rebuild the states of a record with the rules engine.

A record is the list of move texts in the game's own notation (throws and the
``time`` step included for Senet). Every text is checked by the engine, so a
broken record raises the engine's error (a ``games.core.GameError``, itself a
``ValueError``) naming the bad move.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import games
from games.core import Game, IllegalMoveError, Outcome


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
