"""Strength and speed of the computer players (games/ai), per game and level.

For every registered game (or ``--only``) and every level: ``--games`` seeded
games against the random player and as many against the next lower level
(gentle's lower level is the random player, so its two columns are one
match), colours alternated (the tested level plays first in the even games).
Prints, per game and level: wins / draws in % against random and against the
lower level, and the median and maximum thinking time per move in ms (over
the moves where the level had a choice; forced moves are instant).

    python -m benchmarks.ai_strength [--games 100] [--only kamla,senet-kendall] [--jobs 2]
        [--levels strong]

``--levels`` tests only those levels (each still against random and the
level below). Each finished game is reported on stderr as it ends, and the
table is followed by the wins of each tested level by seat (player 0 /
player 1; in tafl the attackers / the defenders).

Long games get a move limit here, ending in a draw (``BENCH_OPTIONS``):
Kamla 200 plies, Tavreli 300, Shatra 300; and any game without chance that
is still going after ``MAX_PLIES`` (500) plies counts as a draw. Senet keeps
its own safeguard (the turn limit).

Goals (the issue): strong beats random in >= 95 % of the games in the
deterministic games and >= 70 % in Senet; each level beats the one below it
more often than not (more wins than losses). The ``goal`` column says so.
"""
from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from collections import defaultdict

import games
from games.ai import DEFAULT_TIME_LIMIT, LEVELS
from games.ai.match import RANDOM, play

BENCH_OPTIONS = {
    "kamla": {"move_limit": 200},
    "kamla-pair": {"move_limit": 200},
    "tavreli": {"move_limit": 300},
    "shatra": {"move_limit": 300},
}
"""Move limits of long games in the benchmark (plies; the game is a draw there)."""
MAX_PLIES = 500
"""Any game without chance still going after this many plies counts as a draw
(Tavlei has no draw rule of its own: two computers can shuffle for ever)."""


def matches(tested: tuple[str, ...] = LEVELS) -> list[tuple[str, str]]:
    """(tested level, opponent): each tested level against random, and each
    tested level above gentle against the level below it."""
    found = [(level, RANDOM) for level in LEVELS if level in tested]
    found += [(LEVELS[i], LEVELS[i - 1]) for i in range(1, len(LEVELS))
              if LEVELS[i] in tested]
    return found


def _one(task: tuple[str, str, str, int, float | None]) -> tuple:
    name, level, opponent, index, time_limit = task
    game = games.make(name, **BENCH_OPTIONS.get(name, {}))
    me = index % 2
    players = (level, opponent) if me == 0 else (opponent, level)
    cap = 100_000 if game.info.has_chance else MAX_PLIES
    played = play(game, players, seed=f"{name}:{level}:{opponent}:{index}",
                  time_limit=time_limit, max_plies=cap)
    winner = None if played.outcome is None else played.outcome.winner
    result = "draw" if winner is None else ("win" if winner == me else "loss")
    capped = sum(1 for s in played.steps if s.player == me and s.timed_out)
    return name, level, opponent, me, result, played.seconds(me), capped, played.plies


def run(names: list[str], n_games: int, jobs: int, time_limit: float | None,
        tested: tuple[str, ...] = LEVELS) -> dict:
    """Play every match; the games are interleaved (game i of every match
    before game i + 1), so that a run cut short still covers every match."""
    tasks = [(name, level, opponent, i, time_limit) for i in range(n_games)
             for name in names for level, opponent in matches(tested)]
    results: dict = defaultdict(lambda: {"win": 0, "draw": 0, "loss": 0})
    seats: dict = defaultdict(lambda: {"win": 0, "draw": 0, "loss": 0})
    times: dict = defaultdict(list)
    capped: dict = defaultdict(int)
    plies: dict = defaultdict(list)
    started = time.perf_counter()
    done = 0
    with multiprocessing.Pool(jobs) as pool:
        for name, level, opponent, seat, result, seconds, cap, n in pool.imap_unordered(
                _one, tasks, chunksize=1):
            results[name, level, opponent][result] += 1
            seats[name, level, opponent, seat][result] += 1
            ms = sorted(s * 1000 for s in seconds) or [0.0]
            print(f"  {name} {level} vs {opponent}, seat {seat}: {result} in {n} plies; "
                  f"{len(seconds)} moves, median {ms[len(ms) // 2]:.0f} ms, max {ms[-1]:.0f} ms",
                  file=sys.stderr, flush=True)
            times[name, level].extend(seconds)
            capped[name, level] += cap
            plies[name, level, opponent].append(n)
            done += 1
            if done % 50 == 0:
                print(f"  ... {done}/{len(tasks)} games, {time.perf_counter() - started:.0f} s",
                      file=sys.stderr, flush=True)
    return {"results": results, "seats": seats, "times": times, "capped": capped,
            "plies": plies, "seconds": time.perf_counter() - started}


