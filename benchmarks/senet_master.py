"""Strength of Senet's master level (games/ai/senet_master.py), per ruleset.

For each ruleset: ``--games`` seeded games of master against the random
player and as many against strong, in same-throw duplicate pairs (the same
seed, so the same stream of throws, once with master first and once second);
the share of optimal moves on the endgame decisions that matter (positions
the tables cover where the legal moves differ in exact value by more than
1e-9), for master and, on the same positions, for strong; master's thinking
time per move (median, max; moves with a choice only); the table's size and
build time. One process; run it with ``nice -n 10``.

    python -m benchmarks.senet_master [--games 2000] [--strong-games 2000] [--only senet-modern]
                                      [--against random,strong] [--first-pair 0]

Two processes, one ``--against random`` and one ``--against strong``, share
the work on two cores. ``--first-pair N`` plays the pairs from N on, so a long
match can be split between processes or continued later: pairs 0-499 and
500-999 together are the 2,000 games of one run.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import games
from games.ai import choose_move, senet_cache
from games.ai.match import RANDOM, play
from games.ai.senet import LEVELS, Evaluator
from games.ai.senet_master import SCALE, exact, fit_scale

RULESETS = ("senet-modern", "senet-kendall", "senet-bell", "senet-cycles")
MATTERS = 1e-9


def optimal_share(game, table, decisions: list, level: str) -> tuple[int, int]:
    """(optimal, counted) over ``decisions`` ((state, move) of master) that
    matter; ``level`` other than master chooses its own move for each state."""
    c = game.config
    optimal = counted = 0
    for i, (state, move) in enumerate(decisions):
        me = state.who
        values = {m: exact(c, table, list(game.apply(state, m)), me)
                  for m in game.legal_moves(state)}
        if max(values.values()) - min(values.values()) <= MATTERS:
            continue
        if level != "master":
            move = choose_move(game, state, me, level, random.Random(i))
        counted += 1
        optimal += values[move] >= max(values.values()) - 1e-12
    return optimal, counted


def match(game, name: str, opponent: str, pairs: range, table, decisions: list,
          seconds: list[float]) -> tuple[int, int, int]:
    """Wins, draws and losses of master in the duplicate ``pairs``."""
    tally = [0, 0, 0]
    for done, i in enumerate(pairs, 1):
        for me in (0, 1):
            players = ("master", opponent) if me == 0 else (opponent, "master")
            played = play(game, players, seed=f"{name}:{opponent}:{i}")
            winner = None if played.outcome is None else played.outcome.winner
            tally[0 if winner == me else 1 if winner is None else 2] += 1
            seconds.extend(played.seconds(me))
            if table is not None:
                decisions.extend(
                    (s.state, s.move) for s in played.steps
                    if s.player == me and s.choices > 1
                    and exact(game.config, table, list(s.state), me) is not None)
        if done % 50 == 0:
            print(f"  {name} vs {opponent}: {2 * done} games, {tally[0]} won",
                  file=sys.stderr, flush=True)
    return tuple(tally)


def report(name: str, n_games: int, n_strong: int, n_decisions: int,
           against: tuple[str, ...] = (RANDOM, "strong"), first_pair: int = 0) -> list[str]:
    game = games.make(name)
    lines = [f"{name}:"]
    table = None
    if senet_cache.has_tables(game):
        table = senet_cache.table(game)
        size = senet_cache.path_of(game, table.k).stat().st_size / 1e6
        lines.append(f"  table: {len(table.keys):,} positions up to {table.k} pieces on the "
                     f"board, {size:.1f} MB, built in {table.seconds:.0f} s, "
                     f"residual {table.residual:.1e}")
        scale = fit_scale(game, table, Evaluator(game, 0, LEVELS["master"]))
        lines.append(f"  evaluation scale fitted to the table: {scale:.1f} squares per "
                     f"log-odds unit (the level uses {SCALE})")
    else:
        lines.append("  table: none (the session does not end when a side bears off)")
    decisions: list = []
    seconds: list[float] = []
    for opponent, n in ((RANDOM, n_games), ("strong", n_strong)):
        if opponent not in against:
            continue
        started = time.perf_counter()
        pairs = range(first_pair, first_pair + n // 2)
        w, d, l_ = match(game, name, opponent, pairs, table, decisions, seconds)
        total = w + d + l_
        lines.append(f"  vs {opponent}: {100 * w / total:.2f} % won, {100 * d / total:.2f} % "
                     f"drawn ({total} games: {w} won, {d} drawn, {l_} lost; pairs "
                     f"{pairs.start}-{pairs.stop - 1}; {time.perf_counter() - started:.0f} s)")
    ms = sorted(1000 * s for s in seconds)
    lines.append(f"  time per move: median {statistics.median(ms):.1f} ms, max {ms[-1]:.0f} ms "
                 f"({len(ms)} moves with a choice)")
    if table is not None:
        sample = random.Random(name).sample(decisions, min(n_decisions, len(decisions)))
        for level in ("master", "strong"):
            optimal, counted = optimal_share(game, table, sample, level)
            share = 100 * optimal / counted if counted else float("nan")
            lines.append(f"  optimal moves on endgame decisions that matter, {level}: "
                         f"{share:.1f} % of {counted}")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000,
                        help="games per opponent, in duplicate pairs (default 2000)")
    parser.add_argument("--strong-games", type=int, default=None,
                        help="games against strong (default: as many as --games)")
    parser.add_argument("--decisions", type=int, default=2000,
                        help="endgame decisions checked for optimal moves (default 2000)")
    parser.add_argument("--only", default=",".join(RULESETS), help="comma-separated rulesets")
    parser.add_argument("--against", default=f"{RANDOM},strong",
                        help="comma-separated opponents: random, strong (default both)")
    parser.add_argument("--first-pair", type=int, default=0,
                        help="the first seeded pair to play (default 0)")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.only.split(",") if n.strip()]
    against = tuple(a.strip() for a in args.against.split(",") if a.strip())
    if not set(against) <= {RANDOM, "strong"} or not against:
        parser.error(f"unknown opponents in {args.against!r}; known: {RANDOM}, strong")
    unknown = [n for n in names if n not in RULESETS]
    if unknown:
        parser.error(f"unknown rulesets {unknown}; known: {', '.join(RULESETS)}")
    for name in names:
        strong = args.games if args.strong_games is None else args.strong_games
        print("\n".join(report(name, args.games, strong, args.decisions, against,
                               args.first_pair)), flush=True)


if __name__ == "__main__":
    main()
