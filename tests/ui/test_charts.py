"""Insights charts draw journal text as written: a symbol label is never mathtext."""
import pandas as pd
from matplotlib.backends.backend_agg import FigureCanvasAgg

from ui import charts


def test_symbol_labels_are_drawn_literally():
    labels = ["$\\frac{$", "a $x^2$ b", "same label", "same label "]
    fig = charts.symbols(pd.Series([4, 3, 2, 1], index=labels))
    FigureCanvasAgg(fig).draw()  # mathtext would raise on the first label
    ticks = fig.axes[0].get_yticklabels()
    assert [t.get_text() for t in ticks] == labels[::-1]
    assert not any(t.get_parse_math() for t in ticks)
