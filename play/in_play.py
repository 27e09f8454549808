"""What the lifecycle and the sitting read and drive of a game being played:
the part of ``PlaySession`` they use, so that neither imports the session
(which imports them)."""
from __future__ import annotations

import sqlite3
from typing import Any, Callable, ContextManager, Protocol

from games.core import Game, Outcome
from play.ending import Ending


class InPlay(Protocol):
    """What the lifecycle reads and drives of a game being played (a ``PlaySession``)."""

    ruleset: str
    mode: str
    options: dict[str, Any]
    players: list[str]
    record: list[str]
    intention: str
    clock: dict[str, Any]
    game_id: int | None
    declared: Ending | None
    language: str
    """The language its readings and journal entries are written in (issue 29)."""

    @property
    def connect(self) -> Callable[[], ContextManager[sqlite3.Connection]]: ...
    @property
    def now(self) -> Callable[[], float]: ...

    @property
    def game(self) -> Game: ...
    @property
    def states(self) -> list[Any]: ...
    @property
    def state(self) -> Any: ...
    @property
    def outcome(self) -> Outcome | None: ...
    @property
    def querent(self) -> int | None: ...
    @property
    def over(self) -> bool: ...
    def elapsed_seconds(self) -> float: ...
    def play_move(self, move: Any) -> None: ...
