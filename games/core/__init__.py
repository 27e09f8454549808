"""What every game shares: the protocol, errors, the registry, chance and walks,
and reading the 8x8 grid's square names (``a1`` .. ``h8``).

This package and each game's package (``games.kamla``, ``games.senet``, ...) are
the public face of the rules; their modules are theirs alone (tests/core/test_boundary.py).
"""
from games.core.errors import (
    GameError, IllegalMoveError, InvalidMoveError, InvalidPositionError, InvalidRecordError,
    UnknownGameError, UnknownLanguageError, shorten,
)
from games.core.ending import DECLARED, EndReason, end_reason
from games.core.grid import parse_square
from games.core.notation import LANGUAGES, check_language
from games.core.numbers import read_number
from games.core.playout import random_game
from games.core.protocol import CHANCE, Game, GameInfo, Outcome
from games.core.registry import make, names, register

__all__ = ["CHANCE", "DECLARED", "EndReason", "Game", "GameError", "GameInfo",
           "IllegalMoveError", "InvalidMoveError", "InvalidPositionError", "InvalidRecordError",
           "LANGUAGES",
           "Outcome", "UnknownGameError", "UnknownLanguageError", "check_language",
           "end_reason", "make", "names", "parse_square", "random_game", "read_number",
           "register", "shorten"]
