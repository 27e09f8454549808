"""What every game shares: the protocol, errors, the registry, chance and walks."""
from games.core.errors import (
    GameError, IllegalMoveError, InvalidMoveError, InvalidPositionError, UnknownGameError,
)
from games.core.ending import DECLARED, EndReason, end_reason
from games.core.protocol import CHANCE, Game, GameInfo, Outcome
from games.core.registry import make, names, register

__all__ = ["CHANCE", "DECLARED", "EndReason", "Game", "GameError", "GameInfo", "IllegalMoveError", "InvalidMoveError",
           "InvalidPositionError", "Outcome", "UnknownGameError", "end_reason", "make", "names", "register"]
