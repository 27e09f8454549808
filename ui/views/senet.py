"""Senet drawn as a 3x10 board in its boustrophedon order (S-1): 1-10 left to
right, 11-20 right to left, 21-30 left to right, with the Houses' signs
(S-4, D-1), Spools and Cones, and an exit cell beside 30 where pieces bear
off (Kendall) and from where they enter (Bell). Chevrons between the cells
show the way the road runs for the player to act: forward in Kendall, the
other way in Bell (Bell square b is Kendall square 31-b). The four sticks of
a throw are drawn with their light and dark faces. Cells and sticks are named in
the page's language."""
from __future__ import annotations

from typing import Any

import i18n
from i18n import N_

from games.senet import BELL_PHASE, HOUSES, OFF, OPENING, PLAYER_NAMES
from ui.views import empty, target_marks

SIGNS = {10: "ba", 15: "ankh", 16: "net", 26: "beauty", 27: "water", 28: "three", 29: "two",
         30: "sun"}
SHAPES = ("spool", "cone")
KENDALL_ROAD = (*range(1, 31), OFF)
"""S-1: the squares in the order Kendall pieces travel them, then off the board."""
CHEVRON = (0.07, 0.11)
"""A chevron's half-length along the road and half-width across it, in cells."""
TITLE = N_("Senet board")


def place(square: int) -> tuple[int, int]:
    """(row, column) of a track square on the 3x10 board (31: the exit cell)."""
    if square == OFF:
        return 2, 10
    row, index = divmod(square - 1, 10)
    return row, (9 - index if row == 1 else index)


def road(state) -> tuple[int, ...]:
    """The road of the player to act: Kendall's, or Bell's, which runs the other way."""
    return KENDALL_ROAD[::-1] if state.phase(state.who) == BELL_PHASE else KENDALL_ROAD


def track_lines(squares: tuple[int, ...]) -> list[dict[str, Any]]:
    """A chevron on the border between each pair of squares that follow each
    other on the road, pointing the way it runs (lines in cells, ``track``)."""
    along, across = CHEVRON
    lines = []
    for a, b in zip(squares, squares[1:]):
        (ra, ca), (rb, cb) = place(a), place(b)
        dx, dy = cb - ca, rb - ra
        mx, my = (ca + cb) / 2 + 0.5, (ra + rb) / 2 + 0.5
        tip = (mx + dx * along, my + dy * along)
        for side in (1, -1):
            lines.append({"x1": mx - dx * along + dy * across * side,
                          "y1": my - dy * along + dx * across * side,
                          "x2": tip[0], "y2": tip[1], "cls": "track"})
    return lines


def turn_name(state) -> str:
    """Who a ply of the move list belongs to: the opening's throws (S-6, B-1)
    are the seats' before either plays a side, so they read as the opening."""
    return "Opening" if state.stage == OPENING else PLAYER_NAMES[state.who]


def click_path(move) -> tuple:
    """A move is clicked from its piece (or the exit cell) to its square."""
    if move.kind in ("throw", "time"):
        return ()
    return (OFF if move.kind == "in" else move.origin, move.target)


def piece_name(who: int | None, lang: str = "en") -> str:
    """What stands on a square, in ``lang``: "Spools" (one of them), "конус", "empty"."""
    if who is None:
        return empty(lang)
    words = i18n.translations(lang)
    return words.pgettext("a piece", "Spools") if who == 0 else words.pgettext("a piece", "Cones")


def square_name(square: int, who: int | None, lang: str = "en") -> str:
    """A square's accessible name: "square 26, House of Beauty, Cones" (S-4: the
    engine's ``HOUSES``, marked for the catalog by ``ui/rules/senet.py``)."""
    words = i18n.translations(lang)
    piece = piece_name(who, lang)
    if square in HOUSES:
        return words.gettext("square {number}, {house}, {piece}").format(
            number=square, house=words.gettext(HOUSES[square]), piece=piece)
    return words.gettext("square {number}, {piece}").format(number=square, piece=piece)


def scene(state, *, selected=frozenset(), targets=frozenset(), last=(), domains=None,
          long_board: bool = False, title: str | None = None,
          lang: str = "en") -> dict[str, Any]:
    """``domains``: None, or the player (0/1) holding the odd squares (B-4);
    names in ``lang``."""
    words = i18n.translations(lang)
    domain_end = 14 if long_board else 10
    cells = []
    for square in range(1, 31):
        row, col = place(square)
        fill = "house" if square in HOUSES else "square"
        if domains is not None and square <= domain_end:
            fill = f"domain{domains if square % 2 else 1 - domains}"
        who = 0 if state.spools >> square & 1 else 1 if state.cones >> square & 1 else None
        cell = {"id": square, "row": row, "col": col, "fill": fill, "label": str(square),
                "sign": SIGNS.get(square), "name": square_name(square, who, lang)}
        if who is not None:
            cell["piece"] = {"shape": SHAPES[who], "side": who}
        cells.append(cell)
    off_items = [{"side": 0}] * state.off_spools + [{"side": 1}] * state.off_cones
    exit_cell = {"id": OFF, "row": 2, "col": 10, "fill": "exit",
                 "label": words.pgettext("the exit cell", "off"),
                 "name": words.gettext("off the board: Spools {spools}, Cones {cones}").format(
                     spools=state.off_spools, cones=state.off_cones)}
    if off_items:
        exit_cell["piece"] = {"shape": "stack", "items": off_items,
                              "label": f"{state.off_spools}·{state.off_cones}"}
    cells.append(exit_cell)
    occupied = {c["id"] for c in cells if "piece" in c and c["id"] != OFF}
    return {
        "title": words.gettext(TITLE) if title is None else title,
        "rows": 3, "cols": 11, "cells": cells, "lines": track_lines(road(state)),
        "maxWidth": 900,
        "turnable": True,
        "selected": sorted(selected), **target_marks(targets, occupied), "last": list(last),
        "clickable": [c["id"] for c in cells],
    }


def sticks_scene(score: int | None, variant: int = 0, lang: str = "en") -> dict[str, Any]:
    """The four sticks as thrown: ``score`` light faces up (5 = none, S-3), named in ``lang``."""
    words = i18n.translations(lang)
    faces_said = (words.pgettext("a stick", "dark"), words.pgettext("a stick", "light"))
    light = 0 if score in (None, 5) else score
    order = [(i + variant) % 4 for i in range(4)]
    faces = [False] * 4
    for i in order[:light]:
        faces[i] = True
    cells = [{"id": i, "row": 0, "col": i, "fill": "table", "name": faces_said[faces[i]],
              **({"piece": {"shape": "stick", "light": faces[i]}} if score else {})}
             for i in range(4)]
    return {"title": words.gettext("the sticks"), "rows": 1, "cols": 4, "cells": cells, "lines": [],
            "maxWidth": 260, "selected": [], "targets": [], "captures": [], "last": [],
            "clickable": []}


def last_cells(move) -> tuple[int, ...]:
    if move is None or move.kind in ("throw", "time"):
        return ()
    return tuple(c for c in (OFF if move.kind == "in" else move.origin, move.target) if c)

