"""Pinned perft counts (tests/data/kamla_perft.json), and the fast perft path
agreeing with the generic protocol walk."""
import json
from pathlib import Path

import pytest

import games
from games.core.playout import generic_perft, perft

DATA = json.loads((Path(__file__).parents[1] / "data" / "kamla_perft.json").read_text())["positions"]


@pytest.mark.parametrize("entry", DATA, ids=[e["name"] for e in DATA])
def test_pinned_perft_counts(entry):
    game = games.make(entry["ruleset"])
    state = game.parse_position(entry["position"])
    assert [perft(game, state, d) for d in range(1, len(entry["counts"]) + 1)] == entry["counts"]


@pytest.mark.parametrize("entry", DATA, ids=[e["name"] for e in DATA])
def test_fast_perft_matches_the_protocol_walk(entry):
    game = games.make(entry["ruleset"])
    state = game.parse_position(entry["position"])
    assert [game.fast_perft(state, d) for d in (1, 2)] == [generic_perft(game, state, d) for d in (1, 2)]


def test_start_positions_match_the_spec():
    """D-1: the start string of the spec; pair mode starts with no Ruler marked."""
    assert games.make("kamla").format_position(games.make("kamla").initial_state()) == \
        "enwprwne/1a4a1/ssssssss/8/8/SSSSSSSS/1A4A1/ENWPRWNE L H2h2"
    pair = games.make("kamla-pair")
    assert pair.format_position(pair.initial_state()) == \
        "enwppwne/1a4a1/ssssssss/8/8/SSSSSSSS/1A4A1/ENWPPWNE L H2h2"
