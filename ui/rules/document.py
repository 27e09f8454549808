"""Reading a rules document (``docs/rules/<language>/<game>.md``) into a
``RulesText``: the prose is the project's own text, kept as data so that
another language is another folder of the same documents.

The document is Markdown with a few conventions:

- ``# Title``, then the introduction's paragraphs, then the legend of the
  diagrams as a quotation (``> ...``);
- ``## Chapter {#anchor}`` and ``### Part {#anchor}`` open the page's sections;
  paragraphs (and lists) are separated by blank lines;
- a paragraph whose every line is a figure marker is a row of figures:
  ``{{diagram: key}} caption``, ``{{table: name}} caption``, ``{{sticks: n}}``;
  the game's Python module supplies the diagrams, tables and sticks by name;
- ``{{name}}`` inside prose is a value the game's module computes from the
  engine (a start position, say);
- the chapter ``{#reconstruction}`` holds the decisions, each a paragraph
  ``**D-1 · Title.** text``, and its part ``{#clarifications}`` a list;
- the last chapter, ``{#rule-ids}``, says where the rules come from, then
  lists every rule and decision by its id with its source:
  ``- **K-1** (seed 000) text``.
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from ui.rules import Decision, RuleEntry, RuleIndex, RulesText, Section, Table

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"
LANGUAGES = ("en", "ru")
"""Languages the documents are written in (``docs/rules/<language>/``)."""
FALLBACK = "en"
"""The edition every game has; another language's page falls back to it while
that language's document of the game is not written yet."""

RECONSTRUCTION, CLARIFICATIONS, RULE_IDS = "reconstruction", "clarifications", "rule-ids"

_HEADING = re.compile(r"(#{1,3}) (.+?)(?: \{#([\w-]+)\})?")
_FIGURE = re.compile(r"\{\{(diagram|table|sticks): *([\w-]+)\}\} *(.*)")
_DECISION = re.compile(r"\*\*([A-Z]+-\d+) · (.+?)\.\*\* (.+)", re.DOTALL)
_ENTRY = re.compile(r"- \*\*([A-Z]+-\d+)\*\* \((.+?)\) (.+)")
_VALUE = re.compile(r"\{\{(\w+)\}\}")


Tables = Mapping[str, Callable[[], str]]
"""Markdown tables a game builds from its engine, by name."""


class DocumentError(ValueError):
    """A rules document that does not follow the conventions above."""


def path(game: str, language: str = "en") -> Path:
    if language not in LANGUAGES:
        raise DocumentError(f"no rules documents in language {language!r}")
    return DOCS / language / f"{game}.md"


def edition(game: str, language: str) -> str:
    """The language whose document of ``game`` a page in ``language`` shows:
    its own if written, else English."""
    return language if path(game, language).is_file() else FALLBACK


def text_of(game: str, language: str = "en") -> str:
    """The whole document of ``game``, as written."""
    return path(game, language).read_text(encoding="utf-8")


def _paragraphs(lines: list[str]) -> list[str]:
    """The blank-line separated paragraphs (a list is one paragraph)."""
    return [chunk for chunk in re.split(r"\n\s*\n", "\n".join(lines).strip()) if chunk]


def _is_row(paragraph: str) -> bool:
    return all(_FIGURE.fullmatch(line) for line in paragraph.splitlines())


class _Reader:
    """One document read against one game's figures and values."""

    def __init__(self, game: str, diagrams: Iterable[Any], tables: Tables,
                 sticks: Callable[[int], Any] | None, values: Mapping[str, str]):
        self.figures = {d.key: d for d in diagrams}
        self.game, self.tables = game, tables
        self.sticks, self.values = sticks, values
        self.used: set[str] = set()

    def fill(self, text: str) -> str:
        def value(match: re.Match) -> str:
            if match.group(1) not in self.values:
                raise DocumentError(f"{self.game}: no value {{{{{match.group(1)}}}}}")
            return self.values[match.group(1)]
        return _VALUE.sub(value, text)

    def figure(self, line: str) -> Any:
        marker = _FIGURE.fullmatch(line)
        assert marker is not None  # a row holds only marker lines (_is_row)
        kind, name, caption = marker.groups()
        if kind == "table":
            if name not in self.tables:
                raise DocumentError(f"{self.game}: no table {name!r} in {line!r}")
            return Table(self.tables[name](), self.fill(caption))
        if kind == "sticks":
            if self.sticks is None or not name.isdigit():
                raise DocumentError(f"{self.game}: no sticks {name!r} in {line!r}")
            return self.sticks(int(name))
        if name not in self.figures:
            raise DocumentError(f"{self.game}: no diagram {name!r} in {line!r}")
        self.used.add(name)
        return replace(self.figures[name], caption=self.fill(caption))

    def block(self, paragraph: str) -> str | tuple:
        if _is_row(paragraph):
            return tuple(self.figure(line) for line in paragraph.splitlines())
        return self.fill(paragraph)


