"""Rules pages written for players: the text is the project's rules document
(``docs/rules/<language>/<game>.md``, read by ``ui/rules/document.py``), the
diagrams are data in ``ui/rules/<game>.py``, and ``ui/pages/rules_<game>.py``
draws the page with the helpers in ``ui/rules/layout.py``.

This module holds the parts every game's rules share: chapters made of prose
and rows of figures, small tables, the list of reconstruction decisions and
the list of every rule by its id.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Table:
    """A small Markdown table set in a row of diagrams, with its caption."""

    markdown: str
    caption: str


Row = tuple[Any, ...]
"""Figures set side by side: a game's diagrams, or ``Table``s."""
Block = str | Row
"""A paragraph of Markdown prose, or a row of figures."""


@dataclass(frozen=True)
class Section:
    title: str
    anchor: str
    blocks: tuple[Block, ...]
    level: int = 2
    """2: a chapter of the page; 3: a part of the chapter before it."""


@dataclass(frozen=True)
class Decision:
    """A point the sources leave open, and what this project plays by (a spec D-n)."""

    id: str
    title: str
    text: str


@dataclass(frozen=True)
class RuleEntry:
    """A rule or decision by its id (K-7, S-11, TD-17 ...), where it comes from
    (a seed, another published source, or this project), and what it says."""

    id: str
    source: str
    text: str


@dataclass(frozen=True)
class RuleIndex:
    """Every rule and decision by its id, with a word on the sources."""

    title: str
    intro: tuple[str, ...]
    entries: tuple[RuleEntry, ...]

    def ids(self) -> list[str]:
        return [e.id for e in self.entries]


@dataclass(frozen=True)
class RulesText:
    """A whole rules page: title, introduction, the legend of the diagrams, the
    chapters, and the chapter on reconstruction with its decisions and smaller
    readings (``clarifications``), then every rule by its id (``rule_index``)."""

    title: str
    intro: tuple[str, ...]
    legend: str
    sections: tuple[Section, ...]
    reconstruction: Section
    decisions: tuple[Decision, ...]
    clarifications_title: str
    clarifications: tuple[str, ...]
    rule_index: RuleIndex | None = None

    def all_sections(self) -> tuple[Section, ...]:
        return self.sections + (self.reconstruction,)

    def figures(self, *kinds: type) -> list:
        """Every figure of the given kinds (a game's diagram classes), in page order."""
        return [f for s in self.all_sections() for b in s.blocks if not isinstance(b, str)
                for f in b if isinstance(f, kinds)]
