"""Tafl's computer player (Tavlei, Hnefatafl 9x9 and 11x11, with their
switches): the shared alpha-beta (``search.AlphaBeta``) with tafl knowledge.
The dice variants have chance nodes and go to the generic player instead.

Evaluation, for the defenders (negated for the attackers), aware of the side
to move, since a road is a threat for one side and a win for the other:

- material: a defender is worth 1.8 attackers (8 or 12 against 16 or 24);
- the king's roads out (exits he reaches in one rook move): with the
  defenders to move one road is a won game, with the attackers to move two
  are (one move closes only one road), and so is one to an exit next to him
  (no square to close it), one is a tempo they must spend;
- his forks: a square he reaches in one move with two roads from it wins with
  the defenders to move, and so do fork squares in two of his directions with
  the attackers to move; the roads from the squares he reaches are threats,
  and his freedom (squares he can move to) counts a little;
- his danger: each attacker next to him, more when an attacker also stands
  across (a custodial pair is close), less on and next to the throne where
  he needs to be surrounded;
- corner seals (corner escape only): the attackers on the three squares that
  close a corner's triangle (a3, b2, c1 for a1), more for a corner closed
  whole. A guard next to a corner (a2) is left out: the corner is hostile,
  so it is easy prey, while a seal piece is not.

Captures (found by playing the move on a scratch board) are searched first
and followed by the quiescence search; king moves come next.
"""
from __future__ import annotations

import random
from typing import Any, Iterator, Sequence

from games.ai.search import Knowledge, Progress, Settings, alphabeta_player, static_scorer
from games.core.protocol import Game
from games.tafl.game import Tafl

LEVELS = {
    "gentle": Settings(depth=1, nodes=300, quiescence=1, noise=60, blunder=0.1),
    "steady": Settings(depth=2, nodes=1_500, quiescence=2),
    "strong": Settings(depth=3, nodes=5_000, quiescence=2),
}
"""On 9x9, where depth 3 over the 40-80 moves of a position fits in 5,000 nodes."""
LEVELS_11 = {**LEVELS, "strong": Settings(depth=3, nodes=16_000, quiescence=2, wide=30)}
"""On 11x11 a position has 130-170 moves and depth 3 over all of them needs
19,000-37,000 nodes (1-2 s): strong searches its 30 best moves of depth 2 a ply
deeper (4,000-7,000 nodes)."""

ATTACKER_VALUE, DEFENDER_VALUE = 100, 180
ESCAPE_WON = 50_000
"""The defenders to move with a road, or the attackers to move facing two."""
REPEATED = 20_000
"""A position repeated in Copenhagen, where perpetual repetition loses for the
defenders (CH-7): nearly lost for them, so that they make progress instead."""
FORK = 3_000
"""The defenders to move with a fork: not sure (the king may be taken on the way)."""
ROAD_TEMPO, FORK_THREAT, ESCAPE_NEXT = 250, 150, 40
KING_FREEDOM = 4
KING_PRESSURE, KING_PINCER = 35, 60
SEAL, SEAL_CLOSED = 30, 60


def seals(geometry, corners) -> tuple[tuple[int, int, int], ...]:
    """For each corner, the three squares that close its triangle: a3, b2, c1
    for a1 (two steps along each edge and one diagonal step)."""
    n, out = geometry.n, []
    for corner in sorted(corners):
        f, r = corner % n, corner // n
        df, dr = (1 if f == 0 else -1), (1 if r == 0 else -1)
        out.append((geometry.square(f + 2 * df, r), geometry.square(f + df, r + dr),
                    geometry.square(f, r + 2 * dr)))
    return tuple(out)


