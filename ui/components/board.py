"""The board component: one Components-v2 element for every game.

Python builds a *scene* (plain data: cells with terrain, pieces as shapes,
lines, highlights) and the JS in board.js draws it as SVG, re-rendering from
data every time. A click on a cell calls ``on_click`` with the cell id readable
through :func:`clicked_cell`. Scenes carry no user text, only labels the app
makes, and the JS sets text with ``textContent``.

Scene format (all plain JSON data)::

    {"title": str, "rows": int, "cols": int, "maxWidth": px,
     "cells": [{"id": int, "row": int, "col": int,        # id is reported on click
                "fill": "land" | "river" | "island" | "tent" | "square" | "house" |
                        "light" | "dark" | "throne" | "corner" | "fortress" | "gate" |
                        "ditch" | "exit" | "domain0" | "domain1" | "table" | "off",
                "label": str?, "sign": "ankh" | "water" | "beauty" | "three" | "two" |
                                       "sun" | "ba" | "net" | None,
                "hexagram": str? (six "0"/"1", bottom line first: drawn small
                                  in the cell's corner),
                "name": str (accessible name), "piece": Piece?}],
     "lines": [{"x1", "y1", "x2", "y2" (in cells, from the top left)}],
     "files": [str] (labels under the columns), "ranks": [str] (beside the rows),
     "selected": [id], "targets": [id] (dots), "captures": [id] (rings),
     "last": [id] (tinted), "clickable": [id],
     "turnable": bool (a track that a play page's board (``fit``) may draw turned,
                       rows as columns, when its cells would be under 44 px:
                       Senet on a phone)}

Pieces (``side`` 0 is drawn dark, 1 light): ``{"shape": "tri", "dir": "up"|"down",
"mark": "shell"|"archer"|"eagle"|"horseman"|"whale"|"star", "promoted", "captive",
"power"}``, ``{"shape": "disc", "king", "ring", "glyph": "B", "promoted"}``,
``{"shape": "stack", "items": [{"side", "glyph"}, ...bottom to top], "label": "3"}``,
``{"shape": "shield"|"cone"|"spool"}``, ``{"shape": "stick", "light": bool}``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import streamlit as st

_HERE = Path(__file__).parent
_COMPONENT = st.components.v2.component(
    "ancient_board",
    html='<div class="board-root"></div>',
    css=(_HERE / "board.css").read_text(),
    js=(_HERE / "board.js").read_text(),
)


def board(scene: dict[str, Any], *, key: str, on_click: Callable[[], None],
          fit: bool = False) -> None:
    """Draw ``scene``; a click on a cell runs ``on_click``. With ``fit`` (a play
    page's board) it is sized so that the whole board is in the window."""
    _COMPONENT(key=key, data={**scene, "fit": True} if fit else scene, on_click_change=on_click)


def clicked_cell(key: str) -> int | None:
    """Inside the ``on_click`` callback: the id of the cell clicked."""
    value = st.session_state.get(key)
    click = getattr(value, "click", None) if value is not None else None
    if click is None and isinstance(value, dict):
        click = value.get("click")
    text = str(click)  # from the browser: anything but a small cell number is no click
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None
