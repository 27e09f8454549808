"""The Insights charts as matplotlib figures (no Streamlit: the page shows
them, the journal benchmark times exactly the same drawing).

Styled like the page (the theme's background, ink and serif type); dates on
real date axes over a fixed window ending today, so one busy day never fills
a chart; legends beside the bars, never on them (issue 15)."""
from __future__ import annotations

import datetime as dt

import numpy as np
import pandas as pd
from matplotlib.colors import ListedColormap
from matplotlib.dates import AutoDateLocator, ConciseDateFormatter, date2num, num2date
from matplotlib.figure import Figure
from matplotlib.patches import Patch
from matplotlib.ticker import FuncFormatter

import i18n

INK, GOLD, RIVER, PAGE = "#2b2118", "#b8860b", "#5f7f96", "#f6f0e2"
"""Colours of the app's theme (.streamlit/config.toml): ink, primary, river, background."""
EMPTY, BOTH = "#e9dec4", "#6b4a22"
PALETTE = [GOLD, RIVER, "#8b3a1f", "#6b7f3a", "#7a5c8c", "#a0a0a0", "#3e5a4a", "#d9a86c",
           "#4a3321", "#9fb6c6"]
"""Distinct colours for up to ten results, then repeated."""
WEEKS, DAYS = 26, 60
LEGEND = {"family": "serif", "size": 7}


def _axes(width: float = 6.0, height: float = 2.6):
    fig = Figure(figsize=(width, height), dpi=110, facecolor=PAGE)
    ax = fig.add_subplot(facecolor=PAGE)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    ax.tick_params(labelsize=8, colors=INK, labelfontfamily="serif")
    ax.grid(axis="y", color="#2b21181a", linewidth=0.6)
    ax.set_axisbelow(True)
    return fig, ax


def _dates(ax, start: dt.date, end: dt.date, pad: float = 0.0, lang: str = "en") -> None:
    """A real date axis from ``start`` to ``end`` (widened by ``pad`` days each
    side): ticks a reader can place, each label once; another language than
    English names its days and months through Babel."""
    locator = AutoDateLocator(minticks=4, maxticks=8)
    ax.xaxis.set_major_locator(locator)
    if lang == "en":
        ax.xaxis.set_major_formatter(ConciseDateFormatter(locator, show_offset=False))
    else:
        ax.xaxis.set_major_formatter(FuncFormatter(
            lambda value, _position: i18n.format_date(num2date(value).date(), lang, "d MMM")))
    ax.set_xlim(date2num(start) - pad, date2num(end) + pad)


def weekly(readings: pd.Series, today: dt.date | None = None, lang: str = "en") -> Figure:
    """Readings per week over the last ``WEEKS`` weeks, bars at each week's Monday."""
    today = today or dt.date.today()
    monday = today - dt.timedelta(days=today.weekday())
    start = monday - dt.timedelta(weeks=WEEKS - 1)
    recent = readings[[d.date() >= start for d in readings.index]] if len(readings) else readings
    fig, ax = _axes()
    ax.bar([d.date() for d in recent.index], recent.values, width=5.5, align="edge", color=GOLD)
    _dates(ax, start, monday + dt.timedelta(days=7), lang=lang)
    ax.yaxis.get_major_locator().set_params(integer=True)
    fig.tight_layout()
    return fig


def minutes(per_day: pd.Series, today: dt.date, lang: str = "en") -> Figure:
    """Minutes per day over the last ``DAYS`` days."""
    start = today - dt.timedelta(days=DAYS - 1)
    recent = per_day[per_day.index.date >= start] if len(per_day) else per_day
    fig, ax = _axes()
    ax.bar([d.date() for d in recent.index], recent.values, color=RIVER, width=0.8)
    _dates(ax, start, today, pad=0.5, lang=lang)
    ax.set_ylabel(i18n.translations(lang).gettext("minutes"), fontsize=8)
    fig.tight_layout()
    return fig


