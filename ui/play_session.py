"""A game being played in the browser: its ruleset, mode and record, kept in
``st.session_state`` and saved to the database after every change.

Pure Python (no Streamlit): the pages call these methods from callbacks, and
tests can drive them directly. The record is move text in the game's own
notation; states are rebuilt from it by the engine (never by the UI). Every
save hands the game to ``ui.lifecycle``, which writes the journal entries
the game owes (its end, a Senet phase) there and then.
"""
from __future__ import annotations

import contextlib
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import games
from games.core import Game, Outcome
from readings import saved_games
from readings.db import open_database
from ui import lifecycle
from ui.timer import SessionTimer

Connect = Callable[[], contextlib.AbstractContextManager[sqlite3.Connection]]
IDLE_GAP = 300.0
"""Seconds between two moves above which the pause does not count as time played."""


@contextlib.contextmanager
def default_connection() -> Iterator[sqlite3.Connection]:
    con = open_database()
    try:
        yield con
    finally:
        con.close()


@dataclass
class PlaySession:
    ruleset: str
    mode: str
    options: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=list)
    record: list[str] = field(default_factory=list)
    redo: list[str] = field(default_factory=list)
    declared: dict[str, Any] | None = None
    draw_offer: int | None = None
    game_id: int | None = None
    intention: str = ""
    clock: dict[str, Any] = field(default_factory=dict)
    connect: Connect = default_connection
    now: Callable[[], float] = time.time
    _game: Game | None = field(default=None, repr=False)
    _states: list[Any] = field(default_factory=list, repr=False)
    _moves: list[Any] = field(default_factory=list, repr=False)

    # Building -------------------------------------------------------------------

    @classmethod
    def start(cls, ruleset: str, mode: str, *, options: dict[str, Any] | None = None,
              players: list[str] | None = None, intention: str = "",
              querent: int | None = None, clock: dict[str, Any] | None = None,
              connect: Connect = default_connection) -> "PlaySession":
        """A new game, saved at once; ``querent`` is the side the readings
        speak for (None: nobody's), ``clock`` the computer, timer and pace."""
        session = cls(ruleset, mode, dict(options or {}), list(players or []),
                      intention=intention.strip(), clock=dict(clock or {}), connect=connect)
        if querent is not None:
            session.clock["querent"] = querent
        start = session.game.format_position(session.game.initial_state())
        with connect() as con:
            saved = saved_games.create(con, ruleset=ruleset, mode=mode, start_position=start,
                                       options=session.options, players=session.players,
                                       intention=session.intention, clock=session.clock)
        session.game_id = saved.id
        return session

    @classmethod
    def resume(cls, game_id: int, connect: Connect = default_connection) -> "PlaySession":
        with connect() as con:
            saved = saved_games.load(con, game_id)
        session = cls(saved.ruleset, saved.mode, saved.options, saved.players,
                      game_id=saved.id, intention=saved.intention, clock=saved.clock,
                      connect=connect)
        session.declared = saved.outcome if saved.outcome and saved.outcome.get("declared") else None
        session.record = []
        for text in saved.record:
            session._push(text)
        return session

    # Reading --------------------------------------------------------------------

    @property
    def game(self) -> Game:
        if self._game is None:
            self._game = games.make(self.ruleset, **self.options)
            self._states = [self._game.initial_state()]
            self._moves = []
        return self._game

    @property
    def state(self) -> Any:
        self.game
        return self._states[-1]

    @property
    def states(self) -> list[Any]:
        self.game
        return self._states

    @property
    def moves(self) -> list[Any]:
        self.game
        return self._moves

    @property
    def outcome(self) -> Outcome | None:
        if self.declared is not None:
            return Outcome(self.declared["winner"], self.declared["reason"])
        return self.game.outcome(self.state)

    @property
    def querent(self) -> int | None:
        """The side the readings speak for: the person's side against the
        computer, the seat of a two-screen game, the side chosen at setup."""
        return self.clock.get("querent")

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def legal_texts(self) -> list[str]:
        return [] if self.over else self.game.legal_move_texts(self.state)

    # Changing -------------------------------------------------------------------

    def _push(self, text: str) -> None:
        state = self.state
        move = self.game.parse_move(state, text)
        self._states.append(self.game.apply(state, move))
        self._moves.append(move)
        self.record.append(self.game.format_move(state, move))

    def play(self, text: str) -> None:
        """Play one move given as text; raises the engine's errors unchanged."""
        if self.over:
            raise games.core.IllegalMoveError(f"illegal move {text!r}: the game is over")
        self._push(text)
        self.redo.clear()
        self.draw_offer = None
        self._count_time()
        self.save()

    def _count_time(self) -> None:
        """Time played: the gaps between moves, a long pause counting as none."""
        moment = self.now()
        last = self.clock.get("last_move_at")
        if last is not None and 0 <= moment - last <= IDLE_GAP:
            self.clock["active"] = self.clock.get("active", 0.0) + moment - last
        self.clock["last_move_at"] = moment

    def elapsed_seconds(self) -> float:
        """Time spent: a timed session's elapsed time, else the time played."""
        if "timer" in self.clock:
            return SessionTimer.from_dict(self.clock["timer"]).elapsed(self.now())
        return self.clock.get("active", 0.0)

    @property
    def minutes(self) -> float:
        return round(self.elapsed_seconds() / 60, 2)

    def play_move(self, move: Any) -> None:
        self.play(self.game.format_move(self.state, move))

    def undo(self) -> None:
        if not self.record or self.declared is not None:
            return
        self.redo.append(self.record.pop())
        self._states.pop()
        self._moves.pop()
        self.save()

    def redo_move(self) -> None:
        if self.redo and not self.over:
            text = self.redo.pop()
            self._push(text)
            self.save()

    def declare(self, winner: int | None, reason: str) -> None:
        """An ending the players declare: it is the game's end, read as such."""
        if self.over:
            return
        self.declared = {"winner": winner, "reason": reason, "declared": True}
        self.draw_offer = None
        self.save()

    def resign(self, player: int) -> None:
        self.declare(1 - player, lifecycle.RESIGNATION)

    def stop(self) -> None:
        """"Stop here": the game ends as it stands, with no winner."""
        self.declare(None, lifecycle.STOPPED)

    def offer_draw(self, player: int) -> None:
        self.draw_offer = player

    def answer_draw(self, accept: bool) -> None:
        if accept and self.draw_offer is not None:
            self.declare(None, lifecycle.AGREEMENT)
        self.draw_offer = None

    def save(self) -> None:
        """Store the game, then write the journal entries it now owes."""
        self._store()
        if lifecycle.write_pending(self) and self.ruleset == lifecycle.CYCLES:
            self._store()  # the phase marks written with the entries

    def _store(self) -> None:
        outcome = self.outcome
        stored = None
        if outcome is not None:
            stored = {"winner": outcome.winner, "reason": outcome.reason,
                      "declared": self.declared is not None}
        with self.connect() as con:
            saved_games.save_progress(con, self.game_id, self.record, clock=self.clock,
                                      outcome=stored)
