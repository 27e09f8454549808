"""Readings: deterministic, built from the symbols present, quoting the
question back as plain text, and working for every registered ruleset."""
from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import games
from games.core import GameError
from games.core.playout import random_game
from oracle import Reading, Symbol, read, symbols
from oracle.reading import MAX_PARAGRAPHS, MIN_PARAGRAPHS, QUESTION_LIMIT, read_generic
from oracle.texts import entries
from tests.oracle.corpus import KAMLA_MATE, hand_cases, random_cases

ROOT = Path(__file__).resolve().parents[2]
NEW_FAMILIES = (("shatra", ["42-35", "20-27", "54*33"]),
                ("tavreli", ["e2-e4", "d7-d5", "e4xd5", "d8xd5"]),
                ("tavlei", ["e2-c2", "e3-h3"]), ("hnefatafl-11", ["d1-d3"]))
"""Short records of Altai Shatra, Tavreli, Tavlei and Hnefatafl."""


def _read(case, question: str = "") -> Reading:
    return read(case.ruleset, list(case.record), options=case.options,
                start_position=case.start_position, question=question)


def test_same_record_same_reading() -> None:
    for case in hand_cases() + random_cases()[::9]:
        first, second = _read(case, "Where does this lead?"), _read(case, "Where does this lead?")
        assert first == second
        assert repr(first) == repr(second)


def test_reading_is_the_same_in_fresh_processes() -> None:
    script = (
        "import json, oracle\n"
        "r = oracle.read('kamla', %r, question='q')\n"
        "s = oracle.read('senet-kendall', ['[1]', '10-11', '[2]'])\n"
        "t = [repr(oracle.read(n, x, question='q')) for n, x in %r]\n"
        "print(json.dumps([repr(r), repr(s)] + t))\n" % (KAMLA_MATE, NEW_FAMILIES))
    outputs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                              capture_output=True, text=True, check=True)
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1]
    here = [repr(read("kamla", KAMLA_MATE, question="q")),
            repr(read("senet-kendall", ["[1]", "10-11", "[2]"]))]
    here += [repr(read(name, record, question="q")) for name, record in NEW_FAMILIES]
    assert outputs[0] == here


def test_reading_shape() -> None:
    for case in hand_cases() + random_cases()[::5]:
        reading = _read(case)
        assert isinstance(reading, Reading) and dataclasses.is_dataclass(reading)
        assert reading.ruleset == games.make(case.ruleset, **case.options).info.name
        assert reading.title and reading.answer
        assert MIN_PARAGRAPHS <= len(reading.paragraphs) <= MAX_PARAGRAPHS, case.name
        present = {s.id for s in reading.symbols}
        ids = [p[0] for p in reading.paragraphs]
        assert len(set(ids)) == len(ids)
        for symbol_id, heading, text in reading.paragraphs:
            assert symbol_id in present and heading and text
            assert "{" not in text and "{" not in heading
        assert entries()[reading.paragraphs[0][0]].get("kind") == "outcome"
        assert "{" not in reading.title and "{" not in reading.answer


def test_title_and_answer_come_from_the_weightiest_symbols() -> None:
    reading = read("kamla", KAMLA_MATE)
    lead = reading.symbol("kamla.winner.lower")
    second = next(s for s in reading.symbols if s.id.startswith("kamla.") and s is not lead)
    assert second.weight == max(s.weight for s in reading.symbols if s is not lead)
    assert reading.title == f"{lead.label} \u2014 {second.label}"
    assert reading.answer == (entries()[lead.id]["answer"] + " "
                              + entries()[second.id]["answer"])
    assert [p[0] for p in reading.paragraphs[:2]] == [lead.id, second.id]


def test_symbol_is_a_frozen_dataclass() -> None:
    symbol = symbols("kamla", [])[0]
    assert isinstance(symbol, Symbol)
    with pytest.raises(dataclasses.FrozenInstanceError):
        symbol.weight = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        read("kamla", []).title = ""  # type: ignore[misc]


