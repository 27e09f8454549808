"""The oracle's values: the signs read from a game, the facts a reading
states, its sections (the positions of a spread), and the reading itself."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Symbol:
    """One sign read from a game record or a position.

    ``id`` is a stable key (``"kamla.winner.lower"``) that names its texts in
    ``oracle/texts/*.toml``; ``label`` is short and human; ``detail`` is one
    line of facts from this game; ``weight`` orders symbols (higher first):
    the sign's own weight and how much of this game it covers, never how rare
    random play finds it; ``rarity`` is the share of seeded computer games
    whose reading at the same stage shows it (``oracle.tables``; never weighs
    and is never said in a reading's text; None where not known), and
    ``rarity_words`` says it plainly for the list of signs ("seen in about 1
    of 40 computer games by move 40").
    """

    id: str
    label: str
    detail: str
    weight: int
    rarity: float | None = None
    rarity_words: str = ""


@dataclass(frozen=True)
class Fact:
    """One statement about this game: ``claim`` is what the cross-check
    (``oracle.check``) recomputes from the record, ``text`` the sentence the
    reading says. A claim is ``(kind, *values)``, e.g. ``("move", 12, "Sd3-d4")``."""

    claim: tuple
    text: str


@dataclass(frozen=True)
class Section:
    """One position of a spread as read in this game: its heading, the facts
    of this game there, and the meaning of the sign it shows.

    ``id`` is the position's id (``"kamla.rivers"``); ``sign`` the symbol id
    whose meaning is read (empty: none); ``source`` where the meaning comes
    from (a seed, or the app's own); ``cells`` the board cells it names.
    """

    id: str
    heading: str
    facts: tuple[Fact, ...]
    meaning: str
    sign: str = ""
    source: str = ""
    cells: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The section as the user reads it: the facts, then the meaning and
        where the meaning comes from."""
        meaning = [self.meaning] if self.meaning else []
        if self.meaning and self.source:
            meaning.append(f"(Source of this meaning: {self.source}.)")
        return " ".join([f.text for f in self.facts] + meaning)


@dataclass(frozen=True)
class TurningPoint:
    """A moment where the game turned (a changing line): the move's number
    in the record and its text, who played it, the side the swing favoured,
    and the swing's size in the computer player's units."""

    number: int
    move: str
    mover: int
    side: int
    swing: str


@dataclass(frozen=True)
class Reading:
    """A reading: a title, a short answer, the sections of the family's spread
    (the outcome first), 1-3 reflection prompts, and the signs it rests on.

    ``question`` is the question as it was quoted back (plain text, may be
    empty); ``question_kind`` how it was sorted (``oracle.question``);
    ``querent`` the player the reading speaks for (None: nobody's);
    ``curve`` the evaluation after each move (player 0's view, in the
    computer player's units), empty where the family has none.
    """

    title: str
    answer: str
    sections: list[Section]
    symbols: list[Symbol]
    ruleset: str
    question: str = ""
    prompts: list[str] = field(default_factory=list)
    question_kind: str = ""
    querent: int | None = None
    turning_points: list[TurningPoint] = field(default_factory=list)
    curve: list[float] = field(default_factory=list)

    @property
    def paragraphs(self) -> list[tuple[str, str, str]]:
        """``(section id, heading, text)`` for every section (what the pages show)."""
        return [(s.id, s.heading, s.text) for s in self.sections]

    @property
    def facts(self) -> list[Fact]:
        return [f for s in self.sections for f in s.facts]

    @property
    def cells(self) -> list[str]:
        """Every cell the reading names, in order, once each."""
        return list(dict.fromkeys(c for s in self.sections for c in s.cells))

    @property
    def text(self) -> str:
        """The whole reading as the user reads it, plain text."""
        parts = [self.title]
        if self.question:
            parts.append(f"Your question: {self.question}")
        parts.append(self.answer)
        parts += [f"{s.heading}\n{s.text}" for s in self.sections]
        if self.prompts:
            parts.append("To reflect on\n" + "\n".join(f"- {p}" for p in self.prompts))
        return "\n\n".join(parts)

    def symbol(self, symbol_id: str) -> Symbol | None:
        """The symbol with this id, or None."""
        return next((s for s in self.symbols if s.id == symbol_id), None)


@dataclass(frozen=True)
class Found:
    """What an extractor found, before texts and rarity are attached.

    ``bonus`` is added to the symbol's base weight (from its text entry);
    ``values`` fills ``{name}`` placeholders in the symbol's texts (game data
    such as player names, never user input); ``side`` is the player the sign
    speaks of (a side's captures, its biy, its king), None for a sign of the
    whole game: with a querent, its meaning reads as theirs or as what faces them.
    """

    id: str
    detail: str
    bonus: int = 0
    values: tuple[tuple[str, str], ...] = field(default=())
    side: int | None = None
