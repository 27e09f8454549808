"""A Senet game thrown with the person's own sticks (D-7): each score is read
from real sticks and entered, for every side, the computer's too. Pure Python:
the page only draws the five scores and says what was refused."""
from __future__ import annotations

from typing import Any

import i18n
from games.core import CHANCE
from play.in_play import InPlay

SCORES = (1, 2, 3, 4, 5)


class ThrowError(ValueError):
    """A score that cannot be entered now; nothing was changed."""


def own_sticks(session: InPlay) -> bool:
    """Does the person throw their own sticks in this game (D-7)?"""
    return session.options.get("sticks") == "own"


def throw_due(session: InPlay) -> bool:
    """Is a throw of the sticks (any side's) due now?"""
    return not session.over and session.game.to_move(session.state) == CHANCE


def enter_throw(session: InPlay, score: Any, lang: str = "en") -> None:
    """Play the score the person's sticks showed, as a throw (D-7).

    :raises ThrowError: not a score of four sticks, or no throw is due; nothing
        changed (said in ``lang``).
    """
    words = i18n.translations(lang)
    if not isinstance(score, int) or isinstance(score, bool) or score not in SCORES:
        raise ThrowError(words.gettext("four sticks score 1, 2, 3, 4 or 5, not {score}").format(
            score=repr(score)))
    if not throw_due(session):
        raise ThrowError(words.gettext(
            "no throw is due now, so the score {score} was not entered").format(score=repr(score)))
    session.play_move(session.game.parse_move(session.state, f"[{score}]"))


def setting_words(options: dict[str, Any], lang: str = "en") -> list[str]:
    """How a Senet game was set, in words (in ``lang``) for its journal entry:
    thrown with the person's own sticks (D-7), opened with Bell (D-8)."""
    words = i18n.translations(lang)
    return ((([words.gettext("thrown with your own sticks")] if options.get("sticks") == "own"
              else []))
            + ([words.gettext("opened with Bell, the way back")]
               if options.get("opening") == "bell" else []))
