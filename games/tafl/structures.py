"""The Copenhagen and Fetlar rules that read a group of pieces rather than one
trap: the shieldwall (CH-3), the exit fort (CH-5) and encirclement (CH-6, FE-4).

Boards are as in ``engine.py``: ``board[sq]`` with ``sq = rank * n + file``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.tafl.board import ATTACKER, DEFENDER, EMPTY, KING

if TYPE_CHECKING:
    from games.tafl.engine import Engine


class Structures:
    """Shieldwall, exit fort and encirclement on the board of one ``Engine``."""

    def __init__(self, engine: Engine):
        n = engine.n
        self.engine = engine
        self.along: dict[int, tuple[tuple[int, ...], ...]] = {}
        """``along[sq]`` for an edge square that is not a corner: the two rays
        from it along its edge."""
        self.edge_squares = tuple(sorted(engine.edge))
        self.inward: dict[int, int] = {}
        """``inward[sq]``: the neighbour in front of an edge square, off the edge."""
        for sq in engine.edge - engine.geometry.corners:
            f, r = sq % n, sq // n
            if r in (0, n - 1):
                step, rays = (n if r == 0 else -n), engine.rays[sq][2:]
            else:
                step, rays = (1 if f == 0 else -1), engine.rays[sq][:2]
            self.inward[sq] = sq + step
            self.along[sq] = rays

    def shieldwall(self, board, t: int) -> list[int]:
        """CH-3: the pieces taken as shieldwalls by the piece just moved to the
        edge square ``t``: a row of two or more enemies along the edge, each
        with one of the mover's pieces in front of him, bracketed by ``t`` and
        at the other end by another of the mover's pieces or a corner. The king
        may bracket, stand in front or stand in the row; in the row he is not
        taken (CH-3). A piece on an ordinary corner (TD-13) has no square in
        front of it, so it is never in a row; one of the mover's brackets it
        (TD-17)."""
        rays = self.along.get(t)
        if rays is None:
            return []
        engine = self.engine
        attacking = board[t] == ATTACKER
        members = (DEFENDER, KING) if attacking else (ATTACKER,)
        friends = (ATTACKER,) if attacking else (DEFENDER, KING)
        inward = self.inward
        out: list[int] = []
        for ray in rays:
            row: list[int] = []
            for sq in ray:
                front = inward.get(sq)  # none on a corner (TD-17)
                if front is not None and board[sq] in members and board[front] in friends:
                    row.append(sq)
                    continue
                closed = board[sq] in friends or (sq in engine.corners and board[sq] == EMPTY)
                if closed and len(row) >= 2:
                    out.extend(x for x in row if board[x] != KING)
                break
        return out

    def exit_fort(self, board, king: int) -> bool:
        """CH-5: the king stands on the edge, can move, and the empty squares he
        reaches are walled in by defenders that can never be captured.

        The defenders that can never be captured are found by striking out,
        until none is left to strike, every defender that has, along a rank or
        a file, no side that is off the board, inside the fort or another
        defender not struck out (the hostile throne and corners never shelter).
        No shieldwall can take them either: each edge defender has one such
        side along the edge, so his row cannot be bracketed at that end."""
        engine = self.engine
        if king not in engine.edge or not engine.targets(board, king):
            return False
        neighbours = engine.neighbours
        inside, wall = {king}, set()
        todo = [king]
        while todo:
            sq = todo.pop()
            for x in neighbours[sq]:
                if x in inside or x in wall:
                    continue
                code = board[x]
                if code == EMPTY:
                    inside.add(x)
                    todo.append(x)
                elif code == DEFENDER:
                    wall.add(x)
                else:
                    return False  # an attacker touches the fort
        rays, restricted = engine.rays, engine.restricted
        standing = {sq for sq, code in enumerate(board) if code == DEFENDER}
        sheltered = (inside - restricted) | standing
        changed = True
        while changed:
            changed = False
            for sq in list(standing):
                up, down, right, left = rays[sq]
                if any(all(ray and ray[0] not in sheltered for ray in line)
                       for line in ((up, down), (right, left))):
                    standing.discard(sq)
                    sheltered.discard(sq)
                    changed = True
        return wall <= standing

    def encircled(self, board) -> bool:
        """CH-6, FE-4: no defender, the king included, can reach the board edge
        over squares free of attackers: the attackers have ringed them all.
        The king's way out is looked for first, as it nearly always exists."""
        seen: set[int] = set()
        if KING in board:
            king = board.index(KING)
            if any(ATTACKER not in [board[x] for x in ray] for ray in self.engine.rays[king]):
                return False  # a line of his to the edge holds no attacker
            if self._reaches_edge(board, king, seen):
                return False
        if any(board[sq] == DEFENDER for sq in self.edge_squares):
            return False  # one of them stands on the edge already
        return not any(code == DEFENDER and sq not in seen
                       and self._reaches_edge(board, sq, seen)
                       for sq, code in enumerate(board))

    def _reaches_edge(self, board, start: int, seen: set[int]) -> bool:
        """Whether a piece on ``start`` could reach the edge over squares free of
        attackers; marks the squares looked at in ``seen``."""
        edge, neighbours = self.engine.edge, self.engine.neighbours
        seen.add(start)
        todo = [start]
        while todo:
            sq = todo.pop()
            if sq in edge:
                return True
            for x in neighbours[sq]:
                if x not in seen and board[x] != ATTACKER:
                    seen.add(x)
                    todo.append(x)
        return False
