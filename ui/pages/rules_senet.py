"""Senet rules for players: prose, small static board diagrams whose marks come
from the engine, the four sticks, and the list of reconstruction decisions
(content: ui/rules/senet.py, layout: ui/rules/layout.py)."""
from __future__ import annotations

import streamlit as st

from ui.components.board import board
from ui.i18n import _, language
from ui.rules import Table, layout
from ui.rules import senet as rules
from ui.views import senet as view

# The Senet board is wide: two diagrams to a row.
# (No bare strings at module level here: Streamlit's magic would print them.)
PER_ROW = 2


def still() -> None:
    """The diagrams are pictures: a click on them does nothing."""


def per_row(figures: tuple) -> int:
    """Two diagrams to a row; the sticks all in one row; the track and the table of
    Houses each across the page."""
    if all(isinstance(f, rules.Sticks) for f in figures):
        return len(figures)
    if len(figures) == 1 and (isinstance(figures[0], Table) or getattr(figures[0], "track", 0)):
        return 1
    return PER_ROW


def diagram(d: rules.Diagram) -> None:
    marks = rules.highlights(d)
    scene = view.scene(rules.shown_state(d), selected=marks.selected, targets=marks.targets,
                       last=marks.wash, domains=marks.domains, title=d.caption, lang=language())
    if d.track:
        scene["lines"] = rules.track_lines()
    board(scene, key=f"rules_senet_{d.key}", on_click=still)
    st.caption(rules.caption(d))


def sticks(s: rules.Sticks) -> None:
    scene = view.sticks_scene(s.score, variant=s.score, lang=language())
    scene["title"] = _("the sticks for a {n}").format(n=s.score)
    board(scene, key=f"rules_senet_{s.key}", on_click=still)
    st.caption(s.caption)


def figure(f) -> None:
    if isinstance(f, rules.Sticks):
        sticks(f)
    else:
        diagram(f)


layout.page(rules.page(language()), figure, per_row=per_row, family="senet")
