"""Click-to-move for every game: each legal move is a *path* of clicks (cells,
or a named control such as the Shield reserve). Clicking walks along the
paths; a completed path is the move. The board's browser code (board.js)
walks the same paths the same way, so a selection needs no server."""
from __future__ import annotations

from typing import Any, Hashable, Mapping, TypeVar

Move = TypeVar("Move")
Step = Hashable


def advance(prefix: tuple[Step, ...], step: Step, paths: Mapping[tuple[Step, ...], Move],
            one_click: bool = False) -> tuple[tuple[Step, ...], Move | None]:
    """The new prefix and, if a path is complete, its move.

    Clicking the last selected cell again cancels; a click that continues no
    path starts over from that cell (or clears the selection). With
    ``one_click``, a click that leaves exactly one path open completes it.
    """
    if prefix and prefix[-1] == step:
        return (), None
    candidate = prefix + (step,)
    if candidate in paths:
        return (), paths[candidate]
    open_paths = [path for path in paths if path[: len(candidate)] == candidate]
    if one_click and len(open_paths) == 1:
        return (), paths[open_paths[0]]
    if open_paths:
        return candidate, None
    if prefix:
        return advance((), step, paths, one_click)
    return (), None


def next_steps(prefix: tuple[Step, ...], paths: Mapping[tuple[Step, ...], Move]) -> set[Step]:
    """Steps that continue some path after ``prefix``."""
    n = len(prefix)
    return {path[n] for path in paths if len(path) > n and path[:n] == prefix}


def starts(paths: Mapping[tuple[Step, ...], Move]) -> set[Step]:
    return {path[0] for path in paths}


def move_data(paths: Mapping[tuple[Step, ...], Move], prefix: tuple[Step, ...],
              one_click: bool = False) -> dict[str, Any]:
    """What the browser needs to select and show targets without asking the
    server (the scene's ``moves``, ``prefix`` and ``oneClick``): every legal
    move's click path, the clicks the server holds so far, and whether a
    click that leaves one path open makes it. Plain JSON data."""
    return {"moves": sorted((list(path) for path in paths), key=_order), "prefix": list(prefix),
            "oneClick": one_click}


def _order(path: list[Step]) -> list[tuple[bool, Any]]:
    """Paths in order: cells by number, a named step after the cells."""
    return [(isinstance(step, str), step) for step in path]
