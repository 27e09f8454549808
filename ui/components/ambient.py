"""Ambient sound for a sitting (issue 28): rain, wind, a river or a low drone,
made in the browser by ``ambient.js`` with WebAudio (no audio files), with the
sitting's full-screen button beside it."""
from __future__ import annotations

import time
from pathlib import Path

import streamlit as st

from play.sitting import AMBIENT_SOUNDS

_COMPONENT = st.components.v2.component(
    "sitting_ambient",
    html=('<div class="ambient"><button type="button" hidden>'
          '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M4 9V4h5M15 '
          '4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" stroke-width="2"/></svg>'
          '<span></span></button></div>'),
    css=""".ambient { text-align: center; }
.ambient button { font: inherit; padding: 0.35rem 0.9rem; border-radius: 0.5rem;
  border: 1px solid rgba(128,128,128,0.45); background: transparent; color: inherit;
  cursor: pointer; display: inline-flex; align-items: center; gap: 0.45rem; }
.ambient button[hidden] { display: none; }""",
    js=(Path(__file__).parent / "ambient.js").read_text(),
)


def ambient(sound: str, volume: float, *, playing: bool, key: str, preview: int = 0,
            fullscreen: bool = False, label: str = "Full screen") -> None:
    """Play ``sound`` (one of ``AMBIENT_SOUNDS``' values) at ``volume`` (0-1)
    while ``playing``; a new ``preview`` number plays it a few seconds; with
    ``fullscreen`` a button (its words ``label``, translated by the caller)
    shows the page full screen."""
    if sound not in AMBIENT_SOUNDS.values():
        raise ValueError(f"the ambient sounds are {sorted(AMBIENT_SOUNDS.values())}, not {sound!r}")
    _COMPONENT(key=key, data={"sound": sound, "volume": float(volume), "playing": playing,
                              "preview": preview, "at": time.time(), "fullscreen": fullscreen,
                              "label": label})
