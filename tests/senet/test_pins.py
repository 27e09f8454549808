"""Regression pins: seeded random games of every Senet ruleset, recorded in
tests/data/senet_games.json (record length, opening of the record, final
position, outcome). They catch unintended changes to the rules or to the order
of legal moves; they are not evidence for the rules (the rule tests are).

After an intended change: ``.venv/bin/python -m tests.senet.test_pins``.
"""
import json
import random
from pathlib import Path

import pytest

import games
from games.core.playout import random_game

DATA = Path(__file__).resolve().parents[1] / "data" / "senet_games.json"
NAMES = ["senet-kendall", "senet-bell", "senet-cycles", "senet-modern"]
SEEDS = (1, 2, 3)


def record(name: str, seed: int) -> dict:
    g = games.make(name)
    result = random_game(g, random.Random(seed))
    return {"name": name, "seed": seed, "steps": len(result.texts),
            "first": " ".join(result.texts[:40]),
            "final": g.format_position(result.states[-1]),
            "winner": result.outcome.winner, "reason": result.outcome.reason}


@pytest.mark.parametrize("pin", json.loads(DATA.read_text()) if DATA.exists() else [],
                         ids=lambda pin: f"{pin['name']}-{pin['seed']}")
def test_seeded_games_are_unchanged(pin):
    assert record(pin["name"], pin["seed"]) == pin


def test_every_ruleset_is_pinned():
    pins = json.loads(DATA.read_text())
    assert {(p["name"], p["seed"]) for p in pins} == {(n, s) for n in NAMES for s in SEEDS}


if __name__ == "__main__":
    DATA.write_text(json.dumps([record(n, s) for n in NAMES for s in SEEDS], indent=1) + "\n")
    print(f"wrote {DATA}")
