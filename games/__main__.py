"""Command line over the registry: ``python -m games list|legal|perft|playout|replay|senet-tables``.

Bad input prints one clear line on stderr and exits with status 2. ``--lang ru``
after a command writes its moves with the Russian piece letters (Kamla,
Tavreli) and its own messages in Russian; what the rules say (an error, a
game's own ending) stays in their words.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from typing import Sequence

import games
from games.core import LANGUAGES, GameError, Outcome
from games.core.ending import EndReason
from games.core.numbers import read_number
from games.core.playout import perft, random_outcome


MAX_PERFT_DEPTH = 50
"""Deeper counts would outlast anyone's patience and Python's recursion."""

TEXTS = {
    "en": {"chance": ", chance", "hidden": ", hidden information",
           "over": "# game over: {result}", "draw": "draw ({reason})",
           "nodes": "nodes {nodes}", "nodes/s": "nodes/s {rate} ({seconds} s)",
           "games": "games {games}, moves {plies}, {seconds} s", "games/s": "games/s {rate}",
           "moves/s": "moves/s {rate}", "unfinished": "unfinished",
           "stopped": "{file}: {legal} of {total} moves legal under {rules}; move {number} "
                      "{move!r} is not: {reason}",
           "replayed": "{file}: all {total} moves legal under {rules}; {ended}",
           "goes on": "the game goes on", "claimed": "the record says {claimed}",
           "error": "error: {error}"},
    "ru": {"chance": ", со жребием", "hidden": ", со скрытой фигурой",
           "over": "# партия окончена: {result}", "draw": "ничья ({reason})",
           "nodes": "узлов: {nodes}", "nodes/s": "узлов в секунду: {rate} ({seconds} с)",
           "games": "партий: {games}, ходов: {plies}, {seconds} с",
           "games/s": "партий в секунду: {rate}", "moves/s": "ходов в секунду: {rate}",
           "unfinished": "не доиграны",
           "stopped": "{file}: законных ходов по правилам {rules} — {legal} из {total}; "
                      "ход {number} {move!r} незаконен: {reason}",
           "replayed": "{file}: все ходы законны по правилам {rules} (всего {total}); {ended}",
           "goes on": "партия продолжается", "claimed": "в записи: {claimed}",
           "error": "ошибка: {error}"},
}
"""The command line's own messages in each language."""

WINS = {
    "en": {"White": "White wins", "Black": "Black wins",
           "Lower World": "Lower World wins", "Upper World": "Upper World wins",
           "Attackers": "The attackers win", "Defenders": "The defenders win",
           "Spools": "The spools win", "Cones": "The cones win"},
    "ru": {"White": "победа белых", "Black": "победа чёрных",
           "Lower World": "победа Нижнего мира", "Upper World": "победа Верхнего мира",
           "Attackers": "победа нападающих", "Defenders": "победа защитников",
           "Spools": "победа катушек", "Cones": "победа конусов"},
}
"""Who won, by the side names of ``GameInfo.players``, in each language (the
English as the play screen says it, ``play.text.wins``; issue 28 item 6)."""

REASONS_RU: dict[str, str] = {EndReason.MATE: "мат", EndReason.STALEMATE: "пат",
              EndReason.STILLNESS: "ходов нет, Правитель вне удара",
              EndReason.REPETITION: "троекратное повторение",
              EndReason.MOVE_LIMIT: "предел ходов", EndReason.NO_MOVE: "нет хода",
              EndReason.RESIGNATION: "сдача", EndReason.AGREEMENT: "по согласию",
              EndReason.STOPPED: "остановлена до конца"}
"""The shared endings in Russian; a game's own words (a tafl king's escape) stay."""


def say(lang: str, key: str, **values: object) -> str:
    """The message ``key`` in ``lang``, filled in."""
    return TEXTS[lang][key].format(**values)


def amount(value: float, lang: str, digits: int = 0) -> str:
    """``value`` with thousands grouped: ``12,345.6`` in English, ``12 345,6`` in
    Russian (a narrow no-break space, a decimal comma)."""
    text = f"{value:,.{digits}f}"
    return text if lang == "en" else text.replace(",", "\u202f").replace(".", ",")


def result_text(game: games.core.Game, outcome: Outcome, lang: str) -> str:
    """``The defenders win (king escaped)``, ``draw (repetition)`` or the Russian."""
    reason = REASONS_RU.get(outcome.reason, outcome.reason) if lang == "ru" else outcome.reason
    if outcome.winner is None:
        return say(lang, "draw", reason=reason)
    side = game.info.players[outcome.winner]
    return f"{WINS[lang].get(side, side)} ({reason})"


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
        chance = say(args.lang, "chance") if info.has_chance else ""
        hidden = say(args.lang, "hidden") if info.hidden_information else ""
        print(f"{name:16} {info.title}{chance}{hidden}")


