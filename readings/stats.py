"""Insights over the journal, added up by SQLite (issue 26): the entries and
minutes of each quarter hour (``activity``), finished games by result, the
most frequent signs, and the streak of days; pandas only shapes the sums.
Times become the person's own in their time zone, so a day is their day
(every zone's offset is a whole number of quarter hours)."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, UTC

import pandas as pd

from readings.days import time_zone

COLUMNS = ["created_at", "kind", "entries", "minutes"]
HOURS = "substr(created_at, 1, 13) || ':00'"
QUARTERS = "substr(created_at, 1, 14) || printf('%02d', substr(created_at, 15, 2) / 15 * 15)"
ACTIVITY_SQL = "SELECT {bucket}, kind, COUNT(*), SUM(minutes) FROM entry GROUP BY 1, 2"
"""Entries and minutes per kind and UTC hour (or quarter hour), read from the
``entry_facts`` index."""


def activity(con: sqlite3.Connection, zone: str | None = None) -> pd.DataFrame:
    """Entries and minutes per kind and hour (``COLUMNS``; per quarter hour in
    a zone whose offset is not whole hours), the time in the time zone ``zone``
    (UTC if None or unknown)."""
    place = time_zone(zone)
    offset = datetime.now(place).utcoffset() or timedelta()
    bucket = HOURS if offset.total_seconds() % 3600 == 0 else QUARTERS
    df = pd.DataFrame.from_records(con.execute(ACTIVITY_SQL.format(bucket=bucket)).fetchall(),
                                   columns=COLUMNS)
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True, format="%Y-%m-%dT%H:%M") \
        .dt.tz_convert(place)
    return df


def _days(df: pd.DataFrame) -> pd.Series:
    return df["created_at"].dt.tz_localize(None).dt.normalize()


def readings_per_week(df: pd.DataFrame) -> pd.Series:
    """Entries per calendar week (weeks starting on Monday)."""
    if df.empty:
        return pd.Series(dtype="int64")
    weeks = df["created_at"].dt.tz_localize(None).dt.to_period("W-SUN").dt.start_time
    return df.groupby(weeks)["entries"].sum().sort_index().rename("readings")


def outcomes_per_game(con: sqlite3.Connection,
                      players: dict[str, tuple[str, str]]) -> pd.DataFrame:
    """Finished games by ruleset and result: "won by <player>" (right for
    "Black" and "Cones" alike) or "drawn"."""
    rows = con.execute(
        """SELECT ruleset, json_extract(outcome, '$.winner'), COUNT(*) FROM entry
           WHERE kind IN ('game', 'session') AND json_extract(outcome, '$.reason') IS NOT NULL
           GROUP BY 1, 2""").fetchall()
    if not rows:
        return pd.DataFrame()

    def label(ruleset: str, winner: int | None) -> str:
        if winner is None:
            return "drawn"
        names = players.get(ruleset, ("first player", "second player"))
        return f"won by {names[int(winner)]}"

    counts = pd.DataFrame([(r, label(r, w), n) for r, w, n in rows],
                          columns=["ruleset", "result", "games"])
    return counts.pivot_table(index="ruleset", columns="result", values="games",
                              aggfunc="sum", fill_value=0)


def top_symbols(con: sqlite3.Connection, n: int = 12) -> pd.Series:
    """The signs found in the most entries, with how many."""
    rows = con.execute(
        """SELECT label, COUNT(*) FROM entry_symbol JOIN symbol ON symbol.id = symbol_id
           GROUP BY symbol_id ORDER BY 2 DESC, label LIMIT ?""", (n,)).fetchall()
    return pd.Series({label: count for label, count in rows}, dtype="int64")


SITTING_KINDS = ("game", "phase", "session")
"""Entries whose minutes are time sat: a Senet phase counts its own minutes and
the session entry only those after its last phase (play.lifecycle), so each
minute is counted once; a reading cast during a game counts none."""


def minutes_per_day(df: pd.DataFrame) -> pd.Series:
    """Minutes sat per calendar day (of the frame's time zone), each minute counted once."""
    sat = df[df["kind"].isin(SITTING_KINDS)]
    if sat.empty:
        return pd.Series(dtype="float64")
    return sat.groupby(_days(sat))["minutes"].sum().rename("minutes")


SAT_KINDS, PLAYED_KINDS = ("session", "phase"), ("game", "cast")


def active_days(df: pd.DataFrame) -> pd.DataFrame:
    """Per day with an entry: whether you sat (a Senet session or phase) and
    whether you played (a game or a cast reading); a date index, two bool columns."""
    if df.empty:
        return pd.DataFrame(columns=["sat", "played"], dtype=bool)
    kinds = pd.DataFrame({"sat": df["kind"].isin(SAT_KINDS),
                          "played": df["kind"].isin(PLAYED_KINDS)})
    return kinds.groupby(_days(df)).any()


def current_streak(df: pd.DataFrame, today: date) -> int:
    """Days in a row, ending today (or yesterday, if today has no entry yet),
    with at least one journal entry."""
    return _run(set(_days(df).dt.date) if not df.empty else set(), today)


def _run(days: set[date], today: date) -> int:
    day = today if today in days else today - timedelta(days=1)
    streak = 0
    while day in days:
        streak += 1
        day -= timedelta(days=1)
    return streak


def streak(con: sqlite3.Connection, today: date, zone: str | None = None) -> int:
    """``current_streak`` asked of the file one day at a time (an index look-up
    a day), for the end of a sitting: never the whole journal."""
    place = time_zone(zone)

    def has_entry(day: date) -> bool:
        start = datetime.combine(day, time(), place).astimezone(UTC)
        end = datetime.combine(day + timedelta(days=1), time(), place).astimezone(UTC)
        return con.execute("SELECT 1 FROM entry WHERE created_at >= ? AND created_at < ? LIMIT 1",
                           (start.strftime("%Y-%m-%dT%H:%M:%SZ"),
                            end.strftime("%Y-%m-%dT%H:%M:%SZ"))).fetchone() is not None

    day = today if has_entry(today) else today - timedelta(days=1)
    days = 0
    while has_entry(day):
        days += 1
        day -= timedelta(days=1)
    return days


def minutes_sat(con: sqlite3.Connection) -> float:
    """Every minute sat, all time (summed over the ``entry_facts`` index)."""
    marks = ", ".join("?" * len(SITTING_KINDS))
    return con.execute(f"SELECT COALESCE(SUM(minutes), 0) FROM entry WHERE kind IN ({marks})",
                       SITTING_KINDS).fetchone()[0]


@dataclass(frozen=True)
class Lifetime:
    """All-time totals of the practice: minutes sat, sittings (Senet session
    entries), and the longest run of days with an entry."""
    minutes: float
    sittings: int
    longest_streak: int


LONGEST_STREAK_SQL = """
    WITH day AS (SELECT DISTINCT date(created_at, ?) AS d FROM entry),
         run AS (SELECT julianday(d) - ROW_NUMBER() OVER (ORDER BY d) AS start FROM day)
    SELECT COALESCE(MAX(n), 0) FROM (SELECT COUNT(*) AS n FROM run GROUP BY start)"""
"""Days in a row, gaps and islands: consecutive days share ``julianday - row number``."""


def lifetime(con: sqlite3.Connection, zone: str | None = None) -> Lifetime:
    """``Lifetime`` summed by SQLite (the longest streak counted in the days
    of the time zone ``zone``, at its offset now)."""
    offset = datetime.now(time_zone(zone)).utcoffset() or timedelta()
    longest = con.execute(LONGEST_STREAK_SQL,
                          (f"{int(offset.total_seconds() // 60):+d} minutes",)).fetchone()[0]
    sittings = con.execute("SELECT COUNT(*) FROM entry WHERE kind = 'session'").fetchone()[0]
    return Lifetime(minutes_sat(con), sittings, longest)


@dataclass(frozen=True)
class Milestone:
    title: str
    measure: str
    """The ``Lifetime`` field it counts: minutes, sittings or longest_streak."""
    at: int


MILESTONES = (
    Milestone("First sitting", "sittings", 1),
    Milestone("10 sittings", "sittings", 10),
    Milestone("100 sittings", "sittings", 100),
    Milestone("First hour sat", "minutes", 60),
    Milestone("10 hours sat", "minutes", 600),
    Milestone("100 hours sat", "minutes", 6000),
    Milestone("7 days in a row", "longest_streak", 7),
    Milestone("30 days in a row", "longest_streak", 30),
)


def reached(totals: Lifetime) -> list[Milestone]:
    """The milestones ``totals`` has reached, in ``MILESTONES`` order."""
    return [m for m in MILESTONES if getattr(totals, m.measure) >= m.at]


def newly_reached(before: Lifetime, after: Lifetime) -> list[Milestone]:
    """The milestones reached by ``after`` and not yet by ``before``."""
    known = set(reached(before))
    return [m for m in reached(after) if m not in known]
