"""The catalog check (issue 29): every message the interface marks has a Russian
translation that is neither missing nor fuzzy, keeps the message's placeholders
and, for a count, writes all three Russian forms."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

import i18n

ROOT = Path(__file__).resolve().parents[2]


def _method_map() -> list[tuple[str, str]]:
    text = (ROOT / "babel.cfg").read_text(encoding="utf-8")
    return [(pattern, method) for method, pattern in
            re.findall(r"^\[(\w+):\s*([^\]]+)\]", text, flags=re.MULTILINE)]


def marked() -> dict[tuple[str, str | None], tuple[str, ...]]:
    """(message id, context) -> its forms, from the source as babel.cfg maps it."""
    found: dict[tuple[str, str | None], tuple[str, ...]] = {}
    for _file, _line, message, _comments, context in extract_from_dir(
            str(ROOT), _method_map(), keywords=DEFAULT_KEYWORDS):
        forms = message if isinstance(message, tuple) else (message,)
        found[(forms[0], context)] = forms
    return found


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def catalog():
    with i18n.catalog_path("ru").open("rb") as po:
        return read_po(po, locale="ru")


def test_the_source_marks_messages():
    assert len(marked()) > 10


def test_every_marked_message_has_a_russian_translation(catalog):
    problems = []
    for (message_id, context), forms in sorted(marked().items(), key=str):
        entry = catalog.get(message_id, context=context)
        if entry is None:
            problems.append(f"missing: {message_id!r}")
            continue
        if entry.fuzzy:
            problems.append(f"fuzzy: {message_id!r}")
        translated = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        if len(forms) > 1 and len(translated) != 3:
            problems.append(f"not three forms: {message_id!r}")
        if not all(translated):
            problems.append(f"untranslated: {message_id!r}")
        if len(forms) == 1 and translated[0] and _fields(translated[0]) != _fields(forms[0]):
            problems.append(f"placeholders differ: {message_id!r} -> {translated[0]!r}")
    assert not problems, "\n".join(problems)


def test_the_catalog_is_not_fuzzy_and_has_russian_plural_forms(catalog):
    assert not catalog.fuzzy
    assert catalog.num_plurals == 3


def test_placeholders_are_the_messages_own(catalog):
    """A translation may drop ``{n}`` from the singular form ("одна партия") but
    never brings in a name the message does not fill."""
    for entry in catalog:
        if not entry.id:
            continue
        ids = entry.id if isinstance(entry.id, tuple) else (entry.id,)
        allowed = set().union(*(_fields(i) for i in ids))
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        for text in strings:
            assert _fields(text) <= allowed, (entry.id, text)


def test_the_app_reads_the_catalog():
    assert i18n.translations("ru").gettext("Journal") == "Дневник"
    assert i18n.translations("en").gettext("Journal") == "Journal"
