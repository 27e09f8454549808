"""Senet rules for players: the diagrams of the rules page, as data. The page's
text, every rule and decision by its id with its source, is the project's
rules document ``docs/rules/en/senet.md``, read by ``ui.rules.document``.

Each diagram is a small hand-built position with a throw waiting to be used and the
pieces it talks about; where those pieces may go is never typed here:
:func:`highlights` asks the engine (``legal_moves``, or the five throws of fate), so
a diagram can never disagree with the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial

import games
import i18n
from games.senet import (
    EXTRA_THROW, FATE, HOUSES, MOVE, OFF, OVER, PLAYER_NAMES, THROW, THROW_OUTCOMES, Senet,
    SenetMove, SenetState,
)
from ui import names
from ui.i18n import N_, _, language, ngettext
from ui.rules import RulesText, document
from ui.views.senet import click_path, place

KENDALL, BELL, CYCLES, MODERN = "senet-kendall", "senet-bell", "senet-cycles", "senet-modern"
GAMES: dict[str, Senet] = {name: games.make(name) for name in (KENDALL, BELL, CYCLES, MODERN)}

AGAIN, TURN_ENDS, WINS = "throws again", "turn ends", "wins"
"""What a diagram's caption claims happens after its piece's move (``expect``)."""


@dataclass(frozen=True)
class Diagram:
    """One small board.

    ``position`` is a position string of the game ``game``, usually with a throw
    waiting (``S[3]``) or a throw of fate (``S!``). ``pieces`` are the squares
    of the pieces the caption talks about (31: the pieces waiting off the board
    to enter, in Bell); they are framed, and the squares the engine lets them
    reach are marked. With ``after``, the diagram instead shows the position
    after those moves, the squares they changed washed in gold. ``track`` draws
    the path of the track; ``expect`` is what the caption claims happens after
    the move of the one piece shown (``AGAIN``, ``TURN_ENDS``, ``WINS``), checked
    by tests; ``score`` adds the engine's live "ahead" score to the caption.
    """

    key: str
    position: str
    caption: str = ""
    """From the rules document (``ui.rules.document``)."""
    game: str = KENDALL
    pieces: tuple[int, ...] = ()
    after: tuple[str, ...] = ()
    track: bool = False
    expect: str | None = None
    score: bool = False


@dataclass(frozen=True)
class Sticks:
    """The four sticks as they fall for one score."""

    score: int

    @property
    def key(self) -> str:
        return f"sticks_{self.score}"

    @property
    def caption(self) -> str:
        chance = dict(THROW_OUTCOMES)[self.score]
        faces = (_("no light face up") if self.score == 5 else
                 ngettext("{n} light face up", "{n} light faces up", self.score).format(
                     n=self.score))
        in_16 = chance.numerator * 16 // chance.denominator
        follow = _("throw again") if self.score in EXTRA_THROW else _("the turn ends")
        return _("**{score}** · {faces} · {chances} in 16 · {follow}").format(
            score=self.score, faces=faces, chances=in_16, follow=follow)


def position(spools=(), cones=(), step: str = "S?", *, s: str = "K0", c: str = "K0",
             odd: str = "-", pieces: int = 5, turn: int = 1) -> str:
    """A position string from the squares of each side; pieces not listed are off
    the board. ``s``/``c``: phase and cycles (``K0`` Kendall, ``B0`` Bell)."""
    cells = ["."] * 31
    for square in spools:
        cells[square] = "S"
    for square in cones:
        cells[square] = "C"
    board = "/".join("".join(cells[i:i + 10]) for i in (1, 11, 21))
    return (f"{board} S:{s}:{pieces - len(spools)} C:{c}:{pieces - len(cones)} "
            f"odd:{odd} {step} t{turn}")


def _opening_won() -> str:
    """The start, after Spools have won the opening with a 1 (S-6): they use it."""
    game = GAMES[KENDALL]
    return game.format_position(game.apply(game.initial_state(), game.parse_move(
        game.initial_state(), "[1]")))


HOUSE_NOTES: dict[int, tuple[str, str]] = {
    10: (N_("a bird: the *ba*, the soul that flies free"),
         N_("ending a move here earns another throw (D-1)")),
    15: (N_("the ankh, the sign of life"), N_("a drowned piece is reborn here")),
    16: (N_("a net"), N_("ending a move here ends your turn (D-1)")),
    26: (N_("*nefer*, a heart and windpipe: “good, beautiful”"),
         N_("every piece must stop here; then the throw of fate")),
    27: (N_("three waves"), N_("a piece that falls in is reborn on 15")),
    28: (N_("three strokes: three judges"), N_("leave only with a 3")),
    29: (N_("two strokes: the two sisters"), N_("leave only with a 2")),
    30: (N_("the sun's disc"), N_("leave only with a 1")),
}
"""How the board draws each House's sign, and what the House does in Kendall."""
HOUSE_NAMES = (N_("House of Ba"), N_("House of Rebirth"), N_("House of the Net"),
               N_("House of Beauty"), N_("House of Water"), N_("House of Three Truths"),
               N_("House of Isis and Nephthys"), N_("House of the Rising Sun"))
