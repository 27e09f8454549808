"""Squares of 8x8 boards shared by the chess-like games: ``a1`` = 0 ... ``h8`` = 63,
``square = rank * 8 + file``; and the FEN-style text of a board's ranks."""
from __future__ import annotations

import re
from typing import Callable, Sequence, TypeVar

from games.core.errors import GameError

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
    """``'e4'`` -> 28; raises ``GameError`` (a ``ValueError``) for anything else."""
    if len(text) != 2 or text[0] not in FILES or text[1] not in "12345678":
        raise GameError(f"not a square: {text!r}")
    return square(FILES.index(text[0]), int(text[1]) - 1)


def step(sq: int, df: int, dr: int) -> int | None:
    """The square ``df`` files and ``dr`` ranks from ``sq``, or None off the board."""
    f, r = file_of(sq) + df, rank_of(sq) + dr
    return square(f, r) if 0 <= f < 8 and 0 <= r < 8 else None


def ray(sq: int, df: int, dr: int) -> tuple[int, ...]:
    """The squares from ``sq`` (excluded) to the edge in direction ``(df, dr)``."""
    cells = []
    nxt = step(sq, df, dr)
    while nxt is not None:
        cells.append(nxt)
        nxt = step(nxt, df, dr)
    return tuple(cells)


def steps(sq: int, offsets: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """The on-board squares one ``(df, dr)`` offset away from ``sq``."""
    return tuple(t for t in (step(sq, df, dr) for df, dr in offsets) if t is not None)


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


def parse_ranks(text: str, token: re.Pattern[str], read: Callable[[re.Match[str], int], Cell],
                empty: Cell, fail: Callable[[str], Exception]) -> list[Cell]:
    """The 64 cells of ``text`` written as ``ranks_text`` writes them.

    ``token`` matches one cell, or a digit run of empty cells in its group
    ``run``; ``read(match, square)`` makes the cell of a match (and may raise).
    Any other text, a rank count other than 8, or a rank of more or fewer than
    8 cells raises ``fail(why)``.
    """
    ranks = text.split("/")
    if len(ranks) != 8:
        raise fail(f"expected 8 ranks separated by '/', got {len(ranks)}")
    board = [empty] * 64
    for row, rank_text in enumerate(ranks):
        rank, file, pos = 7 - row, 0, 0
        while pos < len(rank_text):
            match = token.match(rank_text, pos)
            if not match:
                raise fail(f"unexpected {rank_text[pos]!r} in rank {rank + 1}")
            pos = match.end()
            if match.group("run"):
                file += int(match.group("run"))
                continue
            if file < 8:
                board[square(file, rank)] = read(match, square(file, rank))
            file += 1
        if file != 8:
            raise fail(f"rank {rank + 1} has {file} squares, not 8")
    return board
