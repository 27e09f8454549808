"""Error classes shared by every game.

All are narrow ``ValueError`` subclasses, so a caller can catch exactly the
problem it can handle; messages quote the offending input and the position.
A message stays short whatever the input: a quoted text of thousands of
characters keeps its start and its end (issue 27).
"""

MESSAGE_LIMIT = 400
"""Characters of a message at most; a longer one loses its middle."""


def shorten(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` itself, or its start and end with the count of what was left out."""
    if len(text) <= limit:
        return text
    keep = max(limit - 40, 20) // 2
    return f"{text[:keep]}…[{len(text) - 2 * keep:,} characters left out]…{text[len(text) - keep:]}"


def excerpt(text: str, limit: int = 60) -> str:
    """``repr(text)``, shortened to about ``limit`` characters."""
    return shorten(repr(text), limit)


class GameError(ValueError):
    """Base class of every rules error. ``reason`` names why, for an interface
    that says it in another language (issue 29), with the ``facts`` it needs
    (a square, a count); the message stays the one English sentence."""

    def __init__(self, message: object = "", reason: str = "", **facts: object) -> None:
        super().__init__(shorten(str(message)))
        self.reason, self.facts = reason, facts


class InvalidMoveError(GameError):
    """Move text is not syntactically valid notation."""


class IllegalMoveError(GameError):
    """Move text is valid notation but not a legal move in the position."""


class InvalidPositionError(GameError):
    """A position string cannot be read, or describes an impossible position."""


class UnknownGameError(GameError):
    """No game or ruleset is registered under the requested name."""


class InvalidRecordError(GameError):
    """A game record (tags and moves) cannot be read."""


class UnknownLanguageError(GameError):
    """No notation is written in the requested language."""
