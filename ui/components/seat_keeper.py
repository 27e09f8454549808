"""An invisible Components-v2 element that keeps this browser's seats at Kamla
games on two screens (issue 28): the seat keys in the browser's own storage,
so that a reload or a closed and reopened tab comes back to its seat. The keys
travel only between this browser and the server, never in an address."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, NamedTuple, Sequence

import streamlit as st

_COMPONENT = st.components.v2.component(
    "seat_keeper", html="", js=(Path(__file__).parent / "seat_keeper.js").read_text())

KEY_LENGTH = 40
"""Longer strings from a browser's storage are no seat keys."""


class Kept(NamedTuple):
    """What a browser says it keeps: ``tab`` is this tab's key (None in a new
    tab, empty once the tab chose the lobby); ``keys`` every kept key, the
    most recently shown first."""

    tab: str | None
    keys: list[str]


def keep_seats(key: str, *, tab: str | None, forget: Sequence[str],
               on_report: Callable[[], None]) -> None:
    """Keep ``tab`` as this tab's seat (None: leave it as the browser has it;
    empty: the lobby) and forget the keys ``forget``; ``on_report`` runs when
    the browser says what it keeps (read it with ``kept``), which it does only
    while the tab shows no seat."""
    _COMPONENT(key=key, data={"tab": tab, "forget": list(forget)},
               on_seats_change=on_report)


def _key(value: Any) -> str | None:
    return value if isinstance(value, str) and len(value) <= KEY_LENGTH else None


def kept(key: str) -> Kept | None:
    """The browser's last report, read as untrusted data (None before it reported)."""
    state = st.session_state.get(key)
    report = state.get("seats") if hasattr(state, "get") else None
    if not isinstance(report, dict):
        return None
    keys = report.get("kept")
    return Kept(_key(report.get("tab")),
                [k for k in keys if _key(k)] if isinstance(keys, list) else [])
