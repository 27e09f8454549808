"""Insights added up by SQLite from a hand-built journal, shaped by pandas."""
from datetime import date

import pandas as pd
import pytest

from readings import db, journal, stats

ROWS = [
    ("2026-03-02T10:00:00Z", "game", "kamla", 0, "mate", ["Lower World wins"], 30.0),
    ("2026-03-03T10:00:00Z", "game", "kamla", None, "stillness", ["Stillness"], 10.0),
    ("2026-03-03T11:00:00Z", "session", "senet-cycles", 1, "time is up", ["Net"], 20.0),
    ("2026-03-04T09:00:00Z", "cast", "kamla", None, None, ["Stillness"], 0.0),
    ("2026-03-10T09:00:00Z", "phase", "senet-cycles", None, None, ["Net", "Ba"], 5.0),
]


def journal_of(rows) -> "db.sqlite3.Connection":
    con = db.open_database(":memory:")
    for when, kind, ruleset, winner, reason, labels, minutes in rows:
        journal.add(con, journal.Entry(
            kind=kind, game=ruleset.split("-")[0], ruleset=ruleset, created_at=when,
            outcome=None if reason is None else {"winner": winner, "reason": reason},
            symbols=[{"id": f"s.{label}", "label": label} for label in labels], minutes=minutes))
    return con


@pytest.fixture
def con():
    return journal_of(ROWS)


def test_readings_per_week_and_minutes_per_day(con):
    df = stats.activity(con)
    weeks = stats.readings_per_week(df)
    assert list(weeks.values) == [4, 1]
    assert str(weeks.index[0].date()) == "2026-03-02"
    days = stats.minutes_per_day(df)
    assert days[pd.Timestamp("2026-03-03")] == 30.0
    assert df["entries"].sum() == 5


def test_outcomes_per_game(con):
    table = stats.outcomes_per_game(con, {"kamla": ("Lower World", "Upper World"),
                                          "senet-cycles": ("Spools", "Cones")})
    assert table.loc["kamla", "won by Lower World"] == 1 and table.loc["kamla", "drawn"] == 1
    assert table.loc["senet-cycles", "won by Cones"] == 1
    assert table.loc["senet-cycles", "drawn"] == 0
    assert stats.outcomes_per_game(journal_of([]), {}).empty


def test_top_symbols_and_streak(con):
    assert stats.top_symbols(con).to_dict() == {"Net": 2, "Stillness": 2, "Ba": 1,
                                                "Lower World wins": 1}
    df = stats.activity(con)
    for today, days in ((date(2026, 3, 4), 3), (date(2026, 3, 5), 3), (date(2026, 3, 6), 0),
                        (date(2026, 3, 10), 1), (date(2026, 3, 11), 1)):
        assert stats.current_streak(df, today) == days  # today not written yet counts on
        assert stats.streak(con, today) == days
    empty = journal_of([])
    assert stats.current_streak(stats.activity(empty), date(2026, 3, 6)) == 0
    assert stats.streak(empty, date(2026, 3, 6)) == 0


def test_minutes_per_day_counts_each_minute_sat_once():
    """A 6-minute sitting written as two phases (2 + 3 minutes) and the session's
    last minute is 6 minutes, not 25; a reading cast during it adds nothing."""
    rows = [
        ("2026-03-05T10:02:00Z", "phase", "senet-cycles", None, None, [], 2.0),
        ("2026-03-05T10:03:00Z", "cast", "senet-cycles", None, None, [], 4.0),
        ("2026-03-05T10:05:00Z", "phase", "senet-cycles", None, None, [], 3.0),
        ("2026-03-05T10:06:00Z", "session", "senet-cycles", 0, "time is up", [], 1.0),
        ("2026-03-06T23:59:00Z", "game", "kamla", 0, "mate", [], 12.5),
    ]
    con = journal_of(rows)
    days = stats.minutes_per_day(stats.activity(con))
    assert days.to_dict() == {pd.Timestamp("2026-03-05"): 6.0, pd.Timestamp("2026-03-06"): 12.5}
    assert stats.minutes_sat(con) == 18.5
    assert stats.minutes_per_day(stats.activity(journal_of(rows[1:2]))).empty


def test_active_days_tell_sitting_from_playing(con):
    days = stats.active_days(stats.activity(con))
    assert days.loc[pd.Timestamp("2026-03-02")].tolist() == [False, True]
    assert days.loc[pd.Timestamp("2026-03-03")].tolist() == [True, True]
    assert days.loc[pd.Timestamp("2026-03-10")].tolist() == [True, False]
    assert len(days) == 4
    assert stats.active_days(stats.activity(journal_of([]))).empty


@pytest.mark.parametrize("zone, minutes, streak", [
    ("Europe/Berlin", {22: 2.0, 23: 12.0}, 2), ("Asia/Kolkata", {23: 14.0}, 1),
    ("America/New_York", {22: 14.0}, 1), (None, {22: 14.0}, 1), ("Nowhere/Else", {22: 14.0}, 1)])
def test_days_are_the_persons_days_in_their_time_zone(zone, minutes, streak):
    """18:40 and 23:30 UTC: two days in Berlin, one next day in Kolkata (+5:30,
    a half-hour zone), one day in New York; an unknown zone is UTC."""
    con = journal_of([("2026-11-22T18:40:00Z", "session", "senet-cycles", 0, "time", [], 2.0),
                      ("2026-11-22T23:30:00Z", "session", "senet-cycles", 0, "time", [], 12.0)])
    by_day = stats.minutes_per_day(stats.activity(con, zone))
    assert {d.day: m for d, m in by_day.items()} == minutes
    last = date(2026, 11, max(minutes))
    assert stats.streak(con, last, zone) == stats.current_streak(stats.activity(con, zone),
                                                                 last) == streak
    assert stats.streak(con, date(2026, 11, 25), zone) == 0


def test_lifetime_totals_by_sql(con):
    assert stats.lifetime(con) == stats.Lifetime(minutes=65.0, sittings=1, longest_streak=3)
    assert stats.lifetime(journal_of([])) == stats.Lifetime(0, 0, 0)


def test_the_longest_streak_counts_the_days_of_the_time_zone():
    rows = [(when, "session", "senet-cycles", 0, "time is up", [], 10.0)
            for when in ("2026-03-01T23:30:00Z", "2026-03-02T10:00:00Z", "2026-03-04T10:00:00Z")]
    con = journal_of(rows)
    assert stats.lifetime(con, "UTC").longest_streak == 2
    # in Tokyo (UTC+9) the first two fall on one day, the 2nd: no run of two
    assert stats.lifetime(con, "Asia/Tokyo").longest_streak == 1


def test_milestones_reached_and_newly_reached():
    before = stats.Lifetime(minutes=590.0, sittings=9, longest_streak=6)
    after = stats.Lifetime(minutes=610.0, sittings=10, longest_streak=7)
    assert [m.title for m in stats.reached(before)] == ["First sitting", "First hour sat"]
    assert [m.title for m in stats.newly_reached(before, after)] == [
        "10 sittings", "10 hours sat", "7 days in a row"]
    assert stats.newly_reached(after, after) == []
