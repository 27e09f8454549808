"""Issue 25, item 4: a reading says only true and findable things. Each test
builds a record that showed a false or unfindable statement before."""
from __future__ import annotations

import random
import re

import games
import oracle
from games.core import Outcome
from games.core.playout import random_game
from games.senet.engine import FATE

from tests.oracle.corpus import KAMLA_MATE, TIMED, _timed_with_winner


def _phases(seed: int) -> tuple[list[str], list, list[int]]:
    """A random session of cycles: its record, states and the plies after which
    some player finished a phase (as ``play.lifecycle.phase_ends`` finds them)."""
    game = games.make("senet-cycles")
    played = random_game(game, random.Random(seed))
    states = played.states
    ends = [ply for ply in range(1, len(states))
            if any((states[ply - 1].phase(q), states[ply - 1].cycles(q))
                   != (states[ply].phase(q), states[ply].cycles(q)) for q in (0, 1))]
    return list(played.texts), list(states), ends


def _slice(seed: int, number: int) -> oracle.Reading:
    texts, states, ends = _phases(seed)
    first = ends[number - 1] if number else 0
    game = games.make("senet-cycles")
    return oracle.read("senet-cycles", texts[first:ends[number]],
                       start_position=game.format_position(states[first]))


def test_a_later_phase_does_not_name_its_first_finisher_the_sessions_first() -> None:
    # seed 3: Cones finish Kendall first (ply 355), then Spools (ply 378)
    assert oracle.read("senet-cycles", _phases(3)[0][:355]).symbol(
        "senet.first.kendall.cones") is not None
    later = _slice(3, 1)
    assert not [s.id for s in later.symbols if s.id.startswith("senet.first.kendall")]
    assert "first to finish a Kendall phase" not in later.text


def test_a_phase_entry_says_who_just_finished_not_that_no_side_reached_its_goal() -> None:
    reading = _slice(3, 1)
    assert "reached its goal" not in reading.text
    assert reading.symbols[0].id == "senet.closed.kendall"
    assert "Spools" in reading.title


def test_the_last_phase_of_a_session_names_the_sessions_turn_not_the_slices_steps() -> None:
    texts, states, ends = _phases(3)
    reading = _slice(3, 2)
    assert f"won after {ends[2] - ends[1]} steps" not in reading.text
    assert f"won at turn {states[-1].turn}" in reading.text


def test_a_timed_sitting_is_won_by_being_ahead_not_by_bearing_pieces_through() -> None:
    record = _timed_with_winner()
    reading = oracle.read("senet-cycles", list(record), options=TIMED)
    assert "bore their pieces through" not in reading.text
    assert reading.symbols[0].id.startswith("senet.timed.")


def _fated_game() -> tuple[str, ...]:
    """The first seeded Kendall game where a throw of fate put a piece on the
    Three Truths (28) while no move ended there."""
    game = games.make("senet-kendall")
    for seed in range(200):
        played = random_game(game, random.Random(seed))
        fates = [i for i, (s, t) in enumerate(zip(played.states, played.texts))
                 if t == "[2]" and s.stage == FATE]
        moved = [t for t in played.texts if re.fullmatch(r"\d+-28", t)]
        if fates and not moved:
            return tuple(played.texts)
    raise AssertionError("no seeded game shows it")


def test_a_throw_of_fate_that_puts_a_piece_on_a_house_is_counted() -> None:
    reading = oracle.read("senet-kendall", list(_fated_game()))
    text = reading.text
    assert "No piece came to the House of the Three Truths" not in text
    assert re.search(r"The throw of fate put a piece there \d+ times?", text)


def test_the_threshold_heading_carries_beautys_meaning_only() -> None:
    signs = set()
    for seed in range(6):
        game = games.make("senet-kendall")
        record = random_game(game, random.Random(seed)).texts
        for cut in (60, 120, 180):
            for section in oracle.read("senet-kendall", list(record[:cut])).sections:
                if section.id == "senet.beauty" and section.sign:
                    assert section.sign == "senet.house.beauty"
                signs.add(section.sign)
    assert {"senet.house.rebirth", "senet.house.beauty"} <= signs


def test_only_a_move_that_decided_the_game_is_called_decisive() -> None:
    assert "The decisive move was move 5 (Ne2xd5)" in oracle.read("kamla", KAMLA_MATE).text
    resigned = oracle.read("kamla", KAMLA_MATE[:6], declared=Outcome(0, "resignation"))
    assert "decisive" not in resigned.text
    assert "The move where the game turned most was move" in resigned.text
    assert "decisive" not in oracle.read("kamla", KAMLA_MATE[:6]).text


def test_the_start_layout_is_not_read_as_motion() -> None:
    for n in (0, 1, 2):
        reading = oracle.read("kamla", KAMLA_MATE[:n])
        assert "inheritance" not in reading.text and "roots are on the move" not in reading.text
        assert not [s for s in reading.symbols if s.id.endswith(".river")]


def test_moves_are_numbered_as_the_move_list_numbers_them() -> None:
    reading = oracle.read("kamla", KAMLA_MATE)
    assert "won after 5 moves" in reading.text and "after 9 moves" not in reading.text
    assert "move 9" not in reading.text and not re.search(r"\bsteps? \d", reading.text)
    assert "the first at move 5 (Ne2xd5)" in reading.text


def test_turning_points_are_plain_words_without_the_computers_numbers() -> None:
    reading = oracle.read("kamla", KAMLA_MATE, querent=0)
    turns = next(s for s in reading.sections if s.id == "kamla.turns")
    assert turns.text.startswith("At move ")
    assert "measure" not in turns.text and "swung" not in turns.text
    numbers = re.findall(r"\d+", re.sub(r"move \d+ \([^)]*\)", "", turns.text))
    assert numbers == []


def test_a_kamla_reading_is_an_i_ching_cast_from_the_decisive_move() -> None:
    from oracle.check import refuted
    reading = oracle.read("kamla", KAMLA_MATE)
    figure = reading.figure
    assert figure is not None and figure.id == "kamla.figure"
    # e2 holds Inner Truth 61 (Dui below, Xun above), d5 Duration 32 (Xun below, Zhen above)
    assert figure.heading == "\u4dfc Inner Truth \u2192 \u4ddf Duration"
    assert figure.facts[0].claim == ("kamla.cast", 9, ("e2", "d5"), 61, (1, 3, 4, 5, 6), 32)
    assert figure.text.startswith("The decisive move, move 5 (Ne2xd5): ")
    assert "The Number: 3." in figure.text
    assert refuted(reading, "kamla", KAMLA_MATE) == ([], [])
    assert [s.heading for s in reading.sections[1:3]] == ["The image", "The changing lines"]


def test_a_tampered_cast_is_refuted() -> None:
    import dataclasses
    from oracle.check import refuted
    from oracle.model import Fact
    reading = oracle.read("kamla", KAMLA_MATE)
    claim = reading.figure.facts[0].claim
    false = Fact(claim[:3] + (60,) + claim[4:], "a false cast")
    tampered = dataclasses.replace(reading, figure=dataclasses.replace(
        reading.figure, facts=(false,) + reading.figure.facts[1:]))
    assert [f.text for f in refuted(tampered, "kamla", KAMLA_MATE)[0]] == ["a false cast"]
