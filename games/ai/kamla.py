"""Kamla's computer player: alpha-beta on the engine's mutable board.

The search runs directly on ``movegen`` (a list of 64 codes, ``make_move`` /
``unmake_move``), not on immutable states: negamax with iterative deepening,
a transposition table, check extension, MVV ordering of captures, killer and
history ordering of quiet moves, and a quiescence search over captures.

Evaluation (centipawns, for the side to move): material with Kamla's
conversions in mind (a captured spirit changes sides, so a capture swings
twice its value), promotion, Shells' advance to their zone, the other
pieces' advance, a Ruler's tent cover, and Shields in reserve.

Hidden Ruler (pair mode): the search sees only the player's public view, in
which the opponent's Ruler is written as a Priest. Each tent piece that could
be the Ruler makes one *world* (a world where that piece would already be
capturable with us to move is impossible and dropped); every root move is
scored in every world and the move with the best average is played. Nothing
but the public view is read, so the move cannot depend on the real choice.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Iterator, Sequence

from games.ai.search import INF, WIN, Budget, Progress, Settings, deepen

from games.core.protocol import Game
from games.kamla.game import Kamla
from games.kamla import movegen
from games.kamla.board import KING_STEPS, TENT
from games.kamla.movegen import CAPTURE, CHOOSE, make_move, ruler_attacked, unmake_move
from games.kamla.pieces import (
    ARCHER, CAPTIVE, EAGLE, HORSEMAN, PRIEST, PROMOTED, RULER, SHELL, SHIELD, WHALE,
)

LEVELS = {
    "gentle": Settings(depth=1, nodes=400, quiescence=2, noise=80, blunder=0.1),
    "steady": Settings(depth=2, nodes=2_000, quiescence=3),
    "strong": Settings(depth=5, nodes=8_000, quiescence=4),
}

BASE = {SHELL: 100, ARCHER: 280, EAGLE: 480, HORSEMAN: 360, WHALE: 220, PRIEST: 200,
        RULER: 0, SHIELD: 60}
PROMOTION_BONUS = {SHELL: 140, ARCHER: 150, EAGLE: 80, HORSEMAN: 120}
CAPTIVE_PRIEST = 60
RESERVE_SHIELD = 30
TENT_GUARD = 18
"""Per own piece next to the Ruler (cover against mating nets)."""
TEMPO = 10
CONTEMPT = 25


def _value(code: int) -> int:
    kind = code & 15
    if kind == PRIEST and code & CAPTIVE:
        return CAPTIVE_PRIEST
    return BASE[kind] + (PROMOTION_BONUS.get(kind, 0) if code & PROMOTED else 0)


def _square_bonus(code: int, sq: int) -> int:
    kind, side = code & 15, code >> 4 & 1
    rank = sq >> 3
    advance = rank if side == 0 else 7 - rank
    file = sq & 7
    centre = 3 - min(abs(2 * file - 7) // 2, 3)  # 0 at the edge .. 3 in the middle
    if kind == SHELL and not code & PROMOTED:
        return 10 * max(advance - 2, 0) + 2 * centre
    if kind in (ARCHER, EAGLE, HORSEMAN):
        return 5 * advance + 3 * centre
    if kind == SHELL:
        return 4 * advance + 2 * centre
    return 0


def _tables() -> list[list[int] | None]:
    """``TABLE[code][sq]``: the code's worth on ``sq``, + for Lower, - for Upper."""
    table: list[list[int] | None] = [None] * 128
    for side in (0, 1):
        for kind in BASE:
            for flags in (0, PROMOTED, CAPTIVE):
                if flags == PROMOTED and kind not in PROMOTION_BONUS:
                    continue
                if flags == CAPTIVE and kind != PRIEST:
                    continue
                code = kind | side << 4 | flags
                sign = 1 if side == 0 else -1
                table[code] = [sign * (_value(code) + _square_bonus(code, sq)) for sq in range(64)]
    return table


TABLE = _tables()


