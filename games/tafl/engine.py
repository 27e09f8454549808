"""The one tafl engine: moves, captures and results for any ruleset's flags.

Boards are tuples (or lists) of codes, ``board[sq]`` with ``sq = rank * n +
file`` (``board.py``). Every function is pure: nothing here keeps state
between calls except the fixed tables of one ``Engine``.
"""
from __future__ import annotations

from games.tafl.board import ATTACKER, DEFENDER, EMPTY, KING, SIDE_OF, geometry
from games.tafl.rules import Config
from games.tafl.structures import Structures


class Engine:
    """Move generation and capture for one ``Config`` (ruleset + switches)."""

    def __init__(self, config: Config):
        g = geometry(config.rules.size)
        self.config = config
        self.geometry = g
        self.n = g.n
        self.throne = g.throne
        self.corners = frozenset() if config.corners_ordinary else g.corners
        """The corners with their TF-6/TF-10 role (none: TD-13's ordinary corners)."""
        self.restricted = self.corners | {g.throne}
        """TF-5, TF-10: squares only the king may stop on."""
        self.exits = g.edge if config.edge_escape else g.corners
        """TF-8, TF-11: where the king escapes (the corners; any edge square with
        the ``edge_escape`` switch)."""
        self.rays = g.rays
        self.pairs = g.pairs
        self.neighbours = g.neighbours
        self.next_to_throne = frozenset(g.neighbours[g.throne])
        self.throne_passable = config.rules.throne_passable
        self.armed = config.king_armed
        self.by_two = config.king_captured_by_two
        self.corners_hostile_to_king = config.rules.corners_hostile_to_king
        self.strong_king = config.rules.king_strength == "four"
        self.king_on_edge = config.rules.king_on_edge
        self.edge = g.edge
        self.structures = Structures(self)
        """CH-3 shieldwalls, CH-5 exit forts, CH-6 encirclement."""
        self.shieldwall = config.rules.shieldwall

    # Moves (TF-1, TF-5, TF-10, TF-12 dice) --------------------------------------

    def targets(self, board, sq: int, distance: int = 0) -> list[int]:
        """Squares the piece on ``sq`` may move to, like a rook over empty
        squares (TF-1). Only the king stops on the throne or a corner; any
        piece passes over the empty throne in Hnefatafl (TF-10), none in
        Tavlei (TF-5). ``distance`` > 0: exactly that many squares (TF-12 dice)."""
        king = board[sq] == KING
        throne, restricted, passable = self.throne, self.restricted, self.throne_passable
        out = []
        for ray in self.rays[sq]:
            steps = 0
            for t in ray:
                steps += 1
                if board[t]:
                    break
                if t == throne and not passable:
                    if king and (not distance or steps == distance):
                        out.append(t)  # TF-5: the prince stops there, never passes over
                    break
                if not king and t in restricted:
                    if t == throne and steps != distance:
                        continue  # TF-10: passes over the empty throne without stopping
                    break
                if distance:
                    if steps == distance:
                        out.append(t)
                        break
                else:
                    out.append(t)
        return out

    def moves(self, board, side: int, distance: int = 0) -> list[tuple[int, int]]:
        """Every (origin, target) of ``side``, origins in square order."""
        out: list[tuple[int, int]] = []
        for sq, code in enumerate(board):
            if code and SIDE_OF[code] == side:
                out.extend((sq, t) for t in self.targets(board, sq, distance))
        return out

    def has_move(self, board, side: int, distance: int = 0) -> bool:
        """Whether ``side`` has any move (TF-3), stopping at the first found.
        Without dice, a piece next to an empty square that is not restricted
        has one (a step there); only when no piece has such a step are the
        pieces' moves listed."""
        if not distance:
            restricted, neighbours = self.restricted, self.neighbours
            for sq, code in enumerate(board):
                if code and SIDE_OF[code] == side:
                    for t in neighbours[sq]:
                        if not board[t] and t not in restricted:
                            return True
        return any(code and SIDE_OF[code] == side and self.targets(board, sq, distance)
                   for sq, code in enumerate(board))

    # Captures (TF-2, TF-6, TF-7, TF-10, TF-11, TF-12) ------------------------------

    def captures(self, board, t: int) -> list[int]:
        """Squares captured when the piece just moved to ``t`` closes a trap;
        ``board`` already shows the move. Only the mover's neighbours are
        examined, so moving between two enemies is safe (TF-2)."""
        mover = board[t]
        if mover == KING and not self.armed:
            return []  # TF-12: the unarmed king takes no part in captures
        out = []
        corners, throne = self.corners, self.throne
        if mover == ATTACKER:
            for a, b in self.pairs[t]:
                victim = board[a]
                if victim == DEFENDER:
                    # TF-2 an attacker beyond; TF-6/TF-10 a corner (hostile to
                    # all) or the empty throne (hostile to defenders)
                    if b >= 0 and (board[b] == ATTACKER or b in corners
                                   or (b == throne and board[b] == EMPTY)):
                        out.append(a)
                elif victim == KING and self.king_taken(board, a, b):
                    out.append(a)
        else:
            armed = self.armed
            for a, b in self.pairs[t]:
                if board[a] == ATTACKER and b >= 0:
                    anvil = board[b]
                    # TF-2 a defender (or the armed king) beyond; TF-6/TF-10 a
                    # corner, or the throne, which is always hostile to attackers
                    if anvil == DEFENDER or (anvil == KING and armed) \
                            or b == throne or b in corners:
                        out.append(a)
        if self.shieldwall and t in self.edge:
            out.extend(sq for sq in self.structures.shieldwall(board, t) if sq not in out)
        return out

    def king_taken(self, board, k: int, beyond: int) -> bool:
        """Whether the king on ``k`` is captured by the attacker that just moved
        next to him; ``beyond`` is the square past the king from the mover (-1
        off the board).

        TF-7, TF-11: on the throne all four neighbours must be attackers; next
        to the throne the three others; elsewhere, like any piece, the square
        beyond must hold an attacker or be hostile to him (the corners in
        Hnefatafl, TF-10; never the exits in Tavlei, TF-6). TF-12 "captured by
        two": like any defender everywhere, the empty throne hostile to him.
        CH-4, FE-3 (the strong king): four attackers everywhere, never on the
        edge - in Fetlar unless he is the last defender, surrounded.
        """
        if not self.by_two:
            if k in self.edge and self.king_on_edge != "yes":
                return self.king_on_edge == "last" and DEFENDER not in board \
                    and all(board[x] == ATTACKER for x in self.neighbours[k])
            if self.strong_king and k not in self.next_to_throne:
                return all(board[x] == ATTACKER for x in self.neighbours[k])
            if k == self.throne:
                return all(board[x] == ATTACKER for x in self.neighbours[k])
            if k in self.next_to_throne:
                return all(board[x] == ATTACKER for x in self.neighbours[k] if x != self.throne)
        if beyond < 0:
            return False
        anvil = board[beyond]
        if anvil == ATTACKER:
            return True
        if anvil != EMPTY:
            return False
        if beyond == self.throne:
            return True  # only reached "captured by two": the empty throne
        return beyond in self.corners and self.corners_hostile_to_king

    # Whole moves -------------------------------------------------------------------

    def play(self, board: list[int], origin: int, target: int) -> list[int]:
        """Make the move on the mutable ``board``; return the captured squares."""
        board[target] = board[origin]
        board[origin] = EMPTY
        taken = self.captures(board, target)
        for sq in taken:
            board[sq] = EMPTY
        return taken

    def king_square(self, board) -> int:
        """Square of the king, or -1 once he is captured."""
        try:
            return board.index(KING)
        except ValueError:
            return -1
