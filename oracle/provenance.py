"""Where the oracle's meanings come from: for a game family, its spread (the
positions, from the seed named) and every sign's meaning, grouped by its
provenance (a seed, or the app's own). The rules pages show this as
"Sources of the symbols"."""
from __future__ import annotations

from dataclasses import dataclass

from oracle import spread, texts

PLACEHOLDER_WORDS = {"king": "king", "winner": "the winner", "loser": "the loser",
                     "first": "the first player", "second": "the second player",
                     "game": "the game", "reason": "the reason", "next": "the next player", "side": "a side"}
"""How a label's placeholders read where no game fills them."""


@dataclass(frozen=True)
class Sources:
    spread_title: str
    spread_source: str
    positions: tuple[str, ...]
    meanings: tuple[tuple[str, tuple[str, ...]], ...]
    """``(provenance, sign labels)``, the seeds first, the app's own last."""


def sources(family: str) -> Sources:
    """The sources of ``family``'s spread and sign meanings."""
    about = spread.spreads().get(family, {})
    groups: dict[str, list[str]] = {}
    for symbol_id, entry in sorted(texts.entries().items()):
        if symbol_id.split(".")[0] != family:
            continue
        label = texts.fill(entry["label"], PLACEHOLDER_WORDS)
        groups.setdefault(entry["provenance"], []).append(label)
    order = sorted(groups, key=lambda p: (p == texts.APP, p))
    return Sources(about.get("title", ""), about.get("source", ""),
                   tuple(p["heading"] for p in spread.positions(family)),
                   tuple((p, tuple(dict.fromkeys(groups[p]))) for p in order))
