"""The oracle's values: a symbol read from a game, and the reading made of them."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Symbol:
    """One sign read from a game record or a position.

    ``id`` is a stable key (``"kamla.winner.lower"``) that names its texts in
    ``oracle/texts/*.toml`` and its share in ``oracle/data/rarity.json``;
    ``label`` is short and human; ``detail`` is one line of facts from this
    game; ``weight`` orders symbols (higher first); ``rarity`` is the estimated
    share of games showing it (None where it was not estimated).
    """

    id: str
    label: str
    detail: str
    weight: int
    rarity: float | None = None


@dataclass(frozen=True)
class Reading:
    """A reading: a title, a short answer and 3-6 paragraphs, each tied to a
    symbol present (``(symbol_id, heading, text)``). ``question`` is the
    querent's question as it was quoted back (plain text, may be empty)."""

    title: str
    answer: str
    paragraphs: list[tuple[str, str, str]]
    symbols: list[Symbol]
    ruleset: str
    question: str = ""

    def symbol(self, symbol_id: str) -> Symbol | None:
        """The symbol with this id, or None."""
        return next((s for s in self.symbols if s.id == symbol_id), None)


@dataclass(frozen=True)
class Found:
    """What an extractor found, before texts and rarity are attached.

    ``bonus`` is added to the symbol's base weight (from its text entry);
    ``values`` fills ``{name}`` placeholders in the symbol's texts (game data
    such as player names, never user input).
    """

    id: str
    detail: str
    bonus: int = 0
    values: tuple[tuple[str, str], ...] = field(default=())
