"""Pinned perft counts of every game (``tests/data/<family>_perft.json``), and
each fast perft agreeing with the generic protocol walk as deep as the pinned
counts stay within ``WALK_LIMIT`` nodes. Counts worked out by hand and other
references stay with each game's tests."""
import json
from pathlib import Path

import pytest

import games
from games.core.playout import generic_perft, perft

DATA = Path(__file__).parent / "data"
WALK_LIMIT = 30_000


def start(entry):
    game = games.make(entry["ruleset"], **entry.get("options", {}))
    return game, game.parse_position(entry["position"])


ENTRIES = [pytest.param(entry, id=f"{path.stem.removesuffix('_perft')}:"
                                  f"{entry.get('name', entry['ruleset'])}")
           for path in sorted(DATA.glob("*_perft.json"))
           for entry in json.loads(path.read_text(encoding="utf-8"))["positions"]]
FAST = [p for p in ENTRIES if hasattr(start(p.values[0])[0], "fast_perft")]


@pytest.mark.parametrize("entry", ENTRIES)
def test_pinned_perft_counts(entry):
    game, state = start(entry)
    assert [perft(game, state, d) for d in range(1, len(entry["counts"]) + 1)] == entry["counts"]


@pytest.mark.parametrize("entry", FAST)
def test_fast_perft_matches_the_protocol_walk(entry):
    game, state = start(entry)
    depths = [d for d, count in enumerate(entry["counts"], 1) if count <= WALK_LIMIT] or [1]
    assert [game.fast_perft(state, d) for d in depths] == \
        [generic_perft(game, state, d) for d in depths]
