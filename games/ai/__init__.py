"""Computer players for every game, over the common protocol.

    from games.ai import LEVELS, choose_move, Thinker
    move = choose_move(game, state, player=0, level="steady", rng=random.Random(7))

Three levels, ``gentle``, ``steady`` and ``strong``, chosen on the setup screen;
a family module may offer more (``EXTRA_LEVELS``: Senet's ``master``), listed
by ``levels_for(game)``.
Each game family has a small module with its knowledge (``games/ai/kamla.py``,
``senet.py``, ``shatra.py``, ``tafl.py``, ``tavreli.py``), picked by
``game.info.family``; any other game gets ``generic.py`` (Monte Carlo tree
search with random playouts), so a newly registered game plays at once.

Promises (tests/ai):

- the move is legal;
- the computer sees only ``game.public_view(state, player)``: with hidden
  information (Kamla pair mode) the same public view gives the same move,
  whatever is hidden;
- the same ``rng`` seed gives the same move on any machine: the work is bounded
  by node budgets per level, and ``time_limit`` (seconds, default 1.8, so
  that a move takes under 2 s) is only a safety cap that stops the search
  early on a slow machine;
- it is only called at a decision node (never at a chance node).

``Thinker`` is the same player as an object for a UI: ``think`` is a generator
of ``Progress`` reports (the visible "thinking" state), the last one carries
the move. No threads, no printing: a search is a pure computation.
"""
from __future__ import annotations

import importlib
import random
from types import ModuleType
from typing import Any, Callable, Iterator, Sequence

from games.ai.search import Progress, random_move
from games.core.protocol import CHANCE, Game

LEVELS = ("gentle", "steady", "strong")
DEFAULT_LEVEL = "steady"
DEFAULT_TIME_LIMIT = 1.8
"""Seconds: the safety cap on one search (the level's node budget normally
ends it well before). It is 1.8 so that a move, with the work around the
search, stays under 2 s on this machine. In the strength benchmark only strong
Hnefatafl 11x11 reached it (20 moves in 200 games)."""

_FAMILIES = {
    "kamla": "games.ai.kamla",
    "senet": "games.ai.senet",
    "shatra": "games.ai.shatra",
    "tafl": "games.ai.tafl",
    "tavreli": "games.ai.tavreli",
}
GENERIC = "games.ai.generic"

__all__ = ["DEFAULT_TIME_LIMIT", "LEVELS", "Progress", "Thinker", "choose_move",
           "levels_for", "module_for", "prepare", "random_move", "scorer", "think",
           "unprepared"]


def module_for(game: Game) -> ModuleType:
    """The module with the game's knowledge (its family's, else the generic one)."""
    name = _FAMILIES.get(game.info.family, GENERIC)
    module = importlib.import_module(name)
    if not module.supports(game):
        module = importlib.import_module(GENERIC)
    return module


def scorer(game: Game) -> Callable[[Any], float] | None:
    """The computer player's static evaluation of a state for player 0 (no
    search, so cheap and deterministic), or None where the game has none
    (the generic player). The oracle weighs a game's turns with it."""
    module = module_for(game)
    return module.scorer(game) if hasattr(module, "scorer") else None


def levels_for(game: Game) -> tuple[str, ...]:
    """The levels ``game`` offers: the three of every game, then its family's own."""
    return LEVELS + tuple(getattr(module_for(game), "EXTRA_LEVELS", ()))


def unprepared(game: Game, level: str) -> bool:
    """Does ``level`` still need one-time work before its first move (Senet's
    master builds its endgame tables)? A UI then shows ``prepare``'s progress."""
    return getattr(module_for(game), "unprepared", lambda g, lv: False)(game, level)


def prepare(game: Game, level: str, progress: Callable[[float, str], None] | None = None
            ) -> None:
    """Do that work now, reporting ``progress(share done, what)``."""
    if unprepared(game, level):
        module_for(game).prepare(game, level, progress)


def _check_level(game: Game, level: str) -> None:
    if level not in levels_for(game):
        raise ValueError(f"level must be one of {levels_for(game)}, not {level!r}")


