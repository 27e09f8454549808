"""Senet notation (spec "Notation"): move texts, position strings, narrow errors,
and records that replay to the same positions."""
import random

import pytest

import games
from games.core.errors import IllegalMoveError, InvalidMoveError, InvalidPositionError
from games.core.playout import random_game
from games.senet.game import SenetMove
from tests.senet.helpers import after, game, position

K = game("senet-kendall")
BELL = game("senet-bell")
CYCLES = game("senet-cycles")
CYCLES2 = game("senet-cycles", cycles=2)
NAMES = ["senet-kendall", "senet-bell", "senet-cycles", "senet-modern"]


@pytest.mark.parametrize("text, move", [
    ("[4]", SenetMove(0, 4, "throw")),
    ("12-15", SenetMove(12, 15, "-")),
    ("12x15", SenetMove(12, 15, "x")),
    ("28-off", SenetMove(28, 31, "off")),
    ("in-27", SenetMove(0, 27, "in")),
    ("15-12<", SenetMove(15, 12, "-", True)),
    ("15x12<", SenetMove(15, 12, "x", True)),
    ("time", SenetMove(0, 0, "time")),
])
def test_move_texts_read_and_write(text, move):
    assert K._read(text) == move
    assert K.format_move(K.initial_state(), move) == text


@pytest.mark.parametrize("text", ["12--15", "[6]", "[0]", "[4", "foo", "in-", "28xoff",
                                  "28-off<", "12-15<<", "", "12-", "-off", 5])
def test_invalid_move_text(text):
    with pytest.raises(InvalidMoveError, match="invalid Senet move"):
        K.parse_move(K.initial_state(), text)


def test_illegal_moves_quote_the_move_and_the_position():
    state = K.push(K.initial_state(), "[1]")
    with pytest.raises(IllegalMoveError) as error:
        K.parse_move(state, "10-12")
    assert "'10-12'" in str(error.value) and K.format_position(state) in str(error.value)
    with pytest.raises(IllegalMoveError):
        K.parse_move(state, "2-3")   # it is a hit: 2x3
    with pytest.raises(IllegalMoveError):
        K.parse_move(state, "[2]")   # not a chance step
    with pytest.raises(IllegalMoveError):
        K.parse_move(K.initial_state(), "10-11")  # a throw is due


def test_position_string_records_every_field():
    text = position([1, 3, 5, 7, 12], [10], s="B0", c="K0", odd="S", step="S!", turn=9)
    with pytest.raises(InvalidPositionError):
        CYCLES.parse_position(text)  # a fate throw needs a Kendall piece on 26
    samples = [
        K.format_position(K.initial_state()),
        position([3], [20], step="S?+", turn=4),
        position([3, 26], [20], step="S!+", turn=4),
        position([3], [20], step="C[2]", turn=4),
        position([1, 3, 5, 7, 12], [10], s="B0", c="K0", odd="S", step="S?", turn=9),
        position([1, 3, 5, 7, 12], [10, 2], s="K1", c="B0", odd="S:S", step="C?", turn=9),
    ]
    for sample in samples:
        g = K if " S:K0" in sample and " C:K0" in sample else CYCLES2
        assert g.format_position(g.parse_position(sample)) == sample
    state = CYCLES2.parse_position(samples[5])
    assert (state.phase(0), state.cycles(0), state.off(0), state.phase(1), state.off(1)) == (
        0, 1, 0, 1, 3)
    assert BELL.format_position(BELL.parse_position(
        "........../........../.......... S:B0:5 C:B0:5 odd:- #=:limit t2001"))


def test_D6_the_domains_name_who_has_finished_their_bell_phase():
    g = game("senet-cycles", cycles=5)
    marked = "C.C.CSC.C./.S.S.....S/.S........ S:B2:0 C:K2:0 odd:C:C S? t2"
    state = g.parse_position(marked)
    assert (state.odd_owner, state.bell_done) == (1, 1) and g.format_position(state) == marked
    # Without the mark nobody has (issue 12, S3: Spools are a cycle ahead, not done).
    assert g.parse_position(
        "C.C.CSC.../CS.S.....S/.S........ S:B2:0 C:B1:0 odd:C C[2] t1").bell_done == -1
    # ... unless the cycles say so: strings written before the mark keep loading, and
    # a player with cycles while the other has none finished them on these domains.
    old = position([1, 3, 5, 7, 12], [10, 2], s="K1", c="B0", odd="S", step="C?", turn=9)
    state = CYCLES2.parse_position(old)
    assert state.bell_done == 0
    assert CYCLES2.format_position(state) == old.replace(" odd:S ", " odd:S:S ")


