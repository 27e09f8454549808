"""Per-game views: pure functions from a game state to a board scene and from
legal moves to click paths. No rule is decided here: moves come from the engine."""
from __future__ import annotations

from typing import Any, Collection, Iterable

import i18n


def scene_options(view, game) -> dict:
    """What a view's ``scene`` needs to know of the game beyond the state, as
    keyword arguments (the view's ``scene_options(game)``; none for most)."""
    options = getattr(view, "scene_options", None)
    return options(game) if options else {}


def target_marks(targets: Iterable[Any], rings: Collection[int]) -> dict[str, list[int]]:
    """A scene's ``targets`` (dots on free cells) and ``captures`` (rings), and
    its ``rings``: the cells where a target is drawn as a ring, so that the
    browser marks the targets of a selection it makes itself the same way."""
    cells = {t for t in targets if isinstance(t, int) and not isinstance(t, bool)}
    ringed = set(rings)
    return {"targets": sorted(cells - ringed), "captures": sorted(cells & ringed),
            "rings": sorted(ringed)}


def empty(lang: str) -> str:
    """What an empty square holds, said in ``lang`` ("empty", "пусто")."""
    return i18n.translations(lang).pgettext("a square", "empty")


def square_name(square: str, piece: str | None, lang: str) -> str:
    """A chessboard cell's accessible name: "e4 White volkhv", "e4 empty" in ``lang``."""
    return i18n.translations(lang).gettext("{square} {piece}").format(
        square=square, piece=empty(lang) if piece is None else piece)
