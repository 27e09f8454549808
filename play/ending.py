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

import i18n
from games.core import EndReason, Outcome, end_reason
from play import names
from i18n import N_

WON: dict[str, str] = {EndReason.MATE: N_("{wins} by mate."),
                       EndReason.RESIGNATION: N_("{wins} by resignation.")}
DRAWN: dict[str, str] = {
         EndReason.STILLNESS: N_("The game is drawn: no move left (stillness)."),
         EndReason.REPETITION: N_("The game is drawn: the same position a third time."),
         EndReason.MOVE_LIMIT: N_("The game is drawn: the move limit is reached."),
         EndReason.AGREEMENT: N_("The game is drawn by agreement.")}
"""How the end panel says the common endings, won and drawn; other reasons are
said after the winner (``play.names.reason``)."""


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


def words(outcome: Outcome, players: Sequence[str], lang: str = "en", ruleset: str = "") -> str:
    """The ending as the end panel and the status line say it, in ``lang``
    (``ruleset``: the game's, which may name its pieces its own way)."""
    catalog = i18n.translations(lang)
    reason = end_reason(outcome.reason)
    if outcome.winner is None:
        if reason in DRAWN:
            return catalog.gettext(DRAWN[reason])
        return catalog.gettext("Draw: {reason}.").format(
            reason=names.reason(reason, lang, ruleset))
    wins = names.wins(players[outcome.winner], lang)
    if reason in WON:
        return catalog.gettext(WON[reason]).format(wins=wins)
    return catalog.gettext("{wins}: {reason}.").format(
        wins=wins, reason=names.reason(reason, lang, ruleset))
