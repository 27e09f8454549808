"""Insights: readings per week, outcomes per game, the most frequent symbols,
minutes per day and the current streak (pandas + matplotlib)."""
from __future__ import annotations

import datetime as dt

import streamlit as st
from matplotlib.dates import DateFormatter
from matplotlib.figure import Figure

import games
from readings import stats
from ui.play_session import default_connection

INK, GOLD, RIVER = "#2b2118", "#b8860b", "#5f7f96"

st.title("Insights")
with default_connection() as con:
    df = stats.frame(con)
if df.empty:
    st.info("Insights appear once the journal has entries.")
    st.stop()


def chart(width: float = 6.0, height: float = 2.6) -> tuple[Figure, object]:
    fig = Figure(figsize=(width, height), dpi=110)
    ax = fig.add_subplot()
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    ax.tick_params(labelsize=8, colors=INK)
    return fig, ax


today = dt.datetime.now(dt.timezone.utc).date()
days = stats.minutes_per_day(df)
week_start = today - dt.timedelta(days=today.weekday())
metrics = st.columns(3)
metrics[0].metric("Entries", len(df))
metrics[1].metric("Current streak", f"{stats.current_streak(df, today)} days")
metrics[2].metric("Minutes this week",
                  f"{days[days.index.date >= week_start].sum():.0f}" if len(days) else "0")

left, right = st.columns(2, gap="large")
with left:
    st.subheader("Readings per week")
    weekly = stats.readings_per_week(df).tail(26)
    fig, ax = chart()
    ax.bar([d.strftime("%d %b") for d in weekly.index], weekly.values, color=GOLD)
    ax.tick_params(axis="x", rotation=60)
    fig.tight_layout()
    st.pyplot(fig)

    st.subheader("Minutes per day")
    recent = days[days.index.date >= today - dt.timedelta(days=60)]
    fig, ax = chart()
    ax.bar(recent.index, recent.values, color=RIVER, width=0.8)
    ax.xaxis.set_major_formatter(DateFormatter("%d %b"))
    fig.autofmt_xdate()
    fig.tight_layout()
    st.pyplot(fig)
with right:
    st.subheader("Outcomes per game")
    players = {n: games.make(n).info.players for n in games.names()}
    table = stats.outcomes_per_game(df, players)
    if table.empty:
        st.caption("No finished games yet.")
    else:
        fig, ax = chart(height=0.5 + 0.45 * len(table))
        left_edge = [0] * len(table)
        palette = [GOLD, RIVER, "#8b3a1f", "#6b7f3a", "#7a5c8c", "#a0a0a0"]
        for i, column in enumerate(table.columns):
            ax.barh(table.index, table[column], left=left_edge, label=column,
                    color=palette[i % len(palette)])
            left_edge = [a + b for a, b in zip(left_edge, table[column])]
        ax.legend(fontsize=7, frameon=False, loc="lower right")
        fig.tight_layout()
        st.pyplot(fig)

    st.subheader("Most frequent symbols")
    symbols = stats.top_symbols(df).iloc[::-1]
    if symbols.empty:
        st.caption("No symbols yet.")
    else:
        fig, ax = chart(height=0.5 + 0.28 * len(symbols))
        ax.barh([str(s)[:40] for s in symbols.index], symbols.values, color=GOLD)
        fig.tight_layout()
        st.pyplot(fig)
