"""Altai Shatra rules for players: the diagrams of the rules page, as data. The page's
text, every rule and decision by its id with its source, is the project's
rules document ``docs/rules/en/shatra.md``, read by ``ui.rules.document``.

Each diagram is a small hand-built position string plus what it shows: a piece's
moves, the reserve, the pieces allowed to move, one move drawn leap by leap, a move
just made, or a named part of the board. Where a piece may go, what it would capture
and which squares a region holds are never typed here: :func:`highlights` asks the
engine (``legal_moves`` and the board tables), so a diagram can never disagree with
the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial

import games
import i18n
from games.shatra import (
    BLACK, COORD, DITCH_AFTER_ROW, DROP, FORTRESS, GATE, GREAT_ROAD, HALF, PROMOTION, WHITE,
    ShatraMove, ShatraState, format_position, start_state,
)
from ui.rules import RulesText, document

GAME = games.make("shatra")
START = format_position(start_state())
EXAMPLE = format_position(GAME.parse_position(
    "White: Б53 б11, ш – 48, 49, 50; Black: Б10, ш – 1, 2, 3; White to move"))
"""The source's own example of a position, completed for both sides."""

REGIONS: dict[str, tuple[str, frozenset[int]]] = {
    "road": ("the great road", frozenset(GREAT_ROAD)),
    "promotion": ("the promotion rows", PROMOTION[WHITE] | PROMOTION[BLACK]),
}
"""Parts of the board a diagram may wash, read from the engine's board tables."""

PATH_CLASS = "capture"
"""Board style of the lines tracing a move: the gold of the other marks."""


@dataclass(frozen=True)
class Diagram:
    """One small board.

    ``piece`` is the square of the piece whose moves are shown (framed; the
    squares its moves may end on are dotted, the enemy pieces its captures
    would take ringed; with ``series`` the capture paths are drawn too).
    ``reserve`` shows where the next reserve shatra may be put; ``movers``
    frames every piece allowed to move. ``move`` draws one move, leap by leap,
    on the position before it; ``after`` shows the position after a move with
    the squares it touched washed in gold. ``region`` washes a named part of
    the board (``REGIONS``). ``expect`` is the end the caption claims (an
    outcome reason) for the position shown, or after ``move``; checked by tests.
    """

    key: str
    position: str
    caption: str = ""
    """From the rules document (``ui.rules.document``)."""
    piece: int | None = None
    series: bool = False
    reserve: bool = False
    movers: bool = False
    move: str | None = None
    after: str | None = None
    region: str | None = None
    expect: str | None = None


def span(squares) -> str:
    """``1–9`` for a run of square numbers, else the numbers in order."""
    ordered = sorted(squares)
    if ordered == list(range(ordered[0], ordered[-1] + 1)) and len(ordered) > 2:
        return f"{ordered[0]}–{ordered[-1]}"
    return ", ".join(map(str, ordered))


def regions_table(lang: str = "en") -> str:
    """The named parts of the board (SH-1, SH-3) as a Markdown table, read from the
    engine's board tables."""
    by_row = {}
    for sq in HALF[BLACK] | HALF[WHITE]:
        by_row.setdefault(COORD[sq][0], []).append(sq)
    above, below = by_row[DITCH_AFTER_ROW], by_row[DITCH_AFTER_ROW + 1]
    words = i18n.translations(lang)
    rows = (
        (words.gettext("Black's fortress"), span(FORTRESS[BLACK])),
        (words.gettext("Black's gate"), span({GATE[BLACK]})),
        (words.gettext("Black's half of the field"), span(HALF[BLACK])),
        (words.gettext("The ditch"), words.gettext("between {above} and {below}").format(above=span(above),
                                                                     below=span(below))),
        (words.gettext("White's half of the field"), span(HALF[WHITE])),
        (words.gettext("White's gate"), span({GATE[WHITE]})),
        (words.gettext("White's fortress"), span(FORTRESS[WHITE])),
        (words.gettext("The great road"), span(GREAT_ROAD)),
        (words.gettext("White promotes on"), span(PROMOTION[WHITE])),
        (words.gettext("Black promotes on"), span(PROMOTION[BLACK])),
    )
    lines = [words.gettext("| Part of the board | Squares |"), "|---|---|"]
    lines += [f"| {name} | {squares} |" for name, squares in rows]
    return "\n".join(lines)


