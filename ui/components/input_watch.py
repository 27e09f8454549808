"""An invisible Components-v2 element that notes whether the player's last
input was a key or a pointer, so a new board takes the keyboard focus only
from a keyboard player (issue 15). Placed on every play page's setup screen."""
from __future__ import annotations

from pathlib import Path

import streamlit as st

_COMPONENT = st.components.v2.component(
    "input_watch", html="", js=(Path(__file__).parent / "input_watch.js").read_text())


def watch_input() -> None:
    _COMPONENT(key="input_watch")
