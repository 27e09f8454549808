"""The spreads: each family's positions as data (``oracle/data/spreads.toml``)
and the code that finds this game's facts at each position.

``places(rp)`` gives the facts of every position of the family's spread;
``ending(rp)`` the family's own facts of the ending (a Kamla mate's giver, a
tafl king's fall). A family without a module has no positions beyond the
ending and the turning points.
"""
from __future__ import annotations

import tomllib
from functools import cache
from importlib.resources import files
from typing import Any, Callable

from oracle.model import Fact
from oracle.replay import Replay
from oracle.spread import kamla, pieces, senet, tafl
from oracle.spread.common import Place

PLACES: dict[str, Callable[[Replay], dict[str, Place]]] = {
    "kamla": kamla.places, "senet": senet.places, "tafl": tafl.places,
    "shatra": pieces.shatra_places, "tavreli": pieces.tavreli_places}
ENDINGS: dict[str, Callable[[Replay], tuple[Fact, ...]]] = {"kamla": kamla.ending,
                                                            "tafl": tafl.ending}
SINCE: dict[str, Callable[[Replay, int], tuple[Fact, ...]]] = {"kamla": kamla.since}


@cache
def spreads() -> dict[str, Any]:
    """The spreads by family, as stored."""
    text = files("oracle").joinpath("data", "spreads.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)["families"]


def positions(family: str) -> list[dict[str, Any]]:
    return spreads().get(family, {}).get("positions", [])


def turn_threshold(family: str) -> float:
    """The least swing that counts as a turning point in this family."""
    return float(spreads().get(family, {}).get("turn", 1))


def places(rp: Replay) -> dict[str, Place]:
    found = PLACES.get(rp.game.info.family)
    return found(rp) if found else {}


def ending(rp: Replay) -> tuple[Fact, ...]:
    found = ENDINGS.get(rp.game.info.family)
    return found(rp) if found and rp.outcome is not None and not rp.declared else ()


def since(rp: Replay, previous: int) -> tuple[Fact, ...]:
    """What changed since an earlier cast of this game (after ``previous`` steps)."""
    from oracle.spread.common import since as moves_since
    found = SINCE.get(rp.game.info.family)
    extra = found(rp, previous) if found and previous < len(rp.texts) else ()
    return moves_since(rp, previous) + extra