"""The engine's ``HOUSES``, marked for the catalog."""


def houses_table(lang: str = "en") -> str:
    """The Houses (S-4, D-1) as a Markdown table: names from the engine, signs and
    powers in words."""
    words = i18n.translations(lang)
    lines = [words.gettext("| Square | House | Sign | In Kendall |"), "|:-:|---|---|---|"]
    for square, name in sorted(HOUSES.items()):
        sign, power = HOUSE_NOTES[square]
        say = words.gettext  # the names and notes marked above
        lines.append(f"| **{square}** | {say(name)} | {say(sign)} | {say(power)} |")
    return "\n".join(lines)


START = GAMES[KENDALL].format_position(GAMES[KENDALL].initial_state())
EMPTY_BELL = position(s="B0", c="B0", step="open:A")
"""Every piece off the board, as Bell alone begins: the empty track."""

# Kendall positions shared by several diagrams.
HIT = position((2, 4, 13, 19, 22), (5, 7, 14, 20, 24), "S[3]")
WALL = position((11, 5, 2, 22, 25), (12, 13, 7, 18, 24), "S[3]")
TRIPLE = position((11, 1, 2, 22, 25), (12, 13, 14, 7, 24), "S[2]")


DIAGRAMS: tuple[Diagram, ...] = (
    Diagram("track", EMPTY_BELL, track=True, game=BELL),
    Diagram("start", _opening_won(), pieces=(10,)),
    Diagram("hit", HIT, pieces=(4,)),
    Diagram("hit_after", HIT, after=("4x7",)),
    Diagram("groups", position((6, 11, 3, 1, 22), (8, 9, 12, 13, 14), "S[2]"),
            pieces=(6, 11)),
    Diagram("blockade", WALL, pieces=(11, 5)),
    Diagram("backward", position((11,), (12, 13, 7, 18, 24), "S[3]"), pieces=(11,)),
    Diagram("beauty", position((23, 24, 12, 8), (20, 21, 18, 6, 3), "S[3]"),
            pieces=(23, 24)),
    Diagram("fate", position((26, 24, 12, 8), (20, 29, 18, 6, 3), "S!"), pieces=(26,)),
    Diagram("rebirth", position((26, 24, 12, 8), (20, 15, 18, 6, 3), "S!"),
            after=("[1]",)),
    Diagram("last", position((28, 29, 30, 21), (20, 15, 18, 6, 3), "S[2]"),
            pieces=(28, 29, 30)),
    Diagram("ba", position((8, 12, 22, 3, 1), (20, 15, 18, 6, 4), "S[2]"),
            pieces=(8,), expect=AGAIN),
    Diagram("net", position((8, 12, 22, 3, 1), (20, 15, 18, 6, 4), "S[4]"),
            pieces=(12,), expect=TURN_ENDS),
    Diagram("enter", position((), (30,), "S[2]", s="B0", c="B0"), game=BELL,
            pieces=(OFF,)),
    Diagram("enter_taken", position((25,), (30,), "S[1]", s="B0", c="B0"),
            game=BELL, pieces=(OFF, 25)),
    Diagram("domains_won", position((3, 12, 20, 23, 25), (4, 6, 14, 16, 18), "S[2]",
                                     s="B0", c="B0"),
            game=BELL, after=("3-1",)),
    Diagram("domains_safe", position((1, 7, 12, 20, 25), (4, 9, 14, 22, 17), "S[3]",
                                      s="B0", c="B0", odd="S"),
            game=BELL, pieces=(7, 12)),
    Diagram("passage", position((1, 8, 13, 20, 23), (4, 5, 6, 11, 12), "S[5]",
                                s="B0", c="B0", odd="S"),
            game=BELL, pieces=(8, 13)),
    Diagram("home", position((1, 3, 5, 7, 12), (2, 4, 6, 14, 22), "S[3]",
                             s="B0", c="B0", odd="S"),
            game=BELL, pieces=(12,), expect=WINS),
    Diagram("cycles", position((27, 22), (20, 24, 25, 18, 12), "S[3]", s="B0"),
            game=CYCLES, pieces=(OFF,), score=True),
    Diagram("modern_pair", WALL, game=MODERN, pieces=(11,)),
    Diagram("modern_triple", TRIPLE, game=MODERN, pieces=(11,)),
)
"""Every diagram; its caption and its place on the page are in the rules document."""

