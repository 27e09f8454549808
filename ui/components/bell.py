"""The session bell: a tiny Components-v2 element that strikes a synthesised
bell with WebAudio when its ring counter grows (start, interval, end, preview):
a singing bowl, a gong or a chime, at a volume from 0 to 1."""
from __future__ import annotations

import time
from pathlib import Path

import streamlit as st

from ui.i18n import N_

SOUNDS = {N_("Singing bowl"): "bowl", N_("Gong"): "gong", N_("Chime"): "chime"}
"""Label -> the sound's name in bell.js."""

_COMPONENT = st.components.v2.component(
    "session_bell",
    html='<div class="bell" aria-live="polite"></div>',
    css=".bell { font-size: 0.85rem; opacity: 0.7; }",
    js=(Path(__file__).parent / "bell.js").read_text(),
)


def bell(ring: int, kind: str, *, key: str, sound: str = "bowl", volume: float = 0.6,
         label: str = "") -> None:
    """Strike once per new ``ring`` number; ``kind`` is start, interval, end or
    preview; ``sound`` one of ``SOUNDS``' values."""
    if sound not in SOUNDS.values():
        raise ValueError(f"the bell sounds are {sorted(SOUNDS.values())}, not {sound!r}")
    _COMPONENT(key=key, data={"ring": ring, "kind": kind, "at": time.time(), "label": label,
                              "sound": sound, "volume": float(volume)})
