"""Tafl board geometry (TF-1, TF-4, TF-9): squares, names, the throne and the
corners, the rook rays and the capture pairs, and the two start layouts.

Squares are ``rank * n + file`` on an n x n board (a1 = 0, the top right
corner is n*n - 1); files are letters ``a``.., ranks numbers ``1``..n, so
``k11`` is the top right corner of 11x11. Everything is derived from the size
once, when a size is first asked for; nothing is typed in by hand except the
start layouts of the spec (TF-4, TF-9).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from games.core.errors import GameError

EMPTY, ATTACKER, DEFENDER, KING = 0, 1, 2, 3
"""Board codes. The king belongs to the defenders (side 1)."""
ATTACKERS, DEFENDERS = 0, 1
"""Player indices: the attackers move first (TF-1)."""
SIDE_NAMES = ("Attackers", "Defenders")
SIDE_OF = (-1, ATTACKERS, DEFENDERS, DEFENDERS)
"""``SIDE_OF[code]``: the side a board code belongs to (-1 for an empty square)."""
FILES = "abcdefghijklmnopqrstuvwxyz"
SIZES = (9, 11)
DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0))
"""Up, down, right, left as (file step, rank step); the order moves are listed in."""


@dataclass(frozen=True)
class Geometry:
    """Everything fixed about an n x n tafl board."""

    n: int
    throne: int
    corners: frozenset[int]
    rays: tuple[tuple[tuple[int, ...], ...], ...]
    """``rays[sq]``: for each direction, the squares from ``sq`` to the edge."""
    pairs: tuple[tuple[tuple[int, int], ...], ...]
    """``pairs[sq]``: for each direction with a neighbour, (neighbour, square
    beyond the neighbour or -1 off the board) - what a custodial capture reads."""
    neighbours: tuple[tuple[int, ...], ...]
    """``neighbours[sq]``: the orthogonal neighbours of ``sq`` on the board."""
    edge: frozenset[int]

    @property
    def squares(self) -> range:
        return range(self.n * self.n)

    def square(self, file: int, rank: int) -> int:
        return rank * self.n + file

    def name(self, sq: int) -> str:
        return FILES[sq % self.n] + str(sq // self.n + 1)

    def parse_square(self, text: str) -> int:
        """``'e5'`` -> 40 on 9x9; raises ``GameError`` (a ``ValueError``) for anything else."""
        digits = text[1:]
        if not 2 <= len(text) <= 3 or text[0] not in FILES[: self.n] \
                or not (digits.isascii() and digits.isdigit()) or text[1] == "0":
            raise GameError(f"not a square of the {self.n}x{self.n} board: {text!r}")
        rank = int(digits)
        if not 1 <= rank <= self.n:
            raise GameError(f"not a square of the {self.n}x{self.n} board: {text!r}")
        return self.square(FILES.index(text[0]), rank - 1)


@cache
def geometry(n: int) -> Geometry:
    """The geometry of the n x n board (odd n, so that there is a central throne)."""
    if n < 5 or n % 2 == 0 or n > len(FILES):
        raise ValueError(f"a tafl board is odd-sized, 5 to {len(FILES)}, not {n!r}")

    def on(f: int, r: int) -> bool:
        return 0 <= f < n and 0 <= r < n

    rays, pairs, neighbours = [], [], []
    for sq in range(n * n):
        f, r = sq % n, sq // n
        sq_rays, sq_pairs, sq_neighbours = [], [], []
        for df, dr in DIRECTIONS:
            ray = []
            x, y = f + df, r + dr
            while on(x, y):
                ray.append(y * n + x)
                x, y = x + df, y + dr
            sq_rays.append(tuple(ray))
            if ray:
                sq_pairs.append((ray[0], ray[1] if len(ray) > 1 else -1))
                sq_neighbours.append(ray[0])
        rays.append(tuple(sq_rays))
        pairs.append(tuple(sq_pairs))
        neighbours.append(tuple(sq_neighbours))
    centre = n // 2
    corners = frozenset((0, n - 1, n * (n - 1), n * n - 1))
    edge = frozenset(sq for sq in range(n * n)
                     if sq % n in (0, n - 1) or sq // n in (0, n - 1))
    return Geometry(n, centre * n + centre, corners, tuple(rays), tuple(pairs),
                    tuple(neighbours), edge)


# Start layouts, as the spec lists them -------------------------------------------

LAYOUTS = {
    9: {  # TF-4 (Tablut; Tavlei and Hnefatafl 9x9, TF-9)
        ATTACKER: "d1 e1 f1 e2 a4 a5 a6 b5 i4 i5 i6 h5 d9 e9 f9 e8",
        DEFENDER: "c5 d5 f5 g5 e3 e4 e6 e7",
        KING: "e5",
    },
    11: {  # TF-9 (the Fetlar/Copenhagen diamond, research notes A1)
        ATTACKER: "d1 e1 f1 g1 h1 f2 a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6 "
                  "d11 e11 f11 g11 h11 f10",
        DEFENDER: "f4 e5 f5 g5 d6 e6 g6 h6 e7 f7 g7 f8",
        KING: "f6",
    },
}


def start_board(n: int) -> tuple[int, ...]:
    """The start board of the n x n layout (TF-4, TF-9)."""
    g = geometry(n)
    board = [EMPTY] * (n * n)
    for code, squares in LAYOUTS[n].items():
        for text in squares.split():
            board[g.parse_square(text)] = code
    return tuple(board)
