"""Squares of 8x8 boards shared by the chess-like games: ``a1`` = 0 ... ``h8`` = 63,
``square = rank * 8 + file``; and the FEN-style text of a board's ranks."""
from __future__ import annotations

from typing import Callable, Sequence, TypeVar

FILES = "abcdefgh"
Cell = TypeVar("Cell")


def square(file: int, rank: int) -> int:
    return rank * 8 + file


def file_of(sq: int) -> int:
    return sq & 7


def rank_of(sq: int) -> int:
    return sq >> 3


def name(sq: int) -> str:
    return FILES[sq & 7] + str((sq >> 3) + 1)


def parse_square(text: str) -> int:
    """``'e4'`` -> 28; raises ``ValueError`` for anything else."""
    if len(text) != 2 or text[0] not in FILES or text[1] not in "12345678":
        raise ValueError(f"not a square: {text!r}")
    return square(FILES.index(text[0]), int(text[1]) - 1)


def ranks_text(board: Sequence[Cell], write: Callable[[Cell], str]) -> str:
    """Ranks 8 to 1 separated by ``/``, digits for runs of empty (falsy) cells."""
    rows = []
    for rank in range(7, -1, -1):
        out, empty = [], 0
        for file in range(8):
            cell = board[square(file, rank)]
            if not cell:
                empty += 1
                continue
            if empty:
                out.append(str(empty))
                empty = 0
            out.append(write(cell))
        if empty:
            out.append(str(empty))
        rows.append("".join(out))
    return "/".join(rows)
