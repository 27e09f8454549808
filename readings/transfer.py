"""Export journal entries to CSV and JSON, and import a JSON export back.

An import is validated completely before anything is written: a file that is
not a journal export, has a wrong type, an oversized field or an unknown game
is rejected with the reason and changes nothing. Entries already present
(same ``uid``) are skipped, so importing the same file twice adds nothing.
"""
from __future__ import annotations

import io
import json
import re
import sqlite3
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any, Iterable

import pandas as pd

import games
from readings import journal
from readings.db import transaction
from readings.failures import Refusal

FORMAT = "kamla-senet-journal"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024
MAX_ENTRIES = 100_000
MAX_DEPTH = 32
"""Deepest nesting of lists and objects an export may hold (a real one nests 5)."""
FIELDS = ("uid", "created_at", "kind", "game", "ruleset", "mode", "options", "players",
          "question",
          "record", "start_position", "final_position", "outcome", "symbols", "reading",
          "notes", "tags", "mood", "minutes")
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A spreadsheet reads a cell starting with one of these as a formula (OWASP CSV injection)."""
_UID = re.compile(r"^[0-9A-Za-z-]{1,64}$")
_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")


class ImportRejected(Refusal):
    """The file cannot be imported; nothing was written. The message says why."""


@dataclass(frozen=True)
class ImportResult:
    added: int
    skipped: int


def _public(entry: journal.Entry) -> dict[str, Any]:
    data = asdict(entry)
    return {name: data[name] for name in FIELDS}


def to_json(entries: Iterable[journal.Entry]) -> str:
    document = {"format": FORMAT, "version": VERSION, "entries": [_public(e) for e in entries]}
    return json.dumps(document, ensure_ascii=False, indent=1)


def spreadsheet_safe(cell: Any) -> Any:
    """Text a spreadsheet could run as a formula gets a leading ``'`` (OWASP)."""
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


def to_csv(entries: Iterable[journal.Entry]) -> str:
    """One row per entry; lists and objects as JSON text, tags comma-separated;
    no cell can start a spreadsheet formula; RFC 4180 line ends, so a CR inside a
    cell is quoted."""
    rows = []
    for entry in entries:
        row = _public(entry)
        for name in ("options", "players", "record", "outcome", "symbols", "reading"):
            row[name] = json.dumps(row[name], ensure_ascii=False)
        row["tags"] = ", ".join(row["tags"])
        rows.append({name: spreadsheet_safe(value) for name, value in row.items()})
    buffer = io.StringIO()
    pd.DataFrame(rows, columns=list(FIELDS)).to_csv(buffer, index=False, lineterminator="\r\n")
    return buffer.getvalue()


# Validation -------------------------------------------------------------------------

def _check_tree(document: Any) -> None:
    """Refuse nesting deeper than ``MAX_DEPTH`` and text that is not Unicode
    (a lone surrogate such as ``\\ud800`` cannot be stored)."""
    stack = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise ImportRejected(f"the file nests lists or objects deeper than {MAX_DEPTH} "
                                     "levels", reason="too deep")
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                stack.append((key, depth))
                stack.append((item, depth + 1))
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError as error:
                raise ImportRejected(f"the file holds text that is not valid Unicode "
                                     f"({value[error.start:error.end]!r}, a lone "
                                     "surrogate)", reason="not unicode") from None


def known_games() -> tuple[set[str], set[str]]:
    """The game families and rulesets this app knows (an entry must name them)."""
    rulesets = set(games.names())
    return {games.make(name).info.family for name in rulesets}, rulesets


def _text(value: Any, where: str, limit: int) -> str:
    if not isinstance(value, str):
        raise ImportRejected(f"{where} must be text, not {type(value).__name__}")
    if len(value) > limit:
        raise ImportRejected(f"{where} is longer than {limit:,} characters")
    return value


def _list_of_text(value: Any, where: str, count: int, limit: int) -> list[str]:
    if not isinstance(value, list):
        raise ImportRejected(f"{where} must be a list, not {type(value).__name__}")
    if len(value) > count:
        raise ImportRejected(f"{where} has more than {count:,} items")
    if all(isinstance(v, str) and len(v) <= limit for v in value):
        return list(value)  # the usual case, checked at once; else say which item fails
    return [_text(v, f"{where}[{i}]", limit) for i, v in enumerate(value)]


def _json_size(value: Any, where: str, limit: int) -> Any:
    if len(json.dumps(value)) > limit:
        raise ImportRejected(f"{where} is larger than {limit:,} characters")
    return value


