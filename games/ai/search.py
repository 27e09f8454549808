"""What every computer player shares: the budget, progress reports, the random
player, and two searches over the common protocol that the per-game modules
plug their knowledge into.

- ``alphabeta``: negamax alpha-beta with iterative deepening, a transposition
  table, killer and history move ordering and an optional quiescence search,
  for deterministic two-player games. A game module supplies ``evaluate``
  (score for the side to move), and optionally ``order`` (a move's ordering
  score), ``noisy`` (moves the quiescence search follows) and ``key`` (the
  transposition key of a state).
- ``expectimax``: depth-limited expectimax for games with chance nodes, with
  exact probabilities from ``chance_outcomes`` and a cache of values.

Both are *deterministic*: the only source of variety is the ``rng`` passed in
(shuffling the root moves before ordering, and a level's noise), and the work
is bounded by a node budget so that a seed gives the same move on any
machine. The wall-clock time limit is only a safety cap (``Budget``).
Searches are generators yielding ``Progress`` after each iteration, so a UI
can show the computer thinking; the last report carries the move.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterator, Sequence

from games.core import chance
from games.core.protocol import CHANCE, Game

INF = 10 ** 9
WIN = 1_000_000
"""Score of a won game (minus the plies to reach it, so faster wins score more)."""
WIN_BOUND = WIN - 10_000
"""Scores beyond this are proven wins or losses."""


class OutOfBudget(Exception):
    """Raised inside a search when its node budget or its time cap is spent."""


class Budget:
    """Node budget (deterministic) plus a wall-clock cap (safety only).

    ``tick`` counts one node; past ``nodes`` it raises ``OutOfBudget``. The
    clock is read every ``CLOCK_EVERY`` nodes; past the deadline it also
    raises, and ``timed_out`` records that the answer may depend on the
    machine's speed.
    """

    CLOCK_EVERY = 8
    """A node of an 11x11 tafl search with its move ordering costs up to ~3 ms:
    reading the clock every 8 nodes keeps a search within ~25 ms of its cap
    (every 64 let it run 180 ms over), for well under 1 % of the time."""

    __slots__ = ("limit", "count", "deadline", "timed_out", "started", "_check")

    def __init__(self, nodes: int, time_limit: float | None):
        self.limit = nodes
        self.count = 0
        self.started = time.perf_counter()
        self.deadline = None if time_limit is None else self.started + time_limit
        self.timed_out = False
        self._check = self.CLOCK_EVERY

    def tick(self) -> None:
        self.count += 1
        if self.count > self.limit:
            raise OutOfBudget
        self._check -= 1
        if not self._check:
            self._check = self.CLOCK_EVERY
            if self.deadline is not None and time.perf_counter() > self.deadline:
                self.timed_out = True
                raise OutOfBudget

    def spent(self, fraction: float = 1.0) -> bool:
        """Has the search used ``fraction`` of its nodes (or all of its time)?"""
        if self.deadline is not None and time.perf_counter() > self.deadline:
            self.timed_out = True
            return True
        return self.count >= self.limit * fraction

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.started


@dataclass(frozen=True)
class Progress:
    """One report of a computer player thinking.

    ``depth``: the last completed search depth (or MCTS iterations / 1000);
    ``best``: the move it would play now (None before the first iteration);
    ``done``: the final report, whose ``move`` is the answer.
    """

    level: str
    depth: int
    nodes: int
    elapsed: float
    best: Any = None
    score: float | None = None
    done: bool = False
    timed_out: bool = False

    @property
    def move(self) -> Any:
        return self.best if self.done else None


def random_move(game: Game, state: Any, rng: random.Random) -> Any:
    """A uniformly random legal move (the benchmark's "random" player)."""
    return rng.choice(list(game.legal_moves(state)))


def shuffled(moves: Sequence[Any], rng: random.Random) -> list[Any]:
    """The moves in a seeded random order (ties in later stable sorts break by it)."""
    moves = list(moves)
    rng.shuffle(moves)
    return moves


# Alpha-beta over the protocol -------------------------------------------------------

@dataclass
class Knowledge:
    """What a game module tells the generic alpha-beta about its game.

    ``evaluate(state, side)``: the static score of ``state`` for ``side`` (the
    side to move), roughly in centipawns. ``order(state, move)``: higher is
    searched first (captures, promotions). ``noisy(state, move)``: the
    quiescence search follows these moves (None: no quiescence). ``key(state)``:
    transposition key (default: the state itself). ``draw_key(state)``: key for
    repetitions along the searched line and with the earlier positions of the
    game (None: none); ``history(state)``: the draw keys of the positions
    before ``state`` that the state itself records. A repetition scores
    ``contempt`` below a draw for the computer, so that it avoids shuffling
    when it thinks it stands better; ``repeated(side)``, where a repetition
    is no draw, its score for ``side`` to move instead. ``moves(state)``: the legal moves of a
    state the search already knows is not over, in ``legal_moves``'s order
    (None: ``legal_moves``, which reads the outcome once more);
    ``noisy_moves(state)``: its noisy moves, found without listing every move
    (None: every move asked ``noisy``).
    """

    evaluate: Callable[[Any, int], int]
    order: Callable[[Any, Any], int] | None = None
    noisy: Callable[[Any, Any], bool] | None = None
    key: Callable[[Any], Hashable] | None = None
    draw_key: Callable[[Any], Hashable] | None = None
    history: Callable[[Any], Sequence[Hashable]] | None = None
    contempt: int = 20
    repeated: Callable[[int], int] | None = None
    moves: Callable[[Any], Sequence[Any]] | None = None
    noisy_moves: Callable[[Any], list[Any]] | None = None


@dataclass(frozen=True)
class Settings:
    """A level's search limits: ``depth`` (max iterative-deepening depth),
    ``nodes`` (node budget), ``quiescence`` (max capture plies past the
    horizon), ``noise`` (random score added at the root, in eval units),
    ``blunder`` (probability of playing a random move instead) and ``wide``
    (from depth 3 on, only the ``wide`` best root moves of the depth before
    are searched deeper, for games of a hundred moves and more a position,
    where one more ply over every move costs their square; 0: every move)."""

    depth: int
    nodes: int
    quiescence: int = 0
    noise: int = 0
    blunder: float = 0.0
    wide: int = 0


class AlphaBeta:
    """Negamax alpha-beta with iterative deepening over ``Game`` states."""

    def __init__(self, game: Game, state: Any, knowledge: Knowledge, settings: Settings,
                 budget: Budget, rng: random.Random):
        self.game = game
        self.k = knowledge
        self.s = settings
        self.budget = budget
        self.rng = rng
        self.me = game.to_move(state)
        self.tt: dict[Hashable, tuple[int, int, int, Any]] = {}
        self.killers: dict[int, list[Any]] = {}
        self.history: dict[Any, int] = {}
        self.path: list[Hashable] = []
        self.seen: set[Hashable] = set()
        """Draw keys of the game's earlier positions."""
        self.partial: tuple[Any, int] | None = None
        """Best root move and score of the iteration under way."""
        self.moves = knowledge.moves or game.legal_moves
        """The moves of a state known not to be over."""

    # Helpers ----------------------------------------------------------------------

    def _key(self, state):
        return self.k.key(state) if self.k.key else state

    def _terminal_score(self, state, side: int, ply: int) -> int | None:
        outcome = self.game.outcome(state)
        if outcome is None:
            return None
        if outcome.winner is None:
            return 0
        return WIN - ply if outcome.winner == side else -WIN + ply

    def _ordered(self, state, moves, tt_move, ply: int) -> list[Any]:
        order, killers, history = self.k.order, self.killers.get(ply, ()), self.history

        def score(move) -> int:
            if move == tt_move:
                return 1 << 40
            s = order(state, move) * 1000 if order else 0
            if move in killers:
                s += 500
            return s + min(history.get(move, 0), 499)

        return sorted(moves, key=score, reverse=True)

    # Search -----------------------------------------------------------------------

    def negamax(self, state, depth: int, alpha: int, beta: int, ply: int) -> int:
        self.budget.tick()
        game = self.game
        side = game.to_move(state)
        terminal = self._terminal_score(state, side, ply)
        if terminal is not None:
            return terminal
        if self.k.draw_key and ply:
            dk = self.k.draw_key(state)
            if dk in self.path or dk in self.seen:  # a repetition: a draw, a little below equal
                if self.k.repeated:
                    return self.k.repeated(side)
                return -self.k.contempt if side == self.me else self.k.contempt
        if depth <= 0:
            return self.quiesce(state, alpha, beta, ply, self.s.quiescence)
        key = self._key(state)
        entry = self.tt.get(key)
        tt_move = None
        if entry is not None:
            e_depth, flag, value, tt_move = entry
            if e_depth >= depth and ply:
                if flag == 0 or (flag > 0 and value >= beta) or (flag < 0 and value <= alpha):
                    return value
        moves = self._ordered(state, self.moves(state), tt_move, ply)
        original_alpha = alpha
        best, best_move = -INF, None
        pushed = False
        if self.k.draw_key:
            self.path.append(self.k.draw_key(state))
            pushed = True
        try:
            for move in moves:
                child = game.apply(state, move)
                value = -self.negamax(child, depth - 1, -beta, -alpha, ply + 1)
                if value > best:
                    best, best_move = value, move
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            if not (self.k.noisy and self.k.noisy(state, move)):
                                killers = self.killers.setdefault(ply, [])
                                if move not in killers:
                                    killers.insert(0, move)
                                    del killers[2:]
                                self.history[move] = self.history.get(move, 0) + depth * depth
                            break
        finally:
            if pushed:
                self.path.pop()
        flag = 0 if original_alpha < best < beta else (1 if best >= beta else -1)
        self.tt[key] = (depth, flag, best, best_move)
        return best

    def quiesce(self, state, alpha: int, beta: int, ply: int, left: int) -> int:
        side = self.game.to_move(state)
        stand = self.k.evaluate(state, side)
        if left <= 0 or self.k.noisy is None or stand >= beta:
            return stand
        if stand > alpha:
            alpha = stand
        noisy = self.k.noisy_moves(state) if self.k.noisy_moves else \
            [m for m in self.moves(state) if self.k.noisy(state, m)]
        if not noisy:
            return stand
        order = self.k.order
        if order:
            noisy.sort(key=lambda m: order(state, m), reverse=True)
        best = stand
        for move in noisy:
            self.budget.tick()
            child = self.game.apply(state, move)
            terminal = self._terminal_score(child, side, ply + 1)
            value = terminal if terminal is not None else \
                -self.quiesce(child, -beta, -alpha, ply + 1, left - 1)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best

    def root(self, state, moves: list[Any], depth: int, noise: dict[Any, int]
             ) -> tuple[Any, int, list[Any]]:
        """One iteration at the root: the best move, its score, and the moves
        ordered for the next iteration (best first)."""
        alpha = -INF
        scored = []
        best_move, best = moves[0], -INF
        for move in moves:
            child = self.game.apply(state, move)
            # Moves are compared with their noise, so the window shifts by it.
            n = noise.get(move, 0)
            value = -self.negamax(child, depth - 1, -INF, -(alpha - n), 1) + n
            scored.append((value, move))
            if value > best:
                best, best_move = value, move
                alpha = max(alpha, value)
                self.partial = (best_move, best)
        scored.sort(key=lambda vm: vm[0], reverse=True)
        return best_move, best, [m for _, m in scored]


def alphabeta(game: Game, state: Any, knowledge: Knowledge, settings: Settings,
              budget: Budget, rng: random.Random, level: str, earlier: Sequence[Any] = ()
              ) -> Iterator[Progress]:
    """Iterative deepening alpha-beta; yields a ``Progress`` per finished depth
    and a final one (``done``) with the move. ``earlier``: the game's earlier
    positions (for repetitions, with ``knowledge.draw_key``)."""
    legal = list(game.legal_moves(state))
    moves = shuffled(legal, rng)
    noise = {m: rng.randint(-settings.noise, settings.noise) for m in moves} \
        if settings.noise else {}
    blunder = settings.blunder and rng.random() < settings.blunder
    if blunder or len(moves) == 1:
        yield Progress(level, 0, 0, budget.elapsed, moves[0], None, True)
        return
    search = AlphaBeta(game, state, knowledge, settings, budget, rng)
    if knowledge.draw_key:
        search.path.append(knowledge.draw_key(state))
        search.seen.update(knowledge.draw_key(s) for s in earlier)
        if knowledge.history:
            search.seen.update(knowledge.history(state))
    order = knowledge.order
    if order:
        moves.sort(key=lambda m: order(state, m), reverse=True)
    def root(ms: list[Any], depth: int) -> tuple[Any, int, list[Any]]:
        if settings.wide and depth >= 3:
            move, score, ordered = search.root(state, ms[:settings.wide], depth, noise)
            return move, score, ordered + ms[settings.wide:]
        return search.root(state, ms, depth, noise)

    yield from deepen(search, root, moves, settings, budget, level)


def static_scorer(knowledge: Callable[[Game], Knowledge]
                  ) -> Callable[[Game], Callable[[Any], float]]:
    """``scorer(game)``: the static evaluation of a state for player 0 (no search)."""
    def scorer(game: Game) -> Callable[[Any], float]:
        evaluate = knowledge(game).evaluate
        return lambda state: float(evaluate(state, 0))
    return scorer


def alphabeta_player(levels: dict[str, Settings], knowledge: Callable[[Game], Knowledge]
                     ) -> Callable[..., Iterator[Progress]]:
    """A family module's ``think``: ``alphabeta`` with the level's settings and
    ``knowledge(game)``."""
    def think(game: Game, view: Any, player: int, level: str, rng: random.Random,
              time_limit: float | None, earlier: Sequence[Any] = ()) -> Iterator[Progress]:
        settings = levels[level]
        return alphabeta(game, view, knowledge(game), settings,
                         Budget(settings.nodes, time_limit), rng, level, earlier)
    return think


def deepen(search: Any, root: Callable[[list, int], tuple[Any, int, list]], moves: list,
           settings: Settings, budget: Budget, level: str, stop_share: float = 0.5,
           shown: Callable[[Any], Any] = lambda move: move) -> Iterator[Progress]:
    """Iterative deepening: ``root(moves, depth)`` returns the best move, its
    score and the moves reordered best first (searched first at the next
    depth); ``search.partial`` is the best root move of an unfinished depth.
    Stops at ``settings.depth``, a won or lost score, or once ``stop_share`` of
    the budget is spent; yields a ``Progress`` per finished depth and a final
    one (``done``) with ``shown(move)``."""
    best_move, best_score, depth_done = moves[0], None, 0
    for depth in range(1, settings.depth + 1):
        search.partial = None
        try:
            move, score, moves = root(moves, depth)
        except OutOfBudget:
            # The previous best was searched first: a move that already beat
            # it at this depth is the better answer.
            if search.partial is not None and depth > 1:
                best_move, best_score = search.partial
            break
        best_move, best_score, depth_done = move, score, depth
        if abs(score) >= WIN_BOUND or budget.spent(stop_share) or depth == settings.depth:
            break
        yield Progress(level, depth, budget.count, budget.elapsed, shown(best_move), best_score)
    yield Progress(level, depth_done, budget.count, budget.elapsed, shown(best_move),
                   best_score, True, budget.timed_out)


# Expectimax over the protocol --------------------------------------------------------

class Expectimax:
    """Depth-limited expectimax. ``depth`` counts every step, decisions and
    throws alike; at depth 0 the state is evaluated whatever its stage (so an
    endless run of lost throws cannot recurse forever). Chance nodes use the
    exact probabilities (as floats). Values are for ``me``, and so must be
    ``evaluate(state)``'s."""

    def __init__(self, game: Game, me: int, evaluate: Callable[[Any], float], budget: Budget,
                 win: float = 10_000.0, settle: Callable[[Any], bool] | None = None):
        self.settle = settle
        """``settle(state)``: a chance node to average out even past the depth
        (for example a throw that decides a piece's fate), up to 3 steps."""
        self.game = game
        self.me = me
        self.evaluate = evaluate
        self.budget = budget
        self.win = win
        self.cache: dict[tuple[Any, int], float] = {}

    def value(self, state, depth: int) -> float:
        cached = self.cache.get((state, depth))
        if cached is not None:
            return cached
        self.budget.tick()
        game = self.game
        outcome = game.outcome(state)
        if outcome is not None:
            v = 0.0 if outcome.winner is None else (
                self.win if outcome.winner == self.me else -self.win)
        elif depth <= 0 and not (self.settle and depth > -3 and self.settle(state)):
            v = self.evaluate(state)
        else:
            who = game.to_move(state)
            if who == CHANCE:
                v = 0.0
                for throw, p in game.chance_outcomes(state):
                    v += float(p) * self.value(game.apply(state, throw), depth - 1)
            else:
                values = [self.value(game.apply(state, m), depth - 1)
                          for m in game.legal_moves(state)]
                v = max(values) if who == self.me else min(values)
        self.cache[(state, depth)] = v
        return v


def expectimax(game: Game, state: Any, me: int, evaluate: Callable[[Any], float],
               depth: int, budget: Budget, rng: random.Random, level: str,
               noise: float = 0.0, blunder: float = 0.0,
               settle: Callable[[Any], bool] | None = None,
               search: Expectimax | None = None) -> Iterator[Progress]:
    """Expectimax at a decision node of ``me``, deepening by two steps (a
    throw and a decision) at a time up to ``depth``. ``search``: a search
    object of one's own (an ``Expectimax`` subclass) instead of the plain one."""
    moves = shuffled(game.legal_moves(state), rng)
    jitter = {m: rng.uniform(-noise, noise) for m in moves} if noise else {}
    if len(moves) == 1 or (blunder and rng.random() < blunder):
        yield Progress(level, 0, 0, budget.elapsed, moves[0], None, True)
        return
    if search is None:
        search = Expectimax(game, me, evaluate, budget, settle=settle)
    best_move, best_score, done = moves[0], None, 0
    for d in range(2 - depth % 2, depth + 1, 2):
        try:
            scored = [(search.value(game.apply(state, m), d - 1) + jitter.get(m, 0.0), m)
                      for m in moves]
        except OutOfBudget:
            break
        best_score, best_move = max(scored, key=lambda sm: sm[0])
        done = d
        if d < depth:
            if budget.spent(0.3):
                break
            yield Progress(level, d, budget.count, budget.elapsed, best_move, best_score)
    yield Progress(level, done, budget.count, budget.elapsed, best_move, best_score, True,
                   budget.timed_out)


# Monte Carlo tree search (the generic fallback) ---------------------------------------

class _Node:
    __slots__ = ("state", "player", "untried", "children", "visits", "wins")

    def __init__(self, game: Game, state, rng: random.Random):
        self.state = state
        over = game.outcome(state) is not None
        self.player = None if over else game.to_move(state)
        self.untried = [] if over or self.player == CHANCE else shuffled(
            game.legal_moves(state), rng)
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.wins = 0.0
        """Sum of results for the player who moved into this node."""


def mcts(game: Game, state: Any, iterations: int, playout_plies: int, budget: Budget,
         rng: random.Random, level: str, exploration: float = 1.0) -> Iterator[Progress]:
    """UCT with random playouts (closed loop: a node per state). At a chance
    node the outcome is sampled by its exact odds and each outcome has its own
    child. A playout cut off after ``playout_plies`` counts as half a win."""
    import math

    root = _Node(game, state, rng)
    if len(root.untried) == 1:
        yield Progress(level, 0, 0, budget.elapsed, root.untried[0], None, True)
        return
    done = 0
    for i in range(iterations):
        if budget.spent():  # an iteration can be long: the clock is read every time
            break
        budget.count += 1
        node, path = root, [root]
        movers: list[int | None] = [None]
        while node.player is not None:
            if node.player == CHANCE:
                throw = chance.sample(game.chance_outcomes(node.state), rng)
                child = node.children.get(throw)
                if child is None:
                    child = node.children[throw] = _Node(game, game.apply(node.state, throw), rng)
                mover = None
            elif node.untried:
                move = node.untried.pop()
                child = node.children[move] = _Node(game, game.apply(node.state, move), rng)
                path.append(child)
                movers.append(node.player)
                node = child
                break
            else:
                log_n = math.log(node.visits)
                child = max(node.children.values(), key=lambda c: (
                    c.wins / c.visits + exploration * math.sqrt(log_n / c.visits)))
                mover = node.player
            path.append(child)
            movers.append(mover)
            node = child
        s = node.state
        for _ in range(playout_plies):
            if game.outcome(s) is not None:
                break
            outcomes = game.chance_outcomes(s)
            s = game.apply(s, chance.sample(outcomes, rng) if outcomes
                           else rng.choice(game.legal_moves(s)))
        outcome = game.outcome(s)
        winner = None if outcome is None else outcome.winner
        for n, mover in zip(path, movers):
            n.visits += 1
            if mover is not None:
                n.wins += 0.5 if winner is None else (1.0 if winner == mover else 0.0)
        done = i + 1
        if done % 250 == 0:
            best = max(root.children.items(), key=lambda mc: mc[1].visits)[0]
            yield Progress(level, done, budget.count, budget.elapsed, best)
    if root.children:
        best_move, node = max(root.children.items(), key=lambda mc: (mc[1].visits, mc[1].wins))
        score = node.wins / node.visits
    else:
        best_move, score = root.untried[-1], None
    yield Progress(level, done, budget.count, budget.elapsed, best_move, score, True,
                   budget.timed_out)
