"""Kamla pair games on two screens, played through the one session (issue 24).

``readings.remote`` keeps the seats and their codes; here a seat plays. Each
screen holds a ``PlaySession`` of the shared game as it last saw it, and a
move, a resignation or a draw offer is saved through it with the same compare
and swap as every game: a screen that has not seen the latest move is refused
and then shows the game as stored, so a stale or doubled submission never
lands. A seat moves only on its side's turn, once the other seat is taken. An
error never quotes more than the seat's own public view (K-8, K-22).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Sequence

import i18n
from play.ending import DrawOffer
from play.session import Connect, PlaySession, default_connection
from readings import remote, saved_games

RULESET = "kamla-pair"
MODE = "two screens"


def start(side: int, *, intention: str = "", options: dict[str, Any] | None = None,
          connect: Connect = default_connection) -> remote.Seat:
    """A new two-screen Kamla pair game, the creator sitting on ``side``."""
    if side not in (0, 1):
        raise remote.RemoteError(f"side must be 0 (Lower World) or 1 (Upper World), not {side!r}")
    game_id = PlaySession.start(RULESET, MODE, options=options, intention=intention,
                                connect=connect).game_id
    assert game_id is not None  # a started game is saved
    with connect() as con:
        return remote.open_seats(con, game_id, side)


def offered(seats: Sequence[remote.Seat]) -> list[remote.Seat]:
    """The kept seats a new tab of this browser may take: never both seats of
    one game (a browser shared by its two players), which come back only in
    their own tabs."""
    games = Counter(found.saved_game_id for found in seats)
    return [found for found in seats if games[found.saved_game_id] == 1]


def returning(tab: str | None, seats: Sequence[remote.Seat]) -> remote.Seat | None:
    """The seat a tab comes back to, from the seats its browser kept: the
    tab's own after a reload (``tab``, its key); in a new tab (``tab`` None)
    the one seat ``offered``, if there is one; none in a tab that chose the
    lobby (``tab`` empty)."""
    if tab:
        return next((found for found in seats if found.token == tab), None)
    choices = offered(seats) if tab is None else []
    return choices[0] if len(choices) == 1 else None


@dataclass
class Seated:
    """One screen's seat at a two-screen game, with the shared game as this
    screen last saw it (its readings speak for this seat)."""

    seat: remote.Seat
    session: PlaySession

    @classmethod
    def at(cls, seat: remote.Seat, connect: Connect = default_connection) -> Seated:
        session = PlaySession.resume(seat.saved_game_id, connect)
        # Both seats read the one journal entry of this game, so its readings
        # speak for neither seat: a reading for one would misname the other's side.
        session.clock.pop("querent", None)
        return cls(seat, session)

    @property
    def view(self) -> Any:
        """The state this seat may see now."""
        return self.seen(self.session.state)

    def seen(self, state: Any) -> Any:
        """``state`` (the game now or an earlier position) as this seat may see
        it: its public view, the whole game once over (K-8, K-22)."""
        return state if self.session.over else self.session.game.public_view(state, self.seat.side)

    def move_texts(self, lang: str = "en") -> list[str]:
        """Each ply as this seat may read it, in ``lang``'s letters: the other
        side's Ruler choice hidden until the game is over."""
        s = self.session
        if s.over:
            return s.move_texts(lang)
        return [s.game.public_move_text(state, move, self.seat.side, lang)
                for state, move in zip(s.states, s.moves)]

    def public_position(self) -> str:
        return self.session.game.format_position(self.view)

    def partner(self) -> bool:
        """Has the other seat been taken?"""
        with self.session.connect() as con:
            return remote.joined(con, self.seat.code)

    def watched(self) -> tuple:
        """What a screen watches to follow the game, read from the store: the
        plies, the status, the ending and the draw offer. Any change means redraw."""
        with self.session.connect() as con:
            saved = saved_games.load(con, self.seat.saved_game_id)
        return (len(saved.record), saved.status, saved.outcome,
                DrawOffer.standing(saved.clock, len(saved.record)))

    def play(self, text: str, lang: str = "en") -> None:
        """Play ``text`` for this seat (a refusal of ours said in ``lang``).

        :raises remote.RemoteError: the other seat is empty, the game is over,
            or it is not this side's turn.
        :raises play.session.SaveError: the game moved on since this screen
            looked; the screen now shows it as stored.
        :raises games.core.GameError: the move is invalid or illegal in this
            seat's public view (the message quotes that view only).
        """
        words = i18n.translations(lang)
        if not self.partner():
            raise remote.RemoteError(words.gettext("the other player has not joined yet"))
        if self.session.over:
            raise remote.RemoteError(words.gettext("the game is over"))
        if self.session.game.to_move(self.session.state) != self.seat.side:
            raise remote.RemoteError(words.gettext("it is not your turn"))
        self.session.play(text)

    def resign(self) -> None:
        """This side gives up. A screen behind the game resigns the game as
        stored; once the game has ended (by a move or the other screen's
        resignation a moment earlier) this changes nothing."""
        if not self.session.resign(self.seat.side) and not self.session.over:
            self._stored(self.session.resign(self.seat.side))

    def offer_draw(self) -> None:
        """:raises play.ending.DrawOfferError: no offer may be made now."""
        self._refresh()
        self._stored(self.session.offer_draw(self.seat.side))

    def answer_draw(self, accept: bool) -> None:
        """:raises play.ending.DrawOfferError: no offer waits for this seat."""
        self._refresh()
        self._stored(self.session.answer_draw(self.seat.side, accept))

    def _refresh(self) -> None:
        """The game as stored now: a draw offer answers the offer standing."""
        self.session = Seated.at(self.seat, self.session.connect).session

    def _stored(self, stored: bool) -> None:
        if not stored and self.session.problem:
            raise remote.RemoteError(self.session.problem)
