"""Choosing a language and writing numbers, counts and dates in it (issue 29)."""
from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

import i18n
from readings import preferences


@pytest.mark.parametrize("preferred, expected", [
    (("ru-RU",), "ru"), (("ru_RU",), "ru"), (("RU",), "ru"), (("en-GB",), "en"),
    (("de-DE,ru;q=0.5,en;q=0.9",), "en"), (("de-DE,ru;q=0.9,en;q=0.5",), "ru"),
    (("fr-FR",), "en"), ((None, "ru-RU,ru;q=0.9"), "ru"), (("", None), "en"),
    (("ru;q=nonsense,en",), "en"), ((",,;;q=,",), "en"),
])
def test_the_browsers_language_is_the_first_one_the_app_speaks(preferred, expected):
    assert i18n.negotiate(*preferred) == expected


def test_a_language_the_app_does_not_speak_is_refused_by_name():
    with pytest.raises(i18n.LanguageError, match="'de'"):
        i18n.translations("de")


@pytest.mark.parametrize("count, form", [(1, "one"), (2, "few"), (4, "few"), (5, "many"),
                                         (11, "many"), (12, "many"), (21, "one"), (22, "few"),
                                         (111, "many")])
def test_russian_counts_have_three_forms(count, form):
    assert i18n.plural_category(count, "ru") == form


def test_numbers_dates_and_lengths_are_written_for_the_language():
    assert i18n.format_number(12345, "en") == "12,345"
    assert i18n.format_number(12345, "ru") == "12\xa0345"
    assert i18n.format_date(date(2026, 11, 26), "ru", "long") == "26 ноября 2026\u202fг."
    assert i18n.format_duration(timedelta(minutes=10), "ru") == "10 минут"
    assert i18n.format_duration(timedelta(minutes=2), "ru") == "2 минуты"


def test_a_charts_axes_write_numbers_for_the_language():
    assert i18n.chart_numbers("en") == {"decimal": ".", "grouping": [3], "thousands": ",",
                                        "currency": ["", ""]}
    assert i18n.chart_numbers("ru") == {"decimal": ",", "grouping": [3], "thousands": "\xa0",
                                        "currency": ["", ""]}


def test_the_chosen_language_is_kept(tmp_path):
    file = tmp_path / "preferences.json"
    assert preferences.load(file) == {}
    preferences.remember("language", "ru", file)
    assert preferences.load(file) == {"language": "ru"}
    preferences.remember("language", "en", file)
    assert json.loads(file.read_text()) == {"language": "en"}


def test_a_foreign_or_damaged_preferences_file_is_read_as_none_and_never_overwritten(tmp_path):
    file = tmp_path / "preferences.json"
    for text in ("not json {", "[1, 2]", '"ru"', "\xff\xfe"):
        file.write_text(text, encoding="latin-1")
        assert preferences.load(file) == {}
        preferences.remember("language", "ru", file)
        assert file.read_text(encoding="latin-1") == text


def test_a_preference_this_build_does_not_know_is_kept_beside_the_language(tmp_path):
    file = tmp_path / "preferences.json"
    file.write_text('{"theme": "dark", "language": 3}')
    assert preferences.load(file) == {}
    preferences.remember("language", "ru", file)
    assert json.loads(file.read_text()) == {"theme": "dark", "language": "ru"}


def test_an_unknown_preference_is_refused_by_name(tmp_path):
    with pytest.raises(preferences.PreferenceError, match="'colour'"):
        preferences.remember("colour", "red", tmp_path / "preferences.json")
