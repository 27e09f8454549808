"""The rules-document reader (``ui.rules.document``) on hand-written documents:
what each convention turns into, and the narrow errors for a broken document."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from ui.rules import Decision, RuleEntry, Table, document
from ui.rules.document import DocumentError

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
    assert set(document.LANGUAGES) == {"en", "ru"}


def test_a_page_falls_back_to_english_while_its_edition_is_unwritten(tmp_path, monkeypatch):
    monkeypatch.setattr(document, "DOCS", tmp_path)
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "toy.md").write_text("# Toy\n", encoding="utf-8")
    assert document.edition("toy", "ru") == "en"
    (tmp_path / "ru").mkdir()
    (tmp_path / "ru" / "toy.md").write_text("# Игрушка\n", encoding="utf-8")
    assert document.edition("toy", "ru") == "ru"
    assert document.edition("toy", "en") == "en"
