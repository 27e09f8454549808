"""The app's languages (issue 29): gettext catalogs kept with Babel, and numbers,
dates and times formatted for a language.

Messages are marked in the code with ``_("...")`` (``ngettext`` for a count,
``pgettext`` for a word with a context) and extracted by Babel
(``make i18n``) into ``i18n/messages.pot``; ``i18n/locale/<lang>/LC_MESSAGES/messages.po``
holds each language's words. The app reads a ``.po`` file through Babel when a
language is first used (compiled in memory, so no binary file can go stale), and
``tests/i18n`` fails on a message that has no translation or a fuzzy one.

Pure: no Streamlit, no storage. The interface picks the language (``ui.i18n``);
the oracle and the play layer are given it.
"""
from __future__ import annotations

import gettext as _gettext
from datetime import date, datetime, timedelta
from functools import cache
from io import BytesIO
from pathlib import Path

from babel import Locale, UnknownLocaleError, dates, numbers
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LANGUAGES = ("en", "ru")
"""The languages the app speaks; English is the language of the source code."""
DEFAULT = "en"
NAMES = {"en": "English", "ru": "Русский"}
"""Each language named in itself (what the language switch shows)."""
FOLDER = Path(__file__).parent / "locale"
DOMAIN = "messages"


class LanguageError(ValueError):
    """A language the app does not speak."""


def N_(message: str) -> str:
    """Marks a constant for the catalog where it is written; it is translated
    where it is said (``translations(lang).gettext`` or ``ui.i18n._``)."""
    return message


def check(language: str) -> str:
    """``language`` if the app speaks it, else :class:`LanguageError`."""
    if language not in LANGUAGES:
        raise LanguageError(f"no such language {language!r}: choose one of {', '.join(LANGUAGES)}")
    return language


def catalog_path(language: str) -> Path:
    return FOLDER / check(language) / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def translations(language: str) -> _gettext.NullTranslations:
    """The messages of ``language``: English is the source text itself."""
    if check(language) == DEFAULT:
        return _gettext.NullTranslations()
    with catalog_path(language).open("rb") as po:
        catalog = read_po(po, locale=language)
    compiled = BytesIO()
    write_mo(compiled, catalog)  # fuzzy messages are left out, as msgfmt does
    compiled.seek(0)
    return _gettext.GNUTranslations(compiled)


def negotiate(*preferred: str | None) -> str:
    """The first language the app speaks among the browser's preferences, each a
    locale (``ru-RU``, ``ru_RU``) or an ``Accept-Language`` header
    (``ru-RU,ru;q=0.9,en;q=0.8``); else English."""
    for value in preferred:
        for tag in _tags(value or ""):
            base = tag.replace("_", "-").split("-")[0].lower()
            if base in LANGUAGES:
                return base
    return DEFAULT


def _tags(header: str) -> list[str]:
    """An ``Accept-Language`` header's tags, the most wanted first (q-values)."""
    weighted: list[tuple[float, int, str]] = []
    for position, part in enumerate(header.split(",")[:32]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        if tag:
            weighted.append((-weight, position, tag.strip()))
    return [tag for _, _, tag in sorted(weighted)]


@cache
def locale(language: str) -> Locale:
    try:
        return Locale.parse(check(language))
    except UnknownLocaleError as error:  # pragma: no cover - Babel ships both
        raise LanguageError(f"Babel has no locale {language!r}") from error


def format_number(value: int | float, language: str, decimals: int | None = None) -> str:
    """``12,345`` in English, ``12 345`` in Russian; with ``decimals``, exactly
    that many digits after the point: ``1.00``, ``1,00``."""
    pattern = None if decimals is None else "#,##0." + "0" * decimals if decimals else "#,##0"
    return numbers.format_decimal(value, format=pattern, locale=locale(language))


def chart_numbers(language: str) -> dict:
    """The number locale a Vega-Lite chart's axes use (``config.locale.number``,
    d3-format's shape): ``-2,000`` in English, ``-2 000`` in Russian."""
    where = locale(language)
    return {"decimal": numbers.get_decimal_symbol(where), "grouping": [3],
            "thousands": numbers.get_group_symbol(where), "currency": ["", ""]}


def format_date(value: date, language: str, style: str = "medium") -> str:
    return dates.format_date(value, format=style, locale=locale(language))


def format_datetime(value: datetime, language: str, style: str = "medium") -> str:
    return dates.format_datetime(value, format=style, locale=locale(language))


def format_time(value: datetime, language: str, style: str = "short") -> str:
    return dates.format_time(value, format=style, locale=locale(language))


def format_duration(value: timedelta, language: str) -> str:
    """A length of time in words: ``10 minutes``, ``10 минут``."""
    return dates.format_timedelta(value, threshold=1.5, locale=locale(language))


def plural_category(count: int, language: str) -> str:
    """CLDR's plural category of ``count``: ``one``/``other`` in English,
    ``one``/``few``/``many`` in Russian (1 партия, 2 партии, 5 партий)."""
    return locale(language).plural_form(count)
