"""Rebuilding a journal entry's positions from its record, for any game."""
from __future__ import annotations

from typing import Any

import games
from games.core import GameError
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


def scene(game, state, last_move=None) -> dict:
    """The board scene of a position with everything revealed (a finished record)."""
    view = VIEWS.get(game.info.family)
    if view is None:
        raise GameError(f"no board drawing for {game.info.family!r}")
    last = view.last_cells(last_move) if last_move is not None else ()
    if game.info.family == "kamla":
        return view.scene(state, power_sides=frozenset({0, 1}), last=last)
    return view.scene(state, last=last, **scene_options(view, game))


def cell_ids(game, names: list[str]) -> frozenset[int]:
    """The scene cell ids of cells named as the oracle names them ("e4", "26");
    a name that is no cell (an imported entry's) is left out."""
    from games.core import parse_square
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
