"""How an entry's bulky parts are stored (issue 26): the record, the signs and
the reading travel together as one zlib-compressed JSON document in the
``entry.body`` column, and what the journal searches is indexed by SQLite's
FTS5 (``entry_text``, contentless: the words are indexed, never stored twice).

Pure functions over plain values, shared by the journal's writes, the
migration that converts older journals and the restore of a backup."""
from __future__ import annotations

import json
import re
import sqlite3
import zlib
from pathlib import Path
from typing import Any

BODY_FIELDS = ("record", "symbols", "reading")
SEARCH_COLUMNS = ("question", "reading", "notes", "tags")
WORD = re.compile(r"[^\W_]+")
"""What a search word is: letters and digits of any script, as FTS5's unicode61 splits text."""


FAMILIES = ("kamla", "senet", "shatra", "tafl", "tavreli")
LANGUAGES = ("en", "ru")
BY_FAMILY = {(family, language): 2 + n * len(FAMILIES) + m
             for n, language in enumerate(LANGUAGES) for m, family in enumerate(FAMILIES)}
"""(game family, the reading's language) -> the dictionary its bodies are packed with:
each holds text that family's readings share in that language."""
GENERAL = 1
"""The dictionary of a body of no family (and of every body packed before the others)."""
DICTIONARIES = {number: Path(__file__).with_name(f"body-{number}.zdict").read_bytes()
                for number in (GENERAL, *BY_FAMILY.values())}
"""zlib preset dictionaries by number, never changed (a test pins each): text
the oracle's readings share, so each body stores only what is its own
(written by ``benchmarks/journal_bench.py --write-dictionaries``)."""


def dictionary_for(family: str, language: str) -> int:
    return BY_FAMILY.get((family, language), GENERAL)


def document(record: list[str], symbols: list[dict[str, Any]], reading: dict[str, Any]) -> str:
    return json.dumps({"record": record, "symbols": symbols, "reading": reading},
                      ensure_ascii=False, separators=(",", ":"))


def pack(record: list[str], symbols: list[dict[str, Any]], reading: dict[str, Any],
         family: str = "") -> bytes:
    """The entry's record, signs and reading as one compressed document: the
    dictionary's number (by the game's ``family`` and the reading's language),
    then a zlib stream made with it."""
    number = dictionary_for(family, str(reading.get("lang", "en")))
    packer = zlib.compressobj(level=9, zdict=DICTIONARIES[number])
    text = document(record, symbols, reading).encode()
    return bytes([number]) + packer.compress(text) + packer.flush()


def unpack(body: bytes) -> dict[str, Any]:
    """``pack`` undone: ``{"record": [...], "symbols": [...], "reading": {...}}``."""
    dictionary = DICTIONARIES.get(body[0]) if body else None
    if dictionary is None:
        raise ValueError(f"an entry body packed with an unknown dictionary ({body[:1]!r})")
    unpacker = zlib.decompressobj(zdict=dictionary)
    return json.loads(unpacker.decompress(body[1:]) + unpacker.flush())


def _fold(text: str) -> str:
    """Russian writes ё and е for the same word; unicode61 folds only Latin accents."""
    return text.replace("ё", "е").replace("Ё", "Е")


def _texts(value: Any) -> list[str]:
    """Every piece of text inside a JSON value, in order."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for item in value.values() for t in _texts(item)]
    if isinstance(value, list):
        return [t for item in value for t in _texts(item)]
    return []


def search_text(*, question: str, ruleset: str, reading: dict[str, Any],
                symbols: list[dict[str, Any]], notes: str, tags: list[str]) -> tuple[str, ...]:
    """The words an entry is found by, one text per ``SEARCH_COLUMNS``: the
    reading's column holds its words (not its board cells), the signs' and the
    ruleset's name."""
    words = _texts({k: v for k, v in reading.items() if k not in ("cells", "cast")}) \
        + _texts(symbols)
    texts = question, " ".join([ruleset, *words]), notes, " ".join(tags)
    return tuple(_fold(text) for text in texts)


def index(con: sqlite3.Connection, entry_id: int, texts: tuple[str, ...], *,
          remove: bool = False) -> None:
    """Add an entry's words to the search index, or (``remove``) take out the
    very words it was indexed with (a contentless FTS5 table forgets by them)."""
    marks = ", ".join("?" * len(SEARCH_COLUMNS))
    if remove:
        con.execute(f"INSERT INTO entry_text (entry_text, rowid, {', '.join(SEARCH_COLUMNS)}) "
                    f"VALUES ('delete', ?, {marks})", (entry_id, *texts))
    else:
        con.execute(f"INSERT INTO entry_text (rowid, {', '.join(SEARCH_COLUMNS)}) "
                    f"VALUES (?, {marks})", (entry_id, *texts))


def match_query(text: str) -> str | None:
    """An FTS5 query finding entries with every word of ``text`` at the start of
    one of theirs ("river" finds "rivers"), or None when it has no word."""
    words = WORD.findall(_fold(text))
    return " ".join(f'"{w}"*' for w in words) or None


def keep_symbols(con: sqlite3.Connection, entry_id: int, symbols: list[dict[str, Any]]) -> None:
    """Count the entry's signs by label in ``entry_symbol`` (what Insights adds up)."""
    labels = {str(s.get("label") or s.get("id")) for s in symbols
              if isinstance(s, dict) and (s.get("label") or s.get("id"))}
    for label in labels:
        con.execute("INSERT OR IGNORE INTO symbol (label) VALUES (?)", (label,))
    con.executemany("INSERT OR IGNORE INTO entry_symbol (symbol_id, entry_id) "
                    "SELECT id, ? FROM symbol WHERE label = ?",
                    [(entry_id, label) for label in labels])