def _gains() -> list[list[int]]:
    """``GAIN[side][code]``: how much capturing ``code`` swings the score for
    ``side`` (used to order captures and to prune the quiescence search)."""
    gains = [[0] * 128 for _ in range(2)]
    for side in (0, 1):
        for code, row in enumerate(TABLE):
            if row is None or not code:
                continue
            kind, owner = code & 15, code >> 4 & 1
            if owner == side:
                gains[side][code] = 0  # a Shell swap or an own Shield back to the reserve
            elif kind == SHIELD:
                gains[side][code] = BASE[SHIELD] - RESERVE_SHIELD
            elif kind == PRIEST:
                gains[side][code] = BASE[PRIEST] - CAPTIVE_PRIEST
            else:
                gains[side][code] = _value(code) + BASE[kind]  # it changes sides, unpromoted
    return gains


GAIN = _gains()


def evaluate(b: list[int], side: int, reserves: list[int]) -> int:
    """Static score for ``side`` (to move)."""
    table: list[Any] = TABLE  # every code on a board has its row
    score = 0
    for sq in range(64):
        code = b[sq]
        if code:
            score += table[code][sq]
    score += RESERVE_SHIELD * (reserves[0] - reserves[1])
    for owner in (0, 1):
        ruler_code = RULER | owner << 4
        for sq in TENT[owner]:
            if b[sq] == ruler_code:
                cover = sum(1 for t in KING_STEPS[sq] if b[t] and b[t] >> 4 & 1 == owner)
                score += TENT_GUARD * cover if owner == 0 else -TENT_GUARD * cover
                break
    return (score if side == 0 else -score) + TEMPO


def _ruler_square(b: list[int], side: int) -> int | None:
    code = RULER | side << 4
    for sq in TENT[side]:
        if b[sq] == code:
            return sq
    return None