DIAGRAMS: tuple[Diagram, ...] = (
    Diagram("start", START),
    Diagram("road", "White: Б53; Black: Б10; White to move", region="road"),
    Diagram("shatra", "White: Б53, ш – 43; Black: Б10; White to move", piece=43),
    Diagram("shatra_black", "White: Б53; Black: Б10, ш – 20; Black to move",
            piece=20),
    Diagram("shatra_gate", "White: Б53, ш – 14; Black: Б24; White to move", piece=14),
    Diagram("biy", "White: Б44; Black: Б10, ш – 20; White to move", piece=44),
    Diagram("batyr", "White: Б47 б35, ш – 58; Black: Б17; White to move", piece=35),
    Diagram("batyr_open", "White: Б47 б35; Black: Б17, ш – 20; White to move",
            piece=35),
    Diagram("reserve", "White: Б53, ш – 43, 56, 57, 58; Black: Б10, ш – 20, 1, 2; "
                       "White to move", reserve=True),
    Diagram("biy_gate", "White: Б53, ш – 43, 56, 57; Black: Б10; White to move",
            piece=53),
    Diagram("shatra_enemy_gate", "White: Б53, ш – 10; Black: Б24, ш – 7, 9, 20; "
                                 "White to move", piece=10),
    Diagram("sideways", "White: Б53, ш – 42; Black: Б10, ш – 20; White to move",
            move="42-43"),
    Diagram("sideways_barred", "White: Б53, ш – 43; Black: Б10, ш – 27; "
                               "White to move; barred 43-42", piece=43),
    Diagram("promote", "White: Б53, ш – 5; Black: Б17; White to move", move="5-2"),
    Diagram("promoted", "White: Б53, ш – 5; Black: Б17; White to move", after="5-2"),
    Diagram("short", "White: Б53, ш – 36; Black: Б10, ш – 29, 43, 35; White to move",
            piece=36, series=True),
    Diagram("long", "White: Б53 б44; Black: Б17, ш – 30, 42; White to move", piece=44,
            series=True),
    Diagram("series", "White: Б53, ш – 43; Black: Б10, ш – 36, 30, 24; White to move",
            move="43:29:31:17"),
    Diagram("series_after", "White: Б53, ш – 43; Black: Б10, ш – 36, 30, 24; "
                            "White to move", after="43:29:31:17"),
    Diagram("compulsion", "White: Б53, ш – 43, 45, 47, 51; Black: Б10, ш – 36, 40, "
                          "20; White to move", movers=True),
    Diagram("choice", "White: Б53, ш – 43; Black: Б17, ш – 36, 42, 22; White to move",
            piece=43, series=True),
    Diagram("biy_right", "White: Б46, ш – 51; Black: Б10, ш – 39, 26; White to move",
            piece=46, series=True),
    Diagram("biy_right_movers", "White: Б46, ш – 51; Black: Б10, ш – 39, 26; "
                                "White to move", movers=True),
    Diagram("gate_right", "White: Б53, ш – 21; Black: Б17, ш – 14, 8; White to move",
            piece=21, series=True),
    Diagram("own_gate", "White: Б53, ш – 40; Black: Б10, ш – 48; White to move",
            piece=40),
    Diagram("biy_taken", "White: Б53, ш – 30; Black: Б23; White to move",
            move="30:16", expect="biy captured"),
    Diagram("no_move", "White: Б53, ш – 12, 13, 18, 19, 25, 27; Black: Б11; "
                       "Black to move", expect="no legal move"),
)
"""Every diagram; its caption and its place on the page are in the rules document."""

