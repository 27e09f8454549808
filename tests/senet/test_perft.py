"""Pinned perft counts from each Senet ruleset's start (throws count as moves)."""
import json
from pathlib import Path

import pytest

import games
from games.core.playout import perft

DATA = json.loads((Path(__file__).parents[1] / "data" / "senet_perft.json").read_text())["positions"]


@pytest.mark.parametrize("entry", DATA, ids=[e["ruleset"] for e in DATA])
def test_pinned_perft_counts(entry):
    game = games.make(entry["ruleset"])
    state = game.parse_position(entry["position"])
    assert [perft(game, state, d) for d in range(1, len(entry["counts"]) + 1)] == entry["counts"]
