"""Pinned perft counts (tests/data/tavreli_perft.json), and the fast perft path
agreeing with the generic protocol walk.

Hand checks: from the start White has 39 moves (listed in test_rules_board);
Black answers each with its own 39 except after d1-d2 and d1-e2, where the
knyaz on top of the tower sees d7 / e7 and the volkhv may not step there:
39 * 39 - 2 = 1519. The depth-1 counts of the other positions were counted by
hand from their move lists (30: castling both ways and e5xd6 en passant; 27:
two promotions of b7 and none for e7, blocked by the volkhv e8)."""
import json
from pathlib import Path

import pytest

import games
from games.core.playout import generic_perft, perft

DATA_FILE = Path(__file__).parents[1] / "data" / "tavreli_perft.json"
DATA = json.loads(DATA_FILE.read_text())["positions"]
GAME = games.make("tavreli")


@pytest.mark.parametrize("entry", DATA, ids=[e["name"] for e in DATA])
def test_pinned_perft_counts(entry):
    state = GAME.parse_position(entry["position"])
    assert [perft(GAME, state, d) for d in range(1, len(entry["counts"]) + 1)] == entry["counts"]


@pytest.mark.parametrize("entry", DATA, ids=[e["name"] for e in DATA])
def test_fast_perft_matches_the_protocol_walk(entry):
    state = GAME.parse_position(entry["position"])
    assert [GAME.fast_perft(state, d) for d in (1, 2, 3)] == \
        [generic_perft(GAME, state, d) for d in (1, 2, 3)]


def test_start_counts_by_hand():
    state = GAME.initial_state()
    assert perft(GAME, state, 1) == 39
    assert perft(GAME, state, 2) == 39 * 39 - 2
    after = GAME.push(state, "d1-d2")
    assert "e8-d7" not in GAME.legal_move_texts(after) and len(GAME.legal_moves(after)) == 38
