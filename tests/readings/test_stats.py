"""Insights computed with pandas from a hand-built frame."""
from datetime import date

import pandas as pd

from readings import stats


def make(rows):
    df = pd.DataFrame(rows, columns=stats.COLUMNS)
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    return df


ROWS = [
    ("2026-03-02T10:00:00Z", "game", "kamla", "kamla", 0, "mate", ["Lower World wins"], 30.0),
    ("2026-03-03T10:00:00Z", "game", "kamla", "kamla", None, "stillness", ["Stillness"], 10.0),
    ("2026-03-03T11:00:00Z", "session", "senet", "senet-cycles", 1, "time is up", ["Net"], 20.0),
    ("2026-03-04T09:00:00Z", "cast", "kamla", "kamla", None, None, ["Stillness"], 0.0),
    ("2026-03-10T09:00:00Z", "phase", "senet", "senet-cycles", None, None, ["Net", "Ba"], 5.0),
]


def test_readings_per_week_and_minutes_per_day():
    df = make(ROWS)
    weeks = stats.readings_per_week(df)
    assert list(weeks.values) == [4, 1]
    assert str(weeks.index[0].date()) == "2026-03-02"
    days = stats.minutes_per_day(df)
    assert days[pd.Timestamp("2026-03-03")] == 30.0


def test_outcomes_per_game():
    table = stats.outcomes_per_game(make(ROWS), {"kamla": ("Lower World", "Upper World"),
                                                 "senet-cycles": ("Spools", "Cones")})
    assert table.loc["kamla", "won by Lower World"] == 1 and table.loc["kamla", "drawn"] == 1
    assert table.loc["senet-cycles", "won by Cones"] == 1


def test_top_symbols_and_streak():
    df = make(ROWS)
    assert stats.top_symbols(df).to_dict() == {"Stillness": 2, "Net": 2, "Lower World wins": 1,
                                               "Ba": 1}
    assert stats.current_streak(df, date(2026, 3, 4)) == 3
    assert stats.current_streak(df, date(2026, 3, 5)) == 3  # today not written yet
    assert stats.current_streak(df, date(2026, 3, 6)) == 0
    assert stats.current_streak(make([]), date(2026, 3, 6)) == 0


def test_minutes_per_day_counts_each_minute_sat_once():
    """A 6-minute sitting written as two phases (2 + 3 minutes) and the session's
    last minute is 6 minutes, not 25; a reading cast during it adds nothing."""
    rows = [
        ("2026-03-05T10:02:00Z", "phase", "senet", "senet-cycles", None, None, [], 2.0),
        ("2026-03-05T10:03:00Z", "cast", "senet", "senet-cycles", None, None, [], 4.0),
        ("2026-03-05T10:05:00Z", "phase", "senet", "senet-cycles", None, None, [], 3.0),
        ("2026-03-05T10:06:00Z", "session", "senet", "senet-cycles", 0, "time is up", [], 1.0),
        ("2026-03-06T23:59:00Z", "game", "kamla", "kamla", 0, "mate", [], 12.5),
    ]
    days = stats.minutes_per_day(make(rows))
    assert days.to_dict() == {pd.Timestamp("2026-03-05"): 6.0, pd.Timestamp("2026-03-06"): 12.5}
    assert stats.minutes_per_day(make(rows[1:2])).empty


def test_active_days_tell_sitting_from_playing():
    days = stats.active_days(make(ROWS))
    assert days.loc[pd.Timestamp("2026-03-02")].tolist() == [False, True]
    assert days.loc[pd.Timestamp("2026-03-03")].tolist() == [True, True]
    assert days.loc[pd.Timestamp("2026-03-10")].tolist() == [True, False]
    assert len(days) == 4
    assert stats.active_days(make([])).empty



def test_days_are_the_persons_days_in_their_time_zone():
    """An entry at 23:30 UTC belongs to the next day in Berlin; an unknown zone is UTC."""
    from readings import db, journal
    con = db.open_database(":memory:")
    journal.add(con, journal.Entry(kind="session", game="senet", ruleset="senet-cycles",
                                   minutes=12.0, created_at="2026-11-22T23:30:00Z"))
    berlin = stats.minutes_per_day(stats.frame(con, "Europe/Berlin"))
    assert list(berlin.index.date) == [date(2026, 11, 23)] and list(berlin) == [12.0]
    for zone in (None, "Nowhere/Else"):
        assert list(stats.minutes_per_day(stats.frame(con, zone)).index.date) == \
            [date(2026, 11, 22)]
    assert stats.current_streak(stats.frame(con, "Europe/Berlin"), date(2026, 11, 23)) == 1
    assert stats.current_streak(stats.frame(con), date(2026, 11, 24)) == 0
