"""The languages move text is shown in.

The record a game keeps is always its canonical notation (``format_move``);
a language only changes how a move is shown (``Game.move_text``): Kamla's and
Tavreli's piece letters in Russian. Every parser reads both.
"""
from __future__ import annotations

from games.core.errors import UnknownLanguageError, excerpt

LANGUAGES = ("en", "ru")
"""Languages a move can be shown in; ``en`` is the canonical notation."""


def check_language(lang: object) -> str:
    """``lang`` itself if it is one of ``LANGUAGES``; else UnknownLanguageError."""
    if lang not in LANGUAGES:
        raise UnknownLanguageError(
            f"unknown language {excerpt(str(lang))}: expected one of {', '.join(LANGUAGES)}")
    return str(lang)