def test_unfinished_records_read_without_a_winner() -> None:
    reading = read("kamla", KAMLA_MATE[:5], question="And now?")
    ids = {s.id for s in reading.symbols}
    assert "kamla.open" in ids and reading.paragraphs[0][0] == "kamla.open"
    assert not any(".winner." in i or ".draw." in i or ".mate." in i for i in ids)
    senet = read("senet-cycles", ["[2]", "[1]", "10-11"])
    assert senet.paragraphs[0][0] == "senet.open"
    assert any(i.startswith("senet.ahead.") for i, _, _ in senet.paragraphs) or senet.symbol(
        "senet.ahead.spools") or senet.symbol("senet.ahead.cones")


def test_the_question_is_quoted_back_as_plain_text_only() -> None:
    question = "Will {winner} {0.__class__} <b>it</b> $(rm -rf /) %s \\n work?"
    reading = read("kamla", KAMLA_MATE, question=question)
    assert reading.question == question
    assert reading.answer.startswith(f"\u201c{question}\u201d \u2014 ")
    assert reading.answer.count(question) == 1
    assert question not in reading.title
    assert all(question not in text and question not in heading
               for _, heading, text in reading.paragraphs)
    assert read("kamla", KAMLA_MATE).answer == reading.answer.split(" \u2014 ", 1)[1]


def test_the_question_is_trimmed_to_one_line() -> None:
    reading = read("senet-kendall", [], question="  Two\nlines\tand\x00 a bell\x07  ")
    assert reading.question == "Two lines and a bell"
    long = read("senet-kendall", [], question="why " * 400)
    assert len(long.question) == QUESTION_LIMIT and long.question.endswith("\u2026")
    assert read("senet-kendall", [], question="").question == ""
    assert not read("senet-kendall", []).answer.startswith("\u201c")


def test_bad_records_raise_the_engine_error() -> None:
    with pytest.raises(GameError):
        read("kamla", ["Zz9-z9"])
    with pytest.raises(GameError):
        read("kamla", KAMLA_MATE + ["Sd6-d5"])
    with pytest.raises(GameError):
        read("no-such-game", [])


@pytest.mark.parametrize("ruleset", games.names())
def test_every_registered_ruleset_gets_a_reading(ruleset: str) -> None:
    game = games.make(ruleset)
    texts = random_game(game, random.Random(7), max_plies=40).texts
    for reading in (read(ruleset, texts, question="?"), read_generic(ruleset, texts),
                    read(ruleset, [])):
        assert reading.title and reading.answer
        assert MIN_PARAGRAPHS <= len(reading.paragraphs) <= MAX_PARAGRAPHS
        assert reading.paragraphs and reading.paragraphs[0][1]


def test_generic_reading_names_the_players() -> None:
    reading = read_generic("kamla", KAMLA_MATE)
    assert reading.paragraphs[0][0] == "game.winner.first"
    assert reading.title.startswith("Won by Lower World \u2014 ")
    assert reading.paragraphs[1][0] == "game.ending"
    assert "mate" in reading.paragraphs[1][2]
    assert "Upper World" in reading.paragraphs[0][2]
    draw = read_generic("kamla", ["d1~e1", "d8~e8"] * 4)
    assert draw.paragraphs[0][0] == "game.draw"
    assert "Lower World and Upper World" in draw.paragraphs[0][2]


@pytest.mark.parametrize("ruleset", ["shatra", "tavreli", "tavlei", "hnefatafl-9",
                                     "hnefatafl-11"])
def test_new_families_read_a_game_in_progress_and_a_finished_one(ruleset: str) -> None:
    family = games.make(ruleset).info.family
    game = games.make(ruleset)
    texts = random_game(game, random.Random(3)).texts
    assert game.outcome(game.replay(texts)) is not None
    for cut in (0, 1, len(texts) // 2):
        reading = read(ruleset, texts[:cut], question="And now?")
        assert reading.paragraphs[0][0] == f"{family}.open", (ruleset, cut)
        assert not any(".winner." in s.id or ".draw." in s.id for s in reading.symbols)
        assert reading.symbols == read(ruleset, texts[:cut], question="And now?").symbols
    done = read(ruleset, texts)
    lead = done.paragraphs[0][0]
    assert lead.startswith((f"{family}.winner.", f"{family}.draw.")), lead
    assert all(p[0].startswith((f"{family}.", "game.length.")) for p in done.paragraphs)
    assert done == read(ruleset, texts)
