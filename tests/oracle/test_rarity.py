"""Rarity from computer games: the wording, the stages, the stored table and
the command that makes it (issue 13, item 6)."""
from __future__ import annotations

import json
from importlib.resources import files

import pytest

import games
from oracle import rarity, read, tables
from oracle.reading import possible_ids
from games.core import Outcome

AT = "by move 40"


@pytest.mark.parametrize("share, words", [
    (0.025, f"seen in about 1 of 40 computer games {AT}"),
    (0.6, f"seen in about 3 of 5 computer games {AT}"),
    (None, ""),
    (0.0, f"not seen in any of 2000 computer games {AT}"),
    (0.5, f"seen in about 1 of 2 computer games {AT}"),
    (0.75, f"seen in about 3 of 4 computer games {AT}"),
    (0.33, f"seen in about 1 of 3 computer games {AT}"),
    (0.444, f"seen in about 2 of 5 computer games {AT}"),
    (0.7, f"seen in about 7 of 10 computer games {AT}"),
    (0.94, f"seen in about 9 of 10 computer games {AT}"),
    (0.25, f"seen in about 1 of 4 computer games {AT}"),
    (0.1, f"seen in about 1 of 10 computer games {AT}"),
    (0.0033, f"seen in about 1 of 300 computer games {AT}"),
    (0.0005, f"seen in about 1 of 2000 computer games {AT}"),
    (0.97, f"seen in almost every computer game {AT}"),
    (1.0, f"seen in almost every computer game {AT}"),
])
def test_rarity_text(share, words) -> None:
    assert tables.rarity_text(share, 2000, AT) == words


def test_one_in_n_never_names_more_games_than_were_played() -> None:
    assert tables.rarity_text(1 / 400, 400, AT) == f"seen in about 1 of 400 computer games {AT}"
    assert tables.rarity_text(0.0009, 400, AT) == f"seen in about 1 of 400 computer games {AT}"
    assert tables.rarity_text(0.5, 0, AT) == ""


@pytest.mark.parametrize("steps, stage, words", [
    (0, "10", "by move 10"), (1, "10", "by move 10"), (10, "10", "by move 10"),
    (11, "20", "by move 20"), (33, "40", "by move 40"), (640, "640", "by move 640"),
    (641, "end", "over whole games"),
])
def test_a_reading_is_compared_at_the_next_checkpoint(steps, stage, words) -> None:
    assert tables.stage(steps) == stage
    assert tables.when(steps) == words
    assert tables.when(steps, chance=True) == words.replace("move", "step")


FAKE = {"games": {"kamla": 200}, "quartiles": {"kamla": [30, 50]},
        "count": {"kamla": {"10": {"game.open": 200, "kamla.promotion.lower": 3},
                            "end": {"kamla.winner.lower": 90, "game.ending": 200}}}}


def test_shares_are_read_at_the_stage_and_an_ended_stage_is_whole_games(monkeypatch) -> None:
    monkeypatch.setattr(tables, "table", lambda: FAKE)
    assert tables.share("kamla", "kamla.promotion.lower", 7) == 3 / 200
    assert tables.share("kamla", "kamla.winner.lower", 7) == 0.0  # never by move 10
    # "20" is missing: every game had ended by then, so it reads as whole games
    assert tables.share("kamla", "kamla.winner.lower", 15) == 90 / 200
    assert tables.share("kamla", "kamla.winner.lower", 900) == 90 / 200
    assert tables.share("senet-kendall", "game.open", 7) is None
    assert tables.games_played("kamla") == 200 and tables.games_played("tavreli") == 0
    assert tables.quartiles("kamla") == (30, 50) and tables.quartiles("fetlar") is None


# The stored table --------------------------------------------------------------------------

def stored() -> dict:
    return json.loads(files("oracle").joinpath("data", "rarity.json").read_text("utf-8"))


def test_the_stored_table_matches_the_plan() -> None:
    data = stored()
    assert data == tables.table()
    assert data["games"] == dict(rarity.PLAN)
    assert data["checkpoints"] == list(tables.CHECKPOINTS)
    assert data["level"] == tables.LEVEL == "gentle"
    known = set(possible_ids())
    for ruleset, stages in data["count"].items():
        n = data["games"][ruleset]
        assert tables.END in stages and set(stages) <= {tables.END} | {
            str(c) for c in tables.CHECKPOINTS}, ruleset
        for stage, counts in stages.items():
            assert set(counts) <= known, (ruleset, stage)
            assert all(0 < c <= n for c in counts.values()), (ruleset, stage)
        low, high = data["quartiles"][ruleset]
        assert 0 < low <= high


