"""Kamla rules for players: the diagrams of the rules page, as data. The page's
text, every rule and decision by its id with its source, is the project's
rules document ``docs/rules/en/kamla.md``, read by ``ui.rules.document``.

Each diagram is a small hand-built position string plus the cell of the spirit it
shows; the cells it may move to are never typed here: :func:`highlights` asks the
engine (``legal_moves``), so a diagram can never disagree with the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import games
from games.kamla import (
    DROP, FILES, NUMBER, START, SWAP, KamlaMove, KamlaState, parse_square, square,
)
from ui.rules import RulesText, document

GAME = games.make("kamla")
PAIR = games.make("kamla-pair")


@dataclass(frozen=True)
class Diagram:
    """One small board.

    ``piece`` is the cell of the spirit whose moves are shown (selected, its
    destinations marked from the engine); ``reserve`` shows where a reserve
    Shield may be placed instead; ``after`` shows the position after that move
    (in ``position``) with the cells it touched washed in gold. ``viewer`` draws
    what one player of a pair game sees (only that side's Ruler marked);
    ``expect`` is the outcome the caption claims (``"mate"``), checked by tests.
    """

    key: str
    position: str
    caption: str = ""
    """From the rules document (``ui.rules.document``)."""
    piece: str | None = None
    reserve: bool = False
    after: str | None = None
    viewer: int | None = None
    expect: str | None = None


TENTS_ONLY = "3pr3/8/8/8/8/8/8/3PR3 L -"


def number_table() -> str:
    """The cell numbers (K-2) as a Markdown table, rank 8 at the top, read from the
    engine's board tables; the river numbers 3, 6 and 9 in bold."""
    lines = ["| | " + " | ".join(FILES) + " |", "|---:|" + ":-:|" * 8]
    for rank in range(7, -1, -1):
        cells = [str(NUMBER[square(f, rank)]) for f in range(8)]
        cells = [f"**{n}**" if n in "369" else n for n in cells]
        lines.append(f"| **{rank + 1}** | " + " | ".join(cells) + " |")
    return "\n".join(lines)


DIAGRAMS: tuple[Diagram, ...] = (
    Diagram("terrain", TENTS_ONLY),
    Diagram("start", START),
    Diagram("convert_before", "3r4/1a6/8/8/1E6/8/8/4R3 L -", piece="b4"),
    Diagram("convert_after", "3r4/1a6/8/8/1E6/8/8/4R3 L -", after="Eb4xb7"),
    Diagram("island_eagle", "3r4/8/8/8/8/E1s5/1N6/4R3 L -", piece="a3"),
    Diagram("island_horseman", "3r4/8/8/8/8/E1s5/1N6/4R3 L -", piece="b2"),
    Diagram("swap_before", "3r4/8/8/3S4/3E4/8/8/4R3 L -", piece="d4"),
    Diagram("swap_after", "3r4/8/8/3S4/3E4/8/8/4R3 L -", after="Ed4xd5"),
    Diagram("shell", "3r4/8/8/8/3S4/8/8/4R3 L -", piece="d4"),
    Diagram("shell_promoted", "3r4/8/4a3/4S+3/8/8/8/3R4 L -", piece="e5"),
    Diagram("archer", "3r4/4e3/4h3/8/4A3/8/8/4R3 L -", piece="e4"),
    Diagram("archer_promoted", "4r3/3s4/8/e1SA+1Sn1/3S4/8/3e4/4R3 L -", piece="d5"),
    Diagram("eagle", "3r4/8/1s6/8/1E2a3/8/8/4R3 L -", piece="b4"),
    Diagram("eagle_promoted", "3r4/8/1s6/8/1E+2a3/8/8/4R3 L -", piece="b4"),
    Diagram("horseman", "3r4/8/8/8/4N3/8/8/3R4 L -", piece="e4"),
    Diagram("horseman_crossing", "3r4/8/8/4s3/1Ns5/8/8/4R3 L -", piece="b4"),
    Diagram("horseman_promoted", "3r4/8/8/8/4N+3/8/8/3R4 L -", piece="e4"),
    Diagram("whale", "3r4/8/8/8/2W5/4s3/8/4R3 L -", piece="c4"),
    Diagram("whale_corner", "3r4/8/8/8/8/8/8/2W1R3 L -", piece="c1"),
    Diagram("ruler", "3r4/8/8/8/8/8/4P3/3R4 L -", piece="d1"),
    Diagram("priest", "3r4/8/8/8/8/8/4P3/3R4 L -", piece="e2"),
    Diagram("view_lower", START, viewer=0),
    Diagram("view_upper", START, viewer=1),
    Diagram("priest_before", "4r3/8/8/3e4/8/8/3P4/4R3 U -", piece="d5"),
    Diagram("priest_after", "4r3/8/8/3e4/8/8/3P4/4R3 U -", after="Ed5xd2/g7"),
    Diagram("captive", "3r1P!2/6a1/8/8/8/8/8/4R3 L -", piece="f8"),
    Diagram("shield_drop", "4r3/8/8/8/8/8/8/3PR3 L H2", reserve=True),
    Diagram("shield_second", "3r4/6P!1/8/8/8/2H5/8/4R3 L H1", reserve=True),
    Diagram("mate", "3r4/8/8/8/8/8/7e/e2R4 L -", piece="d1", expect="mate"),
    Diagram("stillness", "3r4/8/8/4e3/8/8/e7/3R4 L -", piece="d1",
            expect="stillness"),
)
"""Every diagram; its caption and its place on the page are in the rules document."""

@cache
def page(language: str = "en") -> RulesText:
    """The rules page in ``language`` (its document, or the English one while
    that is not written; issue 29)."""
    return document.load("kamla", DIAGRAMS, tables={"numbers": number_table},
                         values={"start": START}, language=document.edition("kamla", language))


PAGE = page()
TITLE, DECISIONS = PAGE.title, PAGE.decisions
CLARIFICATIONS_TITLE, CLARIFICATIONS = PAGE.clarifications_title, PAGE.clarifications


def diagrams() -> list[Diagram]:
    """Every diagram, in page order."""
    return PAGE.figures(Diagram)


# Derived from the engine -------------------------------------------------------------

def _after_move(diagram: Diagram) -> KamlaMove | None:
    if diagram.after is None:
        return None
    state = GAME.parse_position(diagram.position)
    return GAME.parse_move(state, diagram.after)  # raises if the move is not legal


def shown_state(diagram: Diagram) -> KamlaState:
    """The position the diagram draws (after ``after``, seen by ``viewer``)."""
    state = GAME.parse_position(diagram.position)
    move = _after_move(diagram)
    if move is not None:
        state = GAME.apply(state, move)
    if diagram.viewer is not None:
        state = PAIR.public_view(state, diagram.viewer)
    return state


def power_sides(diagram: Diagram) -> frozenset[int]:
    return frozenset({0, 1}) if diagram.viewer is None else frozenset({diagram.viewer})


def piece_moves(state: KamlaState, cell: int) -> list[KamlaMove]:
    """The legal moves of the spirit on ``cell`` (a swap belongs to both tent spirits)."""
    return [m for m in GAME.legal_moves(state)
            if m.origin == cell or (m.kind == SWAP and m.target == cell)]


@dataclass(frozen=True)
class Highlights:
    selected: frozenset[int]
    targets: frozenset[int]
    wash: tuple[int, ...]
    """Cells washed in gold: a move just played, or where a captured Priest may go."""


def highlights(diagram: Diagram) -> Highlights:
    """What the diagram marks, all of it computed by the engine."""
    state = shown_state(diagram)
    if diagram.after is not None:
        move = _after_move(diagram)
        cells = tuple(c for c in (move.origin, move.target, move.captivity) if c >= 0)
        return Highlights(frozenset(), frozenset(), cells)
    if diagram.reserve:
        drops = {m.target for m in GAME.legal_moves(state) if m.kind == DROP}
        return Highlights(frozenset(), frozenset(drops), ())
    if diagram.piece is None:
        return Highlights(frozenset(), frozenset(), ())
    cell = parse_square(diagram.piece)
    moves = piece_moves(state, cell)
    targets = {m.origin if m.target == cell else m.target for m in moves}
    captivity = tuple(sorted({m.captivity for m in moves if m.captivity >= 0}))
    return Highlights(frozenset({cell}), frozenset(targets), captivity)
