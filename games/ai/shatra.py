"""Altai Shatra's computer player: the shared alpha-beta (``search.AlphaBeta``)
with Shatra's knowledge.

Captures are compulsory and chain into series, so the quiescence search
follows every capture (``noisy``) and captures are ordered by how many pieces
they take (the biy first). Evaluation (for the side to move):

- material: a shatra on the field 100, a reserve shatra in the fortress 70
  (it can only come out by a drop), a batyr 480; the biy is the game;
- shatras' advance toward the promotion row, more in the enemy half;
- the biy's safety: each enemy piece next to it that has an empty square
  behind the biy to leap to is a threat; each own piece next to it is cover.
"""
from __future__ import annotations

from games.ai.search import Knowledge, Settings, alphabeta_player, static_scorer
from games.core.protocol import Game

LEVELS = {
    "gentle": Settings(depth=1, nodes=300, quiescence=2, noise=60, blunder=0.1),
    "steady": Settings(depth=2, nodes=1_500, quiescence=4),
    "strong": Settings(depth=4, nodes=5_000, quiescence=6),
}

SHATRA_VALUE, RESERVE_VALUE, BATYR_VALUE = 100, 70, 480
ADVANCE = 4
BIY_THREAT, BIY_COVER = 60, 12


def _knowledge(game: Game) -> Knowledge:
    from games.shatra.board import (
        BATYR, BIY, COORD, FORTRESS, NEIGHBOR, SHATRA, SQUARES,
    )
    from games.shatra.movegen import CAPTURE, HALT

    rows = [COORD[sq][0] if sq else 0 for sq in range(len(COORD))]
    last_row = max(rows)
    in_fortress = [[sq in FORTRESS[side] for sq in range(len(COORD))] for side in (0, 1)]
    opposite = [7 - d for d in range(8)]  # DIRECTIONS[7 - d] is -DIRECTIONS[d]

    def side_score(b, side: int) -> int:
        score = 0
        biy = 0
        for sq in SQUARES:
            p = b[sq]
            if not p or p >> 2 != side:
                continue
            kind = p & 3
            if kind == SHATRA:
                if in_fortress[side][sq]:
                    score += RESERVE_VALUE
                else:
                    advance = last_row - rows[sq] if side == 0 else rows[sq]
                    score += SHATRA_VALUE + ADVANCE * advance
            elif kind == BATYR:
                score += BATYR_VALUE
            elif kind == BIY:
                biy = sq
        if biy:
            near = NEIGHBOR[biy]
            for d in range(8):
                q = near[d]
                if not q:
                    continue
                p = b[q]
                if not p:
                    continue
                if p >> 2 == side:
                    score += BIY_COVER
                else:
                    behind = near[opposite[d]]
                    if behind and not b[behind]:
                        score -= BIY_THREAT
        return score

    def evaluate(state, side: int) -> int:
        b = state.board
        return side_score(b, side) - side_score(b, 1 - side)

    def noisy(state, move) -> bool:
        return move.kind in (CAPTURE, HALT)

    def order(state, move) -> int:
        if move.captured:
            b = state.board
            return 10 * len(move.captured) + sum(
                50 if b[sq] & 3 == BIY else (4 if b[sq] & 3 == BATYR else 1)
                for sq in move.captured)
        return 0

    def key(state):
        return state.key  # the game's own repetition key: board, side to move, locks

    def history(state):
        return state.history

    return Knowledge(evaluate=evaluate, order=order, noisy=noisy, key=key, draw_key=key,
                     history=history)


def supports(game: Game) -> bool:
    return game.info.family == "shatra"


think = alphabeta_player(LEVELS, _knowledge)
scorer = static_scorer(_knowledge)

