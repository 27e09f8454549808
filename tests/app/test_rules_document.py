"""The rules-document reader (``ui.rules.document``) on hand-written documents:
what each convention turns into, and the narrow errors for a broken document."""
from __future__ import annotations

import importlib
import re
from dataclasses import dataclass

import pytest

from ui.rules import Decision, RuleEntry, RulesText, Table, document
from ui.rules.document import DocumentError

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)

DOC = """# Toy: the rules

Toy is played on one square.

A second paragraph of the introduction.

> **In the diagrams** the square is gold;
> nothing else is drawn.

## The board {#board}

The board is `{{start}}`.

{{diagram: one}} The square, empty.
{{table: sizes}} How big it is.

### A part {#part}

- a list
- of two items

## Where this is reconstruction {#reconstruction}

Open questions.

**D-1 · The start.** The source is silent. Here the square is empty.

### Smaller readings {#clarifications}

- **Colour.** Here it is gold.

## Every rule by its id {#rule-ids}

Where the rules come from.

- **T-1** (seed 000) One square.
- **D-1** (this project; seed 000 is silent) The start.
"""


@dataclass(frozen=True)
class Toy:
    key: str
    caption: str = ""


def write(tmp_path, monkeypatch, text: str, game: str = "toy"):
    (tmp_path / "en").mkdir(exist_ok=True)
    (tmp_path / "en" / f"{game}.md").write_text(text, encoding="utf-8")
    monkeypatch.setattr(document, "DOCS", tmp_path)


def load(**changes):
    arguments = {"tables": {"sizes": lambda: "| 1 |"}, "values": {"start": "S"}} | changes
    return document.load("toy", (Toy("one"),), **arguments)


def test_every_part_of_a_document(tmp_path, monkeypatch):
    write(tmp_path, monkeypatch, DOC)
    page = load()
    assert page.title == "Toy: the rules"
    assert page.intro == ("Toy is played on one square.", "A second paragraph of the introduction.")
    assert page.legend == "**In the diagrams** the square is gold;\nnothing else is drawn."
    board, part = page.sections
    assert (board.title, board.anchor, board.level) == ("The board", "board", 2)
    assert board.blocks == ("The board is `S`.",
                            (Toy("one", "The square, empty."), Table("| 1 |", "How big it is.")))
    assert (part.anchor, part.level, part.blocks) == ("part", 3, ("- a list\n- of two items",))
    assert page.reconstruction.blocks == ("Open questions.",)
    assert page.decisions == (Decision("D-1", "The start",
                                       "The source is silent. Here the square is empty."),)
    assert page.clarifications_title == "Smaller readings"
    assert page.clarifications == ("**Colour.** Here it is gold.",)
    assert page.rule_index.title == "Every rule by its id"
    assert page.rule_index.intro == ("Where the rules come from.",)
    assert page.rule_index.entries == (
        RuleEntry("T-1", "seed 000", "One square."),
        RuleEntry("D-1", "this project; seed 000 is silent", "The start."))


@pytest.mark.parametrize("written, broken, message", [
    ("{{diagram: one}}", "{{diagram: one}}\n{{diagram: two}}", "no diagram 'two'"),
    ("{{start}}", "{{size}}", "no value {{size}}"),
    ("{{table: sizes}}", "{{table: chairs}}", "no table 'chairs'"),
    ("## The board {#board}", "## The board", "heading without an anchor: '## The board'"),
    ("- **T-1** (seed 000)", "- T-1", "not a rule entry: '- T-1 One square.'"),
    ("- **D-1**", "- **T-1**", "an id is listed twice"),
])
def test_a_broken_document_is_refused_with_the_line(tmp_path, monkeypatch, written, broken,
                                                    message):
    write(tmp_path, monkeypatch, DOC.replace(written, broken, 1))
    with pytest.raises(DocumentError, match=re.escape(message)):
        load()


def test_a_diagram_the_document_never_shows_is_refused(tmp_path, monkeypatch):
    write(tmp_path, monkeypatch, DOC)
    with pytest.raises(DocumentError, match=r"never shows: \['spare'\]"):
        document.load("toy", (Toy("one"), Toy("spare")), tables={"sizes": lambda: ""},
                      values={"start": "S"})


def test_only_written_languages_are_read():
    with pytest.raises(DocumentError, match="'de'"):
        document.path("kamla", "de")
    assert document.path("kamla").name == "kamla.md"
    assert document.path("kamla", "ru").parent.name == "ru"
    assert set(document.LANGUAGES) == {"en", "ru"}


RUSSIAN = ("kamla", "senet", "shatra", "tafl", "tavreli")
"""Every game with a rules page: each has its Russian edition in ``docs/rules/ru``."""


def shape(page: RulesText) -> dict[str, list]:
    """What an edition of a rules page must share with every other: the
    chapters (anchor and level), the figures in page order, the decisions and
    the number of clarifications, and every rule id with its place."""
    return {"chapters": [(s.anchor, s.level) for s in page.all_sections()],
            "figures": [getattr(f, "key", type(f).__name__) for s in page.all_sections()
                        for b in s.blocks if not isinstance(b, str) for f in b],
            "decisions": [d.id for d in page.decisions],
            "clarifications": [len(page.clarifications)],
            "ids": page.rule_index.ids()}


@pytest.mark.parametrize("game", RUSSIAN)
def test_the_russian_edition_has_the_english_chapters_figures_and_ids(game):
    rules = importlib.import_module(f"ui.rules.{game}")
    russian = rules.page("ru")
    assert shape(russian) == shape(rules.PAGE)
    decided = {d.id for d in russian.decisions}
    assert [(e.id, e.text) for e in russian.rule_index.entries if e.id in decided] == [
        (d.id, f"{d.title}.") for d in russian.decisions]
    assert all(CYRILLIC.search(t) for t in (russian.title, russian.legend, *russian.intro,
                                            *(d.title for d in russian.decisions)))


def test_a_russian_edition_without_a_rule_is_told_apart(tmp_path, monkeypatch):
    rules = importlib.import_module("ui.rules.kamla")
    (tmp_path / "ru").mkdir()
    (tmp_path / "ru" / "kamla.md").write_text(
        re.sub(r"^- \*\*K-13\*\* .*\n", "", document.text_of("kamla", "ru"), flags=re.MULTILINE),
        encoding="utf-8")
    monkeypatch.setattr(document, "DOCS", tmp_path)
    rules.page.cache_clear()
    without = shape(rules.page("ru"))
    rules.page.cache_clear()
    assert "K-13" in shape(rules.PAGE)["ids"] and "K-13" not in without["ids"]
    assert without != shape(rules.PAGE)


def test_a_page_falls_back_to_english_while_its_edition_is_unwritten(tmp_path, monkeypatch):
    monkeypatch.setattr(document, "DOCS", tmp_path)
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "toy.md").write_text("# Toy\n", encoding="utf-8")
    assert document.edition("toy", "ru") == "en"
    (tmp_path / "ru").mkdir()
    (tmp_path / "ru" / "toy.md").write_text("# Игрушка\n", encoding="utf-8")
    assert document.edition("toy", "ru") == "ru"
    assert document.edition("toy", "en") == "en"
