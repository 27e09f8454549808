"""Kamla rules for players: prose, small static board diagrams whose marks come
from the engine, and the list of reconstruction decisions (content: ui/rules/kamla.py)."""
from __future__ import annotations

import streamlit as st

from ui.components.board import board
from ui.rules import kamla as rules
from ui.views import kamla as view

# Pixels. Three diagrams to a row, each small; prose lines short enough to read.
# (No bare strings at module level here: Streamlit's magic would print them.)
PAGE_WIDTH = 1040
PROSE_WIDTH = 760
PER_ROW = 3


def still() -> None:
    """The diagrams are pictures: a click on them does nothing."""


def heading(section: rules.Section) -> None:
    if section.level == 2:
        st.header(section.title, anchor=section.anchor, divider="gray")
    else:
        st.subheader(section.title, anchor=section.anchor)


def diagram(d: rules.Diagram) -> None:
    marks = rules.highlights(d)
    scene = view.scene(rules.shown_state(d), power_sides=rules.power_sides(d),
                       selected=marks.selected, targets=marks.targets, last=marks.wash,
                       title=d.caption)
    board(scene, key=f"rules_kamla_{d.key}", on_click=still)
    st.caption(d.caption)


def table(t: rules.Table) -> None:
    st.markdown(t.markdown)
    st.caption(t.caption)


def row(figures: rules.Row) -> None:
    for start in range(0, len(figures), PER_ROW):
        columns = st.columns(PER_ROW, gap="medium")
        for column, figure in zip(columns, figures[start:start + PER_ROW]):
            with column:
                if isinstance(figure, rules.Table):
                    table(figure)
                else:
                    diagram(figure)


def section(s: rules.Section) -> None:
    heading(s)
    for block in s.blocks:
        if isinstance(block, str):
            st.markdown(block, width=PROSE_WIDTH)
        else:
            row(block)


def contents() -> None:
    links = " · ".join(f"[{s.title}](#{s.anchor})" for s in rules.all_sections()
                       if s.level == 2)
    st.markdown(links, width=PROSE_WIDTH)


def reconstruction() -> None:
    section(rules.RECONSTRUCTION)
    for d in rules.DECISIONS:
        st.markdown(f"**{d.id} · {d.title}.** {d.text}", width=PROSE_WIDTH)
    st.subheader(rules.CLARIFICATIONS_TITLE, anchor="clarifications")
    st.markdown("\n".join(f"- {c}" for c in rules.CLARIFICATIONS), width=PROSE_WIDTH)


def page() -> None:
    with st.container(width=PAGE_WIDTH):
        st.title(rules.TITLE, anchor="top")
        for paragraph in rules.INTRO:
            st.markdown(paragraph, width=PROSE_WIDTH)
        contents()
        with st.container(border=True, width=PROSE_WIDTH):
            st.markdown(rules.LEGEND)
        for s in rules.SECTIONS:
            section(s)
        reconstruction()


page()
