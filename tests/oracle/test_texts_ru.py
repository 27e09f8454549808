"""Issue 29: the Russian texts are the English ones' twins: the same tables,
ids, keys, list lengths and placeholders, every text in Russian (Cyrillic,
no English left), and no text missing. A translation file not yet written
(the parallel branch's four families) is skipped; once it exists, it is strict."""
from __future__ import annotations

import re
import tomllib
from importlib.resources import files
from typing import Any, Iterator

import pytest

from oracle import texts

EN = files("oracle").joinpath("texts")
DATA = files("oracle").joinpath("data")
FILES = sorted(item.name for item in EN.iterdir() if item.name.endswith(".toml"))
NOT_TEXT = {"weight", "kind", "group", "provenance", "signs", "turn", "id", "patterns", "restates"}
"""Fields that are no text: a translation may leave them to the English file."""
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ALLOWED_LATIN = {"Kendall", "Bell", "Fu", "Xi", "seeds", "Qian", "Kun"}
"""Names and notation a Russian text may write in Latin letters."""
PLURAL_FORMS = {"zero", "two", "few", "many"}
"""Plural forms a language has beyond English's ``one`` and ``other``."""
TRANSLATION_TABLES = {"words", "word_patterns", "provenance"}
"""Tables only a translation has: the games' own words and the provenances in Russian."""


def _load(folder, name: str) -> dict[str, Any] | None:
    item = folder.joinpath(name)
    return tomllib.loads(item.read_text(encoding="utf-8")) if item.is_file() else None


def _leaves(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """Every text leaf of a TOML value, by its path (lists keep their indices)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key not in NOT_TEXT:
                yield from _leaves(inner, path + (key,))
    elif isinstance(value, list):
        yield path + ("#len",), len(value)
        for i, inner in enumerate(value):
            yield from _leaves(inner, path + (i,))
    else:
        yield path, value


def _english_left(text: str) -> bool:
    """Whether ``text`` reads as English: Latin words and no Cyrillic letter."""
    plain = texts._PLACEHOLDER.sub("", text)
    latin = {w for w in LATIN_WORD.findall(plain)} - ALLOWED_LATIN
    return bool(latin) and not re.search(r"[\u0400-\u04ff]", plain)


def parity(english: dict[str, Any], russian: dict[str, Any]) -> list[str]:
    """What differs between an English file and its Russian twin."""
    en, ru = dict(_leaves(english)), dict(_leaves(russian))
    problems = [f"missing {p}" for p in en if p not in ru and en[p] != ""]
    for path in ru:
        if path in en or path[0] in TRANSLATION_TABLES:
            continue
        plural_other = path[:-1] + ("other",)
        if path[-1] in PLURAL_FORMS and plural_other in en:  # Russian's own plural forms
            if texts.placeholders(ru[path]) != texts.placeholders(en[plural_other]):
                problems.append(f"{path}: placeholders differ from {en[plural_other]!r}")
        else:
            problems.append(f"not in English {path}")
    for path, value in en.items():
        theirs = ru.get(path)
        if theirs is None:
            continue
        if path[-1] == "#len":
            if value != theirs:
                problems.append(f"{path}: {value} wordings in English, {theirs} in Russian")
        elif isinstance(value, str):
            if texts.placeholders(value) != texts.placeholders(str(theirs)):
                problems.append(f"{path}: placeholders {sorted(texts.placeholders(value))} "
                                f"became {sorted(texts.placeholders(str(theirs)))}")
            if _english_left(str(theirs)):
                problems.append(f"{path}: still English: {theirs!r}")
    return problems


@pytest.mark.parametrize("name", FILES)
def test_every_russian_text_file_is_the_english_ones_twin(name: str) -> None:
    russian = _load(EN.joinpath("ru"), name)
    if russian is None:
        pytest.skip(f"texts/ru/{name} is not written yet")
    assert parity(_load(EN, name) or {}, russian) == []


@pytest.mark.parametrize("name", ["spreads.toml"])
def test_the_russian_spreads_are_the_english_ones_twins(name: str) -> None:
    assert parity(_load(DATA, name) or {}, _load(DATA.joinpath("ru"), name) or {}) == []


def test_the_parity_check_finds_what_it_should() -> None:
    english = {"symbols": {"a": {"label": "Won by {winner}", "text": ["One.", "Two."],
                                 "weight": 3}}}
    good = {"symbols": {"a": {"label": "Победа: {winner}", "text": ["Одно.", "Два."]}}}
    assert parity(english, good) == []
    assert parity(english, {"symbols": {"a": {"label": "Победа", "text": ["Одно."]}}}) != []
    assert parity(english, {"symbols": {"a": {"label": "Won by {winner}",
                                              "text": ["Одно.", "Два."]}}}) != []
    assert parity(english, {"symbols": {"a": {"text": ["Одно.", "Два."]}}}) == ["missing "
                                                                                "('symbols', 'a', "
                                                                                "'label')"]


def test_every_word_of_the_games_has_its_russian() -> None:
    import games
    from games.kamla import KIND_NAMES
    from games.senet import HOUSES
    words = texts.table("words", "ru")
    wanted = {w for name in games.names() for w in (*games.make(name).info.players,
                                                   games.make(name).info.title)}
    wanted |= set(KIND_NAMES.values()) | set(HOUSES.values())
    assert sorted(wanted - set(words)) == []
    assert all(re.search(r"[\u0400-\u04ff]", v) for v in words.values())


def test_every_provenance_has_its_russian() -> None:
    from oracle.cast import SOURCE
    seeds = {e["provenance"] for e in texts.entries("en").values()} | {SOURCE}
    missing = sorted(p for p in seeds - {texts.APP} if p not in texts.table("provenance", "ru"))
    assert missing == []


def test_a_plural_phrase_takes_the_russian_form_of_its_number() -> None:
    with texts.speaking("ru"):
        assert [texts.count("after_moves", n) for n in (1, 2, 5, 21)] == [
            "после 1 хода", "после 2 ходов", "после 5 ходов", "после 21 хода"]
        assert [texts.count("n_times", n) for n in (1, 3, 11, 22)] == [
            "1 раз", "3 раза", "11 раз", "22 раза"]
        assert texts.decimal(1.5) == "1,50"
        assert texts.word("50 turns without a capture") == "50 ходов подряд без взятия"
        assert texts.word("mate") == "мат" and texts.word("Lower World") == "Нижний Мир"
    assert texts.count("after_moves", 1) == "after 1 move"
    assert texts.decimal(1.5) == "1.50"


def test_a_language_the_oracle_does_not_speak_is_refused() -> None:
    from oracle import read
    with pytest.raises(texts.LanguageError, match="'fr'"):
        read("kamla", [], lang="fr")


def test_the_hexagrams_have_their_russian_names_and_texts() -> None:
    from oracle import fuxi
    assert [fuxi.text(n, "ru").name for n in (1, 2, 11, 63, 64)] == [
        "Творчество", "Исполнение", "Расцвет", "Уже конец", "Ещё не конец"]
    assert fuxi.text(1).name == "The Creative"
    for n in range(1, 65):
        ru = fuxi.text(n, "ru")
        assert len(ru.lines) == 6 and not _english_left(ru.judgement), n
