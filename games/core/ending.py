"""Why a game ended: one enum for the endings shared by the games and for the
endings the players declare.

A member is a ``str`` spelled as the journal stores it, so an ``Outcome``
built with one compares, prints and serialises as its words. A game whose
goal is its own (a tafl king's escape, a Senet session's cycles) keeps its
own words beside these.
"""
from __future__ import annotations

from enum import StrEnum


class EndReason(StrEnum):
    # by the rules
    MATE = "mate"
    STALEMATE = "stalemate"
    STILLNESS = "stillness"
    REPETITION = "repetition"
    MOVE_LIMIT = "move limit"
    NO_MOVE = "no legal move"
    # declared by the players
    RESIGNATION = "resignation"
    AGREEMENT = "agreement"
    STOPPED = "stopped before the end"

    @property
    def declared(self) -> bool:
        """An ending the players chose, not one the rules gave."""
        return self in DECLARED


DECLARED = frozenset({EndReason.RESIGNATION, EndReason.AGREEMENT, EndReason.STOPPED})

FORMER_SPELLINGS = {"threefold repetition": EndReason.REPETITION,
                    "stopped": EndReason.STOPPED}
"""Reasons as older versions stored them (Tavreli's repetition, the oracle's stop)."""


def end_reason(text: str) -> str:
    """A stored reason read back: the member it names, in its former spelling
    too; a game's own words (not a member) come back as they are."""
    if text in FORMER_SPELLINGS:
        return FORMER_SPELLINGS[text]
    try:
        return EndReason(text)
    except ValueError:
        return text
