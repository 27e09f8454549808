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
"""
from __future__ import annotations

import re
import tomllib
import zlib
from functools import cache
from importlib.resources import files
from typing import Any, Mapping

FIELDS = frozenset({"kind", "weight", "label", "heading", "answer", "text", "title", "group",
                    "provenance", "prompt", "yours", "facing", "rulesets"})
RULESET_FIELDS = frozenset({"text", "answer"})
"""What a ruleset's own wording may replace."""
APP = "the app's own"
TABLES = ("prompts", "lenses", "notes")
"""Tables beside ``symbols`` and ``phrases``: the prompts and the lenses by question
kind, and a family's notes (wordings of a meaning that is not a sign's)."""
REQUIRED = ("weight", "label", "answer", "text")
_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


@cache
def _load() -> tuple[dict[str, dict[str, Any]], dict[str, str], dict[str, dict[str, Any]]]:
    entries: dict[str, dict[str, Any]] = {}
    phrases: dict[str, str] = {}
    tables: dict[str, dict[str, Any]] = {}
    folder = files("oracle").joinpath("texts")
    for item in sorted(folder.iterdir(), key=lambda t: t.name):
        if not item.name.endswith(".toml"):
            continue
        data = tomllib.loads(item.read_text(encoding="utf-8"))
        for symbol_id, entry in data.get("symbols", {}).items():
            if symbol_id in entries:
                raise ValueError(f"symbol {symbol_id!r} has texts in two files")
            entries[symbol_id] = dict(entry, source=item.name,
                                      provenance=entry.get("provenance",
                                                           data.get("provenance", APP)))
        phrases.update(data.get("phrases", {}))
        for name in TABLES:
            tables.setdefault(name, {}).update(data.get(name, {}))
    return entries, phrases, tables


def entries() -> Mapping[str, Mapping[str, Any]]:
    """Every symbol's texts, by id."""
    return _load()[0]


def entry(symbol_id: str) -> Mapping[str, Any] | None:
    return _load()[0].get(symbol_id)


def phrase(key: str) -> str:
    return _load()[1].get(key, "")


def table(name: str) -> Mapping[str, Any]:
    """A table of ``questions.toml`` (``prompts``, ``lenses``) by key."""
    return _load()[2].get(name, {})


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
