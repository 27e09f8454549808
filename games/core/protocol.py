"""The one small protocol every game implements.

A game object holds a ruleset's fixed options; states are immutable values.
Moves are small frozen values whose text form round-trips through the game's
notation. Chance (sticks, dice) appears as chance nodes: ``to_move`` returns
``CHANCE`` and ``chance_outcomes`` lists every outcome with its exact Fraction.
"""
from __future__ import annotations

import abc
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Generic, Hashable, Mapping, Sequence, TypeVar

from games.core.errors import IllegalMoveError
from games.core.notation import check_language

CHANCE = -1
"""``to_move`` value of a chance node: the next step is a throw, not a decision."""

State = TypeVar("State", bound=Hashable)
Move = TypeVar("Move", bound=Hashable)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: a winner (player index) or a draw, and why."""

    winner: int | None
    reason: str

    @property
    def is_draw(self) -> bool:
        return self.winner is None


@dataclass(frozen=True)
class GameInfo:
    """What a ruleset is, as data the CLI, the UI and the tests read."""

    name: str
    family: str
    title: str
    players: tuple[str, str]
    summary: str
    board: tuple[int, int]
    has_chance: bool = False
    hidden_information: bool = False
    options: Mapping[str, Any] = field(default_factory=dict)


class Game(abc.ABC, Generic[State, Move]):
    """Base class of all rulesets: the protocol plus helpers built on it."""

    info: GameInfo

    @abc.abstractmethod
    def initial_state(self) -> State:
        """The start position of this ruleset."""

    @abc.abstractmethod
    def to_move(self, state: State) -> int:
        """Index of the player to decide (0 or 1), or ``CHANCE``."""

    @abc.abstractmethod
    def legal_moves(self, state: State) -> Sequence[Move]:
        """Legal decisions; at a chance node, the possible outcomes.

        Empty exactly when the game is over (``outcome`` is not None).
        """

    def chance_outcomes(self, state: State) -> Sequence[tuple[Move, Fraction]]:
        """Outcomes of the chance step with exact probabilities (empty if none)."""
        return ()

    @abc.abstractmethod
    def apply(self, state: State, move: Move) -> State:
        """The state after ``move``. Trusts that ``move`` is legal: check first."""

    @abc.abstractmethod
    def outcome(self, state: State) -> Outcome | None:
        """The result if the game is over, else ``None``."""

    @abc.abstractmethod
    def parse_move(self, state: State, text: str) -> Move:
        """Read move text and return the legal move it names.

        :raises InvalidMoveError: the text is not the game's notation.
        :raises IllegalMoveError: the move is not legal in ``state``.
        """

    @abc.abstractmethod
    def format_move(self, state: State, move: Move) -> str:
        """Move text in the game's notation (``parse_move`` reads it back): the
        canonical text a record keeps, whatever language it is shown in."""

    def move_text(self, state: State, move: Move, lang: str = "en") -> str:
        """Move text shown to a reader of ``lang`` (one of ``LANGUAGES``): the
        notation with that language's piece letters (``parse_move`` reads it
        back). A game whose notation has no letters shows the canonical text."""
        check_language(lang)
        return self.format_move(state, move)

    @abc.abstractmethod
    def parse_position(self, text: str) -> State:
        """Read a position string; raises InvalidPositionError."""

    @abc.abstractmethod
    def format_position(self, state: State) -> str:
        """The position string (``parse_position`` reads it back)."""

    def chance_owner(self, state: State) -> int | None:
        """At a chance node, the player whose throw it is (None if nobody's)."""
        return None

    def public_view(self, state: State, player: int) -> State:
        """What ``player`` may see of ``state`` (games with hidden information
        override this; the legal moves of the player to move are the same in
        the view as in the state)."""
        return state

    def common_view(self, state: State) -> State:
        """What every player may see of ``state``: each player's public view in
        turn (Kamla pair: both unrevealed Rulers drawn as Priests, K-22)."""
        for player in range(len(self.info.players)):
            state = self.public_view(state, player)
        return state

    def public_move_text(self, state: State, move: Move, player: int, lang: str = "en") -> str:
        """Move text as ``player`` may see it in a shared move list, in ``lang``."""
        return self.move_text(state, move, lang)

    def parse_public_move(self, state: State, player: int, text: str) -> Move:
        """``parse_move`` for a move sent by ``player``: every error quotes no
        more than ``player``'s public view of ``state``."""
        self.parse_move(self.public_view(state, player), text)
        try:
            return self.parse_move(state, text)
        except IllegalMoveError:
            raise IllegalMoveError(f"illegal move {str(text)[:40]!r}: it cannot be played "
                                   f"now") from None

    # Helpers shared by every game ------------------------------------------------

    def is_terminal(self, state: State) -> bool:
        return self.outcome(state) is not None

    def is_chance(self, state: State) -> bool:
        return self.to_move(state) == CHANCE

    def legal_move_texts(self, state: State, lang: str = "en") -> list[str]:
        """Sorted notation of every legal move (or chance outcome), in ``lang``."""
        return sorted(self.move_text(state, m, lang) for m in self.legal_moves(state))

    def push(self, state: State, text: str) -> State:
        """Parse ``text``, check it is legal here, and apply it."""
        if self.outcome(state) is not None:
            raise IllegalMoveError(
                f"illegal move {text!r}: the game is over in {self.format_position(state)!r}",
                reason="over")
        return self.apply(state, self.parse_move(state, text))

    def replay(self, texts: Sequence[str], state: State | None = None) -> State:
        """Apply a record of move texts (throws included) from ``state`` or the start."""
        state = self.initial_state() if state is None else state
        for text in texts:
            state = self.push(state, text)
        return state