class KamlaSearch:
    """Alpha-beta over one or more boards (worlds) sharing one budget."""

    def __init__(self, settings: Settings, budget: Budget, move_limit: int | None,
                 start_ply: int, history_keys: frozenset[int], me: int):
        self.me = me
        self.s = settings
        self.budget = budget
        self.move_limit = move_limit
        self.start_ply = start_ply
        self.seen = history_keys
        self.public_seen: frozenset[int] = frozenset()
        """Pair mode: keys of the earlier positions as the computer saw them."""
        self.tt: dict[int, tuple[int, int, int, Any]] = {}
        self.killers: dict[int, list[Any]] = {}
        self.history: dict[tuple[int, int], int] = {}
        self.path: list[int] = []
        self.partial: tuple[Any, int] | None = None
        """Best root move and score of the iteration under way, once its first
        move is scored (used when the budget ends the iteration)."""

    def search(self, b: list[int], side: int, res: list[int], depth: int, alpha: int,
               beta: int, ply: int) -> int:
        self.budget.tick()
        key = hash((tuple(b), side, (res[0], res[1])))  # the game's own key
        if key in self.seen or key in self.path or (
                self.public_seen and self.public_key(b, side, res) in self.public_seen):
            return self.draw(side)  # a repetition: treated as the draw it leads to
        if self.move_limit is not None and self.start_ply + ply >= self.move_limit:
            return self.draw(side)
        ruler = _ruler_square(b, side)
        in_danger = ruler is not None and ruler_attacked(b, ruler, side)
        if depth <= 0 and not in_danger:
            return self.quiesce(b, side, res, alpha, beta, ply, self.s.quiescence)
        moves, _ = movegen.legal_moves(b, side, res[side])
        if not moves:
            return -WIN + ply if in_danger else self.draw(side)  # mate (K-26), stillness (D-5)
        if in_danger and ply < 3 * self.s.depth:
            depth += 1  # check extension: mates are found a ply deeper
        if depth <= 0:
            return self.quiesce(b, side, res, alpha, beta, ply, self.s.quiescence)
        entry = self.tt.get(key)
        tt_move = None
        if entry is not None:
            e_depth, flag, value, tt_move = entry
            if e_depth >= depth:
                if flag == 0 or (flag > 0 and value >= beta) or (flag < 0 and value <= alpha):
                    return value
        moves = self.order(b, side, moves, tt_move, ply)
        original_alpha = alpha
        best, best_move = -INF, moves[0]
        other = 1 - side
        self.path.append(key)
        for move in moves:
            undo, change = make_move(b, move, side)
            if change > 0:
                res[change - 1] += 1
            elif change < 0:
                res[side] -= 1
            if best == -INF:
                value = -self.search(b, other, res, depth - 1, -beta, -alpha, ply + 1)
            else:  # principal variation search: prove the move worse with a null window
                value = -self.search(b, other, res, depth - 1, -alpha - 1, -alpha, ply + 1)
                if alpha < value < beta:
                    value = -self.search(b, other, res, depth - 1, -beta, -alpha, ply + 1)
            if change > 0:
                res[change - 1] -= 1
            elif change < 0:
                res[side] += 1
            unmake_move(b, undo)
            if value > best:
                best, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        if move[2] != CAPTURE:
                            killers = self.killers.setdefault(ply, [])
                            if move not in killers:
                                killers.insert(0, move)
                                del killers[2:]
                            hk = (move[0], move[1])
                            self.history[hk] = self.history.get(hk, 0) + depth * depth
                        break
        self.path.pop()
        flag = 0 if original_alpha < best < beta else (1 if best >= beta else -1)
        self.tt[key] = (depth, flag, best, best_move)
        return best

    def public_key(self, b: list[int], side: int, res: list[int]) -> int:
        """The key of the position as the computer saw it: the opponent's Ruler
        written as a Priest (pair mode)."""
        opponent = 1 - self.me
        ruler = RULER | opponent << 4
        seen = list(b)
        for sq in TENT[opponent]:
            if seen[sq] == ruler:
                seen[sq] = PRIEST | opponent << 4
        return hash((tuple(seen), side, (res[0], res[1])))

    def draw(self, side: int) -> int:
        """A draw is worth a little less than equality to the computer (contempt)."""
        return -CONTEMPT if side == self.me else CONTEMPT

    def order(self, b: list[int], side: int, moves: list, tt_move, ply: int) -> list:
        gain = GAIN[side]
        killers = self.killers.get(ply, ())
        history = self.history

        def score(move) -> int:
            if move == tt_move:
                return 1 << 30
            origin, target, kind, _ = move
            if kind == CAPTURE:
                g = gain[b[target]]
                if g:
                    return (1 << 20) + g * 64 - (_value(b[origin]) >> 3)
            if move in killers:
                return 1 << 19
            return history.get((origin, target), 0)

        return sorted(moves, key=score, reverse=True)

    def quiesce(self, b: list[int], side: int, res: list[int], alpha: int, beta: int,
                ply: int, left: int) -> int:
        stand = evaluate(b, side, res)
        if left <= 0 or stand >= beta:
            return stand
        if stand > alpha:
            alpha = stand
        pseudo, ruler = movegen.pseudo_moves(b, side, res[side])
        gain = GAIN[side]
        captures, seen = [], set()
        for move in pseudo:
            if move[2] == CAPTURE:
                g = gain[b[move[1]]]
                if g and stand + g + 100 > alpha and (move[0], move[1]) not in seen:
                    seen.add((move[0], move[1]))  # one captivity cell is enough here
                    captures.append((g, move))
        if not captures:
            return stand
        captures.sort(key=lambda gm: gm[0], reverse=True)
        best = stand
        other = 1 - side
        for _, move in captures:
            self.budget.tick()
            undo, change = make_move(b, move, side)
            now = move[1] if move[0] == ruler else ruler
            if now is not None and ruler_attacked(b, now, side):
                unmake_move(b, undo)
                continue
            if change > 0:
                res[change - 1] += 1
            value = -self.quiesce(b, other, res, -beta, -alpha, ply + 1, left - 1)
            if change > 0:
                res[change - 1] -= 1
            unmake_move(b, undo)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best


