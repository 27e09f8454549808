"""The 20 recorded Tavreli tournament games (Moscow 1997-98, Smolensk 1999-2003,
Ryazan 2002-03) of sirdyf/tavreli, vendored in ``tests/data/tavreli`` (see its
README): each record's moves, in this project's notation, replay through the
public protocol with every move legal, and reach the recorded final position,
check and ending (TV-1..TV-8)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import games

DATA = Path(__file__).resolve().parents[1] / "data" / "tavreli" / "tavreli_games.jsonl"
RECORDS = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines()]


def test_the_twenty_records_are_all_here():
    assert len(RECORDS) == 20
    assert len({r["id"] for r in RECORDS}) == 20
    assert all(len(r["project_moves"]) == len(r["record_moves"]) for r in RECORDS)


@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
def test_record_replays_to_its_final_position(record):
    game = games.make("tavreli")
    state = game.initial_state()
    for number, text in enumerate(record["project_moves"], 1):
        assert game.outcome(state) is None, f"the game ended before move {number} ({text})"
        state = game.apply(state, game.parse_move(state, text))  # raises if illegal
    assert game.format_position(state) == record["final_position"]
    assert game.in_check(state) is record["final_in_check"]
    outcome = game.outcome(state)
    expected = record["final_outcome_project"]
    if expected is None:
        assert outcome is None
    else:
        assert (outcome.winner, outcome.reason) == tuple(expected)


def test_the_endings_are_five_mates_and_fifteen_unfinished_records():
    ended = [r["final_outcome_project"] for r in RECORDS if r["final_outcome_project"]]
    assert len(ended) == 5 and all(reason == "mate" for _, reason in ended)


def bare(move: str) -> str:
    """A move without what only annotates it: the record's marks (``?``, ``+``, ``*``,
    a trailing ``x``), capital files, ``0`` for ``O``; the project's ``x`` for a
    landing on an enemy and ``=X`` for a promotion (I-7)."""
    move = re.sub(r"=[A-Z]$", "", re.sub(r"[?!+*x#]+$", "", move))
    return re.sub(r"[A-H](?=\d)", lambda m: m.group().lower(), move).replace("x", "-") \
        .replace("0", "O")


def test_the_project_moves_are_the_record_moves():
    """Only the notation differs (see ``bare``): the same moves, in the same order."""
    for record in RECORDS:
        assert [bare(m) for m in record["record_moves"]] == \
            [bare(m) for m in record["project_moves"]], record["id"]
