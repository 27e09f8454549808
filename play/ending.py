"""How a game ended, in one stored shape and in one set of words (issue 24).

The saved game and its journal entry store the same shape,
``{"winner": side or None, "reason": words, "declared": bool}``; ``Ending.read``
also reads the shapes stored before it (a journal entry without
``declared``, a reason in a former spelling), so old journals load as they are.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games.core import EndReason, Outcome, end_reason
from play.text import wins

WORDS: dict[str, str] = {EndReason.MATE: "by mate",
         EndReason.STILLNESS: "drawn: no move left (stillness)",
         EndReason.REPETITION: "drawn: the same position a third time",
         EndReason.MOVE_LIMIT: "drawn: the move limit is reached",
         EndReason.RESIGNATION: "by resignation",
         EndReason.AGREEMENT: "drawn by agreement"}
"""How the end panel says the common endings; other reasons are said as they are."""


@dataclass(frozen=True)
class Ending:
    """A finished game's result: the winner (None: no winner), the reason (an
    ``EndReason`` or the game's own words), and whether the players declared it."""

    winner: int | None
    reason: str
    declared: bool = False

    @classmethod
    def declare(cls, winner: int | None, reason: EndReason) -> Ending:
        return cls(winner, reason, True)

    @classmethod
    def of(cls, outcome: Outcome, declared: bool = False) -> Ending:
        return cls(outcome.winner, end_reason(outcome.reason), declared)

    @classmethod
    def read(cls, stored: Mapping[str, Any] | None) -> Ending | None:
        """A stored outcome in any shape written so far (None stays None)."""
        if not stored:
            return None
        reason = end_reason(stored["reason"])
        declared = stored.get("declared")
        if declared is None:  # a journal entry from before the shared shape
            declared = isinstance(reason, EndReason) and reason.declared
        return cls(stored["winner"], reason, bool(declared))

    def stored(self) -> dict[str, Any]:
        """The shape the saved game and the journal entry keep."""
        return {"winner": self.winner, "reason": str(self.reason), "declared": self.declared}

    @property
    def outcome(self) -> Outcome:
        return Outcome(self.winner, self.reason)


class DrawOfferError(ValueError):
    """A draw offer that cannot be made or answered now; the message says why."""


@dataclass(frozen=True)
class DrawOffer:
    """A draw offered by side ``by`` when the record had ``ply`` plies, kept in
    the game's clock (``clock["draw"]``) so both screens and a reload see it.
    It stands until the next move; a declined offer is not repeated before then."""

    by: int
    ply: int
    declined: bool = False

    @classmethod
    def standing(cls, clock: Mapping[str, Any], plies: int) -> DrawOffer | None:
        """The offer in ``clock`` if it was made at the record's present length."""
        stored = clock.get("draw")
        if not stored or stored["ply"] != plies:
            return None
        return cls(stored["by"], stored["ply"], bool(stored["declined"]))

    def stored(self) -> dict[str, Any]:
        return {"by": self.by, "ply": self.ply, "declined": self.declined}


def words(outcome: Outcome, players: Sequence[str]) -> str:
    """The ending as the end panel and the status line say it."""
    said = WORDS.get(end_reason(outcome.reason))
    if said is not None:
        if outcome.winner is None:
            return f"The game is {said}." if said.startswith("drawn") else f"Draw ({said})."
        return f"{wins(players[outcome.winner])} {said}."
    if outcome.winner is None:
        return f"Draw: {outcome.reason}."
    return f"{wins(players[outcome.winner])}: {outcome.reason}."