def worlds(board: tuple[int, ...], player: int) -> list[tuple[int, ...]]:
    """The boards the opponent's hidden Ruler could make, from ``player``'s view.

    One board if the opponent's Ruler is known; else one per opponent tent
    Priest that could be the Ruler (not capturable now, with ``player`` to move).
    """
    opponent = 1 - player
    if any(board[sq] == RULER | opponent << 4 for sq in TENT[opponent]):
        return [board]
    candidates = [sq for sq in TENT[opponent] if board[sq] == PRIEST | opponent << 4]
    found = []
    for sq in candidates:
        b = list(board)
        b[sq] = RULER | opponent << 4
        if not ruler_attacked(b, sq, opponent):
            found.append(tuple(b))
    if not found:  # cannot happen in play; keep every candidate rather than none
        for sq in candidates:
            b = list(board)
            b[sq] = RULER | opponent << 4
            found.append(tuple(b))
    return found or [board]


def supports(game: Game) -> bool:
    return hasattr(game, "mode") and game.info.family == "kamla"


def think(game: Game, view: Any, player: int, level: str, rng: random.Random,
          time_limit: float | None, earlier: Sequence[Any] = ()) -> Iterator[Progress]:
    assert isinstance(game, Kamla)  # supports() lets only Kamla games here
    settings = LEVELS[level]
    budget = Budget(settings.nodes, time_limit)
    moves = [tuple(m) for m in game.legal_moves(view)]
    rng.shuffle(moves)
    make = type(game.legal_moves(view)[0])._make
    if moves[0][2] == CHOOSE or len(moves) == 1:  # the secret Ruler choice: no search helps
        yield Progress(level, 0, 0, budget.elapsed, make(rng.choice(sorted(moves))), None, True)
        return
    if settings.blunder and rng.random() < settings.blunder:
        yield Progress(level, 0, 0, budget.elapsed, make(moves[0]), None, True)
        return
    noise = {m: rng.randint(-settings.noise, settings.noise) for m in moves} \
        if settings.noise else {}
    boards = worlds(view.board, player)
    seen = frozenset(view.history) | {hash((b, player, view.reserves)) for b in boards}
    search = KamlaSearch(settings, budget, game.move_limit, view.ply, seen, player)
    if game.info.hidden_information and not view.revealed[1 - player]:
        # The public view drops the history (its keys would tell the hidden
        # Ruler): repetitions are judged on the earlier views instead.
        search.public_seen = frozenset(hash((v.board, v.turn, v.reserves)) for v in earlier) | {
            hash((view.board, player, view.reserves))}
    res0 = list(view.reserves)
    gain = GAIN[player]
    moves.sort(key=lambda m: gain[view.board[m[1]]] if m[2] == CAPTURE else -1, reverse=True)

    def root(ordered: list, depth: int) -> tuple[Any, int, list]:
        return _root(search, boards, player, res0, ordered, depth, noise)

    yield from deepen(search, root, moves, settings, budget, level, stop_share=0.45, shown=make)


def _root(search: KamlaSearch, boards: list[tuple[int, ...]], side: int, res0: list[int],
          moves: list, depth: int, noise: dict) -> tuple[Any, int, list]:
    """Score every root move in every world; the best average wins.

    With one world this is plain alpha-beta at the root. With several, the
    first world is searched with an open window and the others only as far
    as they could still lift the move's average above the best so far.
    """
    n = len(boards)
    best, best_move = -INF, moves[0]
    scored = []
    other = 1 - side
    for move in moves:
        total = noise.get(move, 0) * n
        for i, board in enumerate(boards):
            b = list(board)
            res = list(res0)
            undo, change = make_move(b, move, side)
            if change > 0:
                res[change - 1] += 1
            elif change < 0:
                res[side] -= 1
            # The rest of the worlds can add at most WIN each: ask only for
            # what this world must reach to beat the best average.
            need = best * n - total - (n - 1 - i) * WIN if best > -INF else -INF
            value = -search.search(b, other, res, depth - 1, -INF, -need if need > -INF else INF, 1)
            total += value
        score = total // n
        scored.append((score, move))
        if score > best:
            best, best_move = score, move
            search.partial = (best_move, best)
    scored.sort(key=lambda sm: sm[0], reverse=True)
    return best_move, best, [m for _, m in scored]


def scorer(game: Game) -> Callable[[Any], float]:
    """The static evaluation of a state for the Lower World (no search)."""
    return lambda state: float(evaluate(list(state.board), 0, list(state.reserves)))
