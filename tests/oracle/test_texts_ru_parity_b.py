"""The Russian oracle texts of Senet, Shatra, tafl and Tavreli (issue 29) match
their English files: the same symbols, the same text fields, as many wordings,
the same placeholders; every Russian text is Russian, and none forecasts."""
from __future__ import annotations

import re
import tomllib
from importlib.resources import files
from typing import Any, Iterator

import pytest

from oracle import texts

NAMES = ("senet.toml", "tavreli.toml", "shatra.toml", "tafl.toml")
TEXT_FIELDS = frozenset({"label", "answer", "text", "heading", "title", "prompt", "yours",
                         "facing"})
"""The fields a Russian file holds; the others (weight, kind, group, provenance)
come from the English file."""
CYRILLIC = re.compile("[А-Яа-яЁё]")
YOU = re.compile(r"(?<![а-яё])(вы|вас|вам|вами|ваш\w*|себ\w*)(?![а-яё])", re.IGNORECASE)
FORECAST = re.compile(r"(?<![а-яё])(вернёт|вернут|умрёт|умрут|выздорове|исцел|поправит"
                      r"|закончится|кончится)", re.IGNORECASE)
"""Future forms that would forecast a return, a death, an illness's course or
an ending: a reading read in grief never holds one."""
LOWER_OPENING = re.compile(r"(^|[.!?]\s)\{king\}")
"""``{king}`` is a lower-case noun («князь»): no sentence begins with it."""


def _load(*parts: str) -> dict[str, Any]:
    item = files("oracle").joinpath("texts", *parts)
    return tomllib.loads(item.read_text(encoding="utf-8"))


def _wordings(value: Any) -> list[str]:
    return value if isinstance(value, list) else [value]


def _fields(data: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Every text field of a file, by a path that names it."""
    for symbol_id, entry in data.get("symbols", {}).items():
        for key, value in entry.items():
            if key in TEXT_FIELDS:
                yield f"{symbol_id}.{key}", value
        for ruleset, own in entry.get("rulesets", {}).items():
            for key, value in own.items():
                yield f"{symbol_id}.rulesets.{ruleset}.{key}", value
    for name in ("phrases",) + texts.TABLES:
        for key, value in data.get(name, {}).items():
            yield f"[{name}].{key}", value


@pytest.mark.parametrize("name", NAMES)
def test_same_symbols_fields_and_wordings(name: str) -> None:
    english, russian = dict(_fields(_load(name))), dict(_fields(_load("ru", name)))
    assert sorted(_load("ru", name).get("symbols", {})) == sorted(_load(name).get("symbols", {}))
    assert sorted(russian) == sorted(english)
    for path, value in english.items():
        assert len(_wordings(russian[path])) == len(_wordings(value)), path
        for en, ru in zip(_wordings(value), _wordings(russian[path])):
            assert texts.placeholders(ru) == texts.placeholders(en), path


@pytest.mark.parametrize("name", NAMES)
def test_russian_texts_are_russian_and_well_formed(name: str) -> None:
    data = _load("ru", name)
    for entry in data["symbols"].values():
        assert set(entry) <= TEXT_FIELDS | {"rulesets"}
    for path, value in _fields(data):
        wordings = _wordings(value)
        assert len(set(wordings)) == len(wordings), path
        for text in wordings:
            assert CYRILLIC.search(text) and text == text.strip() and "  " not in text, path
            assert '"' not in text and " - " not in text, f"{path}: «ёлочки» and —"
            assert not FORECAST.search(text), (path, text)
            assert not LOWER_OPENING.search(text), path
            key = path.rsplit(".", 1)[-1]
            if key in ("yours", "facing"):
                assert YOU.search(text), path
            if key in ("text", "yours", "facing"):
                assert text.endswith((".", "?")), path
            if key == "answer":
                assert text.endswith(".") and ". " not in text, f"{path}: one sentence"
            if key == "label":
                assert len(text) <= 48, path
