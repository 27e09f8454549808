"""The spreads: each family's positions as data (``oracle/data/spreads.toml``)
and the code that finds this game's facts at each position.

``places(rp)`` gives the facts of every position of the family's spread;
``ending(rp)`` the family's own facts of the ending (a Kamla mate's giver, a
tafl king's fall). A family without a module has no positions beyond the
ending and the turning points.
"""
from __future__ import annotations

from functools import cache
from typing import Any, Callable

from oracle.model import Fact
from oracle.texts import language, read_toml
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
def _spreads(lang: str) -> dict[str, Any]:
    families: dict[str, Any] = (read_toml("en", "data", "spreads.toml") or {})["families"]
    own = (read_toml(lang, "data", "spreads.toml") or {}).get("families", {}) \
        if lang != "en" else {}
    out = {}
    for family, about in families.items():
        words = own.get(family, {})
        said = words.get("positions", [])
        if said and [p["id"] for p in said] != [p["id"] for p in about["positions"]]:
            raise ValueError(f"{lang}/spreads.toml: the positions of {family!r} differ")
        positions = [{**p, **({"heading": said[i]["heading"]} if said else {})}
                     for i, p in enumerate(about["positions"])]
        out[family] = {**about, **{k: words[k] for k in ("title", "source") if k in words},
                       "positions": positions}
    return out


def spreads(lang: str | None = None) -> dict[str, Any]:
    """The spreads by family, their words in ``lang`` (default: the current language)."""
    return _spreads(lang or language())


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
