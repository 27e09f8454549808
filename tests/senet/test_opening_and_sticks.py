"""D-8: a session of cycles that opens with Bell (seed 003: Kendall may follow
Bell as Bell follows Kendall), and D-7: throws from the players' own sticks,
which the rules accept as they accept the app's."""
import random
import re
from fractions import Fraction

import pytest

from games.core.errors import IllegalMoveError, InvalidMoveError
from games.core.playout import random_game
from games.senet.session import journal
from tests.senet.helpers import after, game, position

BELL_FIRST = game("senet-cycles", cycles=2, opening="bell")


def test_D8_a_session_opened_with_bell_starts_with_every_piece_off_the_board():
    start = BELL_FIRST.initial_state()
    assert BELL_FIRST.format_position(start) == (
        "........../........../.......... S:B0:5 C:B0:5 odd:- open:A t1")
    assert BELL_FIRST.opening == "bell" and game("senet-cycles").opening == "kendall"
    # B-1, as in Bell alone: the first 1 only decides; Spools then throw.
    state = after(BELL_FIRST, BELL_FIRST.format_position(start), "[3]", "[1]")
    assert BELL_FIRST.format_position(state).endswith("S? t2")


def test_D8_finishing_bell_first_is_no_cycle_yet_finishing_kendall_then_is():
    text = position([1, 3, 5, 7, 11], [20, 21, 23], s="B0", c="B0", odd="S", step="S?")
    state = after(BELL_FIRST, text, "[2]", "11-9")
    assert (state.phase(0), state.cycles(0)) == (0, 0)  # Kendall now, no cycle completed
    assert BELL_FIRST.finished(state, 0) == (0, 1)
    text = position([30], [20, 21, 23], s="K0", c="B0", odd="S:S", step="S?")
    state = after(BELL_FIRST, text, "[1]", "30-off")
    assert (state.phase(0), state.cycles(0)) == (1, 1)  # Bell again, one cycle done
    assert BELL_FIRST.finished(state, 0) == (1, 1)


def test_D8_the_target_is_reached_on_finishing_kendall():
    one = game("senet-cycles", cycles=1, opening="bell")
    text = position([30], [20, 21, 23], s="K0", c="B0", odd="S:S", step="S?")
    state = after(one, text, "[1]", "30-off")
    assert one.outcome(state).reason == "completed 1 cycle" and one.outcome(state).winner == 0


def test_D8_a_session_opened_with_bell_alternates_bell_kendall_bell():
    for seed in range(3):
        result = random_game(BELL_FIRST, random.Random(seed), record=True)
        assert result.outcome is not None
        phases = {"Spools": [], "Cones": []}
        for entry in journal(BELL_FIRST, result.texts):
            if entry["kind"] == "phase":
                phases[entry["player"]].append(entry["finished"])
        winner = "Spools" if result.outcome.winner == 0 else "Cones"
        assert phases[winner] == ["Bell", "Kendall", "Bell", "Kendall"]
        for finished in phases.values():
            assert finished == ["Bell", "Kendall", "Bell", "Kendall"][:len(finished)]


def test_D8_ahead_counts_the_phases_in_the_order_played():
    text = position([2, 4, 6, 8, 10], [20, 21, 23], s="K0", c="B0", odd="S:S", step="S?")
    state = BELL_FIRST.parse_position(text)
    spools, cones = BELL_FIRST.ahead(state)
    assert spools == 1 + Fraction(2 + 4 + 6 + 8 + 10, 31 * 5) == Fraction(37, 31)  # Bell done
    assert cones < 1


@pytest.mark.parametrize("options, message", [
    ({"opening": "bell"}, "only a session of cycles may open with Bell"),
    ({"opening": "spring"}, "'spring'"),
    ({"sticks": "dice"}, "'dice'"),
])
def test_bad_options_are_refused_quoting_them(options, message):
    name = "senet-cycles" if options.get("opening") == "spring" else "senet-kendall"
    with pytest.raises(ValueError, match=message):
        game(name, **options)


def test_D7_own_sticks_are_kept_in_the_options_and_change_no_rule():
    own, app = game("senet-kendall", sticks="own"), game("senet-kendall")
    assert own.info.options["sticks"] == "own" and app.info.options["sticks"] == "app"
    record = random_game(app, random.Random(4), record=True).texts
    assert after(own, app.format_position(app.initial_state()), *record) == \
        after(app, app.format_position(app.initial_state()), *record)


@pytest.mark.parametrize("text", ["[6]", "[0]", "6", "[4"])
def test_D7_a_bad_throw_is_refused_quoting_it_and_nothing_changes(text):
    g = game("senet-kendall", sticks="own")
    state = g.initial_state()
    with pytest.raises((InvalidMoveError, IllegalMoveError), match=re.escape(repr(text))):
        g.push(state, text)
    assert state == g.initial_state()
