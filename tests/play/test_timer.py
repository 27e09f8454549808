"""The session timer: computed from a stored end time with an injected clock."""
import pytest

from play.timer import (DONE, PAUSED, RUNNING, BellScheduleError, SessionTimer, clock_text,
                        parse_minutes)


def test_runs_from_the_end_time_not_from_ticks():
    timer = SessionTimer.minutes(10)
    timer.start(now=1000.0)
    assert timer.status == RUNNING and timer.remaining(1000.0) == 600.0
    assert timer.remaining(1000.0 + 250.5) == pytest.approx(349.5)
    assert not timer.is_up(1599.9) and timer.is_up(1600.0)


def test_pause_and_resume_keep_the_remaining_time():
    timer = SessionTimer.minutes(5)
    timer.start(0.0)
    timer.pause(100.0)
    assert timer.status == PAUSED and timer.remaining(5000.0) == 200.0
    timer.resume(9000.0)
    assert timer.remaining(9050.0) == 150.0 and timer.is_up(9200.0)


def test_survives_a_save_and_load():
    timer = SessionTimer.minutes(20, interval_minutes=5)
    timer.start(0.0)
    restored = SessionTimer.from_dict(timer.to_dict())
    assert restored.remaining(60.0) == timer.remaining(60.0) == 1140.0


def test_interval_bells_are_counted_once_and_missed_ones_ring_together():
    timer = SessionTimer.minutes(20, interval_minutes=5)
    timer.start(0.0)
    assert timer.take_bells(299.0) == 0
    assert timer.take_bells(300.0) == 1
    assert timer.take_bells(301.0) == 0
    assert timer.take_bells(950.0) == 2  # a sleeping tab woke up after two bells
    assert timer.take_bells(1200.0) == 0  # the end has its own bell


def test_finish_and_text():
    timer = SessionTimer.minutes(5)
    timer.finish()
    assert timer.status == DONE and timer.remaining(0) == 0
    assert clock_text(59.2) == "01:00" and clock_text(3725) == "1:02:05" and clock_text(0) == "00:00"


@pytest.mark.parametrize("minutes", [0, 0.5, 181, -5])
def test_durations_outside_1_to_180_minutes_are_refused(minutes):
    with pytest.raises(ValueError, match="1-180 minutes"):
        SessionTimer.minutes(minutes)


def test_any_whole_minute_from_1_to_180_with_bells_at_any_whole_minute():
    timer = SessionTimer.minutes(7, 3)
    timer.start(0.0)
    assert [timer.take_bells(t * 60.0) for t in (2, 3, 5, 6, 7)] == [0, 1, 0, 1, 0]
    assert SessionTimer.minutes(1).duration == 60 and SessionTimer.minutes(180).duration == 10800


def test_a_schedule_every_five_minutes_stops_before_the_end():
    assert SessionTimer.minutes(20, interval_minutes=5).schedule() == [300.0, 600.0, 900.0]
    assert SessionTimer.minutes(12, interval_minutes=5).schedule() == [300.0, 600.0]
    assert SessionTimer.minutes(10).schedule() == []


def test_bells_at_chosen_minutes_ring_each_once():
    timer = SessionTimer.minutes(20, at_minutes=(18, 5, 12, 5, 25))
    assert timer.schedule() == [300.0, 720.0, 1080.0]  # sorted, once each, 25 past the end
    timer.start(0.0)
    assert timer.take_bells(299.0) == 0
    assert timer.take_bells(300.0) == 1
    assert timer.take_bells(719.0) == 0
    assert timer.take_bells(1100.0) == 2  # 12 and 18 missed by a sleeping tab: one ring
    restored = SessionTimer.from_dict(timer.to_dict())
    assert restored.schedule() == [300.0, 720.0, 1080.0] and restored.interval_bells == 3


def test_chosen_minutes_are_read_from_text():
    assert parse_minutes("5, 12, 18", 20) == (5.0, 12.0, 18.0)
    assert parse_minutes(" 12 5;5  7.5 ", 20) == (5.0, 7.5, 12.0)
    assert parse_minutes("", 20) == ()


@pytest.mark.parametrize("text, quoted", [("5, ten", "'ten'"), ("0", "'0'"), ("5, 20", "'20'")])
def test_unreadable_minutes_are_refused_with_the_word(text, quoted):
    with pytest.raises(BellScheduleError, match=quoted):
        parse_minutes(text, 20)


def test_unreadable_minutes_are_refused_in_russian_with_the_word_and_the_form_of_the_count():
    with pytest.raises(BellScheduleError) as refused:
        parse_minutes("5, десять", 20, "ru")
    assert str(refused.value) == ("минуты колокола — это числа, например 5, 12, 18; "
                                  "'десять' в '5, десять' — не число")
    with pytest.raises(BellScheduleError) as refused:
        parse_minutes("5, 21", 21, "ru")
    assert str(refused.value) == ("колокол звучит внутри 21-минутного сеанса, между 0 и 21; "
                                  "'21' в '5, 21' — вне его")
