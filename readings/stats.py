"""Insights over the journal with pandas: readings per week, outcomes per
game, the most frequent symbols, minutes per day and the current streak.
The functions take a frame (``frame(con, zone)``) so tests can build one by
hand; its times are in the person's time zone, so a day is their day."""
from __future__ import annotations

import sqlite3
from datetime import date, timedelta

import pandas as pd

from readings.days import time_zone

COLUMNS = ["created_at", "kind", "game", "ruleset", "winner", "reason", "symbols", "minutes"]


SEPARATOR = "\x1f"
FRAME_SQL = f"""
SELECT created_at, kind, game, ruleset, json_extract(outcome, '$.winner'),
       json_extract(outcome, '$.reason'),
       (SELECT group_concat(coalesce(json_extract(value, '$.label'), json_extract(value, '$.id')),
                            char({ord(SEPARATOR)}))
        FROM json_each(entry.symbols)),
       minutes
FROM entry"""


def frame(con: sqlite3.Connection, zone: str | None = None) -> pd.DataFrame:
    """One row per entry with its result and symbol labels (read by SQLite's JSON
    functions, so 10,000 entries take a few tens of milliseconds), its time in
    the time zone ``zone`` (UTC if None or unknown)."""
    records = [(*row[:6], row[6].split(SEPARATOR) if row[6] else [], row[7])
               for row in con.execute(FRAME_SQL)]
    df = pd.DataFrame.from_records(records, columns=COLUMNS)
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True, format="%Y-%m-%dT%H:%M:%SZ") \
        .dt.tz_convert(time_zone(zone))
    return df


def readings_per_week(df: pd.DataFrame) -> pd.Series:
    """Entries per calendar week (weeks starting on Monday)."""
    if df.empty:
        return pd.Series(dtype="int64")
    weeks = df["created_at"].dt.tz_localize(None).dt.to_period("W-SUN").dt.start_time
    return weeks.value_counts().sort_index().rename("readings")


def outcomes_per_game(df: pd.DataFrame, players: dict[str, tuple[str, str]]) -> pd.DataFrame:
    """Finished games by ruleset and result: "won by <player>" (right for
    "Black" and "Cones" alike) or "drawn"."""
    done = df[df["kind"].isin(["game", "session"]) & df["reason"].notna()]
    if done.empty:
        return pd.DataFrame()

    def label(row) -> str:
        if pd.isna(row["winner"]):
            return "drawn"
        names = players.get(row["ruleset"], ("first player", "second player"))
        return f"won by {names[int(row['winner'])]}"

    results = done.assign(result=done.apply(label, axis=1))
    return pd.crosstab(results["ruleset"], results["result"])


def top_symbols(df: pd.DataFrame, n: int = 12) -> pd.Series:
    symbols = df["symbols"].explode().dropna()
    return symbols.value_counts().head(n)


SITTING_KINDS = ("game", "phase", "session")
"""Entries whose minutes are time sat: a Senet phase counts its own minutes and
the session entry only those after its last phase (play.lifecycle), so each
minute is counted once; a reading cast during a game counts none."""


def minutes_per_day(df: pd.DataFrame) -> pd.Series:
    """Minutes sat per calendar day (of the frame's time zone), each minute counted once."""
    sat = df[df["kind"].isin(SITTING_KINDS)]
    if sat.empty:
        return pd.Series(dtype="float64")
    days = sat["created_at"].dt.tz_localize(None).dt.normalize()
    return sat.groupby(days)["minutes"].sum().rename("minutes")


SAT_KINDS, PLAYED_KINDS = ("session", "phase"), ("game", "cast")


def active_days(df: pd.DataFrame) -> pd.DataFrame:
    """Per day with an entry: whether you sat (a Senet session or phase) and
    whether you played (a game or a cast reading); a date index, two bool columns."""
    if df.empty:
        return pd.DataFrame(columns=["sat", "played"], dtype=bool)
    days = df["created_at"].dt.tz_localize(None).dt.normalize()
    kinds = pd.DataFrame({"sat": df["kind"].isin(SAT_KINDS),
                          "played": df["kind"].isin(PLAYED_KINDS)})
    return kinds.groupby(days).any()


def current_streak(df: pd.DataFrame, today: date) -> int:
    """Days in a row, ending today (or yesterday, if today has no entry yet),
    with at least one journal entry."""
    if df.empty:
        return 0
    days = set(df["created_at"].dt.tz_localize(None).dt.date)
    day = today if today in days else today - timedelta(days=1)
    streak = 0
    while day in days:
        streak += 1
        day -= timedelta(days=1)
    return streak