def _rate(r: dict) -> tuple[float, float, float]:
    n = sum(r.values()) or 1
    return 100 * r["win"] / n, 100 * r["draw"] / n, 100 * r["loss"] / n


def _ms(value: float) -> str:
    return f"{value:.1f}" if value < 10 else f"{value:.0f}"


def by_seat(names: list[str], figures: dict, tested: tuple[str, ...] = LEVELS) -> str:
    """Wins / draws / losses of each tested level in each seat."""
    lines = []
    for name in names:
        for level, opponent in matches(tested):
            cells = []
            for seat in (0, 1):
                r = figures["seats"][name, level, opponent, seat]
                cells.append(f"seat {seat}: {r['win']} W / {r['draw']} D / {r['loss']} L")
            lines.append(f"{name:<14} {level:<7} vs {opponent:<7} " + "; ".join(cells))
    return "\n".join(lines)


def table(names: list[str], figures: dict, tested: tuple[str, ...] = LEVELS) -> str:
    results, times, capped = figures["results"], figures["times"], figures["capped"]
    head = (f"{'game':<14} {'level':<7} {'vs random W/D %':>16} {'vs lower W/D %':>15} "
            f"{'median ms':>9} {'max ms':>7} {'capped':>6}  goal")
    lines = [head, "-" * len(head)]
    for name in names:
        chance = games.make(name).info.has_chance
        for i, level in enumerate(LEVELS):
            if level not in tested:
                continue
            w, d, l_ = _rate(results[name, level, RANDOM])
            lower = RANDOM if i == 0 else LEVELS[i - 1]
            lw, ld, ll = _rate(results[name, level, lower])
            ms = [s * 1000 for s in times[name, level]]
            median = statistics.median(ms) if ms else 0.0
            top = max(ms) if ms else 0.0
            goals = []
            if level == LEVELS[-1]:
                need = 70 if chance else 95
                goals.append(f"vs random {'ok' if w >= need else 'MISSED'} (>= {need} %)")
            goals.append("beats lower" if lw > ll else "DOES NOT beat lower")
            lower_text = f"{lw:5.1f} / {ld:4.1f}" if i else "   (= random)"
            lines.append(f"{name:<14} {level:<7} {w:9.1f} / {d:4.1f} {lower_text:>15} "
                         f"{_ms(median):>9} {_ms(top):>7} {capped[name, level]:6d}  "
                         + "; ".join(goals))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per match (default 100)")
    parser.add_argument("--only", default="", help="comma-separated game names (default: all)")
    parser.add_argument("--jobs", type=int, default=2, help="parallel processes (default 2)")
    parser.add_argument("--time-limit", type=float, default=DEFAULT_TIME_LIMIT,
                        help=f"safety cap per move in seconds (default {DEFAULT_TIME_LIMIT})")
    parser.add_argument("--levels", default="",
                        help=f"comma-separated levels to test (default: {','.join(LEVELS)})")
    args = parser.parse_args(argv)
    tested = tuple(v.strip() for v in args.levels.split(",") if v.strip()) or LEVELS
    if set(tested) - set(LEVELS):
        parser.error(f"unknown levels {sorted(set(tested) - set(LEVELS))}; known: "
                     f"{', '.join(LEVELS)}")
    known = games.names()
    names = [n.strip() for n in args.only.split(",") if n.strip()] or known
    unknown = [n for n in names if n not in known]
    if unknown:
        parser.error(f"unknown games {unknown}; known: {', '.join(known)}")
    figures = run(names, args.games, args.jobs, args.time_limit, tested)
    print(f"Computer players: {args.games} games per match, colours alternated, "
          f"{args.jobs} processes, {figures['seconds']:.0f} s")
    limits = ", ".join(f"{k} {v['move_limit']} plies" for k, v in BENCH_OPTIONS.items()
                       if k in names)
    if limits:
        print(f"Move limits (a draw when reached): {limits}")
    print(table(names, figures, tested))
    print(by_seat(names, figures, tested))


if __name__ == "__main__":
    main()
