"""Move-tree walks shared by the CLI, the tests and the benchmarks: perft and
seeded random games."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from games.core import chance
from games.core.protocol import Game, Outcome


def perft(game: Game, state: Any, depth: int) -> int:
    """Number of move sequences of length ``depth`` (leaves counted in bulk).

    Chance outcomes count as moves. A game may provide a faster ``fast_perft``
    that must give the same numbers (the tests compare them).
    """
    if depth <= 0:
        return 1
    fast = getattr(game, "fast_perft", None)
    if fast is not None:
        return fast(state, depth)
    return generic_perft(game, state, depth)


def generic_perft(game: Game, state: Any, depth: int) -> int:
    """Perft through the public protocol only."""
    moves = game.legal_moves(state)
    if depth == 1:
        return len(moves)
    return sum(generic_perft(game, game.apply(state, m), depth - 1) for m in moves)


@dataclass
class RandomGame:
    """A finished (or cut-off) random game: its record and every state on the way."""

    states: list[Any] = field(default_factory=list)
    moves: list[Any] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    outcome: Outcome | None = None


def random_outcome(game: Game, rng: random.Random, *, max_plies: int = 100_000,
                   state: Any = None) -> tuple[Outcome | None, int]:
    """Outcome and number of steps of ``random_game`` (None if cut off).

    A game may provide a faster ``fast_random_outcome(rng, max_plies, state)``
    that must play exactly the same game from the same ``rng`` (the tests compare
    them), as ``fast_perft`` does for ``perft``.
    """
    fast = getattr(game, "fast_random_outcome", None)
    if fast is not None:
        return fast(rng, max_plies=max_plies, state=state)
    result = random_game(game, rng, max_plies=max_plies, state=state, record=False)
    return result.outcome, len(result.moves)


def random_game(game: Game, rng: random.Random, *, max_plies: int = 100_000,
                state: Any = None, record: bool = True) -> RandomGame:
    """Play uniformly random legal moves (chance by its exact odds) to the end.

    Stops after ``max_plies`` steps with ``outcome`` None if the game has not ended.
    With ``record`` False only the outcome and the moves are kept (for speed).
    """
    state = game.initial_state() if state is None else state
    result = RandomGame()
    for _ in range(max_plies):
        result.outcome = game.outcome(state)
        if record:
            result.states.append(state)
        if result.outcome is not None:
            return result
        outcomes = game.chance_outcomes(state)
        move = chance.sample(outcomes, rng) if outcomes else rng.choice(game.legal_moves(state))
        result.moves.append(move)
        if record:
            result.texts.append(game.format_move(state, move))
        state = game.apply(state, move)
    result.outcome = game.outcome(state)
    if record:
        result.states.append(state)
    return result
