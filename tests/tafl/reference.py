"""A second, deliberately naive reading of the spec's move and capture rules
(TF-1, TF-2, TF-5..TF-7, TF-10..TF-12), written apart from games/tafl/engine.py
and sharing no code with it: the tests compare the two move for move.

Squares are (file, rank) pairs from (0, 0) = a1; pieces ``a`` attacker, ``d``
defender, ``k`` king.
"""
from __future__ import annotations

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def cells_from_board(board, n: int) -> dict[tuple[int, int], str]:
    return {(i % n, i // n): "?adk"[code] for i, code in enumerate(board) if code}


def side_of(piece: str) -> str:
    return "a" if piece == "a" else "d"


class Reference:
    def __init__(self, n: int, tavlei: bool, by_two: bool = False, armed: bool = True,
                 distance: int = 0):
        self.n, self.tavlei, self.by_two, self.armed, self.distance = \
            n, tavlei, by_two, armed, distance
        self.throne = (n // 2, n // 2)
        self.corners = {(0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1)}

    def on_board(self, sq) -> bool:
        return 0 <= sq[0] < self.n and 0 <= sq[1] < self.n

    def moves(self, cells: dict, side: str) -> set[tuple]:
        """{(origin, target, frozenset(captured))} for ``side`` ("a" or "d")."""
        out = set()
        for origin, piece in cells.items():
            if side_of(piece) != side:
                continue
            for df, dr in STEPS:
                k = 1
                while True:
                    sq = (origin[0] + df * k, origin[1] + dr * k)
                    if not self.on_board(sq) or sq in cells:
                        break
                    special = sq == self.throne or sq in self.corners
                    may_stop = piece == "k" or not special
                    may_pass = not self.tavlei if sq == self.throne else may_stop
                    if may_stop and (self.distance in (0, k)):
                        after = dict(cells)
                        del after[origin]
                        after[sq] = piece
                        out.add((origin, sq, frozenset(self.captured(after, sq))))
                    if not may_pass or (self.distance and k >= self.distance):
                        break
                    k += 1
        return out

    def hostile(self, sq, victim: str, cells: dict) -> bool:
        if sq in self.corners:
            return not (victim == "k" and self.tavlei)  # TF-6: not to the prince
        if sq == self.throne:
            return victim == "a" or sq not in cells  # TF-6, TF-10
        return False

    def helps(self, sq, side: str, cells: dict) -> bool:
        piece = cells.get(sq)
        if piece is None:
            return False
        if piece == "k":
            return side == "d" and self.armed
        return side_of(piece) == side

    def captured(self, cells: dict, at) -> list:
        mover = cells[at]
        side = side_of(mover)
        if mover == "k" and not self.armed:
            return []
        out = []
        for df, dr in STEPS:
            victim_sq = (at[0] + df, at[1] + dr)
            far = (at[0] + 2 * df, at[1] + 2 * dr)
            victim = cells.get(victim_sq)
            if victim is None or side_of(victim) == side:
                continue
            near_throne = victim_sq == self.throne or (
                abs(victim_sq[0] - self.throne[0]) + abs(victim_sq[1] - self.throne[1]) == 1)
            if victim == "k" and not self.by_two and near_throne:
                around = [(victim_sq[0] + x, victim_sq[1] + y) for x, y in STEPS]
                if all(cells.get(s) == "a" for s in around if s != self.throne):
                    out.append(victim_sq)
                continue
            if self.on_board(far) and (self.helps(far, side, cells)
                                       or self.hostile(far, victim, cells)):
                out.append(victim_sq)
        return out
