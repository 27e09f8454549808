"""The board component: one Components-v2 element for every game.

Python builds a *scene* (plain data: cells with terrain, pieces as shapes,
lines, highlights) and the JS in board.js draws it as SVG, re-rendering from
data every time. A click on a cell calls ``on_click`` with the cell id readable
through :func:`clicked_cell`. Scenes carry no user text, only labels the app
makes, and the JS sets text with ``textContent``.

A play page's scene also carries its legal moves as click paths
(``ui.views.interaction.move_data``): the browser then selects a piece and
shows its targets itself, by click, drag or keyboard, and reports only a whole
move (``on_move``, read with :func:`chosen_steps` ``"move"``), or a selection
whose next step is a control of the page (``on_select``, ``"select"``: a split
count, a stop), which the server must draw. The server checks every move again.

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
     "rings": [id] (cells where a target is drawn as a ring, not a dot),
     "moves": [[step, ...]] (each legal move's click path: cell ids, or names of
                             the page's controls such as "k=2", "stop", "reserve"),
     "prefix": [step] (the steps the server holds), "oneClick": bool (a click that
                       leaves one path open completes it),
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


MAX_STEPS = 32
"""The longest click path read from the browser (a Shatra series is far shorter)."""


def board(scene: dict[str, Any], *, key: str, on_click: Callable[[], None],
          fit: bool = False, on_move: Callable[[], None] | None = None,
          on_select: Callable[[], None] | None = None) -> None:
    """Draw ``scene``; a click on a cell runs ``on_click`` (a scene with
    ``moves``: only where no move is to be made). With ``fit`` (a play page's
    board) it is sized so that the whole board is in the window."""
    callbacks = {"on_click_change": on_click}
    if on_move is not None:
        callbacks["on_move_change"] = on_move
    if on_select is not None:
        callbacks["on_select_change"] = on_select
    _COMPONENT(key=key, data={**scene, "fit": True} if fit else scene, **callbacks)


def _event(key: str, name: str) -> Any:
    value = st.session_state.get(key)
    found = getattr(value, name, None) if value is not None else None
    if found is None and isinstance(value, dict):
        found = value.get(name)
    return found


def clicked_cell(key: str) -> int | None:
    """Inside the ``on_click`` callback: the id of the cell clicked."""
    text = str(_event(key, "click"))  # from the browser: anything but a small cell number is no click
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None


def _step(item: Any) -> int | str | None:
    """One click step from the browser: a small cell number or a short name."""
    if isinstance(item, int) and not isinstance(item, bool) and 0 <= item < 10**6:
        return item
    if isinstance(item, str) and 0 < len(item) <= 16 and item.isascii() and item.isprintable():
        return item
    return None


def chosen_steps(key: str, name: str) -> tuple[int | str, ...] | None:
    """Inside the ``on_move`` (``name`` "move") or ``on_select`` ("select")
    callback: the click steps the browser sent, or None for anything that is
    not a short list of cell numbers and short names."""
    value = _event(key, name)
    if not isinstance(value, list) or len(value) > MAX_STEPS:
        return None
    steps = tuple(_step(item) for item in value)
    return None if None in steps else steps
