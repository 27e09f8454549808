"""Tavreli's computer player: the shared alpha-beta (``search.AlphaBeta``) with
tower-chess knowledge.

Nothing leaves the board: a piece landed on is buried under the lander, so
the evaluation counts each piece by where it stands (for its owner, for the
side to move's point of view negated for the other):

- on top of a tower: its full value (knyaz 900, ratoborets 500, luchnik 330,
  vsadnik 320, ratnik 100, helgi 1150; the volkhv is the game);
- buried under a piece of its own side: 80 % (carried along, freed later);
- buried under an enemy: 20 % (a prisoner until the tower is split or left);
- ratniks' advance, and a small centre bonus for the minor pieces.

Captures (landing on an enemy tower) are ordered by the worth of the tower
taken and followed by the quiescence search; mates come from the search.
"""
from __future__ import annotations

from games.ai.search import Knowledge, Settings, alphabeta_player, static_scorer
from games.core.protocol import Game

LEVELS = {
    "gentle": Settings(depth=1, nodes=200, quiescence=2, noise=60, blunder=0.1),
    "steady": Settings(depth=2, nodes=800, quiescence=2),
    "strong": Settings(depth=3, nodes=3_000, quiescence=3),
}
OWN_BURIED, PRISONER = 0.8, 0.2
ADVANCE = 6
CENTRE = 4


def _knowledge(game: Game) -> Knowledge:
    from games.tavreli.pieces import (
        HELGI, KNYAZ, LUCHNIK, RATNIK, RATOBORETS, SIDE_SHIFT, VOLKHV, VSADNIK,
    )

    value = {VOLKHV: 0, KNYAZ: 900, RATOBORETS: 500, LUCHNIK: 330, VSADNIK: 320,
             RATNIK: 100, HELGI: 1150}
    kind_mask = 7
    centre = [CENTRE * (3 - max(abs(2 * (sq & 7) - 7), abs(2 * (sq >> 3) - 7)) // 2)
              for sq in range(64)]
    # TOP[code][sq]: a piece on top, + for White; BURIED[(code, top side)].
    top_table = {}
    for code in range(128):
        kind, side = code & kind_mask, code >> SIDE_SHIFT & 1
        if kind not in value:
            continue
        row = []
        for sq in range(64):
            v = value[kind]
            if kind == RATNIK:
                rank = sq >> 3
                v += ADVANCE * (rank - 1 if side == 0 else 6 - rank)
            elif kind in (VSADNIK, LUCHNIK):
                v += centre[sq]
            row.append(v if side == 0 else -v)
        top_table[code] = row
    buried = {}
    for code in top_table:
        kind, side = code & kind_mask, code >> SIDE_SHIFT & 1
        sign = 1 if side == 0 else -1
        buried[code, side] = sign * int(OWN_BURIED * value[kind])
        buried[code, 1 - side] = sign * int(PRISONER * value[kind])
    worth = {code: value[code & kind_mask] for code in top_table}

    def evaluate(state, side: int) -> int:
        score = 0
        for sq, tower in enumerate(state.board):
            if not tower:
                continue
            top = tower[-1]
            score += top_table[top][sq]
            if len(tower) > 1:
                owner = top >> SIDE_SHIFT & 1
                for code in tower[:-1]:
                    score += buried[code, owner]
        return score if side == 0 else -score

    def capture_gain(state, move) -> int:
        tower = state.board[move.target]
        if not tower or tower[-1] >> SIDE_SHIFT & 1 == state.turn:
            return 0
        return sum(worth[c] for c in tower) + 1

    def order(state, move) -> int:
        gain = capture_gain(state, move)
        return 10 + gain // 50 if gain else 0

    def noisy(state, move) -> bool:
        return capture_gain(state, move) > 0

    game_key = getattr(game, "key", None)

    def key(state):
        return game_key(state) if game_key else (state.board, state.turn)

    def history(state):
        return state.history if game_key else ()

    return Knowledge(evaluate=evaluate, order=order, noisy=noisy, key=key, draw_key=key,
                     history=history)


def supports(game: Game) -> bool:
    return game.info.family == "tavreli"


think = alphabeta_player(LEVELS, _knowledge)
scorer = static_scorer(_knowledge)
