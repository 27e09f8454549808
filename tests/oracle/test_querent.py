"""The querent: in Senet, Altai Shatra, Tavreli and tafl a sign of one side
(the winner, a side's captures, its biy, its king) reads as the querent's own
or as what faces them, and with no querent it takes no side (issue 13, item 4)."""
from __future__ import annotations

import random
from functools import cache

import pytest

import games
from games.core.playout import random_game
from oracle import read, texts
from oracle.reading import family_found
from oracle.replay import replay
from tests.oracle.corpus import random_cases

FAMILIES = ("senet-kendall", "shatra", "tavreli", "tavlei")
"""One ruleset of each family whose texts speak of the sides."""


@cache
def _won(ruleset: str) -> tuple[tuple[str, ...], int]:
    """The first seeded random game of ``ruleset`` won by a side, and its winner."""
    game = games.make(ruleset)
    for seed in range(40):
        played = random_game(game, random.Random(seed))
        outcome = game.outcome(played.states[-1])
        if outcome is not None and outcome.winner is not None:
            return tuple(played.texts), outcome.winner
    raise AssertionError(f"no won game of {ruleset}")


def _wordings(entry, key: str) -> list[str]:
    value = entry.get(key, "")
    return value if isinstance(value, list) else [value]


def _line(reading, key: str) -> str:
    """The ``yours``/``facing`` wording that closes the ending's meaning, or ""."""
    ending = reading.sections[0]
    entry = texts.entry(ending.sign)
    values = {"king": "prince"}
    return next((texts.fill(w, values) for w in _wordings(entry, key)
                 if w and ending.meaning.endswith(texts.fill(w, values))), "")


@pytest.mark.parametrize("ruleset", FAMILIES)
def test_the_outcome_reads_as_yours_or_as_what_faces_you(ruleset: str) -> None:
    record, winner = _won(ruleset)
    yours = read(ruleset, list(record), querent=winner)
    facing = read(ruleset, list(record), querent=1 - winner)
    nobody = read(ruleset, list(record))
    assert yours.sections[0].sign == facing.sections[0].sign == nobody.sections[0].sign
    mine, theirs = _line(yours, "yours"), _line(facing, "facing")
    assert mine and theirs and mine != theirs
    assert yours.sections[0].meaning == f"{nobody.sections[0].meaning} {mine}"
    assert facing.sections[0].meaning == f"{nobody.sections[0].meaning} {theirs}"
    assert "Your side won this game." in yours.answer
    assert "The side facing you won this game." in facing.answer
    assert mine not in nobody.text and theirs not in nobody.text
    assert "other way round" not in yours.text + facing.text + nobody.text


def test_without_a_querent_no_side_is_called_yours() -> None:
    for ruleset in FAMILIES:
        reading = read(ruleset, list(_won(ruleset)[0]))
        for phrase in ("your side", "your own side", "you played", "your camp", "your sorcerer",
                       "your warriors", "your own thread", "what meets you"):
            assert phrase not in reading.text.lower(), (ruleset, phrase)


@pytest.mark.slow  # reads every family from both sides
def test_every_sign_of_one_side_has_both_wordings_and_fills_its_side() -> None:
    seen = set()
    for case in random_cases():
        if games.make(case.ruleset, **case.options).info.family == "kamla":
            continue
        rp = replay(case.ruleset, list(case.record), options=case.options,
                    start_position=case.start_position)
        for found in family_found(rp):
            entry = texts.entry(found.id)
            if found.side is None or entry is None:
                continue
            seen.add(found.id)
            assert entry.get("yours") and entry.get("facing"), found.id
        for querent in (0, 1):
            reading = read(case.ruleset, list(case.record), options=case.options,
                           start_position=case.start_position, querent=querent)
            assert "{" not in reading.text, case.ruleset
    assert len(seen) >= 20


def test_a_seed_meaning_read_for_a_querent_says_whose_the_added_line_is() -> None:
    record, winner = _won("shatra")
    reading = read("shatra", list(record), querent=winner)
    fortress = next(s for s in reading.sections if s.id == "shatra.fortress")
    assert fortress.source.startswith("seed 001")
    assert fortress.source.endswith("what it is for you: the app's own")
    assert "what it is for you" not in read("shatra", list(record)).text


@pytest.mark.parametrize("ruleset", FAMILIES)
def test_the_question_still_shapes_a_reading_for_a_querent(ruleset: str) -> None:
    """Item 5 holds with the new texts: a yes/no question is reframed openly,
    its words are used in the prompts, and every meaning names its source."""
    record, winner = _won(ruleset)
    reading = read(ruleset, list(record), querent=1 - winner,
                   question="Will the contract be signed?")
    assert reading.question_kind == "yes-no"
    assert texts.phrase("frame_yes-no") in reading.answer
    assert reading.prompts and "Will the contract be signed" in reading.prompts[0]
    assert all(s.source for s in reading.sections if s.meaning)