@pytest.mark.parametrize("text, why", [
    ("", "expected"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- S?", "expected"),
    ("CSCSCSCSCS/........../......... S:K0:0 C:K0:0 odd:- S? t1", "3 rows"),
    ("CSCSCSCSCX/........../.......... S:K0:0 C:K0:0 odd:- S? t1", "'X'"),
    ("CSCSCSCSCS/........../.......... S:K0:1 C:K0:0 odd:- S? t1", "not 5 pieces"),
    ("CSCSCSCSCS/........../.......... C:K0:0 S:K0:0 odd:- S? t1", "expected S:"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:X S? t1", "domains"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:-:S S? t1", "domains"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:S:X S? t1", "domains"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:S:S S? t1", "only a cycle session"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- S[6] t1", "unknown step"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- #S:won t1", "unknown reason"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- S? t0", "turn number"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- S? t1 later", "'time'"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- S? t1 time", "duration"),
    ("CSCSCSCSCS/........../.......... S:B0:0 C:K0:0 odd:- S? t1", "no Bell phase"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- #=:kendall t9", "draw"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- #S:bell t9", "cannot end"),
    ("CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- S? t2001", "turn limit"),
    (position([28], [1], step="S[1]"), "no legal move"),
    (position([28], [1], step="S!"), "throw of fate"),
    (position([], [1, 2], s_off=5, step="C?"), "borne off every piece"),
])
def test_invalid_positions_quote_the_text(text, why):
    with pytest.raises(InvalidPositionError) as error:
        K.parse_position(text)
    assert repr(text) in str(error.value) and why in str(error.value)


@pytest.mark.parametrize("g, text, why", [
    (BELL, position([1, 3], [20], s="B0", c="B0", step="S?"), "domains are assigned"),
    (BELL, position([1, 3, 5, 7, 9], [20], s="B0", c="B0", odd="S", step="C?"),
     "every piece on its domains"),
    (game("senet-kendall", first="fixed"),
     "CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- open:A t1", "no opening"),
    (CYCLES, position([3], [4], s="K1", c="K0", step="S?"), "completed 1 of 1"),
    (CYCLES2, position([1, 3, 5, 7, 12], [10, 2], s="K1", c="B0", odd="S:C", step="C?"),
     "C has finished no Bell phase"),
])
def test_invalid_positions_for_the_ruleset(g, text, why):
    with pytest.raises(InvalidPositionError, match=why):
        g.parse_position(text)


@pytest.mark.parametrize("name", NAMES)
def test_a_seeded_record_replays_to_the_same_positions(name):
    g = games.make(name)
    for seed in (1, 2):
        result = random_game(g, random.Random(seed))
        state = g.initial_state()
        for text, expected in zip(result.texts, result.states[1:]):
            state = g.push(state, text)
            assert state == expected
            assert g.parse_position(g.format_position(state)) == state
        assert g.replay(result.texts) == result.states[-1]


def test_game_info():
    for name in NAMES:
        info = games.make(name).info
        assert info.players == ("Spools", "Cones") and info.has_chance
        assert info.board == (3, 10) and info.family == "senet"
    assert games.make("senet-cycles").info.options["cycles"] == 1


def test_bad_options_are_refused():
    for options in ({"pieces": 6}, {"first": "coin"}, {"rules": "jequier"},
                    {"turn_limit": 0}):
        with pytest.raises(ValueError):
            games.make("senet-kendall", **options)
    with pytest.raises(ValueError):
        games.make("senet-modern", session="bell")


def test_a_lost_throw_has_no_decision_step():
    # After [2] Spools cannot move (S-10): the next step is Cones' throw.
    state = after(K, position([2], [3, 4], step="S?"), "[3]")
    assert K.to_move(state) == -1 and K.format_position(state).split()[4] == "C?"
