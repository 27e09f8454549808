"""A game being played in the browser: its ruleset, mode and record, kept in
``st.session_state`` and saved to the database after every change.

Pure Python (no Streamlit): the pages call these methods from callbacks, and
tests can drive them directly. The record is move text in the game's own
notation; states are rebuilt from it by the engine (never by the UI). Every
save hands the game to ``play.lifecycle``, which writes the journal entries
the game owes (its end, a Senet phase) there and then.

Each save extends the record this session last stored; when the game moved on
elsewhere (another tab) or the file stays locked, nothing is written and the
session shows the game as stored, with ``problem`` saying why.
"""
from __future__ import annotations

import contextlib
import copy
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import games
from games.core import EndReason, Game, Outcome
from readings import locked, saved_games
from readings.failures import JournalFileError
from readings.db import session as database_session
from play import lifecycle
from play.ending import DrawOffer, DrawOfferError, Ending
from play.text import counted
from play.timer import SessionTimer

Connect = Callable[[], contextlib.AbstractContextManager[sqlite3.Connection]]
IDLE_GAP = 300.0
"""Seconds between two moves above which the pause does not count as time played."""


class SaveError(ValueError):
    """A move that could not be saved, so it is not played; the message says why."""


@contextlib.contextmanager
def default_connection() -> Iterator[sqlite3.Connection]:
    """The journal, open; a failure of its file comes out as ``JournalFileError``."""
    with database_session() as con:
        yield con


def declared_end(saved: saved_games.SavedGame) -> Ending | None:
    """A stored end by declaration (resignation, agreed draw, stopped), if any."""
    ending = Ending.read(saved.outcome)
    return ending if ending is not None and ending.declared else None


