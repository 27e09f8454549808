"""The person's preferences that outlive a browser tab (issue 29: the language
chosen), kept in ``preferences.json`` beside the journal.

A preference is a convenience, never data: a missing, unreadable or foreign
file reads as no preferences and is left as it is; a write replaces the file
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
        value: Any = json.loads((file or path()).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if k in KNOWN and isinstance(v, str)}


def remember(name: str, value: str, file: Path | None = None) -> None:
    """Keep ``name = value``; an unreadable file is left alone (the choice then
    lasts only for this visit), and so is one that cannot be written."""
    if name not in KNOWN:
        raise PreferenceError(f"no such preference {name!r}")
    target = file or path()
    if target.exists() and not load(target) and target.read_bytes().strip() not in (b"", b"{}"):
        return  # a file this app did not write: never overwrite it
    kept = load(target)
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
