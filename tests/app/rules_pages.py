"""What the rules-page AppTests share: one run of a page, the scene data of its
boards, its text, the check that every chapter has its heading, the
decision ids (D-n, TD-n, I-n) an engine docstring names, and the check that
the project's rules document lists every rule id the code and tests name.

A test module sets ``RULES_PAGE`` (e.g. ``"rules_shatra"``) and gets the
``page`` and ``boards`` fixtures of ``conftest.py``."""
from __future__ import annotations

import json
import re
from pathlib import Path
from types import ModuleType

from streamlit.testing.v1 import AppTest

from ui.rules.layout import decision_line, entry_line

ROOT = Path(__file__).resolve().parents[2]
PAGES = ROOT / "ui" / "pages"

RULE_IDS = {  # game -> (prefixes of its rule and decision ids, those of its decisions)
    "kamla": (("K", "D"), ("D",)),
    "senet": (("S", "B", "C", "D"), ("D",)),
    "shatra": (("SH", "D"), ("D",)),
    "tafl": (("TF", "CH", "FE", "TD"), ("TD",)),
    "tavreli": (("TV", "D", "I"), ("D", "I")),
}


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


def ids_named_in_code(game: str) -> set[str]:
    """Every rule or decision id that ``game``'s engine, its computer player or
    its tests name (``K-7``, ``S-11``, ``TD-17`` ...)."""
    prefixes, _ = RULE_IDS[game]
    pattern = re.compile(rf"\b(?:{'|'.join(prefixes)})-\d+\b")
    files = [*(ROOT / "games" / game).rglob("*.py"), *(ROOT / "tests" / game).rglob("*.py"),
             *(ROOT / "games" / "ai").glob(f"{game}*.py")]
    return {found for path in files for found in pattern.findall(path.read_text())}


def assert_every_rule_listed(at: AppTest, rules: ModuleType, game: str) -> None:
    """The rules document lists exactly the ids the code and the tests name, each
    with its source; its decisions are the reconstruction chapter's, in order and
    by title; and the page shows the whole list."""
    index = rules.PAGE.rule_index
    assert set(index.ids()) == ids_named_in_code(game)
    _, decision_prefixes = RULE_IDS[game]
    decisions = [e for e in index.entries if e.id.split("-")[0] in decision_prefixes]
    assert [(e.id, e.text) for e in decisions] == [(d.id, f"{d.title}.") for d in rules.DECISIONS]
    for entry in index.entries:
        assert re.search(r"\bseed 00[0-3]\b|\bthis project\b|\brules\b", entry.source), entry
    text = markdown_text(at)
    for entry in index.entries:
        assert entry_line(entry) in text


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
