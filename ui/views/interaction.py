"""Click-to-move for every game: each legal move is a *path* of clicks (cells,
or a named control such as the Shield reserve). Clicking walks along the
paths; a completed path is the move."""
from __future__ import annotations

from typing import Hashable, Mapping, TypeVar

Move = TypeVar("Move")
Step = Hashable


def advance(prefix: tuple[Step, ...], step: Step,
            paths: Mapping[tuple[Step, ...], Move]) -> tuple[tuple[Step, ...], Move | None]:
    """The new prefix and, if a path is complete, its move.

    Clicking the last selected cell again cancels; a click that continues no
    path starts over from that cell (or clears the selection).
    """
    if prefix and prefix[-1] == step:
        return (), None
    candidate = prefix + (step,)
    if candidate in paths:
        return (), paths[candidate]
    if any(path[: len(candidate)] == candidate for path in paths):
        return candidate, None
    if prefix:
        return advance((), step, paths)
    return (), None


def next_steps(prefix: tuple[Step, ...], paths: Mapping[tuple[Step, ...], Move]) -> set[Step]:
    """Steps that continue some path after ``prefix``."""
    n = len(prefix)
    return {path[n] for path in paths if len(path) > n and path[:n] == prefix}


def starts(paths: Mapping[tuple[Step, ...], Move]) -> set[Step]:
    return {path[0] for path in paths}
