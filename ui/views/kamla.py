"""Kamla drawn as the seed describes it: rivers darker than land, the four
islands, the tents crossed by their diagonals, pieces as elongated triangles
pointing at the opponent with their rank marks, promoted pieces with a ball
on the tip, captive Priests ringed, and the Ruler's mark of power on its base
only where the viewer may know it (K-8, K-22)."""
from __future__ import annotations

from typing import Any

from games.kamla import (
    CHOOSE, DROP, FILES, IN_RIVER, IN_TENT, ISLAND, KIND_NAMES, NUMBER, PRIEST, RULER, SHIELD,
    SIDE_NAMES, TENT, KamlaMove, KamlaState, file_of, is_captive, is_promoted, kind_of, name,
    rank_of, side_of,
)
from oracle import fuxi
from ui.views import target_marks

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


def _piece_name(code: int, power_sides: frozenset[int]) -> str:
    side, kind = side_of(code), kind_of(code)
    if kind in (PRIEST, RULER) and not is_captive(code):
        label = "Ruler" if kind == RULER and side in power_sides else "Priest or Ruler"
    else:
        label = KIND_NAMES[kind] + (" (captive)" if is_captive(code) else "")
    promoted = " promoted" if is_promoted(code) else ""
    return f"{SIDE_NAMES[side]}{promoted} {label}"


def scene(state: KamlaState, *, power_sides: frozenset[int] = frozenset(),
          selected: set[int] = frozenset(), targets: set[int] = frozenset(),
          last: tuple[int, ...] = (), numbers: bool = False, hexagrams: bool = False,
          flip: bool = False, title: str = "Kamla board") -> dict[str, Any]:
    """Board scene for ``state`` as the viewer sees it; ``numbers`` labels each
    cell with its number of the square, ``hexagrams`` draws its hexagram of
    Fu Xi's square small in its corner (K-H1; the board's own, no secret).

    ``state`` must already be the viewer's public view; the Ruler's mark is drawn
    only for ``power_sides``, and nothing else in the scene tells the two tent
    pieces apart.
    """
    cells = []
    for sq in range(64):
        row = rank_of(sq) if flip else 7 - rank_of(sq)
        col = 7 - file_of(sq) if flip else file_of(sq)
        fill = "island" if ISLAND[sq] else "river" if IN_RIVER[sq] else \
            "tent" if IN_TENT[0][sq] or IN_TENT[1][sq] else "land"
        code = state.board[sq]
        cell = {"id": sq, "row": row, "col": col, "fill": fill,
                "name": name(sq) + (f" {_piece_name(code, power_sides)}" if code else " empty")}
        if numbers:
            cell["label"] = str(NUMBER[sq])
        if hexagrams:
            hexagram = fuxi.hexagram_of_square(sq)
            cell["hexagram"] = "".join(str(line) for line in hexagram.lines)
            cell["name"] += f", hexagram {hexagram.number}"
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
        "title": title, "rows": 8, "cols": 8, "cells": cells, "lines": lines, "maxWidth": 640,
        "files": files, "ranks": ranks, "selected": sorted(selected),
        **target_marks(targets, occupied),
        "last": list(last), "clickable": list(range(64)),
    }


def last_cells(move: KamlaMove | None) -> tuple[int, ...]:
    if move is None or move.kind == CHOOSE:
        return ()
    cells = [c for c in (move.origin, move.target, move.captivity) if c >= 0]
    return tuple(cells)

