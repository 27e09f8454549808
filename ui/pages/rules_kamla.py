"""Kamla rules for players: prose, small static board diagrams whose marks come
from the engine, and the list of reconstruction decisions (content: ui/rules/kamla.py,
layout: ui/rules/layout.py)."""
from __future__ import annotations

import streamlit as st

from ui.components.board import board
from ui.i18n import language
from ui.rules import kamla as rules
from ui.rules import layout
from ui.views import kamla as view

# Three small diagrams to a row.
# (No bare strings at module level here: Streamlit's magic would print them.)
PER_ROW = 3


def still() -> None:
    """The diagrams are pictures: a click on them does nothing."""


def diagram(d: rules.Diagram) -> None:
    marks = rules.highlights(d)
    scene = view.scene(rules.shown_state(d), power_sides=rules.power_sides(d),
                       selected=marks.selected, targets=marks.targets, last=marks.wash,
                       title=d.caption, lang=language())
    board(scene, key=f"rules_kamla_{d.key}", on_click=still)
    st.caption(d.caption)


layout.page(rules.page(language()), diagram, per_row=PER_ROW, family="kamla")
