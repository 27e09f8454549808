"""The oracle's values: the signs read from a game, the facts a reading
states, its sections (the positions of a spread), and the reading itself."""
from __future__ import annotations

from dataclasses import dataclass, field

from oracle import texts

JUDGEMENT_WORDS = 120
"""The first screen (title, figure, judgement) holds at most this many words."""


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
    lens: str = ""
    """What this part says for the kind of question asked (``questions.toml``)."""
    lang: str = field(default_factory=texts.language)
    """The language it was put together in (``oracle.texts.speaking``)."""

    @property
    def text(self) -> str:
        """The section as the user reads it: the line for the question, the
        facts, then the meaning and where the meaning comes from."""
        meaning = [self.meaning] if self.meaning else []
        if self.meaning and self.source:
            meaning.append(texts.fill(texts.phrase("source_of_meaning", self.lang),
                                      {"source": self.source}))
        return " ".join(([self.lens] if self.lens else []) + [f.text for f in self.facts]
                        + meaning)


@dataclass(frozen=True)
class TurningPoint:
    """A moment where the game turned (a changing line): ``number`` is the
    move's place in the record (1-based ply, for pages that step to it), its
    text, who played it, the side the swing favoured, the swing's size in the
    computer player's units (never said in a reading), and ``moment``, the
    move as the move list numbers it ("move 5 (Ne2xd5)")."""

    number: int
    move: str
    mover: int
    side: int
    swing: str
    moment: str = ""


@dataclass(frozen=True)
class Reading:
    """A reading: a title, the figure, a judgement (``answer``, at most
    ``JUDGEMENT_WORDS`` words with the title and the figure, answering the
    question in the querent's terms), the sections of the family's spread
    (the outcome first), 1-3 reflection prompts, and the signs it rests on.
    ``first_screen`` is what a page shows first; ``sections`` what it folds.

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
    figure: Section | None = None
    """The figure the reading is cast as (a hexagram, a House, the family's own);
    its id ends in ``.figure``."""
    lang: str = field(default_factory=texts.language)
    """The language it was cast in (en, ru)."""

    @property
    def parts(self) -> list[Section]:
        """The figure, then the sections."""
        return ([self.figure] if self.figure else []) + list(self.sections)

    @property
    def paragraphs(self) -> list[tuple[str, str, str]]:
        """``(section id, heading, text)`` for the figure and every section
        (what the pages show: the figure first, the sections folded)."""
        return [(s.id, s.heading, s.text) for s in self.parts]

    @property
    def first_screen(self) -> list[str]:
        """What a page shows first: the title, the figure, the judgement."""
        figure = [self.figure.heading, self.figure.text] if self.figure else []
        return [self.title, *figure, self.answer]

    @property
    def first_screen_words(self) -> int:
        return sum(len(part.split()) for part in self.first_screen)

    @property
    def facts(self) -> list[Fact]:
        return [f for s in self.parts for f in s.facts]

    @property
    def cells(self) -> list[str]:
        """Every cell the reading names, in order, once each."""
        return list(dict.fromkeys(c for s in self.parts for c in s.cells))

    @property
    def text(self) -> str:
        """The whole reading as the user reads it, plain text."""
        parts = [self.title]
        if self.question:
            parts.append(texts.fill(texts.phrase("your_question", self.lang),
                                    {"question": self.question}))
        if self.figure:
            parts.append(f"{self.figure.heading}\n{self.figure.text}")
        parts.append(self.answer)
        parts += [f"{s.heading}\n{s.text}" for s in self.sections]
        if self.prompts:
            parts.append(texts.phrase("reflect_heading", self.lang) + "\n"
                         + "\n".join(f"- {p}" for p in self.prompts))
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
