"""The reading texts: TOML files in ``oracle/texts/``, read once.

Each file has a ``[symbols."<id>"]`` table per symbol::

    [symbols."kamla.winner.lower"]
    kind = "outcome"        # optional; "outcome" symbols lead a reading
    weight = 100            # base weight (ordering)
    label = "..."           # short, human
    answer = "..."          # one sentence the answer may use
    text = "..."            # the paragraph
    heading = "..."         # optional paragraph heading (default: label)
    title = "..."           # optional title when the symbol leads (default: label)
    group = "..."           # optional; one paragraph per group (default: the id
                            # without its last part)
    provenance = "..."      # optional: the seed the meaning comes from (default:
                            # the file's ``provenance``, else the app's own)
    prompt = "..."          # optional: a reflection prompt ({topic}: the
                            # question's own words, quoted by the oracle)
    rulesets = {...}        # optional: ``[symbols."<id>".rulesets.<ruleset>]`` with
                            # the ``text`` or ``answer`` that ruleset reads instead
                            # (a House whose powers differ on Bell's road)
    yours = "..."           # for a sign of one side (``Found.side``): what it is
    facing = "..."          # for a querent who played that side, or who faces it;
                            # added after the text when the querent is known

``text`` (and ``yours``, ``facing``) may be a list of 2-5 wordings of the same meaning; a reading picks
one by its context (``variant``), the same one for the same game.

``common.toml`` and ``questions.toml`` also hold ``[phrases]`` used to put a
reading together; ``questions.toml`` the ``[prompts]`` and ``[lenses]`` of
each kind of question (``table``).
Texts may hold ``{name}`` placeholders filled with game facts (player names;
``{side}``: the player a sign of one side speaks of), never with the querent's
question. Without a querent a text names the sides and addresses no one as
either; ``yours`` and ``facing`` speak to the querent.

Languages (issue 29): ``LANGS``; English is the files themselves, Russian is
``texts/ru/<same name>.toml`` with the same tables, ids, keys, list lengths
and placeholders (``tests/oracle/test_texts_ru.py``); the fields that are no
text (``weight``, ``kind``, ``group``, ``provenance``...) are read from the
English file. ``speaking(lang)`` sets the language a reading is put together
in; every lookup reads the current one unless given ``lang``. A Russian text
missing from its file reads in English until the parity test is satisfied;
nothing else falls back. ``count`` says a number with a plural phrase
(``{one = ..., few = ..., many = ..., other = ...}``) by Babel's plural rules;
``word`` gives the Russian of a game's own words (its players, its title, the
reason an ending gives) from the ``[words]`` table, and ``source`` the Russian
of a meaning's provenance from ``[provenance]``.
"""
from __future__ import annotations

import re
import tomllib
import zlib
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from importlib.resources import files
from typing import Any, Iterable, Iterator, Mapping

from babel import Locale
from babel.numbers import format_decimal

LANGS = ("en", "ru")
FIELDS = frozenset({"kind", "weight", "label", "heading", "answer", "text", "title", "group",
                    "provenance", "prompt", "yours", "facing", "rulesets", "restates"})
"""A sign's fields; ``restates`` names the signs it says again in other words
(never the second half of a title beside one of them)."""
TEXT_FIELDS = frozenset({"label", "heading", "answer", "text", "title", "prompt", "yours",
                         "facing", "rulesets"})
"""The fields a language writes in its own words (the rest are the English file's)."""
RULESET_FIELDS = frozenset({"text", "answer"})
"""What a ruleset's own wording may replace."""
APP = "the app's own"
TABLES = ("prompts", "lenses", "notes", "words", "word_patterns", "provenance")
"""Tables beside ``symbols`` and ``phrases``: the prompts and the lenses by question
kind, a family's notes (wordings of a meaning that is not a sign's), and in a
translation the game's own words and the provenances in that language."""
REQUIRED = ("weight", "label", "answer", "text")
_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
_LANG: ContextVar[str] = ContextVar("oracle_language", default="en")


class LanguageError(ValueError):
    """A language the oracle does not speak."""


def check_language(lang: str) -> str:
    if lang not in LANGS:
        raise LanguageError(f"the oracle speaks {', '.join(LANGS)}, not {lang!r}")
    return lang


@contextmanager
def speaking(lang: str) -> Iterator[str]:
    """Put a reading together in ``lang`` (en, ru) inside the block."""
    token = _LANG.set(check_language(lang))
    try:
        yield lang
    finally:
        _LANG.reset(token)


def language() -> str:
    """The language a reading is being put together in (default: en)."""
    return _LANG.get()


def folder(lang: str, *parts: str):
    """The package folder of ``lang``'s files (``texts``, ``data``): English at the
    top, a translation in its ``<lang>/`` sub-folder."""
    base = files("oracle").joinpath(*parts)
    return base if lang == "en" else base.joinpath(lang)


def read_toml(lang: str, *path: str) -> dict[str, Any] | None:
    """A TOML file of ``lang`` (``path`` under ``oracle/``), None where it is not written."""
    item = folder(lang, *path[:-1]).joinpath(path[-1])
    return tomllib.loads(item.read_text(encoding="utf-8")) if item.is_file() else None