Chapter = tuple[int, str, str, list[str]]
"""A heading's level, title and anchor, and the lines under it."""


def _chapters(game: str, text: str) -> tuple[str, list[str], list[Chapter]]:
    """The title, the lines before the first chapter, and each chapter."""
    title = ""
    head: list[str] = []
    chapters: list[Chapter] = []
    for line in text.splitlines():
        heading = _HEADING.fullmatch(line)
        if heading is None:
            (chapters[-1][3] if chapters else head).append(line)
        elif len(heading.group(1)) == 1:
            title = heading.group(2)
        else:
            if heading.group(3) is None:
                raise DocumentError(f"{game}: heading without an anchor: {line!r}")
            chapters.append((len(heading.group(1)), heading.group(2), heading.group(3), []))
    if not title:
        raise DocumentError(f"{game}: the document has no title (# ...)")
    return title, head, chapters


def _rule_index(game: str, title: str, paragraphs: list[str]) -> RuleIndex:
    """The chapter of ids: prose paragraphs, then one list of entries."""
    intro = tuple(p for p in paragraphs if not p.startswith("- "))
    entries = []
    for line in "\n".join(p for p in paragraphs if p.startswith("- ")).splitlines():
        entry = _ENTRY.fullmatch(line)
        if entry is None:
            raise DocumentError(f"{game}: not a rule entry: {line!r}")
        entries.append(RuleEntry(*entry.groups()))
    ids = [e.id for e in entries]
    if len(set(ids)) != len(ids):
        raise DocumentError(f"{game}: an id is listed twice in {ids}")
    return RuleIndex(title, intro, tuple(entries))


def load(game: str, diagrams: Iterable[Any], *, tables: Tables | None = None,
         sticks: Callable[[int], Any] | None = None, values: Mapping[str, str] | None = None,
         language: str = "en") -> RulesText:
    """The rules page of ``game`` from its document in ``language``: ``diagrams``
    are the game's figures, each with a ``key`` (their captions come from the
    document, and each must be shown), ``tables`` build the Markdown tables by
    name, ``sticks`` makes the figure of a throw, and ``values`` fill the
    ``{{name}}`` placeholders of the prose."""
    reader = _Reader(game, diagrams, tables or {}, sticks, values or {})
    title, head, chapters = _chapters(game, text_of(game, language))
    intro = [p for p in _paragraphs(head) if not p.startswith(">")]
    legend = [p for p in _paragraphs(head) if p.startswith(">")]
    if len(legend) != 1:
        raise DocumentError(f"{game}: the legend must be one quotation (> ...)")
    sections: list[Section] = []
    decisions: list[Decision] = []
    clarifications: list[str] = []
    reconstruction, clarifications_title, index = None, "", None
    for level, heading, anchor, lines in chapters:
        paragraphs = _paragraphs(lines)
        if anchor == RECONSTRUCTION:
            found = [_DECISION.fullmatch(p) for p in paragraphs]
            decisions = [Decision(m[1], m[2], reader.fill(m[3])) for m in found if m]
            blocks = tuple(reader.block(p) for p, m in zip(paragraphs, found, strict=True) if not m)
            reconstruction = Section(heading, anchor, blocks, level)
        elif anchor == CLARIFICATIONS:
            clarifications_title = heading
            clarifications = [reader.fill(line[2:]) for line in "\n".join(paragraphs).splitlines()
                              if line.startswith("- ")]
        elif anchor == RULE_IDS:
            index = _rule_index(game, heading, [reader.fill(p) for p in paragraphs])
        else:
            sections.append(Section(heading, anchor, tuple(reader.block(p) for p in paragraphs),
                                    level))
    if reconstruction is None:
        raise DocumentError(f"{game}: no chapter {{#{RECONSTRUCTION}}}")
    unused = set(reader.figures) - reader.used
    if unused:
        raise DocumentError(f"{game}: diagrams the document never shows: {sorted(unused)}")
    return RulesText(title, tuple(reader.fill(p) for p in intro),
                     reader.fill(re.sub(r"^> ?", "", legend[0], flags=re.MULTILINE)),
                     tuple(sections), reconstruction, tuple(decisions), clarifications_title,
                     tuple(clarifications), index)
