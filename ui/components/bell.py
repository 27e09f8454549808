"""The session bell: a tiny Components-v2 element that strikes a synthesised
bowl with WebAudio when its ring counter grows (start, interval, end)."""
from __future__ import annotations

import time
from pathlib import Path

import streamlit as st

_COMPONENT = st.components.v2.component(
    "session_bell",
    html='<div class="bell" aria-live="polite"></div>',
    css=".bell { font-size: 0.85rem; opacity: 0.7; }",
    js=(Path(__file__).parent / "bell.js").read_text(),
)


def bell(ring: int, kind: str, *, key: str, label: str = "") -> None:
    """Strike once per new ``ring`` number; ``kind`` is start, interval or end."""
    _COMPONENT(key=key, data={"ring": ring, "kind": kind, "at": time.time(), "label": label})
