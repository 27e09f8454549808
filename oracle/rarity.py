"""The command that makes the rarity table: ``python -m oracle.rarity``.

It plays seeded games between two computer players of the ``gentle`` level
(``games.ai``: a one-move search with noise and an occasional careless move,
the level that plays most like a person at home; the node budget, never the
clock, ends each search, so a seed replays the same game on any machine), reads
the signs of each game at fixed stages, and writes ``oracle/data/rarity.json``:

- ``count[ruleset][stage][sign]``: in how many of the ruleset's games a
  reading cast at that stage shows the sign. A stage is a checkpoint of the
  record (``CHECKPOINTS``, in steps: "by move 40" reads the game after its
  40th step, or at its end if it ended sooner) or ``"end"`` (whole games); a
  checkpoint every game had ended by is left out (it is the same as ``"end"``);
- ``quartiles[ruleset]``: the game length in steps (lower and upper quartile);
- ``games`` and ``unfinished`` (games still open at ``MAX_PLIES``) per ruleset.

``oracle.tables`` reads it: a sign of a reading is compared with computer games
at the same stage and said in plain words ("seen in about 1 of 40 computer
games by move 40"). The same code and engines always write the same file
(fixed seeds, sorted keys, no clock); it is written after each ruleset, and
``--only`` re-plays some rulesets into the existing file.

Each family has 2,000 games, spread over its rulesets (``PLAN``). Tavreli's
are the dearest: a gentle game costs about 1.2 s of CPU (a search of 200 nodes
of about 60 us per move, 73 to 142 steps a game; a smaller budget makes the
games longer, not cheaper), so ``--jobs`` plays the games in several
processes; the table is the same for any number of them.

Computer games are not people's games. Gentle tafl attackers let the king
escape early: the defenders won 77 % of Tavlei games, 68 % (9x9) and 74 %
(11x11) of Hnefatafl games and 99 % of Copenhagen and Fetlar games, most within
30 to 60 steps. Gentle Kamla games end by move 31 to 69 (quartiles), Altai
Shatra games by move 35 to 70, Tavreli games by move 73 to 142; Senet games run
as long as the throws make them.

Measured run (one process, ``nice -n 10``, on the shared two-core machine
under a load of 6 to 13): Kamla and Senet 15 min, Altai Shatra 20 min, the
five tafl rulesets 19 min (54 min wall, 15 min of CPU for all of them); then
Tavreli alone (``--only tavreli --jobs 2``, load 2 to 5): 23.6 min wall,
2,364 s of CPU for 2,000 games.
The file is about 86 KB.
"""
from __future__ import annotations

import argparse
import json
from functools import partial
from pathlib import Path
from typing import Any, Sequence

import games
from games.ai.match import steps as played_steps
from games.core import Game

from oracle import generic
from oracle.reading import family_found
from oracle.replay import from_playout
from oracle.tables import CHECKPOINTS, DATA, END, LEVEL, table

PLAN: tuple[tuple[str, int], ...] = (
    ("kamla", 1000), ("kamla-pair", 1000),
    ("senet-kendall", 500), ("senet-bell", 500), ("senet-cycles", 500), ("senet-modern", 500),
    ("shatra", 2000),
    ("tavlei", 400), ("hnefatafl-9", 400), ("hnefatafl-11", 400), ("copenhagen", 400),
    ("fetlar", 400),
    ("tavreli", 2000),
)
"""(ruleset, number of games; seeds 0..n-1), default options, in the order played."""
MAX_PLIES = 3000
"""Steps after which a game is read as it stands (counted in ``unfinished``)."""
ABOUT = ("Computer games (gentle against gentle, seeded; python -m oracle.rarity): for each "
         "ruleset and stage, in how many games a reading at that stage shows each sign. "
         "A stage is a checkpoint in steps (the game read after that step, or at its end "
         "if it ended sooner) or 'end' (whole games). Quartiles: game length in steps.")


# The simulation ---------------------------------------------------------------------------

def play_game(game: Game, seed: int) -> tuple[list[Any], list[Any]]:
    """The states (start and after each step) and the steps of one seeded game."""
    states: list[Any] = [game.initial_state()]
    moves: list[Any] = []
    for step in played_steps(game, (LEVEL, LEVEL), seed, time_limit=None,
                             max_plies=MAX_PLIES):
        moves.append(step.move)
        states.append(game.apply(step.state, step.move))
    return states, moves