@dataclass
class PlaySession:
    ruleset: str
    mode: str
    options: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=list)
    record: list[str] = field(default_factory=list)
    redo: list[str] = field(default_factory=list)
    declared: Ending | None = None
    game_id: int | None = None
    intention: str = ""
    clock: dict[str, Any] = field(default_factory=dict)
    connect: Connect = default_connection
    now: Callable[[], float] = time.time
    problem: str | None = None
    language: str = "en"
    """The language of its readings and journal entries: the page's (issue 29)."""
    _stored: tuple[list[str], Ending | None, dict[str, Any]] = field(
        default_factory=lambda: ([], None, {}), repr=False)
    _game: Game | None = field(default=None, repr=False)
    _states: list[Any] = field(default_factory=list, repr=False)
    _moves: list[Any] = field(default_factory=list, repr=False)

    # Building -------------------------------------------------------------------

    @classmethod
    def start(cls, ruleset: str, mode: str, *, options: dict[str, Any] | None = None,
              players: list[str] | None = None, intention: str = "",
              querent: int | None = None, clock: dict[str, Any] | None = None,
              connect: Connect = default_connection) -> PlaySession:
        """A new game, saved at once; ``querent`` is the side the readings
        speak for (None: nobody's), ``clock`` the computer, timer and pace."""
        session = cls(ruleset, mode, dict(options or {}), list(players or []),
                      intention=intention.strip(), clock=dict(clock or {}), connect=connect)
        if querent is not None:
            session.clock["querent"] = querent
        start = session.game.format_position(session.game.initial_state())
        with connect() as con:
            saved_games.tidy_abandoned(con)  # starts left without a move, issue 28
            saved = saved_games.create(con, ruleset=ruleset, mode=mode, start_position=start,
                                       options=session.options, players=session.players,
                                       intention=session.intention, clock=session.clock)
        session.game_id = saved.id
        session._mark_stored()
        return session

    @classmethod
    def resume(cls, game_id: int, connect: Connect = default_connection) -> PlaySession:
        with connect() as con:
            saved = saved_games.load(con, game_id)
        session = cls(saved.ruleset, saved.mode, saved.options, saved.players,
                      game_id=saved.id, intention=saved.intention, clock=saved.clock,
                      connect=connect)
        session._show(saved.record, declared_end(saved), saved.clock)
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
        self.game  # noqa: B018  (builds the game and its states on first use)
        return self._states[-1]

    @property
    def states(self) -> list[Any]:
        self.game  # noqa: B018  (builds the game and its states on first use)
        return self._states

    @property
    def moves(self) -> list[Any]:
        self.game  # noqa: B018  (builds the game and its states on first use)
        return self._moves

    @property
    def outcome(self) -> Outcome | None:
        if self.declared is not None:
            return self.declared.outcome
        return self.game.outcome(self.state)

    @property
    def querent(self) -> int | None:
        """The side the readings speak for: the person's side against the
        computer, the seat of a two-screen game, the side chosen at setup."""
        return self.clock.get("querent")

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def legal_texts(self, lang: str = "en") -> list[str]:
        """The moves open now, written in ``lang`` (Russian piece letters, issue 29)."""
        return [] if self.over else self.game.legal_move_texts(self.state, lang)

    def move_texts(self, lang: str = "en") -> list[str]:
        """The record as it is shown in ``lang``; the record itself stays in the
        one notation every language reads (issue 29)."""
        if lang == "en":
            return list(self.record)
        return [self.game.move_text(state, move, lang) for state, move in zip(self.states,
                                                                              self.moves)]

    # Changing -------------------------------------------------------------------

    def _push(self, text: str) -> None:
        state = self.state
        move = self.game.parse_move(state, text)
        self._states.append(self.game.apply(state, move))
        self._moves.append(move)
        self.record.append(self.game.format_move(state, move))

    def _show(self, record: list[str], ending: Ending | None,
              clock: dict[str, Any]) -> None:
        """This session becomes the game as stored."""
        self._game = None
        self.record, self.redo = [], []
        self.declared = ending
        self.clock = copy.deepcopy(clock)
        for text in record:
            self._push(text)
        self._mark_stored()

    def _mark_stored(self) -> None:
        self._stored = (list(self.record), self.declared, copy.deepcopy(self.clock))

    def play(self, text: str) -> None:
        """Play one move given as text; raises the engine's errors unchanged,
        and ``SaveError`` (the move taken back) when it could not be saved."""
        if self.over:
            raise games.core.IllegalMoveError(f"illegal move {text!r}: the game is over",
                                              reason="over")
        self.game.parse_public_move(self.state, self.game.to_move(self.state), text)
        self._push(text)
        self.redo.clear()
        self._count_time()
        if not self.save():
            problem, self.problem = self.problem, None
            raise SaveError(problem)

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
        """Take back the last move in solo; an ended game is final (its journal
        entry is written), so there is nothing to undo."""
        if not self.record or self.over:
            return
        self.redo.append(self.record.pop())
        self._states.pop()
        self._moves.pop()
        self.clock.pop("draw", None)
        self.save()

    def takeback_plies(self, side: int) -> int:
        """How many plies a takeback by ``side`` removes: back to the position
        where ``side`` last decided (a throw before that decision stays), so
        the replies after it go too; 0 when there is none or the game is over."""
        if self.over:
            return 0
        for ply in range(len(self.record) - 1, -1, -1):
            if self.game.to_move(self.states[ply]) == side:
                return len(self.record) - ply
        return 0

    def take_back(self, side: int) -> bool:
        """Against the computer: take back ``side``'s last move and the replies
        to it, in one save that extends the stored record (so a move made
        meanwhile in another tab is never lost: the save is refused and
        ``problem`` says why). Returns whether it was stored."""
        count = self.takeback_plies(side)
        if not count:
            return False
        del self.record[-count:], self._states[-count:], self._moves[-count:]
        self.redo.clear()
        self.clock.pop("draw", None)
        return self.save()

    def redo_move(self) -> None:
        if self.redo and not self.over:
            text = self.redo.pop()
            self._push(text)
            self.save()

    def declare(self, winner: int | None, reason: EndReason) -> bool:
        """An ending the players declare: it is the game's end, read as such.
        Returns whether it was stored (nothing to do once the game is over)."""
        if self.over:
            return False
        self.declared = Ending.declare(winner, reason)
        return self.save()

    def resign(self, player: int) -> bool:
        return self.declare(1 - player, EndReason.RESIGNATION)

    def stop(self) -> bool:
        """"Stop here": the game ends as it stands, with no winner."""
        return self.declare(None, EndReason.STOPPED)

    @property
    def draw_offer(self) -> DrawOffer | None:
        """The draw offer made since the last move, answered or not."""
        return DrawOffer.standing(self.clock, len(self.record))

    def offer_draw(self, player: int) -> bool:
        """``player`` offers a draw: one offer at a time, and a declined offer
        is not repeated before the next move. Returns whether it was stored.

        :raises DrawOfferError: the game is over, or no offer may be made now.
        """
        offer = self.draw_offer
        if self.over:
            raise DrawOfferError("the game is over")
        if offer is not None and not offer.declined:
            raise DrawOfferError("a draw offer already waits for an answer")
        if offer is not None and offer.by == player:
            raise DrawOfferError("your draw offer was declined; offer again after a move")
        self.clock["draw"] = DrawOffer(player, len(self.record)).stored()
        return self.save()

    def answer_draw(self, player: int, accept: bool) -> bool:
        """``player`` accepts the other side's offer (the game ends drawn by
        agreement) or declines it. Returns whether it was stored.

        :raises DrawOfferError: there is no offer waiting for ``player``.
        """
        offer = self.draw_offer
        if self.over or offer is None or offer.declined or offer.by == player:
            raise DrawOfferError("there is no draw offer for you to answer")
        if accept:
            return self.declare(None, EndReason.AGREEMENT)
        self.clock["draw"] = DrawOffer(offer.by, offer.ply, declined=True).stored()
        return self.save()

    def save(self) -> bool:
        """Store the game in place of what this session last stored, then write
        the journal entries it now owes; returns whether it stored. If not
        (moved on in another tab, or the file stayed locked through the
        retries) nothing is written, the session shows the game as stored and
        ``problem`` says what happened."""
        if not self._store():
            return False
        if lifecycle.write_pending(self) and self.ruleset == lifecycle.CYCLES:
            self._store()  # the phase marks written with the entries
        return True

    def _store(self) -> bool:
        outcome = self.outcome
        stored = None if outcome is None else \
            (self.declared or Ending.of(outcome)).stored()

        def write() -> None:
            assert self.game_id is not None  # started or resumed: saved
            with self.connect() as con:
                saved_games.save_progress(con, self.game_id, self.record,
                                          extends=self._stored[0], clock=self.clock,
                                          outcome=stored)
        try:
            locked.retried(write)
        except saved_games.StaleGameError as error:
            self._show(error.current.record, declared_end(error.current), error.current.clock)
            self.problem = (f"Not saved: this game was changed in another tab or window. "
                            f"This screen now shows it as stored "
                            f"({counted(len(self.record), 'move')}); nothing stored was lost.")
            return False
        except locked.LockedError as error:
            self._show(*self._stored)
            self.problem = (f"Not saved: {error}. The board shows the game as stored; "
                            f"close the other program, then play the move again.")
            return False
        except JournalFileError:
            self._show(*self._stored)  # the screen shows what is stored
            raise
        self._mark_stored()
        self.problem = None
        return True
