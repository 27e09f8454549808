"""Tavlei and Hnefatafl rules for players: the diagrams of the rules page, as data. The page's
text, every rule and decision by its id with its source, is the project's
rules document ``docs/rules/en/tafl.md``, read by ``ui.rules.document``.

Each diagram is a small hand-built position of one ruleset, with its variant
switches, plus the piece it shows or the moves it plays out. Where a piece may go
and what it would capture are never typed here: :func:`highlights` asks the engine
(``legal_moves`` and ``captures``), so a diagram can never disagree with the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial
from typing import Any

import games
import i18n
from games.tafl import ATTACKER, DEFENDER, LAYOUTS, RULESETS, Tafl, TaflMove, TaflState
from play import names as play_names
from ui import names
from ui.i18n import N_, language
from ui.rules import RulesText, document

TAVLEI, HNEFATAFL_9, HNEFATAFL_11 = "tavlei", "hnefatafl-9", "hnefatafl-11"
COPENHAGEN, FETLAR = "copenhagen", "fetlar"

SWITCHES: dict[tuple[str, Any], str] = {
    ("king_captured_by_two", True): N_("king captured by two"),
    ("king_armed", False): N_("unarmed king"),
    ("dice", "distance"): N_("a die sets the distance"),
    ("dice", "parity"): N_("an even throw to move"),
    ("edge_escape", True): N_("escape at the edge"),
    ("corners_ordinary", True): N_("ordinary corners"),
}
"""How a caption names each variant switch a diagram turns on."""

CAPTURED, ESCAPED, NO_MOVE = "the king is captured", "the king escaped", "no legal move"
FORT, ENCIRCLED = "the king stands in an exit fort", "the attackers encircled the defenders"
"""Ends a caption may claim (``expect``): the engine's outcome reasons."""


@dataclass(frozen=True)
class Diagram:
    """One small board of the ruleset ``ruleset`` with the switches ``options``.

    ``piece`` is the square of the piece whose moves are shown (framed; the
    squares it may move to dotted, the enemy pieces those moves would capture
    ringed). ``move`` shows one move the same way: its piece, its square, and
    what it would capture. With ``after``, the diagram instead shows the
    position after those moves, the squares they changed washed in gold.
    ``expect`` is the end the caption claims (an outcome reason) for the
    position shown, or after ``move``; checked by tests.
    """

    key: str
    position: str
    caption: str = ""
    """From the rules document (``ui.rules.document``)."""
    ruleset: str = TAVLEI
    options: tuple[tuple[str, Any], ...] = ()
    piece: str | None = None
    move: str | None = None
    after: tuple[str, ...] = ()
    expect: str | None = None


def game_of(diagram: Diagram) -> Tafl:
    return games.make(diagram.ruleset, **dict(diagram.options))


def rulesets_table(lang: str = "en") -> str:
    """How the three games differ (TF-4, TF-5, TF-9, TF-10, TD-2, TD-8), read from
    the engine's rulesets and layouts."""
    rules = [RULESETS[key] for key in (TAVLEI, HNEFATAFL_9, HNEFATAFL_11)]
    words = i18n.translations(lang)

    def row(label: str, cells) -> str:
        return f"| {label} | " + " | ".join(cells) + " |"

    def defenders(r) -> str:
        n = len(LAYOUTS[r.size][DEFENDER].split())
        said = words.gettext("{n} and the prince") if r.key == TAVLEI else \
            words.gettext("{n} and the king")
        return said.format(n=n)

    lines = [row("", (f"**{words.gettext(r.title)}**" for r in rules)), "|---|" + ":-:|" * len(rules)]
    lines.append(row(words.gettext("Board"), (f"{r.size} × {r.size}" for r in rules)))
    lines.append(row(words.gettext("Attackers"),
                     (str(len(LAYOUTS[r.size][ATTACKER].split())) for r in rules)))
    lines.append(row(words.gettext("Defenders"), (defenders(r) for r in rules)))
    lines.append(row(words.gettext("Passing over the empty throne"),
                     (words.gettext("every piece") if r.throne_passable
                      else words.gettext("no piece") for r in rules)))
    lines.append(row(words.gettext("A corner helps to take the king"),
                     (words.gettext("yes") if r.corners_hostile_to_king
                      else words.gettext("no") for r in rules)))
    lines.append(row(words.gettext("Drawn after turns without a capture"),
                     (str(r.quiet_limit) if r.quiet_limit else words.gettext("never") for r in rules)))
    return "\n".join(lines)