def think(game: Game, state: Any, player: int | None = None, level: str = DEFAULT_LEVEL,
          rng: random.Random | None = None, time_limit: float | None = DEFAULT_TIME_LIMIT,
          earlier: Sequence[Any] = ()) -> Iterator[Progress]:
    """Think about the move of ``player`` in ``state``: a generator of reports,
    the last of which has ``done`` set and ``move`` the answer.

    ``earlier``: optionally, the game's earlier states (oldest first). The
    computer sees them only through ``public_view`` too, and uses them to
    avoid repeating positions where the state itself does not record its
    past for the player (Kamla pair mode, tafl).
    """
    _check_level(game, level)
    to_move = game.to_move(state)
    if to_move == CHANCE:
        raise ValueError("the computer is asked for a move at a chance node; "
                         "throw first (chance_outcomes)")
    if player is None:
        player = to_move
    if player != to_move:
        raise ValueError(f"player {player} is asked to move but player {to_move} is to move")
    view = game.public_view(state, player)
    seen = [game.public_view(s, player) for s in earlier]
    del state, earlier  # from here on the computer knows only what the player may see
    legal = list(game.legal_moves(view))
    if not legal:
        raise ValueError("the game is over: there is no move to choose")
    rng = random.Random() if rng is None else rng
    last = None
    for last in module_for(game).think(game, view, player, level, rng, time_limit, seen):
        if last.done:
            break
        yield last
    if last is None or not last.done or last.best not in legal:  # never an illegal move
        last = Progress(level, 0, 0, 0.0, legal[0], None, True)
    yield last


def choose_move(game: Game, state: Any, player: int | None = None,
                level: str = DEFAULT_LEVEL, rng: random.Random | None = None,
                time_limit: float | None = DEFAULT_TIME_LIMIT,
                progress: Callable[[Progress], None] | None = None,
                earlier: Sequence[Any] = ()) -> Any:
    """The computer's move for ``player`` (default: the player to move).

    :param level: one of ``levels_for(game)``.
    :param rng: the random source (seed it to replay a game exactly).
    :param time_limit: safety cap in seconds (None: no cap).
    :param progress: called with each ``Progress`` report while thinking.
    :param earlier: the game's earlier states, oldest first (optional; see
        ``think``): pass them so that the computer does not walk into a
        repetition draw where the state does not tell it (Kamla pair mode).
    :raises ValueError: at a chance node, for another player than the one to
        move, for an unknown level, or when the game is over.
    """
    report = None
    for report in think(game, state, player, level, rng, time_limit, earlier):
        if progress is not None:
            progress(report)
    assert report is not None  # think yields at least its answer
    return report.move


class Thinker:
    """A computer player for a UI: one game, one level, its own random source.

    ``thinking`` is True while a ``think`` generator runs; ``progress`` is the
    last report (depth reached, nodes, elapsed seconds, best move so far)::

        thinker = Thinker(game, "strong", seed=42)
        for report in thinker.think(state):
            show(f"Thinking... depth {report.depth}")
        play(report.move)
    """

    def __init__(self, game: Game, level: str = DEFAULT_LEVEL, *, seed: int | None = None,
                 rng: random.Random | None = None,
                 time_limit: float | None = DEFAULT_TIME_LIMIT):
        _check_level(game, level)
        self.game = game
        self.level = level
        self.rng = rng if rng is not None else random.Random(seed)
        self.time_limit = time_limit
        self.thinking = False
        self.progress: Progress | None = None

    def think(self, state: Any, player: int | None = None, earlier: Sequence[Any] = ()
              ) -> Iterator[Progress]:
        self.thinking = True
        try:
            for report in think(self.game, state, player, self.level, self.rng,
                                self.time_limit, earlier):
                self.progress = report
                yield report
        finally:
            self.thinking = False

    def choose(self, state: Any, player: int | None = None,
               progress: Callable[[Progress], None] | None = None,
               earlier: Sequence[Any] = ()) -> Any:
        """The move, thinking to the end (``progress`` is called on each report)."""
        report = None
        for report in self.think(state, player, earlier):
            if progress is not None:
                progress(report)
        assert report is not None  # think yields at least its answer
        return report.move
