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
import i18n
from ui import names
from ui.i18n import N_, _, language, ngettext

LANG = language()
# The titles of ``readings.stats.MILESTONES``, marked for the catalog.
MILESTONES = (N_("First sitting"), N_("10 sittings"), N_("100 sittings"), N_("First hour sat"),
              N_("10 hours sat"), N_("100 hours sat"), N_("7 days in a row"),
              N_("30 days in a row"))


def days_said(count: int) -> str:
    return ngettext("{n} day", "{n} days", count).format(n=i18n.format_number(count, LANG))


st.title(_("Insights"))
with default_connection() as con:
    df = stats.activity(con, st.context.timezone)
    table = stats.outcomes_per_game(con, {n: games.make(n).info.players for n in games.names()})
    counts = stats.top_symbols(con)
    life = stats.lifetime(con, st.context.timezone)
if df.empty:
    st.info(_("Insights appear once the journal has entries."))
    st.stop()

today = todays_date(st.context.timezone)
days = stats.minutes_per_day(df)
week_start = today - dt.timedelta(days=today.weekday())
metrics = st.columns(3)
metrics[0].metric(_("Entries"), i18n.format_number(int(df["entries"].sum()), LANG))
streak = stats.current_streak(df, today)
metrics[1].metric(_("Current streak"), days_said(streak))
metrics[2].metric(_("Minutes this week"), i18n.format_number(
    round(days[days.index.date >= week_start].sum()) if len(days) else 0, LANG))

st.subheader(_("Lifetime"))
totals = st.columns(3)
totals[0].metric(_("Time sat"), _("{hours} h").format(
    hours=i18n.format_number(round(life.minutes / 60, 1), LANG)) if life.minutes >= 60
    else ngettext("{n} minute", "{n} minutes", round(life.minutes)).format(
        n=i18n.format_number(round(life.minutes), LANG)))
totals[1].metric(_("Sittings"), i18n.format_number(life.sittings, LANG))
totals[2].metric(_("Longest streak"), days_said(life.longest_streak))
reached = stats.reached(life)
badges = " ".join(f":violet-badge[:material/military_tech: {_(m.title)}]" for m in reached)
st.markdown(_("Milestones: {badges}").format(badges=badges) if reached else
            _("Milestones: none yet: the first comes with your first sitting."))

st.subheader(_("Active days"))
st.pyplot(charts.calendar(stats.active_days(df), today, LANG), width=760)

left, right = st.columns(2, gap="large")
with left:
    st.subheader(_("Readings per week"))
    st.pyplot(charts.weekly(stats.readings_per_week(df), today, LANG))
    st.subheader(_("Minutes per day"))
    st.pyplot(charts.minutes(days, today, LANG))
with right:
    st.subheader(_("Outcomes per game"))
    if table.empty:
        st.caption(_("No finished games yet."))
    else:
        st.pyplot(charts.outcomes(
            table, {n: names.said(games.make(n).info.title, LANG) for n in games.names()}, LANG))
    st.subheader(_("Most frequent symbols"))
    if counts.empty:
        st.caption(_("No symbols yet."))
    else:
        st.pyplot(charts.symbols(counts))
