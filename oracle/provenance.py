"""Where the oracle's meanings come from: for a game family, its spread (the
positions, from the seed named) and every sign's meaning, grouped by its
provenance (a seed, or the app's own). The rules pages show this as
"Sources of the symbols"."""
from __future__ import annotations

from dataclasses import dataclass

from oracle import spread, texts

PLACEHOLDERS = ("king", "winner", "loser", "first", "second", "game", "reason", "next", "side",
                "raisers")
"""A label's placeholders; where no game fills them they read as the phrase
``unfilled_<name>`` says ("the winner")."""


@dataclass(frozen=True)
class Sources:
    spread_title: str
    spread_source: str
    positions: tuple[str, ...]
    meanings: tuple[tuple[str, tuple[str, ...]], ...]
    """``(provenance, sign labels)``, the seeds first, the app's own last."""


def sources(family: str, lang: str = "en") -> Sources:
    """The sources of ``family``'s spread and sign meanings, in ``lang``."""
    with texts.speaking(lang):
        about = spread.spreads().get(family, {})
        unfilled = {name: texts.phrase(f"unfilled_{name}") for name in PLACEHOLDERS}
        groups: dict[str, list[str]] = {}
        for symbol_id, entry in sorted(texts.entries().items()):
            if symbol_id.split(".")[0] != family:
                continue
            label = texts.fill(entry["label"], unfilled)
            groups.setdefault(entry["provenance"], []).append(label)
        order = sorted(groups, key=lambda p: (p == texts.APP, p))
        return Sources(about.get("title", ""), about.get("source", ""),
                       tuple(p["heading"] for p in spread.positions(family)),
                       tuple((texts.source(p), tuple(dict.fromkeys(groups[p])))
                             for p in order))