@cache
def page(language: str = "en") -> RulesText:
    """The rules page in ``language`` (its document, or the English one while
    that is not written; issue 29)."""
    return document.load("senet", DIAGRAMS, tables={"houses": partial(houses_table, lang=language)},
                         sticks=Sticks,
                         values={"start": START}, language=document.edition("senet", language))


PAGE = page()
TITLE, DECISIONS = PAGE.title, PAGE.decisions
CLARIFICATIONS_TITLE, CLARIFICATIONS = PAGE.clarifications_title, PAGE.clarifications


def figures() -> list[Diagram | Sticks]:
    """Every board-drawn figure (diagrams and sticks), in page order."""
    return PAGE.figures(Diagram, Sticks)


def diagrams() -> list[Diagram]:
    """Every board diagram, in page order."""
    return [f for f in figures() if isinstance(f, Diagram)]


# Derived from the engine -------------------------------------------------------------

def game_of(diagram: Diagram) -> Senet:
    return GAMES[diagram.game]


def start_state(diagram: Diagram) -> SenetState:
    return game_of(diagram).parse_position(diagram.position)


def shown_state(diagram: Diagram) -> SenetState:
    """The position the diagram draws (after ``after``; each move must be legal)."""
    game = game_of(diagram)
    state = start_state(diagram)
    for text in diagram.after:
        state = game.apply(state, game.parse_move(state, text))
    return state


def occupant(state: SenetState, square: int) -> int | None:
    """0 Spools, 1 Cones, or None; square 31 (off the board) by the counts off."""
    if square == OFF:
        return None
    for player in (0, 1):
        if state.pieces(player) >> square & 1:
            return player
    return None


def changed_squares(before: SenetState, after: SenetState) -> tuple[int, ...]:
    """The squares whose occupant changed (31 if the pieces off the board did)."""
    squares = [s for s in range(1, OFF) if occupant(before, s) != occupant(after, s)]
    if (before.off_spools, before.off_cones) != (after.off_spools, after.off_cones):
        squares.append(OFF)
    return tuple(squares)


def piece_moves(diagram: Diagram, square: int) -> list[SenetMove]:
    """The legal moves of the piece on ``square`` (31: entering, in Bell), named by
    the board's click path, as in play."""
    state = start_state(diagram)
    if state.stage != MOVE:
        return []
    return [m for m in game_of(diagram).legal_moves(state) if click_path(m)[0] == square]


