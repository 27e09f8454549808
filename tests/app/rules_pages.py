"""What the rules-page AppTests share: one run of a page, the scene data of its
boards, its text, the check that every chapter has its heading, and the
decision ids (D-n, TD-n, I-n) a spec or an engine docstring names.

A test module sets ``RULES_PAGE`` (e.g. ``"rules_shatra"``) and gets the
``page`` and ``boards`` fixtures of ``conftest.py``."""
from __future__ import annotations

import json
import re
from pathlib import Path
from types import ModuleType

from streamlit.testing.v1 import AppTest

from ui.rules.layout import decision_line

PAGES = Path(__file__).resolve().parents[2] / "ui" / "pages"
SPECS = Path(__file__).resolve().parents[2].parent / "shared" / "specs"
"""The specs in ``../shared`` beside the repository, as CI lays it out."""


def run_page(name: str) -> AppTest:
    at = AppTest.from_file(str(PAGES / f"{name}.py"), default_timeout=60).run()
    assert not at.exception, at.exception
    return at


def components(at: AppTest) -> list[tuple[str, dict]]:
    """(widget key, scene data) of every board on the page, in page order."""
    return [(c.proto.id.rsplit("-", 1)[-1], json.loads(c.proto.json))
            for c in at.get("bidi_component")]


def markdown_text(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def assert_every_heading(at: AppTest, rules: ModuleType, named: tuple[str, ...] = ()) -> None:
    """The page's title, one heading per section of ``rules.PAGE``, the
    clarifications and the sources of the oracle's symbols, nothing else;
    ``named`` are titles the test insists on."""
    assert [t.value for t in at.title] == [rules.TITLE]
    shown = [h.value for h in at.header] + [h.value for h in at.subheader]
    expected = [s.title for s in rules.PAGE.all_sections()] + [rules.CLARIFICATIONS_TITLE,
                                                              "Sources of the symbols"]
    for title in expected:
        assert title in shown, f"missing heading {title!r}"
    assert len(shown) == len(expected)
    for title in named:
        assert title in shown, f"missing heading {title!r}"


def ids_in(text: str | None, prefix: str = "D") -> list[str]:
    """The ``<prefix>-n`` ids named in ``text``, in number order."""
    found = set(re.findall(rf"\b{prefix}-\d+\b", text or ""))
    return sorted(found, key=lambda i: int(i.split("-")[1]))


def spec_text(game: str) -> str | None:
    """The shared spec of ``game``, or None where the spec folder is absent."""
    path = SPECS / f"{game}.md"
    return path.read_text() if path.exists() else None


def assert_decisions_listed(at: AppTest, rules: ModuleType, decision_word: str = "source") -> None:
    """Every reconstruction decision and clarification of ``rules`` is on the
    page, each saying what the source says (``decision_word``) and what is done
    "Here"."""
    text = markdown_text(at)
    for decision in rules.DECISIONS:
        assert decision_line(decision) in text
        assert decision_word in decision.text and "Here" in decision.text
    for clarification in rules.CLARIFICATIONS:
        assert clarification in text
        assert "Here" in clarification and "source" in clarification