def start(ruleset: str) -> str:
    game = games.make(ruleset)
    return game.format_position(game.initial_state())


TAVLEI_START = start(TAVLEI)


DIAGRAMS: tuple[Diagram, ...] = (
    Diagram("start_tavlei", TAVLEI_START),
    Diagram("start_hnefatafl", start(HNEFATAFL_11), ruleset=HNEFATAFL_11),
    Diagram("throne_tavlei", "/9/4K4/9/9/2t6/9/9/9/9/ a", piece="c5"),
    Diagram("throne_hnefatafl", "/9/4K4/9/9/2t6/9/9/9/9/ a", ruleset=HNEFATAFL_9,
            piece="c5"),
    Diagram("prince", "/9/1t7/9/9/9/9/9/9/4K4/ d", piece="e1"),
    Diagram("capture", "/9/9/9/9/4K4/9/2tT1t3/9/9/ a", piece="f3"),
    Diagram("capture_after", "/9/9/9/9/4K4/9/2tT1t3/9/9/ a", after=("f3-e3",)),
    Diagram("safe", "/9/9/9/9/4K4/9/2t1t4/3T5/9/ d", after=("d2-d3",)),
    Diagram("corner", "/9/9/9/9/4K4/9/9/9/1T3t3/ a", piece="f1"),
    Diagram("throne_attacker", "/9/9/T8/4t4/4K4/7t1/9/9/9/ d", piece="a7"),
    Diagram("throne_defender", "/9/9/t8/4T4/9/9/9/K8/9/ a", piece="a7"),
    Diagram("prince_throne", "/9/9/4t4/9/3tKt3/4t4/9/9/9/ a", move="e7-e6",
            expect=CAPTURED),
    Diagram("prince_beside", "/9/9/t8/3tKt3/9/9/9/9/9/ a", move="a7-e7",
            expect=CAPTURED),
    Diagram("prince_field", "/9/9/9/9/9/9/1tK6/9/3t5/ a", move="d1-d3",
            expect=CAPTURED),
    Diagram("exit_tavlei", "/9/9/9/9/9/9/9/9/1K3t3/ a", piece="f1"),
    Diagram("corner_hnefatafl", "/9/9/9/9/9/9/9/9/1K3t3/ a", ruleset=HNEFATAFL_9,
            move="f1-c1", expect=CAPTURED),
    Diagram("escape", "/9/9/9/K8/9/9/5t3/9/9/ d", move="a6-a9", expect=ESCAPED),
    Diagram("no_move", "/9/9/9/9/4K4/9/9/1T7/1tT6/ a", expect=NO_MOVE),
    Diagram("by_two", "/9/9/9/9/3tK4/9/9/9/5t3/ a",
            options=(("king_captured_by_two", True),), move="f1-f5",
            expect=CAPTURED),
    Diagram("dice", "/9/7t1/9/9/4K4/9/2T6/9/9/ d 0 0 [3]",
            options=(("dice", "distance"),), piece="c3"),
    Diagram("armed", "/9/7t1/9/9/9/9/2Tt1K3/9/9/ d", move="f3-e3"),
    Diagram("unarmed", "/9/7t1/9/9/9/9/2Tt1K3/9/9/ d",
            options=(("king_armed", False),), move="f3-e3"),
    Diagram("shieldwall", "/11/11/11/5K1T3/11/11/5t5/11/11/3tt6/2tTT6/ a",
            ruleset=COPENHAGEN, move="f5-f1"),
    Diagram("shieldwall_corner", "/11/11/11/5K1T3/11/11/3t7/11/11/1tt8/1TT8/ a",
            ruleset=COPENHAGEN, move="d5-d1"),
    Diagram("shieldwall_king", "/11/11/11/7T3/11/11/5t5/11/11/3tt6/2tTK6/ a",
            ruleset=COPENHAGEN, move="f5-f1"),
    Diagram("strong_king", "/11/11/11/7T3/11/11/3t7/2tKt6/7t3/11/11/ a",
            ruleset=COPENHAGEN, move="h3-d3", expect=CAPTURED),
    Diagram("fort", "/11/11/11/t3T6/11/11/2t4t3/11/5T5/4T1T4/4TK1T3/ d",
            ruleset=COPENHAGEN, move="e8-e3", expect=FORT),
    Diagram("no_fort", "/11/11/11/t2T7/11/11/2t4t3/11/5T5/4T1T4/4TK1T3/ d",
            ruleset=COPENHAGEN, move="d8-d3"),
    Diagram("encircled", "/11/6t4/11/4tt5/3t3t3/3t1K1t3/3tT2t3/4ttt4/11/11/11/ a",
            ruleset=FETLAR, move="g10-g8", expect=ENCIRCLED),
    Diagram("last_on_the_edge", "/11/11/11/11/11/11/11/11/11/7t3/2tKt6/ a",
            ruleset=FETLAR, move="h2-d2", expect=CAPTURED),
)
"""Every diagram; its caption and its place on the page are in the rules document."""

