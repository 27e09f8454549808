"""Command line over the registry: ``python -m games list|legal|perft|playout|replay|senet-tables``.

Bad input prints one clear line on stderr and exits with status 2.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from typing import Sequence

import games
from games.core import GameError
from games.core.numbers import read_number
from games.core.playout import perft, random_outcome


MAX_PERFT_DEPTH = 50
"""Deeper counts would outlast anyone's patience and Python's recursion."""


def number(text: str) -> int:
    """A whole-number argument (a leading minus allowed), as bounded as every
    number the rules read: argparse quotes only an excerpt of a refused one."""
    digits = text[1:] if text.startswith("-") else text
    value = read_number(digits, "the number", argparse.ArgumentTypeError)
    return -value if text.startswith("-") else value


def _load(name: str, position: str | None, moves: str | None):
    game = games.make(name)
    state = game.parse_position(position) if position else game.initial_state()
    for text in (moves or "").split():
        state = game.push(state, text)
    return game, state


def cmd_list(args: argparse.Namespace) -> None:
    for name in games.names():
        info = games.make(name).info
        chance = ", chance" if info.has_chance else ""
        hidden = ", hidden information" if info.hidden_information else ""
        print(f"{name:16} {info.title}{chance}{hidden}")


def cmd_legal(args: argparse.Namespace) -> None:
    game, state = _load(args.game, args.position, args.moves)
    outcome = game.outcome(state)
    if outcome is not None:
        winner = "draw" if outcome.winner is None else f"{game.info.players[outcome.winner]} wins"
        print(f"# game over: {winner} ({outcome.reason})", file=sys.stderr)
        return
    for text in game.legal_move_texts(state):
        print(text)


def cmd_perft(args: argparse.Namespace) -> None:
    if not 1 <= args.depth <= MAX_PERFT_DEPTH:
        raise GameError(f"depth must be at least 1 and at most {MAX_PERFT_DEPTH}, "
                        f"not {args.depth}")
    game, state = _load(args.game, args.position, None)
    started = time.perf_counter()
    nodes = perft(game, state, args.depth)
    seconds = time.perf_counter() - started
    print(f"nodes {nodes}")
    print(f"nodes/s {nodes / seconds:,.0f} ({seconds:.3f} s)")


def cmd_playout(args: argparse.Namespace) -> None:
    if args.n < 1:
        raise GameError(f"--n must be at least 1, not {args.n}")
    game = games.make(args.game)
    rng = random.Random(args.seed)
    outcomes: Counter[str] = Counter()
    plies = 0
    started = time.perf_counter()
    for _ in range(args.n):
        outcome, steps = random_outcome(game, rng, max_plies=args.max_plies)
        plies += steps
        if outcome is None:
            outcomes["unfinished"] += 1
        elif outcome.winner is None:
            outcomes[f"draw ({outcome.reason})"] += 1
        else:
            outcomes[f"{game.info.players[outcome.winner]} ({outcome.reason})"] += 1
    seconds = time.perf_counter() - started
    print(f"games {args.n}, moves {plies}, {seconds:.2f} s")
    print(f"games/s {args.n / seconds:,.1f}")
    print(f"moves/s {plies / seconds:,.0f}")
    for label, count in sorted(outcomes.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{label}: {count}")


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a tafl record file move by move; say where and why it stops."""
    from games.core.errors import InvalidRecordError
    from games.tafl.records import game_of, parse_record, replay, result_word

    try:
        with open(args.file, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        raise InvalidRecordError(f"cannot read the record file {args.file!r}: {error}") from None
    record = parse_record(text)
    game, start = game_of(record, args.ruleset)
    played = replay(game, record.moves, start)
    total = len([m for m in record.moves if m != "..."])
    if played.stop is not None:
        legal = len(played.moves)
        print(f"{args.file}: {legal} of {total} moves legal under {game.info.name}; move "
              f"{legal + 1} {record.moves[played.stop]!r} is not: {played.reason}")
        return 1
    outcome = game.outcome(played.final)
    ended = "the game goes on" if outcome is None else \
        f"{result_word(outcome)} ({outcome.reason})"
    print(f"{args.file}: all {total} moves legal under {game.info.name}; {ended}")
    claimed = record.tags.get("result")
    if claimed and claimed != result_word(outcome):
        why = record.tags.get("end")
        print(f"the record says {claimed}" + (f" ({why})" if why else ""))
    return 0


def cmd_senet_tables(args: argparse.Namespace) -> None:
    from games.ai import senet_cache

    if args.k is not None and args.k < 2:
        raise GameError(f"--k must be at least 2, not {args.k}")
    for name in args.games.split(","):
        game = games.make(name)
        if not senet_cache.has_tables(game):
            raise GameError(f"{name!r} has no endgame tables (only a Kendall session has)")
        shown = [-1]

        def progress(share: float, what: str) -> None:
            if int(share * 20) != shown[0]:  # noqa: B023  (called within this turn)
                shown[0] = int(share * 20)  # noqa: B023
                print(f"  {share:4.0%} {what}", file=sys.stderr, flush=True)

        table = senet_cache.load(game, args.k)
        if table is None or args.rebuild:
            table = senet_cache.build(game, args.k, progress)
        path = senet_cache.path_of(game, table.k)
        print(f"{name}: {len(table.keys):,} positions up to {table.k} pieces, "
              f"{path.stat().st_size / 1e6:.1f} MB, built in {table.seconds:.0f} s, "
              f"residual {table.residual:.1e}: {path}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="games and rulesets").set_defaults(run=cmd_list)
    legal = sub.add_parser("legal", help="legal moves, one per line, sorted")
    legal.add_argument("game")
    legal.add_argument("--position", help="position string (default: the start)")
    legal.add_argument("--moves", help='moves to play first, e.g. "Sd3-d4 sd6-d5" or "[4] 9-13"')
    legal.set_defaults(run=cmd_legal)
    count = sub.add_parser("perft", help="count move sequences of a given depth")
    count.add_argument("game")
    count.add_argument("depth", type=number)
    count.add_argument("--position")
    count.set_defaults(run=cmd_perft)
    play = sub.add_parser("playout", help="seeded random games: rates and outcomes")
    play.add_argument("game")
    play.add_argument("--n", type=number, default=100)
    play.add_argument("--seed", type=number, default=0)
    play.add_argument("--max-plies", type=number, default=100_000,
                      help="stop a game after this many steps (counted as unfinished)")
    play.set_defaults(run=cmd_playout)
    again = sub.add_parser("replay", help="replay a tafl record file, saying where it stops "
                                          "being legal and why")
    again.add_argument("ruleset", help="the tafl ruleset, e.g. copenhagen")
    again.add_argument("file", help="the record: [tag:value] lines, then the moves")
    again.set_defaults(run=cmd_replay)
    tables = sub.add_parser("senet-tables", help="build the Senet endgame tables (master level)")
    tables.add_argument("--games", default="senet-modern,senet-kendall")
    tables.add_argument("--k", type=number, default=None,
                        help="pieces on the board (default: the master level's)")
    tables.add_argument("--rebuild", action="store_true", help="build even if cached")
    tables.set_defaults(run=cmd_senet_tables)
    args = parser.parse_args(argv)
    try:
        return args.run(args) or 0
    except GameError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
