"""Tavlei and Hnefatafl drawn as the seed describes them: a 9x9 or 11x11 board
of plain squares with the throne in the centre and the four corner exits
(TF-5, TF-10) marked, the attackers as dark discs, the defenders as light
discs and the king (the prince of Tavlei) as a light disc with the king's mark.
A move is clicked from its piece to its square; die throws (TF-12) are not
clicked on the board. Cells are named in the page's language, the king as the
prince (князь) in Tavlei."""
from __future__ import annotations

from math import isqrt
from typing import Any

import i18n
from i18n import N_

from games.tafl import ATTACKER, DEFENDER, FILES, KING, TaflMove, TaflState, geometry
from ui.views import empty, target_marks

PIECES = {
    ATTACKER: {"shape": "disc", "side": 0},
    DEFENDER: {"shape": "disc", "side": 1},
    KING: {"shape": "disc", "side": 1, "king": True},
}
PIECE_NAMES = {ATTACKER: N_("attacker"), DEFENDER: N_("defender"), KING: N_("king")}
PLACES = {"throne": N_("{square} throne, {piece}"), "corner": N_("{square} corner, {piece}"),
          "square": N_("{square}, {piece}")}
"""A cell's name by its kind (its ``fill``)."""
TITLE = N_("Tafl board")
TAVLEI = "tavlei"
"""The ruleset whose king is a prince (the seed's князь)."""


def click_path(move: TaflMove) -> tuple:
    """(origin, target) of a board move; a throw has no click path."""
    if move.origin < 0:
        return ()
    return (move.origin, move.target)


def last_cells(move: TaflMove | None) -> tuple[int, ...]:
    """The cells to tint for the last move: its origin and target."""
    if move is None or move.origin < 0:
        return ()
    return (move.origin, move.target)


def scene_options(game) -> dict[str, Any]:
    """The corners to mark: none where they are ordinary squares (TD-13); and
    whether the king is Tavlei's prince."""
    return {"corners": game.corners, "prince": game.info.name == TAVLEI}


def piece_name(code: int, lang: str = "en", prince: bool = False) -> str:
    """What stands on a square, in ``lang``: "defender", "князь" (Tavlei's king), "empty"."""
    if not code:
        return empty(lang)
    words = i18n.translations(lang)
    if code == KING and prince:
        return words.pgettext("Tavlei", "king")
    return words.gettext(PIECE_NAMES[code])


def scene(state: TaflState, *, selected=frozenset(), targets=frozenset(), last=(),
          flip: bool = False, title: str | None = None, corners=None, prince: bool = False,
          lang: str = "en") -> dict[str, Any]:
    """Board scene for ``state`` (the size is read from the board); ``flip``
    turns the board round so that rank 1 is on top; ``corners``: the corner
    squares to mark (default: the board's four); ``prince``: the king is
    Tavlei's prince; names in ``lang``."""
    words = i18n.translations(lang)
    n = isqrt(len(state.board))
    g = geometry(n)
    corners = g.corners if corners is None else corners
    cells = []
    for sq in g.squares:
        file, rank = sq % n, sq // n
        row = rank if flip else n - 1 - rank
        col = n - 1 - file if flip else file
        fill = "throne" if sq == g.throne else "corner" if sq in corners else "square"
        code = state.board[sq]
        cell = {"id": sq, "row": row, "col": col, "fill": fill,
                "name": words.gettext(PLACES[fill]).format(
                    square=g.name(sq), piece=piece_name(code, lang, prince))}
        if code:
            cell["piece"] = dict(PIECES[code])
        cells.append(cell)
    occupied = {sq for sq in g.squares if state.board[sq]}
    files = list(FILES[:n])
    ranks = [str(r) for r in range(1, n + 1)]
    return {
        "title": words.gettext(TITLE) if title is None else title,
        "rows": n, "cols": n, "cells": cells, "lines": [],
        "maxWidth": 560 if n <= 9 else 640,
        "files": files[::-1] if flip else files, "ranks": ranks if flip else ranks[::-1],
        "selected": sorted(selected),
        **target_marks(targets, occupied),
        "last": list(last), "clickable": list(g.squares),
    }
