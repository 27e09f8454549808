"""An invisible Components-v2 element that scrolls the page back to its top
once per new ``mark`` (issue 28): a phone's long setup leaves the page scrolled
down at Begin, and the board that replaces it would start above the screen."""
from __future__ import annotations

import streamlit as st

_COMPONENT = st.components.v2.component(
    "to_top", html="",
    js="""export default function ({ data }) {
  if (!data.mark || window.__toTopMark === data.mark) return;
  window.__toTopMark = data.mark;
  const main = document.querySelector("[data-testid='stMain']");
  for (const wait of [0, 120, 400]) setTimeout(() => {
    if (main) main.scrollTop = 0;
    window.scrollTo(0, 0);
  }, wait);
}""")


def to_top(mark: int, key: str) -> None:
    """Scroll to the top once for each new ``mark`` (say, the game's id)."""
    _COMPONENT(key=key, data={"mark": mark})