def outcomes(table: pd.DataFrame, names: dict[str, str] | None = None,
             lang: str = "en") -> Figure:
    """Finished games per game (rows, by their human ``names``) and result
    (``readings.stats``' "won by <side>" or "drawn", said in ``lang``)."""
    names = names or {}
    rows = [names.get(ruleset, ruleset) for ruleset in table.index]
    fig, ax = _axes(width=6.0, height=0.6 + 0.42 * len(table))
    left = np.zeros(len(table))
    for i, column in enumerate(table.columns):
        ax.barh(rows, table[column], left=left, label=result(str(column), lang),
                color=PALETTE[i % len(PALETTE)])
        left += table[column].to_numpy()
    ax.invert_yaxis()
    ax.grid(axis="y", visible=False)
    ax.grid(axis="x", color="#2b21181a", linewidth=0.6)
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.legend(prop=LEGEND, frameon=False, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    return fig


def symbols(counts: pd.Series) -> Figure:
    ordered = counts.iloc[::-1]
    fig, ax = _axes(height=0.5 + 0.28 * len(ordered))
    ax.barh(range(len(ordered)), ordered.values, color=GOLD)
    # symbol labels are journal data: drawn as written, never as mathtext
    ax.set_yticks(range(len(ordered)), [str(s)[:40] for s in ordered.index], parse_math=False)
    ax.grid(axis="y", visible=False)
    ax.xaxis.get_major_locator().set_params(integer=True)
    fig.tight_layout()
    return fig


def calendar(active: pd.DataFrame, today: dt.date, lang: str = "en") -> Figure:
    """Active days over the last ``WEEKS`` weeks, a column a week (Monday on top):
    days sat (a Senet session or phase), played (a game or a reading), or both.
    ``active`` has a date index and boolean columns ``sat`` and ``played``."""
    monday = today - dt.timedelta(days=today.weekday())
    start = monday - dt.timedelta(weeks=WEEKS - 1)
    grid = np.full((7, WEEKS), np.nan)
    for day in range(WEEKS * 7):
        date = start + dt.timedelta(days=day)
        if date <= today:
            grid[day % 7, day // 7] = 0
    for stamp, row in active.iterrows():
        date = stamp.date() if hasattr(stamp, "date") else stamp
        offset = (date - start).days
        if 0 <= offset < WEEKS * 7 and date <= today:
            grid[offset % 7, offset // 7] = int(row["sat"]) + 2 * int(row["played"])
    fig, ax = _axes(width=7.0, height=1.7)
    ax.imshow(grid, cmap=ListedColormap([EMPTY, RIVER, GOLD, BOTH]), vmin=0, vmax=3,
              aspect="equal", interpolation="nearest")
    ax.set_xticks(np.arange(-0.5, WEEKS, 1), minor=True)
    ax.set_yticks(np.arange(-0.5, 7, 1), minor=True)
    ax.grid(which="minor", color=PAGE, linewidth=1.5)
    ax.grid(which="major", visible=False)
    ax.tick_params(which="minor", length=0)
    place = i18n.locale(lang)
    weekdays = place.days["stand-alone"]["abbreviated"]
    ax.set_yticks([0, 2, 4, 6], [weekdays[day] for day in (0, 2, 4, 6)])
    months = [(week, start + dt.timedelta(weeks=week)) for week in range(WEEKS)]
    firsts = [(week, day) for week, day in months if day.day <= 7]
    names = place.months["stand-alone"]["abbreviated"]
    ax.set_xticks([week for week, _day in firsts], [names[day.month] for _w, day in firsts])
    ax.tick_params(length=0)
    for side in ax.spines.values():
        side.set_visible(False)
    words = i18n.translations(lang)
    ax.legend(handles=[Patch(color=RIVER, label=words.gettext("sat")),
                       Patch(color=GOLD, label=words.gettext("played")),
                       Patch(color=BOTH, label=words.gettext("both"))],
              prop=LEGEND, frameon=False, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    return fig


WON_BY = "won by "


def result(column: str, lang: str = "en") -> str:
    """A result column of ``readings.stats.outcomes_per_game`` in ``lang``."""
    words = i18n.translations(lang)
    if column == "drawn":
        return words.gettext("drawn")
    if column.startswith(WON_BY):
        side = column[len(WON_BY):]
        return words.gettext("won by {side}").format(side=words.gettext(side) if side else side)
    return column