def _knowledge(game: Game) -> Knowledge:
    assert isinstance(game, Tafl)  # supports() lets only tafl games here
    from games.tafl.board import ATTACKER, ATTACKERS, DEFENDER, DEFENDERS, KING, SIDE_OF
    from games.tafl.game import TaflMove

    engine = game.engine
    rays, exits, throne = engine.rays, engine.exits, engine.throne
    pairs = engine.pairs
    near_throne = engine.next_to_throne
    corner_seals = () if engine.config.edge_escape else seals(engine.geometry, engine.corners)

    def king_score(board, k: int, defenders_to_move: bool) -> int:
        roads = later = fork = fork_rays = free = 0
        for ray in rays[k]:
            ray_fork = False
            for t in ray:
                if board[t]:
                    break
                free += 1
                if t in exits:
                    roads += 2 if t == ray[0] else 1  # next to him: nothing can close it
                    break
                from_t = 0
                for ray2 in rays[t]:
                    for u in ray2:
                        if board[u] and u != k:
                            break
                        if u in exits:
                            from_t += 2 if u == ray2[0] else 1
                            break
                later += from_t
                fork = max(fork, from_t)
                ray_fork = ray_fork or from_t >= 2
            fork_rays += ray_fork
        if defenders_to_move:
            if roads:
                return ESCAPE_WON
            if fork >= 2:
                return FORK
        elif roads >= 2:
            return ESCAPE_WON
        elif not roads and fork_rays >= 2:
            return FORK  # one move closes the way to one fork square only
        score = ROAD_TEMPO * roads + (FORK_THREAT if fork >= 2 else 0) \
            + ESCAPE_NEXT * min(later, 4) + KING_FREEDOM * free
        pressure = 0
        for a, b in pairs[k]:
            if board[a] == ATTACKER:
                pressure += KING_PRESSURE
                if b >= 0 and board[b] == ATTACKER:
                    pressure += KING_PINCER
        if k == throne or k in near_throne:
            pressure //= 2
        return score - pressure

    def evaluate(state, side: int) -> int:
        board = state.board
        score = DEFENDER_VALUE * board.count(DEFENDER) - ATTACKER_VALUE * board.count(ATTACKER)
        for seal in corner_seals:
            held = (board[seal[0]] == ATTACKER) + (board[seal[1]] == ATTACKER) \
                + (board[seal[2]] == ATTACKER)
            score -= SEAL * held + (SEAL_CLOSED if held == 3 else 0)
        if KING in board:
            score += king_score(board, board.index(KING), state.turn == DEFENDERS)
        return score if side == DEFENDERS else -score

    neighbours, edge, restricted = engine.neighbours, engine.edge, engine.restricted
    per_move_edge = engine.shieldwall
    """CH-3: a shieldwall's front may be the piece that moves, so a move to
    the edge is played out whole; elsewhere the origin plays no part in a
    capture (the squares passed over are empty), so the target decides."""
    scratch: dict[str, Any] = {"board": None, "cells": [], "at": {}, "counts": {}}
    """The last board asked about, as a list to try moves on and put back, the
    captures of a piece of either side landing on a target, and of single moves:
    ``order`` and ``noisy`` ask for every move of one board in a row, so the
    board is copied and read once, not once a move."""

    def taken(state, move) -> int:
        board = state.board
        if scratch["board"] is not board:
            scratch.update(board=board, cells=list(board), at={}, counts={})
        origin, target = move.origin, move.target
        mover = board[origin]
        if mover == KING and not engine.armed:
            return 0
        if per_move_edge and target in edge:
            found = scratch["counts"].get(move)
            if found is None:
                cells = scratch["cells"]
                cells[target], cells[origin] = mover, 0
                found = scratch["counts"][move] = len(engine.captures(cells, target))
                cells[origin], cells[target] = mover, 0
            return found
        at = scratch["at"]
        key = target if mover == ATTACKER else -1 - target
        found = at.get(key)
        if found is None:
            # Every capture takes a piece next to the target: none there, none taken.
            if mover == ATTACKER:
                near = any(board[a] >= DEFENDER for a in neighbours[target])
            else:
                near = ATTACKER in [board[a] for a in neighbours[target]]
            found = 0
            if near:
                cells = scratch["cells"]
                cells[target] = mover
                found = len(engine.captures(cells, target))
                cells[target] = 0
            at[key] = found
        return found

    def noisy_moves(state) -> list[TaflMove]:
        """The side to move's captures: from the empty squares next to an
        enemy, back along each line to the first piece, if it is the mover's."""
        board, side = state.board, state.turn
        enemies = (DEFENDER, KING) if side == ATTACKERS else (ATTACKER,)
        near = sorted({x for sq, code in enumerate(board) if code in enemies
                       for x in neighbours[sq] if not board[x]})
        out = []
        for target in near:
            for ray in rays[target]:
                # Over empty squares none restricted, any piece may go; else ask.
                clear = target not in restricted
                for origin in ray:
                    code = board[origin]
                    if code:
                        if SIDE_OF[code] == side and (
                                clear or target in engine.targets(board, origin)):
                            move = TaflMove(origin, target)
                            if taken(state, move):
                                out.append(move)
                        break
                    clear = clear and origin not in restricted
        return out

    def order(state, move) -> int:
        if move.origin < 0:
            return 0
        captured = taken(state, move)
        if captured:
            return 10 + captured
        if state.board[move.origin] != KING:
            return 0
        return 100 if move.target in exits else 2

    def noisy(state, move) -> bool:
        return move.origin >= 0 and taken(state, move) > 0

    def key(state):
        return (state.board, state.turn)

    def moves(state) -> list[TaflMove]:
        return [TaflMove(o, t) for o, t in engine.moves(state.board, state.turn)]

    def repeated(side: int) -> int:
        return -REPEATED if side == DEFENDERS else REPEATED

    loses = engine.config.rules.repetition == "defenders lose"
    return Knowledge(evaluate=evaluate, order=order, noisy=noisy, key=key, draw_key=key,
                     moves=moves, noisy_moves=noisy_moves, repeated=repeated if loses else None)


def supports(game: Game) -> bool:
    return game.info.family == "tafl" and not game.info.has_chance  # the dice: generic


_THINK = {9: alphabeta_player(LEVELS, _knowledge), 11: alphabeta_player(LEVELS_11, _knowledge)}


def think(game: Game, view: Any, player: int, level: str, rng: random.Random,
          time_limit: float | None, earlier: Sequence[Any] = ()) -> Iterator[Progress]:
    """The level's search, with the settings of the board's size."""
    assert isinstance(game, Tafl)
    return _THINK[game.rules.size](game, view, player, level, rng, time_limit, earlier)


scorer = static_scorer(_knowledge)
