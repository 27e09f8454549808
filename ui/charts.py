"""The Insights charts as matplotlib figures (no Streamlit: the page shows
them, the journal benchmark times exactly the same drawing)."""
from __future__ import annotations

import datetime as dt

import pandas as pd
from matplotlib.dates import DateFormatter
from matplotlib.figure import Figure

INK, GOLD, RIVER = "#2b2118", "#b8860b", "#5f7f96"
PALETTE = [GOLD, RIVER, "#8b3a1f", "#6b7f3a", "#7a5c8c", "#a0a0a0"]
WEEKS, DAYS = 26, 60


def _axes(width: float = 6.0, height: float = 2.6):
    fig = Figure(figsize=(width, height), dpi=110)
    ax = fig.add_subplot()
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    ax.tick_params(labelsize=8, colors=INK)
    return fig, ax


def weekly(readings: pd.Series) -> Figure:
    recent = readings.tail(WEEKS)
    fig, ax = _axes()
    ax.bar([d.strftime("%d %b") for d in recent.index], recent.values, color=GOLD)
    ax.tick_params(axis="x", rotation=60)
    fig.tight_layout()
    return fig


def minutes(per_day: pd.Series, today: dt.date) -> Figure:
    recent = per_day[per_day.index.date >= today - dt.timedelta(days=DAYS)] if len(per_day) \
        else per_day
    fig, ax = _axes()
    ax.bar(recent.index, recent.values, color=RIVER, width=0.8)
    ax.xaxis.set_major_formatter(DateFormatter("%d %b"))
    fig.autofmt_xdate()
    fig.tight_layout()
    return fig


def outcomes(table: pd.DataFrame) -> Figure:
    fig, ax = _axes(height=0.5 + 0.45 * len(table))
    left = [0] * len(table)
    for i, column in enumerate(table.columns):
        ax.barh(table.index, table[column], left=left, label=column,
                color=PALETTE[i % len(PALETTE)])
        left = [a + b for a, b in zip(left, table[column])]
    ax.legend(fontsize=7, frameon=False, loc="lower right")
    fig.tight_layout()
    return fig


def symbols(counts: pd.Series) -> Figure:
    ordered = counts.iloc[::-1]
    fig, ax = _axes(height=0.5 + 0.28 * len(ordered))
    ax.barh(range(len(ordered)), ordered.values, color=GOLD)
    # symbol labels are journal data: drawn as written, never as mathtext
    ax.set_yticks(range(len(ordered)), [str(s)[:40] for s in ordered.index], parse_math=False)
    fig.tight_layout()
    return fig
