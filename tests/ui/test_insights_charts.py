"""The Insights charts read well (issue 15): real date axes over a fixed window,
human names, legends beside the bars, the page's colours, a calendar of days."""
import datetime as dt

import pandas as pd
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import to_hex
from matplotlib.dates import num2date

from ui import charts

TODAY = dt.date(2026, 11, 23)


def span_days(fig) -> float:
    low, high = fig.axes[0].get_xlim()
    return (num2date(high) - num2date(low)).days


def test_one_day_of_minutes_does_not_fill_the_chart():
    fig = charts.minutes(pd.Series([12.0], index=pd.to_datetime(["2026-11-22"])), TODAY)
    assert span_days(fig) == charts.DAYS  # the last DAYS days, each bar whole
    FigureCanvasAgg(fig).draw()
    labels = [t.get_text() for t in fig.axes[0].get_xticklabels() if t.get_text()]
    assert len(labels) >= 3 and all(a != b for a, b in zip(labels, labels[1:]))  # no "22 Nov 22 Nov"


def test_weeks_are_on_a_date_axis_of_the_last_weeks():
    fig = charts.weekly(pd.Series([3], index=pd.to_datetime(["2026-11-16"])), TODAY)
    assert span_days(fig) == charts.WEEKS * 7
    assert to_hex(fig.get_facecolor()) == charts.PAGE


def test_outcomes_use_human_names_and_a_legend_beside_the_bars():
    table = pd.DataFrame({"won by Spools": [2, 0], "drawn": [1, 1]},
                         index=["senet-kendall", "tavlei"])
    fig = charts.outcomes(table, {"senet-kendall": "Senet: Kendall", "tavlei": "Tavlei"})
    ax = fig.axes[0]
    FigureCanvasAgg(fig).draw()
    assert [t.get_text() for t in ax.get_yticklabels()] == ["Senet: Kendall", "Tavlei"]
    renderer = fig.canvas.get_renderer()
    assert ax.get_legend().get_window_extent(renderer).x0 >= ax.get_window_extent(renderer).x1


def test_the_calendar_marks_days_sat_played_and_both():
    active = pd.DataFrame({"sat": [True, False, True], "played": [False, True, True]},
                          index=pd.to_datetime(["2026-11-23", "2026-11-22", "2026-11-16"]))
    fig = charts.calendar(active, TODAY)
    grid = fig.axes[0].get_images()[0].get_array()
    assert grid[0, -1] == 1 and grid[6, -2] == 2 and grid[0, -2] == 3  # Mon, Sun, Mon
    assert grid[1, -1] is pd.NA or grid.mask[1, -1]  # Tuesday is still to come
