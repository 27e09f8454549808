"""Rarity: the wording, the stored table and the command that makes it."""
from __future__ import annotations

import json
from importlib.resources import files

import pytest

from oracle import rarity, rarity_text, read, tables
from oracle.reading import possible_ids


@pytest.mark.parametrize("share, words", [
    (0.025, "seen in about 1 game of 40"),
    (0.6, "seen in about 3 games of 5"),
    (None, ""),
    (0.0, ""),
    (0.5, "seen in about 1 game of 2"),
    (0.75, "seen in about 3 games of 4"),
    (0.33, "seen in about 1 game of 3"),
    (0.444, "seen in about 2 games of 5"),
    (0.7, "seen in about 7 games of 10"),
    (0.94, "seen in about 9 games of 10"),
    (0.25, "seen in about 1 game of 4"),
    (0.1, "seen in about 1 game of 10"),
    (0.0033, "seen in about 1 game of 300"),
    (0.0005, "seen in about 1 game of 2000"),
    (0.9, "seen in about 9 games of 10"),
    (0.97, "seen in almost every game"),
    (1.0, "seen in almost every game"),
])
def test_rarity_text(share, words) -> None:
    assert rarity_text(share) == words


def test_the_stored_table_matches_the_plan() -> None:
    data = json.loads(files("oracle").joinpath("data", "rarity.json").read_text("utf-8"))
    assert data == tables.table()
    planned = {name: n for name, _, n, _ in rarity.PLAN}
    assert data["games"] == planned
    known = set(possible_ids())
    for ruleset, shares in data["share"].items():
        assert set(shares) <= known, ruleset
        assert all(0 < v <= 1 for v in shares.values())
        low, high = data["quartiles"][ruleset]
        assert 0 < low <= high
    assert tables.share("kamla", "kamla.winner.lower") == data["share"]["kamla"][
        "kamla.winner.lower"]
    assert tables.share("no-such-game", "kamla.winner.lower") is None


def test_symbols_carry_the_stored_rarity() -> None:
    reading = read("senet-kendall", ["[1]", "10-11"])
    for symbol in reading.symbols:
        assert symbol.rarity == tables.share("senet-kendall", symbol.id)


def test_the_command_is_deterministic(tmp_path) -> None:
    plan = (("kamla", (("move_limit", 300),), 4, 400), ("senet-kendall", (), 30, 100_000))
    assert rarity.dumps(rarity.build(plan)) == rarity.dumps(rarity.build(plan))
    out = tmp_path / "rarity.json"
    assert rarity.main(["--scale", "0.005", "--out", str(out)]) == 0
    first = out.read_text("utf-8")
    rarity.main(["--scale", "0.005", "--out", str(out)])
    assert out.read_text("utf-8") == first
    assert json.loads(first)["games"]["senet-kendall"] == 10


def test_the_stored_kamla_table_is_up_to_date() -> None:
    """The committed table must match the engines and extractors of today
    (regenerate with ``python -m oracle.rarity`` when this fails)."""
    name, options, n, plies = rarity.PLAN[0]
    fresh = rarity.simulate_ruleset(name, dict(options), n, plies)
    assert fresh["share"] == tables.table()["share"][name]
    assert fresh["quartiles"] == tables.table()["quartiles"][name]


def test_the_stored_shatra_table_is_up_to_date() -> None:
    """As for Kamla: the cheapest of the newer rulesets, re-simulated in full."""
    name, options, n, plies = next(p for p in rarity.PLAN if p[0] == "shatra")
    fresh = rarity.simulate_ruleset(name, dict(options), n, plies)
    assert fresh["share"] == tables.table()["share"][name]
    assert fresh["quartiles"] == tables.table()["quartiles"][name]


def test_every_family_is_simulated() -> None:
    import games

    families = {games.make(name).info.family for name, _, _, _ in rarity.PLAN}
    assert families == {"kamla", "senet", "shatra", "tavreli", "tafl"}
    assert {name for name, _, _, _ in rarity.PLAN} == set(games.names())
