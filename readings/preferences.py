"""The person's preferences that outlive a browser tab (issue 29: the language
chosen), kept in ``preferences.json`` beside the journal.

A preference is a convenience, never data: a missing, unreadable or foreign
file reads as no preferences and is left as it is, a preference this build does
not know is kept as it was; a write replaces the file
whole (written beside it, then renamed), so a crash leaves the old one or the new.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from readings.db import data_dir

FILE_NAME = "preferences.json"
KNOWN = frozenset({"language"})


class PreferenceError(ValueError):
    """A preference the app does not keep."""


def path() -> Path:
    return data_dir() / FILE_NAME


def load(file: Path | None = None) -> dict[str, str]:
    """Every kept preference; ``{}`` when there is no readable file."""
    try:
        kept = _object((file or path()).read_bytes()) or {}
    except OSError:
        return {}
    return {k: v for k, v in kept.items() if k in KNOWN and isinstance(v, str)}


def _object(raw: bytes) -> dict[str, Any] | None:
    """A file's JSON object, ``{}`` for an empty file, ``None`` for a file
    this app did not write."""
    if not raw.strip():
        return {}
    try:
        value: Any = json.loads(raw.decode("utf-8"))
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def remember(name: str, value: str, file: Path | None = None) -> None:
    """Keep ``name = value``; an unreadable file is left alone (the choice then
    lasts only for this visit), and so is one that cannot be written."""
    if name not in KNOWN:
        raise PreferenceError(f"no such preference {name!r}")
    target = file or path()
    try:
        kept = _object(target.read_bytes())
    except FileNotFoundError:
        kept = {}
    except OSError:
        return
    if kept is None:
        return  # a file this app did not write: never overwrite it
    if kept.get(name) == value:
        return
    kept[name] = value
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=".preferences-")
    except OSError:
        return
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(kept, out, ensure_ascii=False)
        os.replace(temporary, target)
    except OSError:
        Path(temporary).unlink(missing_ok=True)
