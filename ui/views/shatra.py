"""Altai Shatra drawn on its 7x14 grid (SH-1..SH-3): the unnumbered cells as
walls, the two fortresses and gates, the ditch between the halves of the big
field as a double line, the great road as a line down the gates' file, and
every square's number. White's pieces are drawn light and Black's dark (the
scene's ``side`` 1 and 0): a shatra is a plain disc, a batyr a ringed disc
with ``б``, the biy a disc with the crown mark. Cells are named in the page's
language.

Click paths: a step, slide or reserve drop is (origin, target); a capture
series is the origin, then each landing square; a series the rules let the
piece interrupt while it could still capture (SH-12) ends with the ``STOP``
control, so the longer series stay reachable; a piece standing in a fortress
or gate put on the field by its reserve right is (origin, ``PLACE``, target),
as such a square can also be the landing of a capture.
"""
from __future__ import annotations

from typing import Any

import i18n
from i18n import N_

from games.shatra import (
    BATYR, BIY, BLACK, COLS, COORD, DITCH_AFTER_ROW, FORTRESS, GATES, GREAT_ROAD, HALT,
    PLACE as PLACE_KIND, ROWS, SHATRA, SQUARES, WHITE, ShatraMove, ShatraState, kind_of, side_of,
)
from ui.views import empty, target_marks

STOP = "stop"
"""The click step that ends an interrupted series (the biy's or gate's right)."""
PLACE = "place"
"""The click step between a piece and the square it is put on by its reserve right."""
WALL_ID = 100
"""Wall cells get ids from here on (``WALL_ID + row * 7 + col``); squares keep 1..62."""
PIECE_NAMES = {(WHITE, SHATRA): N_("White shatra"), (WHITE, BATYR): N_("White batyr"),
               (WHITE, BIY): N_("White biy"), (BLACK, SHATRA): N_("Black shatra"),
               (BLACK, BATYR): N_("Black batyr"), (BLACK, BIY): N_("Black biy")}
"""Each piece named whole: in Russian the side's word agrees with it (белая шатра, белый бий)."""
TITLE = N_("Altai Shatra board")


def click_path(move: ShatraMove) -> tuple:
    if move.kind == PLACE_KIND:
        return (move.origin, PLACE, move.path[0])
    if move.kind == HALT:
        return (move.origin, *move.path, STOP)
    return (move.origin, *move.path)


def last_cells(move: ShatraMove | None) -> tuple[int, ...]:
    if move is None:
        return ()
    return tuple(dict.fromkeys((move.origin, *move.path)))


def draw_side(side: int) -> int:
    """The scene's ``side`` (0 dark, 1 light) of a player: White is light."""
    return 1 if side == WHITE else 0


def _piece(code: int) -> dict[str, Any]:
    kind, side = code & 3, code >> 2
    piece: dict[str, Any] = {"shape": "disc", "side": draw_side(side)}
    if kind == BIY:
        piece["king"] = True
    elif kind == BATYR:
        piece["ring"] = True
        piece["glyph"] = "б"
    return piece


def _fill(sq: int) -> str:
    if sq in GATES:
        return "gate"
    if sq in FORTRESS[0] or sq in FORTRESS[1]:
        return "fortress"
    return "square"


def square_name(sq: int, code: int, lang: str = "en") -> str:
    """A square's accessible name in ``lang``: "square 12, White batyr", "поле 5, пусто"."""
    words = i18n.translations(lang)
    piece = words.gettext(PIECE_NAMES[side_of(code), kind_of(code)]) if code else empty(lang)
    return words.gettext("square {number}, {piece}").format(number=sq, piece=piece)


def scene(state: ShatraState, *, selected=frozenset(), targets=frozenset(), last=(),
          flip: bool = False, title: str | None = None, lang: str = "en") -> dict[str, Any]:
    """Board scene for ``state`` (Black at the top unless ``flip``), named in ``lang``."""
    words = i18n.translations(lang)

    def at(row: float, col: float) -> tuple[float, float]:
        return (ROWS - 1 - row, COLS - 1 - col) if flip else (row, col)

    cells = []
    numbered = set()
    for sq in SQUARES:
        row, col = at(*COORD[sq])
        numbered.add(COORD[sq])
        code = state.board[sq]
        cell = {"id": sq, "row": row, "col": col, "fill": _fill(sq), "label": str(sq),
                "name": square_name(sq, code, lang)}
        if code:
            cell["piece"] = _piece(code)
        cells.append(cell)
    for r in range(ROWS):
        for c in range(COLS):
            if (r, c) not in numbered:
                row, col = at(r, c)
                cells.append({"id": WALL_ID + r * COLS + c, "row": row, "col": col,
                              "fill": "off", "name": words.gettext("wall")})
    lines = []
    ditch = DITCH_AFTER_ROW + 1 if not flip else ROWS - 1 - DITCH_AFTER_ROW
    for offset in (-0.06, 0.06):  # the ditch: a double line between the halves
        lines.append({"x1": 0, "y1": ditch + offset, "x2": COLS, "y2": ditch + offset})
    first, last_sq = at(*COORD[GREAT_ROAD[0]]), at(*COORD[GREAT_ROAD[-1]])
    lines.append({"x1": first[1] + 0.5, "y1": first[0] + 0.5,
                  "x2": last_sq[1] + 0.5, "y2": last_sq[0] + 0.5})
    occupied = {sq for sq in SQUARES if state.board[sq]}
    return {
        "title": words.gettext(TITLE) if title is None else title,
        "rows": ROWS, "cols": COLS, "cells": cells, "lines": lines,
        "maxWidth": 400, "selected": sorted(s for s in selected if isinstance(s, int)),
        **target_marks(targets, occupied),
        "last": list(last), "clickable": list(SQUARES),
    }


STEP_LABELS = {STOP: N_("stop the series here (SH-12)"),
               PLACE: N_("put it on the field (reserve right)")}


def step_label(step, lang: str = "en") -> str:
    """Button text of a click step that is not a square, in ``lang``."""
    said = STEP_LABELS.get(step)
    return str(step) if said is None else i18n.translations(lang).gettext(said)
