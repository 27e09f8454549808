"""The command that makes the rarity table: ``python -m oracle.rarity``.

It plays seeded random games of each ruleset in ``PLAN`` with the engines'
random playouts, reads every game's symbols, and writes
``oracle/data/rarity.json``: for each ruleset, the share of games showing each
symbol id, and the quartiles of the game length. The same code and engines
always write the same file (fixed seeds, sorted keys, no clock). ``read()``
only reads that file (``oracle.tables``).

Random play is not human play: the shares are a rough guide to what is
ordinary and what is rare, not a statistic of real games. Kamla is simulated
with a move limit of 300 (random Kamla games may not end otherwise), so draws
by the move limit are far more common there than in play. Random Altai Shatra
games are short (most end within 30 moves: a biy put out on the field by its
reserve right is soon taken; all 2000 end with a captured biy), so batyrs,
draws and a side left without a move are never seen;
random Tavreli games are long (hundreds of moves), so promotions and
demotions are common; random Hnefatafl 11x11 games are sometimes drawn by the
safeguard (200 turns without a capture).

The numbers of games (``PLAN``) keep the whole command at about two minutes
on a loaded two-core machine (1m42s to 2m11s measured; about 95 s of CPU):
Kamla 300 and Kamla pair 300, each Senet ruleset 2000, Altai Shatra 2000,
Tavreli 400, Tavlei 1000, Hnefatafl 9x9 1000 and Hnefatafl 11x11 600; Copenhagen
300 and Fetlar 300 (added later; about a minute of CPU together).
"""
from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any, Sequence

import games
from games.core.playout import random_game

from oracle import generic
from oracle.reading import family_found
from oracle.replay import from_playout
from oracle.tables import DATA, table

PLAN: tuple[tuple[str, tuple[tuple[str, Any], ...], int, int], ...] = (
    ("kamla", (("move_limit", 300),), 300, 400),
    ("kamla-pair", (("move_limit", 300),), 300, 400),
    ("senet-kendall", (), 2000, 100_000),
    ("senet-bell", (), 2000, 100_000),
    ("senet-cycles", (), 2000, 100_000),
    ("senet-modern", (), 2000, 100_000),
    ("shatra", (), 2000, 100_000),
    ("tavreli", (), 400, 100_000),
    ("tavlei", (), 1000, 100_000),
    ("hnefatafl-9", (), 1000, 100_000),
    ("hnefatafl-11", (), 600, 100_000),
    ("copenhagen", (), 300, 100_000),
    ("fetlar", (), 300, 100_000),
)
"""(ruleset, options, number of games, step cap) for each simulated ruleset."""


# The simulation ---------------------------------------------------------------------------

def simulate_ruleset(ruleset: str, options: dict[str, Any], n: int, max_plies: int
                     ) -> dict[str, Any]:
    """Counts of symbol ids over ``n`` seeded random games (seeds 0..n-1)."""
    game = games.make(ruleset, **options)
    seen: list[set[str]] = []
    lengths: list[int] = []
    for seed in range(n):
        result = random_game(game, random.Random(seed), max_plies=max_plies)
        rp = from_playout(game, result.states, result.moves)
        seen.append({f.id for f in family_found(rp) + generic.outcome(rp)})
        lengths.append(len(result.moves))
    ordered = sorted(lengths)
    low, high = ordered[n // 4], ordered[(3 * n) // 4]
    counts: dict[str, int] = {}
    for ids, steps in zip(seen, lengths):
        for symbol_id in ids:
            counts[symbol_id] = counts.get(symbol_id, 0) + 1
        slug = generic.LENGTHS[0 if steps == 0 else 1 if steps < low else 3 if steps > high else 2]
        key = f"game.length.{slug}"
        counts[key] = counts.get(key, 0) + 1
    return {"games": n, "quartiles": [low, high],
            "share": {k: round(v / n, 4) for k, v in sorted(counts.items())}}


def build(plan: Sequence[tuple[str, tuple[tuple[str, Any], ...], int, int]] = PLAN,
          scale: float = 1.0) -> dict[str, Any]:
    """The whole table (``scale`` shrinks the number of games, for tests)."""
    out: dict[str, Any] = {
        "about": ("Estimated share of games showing each symbol, from seeded random games "
                  "of each ruleset (python -m oracle.rarity); symbols never seen are left "
                  "out. Quartiles: game length in steps."),
        "games": {}, "options": {}, "quartiles": {}, "share": {},
    }
    for ruleset, options, n, max_plies in plan:
        n = max(1, round(n * scale))
        result = simulate_ruleset(ruleset, dict(options), n, max_plies)
        out["games"][ruleset] = n
        out["options"][ruleset] = dict(options)
        out["quartiles"][ruleset] = result["quartiles"]
        out["share"][ruleset] = result["share"]
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m oracle.rarity",
        description="Simulate seeded random games and write the symbol rarity table.")
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parent.joinpath(*DATA),
                        help="where to write the table (default: oracle/data/rarity.json)")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="fraction of the planned number of games (default 1)")
    args = parser.parse_args(argv)
    text = dumps(build(scale=args.scale))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    table.cache_clear()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