@cache
def page(language: str = "en") -> RulesText:
    """The rules page in ``language`` (its document, or the English one while
    that is not written; issue 29)."""
    return document.load("tafl", DIAGRAMS, tables={"rulesets": partial(rulesets_table, lang=language)},
                         values={"tavlei_start": TAVLEI_START}, language=document.edition("tafl", language))


PAGE = page()
TITLE, DECISIONS = PAGE.title, PAGE.decisions
CLARIFICATIONS_TITLE, CLARIFICATIONS = PAGE.clarifications_title, PAGE.clarifications


def diagrams() -> list[Diagram]:
    """Every diagram, in page order."""
    return PAGE.figures(Diagram)


# Derived from the engine -------------------------------------------------------------

def start_state(diagram: Diagram) -> TaflState:
    return game_of(diagram).parse_position(diagram.position)


def shown_state(diagram: Diagram) -> TaflState:
    """The position the diagram draws (after ``after``; each move must be legal)."""
    game = game_of(diagram)
    state = start_state(diagram)
    for text in diagram.after:
        state = game.apply(state, game.parse_move(state, text))
    return state


def named_move(diagram: Diagram) -> TaflMove:
    """The move ``move`` names (raises if it is not legal)."""
    return game_of(diagram).parse_move(start_state(diagram), diagram.move)


def judged_state(diagram: Diagram) -> TaflState:
    """The position ``expect`` speaks of: the one shown, or the one after ``move``."""
    if diagram.move is None:
        return shown_state(diagram)
    return game_of(diagram).apply(start_state(diagram), named_move(diagram))


def piece_moves(diagram: Diagram) -> list[TaflMove]:
    game = game_of(diagram)
    square = game.geometry.parse_square(diagram.piece)
    return [m for m in game.legal_moves(start_state(diagram)) if m.origin == square]


def label(diagram: Diagram) -> str:
    """The game a diagram shows and the switches it turns on: ``Tavlei, unarmed king``."""
    game = game_of(diagram)
    return ", ".join([names.title(game.info.name)] + [
        play_names.kingly(SWITCHES[option], game.info.name, language())
        for option in diagram.options])


def caption(diagram: Diagram) -> str:
    """The caption as shown: the game (and its switches) first."""
    return f"**{label(diagram)}.** {diagram.caption}"


@dataclass(frozen=True)
class Highlights:
    selected: frozenset[int]
    targets: frozenset[int]
    rings: frozenset[int]
    """Enemy pieces the moves shown would capture."""
    wash: tuple[int, ...]
    """The targets again (a dot alone is faint on the throne and the corners), or,
    after moves, the squares they changed."""


def highlights(diagram: Diagram) -> Highlights:
    """What the diagram marks, all of it computed by the engine."""
    none = frozenset()
    if diagram.after:
        before, after = start_state(diagram).board, shown_state(diagram).board
        wash = tuple(sq for sq in range(len(before)) if before[sq] != after[sq])
        return Highlights(none, none, none, wash)
    game = game_of(diagram)
    state = start_state(diagram)
    if diagram.move is not None:
        move = named_move(diagram)
        return Highlights(frozenset({move.origin}), frozenset({move.target}),
                          frozenset(game.captures(state, move)), (move.target,))
    if diagram.piece is None:
        return Highlights(none, none, none, ())
    moves = piece_moves(diagram)
    rings = frozenset(sq for m in moves for sq in game.captures(state, m))
    targets = frozenset(m.target for m in moves)
    return Highlights(frozenset({game.geometry.parse_square(diagram.piece)}), targets, rings,
                      tuple(sorted(targets)))
