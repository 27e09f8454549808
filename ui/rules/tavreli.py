"""Tavreli rules for players: the diagrams of the rules page, as data. The page's
text, every rule and decision by its id with its source, is the project's
rules document ``docs/rules/en/tavreli.md``, read by ``ui.rules.document``.

Each diagram is a small hand-built position string plus the tower it shows (and, for
a split, how many of its pieces move), or the moves it plays out. Where a tower may
go is never typed here: :func:`highlights` asks the engine (``legal_moves``), so a
diagram can never disagree with the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial

import games
import i18n
from games.tavreli import (
    FILES, HELGI, KIND_NAMES, KNYAZ, LETTERS, LUCHNIK, RATNIK, RATNIK_PROMOTES_TO, RATOBORETS,
    START, VOLKHV, VSADNIK, TavreliMove, TavreliState, letters, parse_square,
)
from ui.i18n import N_
from ui.rules import RulesText, document
from ui.views.tavreli import split_step

GAME = games.make("tavreli")

CHECK = "check"
"""``expect`` of a diagram whose caption says the side to move is in check."""


@dataclass(frozen=True)
class Diagram:
    """One small board.

    ``piece`` is the square of the tower whose moves are shown (framed; the
    squares it may move to marked). ``count`` limits them to the moves of its
    top ``count`` pieces (a split, shown on the tower as ``count/height``).
    With ``after``, the diagram instead shows the position after those moves,
    the squares they changed washed in gold. ``expect`` is what the caption
    claims of the position shown (``"mate"``, ``"stalemate"`` or ``CHECK``),
    checked by tests.
    """

    key: str
    position: str
    caption: str = ""
    """From the rules document (``ui.rules.document``)."""
    piece: str | None = None
    count: int | None = None
    after: tuple[str, ...] = ()
    expect: str | None = None


PIECES: tuple[tuple[int, str, str], ...] = (
    (VOLKHV, N_("the sorcerer-priest"), N_("king")),
    (KNYAZ, N_("the prince"), N_("queen")),
    (RATOBORETS, N_("the champion"), N_("rook")),
    (LUCHNIK, N_("the archer"), N_("bishop")),
    (VSADNIK, N_("the horseman"), N_("knight")),
    (RATNIK, N_("the foot warrior"), N_("pawn")),
    (HELGI, N_("a Norse prince's name"), N_("queen and knight")),
)
"""Each piece: what its Russian name means and which chess piece it moves like
(marked for the catalog; the names of ``KIND_NAMES`` are marked in ``NAMES``)."""
NAMES = (N_("volkhv"), N_("knyaz"), N_("ratoborets"), N_("luchnik"), N_("vsadnik"), N_("ratnik"),
         N_("helgi"))


def pieces_table(lang: str = "en") -> str:
    """The pieces (TV-1) as a Markdown table: names and letters from the engine;
    outside English the language's letter (the boards draw it) before the record's."""
    words = i18n.translations(lang)
    shown = letters(lang)
    lines = [words.gettext("| Piece | Letter | Meaning | Moves like |"), "|---|:-:|---|---|"]
    for kind, meaning, chess in PIECES:
        say = words.gettext  # the names and words marked above
        letter = LETTERS[kind] if shown[kind] == LETTERS[kind] else \
            f"{shown[kind]} ({LETTERS[kind]})"
        lines.append(f"| **{say(KIND_NAMES[kind])}** | {letter} | {say(meaning)} | "
                     f"{say(chess)} |")
    return "\n".join(lines)


def promotion_text() -> str:
    """Which ratnik becomes which piece (TV-7), file by file, from the engine."""
    files: dict[int, list[str]] = {}
    for file, kind in enumerate(RATNIK_PROMOTES_TO):
        files.setdefault(kind, []).append(FILES[file])
    return "; ".join(f"{' and '.join(f)}, {KIND_NAMES[kind]}" for kind, f in files.items())


DIAGRAMS: tuple[Diagram, ...] = (
    Diagram("start", START),
    Diagram("helgi", "4k3/8/8/8/3H4/8/8/4K3 w - -", piece="d4"),
    Diagram("slider", "4k3/3[PNr]4/8/2n5/3Q2PN1/8/1B6/4K3 w - -", piece="d4"),
    Diagram("capture", "4k3/3[PNr]4/8/2n5/3Q2PN1/8/1B6/4K3 w - -", after=("d4xc5",)),
    Diagram("owner", "4k3/8/8/2[Qn]5/8/8/8/4K3 b - -", piece="c5"),
    Diagram("split", "4k3/8/8/8/4[RbN]3/8/8/K7 w - -", piece="e4", count=2),
    Diagram("split_one", "4k3/8/8/8/4[RbN]3/8/8/K7 w - -", after=("e4(1)-c3",)),
    Diagram("split_two", "4k3/8/8/8/4[RbN]3/8/8/K7 w - -", after=("e4(2)-c3",),
            expect=CHECK),
    Diagram("pinned", "4k3/8/8/8/4[Rb]3/8/8/K7 b - -", piece="e4", count=1),
    Diagram("pinned_whole", "4k3/8/8/8/4[Rb]3/8/8/K7 b - -", piece="e4"),
    Diagram("volkhv", "4k3/8/2pn5/3r4/4K3/4Bn2/8/8 w - -", piece="e4"),
    Diagram("volkhv_tower", "4k3/8/8/8/4[nK]3/8/8/8 w - -", piece="e4", count=1),
    Diagram("ratnik", "4k3/8/8/8/2N5/3pq1B2/2PB2PB2/4K3 w - -", piece="c2"),
    Diagram("ratnik_own", "4k3/8/8/8/2N5/3pq1B2/2PB2PB2/4K3 w - -", piece="f2"),
    Diagram("promote", "1r3b2/4PH3/8/8/8/7k/8/4K3 w - -", piece="e7"),
    Diagram("promoted", "1r3b2/4PH3/8/8/8/7k/8/4K3 w - -", after=("e7-e8",)),
    Diagram("carried", "8/8/2[PQN]5/8/8/8/8/4K2k w - -", after=("c6-d8",)),
    Diagram("uncovered", "3[PQN]3k/8/8/8/8/8/8/4K3 w - -", after=("d8(1)-c6",),
            expect=CHECK),
    Diagram("demote", "4k3/2n5/8/3Q+4/8/8/8/4K3 b - -", piece="c7"),
    Diagram("demoted", "4k3/2n5/8/3Q+4/8/8/8/4K3 b - -",
            after=("c7xd5", "e1-d1", "d5(1)-b6")),
    Diagram("check", "4k3/4Q3/8/8/8/8/8/4K3 b - -", piece="e8", expect=CHECK),
    Diagram("mate", "7k/6Q1/8/8/8/2B5/8/4K3 b - -", expect="mate"),
    Diagram("stalemate", "k7/2Q5/8/8/8/8/8/4K3 b - -", expect="stalemate"),
    Diagram("castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", piece="e1"),
    Diagram("en_passant", "4k3/8/8/3[Npq]PH3/8/8/8/4K3 w - d6(2)", piece="e5"),
    Diagram("en_passant_after", "4k3/8/8/3[Npq]PH3/8/8/8/4K3 w - d6(2)",
            after=("e5xd6",)),
)
"""Every diagram; its caption and its place on the page are in the rules document."""

@cache
def page(language: str = "en") -> RulesText:
    """The rules page in ``language`` (its document, or the English one while
    that is not written; issue 29)."""
    return document.load("tavreli", DIAGRAMS,
                         tables={"pieces": partial(pieces_table, lang=language)},
                         values={"start": START, "promotion": promotion_text()},
                         language=document.edition("tavreli", language))


PAGE = page()
TITLE, DECISIONS = PAGE.title, PAGE.decisions
CLARIFICATIONS_TITLE, CLARIFICATIONS = PAGE.clarifications_title, PAGE.clarifications


def diagrams() -> list[Diagram]:
    """Every diagram, in page order."""
    return PAGE.figures(Diagram)


# Derived from the engine -------------------------------------------------------------

def start_state(diagram: Diagram) -> TavreliState:
    return GAME.parse_position(diagram.position)


def shown_state(diagram: Diagram) -> TavreliState:
    """The position the diagram draws (after ``after``; each move must be legal)."""
    state = start_state(diagram)
    for text in diagram.after:
        state = GAME.apply(state, GAME.parse_move(state, text))
    return state


def piece_moves(diagram: Diagram) -> list[TavreliMove]:
    """The legal moves of the tower shown (of its top ``count`` pieces, if given)."""
    state = start_state(diagram)
    square = parse_square(diagram.piece)
    return [m for m in GAME.legal_moves(state)
            if m.origin == square and (diagram.count is None or m.count == diagram.count)]


def changed_squares(before: TavreliState, after: TavreliState) -> tuple[int, ...]:
    return tuple(sq for sq in range(64) if before.board[sq] != after.board[sq])


@dataclass(frozen=True)
class Highlights:
    selected: frozenset
    """The tower's square, and the split step ``"k=<count>"`` when part of it moves."""
    targets: frozenset[int]
    wash: tuple[int, ...]
    """The targets again (a dot alone is faint on a dark square or under a tower), or,
    after moves, the squares they changed."""


def highlights(diagram: Diagram) -> Highlights:
    """What the diagram marks, all of it computed by the engine."""
    if diagram.after:
        wash = changed_squares(start_state(diagram), shown_state(diagram))
        return Highlights(frozenset(), frozenset(), wash)
    if diagram.piece is None:
        return Highlights(frozenset(), frozenset(), ())
    square = parse_square(diagram.piece)
    selected = {square}
    height = len(start_state(diagram).board[square])
    if diagram.count is not None and diagram.count < height:
        selected.add(split_step(diagram.count))
    targets = frozenset(m.target for m in piece_moves(diagram))
    return Highlights(frozenset(selected), targets, tuple(sorted(targets)))
