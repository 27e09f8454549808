"""Tafl's computer player (Tavlei, Hnefatafl 9x9 and 11x11, with their
switches): the shared alpha-beta (``search.AlphaBeta``) with tafl knowledge.
The dice variants have chance nodes and go to the generic player instead.

Evaluation, for the defenders (negated for the attackers):

- material: a defender is worth 1.8 attackers (8 or 12 against 16 or 24);
- the king's roads out: each exit he could reach in one move is nearly a won
  game, each exit he could reach in two moves (over the squares his rook move
  reaches first) is a strong threat; his freedom (squares he can move to);
- his danger: each attacker next to him, more when an attacker also stands
  across (a custodial pair is close), less on and next to the throne where
  he needs to be surrounded;
- the attackers' guards on the squares next to the exits (corners).

Captures (found by playing the move on a scratch board) are searched first
and followed by the quiescence search; king moves come next.
"""
from __future__ import annotations

from games.ai.search import Knowledge, Settings, alphabeta_player, static_scorer
from games.core.protocol import Game

LEVELS = {
    "gentle": Settings(depth=1, nodes=300, quiescence=1, noise=60, blunder=0.1),
    "steady": Settings(depth=2, nodes=1_500, quiescence=2),
    "strong": Settings(depth=3, nodes=5_000, quiescence=2),
}

ATTACKER_VALUE, DEFENDER_VALUE = 100, 180
ESCAPE_NOW, ESCAPE_NEXT = 900, 120
KING_FREEDOM = 4
KING_PRESSURE, KING_PINCER = 35, 60
CORNER_GUARD = 25


def _knowledge(game: Game) -> Knowledge:
    from games.tafl.board import ATTACKER, DEFENDER, KING

    engine = game.engine
    rays, exits, throne = engine.rays, engine.exits, engine.throne
    neighbours, pairs = engine.neighbours, engine.pairs
    near_throne = engine.next_to_throne
    guards = frozenset(q for corner in engine.corners for q in neighbours[corner])

    def king_score(board, k: int) -> int:
        now = later = free = 0
        for ray in rays[k]:
            for t in ray:
                if board[t]:
                    break
                free += 1
                if t in exits:
                    now += 1
                    break
                for ray2 in rays[t]:
                    for u in ray2:
                        if board[u] and u != k:
                            break
                        if u in exits:
                            later += 1
                            break
        score = ESCAPE_NOW * now + ESCAPE_NEXT * min(later, 4) + KING_FREEDOM * free
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
        attackers = defenders = guard = 0
        king = -1
        for sq, code in enumerate(board):
            if code == ATTACKER:
                attackers += 1
                if sq in guards:
                    guard += 1
            elif code == DEFENDER:
                defenders += 1
            elif code == KING:
                king = sq
        score = DEFENDER_VALUE * defenders - ATTACKER_VALUE * attackers - CORNER_GUARD * guard
        if king >= 0:
            score += king_score(board, king)
        return score if side == 1 else -score

    scratch: dict[str, object] = {"board": None, "cells": [], "counts": {}}
    """The last board asked about, as a list to play moves on and put back, and
    its capture counts: ``order`` and ``noisy`` ask for every move of one board
    in a row, so the board is copied and hashed once, not once a move."""

    def taken(state, move) -> int:
        board = state.board
        if scratch["board"] is not board:
            scratch["board"], scratch["cells"], scratch["counts"] = board, list(board), {}
        counts = scratch["counts"]
        found = counts.get(move)
        if found is None:
            cells = scratch["cells"]
            origin, target = move.origin, move.target
            cells[target], cells[origin] = cells[origin], 0
            found = counts[move] = len(engine.captures(cells, target))
            cells[origin], cells[target] = cells[target], 0
        return found

    def order(state, move) -> int:
        if move.origin < 0:
            return 0
        captured = taken(state, move)
        if captured:
            return 10 + captured
        return 2 if state.board[move.origin] == KING else 0

    def noisy(state, move) -> bool:
        return move.origin >= 0 and taken(state, move) > 0

    def key(state):
        return (state.board, state.turn)

    return Knowledge(evaluate=evaluate, order=order, noisy=noisy, key=key, draw_key=key)


def supports(game: Game) -> bool:
    return game.info.family == "tafl" and not game.info.has_chance  # the dice: generic


think = alphabeta_player(LEVELS, _knowledge)
scorer = static_scorer(_knowledge)
