"""Altai Shatra rules for players: prose, small static board diagrams whose marks
come from the engine, and the list of reconstruction decisions (content:
ui/rules/shatra.py, layout: ui/rules/layout.py)."""
from __future__ import annotations

import streamlit as st

from ui.components.board import board
from ui.i18n import language
from ui.rules import layout
from ui.rules import shatra as rules
from ui.views import shatra as view

# The board is tall and narrow: three diagrams to a row.
# (No bare strings at module level here: Streamlit's magic would print them.)
PER_ROW = 3


def still() -> None:
    """The diagrams are pictures: a click on them does nothing."""


def diagram(d: rules.Diagram) -> None:
    marks = rules.highlights(d)
    scene = view.scene(rules.shown_state(d), selected=marks.selected,
                       targets=marks.targets | marks.rings, last=marks.wash, title=d.caption,
                       lang=language())
    scene["lines"] = scene["lines"] + list(marks.lines)
    board(scene, key=f"rules_shatra_{d.key}", on_click=still)
    st.caption(d.caption)


layout.page(rules.page(language()), diagram, per_row=PER_ROW, family="shatra")