def checked_entry(raw: Any, number: int, families: set[str],
                  rulesets: set[str]) -> journal.Entry:
    """Entry ``number`` of a file (``FIELDS``) made an ``Entry``, or ``ImportRejected``."""
    where = f"entry {number}"
    if not isinstance(raw, dict):
        raise ImportRejected(f"{where} must be an object, not {type(raw).__name__}")
    missing = [f for f in FIELDS if f not in raw]
    if missing:
        raise ImportRejected(f"{where} lacks {', '.join(missing)}")
    unknown = sorted(set(raw) - set(FIELDS))
    if unknown:
        raise ImportRejected(f"{where} has unknown fields: {', '.join(map(str, unknown))[:200]}")
    uid = _text(raw["uid"], f"{where}: uid", 64)
    if not _UID.match(uid):
        raise ImportRejected(f"{where}: uid {uid!r} is not an entry id")
    created = _text(raw["created_at"], f"{where}: created_at", 20)
    try:
        if not _TIME.match(created):
            raise ValueError
        datetime.strptime(created, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        raise ImportRejected(f"{where}: created_at {created!r} is not a UTC time "
                             "like 2026-01-31T20:15:00Z") from None
    if raw["kind"] not in journal.KINDS:
        raise ImportRejected(f"{where}: kind {str(raw['kind'])[:40]!r} is not one of "
                             f"{', '.join(journal.KINDS)}")
    game = _text(raw["game"], f"{where}: game", 40)
    if game not in families:
        raise ImportRejected(f"{where}: unknown game {game!r}")
    ruleset = _text(raw["ruleset"], f"{where}: ruleset", 40)
    if ruleset not in rulesets:
        raise ImportRejected(f"{where}: unknown ruleset {ruleset!r}")
    outcome = raw["outcome"]
    if outcome is not None:
        if not isinstance(outcome, dict) or set(outcome) - {"winner", "reason", "declared"}:
            raise ImportRejected(f"{where}: outcome must be null or {{winner, reason}}")
        if outcome.get("winner") not in (None, 0, 1) or isinstance(outcome.get("winner"), bool):
            raise ImportRejected(f"{where}: outcome winner must be 0, 1 or null")
        _text(outcome.get("reason", ""), f"{where}: outcome reason", 200)
    options = raw["options"]
    if not isinstance(options, dict) or not all(
            isinstance(k, str) and (v is None or isinstance(v, (str, int, float)))
            for k, v in options.items()):
        raise ImportRejected(f"{where}: options must be an object of plain values")
    _json_size(options, f"{where}: options", 2_000)
    symbols = raw["symbols"]
    if not isinstance(symbols, list) or not all(isinstance(s, dict) for s in symbols):
        raise ImportRejected(f"{where}: symbols must be a list of objects")
    _json_size(symbols, f"{where}: symbols", 100_000)
    if not isinstance(raw["reading"], dict):
        raise ImportRejected(f"{where}: reading must be an object")
    _json_size(raw["reading"], f"{where}: reading", 100_000)
    mood = raw["mood"]
    minutes = raw["minutes"]
    if isinstance(minutes, bool) or not isinstance(minutes, (int, float)) \
            or not 0 <= minutes <= 100_000:
        raise ImportRejected(f"{where}: minutes must be a number from 0 to 100000")
    try:
        journal.check_user_fields(raw["notes"], mood, raw["question"])
        tags = journal.clean_tags(_list_of_text(raw["tags"], f"{where}: tags", 50, 100))
    except journal.JournalError as error:
        raise ImportRejected(f"{where}: {error}") from None
    return journal.Entry(
        uid=uid, created_at=created, kind=raw["kind"], game=game, ruleset=ruleset,
        mode=_text(raw["mode"], f"{where}: mode", 40), options=options,
        players=_list_of_text(raw["players"], f"{where}: players", 2, 80),
        question=raw["question"],
        record=_list_of_text(raw["record"], f"{where}: record", 50_000, 60),
        start_position=_text(raw["start_position"], f"{where}: start_position", 2_000),
        final_position=_text(raw["final_position"], f"{where}: final_position", 2_000),
        outcome=outcome, symbols=symbols, reading=raw["reading"], notes=raw["notes"],
        tags=tags, mood=mood, minutes=float(minutes))


def read_export(data: bytes | str) -> list[journal.Entry]:
    """Validate a JSON export and return its entries (nothing is written)."""
    if len(data) > MAX_BYTES:
        raise ImportRejected(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB",
                             reason="too large", most=MAX_BYTES // (1024 * 1024))
    try:
        document = json.loads(data)
    except (ValueError, UnicodeDecodeError) as error:
        raise ImportRejected(f"the file is not valid JSON ({error})", reason="not json") from None
    except RecursionError:
        raise ImportRejected(f"the file nests lists or objects deeper than {MAX_DEPTH} "
                             "levels", reason="too deep") from None
    _check_tree(document)
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ImportRejected(f"the file is not a journal export (no \"format\": \"{FORMAT}\")",
                             reason="not export")
    if document.get("version") != VERSION:
        raise ImportRejected(f"the export is version {document.get('version')!r}; "
                             f"this app reads version {VERSION}", reason="version")
    raw_entries = document.get("entries")
    if not isinstance(raw_entries, list):
        raise ImportRejected("the export has no list of entries", reason="not export")
    if len(raw_entries) > MAX_ENTRIES:
        raise ImportRejected(f"the export holds more than {MAX_ENTRIES:,} entries",
                             reason="too many", most=MAX_ENTRIES)
    families, rulesets = known_games()
    return [read_entry(raw, i + 1, families, rulesets) for i, raw in enumerate(raw_entries)]


def read_entry(raw: Any, number: int, families: set[str], rulesets: set[str]) -> journal.Entry:
    """``checked_entry``, its refusal naming the entry's number."""
    try:
        return checked_entry(raw, number, families, rulesets)
    except ImportRejected as error:
        raise ImportRejected(str(error), reason="entry", number=number) from None


def import_json(con: sqlite3.Connection, data: bytes | str) -> ImportResult:
    """Import a JSON export in one transaction; entries already present are skipped."""
    entries = read_export(data)
    added = skipped = 0
    with transaction(con):
        present = {row[0] for row in con.execute("SELECT uid FROM entry")}
        for entry in sorted(entries, key=lambda e: e.created_at):  # ids follow time
            if entry.uid in present:
                skipped += 1
                continue
            present.add(entry.uid)
            journal._insert(con, entry, entry.tags)
            added += 1
    return ImportResult(added, skipped)
