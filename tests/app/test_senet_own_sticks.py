"""D-7 and D-8 on the Senet page: five score buttons instead of the app's
throw, for every side (the computer's too), kept with the game and its
journal entry; a Kendall-Bell session that opens with Bell."""
import random

import pytest

from play.session import PlaySession
from play.sticks import ThrowError, enter_throw, setting_words
from tests.app.conftest import app
from tests.app.test_senet_page import FakeClock, headings

CYCLES = "Kendall–Bell cycles: a session of death and resurrection"


def setup(*, players: str | None = None, cycles: bool = False, bell: bool = False,
          clock=None):
    at = app("senet", senet_rng=random.Random(5),
             **({"senet_clock": clock} if clock else {})).run()
    if cycles:
        at.radio(key="senet_setup_rules").set_value(CYCLES).run()
    if bell:
        at.radio(key="senet_setup_opening").set_value("Bell (the way back)").run()
    if players:
        at.radio(key="senet_setup_players").set_value(players).run()
    at.toggle(key="senet_setup_own_sticks").set_value(True).run()
    at.button(key="senet_begin").click().run()
    assert not at.exception, at.exception
    return at


def test_own_sticks_replace_the_throw_with_five_scores_and_keep_the_choice():
    at = setup()
    session = at.session_state["senet_session"]
    assert session.options["sticks"] == "own"
    keys = [b.key for b in at.button]
    assert "senet_throw" not in keys
    assert [k for k in keys if k.startswith("senet_pad_")] == [f"senet_pad_{n}" for n in range(1, 6)]
    at.button(key="senet_pad_3").click().run()
    at.button(key="senet_pad_1").click().run()
    assert session.record == ["[3]", "[1]"]  # the second seat's 1 wins the opening


def test_against_the_computer_the_person_throws_for_it_and_it_moves():
    clock = FakeClock()
    at = setup(players="Against the computer", clock=clock)
    session = at.session_state["senet_session"]
    assert session.clock["computer"]["sides"] == [1]
    at.button(key="senet_pad_2").click().run()  # Spools (the person) throw a 2 and move
    pick = at.selectbox(key="senet_pick")
    pick.select(pick.options[0]).run()
    at.button(key="senet_move").click().run()
    assert "the computer's side" in " ".join(c.value for c in at.caption)
    for _ in range(3):  # the computer waits for its throw: it never throws for itself
        clock.now += 5
        at.run()
    assert len(session.record) == 2
    at.button(key="senet_pad_3").click().run()  # thrown for Cones
    for _ in range(3):
        clock.now += 5
        at.run()
    assert session.record[2] == "[3]" and len(session.record) == 4  # Cones moved
    assert not session.record[3].startswith("[") and session.state.stage == 1  # a throw waits


def test_a_sitting_opened_with_bell_with_own_sticks_keeps_both_choices():
    at = setup(players="Contemplation: the app plays both sides at your pace", cycles=True,
               bell=True)
    session = at.session_state["senet_session"]
    assert session.options["opening"] == "bell" and session.options["sticks"] == "own"
    assert session.game.format_position(session.state).startswith(
        "........../........../.......... S:B0:5 C:B0:5")
    at.button(key="senet_med_pad_1").click().run()
    assert session.record == ["[1]"]
    assert setting_words(session.options) == ["thrown with your own sticks",
                                              "opened with Bell, the way back"]


@pytest.mark.parametrize("score", [0, 6, "3", 2.0, True, None])
def test_a_bad_score_is_refused_quoting_it_and_nothing_changes(score):
    session = PlaySession.start("senet-kendall", "solo", options={"sticks": "own"})
    before = (list(session.record), session.state)
    with pytest.raises(ThrowError, match=repr(score).replace("(", r"\(").replace(".", r"\.")):
        enter_throw(session, score)
    assert (session.record, session.state) == before


def test_a_score_when_no_throw_is_due_is_refused_and_nothing_changes():
    session = PlaySession.start("senet-kendall", "solo", options={"sticks": "own",
                                                                 "first": "fixed"})
    enter_throw(session, 2)
    assert session.state.stage == 2  # a move is due, not a throw
    with pytest.raises(ThrowError, match="no throw is due now, so the score 4"):
        enter_throw(session, 4)
    assert session.record == ["[2]"]


def test_when_the_time_is_up_the_person_throws_the_turn_in_hand_to_its_end():
    """C-2 with own sticks: the app throws nothing, not even to finish the turn;
    the end bell rings on time, and the session ends with the turn."""
    clock = FakeClock()
    at = app("senet", senet_rng=random.Random(5), senet_clock=clock).run()
    at.radio(key="senet_setup_rules").set_value(CYCLES).run()
    at.radio(key="senet_setup_by").set_value("For a set time").run()
    at.number_input(key="senet_setup_minutes").set_value(1).run()
    at.toggle(key="senet_setup_own_sticks").set_value(True).run()
    at.button(key="senet_begin").click().run()
    assert at.button(key="senet_pad_1").disabled  # the clock has not started
    at.button(key="senet_start").click().run()
    at.button(key="senet_pad_1").click().run()  # the first seat's 1: Spools, a move due
    clock.now += 61
    at.run()
    session = at.session_state["senet_session"]
    assert session.record == ["[1]", "time"] and not session.over
    assert at.session_state["senet_bell"]["kind"] == "end"
    assert "The time is up: Spools finish the turn in hand" in headings(at)
    pick = at.selectbox(key="senet_pick")
    pick.select(pick.options[0]).run()
    at.button(key="senet_move").click().run()
    assert not session.over  # the 1 earned another throw, which is the person's
    at.button(key="senet_pad_2").click().run()
    if not session.over:
        pick = at.selectbox(key="senet_pick")
        pick.select(pick.options[0]).run()
        at.button(key="senet_move").click().run()
    assert session.over and session.outcome.reason.startswith("time is up")
    throws = [t for t in session.record if t.startswith("[")]
    assert throws == ["[1]", "[2]"]  # every throw the person's own


def test_refusals_of_a_score_are_said_in_russian_quoting_it():
    session = PlaySession.start("senet-kendall", "solo", options={"sticks": "own",
                                                                 "first": "fixed"})
    with pytest.raises(ThrowError) as refused:
        enter_throw(session, 6, "ru")
    assert str(refused.value) == "четыре дощечки дают 1, 2, 3, 4 или 5, но не 6"
    enter_throw(session, 2, "ru")
    with pytest.raises(ThrowError) as refused:
        enter_throw(session, 4, "ru")
    assert str(refused.value) == "сейчас бросать не нужно, поэтому счёт 4 не введён"
    assert session.record == ["[2]"]
