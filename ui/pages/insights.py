"""Insights: readings per week, outcomes per game, the most frequent symbols,
minutes per day, the current streak, the lifetime totals and milestones
(sums by SQLite, charts by matplotlib)."""
from __future__ import annotations

import datetime as dt

import streamlit as st

import games
from readings import stats
from readings.days import today as todays_date
from ui import charts
from play.session import default_connection
from play.text import counted

st.title("Insights")
with default_connection() as con:
    df = stats.activity(con, st.context.timezone)
    table = stats.outcomes_per_game(con, {n: games.make(n).info.players for n in games.names()})
    counts = stats.top_symbols(con)
    life = stats.lifetime(con, st.context.timezone)
if df.empty:
    st.info("Insights appear once the journal has entries.")
    st.stop()

today = todays_date(st.context.timezone)
days = stats.minutes_per_day(df)
week_start = today - dt.timedelta(days=today.weekday())
metrics = st.columns(3)
metrics[0].metric("Entries", int(df["entries"].sum()))
streak = stats.current_streak(df, today)
metrics[1].metric("Current streak", counted(streak, "day"))
metrics[2].metric("Minutes this week",
                  f"{days[days.index.date >= week_start].sum():.0f}" if len(days) else "0")

st.subheader("Lifetime")
totals = st.columns(3)
totals[0].metric("Time sat", f"{life.minutes / 60:.1f} h" if life.minutes >= 60
                 else counted(round(life.minutes), "minute"))
totals[1].metric("Sittings", life.sittings)
totals[2].metric("Longest streak", counted(life.longest_streak, "day"))
reached = stats.reached(life)
st.markdown("Milestones: " + (" ".join(f":violet-badge[:material/military_tech: {m.title}]"
                                        for m in reached) if reached else "none yet: "
                              "the first comes with your first sitting."))

st.subheader("Active days")
st.pyplot(charts.calendar(stats.active_days(df), today), width=760)

left, right = st.columns(2, gap="large")
with left:
    st.subheader("Readings per week")
    st.pyplot(charts.weekly(stats.readings_per_week(df), today))
    st.subheader("Minutes per day")
    st.pyplot(charts.minutes(days, today))
with right:
    st.subheader("Outcomes per game")
    if table.empty:
        st.caption("No finished games yet.")
    else:
        st.pyplot(charts.outcomes(table, {n: games.make(n).info.title for n in games.names()}))
    st.subheader("Most frequent symbols")
    if counts.empty:
        st.caption("No symbols yet.")
    else:
        st.pyplot(charts.symbols(counts))