def test_every_family_has_2000_computer_games() -> None:
    per_family: dict[str, int] = {}
    for ruleset, n in rarity.PLAN:
        family = games.make(ruleset).info.family
        per_family[family] = per_family.get(family, 0) + n
    assert set(per_family) == {"kamla", "senet", "shatra", "tavreli", "tafl"}
    assert {name for name, _ in rarity.PLAN} == set(games.names())
    assert all(n >= 2000 for n in per_family.values())
    assert {name: n for name, n in rarity.PLAN} == tables.table()["games"]  # the table is made


def test_open_games_only_fall_away_as_the_stages_go_on() -> None:
    """A reading at a later checkpoint finds no more games open, and at the
    end only those the step cap cut off."""
    data = stored()
    for ruleset, stages in data["count"].items():
        row = [stages.get(str(c), stages[tables.END]).get("game.open", 0)
               for c in tables.CHECKPOINTS] + [stages[tables.END].get("game.open", 0)]
        assert row == sorted(row, reverse=True), ruleset
        assert row[-1] == data["unfinished"][ruleset], ruleset


def test_symbols_carry_the_share_of_their_stage_in_plain_words() -> None:
    reading = read("kamla", ["Sd3-d4", "Sd6-d5"])
    assert reading.symbols
    for symbol in reading.symbols:
        assert symbol.rarity == tables.share("kamla", symbol.id, 2)
        assert "computer game" in symbol.rarity_words, symbol
        assert symbol.rarity_words.endswith(" by move 10"), symbol
    senet = read("senet-kendall", ["[1]", "10-11"])
    assert all(s.rarity_words.endswith(" by step 10") for s in senet.symbols)


def test_no_rarity_for_a_declared_ending_or_a_slice() -> None:
    resigned = read("kamla", ["Sd3-d4"], declared=Outcome(1, "Upper World resigned"))
    declared = [s for s in resigned.symbols if s.id.startswith("game.declared.")]
    assert declared and all(s.rarity is None and not s.rarity_words for s in declared)
    game = games.make("kamla")
    after = game.apply(game.initial_state(), game.parse_move(game.initial_state(), "Sd3-d4"))
    sliced = read("kamla", ["Sd6-d5"], start_position=game.format_position(after))
    assert all(s.rarity is None and not s.rarity_words for s in sliced.symbols)


def test_the_length_is_weighed_against_computer_games() -> None:
    length = next(s for s in read("kamla", ["Sd3-d4"]).symbols if s.id.startswith("game.length"))
    low, high = tables.quartiles("kamla")
    assert length.detail == f"1 step in the record; most computer games of this ruleset " \
                            f"run {low} to {high}"


# The command -------------------------------------------------------------------------------

def test_the_command_is_deterministic_and_replays_only_what_it_is_asked(tmp_path) -> None:
    plan = (("kamla", 3), ("senet-kendall", 2))
    first = rarity.build(plan)
    assert rarity.dumps(first) == rarity.dumps(rarity.build(plan))
    assert first["games"] == {"kamla": 3, "senet-kendall": 2}
    out = tmp_path / "rarity.json"
    assert rarity.main(["--only", "tavlei", "--games", "2", "--out", str(out)]) == 0
    written = out.read_text("utf-8")
    assert json.loads(written)["games"] == {"tavlei": 2}
    rarity.main(["--only", "tavlei", "--games", "2", "--out", str(out)])
    assert out.read_text("utf-8") == written
    rarity.main(["--only", "hnefatafl-9", "--games", "1", "--out", str(out)])
    assert json.loads(out.read_text("utf-8"))["games"] == {"tavlei": 2, "hnefatafl-9": 1}


def test_a_game_is_read_at_each_checkpoint_it_reached() -> None:
    game = games.make("kamla")
    states, moves = rarity.play_game(game, 0)
    stages = rarity.stage_readings(game, states, moves)
    assert stages[tables.END][0] == len(moves) and game.outcome(states[-1]) is not None
    for c in tables.CHECKPOINTS:
        steps, ids = stages[str(c)]
        assert steps == min(c, len(moves))
        assert ("game.open" in ids) == (c < len(moves))


def test_the_table_does_not_depend_on_the_number_of_processes() -> None:
    assert rarity.simulate_ruleset("senet-kendall", 6, jobs=2) == \
        rarity.simulate_ruleset("senet-kendall", 6)
