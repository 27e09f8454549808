"""Senet master's fitted leaf (games/ai/senet_value.py, senet_fit.py): the
shipped weights, their loader, the model's values and the fit itself."""
from __future__ import annotations

import json

import numpy as np
import pytest

import games
from games.ai import senet_value
from games.ai.senet import LEVELS, Evaluator
from games.ai.senet_fit import fit
from games.ai.senet_tables import solve
from games.senet.board import mask
from games.senet import SenetState
from games.senet.engine import MOVE, OFFBOARD, STAGE, THROW, THROWN, WHO

SHIPPED = ("modern",)


def position(game, mover: list[int], opponent: list[int], who: int = 0) -> list[int]:
    """A Kendall-session position list at a throw of ``who``."""
    pos = list(game.initial_state())
    pos[who], pos[1 - who] = mask(mover), mask(opponent)
    pos[OFFBOARD + who] = game.config.pieces - len(mover)
    pos[OFFBOARD + 1 - who] = game.config.pieces - len(opponent)
    pos[STAGE], pos[WHO] = THROW, who
    return pos


def good_weights() -> dict:
    return {"version": senet_value.VERSION, "rules": "modern",
            "features": list(senet_value.FEATURES),
            "weights": [0.0] * len(senet_value.FEATURES)}


@pytest.mark.parametrize("rules", SHIPPED)
def test_the_shipped_weights_load(rules):
    model = senet_value.load(rules)
    assert model is not None and model.rules == rules
    assert len(model.weights) == len(senet_value.FEATURES)
    assert senet_value.load("bell") is None and senet_value.load("kendall") is None


@pytest.mark.parametrize("name", ["senet-modern"])
def test_the_fitted_chance_orders_hand_built_positions(name):
    """Far ahead > even > far behind, a step forward helps, and the chance is
    one minus the opponent's. The fitted chances are compressed (far ahead in a
    race is worth 0.72, where the truth is near 1): what the search needs is
    the order of positions one move apart, and that holds."""
    game = games.make(name)
    model = senet_value.load(game.config.rules.key)
    ev = Evaluator(game, 0, LEVELS["master"])
    ahead = model.mover_chance(ev, position(game, [21, 23, 25, 28, 29], [1, 3, 5, 7, 9]))
    behind = model.mover_chance(ev, position(game, [1, 3, 5, 7, 9], [21, 23, 25, 28, 29]))
    even = model.mover_chance(ev, position(game, [2, 4, 6, 8, 10], [1, 3, 5, 7, 9], who=1))
    assert 0.65 < ahead < 1.0 and 0.0 < behind < 0.35 and 0.45 < even < 0.6
    back = model.mover_chance(ev, position(game, [12, 14, 18, 20, 22], [11, 13, 16, 24, 25]))
    on = model.mover_chance(ev, position(game, [12, 14, 18, 20, 23], [11, 13, 16, 24, 25]))
    assert on > back
    for me in (0, 1):  # the same chance seen from either side
        pos = position(game, [12, 14, 18, 20, 22], [11, 13, 16, 24, 25])
        mine = model.chance(ev, pos, me)
        assert mine == pytest.approx(1.0 - model.chance(ev, pos, 1 - me))


def test_a_decision_is_worth_its_best_move():
    game = games.make("senet-modern")
    model = senet_value.load("modern")
    ev = Evaluator(game, 0, LEVELS["master"])
    pos = position(game, [12, 14, 18, 20, 22], [11, 13, 16, 24, 25])
    pos[STAGE], pos[THROWN] = MOVE, 3
    state = SenetState(*pos)
    values = [model.chance(ev, list(game.apply(state, m)), 0) for m in game.legal_moves(state)]
    assert len(values) > 1
    assert model.chance(ev, pos, 0) == pytest.approx(max(values))


@pytest.mark.parametrize("change, match", [
    (lambda d: "{not json", "not JSON"),
    (lambda d: json.dumps([1, 2]), "not an object"),
    (lambda d: json.dumps({**d, "rules": "kendall"}), "'kendall'"),
    (lambda d: json.dumps({**d, "version": 0}), "version 0"),
    (lambda d: json.dumps({**d, "features": ["bias"]}), r"\['bias'\]"),
    (lambda d: json.dumps({**d, "weights": d["weights"][:-1]}), "finite numbers"),
    (lambda d: json.dumps({**d, "weights": ["1"] + d["weights"][1:]}), "'1'"),
    (lambda d: json.dumps({**d, "weights": [float("nan")] + d["weights"][1:]}), "nan"),
])
def test_the_loader_refuses_a_malformed_file(change, match):
    text = change(good_weights())
    with pytest.raises(senet_value.MalformedWeights, match=match) as raised:
        senet_value.parse(text, "modern")
    assert isinstance(raised.value, ValueError)
    assert senet_value.parse(json.dumps(good_weights()), "modern").weights[0] == 0.0


def test_the_fit_is_seeded_and_round_trips():
    """Two fits from the same seed give the same weights; the file reads back."""
    game = games.make("senet-modern")
    table = solve(game, 2)
    quiet = lambda _: None  # noqa: E731
    first = fit(game, table, n_games=2, rounds=2, report=quiet)
    second = fit(game, table, n_games=2, rounds=2, report=quiet)
    assert first.weights == second.weights
    assert np.all(np.isfinite(first.weights))
    again = senet_value.parse(first.to_json(), "modern")
    assert again.weights == pytest.approx(first.weights, abs=1e-8)
