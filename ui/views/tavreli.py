"""Tavreli drawn as a chessboard of light and dark squares (a1 dark) with every
tower seen from the side: its pieces bottom to top, the top one larger with its
glyph, the height written under towers of two or more.

Glyphs are the pieces' letters in the page's language (I-1, ``letters(lang)``):
in English the Latin letters of the position string, ``K`` volkhv, ``Q`` knyaz,
``R`` ratoborets, ``B`` luchnik, ``N`` vsadnik, ``P`` ratnik, ``H`` helgi; in
Russian the names' initials ``Вл К Р Л В Рт Х``. A promoted ratnik shows the
letter of the piece it has become. Cells are named in the page's language too.
White pieces are drawn light (scene ``side`` 1) and Black dark (``side`` 0),
as on a chessboard; the board component draws side 0 dark.

Clicking. A move of the whole tower (and castling, and en passant) is the path
``(origin, target)``: click the tower, then its square. A split (TV-4, the top
``k`` pieces of a taller tower) is ``(origin, "k=<k>", target)``: after the
tower is selected, the page offers the steps ``"k=1" .. "k=<height-1>"``
(``interaction.next_steps`` lists them; :func:`split_label` names them) as
buttons, and the chosen count is shown on the tower as ``k/height`` while the
target is clicked. Clicking a selected cell again cancels (the shared
``interaction.advance``), so a count cannot be chosen by clicking the tower
repeatedly. Every path is unique and none is the prefix of another.
"""
from __future__ import annotations

from typing import Any, Hashable

import i18n
from i18n import N_

from games.tavreli import (
    CASTLE, EN_PASSANT, FILES, HELGI, KIND_NAMES, RATNIK, ROOK_OF_CASTLING, WHITE, TavreliMove,
    TavreliState, file_of, is_promoted, kind_of, letters, name, promo_of, rank_of, side_of,
)
from ui.views import square_name, target_marks

SHOWS_STEPS = True
"""``scene`` shows a chosen split step (``"k=2"``) on the selected tower."""
SPLIT_PREFIX = "k="
"""Click steps choosing how many pieces a split moves: ``"k=2"``."""


def split_step(count: int) -> str:
    """The click step of a split of the top ``count`` pieces."""
    return f"{SPLIT_PREFIX}{count}"


def split_count(step: Hashable) -> int | None:
    """``"k=2"`` -> 2; None for a cell or any other step."""
    count = step[2:] if isinstance(step, str) and step.startswith(SPLIT_PREFIX) else ""
    if count.isascii() and count.isdigit() and len(count) <= 2:  # from the browser: bounded
        return int(count)
    return None


def split_label(step: Hashable, lang: str = "en") -> str:
    """Button text of a split step: ``"k=2"`` -> ``"move the top 2"``, in ``lang``."""
    count = split_count(step)
    return "" if count is None else i18n.translations(lang).gettext(
        "move the top {count}").format(count=count)


def click_path(move: TavreliMove) -> tuple:
    """``(origin, target)``, or ``(origin, "k=<count>", target)`` for a split."""
    if move.split:
        return (move.origin, split_step(move.count), move.target)
    return (move.origin, move.target)


def last_cells(move: TavreliMove | None) -> tuple[int, ...]:
    """Cells to tint after ``move``: origin and target, plus the ratoborets'
    squares of a castling and the passed ratnik's square of an en passant."""
    if move is None:
        return ()
    if move.flag == CASTLE:
        return (move.origin, move.target, *ROOK_OF_CASTLING[move.target])
    if move.flag == EN_PASSANT:
        behind = move.target - 8 if rank_of(move.target) == 5 else move.target + 8
        return (move.origin, move.target, behind)
    return (move.origin, move.target)


def drawn_side(code: int) -> int:
    """Scene side of a piece: White light (1), Black dark (0)."""
    return 1 if side_of(code) == WHITE else 0


SIDES = (N_("White {piece}"), N_("Black {piece}"))
"""A Tavreli piece of each side (every piece's name is masculine in Russian)."""
TITLE = N_("Tavreli board")


def _stack(tower: tuple[int, ...], label: str | None, lang: str) -> dict[str, Any]:
    glyphs = letters(lang)
    piece: dict[str, Any] = {
        "shape": "stack",
        "items": [{"side": drawn_side(c), "glyph": glyphs[kind_of(c)]} for c in tower],
    }
    if label:
        piece["label"] = label
    return piece


def piece_name(code: int, lang: str = "en") -> str:
    """A piece named in ``lang``: "White ratnik (becomes knyaz)", "чёрный ратоборец
    из ратника" (the names: ``ui/rules/tavreli.py`` marks the engine's ``KIND_NAMES``)."""
    words = i18n.translations(lang)
    kind = kind_of(code)
    if kind == RATNIK:
        piece = words.gettext("ratnik (becomes {kind})").format(
            kind=words.gettext(KIND_NAMES[promo_of(code)]))
    elif is_promoted(code) and kind != HELGI:  # the helgi is always a promoted ratnik
        piece = words.gettext("promoted {kind}").format(kind=words.gettext(KIND_NAMES[kind]))
    else:
        piece = words.gettext(KIND_NAMES[kind])
    return words.gettext(SIDES[side_of(code) != WHITE]).format(piece=piece)


def _cell_name(sq: int, tower: tuple[int, ...], lang: str) -> str:
    if len(tower) < 2:
        return square_name(name(sq), piece_name(tower[0], lang) if tower else None, lang)
    parts = ", ".join(piece_name(c, lang) for c in reversed(tower))
    return i18n.translations(lang).ngettext(
        "{square} tower of {n}, top to bottom: {pieces}",
        "{square} tower of {n}, top to bottom: {pieces}", len(tower)).format(
        square=name(sq), n=i18n.format_number(len(tower), lang), pieces=parts)


def scene(state: TavreliState, *, selected=frozenset(), targets=frozenset(), last=(),
          flip: bool = False, title: str | None = None, lang: str = "en") -> dict[str, Any]:
    """Board scene for ``state``; ``flip`` puts rank 1 on top (Black's view);
    names and glyphs in ``lang``.

    ``selected`` and ``targets`` may hold click steps other than cells: a split
    step ``"k=2"`` in ``selected`` shows ``2/<height>`` on the selected tower;
    non-cell targets are left to the page's buttons.
    """
    count = next((c for c in map(split_count, selected) if c is not None), None)
    cells = []
    for sq in range(64):
        file, rank = file_of(sq), rank_of(sq)
        tower = state.board[sq]
        cell = {"id": sq, "row": rank if flip else 7 - rank, "col": 7 - file if flip else file,
                "fill": "dark" if (file + rank) % 2 == 0 else "light",
                "name": _cell_name(sq, tower, lang)}
        if tower:
            label = str(len(tower)) if len(tower) > 1 else None
            if count is not None and sq in selected:
                label = f"{count}/{len(tower)}"
            cell["piece"] = _stack(tower, label, lang)
        cells.append(cell)
    enemy = {sq for sq in range(64)
             if state.board[sq] and side_of(state.board[sq][-1]) != state.turn}
    files = list(FILES[::-1] if flip else FILES)
    ranks = [str(r) for r in (range(1, 9) if flip else range(8, 0, -1))]
    return {
        "title": i18n.translations(lang).gettext(TITLE) if title is None else title,
        "rows": 8, "cols": 8, "cells": cells, "lines": [], "maxWidth": 640,
        "files": files, "ranks": ranks,
        "selected": sorted(s for s in selected if isinstance(s, int) and not isinstance(s, bool)),
        **target_marks(targets, enemy),
        "last": list(last), "clickable": list(range(64)),
    }