def _signs(game: Game, states: list[Any], moves: list[Any]) -> set[str]:
    rp = from_playout(game, states, moves)
    return {f.id for f in family_found(rp) + generic.outcome(rp)}


def stage_readings(game: Game, states: list[Any], moves: list[Any]
                   ) -> dict[str, tuple[int, set[str]]]:
    """For each stage, the steps read and the signs of a reading there."""
    final = (len(moves), _signs(game, states, moves))
    out = {END: final}
    for checkpoint in CHECKPOINTS:
        out[str(checkpoint)] = (final if len(moves) <= checkpoint else
                                (checkpoint, _signs(game, states[:checkpoint + 1],
                                                    moves[:checkpoint])))
    return out


def _length_id(steps: int, low: int, high: int) -> str:
    slug = generic.LENGTHS[0 if steps == 0 else 1 if steps < low else 3 if steps > high else 2]
    return f"game.length.{slug}"


def _one_game(ruleset: str, seed: int) -> tuple[bool, dict[str, tuple[int, set[str]]]]:
    """Whether seeded game ``seed`` of ``ruleset`` ended, and its signs by stage."""
    game = games.make(ruleset)
    states, moves = play_game(game, seed)
    return game.outcome(states[-1]) is not None, stage_readings(game, states, moves)


def simulate_ruleset(ruleset: str, n: int, jobs: int = 1) -> dict[str, Any]:
    """Counts of signs by stage over ``n`` seeded computer games (seeds 0..n-1),
    played by ``jobs`` processes; the counts do not depend on ``jobs``."""
    one = partial(_one_game, ruleset)
    if jobs > 1:
        # Here, not at the top: a process pool loads sockets, and importing
        # the oracle must load no I/O (tests/oracle/test_purity.py).
        from concurrent.futures import ProcessPoolExecutor
        with ProcessPoolExecutor(jobs) as pool:
            played = list(pool.map(one, range(n), chunksize=8))
    else:
        played = [one(seed) for seed in range(n)]
    unfinished = sum(not ended for ended, _ in played)
    readings = [by_stage for _, by_stage in played]
    lengths = sorted(r[END][0] for r in readings)
    low, high = lengths[n // 4], lengths[(3 * n) // 4]
    count: dict[str, dict[str, int]] = {}
    for by_stage in readings:
        for stage, (steps, ids) in by_stage.items():
            row = count.setdefault(stage, {})
            for symbol_id in ids | {_length_id(steps, max(low, 1), high)}:
                row[symbol_id] = row.get(symbol_id, 0) + 1
    rows = {stage: dict(sorted(row.items())) for stage, row in sorted(count.items())}
    return {"games": n, "unfinished": unfinished, "quartiles": [max(low, 1), max(high, 1)],
            "count": {stage: row for stage, row in rows.items()
                      if stage == END or row != rows[END]}}


def empty() -> dict[str, Any]:
    return {"about": ABOUT, "level": LEVEL, "checkpoints": list(CHECKPOINTS),
            "games": {}, "unfinished": {}, "quartiles": {}, "count": {}}


def add(data: dict[str, Any], ruleset: str, result: dict[str, Any]) -> None:
    for key in ("games", "unfinished", "quartiles", "count"):
        data[key][ruleset] = result[key]


def build(plan: Sequence[tuple[str, int]] = PLAN) -> dict[str, Any]:
    """The whole table for ``plan`` (smaller plans for tests)."""
    data = empty()
    for ruleset, n in plan:
        add(data, ruleset, simulate_ruleset(ruleset, n))
    return data


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m oracle.rarity",
        description="Play seeded computer games and write the sign rarity table.")
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parent.joinpath(*DATA),
                        help="where to write the table (default: oracle/data/rarity.json)")
    parser.add_argument("--only", action="append", choices=[name for name, _ in PLAN],
                        help="re-play only this ruleset into the existing table (repeatable)")
    parser.add_argument("--games", type=int, help="games per ruleset instead of the plan's")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes playing the games (the table is the same for any number)")
    args = parser.parse_args(argv)
    data = empty()
    if args.only and args.out.is_file():
        kept = json.loads(args.out.read_text(encoding="utf-8"))
        if kept.get("checkpoints") == data["checkpoints"] and kept.get("level") == LEVEL:
            data = kept
    for ruleset, n in PLAN:
        if args.only and ruleset not in args.only:
            continue
        add(data, ruleset, simulate_ruleset(ruleset, args.games or n, args.jobs))
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(dumps(data), encoding="utf-8")
    table.cache_clear()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
