"""The pinned perft counts (tests/data/tafl_perft.json) checked against the naive
reference (tests/tafl/reference.py) where it can follow, and the dice counts
worked out by hand."""
from __future__ import annotations

import json
from pathlib import Path

import games
import pytest
from games.core.playout import perft

from .reference import Reference, cells_from_board

DATA = json.loads((Path(__file__).parents[1] / "data" / "tafl_perft.json").read_text())["positions"]


def _game(entry):
    return games.make(entry["ruleset"], **entry.get("options", {}))


def _reference_perft(ref: Reference, cells: dict, side: str, depth: int) -> int:
    king = [sq for sq, p in cells.items() if p == "k"]
    if not king or king[0] in ref.corners:
        return 0  # TF-8, TF-11: the game is over
    moves = ref.moves(cells, side)
    if depth == 1:
        return len(moves)
    total = 0
    for origin, target, taken in moves:
        after = {sq: p for sq, p in cells.items() if sq not in taken and sq != origin}
        after[target] = cells[origin]
        total += _reference_perft(ref, after, "d" if side == "a" else "a", depth - 1)
    return total


REFERENCE_RULESETS = ("tavlei", "hnefatafl-9", "hnefatafl-11")
"""The naive reference follows these; Copenhagen and Fetlar are checked by their
hand-built rule tests and the real games (test_rules_copenhagen, test_real_games)."""


@pytest.mark.parametrize("entry", [e for e in DATA if "dice" not in e.get("options", {})
                                   and e["ruleset"] in REFERENCE_RULESETS],
                         ids=lambda e: e["name"])
def test_reference_agrees_to_depth_2(entry):
    game = _game(entry)
    state = game.parse_position(entry["position"])
    options = entry.get("options", {})
    n = game.info.board[0]
    ref = Reference(n, tavlei=entry["ruleset"] == "tavlei",
                    by_two=options.get("king_captured_by_two", False),
                    armed=options.get("king_armed", True))
    cells = cells_from_board(state.board, n)
    side = "ad"[state.turn]
    assert [_reference_perft(ref, cells, side, d) for d in (1, 2)] == entry["counts"][:2]


def test_dice_counts_by_hand():
    # Distance dice from the Tavlei start (per group of four attackers, x 4):
    # [1] d1-c1 d1-d2 f1-g1 f1-f2 e2-d2 e2-f2: 24; [2] 24; [3] 16 (test_rules_variants);
    # [4] e2-a2 e2-i2 only: 8; [5] [6] unusable, so the defenders' 6 throws follow.
    # Depth 2 = 24 + 24 + 16 + 8 + 6 + 6 = 84.
    game = games.make("tavlei", dice="distance")
    assert perft(game, game.initial_state(), 2) == 84
    # Odd or even on 11x11: three even faces x 116 moves + three odd faces x 6 throws.
    game = games.make("hnefatafl-11", dice="parity")
    assert perft(game, game.initial_state(), 2) == 3 * 116 + 3 * 6
