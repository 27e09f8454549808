"""OpenTafl's rules-test positions (``tests/data/tafl/tafl_cases.json``):
each move's legality, captures, result and position after it, compared with
this project's rulesets - those the file names, and Copenhagen and Fetlar on
the 11x11 cases."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import games
from games.core.errors import GameError
from games.tafl.records import result_word

CASES = Path(__file__).resolve().parents[1] / "data" / "tafl" / "tafl_cases.json"

ELEVEN = {"CornerVictoryTest", "RestrictedSpaceTest", "BadFetlarCaptureTest",
          "BadCopenhagenCaptureTest", "ThreefoldDrawTest"}
DIFFER = {  # (case, ruleset, options) -> why this project differs
    ("opentafl/ThreefoldDrawTest", "fetlar", "{}"):
        "TD-15: a position ends the game the fourth time it stands, not the third",
    ("opentafl/ThreefoldDrawTest", "copenhagen", "{}"):
        "a Fetlar case: in Copenhagen a repetition loses for the defenders (CH-7), at the "
        "fourth standing (TD-15), and is never a draw",
}


def first_difference(case: dict, ruleset: str, options: dict) -> str | None:
    """Where this project and OpenTafl first differ on ``case``, or None."""
    game = games.make(ruleset, **options)
    try:
        state = game.parse_position(case["position"])
    except GameError as error:
        return f"position refused: {error}"
    for number, expected in enumerate(case["expected"]):
        text = expected["move"]
        try:
            move = game.parse_move(state, text)
        except GameError:
            move = None
        if (move is not None) != expected["legal"]:
            return f"move {number} {text}: legal {move is not None}"
        if move is None:
            continue
        taken = sorted(game.geometry.name(sq) for sq in game.captures(state, move))
        if taken != sorted(expected["captures"]):
            return f"move {number} {text}: captures {taken}"
        state = game.apply(state, move)
        if game.format_position(state).split()[0] != expected["position_after"]:
            return f"move {number} {text}: position {game.format_position(state)}"
        result = game.outcome(state)
        if (result_word(result) if result else "none") != expected["result"]:
            return f"move {number} {text}: result {result}"
    return None


def _runs() -> list[tuple[dict, str, dict, bool]]:
    if not CASES.is_file():
        return []
    runs = []
    for case in json.loads(CASES.read_text(encoding="utf-8")):
        for entry in case["project"]:
            runs.append((case, entry["ruleset"], entry["options"], entry["agrees"]))
        if case["id"].removeprefix("opentafl/") in ELEVEN:
            for ruleset in ("copenhagen", "fetlar"):
                key = (case["id"], ruleset, "{}")
                runs.append((case, ruleset, {}, key not in DIFFER))
    return runs


RUNS = _runs()


@pytest.mark.parametrize("case, ruleset, options, agrees", RUNS,
                         ids=[f"{c['id']}:{r}{o or ''}" for c, r, o, _ in RUNS])
def test_agreement_is_as_recorded(case, ruleset, options, agrees):
    difference = first_difference(case, ruleset, options)
    assert (difference is None) == agrees, difference