def _translated(entry: dict[str, Any], own: Mapping[str, Any], symbol_id: str) -> dict[str, Any]:
    """``entry`` with a translation's text fields over the English ones."""
    extra = set(own) - TEXT_FIELDS
    if extra:
        raise ValueError(f"symbol {symbol_id!r}: a translation writes only texts, "
                         f"not {sorted(extra)!r}")
    rulesets = {name: {**entry.get("rulesets", {}).get(name, {}), **wording}
                for name, wording in own.get("rulesets", {}).items()}
    merged = {**entry, **{k: v for k, v in own.items() if k != "rulesets"}}
    if rulesets:
        merged["rulesets"] = {**entry.get("rulesets", {}), **rulesets}
    return merged


@cache
def _load(lang: str = "en") -> tuple[dict[str, dict[str, Any]], dict[str, Any],
                                     dict[str, dict[str, Any]]]:
    entries: dict[str, dict[str, Any]] = {}
    phrases: dict[str, Any] = {}
    tables: dict[str, dict[str, Any]] = {}
    if lang != "en":
        english = _load("en")
        entries = {k: dict(v) for k, v in english[0].items()}
        phrases = dict(english[1])
        tables = {k: dict(v) for k, v in english[2].items()}
    for item in sorted(folder(lang, "texts").iterdir(), key=lambda t: t.name):
        if not item.name.endswith(".toml"):
            continue
        data = tomllib.loads(item.read_text(encoding="utf-8"))
        for symbol_id, entry in data.get("symbols", {}).items():
            if lang != "en":
                if symbol_id not in entries:
                    raise ValueError(f"{lang}/{item.name}: symbol {symbol_id!r} has no "
                                     f"English texts")
                entries[symbol_id] = _translated(entries[symbol_id], entry, symbol_id)
                continue
            if symbol_id in entries:
                raise ValueError(f"symbol {symbol_id!r} has texts in two files")
            entries[symbol_id] = dict(entry, source=item.name,
                                      provenance=entry.get("provenance",
                                                           data.get("provenance", APP)))
        phrases.update(data.get("phrases", {}))
        for name in TABLES:
            tables.setdefault(name, {}).update(data.get(name, {}))
    return entries, phrases, tables


def entries(lang: str | None = None) -> Mapping[str, Mapping[str, Any]]:
    """Every symbol's texts, by id, in ``lang`` (default: the current language)."""
    return _load(lang or language())[0]


def entry(symbol_id: str, lang: str | None = None) -> Mapping[str, Any] | None:
    return _load(lang or language())[0].get(symbol_id)


def phrase(key: str, lang: str | None = None) -> str:
    value = _load(lang or language())[1].get(key, "")
    return value if isinstance(value, str) else ""


def table(name: str, lang: str | None = None) -> Mapping[str, Any]:
    """A table (``prompts``, ``lenses``, ``notes``, ``words``, ``provenance``) by key."""
    return _load(lang or language())[2].get(name, {})


def said(key: str, **values: object) -> str:
    """The phrase ``key`` in the current language, filled with ``values``."""
    return fill(phrase(key), {k: str(v) for k, v in values.items()})


@cache
def _plural_form(lang: str, n: int) -> str:
    return str(Locale.parse(lang).plural_form(abs(n)))


def count(key: str, n: int, **values: object) -> str:
    """``n`` with the plural phrase ``key`` in the current language (``{n}`` in
    it): Babel's plural rules pick ``one``, ``few``, ``many`` or ``other``."""
    lang = language()
    forms = _load(lang)[1].get(key, {})
    if not isinstance(forms, Mapping):
        raise ValueError(f"phrase {key!r} is not a plural table")
    form = forms.get(_plural_form(lang, n)) or forms.get("other", "")
    return fill(form, {"n": str(n), **{k: str(v) for k, v in values.items()}})


def decimal(value: float) -> str:
    """``value`` with two decimals, written as the current language writes numbers."""
    return str(format_decimal(value, format="0.00", locale=language()))


def word(english: str, lang: str | None = None) -> str:
    """A game's own word (a player, a title, an ending's reason) in the current
    language: the ``[words]`` entry, else the first ``[word_patterns]`` regular
    expression that matches it whole (``\\1`` in the wording: what it matched,
    a number an engine wrote), else as the engine wrote it."""
    found = table("words", lang).get(english)
    if found is not None:
        return str(found)
    for pattern, wording in table("word_patterns", lang).items():
        match = re.fullmatch(pattern, english)
        if match:
            return match.expand(str(wording))
    return english


def words(english: Iterable[str]) -> tuple[str, ...]:
    """``word`` of each (a game's two players)."""
    return tuple(word(w) for w in english)


def source(provenance: str) -> str:
    """Where a meaning comes from, in the current language."""
    if provenance == APP:
        return phrase("app_source") or APP
    return str(table("provenance").get(provenance, provenance))


def placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


def fill(text: str, values: Mapping[str, str]) -> str:
    """Replace ``{name}`` with ``values[name]`` (unknown names stay as written).

    A plain substitution, not ``str.format``: nothing in a value is ever read
    as a template.
    """
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def for_ruleset(entry: Mapping[str, Any], ruleset: str) -> Mapping[str, Any]:
    """The entry as ``ruleset`` reads it: its own ``text``/``answer`` where it has them."""
    own = entry.get("rulesets", {}).get(ruleset)
    return {**entry, **own} if own else entry


def variant(entry: Mapping[str, Any], key: str, context: str) -> str:
    """One wording of ``entry[key]``: the field itself, or for a list of
    wordings the one ``context`` picks (a stable checksum, never ``hash``)."""
    value = entry.get(key, "")
    if isinstance(value, str):
        return value
    return value[zlib.crc32(context.encode("utf-8")) % len(value)] if value else ""
