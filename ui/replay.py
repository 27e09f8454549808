"""Rebuilding a journal entry's positions from its record, for any game."""
from __future__ import annotations

from typing import Any

import games
import i18n
from games.core import GameError, parse_square
from games.kamla import name as cell_name
from oracle import fuxi
from ui.views import kamla, scene_options, senet, shatra, tafl, tavreli

VIEWS = {"kamla": kamla, "senet": senet, "shatra": shatra, "tavreli": tavreli, "tafl": tafl}


def positions(ruleset: str, options: dict, start: str, record: list[str]) -> tuple[Any, list]:
    """The game and the state after each ply (index 0 = the start).

    :raises GameError: the entry's record does not replay (e.g. an edited import).
    """
    try:
        game = games.make(ruleset, **options)
    except TypeError as error:
        raise GameError(f"the options {options!r} do not fit {ruleset!r}: {error}") from None
    state = game.parse_position(start) if start else game.initial_state()
    states = [state]
    for text in record:
        state = game.push(state, text)
        states.append(state)
    return game, states


def scene(game, state, last_move=None, *, finished: bool = True, lang: str = "en") -> dict:
    """The board scene of a position, named and lettered in ``lang``: everything
    revealed in a finished record; in one still in play, a hidden Ruler stays
    hidden (K-22)."""
    view = VIEWS.get(game.info.family)
    if view is None:
        raise GameError(f"no board drawing for {game.info.family!r}")
    last = view.last_cells(last_move) if last_move is not None else ()
    if game.info.family == "kamla":
        shown = finished or not game.info.hidden_information
        return view.scene(state, power_sides=frozenset({0, 1} if shown else ()), last=last,
                          lang=lang)
    return view.scene(state, last=last, lang=lang, **scene_options(view, game))


def cell_ids(game, names: list[str]) -> frozenset[int]:
    """The scene cell ids of cells named as the oracle names them ("e4", "26");
    a name that is no cell (an imported entry's) is left out."""
    names = [n for n in names if isinstance(n, str)]
    family = game.info.family
    if family in ("senet", "shatra"):
        return frozenset(int(n) for n in names if n.isascii() and n.isdecimal() and len(n) <= 3)
    if family == "tafl":
        geometry = game.geometry
        by_name = {geometry.name(sq): sq for sq in range(geometry.n * geometry.n)}
        return frozenset(by_name[n] for n in names if n in by_name)
    cells = set()
    for name in names:
        try:
            cells.add(parse_square(name))
        except ValueError:
            continue
    return frozenset(cells)


def cast_marks(game, kept: Any) -> list[tuple[int, fuxi.Hexagram]]:
    """A Kamla entry's cast as the journal kept it (``reading["cast"]``): each
    cell with its hexagram on Fu Xi's square, origin (the primary hexagram)
    then destination (the relating one). An entry that kept no cast (written
    before the cast, or not Kamla), or kept junk, has none."""
    if game.info.family != "kamla" or not isinstance(kept, list) or not 1 <= len(kept) <= 2:
        return []
    try:
        cells = [parse_square(name) for name in kept if isinstance(name, str)]
    except ValueError:
        return []
    if len(cells) != len(kept) or not all(0 <= c < 64 for c in cells):
        return []
    return [(cell, fuxi.hexagram_of_square(cell)) for cell in cells]


def cast_caption(marks: list[tuple[int, fuxi.Hexagram]], lang: str = "en") -> str:
    """``The cast: ䷀ Qian on a1 becomes ䷪ Resolution on a2``."""
    words = i18n.translations(lang)
    said = [words.gettext("{symbol} {name} on {cell}").format(
        symbol=h.symbol, name=fuxi.text(h.number, lang).name, cell=cell_name(c)) for c, h in marks]
    if len(said) == 2:  # two cells of the square: two hexagrams, some line changes
        return words.gettext("The cast: {first} becomes {second}.").format(
            first=said[0], second=said[1])
    return words.gettext("The cast: {first} (a Shield raised); no line changes.").format(
        first=said[0])
