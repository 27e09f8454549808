"""Drawing a rules page (``ui.rules.RulesText``) with Streamlit: headings, prose
at a readable width, rows of figures in columns, the contents line, and the
chapter on reconstruction. The page module supplies how to draw one of its
game's figures; tables are drawn here."""
from __future__ import annotations

from typing import Any, Callable

import streamlit as st

from ui.rules import Decision, RuleEntry, RuleIndex, RulesText, Section, Table
import i18n
from ui.i18n import _, language, ngettext

# Pixels: the page's width, and prose lines short enough to read.
PAGE_WIDTH = 1040
PROSE_WIDTH = 760

DrawFigure = Callable[[Any], None]
PerRow = int | Callable[[tuple], int]
"""Figures to a row: a number, or a function of the row's figures."""


def heading(section: Section) -> None:
    if section.level == 2:
        st.header(section.title, anchor=section.anchor, divider="gray")
    else:
        st.subheader(section.title, anchor=section.anchor)


def table(t: Table) -> None:
    st.markdown(t.markdown)
    st.caption(t.caption)


def row(figures: tuple, draw: DrawFigure, per_row: PerRow) -> None:
    count = per_row(figures) if callable(per_row) else per_row
    for start in range(0, len(figures), count):
        columns = st.columns(count, gap="medium")
        for column, figure in zip(columns, figures[start:start + count]):
            with column:
                if isinstance(figure, Table):
                    table(figure)
                else:
                    draw(figure)


def section(s: Section, draw: DrawFigure, per_row: PerRow,
            prose_width: int = PROSE_WIDTH) -> None:
    heading(s)
    for block in s.blocks:
        if isinstance(block, str):
            st.markdown(block, width=prose_width)
        else:
            row(block, draw, per_row)


def contents(text: RulesText, prose_width: int = PROSE_WIDTH) -> None:
    links = " · ".join(f"[{s.title}](#{s.anchor})" for s in text.all_sections()
                       if s.level == 2)
    st.markdown(links, width=prose_width)


def decision_line(d: Decision) -> str:
    return f"**{d.id} · {d.title}.** {d.text}"


def reconstruction(text: RulesText, draw: DrawFigure, per_row: PerRow,
                   prose_width: int = PROSE_WIDTH) -> None:
    section(text.reconstruction, draw, per_row, prose_width)
    for d in text.decisions:
        st.markdown(decision_line(d), width=prose_width)
    st.subheader(text.clarifications_title, anchor="clarifications")
    st.markdown("\n".join(f"- {c}" for c in text.clarifications), width=prose_width)
    if text.rule_index is not None:
        rule_index(text.rule_index, prose_width)


def entry_line(entry: RuleEntry) -> str:
    return f"- **{entry.id}** ({entry.source}) {entry.text}"


def rule_index(index: RuleIndex, prose_width: int = PROSE_WIDTH) -> None:
    """Every rule and decision by its id and source, folded away."""
    with st.expander(f"{index.title} ({len(index.entries)})", width=prose_width):
        for paragraph in index.intro:
            st.markdown(paragraph)
        st.markdown("\n".join(entry_line(e) for e in index.entries))


def symbol_sources(family: str, prose_width: int = PROSE_WIDTH) -> None:
    """The chapter "Sources of the symbols": the oracle's spread for this
    family and where each sign's meaning comes from (a seed, or the app's own)."""
    from oracle.provenance import sources

    found = sources(family, language())
    st.header(_("Sources of the symbols"), anchor="sources", divider="gray")
    if found.spread_title:
        st.markdown(_("The reading lays out **{spread}**: {positions}. {source}.").format(
            spread=found.spread_title, positions=", ".join(found.positions),
            source=found.spread_source), width=prose_width)
    for provenance, labels in found.meanings:
        signs = ngettext("{n} sign", "{n} signs", len(labels)).format(
            n=i18n.format_number(len(labels), language()))
        with st.expander(_("From {source} \u00b7 {signs}").format(source=provenance, signs=signs)):
            st.markdown(" \u00b7 ".join(labels), width=prose_width)


def rulesets(family: str, prose_width: int = PROSE_WIDTH) -> None:
    """The rulesets of this family the build plays, each with its summary."""
    from ui import names
    from ui.catalog import rulesets_of

    infos = rulesets_of(family)
    with st.expander(_("Rulesets in this build ({n})").format(n=len(infos)), width=prose_width):
        st.markdown("\n".join(f"- **{names.said(info.title, language())}** (`{info.name}`): "
                              f"{info.summary}" for info in infos))


def page(text: RulesText, draw: DrawFigure, *, per_row: PerRow, family: str,
         page_width: int = PAGE_WIDTH, prose_width: int = PROSE_WIDTH) -> None:
    """The whole page: title, introduction, contents, legend, chapters,
    reconstruction, and the sources of the oracle's symbols for ``family``."""
    with st.container(width=page_width):
        st.title(text.title, anchor="top")
        for paragraph in text.intro:
            st.markdown(paragraph, width=prose_width)
        contents(text, prose_width)
        with st.container(border=True, width=prose_width):
            st.markdown(text.legend)
        rulesets(family, prose_width)
        for s in text.sections:
            section(s, draw, per_row, prose_width)
        reconstruction(text, draw, per_row, prose_width)
        symbol_sources(family, prose_width)
