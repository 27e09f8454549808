"""AppTest: the Senet sitting as a meditation view, on a fake clock: the
preparation countdown, the start, interval and end bells, the pace and bell
changed during the sitting, a reload resuming it where it stood, and the end
screen's note and mood written into the session's entry."""
import random
import time

from readings import db, journal
from tests.app.conftest import app
from tests.app.test_senet_page import FakeClock

CONTEMPLATION = "Contemplation: the app plays both sides at your pace"
CYCLES = "Kendall–Bell cycles: a session of death and resurrection"


def shown(at) -> str:
    return "\n".join(e.value for e in [*at.markdown, *at.caption, *at.success])


def sitting(clock, minutes=2, interval=1, prepare="10 seconds", at_minutes="", sound="none"):
    at = app("senet", senet_rng=random.Random(4), senet_clock=clock).run()
    at.radio(key="senet_setup_rules").set_value(CYCLES).run()
    at.radio(key="senet_setup_by").set_value("For a set time").run()
    at.radio(key="senet_setup_players").set_value(CONTEMPLATION).run()
    at.number_input(key="senet_setup_minutes").set_value(minutes).run()
    if at_minutes:
        at.radio(key="senet_setup_bells").set_value("At chosen minutes").run()
        at.text_input(key="senet_setup_at").input(at_minutes).run()
    elif interval:
        at.radio(key="senet_setup_bells").set_value("Every few minutes").run()
        at.number_input(key="senet_setup_interval").set_value(interval).run()
    at.radio(key="senet_setup_ambient").set_value(sound).run()
    at.selectbox(key="senet_setup_prepare").set_value(prepare).run()
    at.radio(key="senet_setup_sound").set_value("chime").run()
    at.button(key="senet_begin").click().run()
    assert not at.exception, at.exception
    return at


def test_a_sitting_from_preparation_to_the_note_in_the_journal():
    clock = FakeClock(time.time())
    at = sitting(clock)
    assert "02:00" in shown(at) and at.button(key="senet_sitting").label == "Begin the sitting"
    assert not [b for b in at.button if b.key == "senet_throw"]  # game controls folded away
    at.button(key="senet_sitting").click().run()
    assert "00:10" in shown(at) and "Settle in" in shown(at)
    clock.now += 11
    at.run()
    session = at.session_state["senet_session"]
    assert at.session_state["senet_bell"]["kind"] == "start"
    assert session.clock["bell"] == {"sound": "chime", "volume": 0.6}
    at.slider(key="senet_med_pace").set_value(0.5).run()  # the pace, during the sitting
    assert session.clock["pace"] == 0.5
    at.radio(key="senet_med_sound").set_value("gong").run()
    assert session.clock["bell"]["sound"] == "gong"
    clock.now += 61
    at.run()
    assert at.session_state["senet_bell"]["kind"] == "interval"
    rings = at.session_state["senet_bell"]["ring"]
    at.button(key="senet_med_preview").click().run()
    assert at.session_state["senet_bell"] == {"ring": rings + 1, "kind": "preview"}
    clock.now += 60
    at.run()
    assert session.over and at.session_state["senet_bell"]["kind"] == "end"
    assert "You sat 2 minutes" in shown(at) and "1 day in a row" in shown(at)
    assert "2 minutes sat in all, 1 sitting, longest streak 1 day" in shown(at)
    assert "Milestone: First sitting." in shown(at)
    at.text_area(key="senet_note").input("The water was still.")
    at.radio(key="senet_mood").set_value(4)
    at.button(key="FormSubmitter:senet_note_form-Keep in the journal").click().run()
    assert not at.exception, at.exception
    entry = [e for e in journal.search(db.open_database()) if e.kind == "session"][0]
    assert (entry.notes, entry.mood) == ("The water was still.", 4)
    assert "kept with this session" in shown(at)


def test_a_reload_resumes_the_sitting_where_it_stood():
    clock = FakeClock(time.time())
    at = sitting(clock, minutes=10, interval=1, prepare="No preparation")
    at.button(key="senet_sitting").click().run()
    clock.now += 90
    at.run()
    session = at.session_state["senet_session"]
    assert session.clock["timer"]["interval_bells"] == 1
    played = len(session.record)
    fresh = app("senet", senet_clock=clock)  # a reload: a new browser session, same address
    fresh.query_params["game"] = str(session.game_id)
    fresh.run()
    clock.now += 30
    fresh.run()
    resumed = fresh.session_state["senet_session"]
    assert resumed.game_id == session.game_id and len(resumed.record) >= played
    assert "08:00" in shown(fresh)  # the clock went on: 10:00 - 1:30 - 0:30
    assert fresh.button(key="senet_sitting").label == "Pause"
    assert resumed.clock["timer"]["interval_bells"] == 2  # the bell at 1:00 rang before the
    assert fresh.session_state["senet_bell"] == {"ring": 1, "kind": "interval"}  # reload only


def test_a_start_bell_in_a_session_without_a_clock():
    at = app("senet", senet_rng=random.Random(4), senet_clock=FakeClock()).run()
    at.button(key="senet_begin").click().run()
    assert at.session_state["senet_bell"] == {"ring": 1, "kind": "start"}


def test_bells_at_chosen_minutes_and_the_rain_while_the_clock_runs():
    clock = FakeClock(time.time())
    at = sitting(clock, minutes=20, at_minutes="5, 12, 18", prepare="No preparation",
                 sound="rain")
    session = at.session_state["senet_session"]
    assert session.clock["timer"]["at"] == [300.0, 720.0, 1080.0]
    assert session.clock["ambient"] == {"sound": "rain", "volume": 0.4}
    at.button(key="senet_sitting").click().run()
    clock.now += 299
    at.run()
    assert at.session_state["senet_bell"]["kind"] == "start"
    clock.now += 2
    at.run()
    assert at.session_state["senet_bell"]["kind"] == "interval"
    assert session.clock["timer"]["interval_bells"] == 1
    clock.now += 420
    at.run()
    assert session.clock["timer"]["interval_bells"] == 2
    at.radio(key="senet_med_ambient").set_value("drone").run()  # changed while sitting
    at.slider(key="senet_med_ambient_volume").set_value(25).run()
    assert session.clock["ambient"] == {"sound": "drone", "volume": 0.25}


def test_unreadable_bell_minutes_keep_the_setup_and_say_why():
    clock = FakeClock(time.time())
    at = app("senet", senet_rng=random.Random(4), senet_clock=clock).run()
    at.radio(key="senet_setup_rules").set_value(CYCLES).run()
    at.radio(key="senet_setup_by").set_value("For a set time").run()
    at.radio(key="senet_setup_bells").set_value("At chosen minutes").run()
    at.text_input(key="senet_setup_at").input("5, soon").run()
    at.button(key="senet_begin").click().run()
    assert not at.exception, at.exception
    assert "senet_session" not in at.session_state or at.session_state["senet_session"] is None
    assert any("'soon'" in e.value for e in at.error)
