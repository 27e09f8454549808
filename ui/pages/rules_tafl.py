"""Tavlei and Hnefatafl rules for players: prose, small static board diagrams
whose marks come from the engine, and the list of reconstruction decisions
(content: ui/rules/tafl.py, layout: ui/rules/layout.py)."""
from __future__ import annotations

import streamlit as st

from ui.components.board import board
from ui.i18n import language
from ui.rules import Table, layout
from ui.rules import tafl as rules
from ui.views import tafl as view

# Three small diagrams to a row.
# (No bare strings at module level here: Streamlit's magic would print them.)
PER_ROW = 3


def still() -> None:
    """The diagrams are pictures: a click on them does nothing."""


def per_row(figures: tuple) -> int:
    """Three diagrams to a row; the table of the three games across the page."""
    if len(figures) == 1 and isinstance(figures[0], Table):
        return 1
    return PER_ROW


def diagram(d: rules.Diagram) -> None:
    marks = rules.highlights(d)
    scene = view.scene(rules.shown_state(d), selected=marks.selected,
                       targets=marks.targets | marks.rings, last=marks.wash,
                       title=rules.caption(d), prince=d.ruleset == view.TAVLEI, lang=language())
    board(scene, key=f"rules_tafl_{d.key}", on_click=still)
    st.caption(rules.caption(d))


layout.page(rules.page(language()), diagram, per_row=per_row, family="tafl")