def fate_landings(diagram: Diagram) -> frozenset[int]:
    """S-11: where each of the five throws of fate would put the piece on 26."""
    game = game_of(diagram)
    state = start_state(diagram)
    player = state.who
    landings = set()
    for score in range(1, 6):
        after = game.apply(state, game.parse_move(state, f"[{score}]"))
        if after.off(player) > state.off(player):
            landings.add(OFF)
        else:
            landings.update(s for s in range(1, OFF) if after.pieces(player) >> s & 1
                            and not state.pieces(player) >> s & 1)
    return frozenset(landings)


@dataclass(frozen=True)
class Highlights:
    selected: frozenset[int]
    targets: frozenset[int]
    wash: tuple[int, ...]
    """Squares washed in gold: the targets again (a dot alone is faint on a House's
    sign), or, after a move, the squares it changed."""
    domains: int | None
    """The player holding the odd domains (B-4), if they are shared out."""


def highlights(diagram: Diagram) -> Highlights:
    """What the diagram marks, all of it computed by the engine."""
    state = shown_state(diagram)
    domains = None if state.odd_owner < 0 else state.odd_owner
    if diagram.after:
        wash = changed_squares(start_state(diagram), state)
        return Highlights(frozenset(), frozenset(), wash, domains)
    if state.stage == FATE:
        targets = fate_landings(diagram)
    else:
        targets = frozenset(m.target for square in diagram.pieces
                            for m in piece_moves(diagram, square))
    return Highlights(frozenset(diagram.pieces), frozenset(targets), tuple(sorted(targets)),
                      domains)


def outcome_of_move(diagram: Diagram) -> str:
    """What follows the one move of the diagram's piece: ``AGAIN``, ``TURN_ENDS``
    or ``WINS``."""
    (square,) = diagram.pieces
    (move,) = piece_moves(diagram, square)
    game = game_of(diagram)
    state = start_state(diagram)
    after = game.apply(state, move)
    if after.stage == OVER:
        return WINS if after.winner == state.who else "loses"
    if after.stage == THROW and after.who == state.who:
        return AGAIN
    return TURN_ENDS


def caption(diagram: Diagram) -> str:
    """The caption as shown: the throw waiting (from the position) first, and the
    live score if the diagram asks for it."""
    state = start_state(diagram)
    text = diagram.caption
    if not diagram.after:
        if state.stage == MOVE:
            text = _("**Throw {n}.** {text}").format(n=state.thrown, text=text)
        elif state.stage == FATE:
            text = _("**Throw of fate.** {text}").format(text=text)
    if diagram.score:
        spools, cones = (float(x) for x in game_of(diagram).ahead(state))
        text += " " + _("Ahead: {spools} {a}, {cones} {b}.").format(
            spools=names.side(PLAYER_NAMES[0]), cones=names.side(PLAYER_NAMES[1]),
            a=i18n.format_number(round(spools, 2), language()),
            b=i18n.format_number(round(cones, 2), language()))
    return text


def track_lines() -> list[dict]:
    """The path of the track (S-1) drawn over the board, in cell units: along the
    foot of each row, turning at the row ends, out past 30; a chevron in the middle
    of each row shows the way."""
    foot = 0.86

    def point(square: int) -> tuple[float, float]:
        row, col = place(square)
        return col + 0.5, row + foot

    lines = []
    for square in range(1, OFF):
        (x1, y1), (x2, y2) = point(square), point(square + 1)
        lines.append({"x1": x1, "y1": y1, "x2": x2, "y2": y2})
    for square in (5, 15, 25):
        (x1, y), (x2, _) = point(square), point(square + 1)
        tip, way = (x1 + x2) / 2 + 0.07 * (1 if x2 > x1 else -1), 1 if x2 > x1 else -1
        for dy in (-0.09, 0.09):
            lines.append({"x1": tip - 0.12 * way, "y1": y + dy, "x2": tip, "y2": y})
    return lines