def cmd_legal(args: argparse.Namespace) -> None:
    game, state = _load(args.game, args.position, args.moves)
    outcome = game.outcome(state)
    if outcome is not None:
        print(say(args.lang, "over", result=result_text(game, outcome, args.lang)),
              file=sys.stderr)
        return
    for text in game.legal_move_texts(state, args.lang):
        print(text)


def cmd_perft(args: argparse.Namespace) -> None:
    if not 1 <= args.depth <= MAX_PERFT_DEPTH:
        raise GameError(f"depth must be at least 1 and at most {MAX_PERFT_DEPTH}, "
                        f"not {args.depth}")
    game, state = _load(args.game, args.position, None)
    started = time.perf_counter()
    nodes = perft(game, state, args.depth)
    seconds = time.perf_counter() - started
    print(say(args.lang, "nodes", nodes=nodes))
    print(say(args.lang, "nodes/s", rate=amount(nodes / seconds, args.lang),
              seconds=amount(seconds, args.lang, 3)))


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
            outcomes[say(args.lang, "unfinished")] += 1
        else:
            outcomes[result_text(game, outcome, args.lang)] += 1
    seconds = time.perf_counter() - started
    print(say(args.lang, "games", games=amount(args.n, args.lang),
              plies=amount(plies, args.lang), seconds=amount(seconds, args.lang, 2)))
    print(say(args.lang, "games/s", rate=amount(args.n / seconds, args.lang, 1)))
    print(say(args.lang, "moves/s", rate=amount(plies / seconds, args.lang)))
    for label, count in sorted(outcomes.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{label[:1].upper()}{label[1:]}: {count}")


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
        print(say(args.lang, "stopped", file=args.file, legal=legal, total=total,
                  rules=game.info.name, number=legal + 1, move=record.moves[played.stop],
                  reason=played.reason))
        return 1
    outcome = game.outcome(played.final)
    ended = say(args.lang, "goes on") if outcome is None else \
        result_text(game, outcome, args.lang)
    print(say(args.lang, "replayed", file=args.file, total=total, rules=game.info.name,
              ended=ended))
    claimed = record.tags.get("result")
    if claimed and claimed != result_word(outcome):
        why = record.tags.get("end")
        print(say(args.lang, "claimed", claimed=claimed) + (f" ({why})" if why else ""))
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
    language = argparse.ArgumentParser(add_help=False)
    language.add_argument("--lang", choices=LANGUAGES, default="en",
                          help="language of the moves' piece letters and of the messages")
    sub = parser.add_subparsers(dest="command", required=True)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, parents=[language], help=help)

    command("list", help="games and rulesets").set_defaults(run=cmd_list)
    legal = command("legal", help="legal moves, one per line, sorted")
    legal.add_argument("game")
    legal.add_argument("--position", help="position string (default: the start)")
    legal.add_argument("--moves", help='moves to play first, e.g. "Sd3-d4 sd6-d5" or "[4] 9-13"')
    legal.set_defaults(run=cmd_legal)
    count = command("perft", help="count move sequences of a given depth")
    count.add_argument("game")
    count.add_argument("depth", type=number)
    count.add_argument("--position")
    count.set_defaults(run=cmd_perft)
    play = command("playout", help="seeded random games: rates and outcomes")
    play.add_argument("game")
    play.add_argument("--n", type=number, default=100)
    play.add_argument("--seed", type=number, default=0)
    play.add_argument("--max-plies", type=number, default=100_000,
                      help="stop a game after this many steps (counted as unfinished)")
    play.set_defaults(run=cmd_playout)
    again = command("replay", help="replay a tafl record file, saying where it stops "
                                   "being legal and why")
    again.add_argument("ruleset", help="the tafl ruleset, e.g. copenhagen")
    again.add_argument("file", help="the record: [tag:value] lines, then the moves")
    again.set_defaults(run=cmd_replay)
    tables = command("senet-tables", help="build the Senet endgame tables (master level)")
    tables.add_argument("--games", default="senet-modern,senet-kendall")
    tables.add_argument("--k", type=number, default=None,
                        help="pieces on the board (default: the master level's)")
    tables.add_argument("--rebuild", action="store_true", help="build even if cached")
    tables.set_defaults(run=cmd_senet_tables)
    args = parser.parse_args(argv)
    try:
        return args.run(args) or 0
    except GameError as error:
        print(say(args.lang, "error", error=error), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