@cache
def page(language: str = "en") -> RulesText:
    """The rules page in ``language`` (its document, or the English one while
    that is not written; issue 29)."""
    return document.load("shatra", DIAGRAMS, tables={"regions": partial(regions_table, lang=language)},
                         values={"example": EXAMPLE}, language=document.edition("shatra", language))


PAGE = page()
TITLE, DECISIONS = PAGE.title, PAGE.decisions
CLARIFICATIONS_TITLE, CLARIFICATIONS = PAGE.clarifications_title, PAGE.clarifications


def diagrams() -> list[Diagram]:
    """Every diagram, in page order."""
    return PAGE.figures(Diagram)


# Derived from the engine -------------------------------------------------------------

def start_state_of(diagram: Diagram) -> ShatraState:
    return GAME.parse_position(diagram.position)


def named_move(diagram: Diagram) -> ShatraMove | None:
    """The move ``move`` or ``after`` names (raises if it is not legal)."""
    text = diagram.move or diagram.after
    if text is None:
        return None
    return GAME.parse_move(start_state_of(diagram), text)


def shown_state(diagram: Diagram) -> ShatraState:
    """The position the diagram draws (after ``after``)."""
    state = start_state_of(diagram)
    if diagram.after is not None:
        state = GAME.apply(state, named_move(diagram))
    return state


def judged_state(diagram: Diagram) -> ShatraState:
    """The position ``expect`` speaks of: the one shown, or the one after ``move``."""
    if diagram.move is None:
        return shown_state(diagram)
    return GAME.apply(start_state_of(diagram), named_move(diagram))


def piece_moves(state: ShatraState, square: int) -> list[ShatraMove]:
    return [m for m in GAME.legal_moves(state) if m.origin == square]


def centre(square: int) -> tuple[float, float]:
    """The centre of a square in board cells (x, y), as the view draws it."""
    row, col = COORD[square]
    return col + 0.5, row + 0.5


def path_lines(move: ShatraMove) -> list[dict]:
    """The move traced square by square: origin, then every landing."""
    stops = (move.origin, *move.path)
    lines = []
    for a, b in zip(stops, stops[1:]):
        (x1, y1), (x2, y2) = centre(a), centre(b)
        lines.append({"x1": x1, "y1": y1, "x2": x2, "y2": y2, "cls": PATH_CLASS})
    return lines


@dataclass(frozen=True)
class Highlights:
    selected: frozenset[int]
    targets: frozenset[int]
    """Squares where the move shown may end (dots)."""
    rings: frozenset[int]
    """Enemy pieces the move shown would capture."""
    wash: tuple[int, ...]
    lines: tuple[dict, ...] = ()


def highlights(diagram: Diagram) -> Highlights:
    """What the diagram marks, all of it computed by the engine."""
    state = start_state_of(diagram)
    none = frozenset()
    if diagram.after is not None:
        move = named_move(diagram)
        touched = dict.fromkeys((move.origin, *move.path, *move.captured))
        return Highlights(none, none, none, tuple(touched))
    if diagram.move is not None:
        move = named_move(diagram)
        return Highlights(frozenset({move.origin}), frozenset(move.path),
                          frozenset(move.captured), (), tuple(path_lines(move)))
    if diagram.region is not None:
        return Highlights(none, none, none, tuple(sorted(REGIONS[diagram.region][1])))
    if diagram.reserve:
        drops = [m for m in GAME.legal_moves(state) if m.kind == DROP]
        return Highlights(frozenset(m.origin for m in drops),
                          frozenset(m.target for m in drops), none, ())
    if diagram.movers:
        return Highlights(frozenset(m.origin for m in GAME.legal_moves(state)), none, none, ())
    if diagram.piece is None:
        return Highlights(none, none, none, ())
    moves = piece_moves(state, diagram.piece)
    lines = [line for m in moves if m.captured for line in path_lines(m)] \
        if diagram.series else []
    lines = list({tuple(sorted(line.items())): line for line in lines}.values())
    return Highlights(frozenset({diagram.piece}), frozenset(m.target for m in moves),
                      frozenset(sq for m in moves for sq in m.captured), (), tuple(lines))
