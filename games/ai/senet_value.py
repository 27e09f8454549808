"""Senet master's leaf beyond the endgame tables: a logistic-linear model of the
winning chance of the player about to throw, fitted to the exact values
(``senet_fit.py``) and shipped as ``data/senet-<rules>.json``.

Features, for the mover (about to throw) and the opponent: a weight per square
occupied by each side (the race, square by square: 28-30 bear off only with
an exact throw, a piece of a pair is safe...), the race lead in squares scaled
by the square root of the squares left to both (a lead counts more near the
end), and the strong heuristic's terms per side: exposure to hits, protected
pieces, squares lost for want of a forward move (``senet.Evaluator``).
"""
from __future__ import annotations

import json
import math
from importlib import resources
from typing import Any, Callable

from games.senet import engine
from games.senet.board import OFF, WATER
from games.senet.engine import FATE, MOVE, ODD_OWNER, OVER, STAGE, WHO
from games.senet.rules import THROW_OUTCOMES

SQUARES = tuple(s for s in range(1, OFF) if s != WATER)
"""Square 27 is never occupied between moves (S-12)."""
FEATURES = ("bias", *(f"own {s}" for s in SQUARES), *(f"opponent {s}" for s in SQUARES),
            "race lead", "exposed own", "exposed opponent", "protected own",
            "protected opponent", "blocked own", "blocked opponent")
VERSION = 1
_FATE_ODDS = tuple((t, float(p)) for t, p in THROW_OUTCOMES)
_COLUMN = {s: i for i, s in enumerate(SQUARES)}


class MalformedWeights(ValueError):
    """A weights file that is not a model of ``FEATURES``."""


def features(evaluator, pos: list[int]) -> list[float]:
    """The feature vector of ``pos`` for the player to throw, ``pos[WHO]``: a
    function of the two sides' pieces only, as a Kendall session's values are
    (the Bell domains are ignored)."""
    me = pos[WHO]
    if pos[ODD_OWNER] >= 0:
        pos = pos.copy()
        pos[ODD_OWNER] = -1
    row = [0.0] * len(FEATURES)
    row[0] = 1.0
    left = [0, 0]
    for side, offset in ((me, 1), (1 - me, 1 + len(SQUARES))):
        mask = pos[side]
        while mask:
            low = mask & -mask
            mask ^= low
            square = low.bit_length() - 1
            row[offset + _COLUMN[square]] = 1.0
            left[side != me] += OFF - square
    i = 1 + 2 * len(SQUARES)
    row[i] = (left[1] - left[0]) / math.sqrt(left[0] + left[1] + OFF)
    for j, q in enumerate((me, 1 - me)):
        row[i + 1 + j] = evaluator.exposure(pos, q)
        row[i + 3 + j] = float(evaluator.protected(pos, q).bit_count())
        row[i + 5 + j] = evaluator.blocked(pos, q)
    return row


def settled(c: engine.Config, pos: list[int], me: int,
            at_throw: Callable[[list[int]], float]) -> float:
    """``me``'s winning chance in the position list ``pos`` at any stage: a
    finished game is 1, 0 or 1/2; the throw of fate is averaged over its odds;
    a decision is worth its best move; a position about to be thrown takes
    ``at_throw(pos)``, the chance of the player to throw."""
    stage = pos[STAGE]
    if stage == OVER:
        winner = pos[engine.WINNER]
        return 0.5 if winner < 0 else float(winner == me)
    if stage == FATE:
        total = 0.0
        for t, p in _FATE_ODDS:
            after = pos.copy()
            engine.throw(c, after, t)
            total += p * settled(c, after, me, at_throw)
        return total
    mover = pos[WHO]
    if stage == MOVE:
        mask, kind = engine.sources(c, pos, mover, pos[engine.THROWN])
        value = 0.0
        while mask:
            low = mask & -mask
            mask ^= low
            after = pos.copy()
            engine.play(c, after, low.bit_length() - 1, kind)
            value = max(value, settled(c, after, mover, at_throw))
    else:
        value = at_throw(pos)
    return value if mover == me else 1.0 - value


class Model:
    """Weights of ``FEATURES`` for one ruleset."""

    def __init__(self, rules: str, weights: list[float]):
        self.rules = rules
        self.weights = weights

    def mover_chance(self, evaluator, pos: list[int]) -> float:
        """The winning chance of ``pos[WHO]``, about to throw."""
        z = sum(w * x for w, x in zip(self.weights, features(evaluator, pos)) if x)
        return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))

    def chance(self, evaluator, pos: list[int], me: int) -> float:
        """``me``'s winning chance in ``pos`` at any stage: a decision is
        played one move ahead, the throw of fate averaged."""
        return settled(evaluator.c, pos, me, lambda p: self.mover_chance(evaluator, p))

    def to_json(self) -> str:
        return json.dumps({"version": VERSION, "rules": self.rules, "features": list(FEATURES),
                           "weights": [round(w, 8) for w in self.weights]}, indent=1)


def parse(text: str, rules: str) -> Model:
    """The model in ``text`` (a weights file's content) for ruleset ``rules``."""
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError as error:
        raise MalformedWeights(f"not JSON ({error}): {text[:80]!r}") from None
    if not isinstance(data, dict):
        raise MalformedWeights(f"not an object: {text[:80]!r}")
    if data.get("version") != VERSION or data.get("rules") != rules:
        raise MalformedWeights(f"want version {VERSION} for rules {rules!r}, got version "
                               f"{data.get('version')!r} for rules {data.get('rules')!r}")
    if data.get("features") != list(FEATURES):
        raise MalformedWeights(f"features differ from FEATURES: {data.get('features')!r:.120}")
    weights = data.get("weights")
    if not isinstance(weights, list) or len(weights) != len(FEATURES) or not all(
            isinstance(w, (int, float)) and not isinstance(w, bool) and math.isfinite(w)
            for w in weights):
        raise MalformedWeights(f"want {len(FEATURES)} finite numbers as weights, got "
                               f"{weights!r:.120}")
    return Model(rules, [float(w) for w in weights])


def file_name(rules: str) -> str:
    return f"senet-{rules}.json"


_LOADED: dict[str, Model | None] = {}


def load(rules: str) -> Model | None:
    """The shipped model of ruleset ``rules`` (``SenetRules.key``), or None."""
    if rules not in _LOADED:
        path = resources.files("games.ai") / "data" / file_name(rules)
        _LOADED[rules] = parse(path.read_text(), rules) if path.is_file() else None
    return _LOADED[rules]
