"""Kamla drawn as the seed describes it: rivers darker than land, the four
islands, the tents crossed by their diagonals, pieces as elongated triangles
pointing at the opponent with their rank marks, promoted pieces with a ball
on the tip, captive Priests ringed, and the Ruler's mark of power on its base
only where the viewer may know it (K-8, K-22). Cells are named in the page's
language; the pieces are drawn, not lettered, so no glyph depends on it."""
from __future__ import annotations

from typing import Any

import i18n
from i18n import N_

from games.kamla import (
    ARCHER, CHOOSE, DROP, EAGLE, FILES, HORSEMAN, IN_RIVER, IN_TENT, ISLAND, KIND_NAMES, NUMBER,
    PRIEST, RULER, SHELL, SHIELD, TENT, KamlaMove, KamlaState, file_of, is_captive, is_promoted,
    kind_of, name, rank_of, side_of,
)
from oracle import fuxi
from ui.views import square_name, target_marks

RESERVE = "reserve"
"""The click step of the Shield reserve control (drops are ``(RESERVE, cell)``)."""

MARKS = {1: "shell", 2: "archer", 3: "eagle", 4: "horseman", 5: "whale", 6: "star", 7: "star"}


def click_path(move: KamlaMove) -> tuple:
    if move.kind == CHOOSE:
        return (move.target,)
    if move.kind == DROP:
        return (RESERVE, move.target)
    if move.captivity >= 0:
        return (move.origin, move.target, move.captivity)
    return (move.origin, move.target)


def _piece(code: int, power_sides: frozenset[int], flip: bool) -> dict[str, Any]:
    """A piece points at the opponent (K-6), whichever side the board is seen from."""
    side, kind = side_of(code), kind_of(code)
    if kind == SHIELD:
        return {"shape": "shield", "side": side}
    return {
        "shape": "tri", "side": side, "dir": "up" if (side == 0) != flip else "down",
        "mark": MARKS[kind], "promoted": is_promoted(code), "captive": is_captive(code),
        "power": kind == RULER and side in power_sides,
    }


KIND_WORDS = (N_("Shell"), N_("Archer"), N_("Eagle"), N_("Horseman"), N_("Whale"), N_("Priest"),
              N_("Ruler"), N_("Shield"))
"""The engine's ``KIND_NAMES``, marked for the catalog."""
PROMOTED = {SHELL: N_("promoted Shell"), ARCHER: N_("promoted Archer"),
            EAGLE: N_("promoted Eagle"), HORSEMAN: N_("promoted Horseman")}
"""K-15: the pieces that promote, each named whole (the word agrees with it in Russian)."""
SIDES = (N_("Lower World {piece}"), N_("Upper World {piece}"))
TITLE = N_("Kamla board")


def piece_name(code: int, power_sides: frozenset[int], lang: str = "en") -> str:
    """A piece as the viewer may name it, in ``lang``: "Lower World promoted Shell",
    "Жрец или Правитель Верхнего мира" (a tent piece whose power is hidden, K-22)."""
    words = i18n.translations(lang)
    side, kind = side_of(code), kind_of(code)
    if is_captive(code):  # only a Priest is ever captive (K-16; positions refuse others)
        piece = words.gettext("Priest (captive)")
    elif kind == RULER and side in power_sides:
        piece = words.gettext("Ruler")
    elif kind in (PRIEST, RULER):
        piece = words.gettext("Priest or Ruler")
    elif is_promoted(code):
        piece = words.gettext(PROMOTED[kind])
    else:
        piece = words.gettext(KIND_NAMES[kind])
    return words.gettext(SIDES[side]).format(piece=piece)


def scene(state: KamlaState, *, power_sides: frozenset[int] = frozenset(),
          selected: set[int] = frozenset(), targets: set[int] = frozenset(),
          last: tuple[int, ...] = (), numbers: bool = False, hexagrams: bool = False,
          flip: bool = False, title: str | None = None, lang: str = "en") -> dict[str, Any]:
    """Board scene for ``state`` as the viewer sees it; ``numbers`` labels each
    cell with its number of the square, ``hexagrams`` draws its hexagram of
    Fu Xi's square small in its corner (K-H1; the board's own, no secret);
    cells named in ``lang``.

    ``state`` must already be the viewer's public view; the Ruler's mark is drawn
    only for ``power_sides``, and nothing else in the scene tells the two tent
    pieces apart.
    """
    words = i18n.translations(lang)
    cells = []
    for sq in range(64):
        row = rank_of(sq) if flip else 7 - rank_of(sq)
        col = 7 - file_of(sq) if flip else file_of(sq)
        fill = "island" if ISLAND[sq] else "river" if IN_RIVER[sq] else \
            "tent" if IN_TENT[0][sq] or IN_TENT[1][sq] else "land"
        code = state.board[sq]
        cell = {"id": sq, "row": row, "col": col, "fill": fill, "name": square_name(
                    name(sq), piece_name(code, power_sides, lang) if code else None, lang)}
        if numbers:
            cell["label"] = str(NUMBER[sq])
        if hexagrams:
            hexagram = fuxi.hexagram_of_square(sq)
            cell["hexagram"] = "".join(str(line) for line in hexagram.lines)
            cell["name"] = words.gettext("{name}, hexagram {number}").format(
                name=cell["name"], number=hexagram.number)
        if code:
            cell["piece"] = _piece(code, power_sides, flip)
        cells.append(cell)
    occupied = {sq for sq in range(64) if state.board[sq]}
    lines = []
    for tent in TENT:
        xs = [(7 - file_of(s)) if flip else file_of(s) for s in tent]
        ys = [rank_of(s) if flip else 7 - rank_of(s) for s in tent]
        x0, x1, y0, y1 = min(xs), max(xs) + 1, min(ys), max(ys) + 1
        lines += [{"x1": x0, "y1": y0, "x2": x1, "y2": y1}, {"x1": x0, "y1": y1, "x2": x1, "y2": y0}]
    files = list(FILES[::-1] if flip else FILES)
    ranks = [str(r) for r in (range(1, 9) if flip else range(8, 0, -1))]
    return {
        "title": words.gettext(TITLE) if title is None else title,
        "rows": 8, "cols": 8, "cells": cells, "lines": lines, "maxWidth": 640,
        "files": files, "ranks": ranks, "selected": sorted(selected),
        **target_marks(targets, occupied),
        "last": list(last), "clickable": list(range(64)),
    }


def last_cells(move: KamlaMove | None) -> tuple[int, ...]:
    if move is None or move.kind == CHOOSE:
        return ()
    cells = [c for c in (move.origin, move.target, move.captivity) if c >= 0]
    return tuple(cells)

