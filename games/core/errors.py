"""Error classes shared by every game.

All are narrow ``ValueError`` subclasses, so a caller can catch exactly the
problem it can handle; messages quote the offending input and the position.
"""


class GameError(ValueError):
    """Base class of every rules error."""


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
