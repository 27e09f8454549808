"""Tavlei and Hnefatafl rules for players: the page's text, its diagrams and the
list of reconstruction decisions, as data.

The prose follows the rules this project implements (shared spec tafl.md,
TF-1..TF-12, the Copenhagen and Fetlar rules CH-1..CH-8 and FE-1..FE-6, and the
engine's own decisions TD-1..TD-17 in
``games/tafl/__init__.py``) but is written for someone sitting down to play.
Each diagram is a small hand-built position of one ruleset, with its variant
switches, plus the piece it shows or the moves it plays out. Where a piece may
go and what it would capture are never typed here: :func:`highlights` asks the
engine (``legal_moves`` and ``captures``), so a diagram can never disagree with
the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import games
from games.tafl import ATTACKER, DEFENDER, LAYOUTS, RULESETS, Tafl, TaflMove, TaflState
from ui.rules import Decision, RulesText, Section, Table

TAVLEI, HNEFATAFL_9, HNEFATAFL_11 = "tavlei", "hnefatafl-9", "hnefatafl-11"
COPENHAGEN, FETLAR = "copenhagen", "fetlar"

SWITCHES: dict[tuple[str, Any], str] = {
    ("king_captured_by_two", True): "king captured by two",
    ("king_armed", False): "unarmed king",
    ("dice", "distance"): "a die sets the distance",
    ("dice", "parity"): "an even throw to move",
    ("edge_escape", True): "escape at the edge",
    ("corners_ordinary", True): "ordinary corners",
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
    caption: str
    ruleset: str = TAVLEI
    options: tuple[tuple[str, Any], ...] = ()
    piece: str | None = None
    move: str | None = None
    after: tuple[str, ...] = ()
    expect: str | None = None


Row = tuple[Diagram | Table, ...]
Block = str | Row


def game_of(diagram: Diagram) -> Tafl:
    return games.make(diagram.ruleset, **dict(diagram.options))


def rulesets_table() -> str:
    """How the three games differ (TF-4, TF-5, TF-9, TF-10, TD-2, TD-8), read from
    the engine's rulesets and layouts."""
    rules = [RULESETS[key] for key in (TAVLEI, HNEFATAFL_9, HNEFATAFL_11)]

    def row(label: str, cells) -> str:
        return f"| {label} | " + " | ".join(cells) + " |"

    lines = [row("", (f"**{r.title}**" for r in rules)), "|---|" + ":-:|" * len(rules)]
    lines.append(row("Board", (f"{r.size} × {r.size}" for r in rules)))
    lines.append(row("Attackers", (str(len(LAYOUTS[r.size][ATTACKER].split())) for r in rules)))
    lines.append(row("Defenders", (f"{len(LAYOUTS[r.size][DEFENDER].split())} and the "
                                   f"{'prince' if r.key == TAVLEI else 'king'}" for r in rules)))
    lines.append(row("Passing over the empty throne",
                     ("every piece" if r.throne_passable else "no piece" for r in rules)))
    lines.append(row("A corner helps to take the king",
                     ("yes" if r.corners_hostile_to_king else "no" for r in rules)))
    lines.append(row("Drawn after turns without a capture",
                     (str(r.quiet_limit) if r.quiet_limit else "never" for r in rules)))
    return "\n".join(lines)


def start(ruleset: str) -> str:
    game = games.make(ruleset)
    return game.format_position(game.initial_state())


TITLE = "Tavlei and Hnefatafl: the rules"

INTRO = (
    "Tavlei is an old Russian board game, known from the byliny of the Russian North, "
    "from finds in the earth and from its name. What kind of game it was is not known for "
    "certain. Our source "
    "reads it as the Russian branch of the Norse tafl games, brought by the Varangians: "
    "a prince in the middle of the board with his eight defenders, sixteen attackers "
    "ranged round the edges, and a hunt. The prince must break out to one of the four "
    "corners, the exits; the attackers must take him before he does.",
    "Hnefatafl, “the king's table”, was the game of the Norse until chess drove it out of "
    "Europe, and nobody wrote its rules down. In 1732 Linnaeus found the Sami of Lapland "
    "still playing it as *tablut*, and from his notes and the old boards it has been "
    "rebuilt. Our source gives Sten Helmfrid's version, on the same board of nine by nine "
    "or on a larger one of eleven by eleven, and a handful of variants for those who find "
    "the hunt unbalanced. Its rules are nearly those of tavlei; where they differ, the "
    "rules below say so. Where no source speaks we decided, and the "
    "[last chapter](#reconstruction) lists every such choice.",
)

LEGEND = (
    "**In the diagrams** the attackers are dark discs, the defenders light ones, and the "
    "prince, the king of Hnefatafl, a light disc with a gold boss. The throne is the "
    "darker square in the middle, the exits the darkest squares in the corners. Each "
    "caption begins with the game it shows and any variant switched on. The piece shown "
    "is framed in gold and the squares it may move to are washed in gold, each with a "
    "dot; a gold ring marks an enemy piece one of those moves would capture. Where a move "
    "has been played, the wash marks the squares it changed, captured pieces included. "
    "None of these marks is drawn by hand: "
    "the same rules engine that referees your games computes them."
)

TAVLEI_START = start(TAVLEI)

SECTIONS: tuple[Section, ...] = (
    Section("The boards", "boards", (
        "**Tavlei** is played on a board of nine squares by nine. In the centre the "
        "**prince** sits on the **throne**, his eight defenders in a cross about him, two "
        "on each side; the sixteen attackers wait in four groups of four at the middle of "
        "the edges. The four corner squares are the **exits**.",
        "**Hnefatafl** is played on the same board with the same array, or on a board of "
        "eleven by eleven, where the king has twelve defenders in a diamond about him and "
        "twenty-four attackers face him, six at each edge.",
        "One player takes the prince, or king, and his defenders, the other the attackers. "
        "**The attackers move first**; then the turns alternate, one move each.",
        (
            Diagram("start_tavlei", TAVLEI_START,
                    caption="The prince on his throne, the exits in the corners."),
            Diagram("start_hnefatafl", start(HNEFATAFL_11), ruleset=HNEFATAFL_11,
                    caption="Twelve defenders in a diamond, twenty-four attackers."),
        ),
        (
            Table(rulesets_table(), caption="How the three games differ."),
        ),
    )),
    Section("Moving", "moving", (
        "Every piece, the prince included, moves like a rook in chess: **any number of "
        "empty squares along a rank or a file**, never jumping over anything. Only the "
        "prince may stop on the throne or on an exit.",
        "In Tavlei **no piece may pass over the throne**, not even the prince; he may stop "
        "on it and leave it again. In Hnefatafl any piece may pass over the throne while it "
        "is empty, though still only the king may stop there, and he may return to it "
        "whenever he likes.",
        (
            Diagram("throne_tavlei", "/9/4K4/9/9/2t6/9/9/9/9/ a", piece="c5",
                    caption="The empty throne bars the attacker's way."),
            Diagram("throne_hnefatafl", "/9/4K4/9/9/2t6/9/9/9/9/ a", ruleset=HNEFATAFL_9,
                    piece="c5",
                    caption="Here it may pass over the throne, but not stop on it."),
            Diagram("prince", "/9/1t7/9/9/9/9/9/9/4K4/ d", piece="e1",
                    caption="The prince may stop on the throne, and along his rank he "
                            "reaches both exits."),
        ),
    )),
    Section("Capture", "capture", (
        "A piece is captured when the enemy **closes it between two of his own pieces**, "
        "along a rank or a file; never diagonally. The trap must be closed by the enemy's "
        "move: a piece may move in between two enemies and stand there safely. One move "
        "may close several traps at once. The prince takes part in captures like any of "
        "his defenders. Captured pieces leave the board.",
        (
            Diagram("capture", "/9/9/9/9/4K4/9/2tT1t3/9/9/ a", piece="f3",
                    caption="The attacker on f3 may close the defender on d3 against its "
                            "fellow on c3 …"),
            Diagram("capture_after", "/9/9/9/9/4K4/9/2tT1t3/9/9/ a", after=("f3-e3",),
                    caption="… and the defender leaves the board."),
            Diagram("safe", "/9/9/9/9/4K4/9/2t1t4/3T5/9/ d", after=("d2-d3",),
                    caption="Moving in between two attackers is safe."),
        ),
    )),
    Section("Hostile squares", "hostile", (
        "Some squares can stand in for one of the two captors. An **exit** is hostile to "
        "every piece but the prince: a piece beside a corner is captured by a single "
        "enemy on its other side. The **throne** is always hostile to the attackers, even "
        "with the prince upon it, and hostile to the defenders only while it is empty.",
        (
            Diagram("corner", "/9/9/9/9/4K4/9/9/9/1T3t3/ a", piece="f1",
                    caption="The defender on b1 is caught against the exit by an attacker "
                            "moving to c1."),
            Diagram("throne_attacker", "/9/9/T8/4t4/4K4/7t1/9/9/9/ d", piece="a7",
                    caption="The throne is hostile to the attacker on e6, even with the "
                            "prince on it."),
            Diagram("throne_defender", "/9/9/t8/4T4/9/9/9/K8/9/ a", piece="a7",
                    caption="The empty throne is hostile to the defender on e6."),
        ),
    )),
    Section("Taking the prince", "prince-taken", (
        "Away from the throne the prince is taken like any piece, between two attackers. "
        "**On the throne** he is taken only when attackers stand on all four sides of him; "
        "**next to the throne**, only when they stand on his three other sides, the throne "
        "at his back. In Tavlei an exit never helps to take the prince. In Hnefatafl a "
        "corner helps to take the king as it would any piece.",
        (
            Diagram("prince_throne", "/9/9/4t4/9/3tKt3/4t4/9/9/9/ a", move="e7-e6",
                    expect=CAPTURED,
                    caption="On the throne the prince falls to the fourth attacker …"),
            Diagram("prince_beside", "/9/9/t8/3tKt3/9/9/9/9/9/ a", move="a7-e7",
                    expect=CAPTURED,
                    caption="… next to the throne, to the third …"),
            Diagram("prince_field", "/9/9/9/9/9/9/1tK6/9/3t5/ a", move="d1-d3",
                    expect=CAPTURED,
                    caption="… and away from it, to two, like any piece."),
        ),
        (
            Diagram("exit_tavlei", "/9/9/9/9/9/9/9/9/1K3t3/ a", piece="f1",
                    caption="The exit does not count against the prince: the attacker "
                            "cannot take him on b1."),
            Diagram("corner_hnefatafl", "/9/9/9/9/9/9/9/9/1K3t3/ a", ruleset=HNEFATAFL_9,
                    move="f1-c1", expect=CAPTURED,
                    caption="The corner counts against the king: he is taken on b1."),
        ),
    )),
    Section("Winning", "winning", (
        "**The prince wins by reaching an exit**: the moment he stops on a corner, his side "
        "has won. **The attackers win by taking him.** A player who cannot move at all "
        "loses.",
        "Tavlei's rules know no draw. In Hnefatafl a game that cannot be ended is a draw, "
        "and the app calls it one after 200 turns in a row without a capture; you may "
        "change that limit, or switch it off, before a game. In every game players may "
        "also agree a draw, or resign.",
        (
            Diagram("escape", "/9/9/9/K8/9/9/5t3/9/9/ d", move="a6-a9", expect=ESCAPED,
                    caption="The prince reaches an exit: the defenders win."),
            Diagram("no_move", "/9/9/9/9/4K4/9/9/1T7/1tT6/ a", expect=NO_MOVE,
                    caption="The last attacker cannot move: the attackers lose."),
        ),
    )),
    Section("Variants", "variants", (
        "Our source admits that the hunt is not quite even, the prince's side being a "
        "little easier to play, and offers ways to tilt it back. The app has each of them "
        "as a switch, on any of the three games.",
        "- **The king captured by two.** He is taken like any defender, between two "
        "attackers or an attacker and a hostile square, wherever he stands, even on his "
        "throne.\n"
        "- **The unarmed king.** He takes no part in captures: he neither closes a trap "
        "nor serves as its far side.\n"
        "- **A limit to escape.** The game designer R. Wayne Schmittberger proposed giving "
        "the king's side a fixed number of turns, 13 to 15, to bring the king out. If he "
        "has not escaped by the end of the last of them, the attackers win.\n"
        "- **Dice.** Either a die is thrown each turn and the piece moved must go exactly "
        "that many squares, or the throw decides whether the player moves at all: even, "
        "move; odd, the turn is lost. A throw that cannot be used is lost.\n"
        "- **Escape at the edge.** Not in our source: as in Linnaeus's tablut, the king "
        "escapes on reaching any square of the board's edge.",
        (
            Diagram("by_two", "/9/9/9/9/3tK4/9/9/9/5t3/ a",
                    options=(("king_captured_by_two", True),), move="f1-f5",
                    expect=CAPTURED,
                    caption="Two attackers take the prince even on his throne."),
            Diagram("dice", "/9/7t1/9/9/4K4/9/2T6/9/9/ d 0 0 [3]",
                    options=(("dice", "distance"),), piece="c3",
                    caption="The die shows 3: the defender on c3 must go exactly three "
                            "squares."),
        ),
        (
            Diagram("armed", "/9/7t1/9/9/9/9/2Tt1K3/9/9/ d", move="f3-e3",
                    caption="The prince closes the attacker against his defender and "
                            "takes it …"),
            Diagram("unarmed", "/9/7t1/9/9/9/9/2Tt1K3/9/9/ d",
                    options=(("king_armed", False),), move="f3-e3",
                    caption="… but unarmed, he takes nothing."),
        ),
    )),
    Section("Copenhagen and Fetlar", "copenhagen", (
        "The tafl most people play today is **Copenhagen Hnefatafl**, the rules of Aage "
        "Nielsen's server (last revised on 21 December 2024), and before it **Fetlar "
        "Hnefatafl**, agreed by a panel in 2007. Both use the 11 × 11 board and start of "
        "Hnefatafl 11x11; where they differ from it, this is how the app plays them. Each "
        "rule has its mark, which the app's tests name.",
        "- **CH-1** The attackers move first; every piece moves like a rook.\n"
        "- **CH-2** Only the king stops on the throne and the corners; every piece passes "
        "over the empty throne. The throne is always hostile to attackers and to defenders "
        "when empty; the corners are hostile to all; the edge of the board is not.\n"
        "- **CH-3** A piece is captured only by the move that closes the trap. A "
        "**shieldwall**: a row of two or more pieces along the edge, each with an enemy "
        "right in front of him, is captured at once when the move brackets both ends of the "
        "row; a corner may be one bracket. The king may help; in the row he is never taken "
        "with it.\n"
        "- **CH-4** The king is armed. He is taken by four attackers, or by three and the "
        "throne beside him, and never on the edge.\n"
        "- **CH-5** The defenders win when the king reaches a corner, or stands on the edge, "
        "able to move, in an **exit fort** the attackers can never break.\n"
        "- **CH-6** The attackers win by taking the king, or by **encircling** the king and "
        "every defender so that none can reach the edge.\n"
        "- **CH-7** A perpetual repetition loses for the defenders.\n"
        "- **CH-8** A player who cannot move loses.",
        "Fetlar is the same game with fewer rules:",
        "- **FE-1** The same board, start and restricted squares; the attackers move "
        "first.\n"
        "- **FE-2** The corners are hostile to all but the king; the throne as in "
        "Copenhagen.\n"
        "- **FE-3** The king is armed and taken by four attackers (three and the throne), "
        "never on the edge unless he is the last defender and surrounded.\n"
        "- **FE-4** Encircling the king and every defender wins for the attackers.\n"
        "- **FE-5** A game that cannot be ended because of repetition is a draw.\n"
        "- **FE-6** A player who cannot move loses; there is no shieldwall and no exit "
        "fort.",
        (
            Diagram("shieldwall", "/11/11/11/5K1T3/11/11/5t5/11/11/3tt6/2tTT6/ a",
                    ruleset=COPENHAGEN, move="f5-f1",
                    caption="A shieldwall: f5-f1 brackets d1 and e1, each with an attacker "
                            "in front, and takes both."),
            Diagram("shieldwall_corner", "/11/11/11/5K1T3/11/11/3t7/11/11/1tt8/1TT8/ a",
                    ruleset=COPENHAGEN, move="d5-d1",
                    caption="The corner a1 is the far bracket."),
            Diagram("shieldwall_king", "/11/11/11/7T3/11/11/5t5/11/11/3tt6/2tTK6/ a",
                    ruleset=COPENHAGEN, move="f5-f1",
                    caption="The king in the row: only his defender is taken."),
        ),
        (
            Diagram("strong_king", "/11/11/11/7T3/11/11/3t7/2tKt6/7t3/11/11/ a",
                    ruleset=COPENHAGEN, move="h3-d3", expect=CAPTURED,
                    caption="The fourth attacker takes the king."),
            Diagram("fort", "/11/11/11/t3T6/11/11/2t4t3/11/5T5/4T1T4/4TK1T3/ d",
                    ruleset=COPENHAGEN, move="e8-e3", expect=FORT,
                    caption="e3 shelters f3: no defender of the fort can ever be taken. An "
                            "exit fort, the defenders win."),
            Diagram("no_fort", "/11/11/11/t2T7/11/11/2t4t3/11/5T5/4T1T4/4TK1T3/ d",
                    ruleset=COPENHAGEN, move="d8-d3",
                    caption="From d3 nothing shelters f3, which e3 and g3 could take: no "
                            "fort yet."),
        ),
        (
            Diagram("encircled", "/11/6t4/11/4tt5/3t3t3/3t1K1t3/3tT2t3/4ttt4/11/11/11/ a",
                    ruleset=FETLAR, move="g10-g8", expect=ENCIRCLED,
                    caption="g8 closes the ring round the king and his last defender: the "
                            "attackers win."),
            Diagram("last_on_the_edge", "/11/11/11/11/11/11/11/11/11/7t3/2tKt6/ a",
                    ruleset=FETLAR, move="h2-d2", expect=CAPTURED,
                    caption="The king, the last defender, surrounded on the edge, is "
                            "taken."),
        ),
    )),
    Section("Writing the game down", "notation", (
        "Squares are named by file and rank, a1 in the bottom left corner. A move is "
        "written from square to square, `d1-d3`; the pieces it captures follow an x, "
        "joined by slashes, `e5-e8xe9`, `f9-f7xf6/e7/g7`, and a captured prince is marked "
        "with a K: `d2-d7xKc7`. A throw of the die is written in brackets, `[4]`. A "
        "position is the board row by row from the top, `t` for an attacker, `T` a "
        "defender, `K` the prince, digits for empty squares, then the side to move, `a` or "
        "`d`, and two counts: the turns in a row without a capture and the defenders' turns "
        f"so far. The Tavlei start reads `{TAVLEI_START}`.",
        "A whole game is written as a record: lines of tags in brackets, "
        "`[variant:copenhagen]`, `[attackers:Ann]`, `[defenders:Bo]`, `[result:defenders]`, "
        "then the moves, two to a numbered line, `1. d1-d3 f4-f3`. On the play page you can "
        "import such a file, see where it stops being legal and why, and open it as a game; "
        "a finished game downloads the same way.",
    )),
)

RECONSTRUCTION = Section("Where this is reconstruction", "reconstruction", (
    "Tavlei is a reconstruction twice over: no rule of the old Russian game survives, and "
    "our source reads it through hnefatafl, itself rebuilt from Linnaeus's notes. Our "
    "source describes tavlei in a few paragraphs and gives Helmfrid's seven rules for "
    "hnefatafl. This app plays all three games with one rules engine and a few switches; "
    "these are the decisions it takes where the sources are silent.",
))

DECISIONS: tuple[Decision, ...] = (
    Decision("TD-1", "Passing the throne in Tavlei",
             "The source says no piece may be carried over the throne, without excepting the "
             "prince. Here no piece passes over it, the prince included; he may stop on it "
             "and leave it again."),
    Decision("TD-2", "The corners and the king in Hnefatafl",
             "Helmfrid's text in our source makes the corners hostile “to all pieces” and "
             "takes the king “as all other pieces”; some modern rules spare him. Here, in "
             "Hnefatafl, an attacker can take the king against a corner; Tavlei's exits "
             "never count against the prince."),
    Decision("TD-3", "The king captured by two",
             "The source offers this variant in a phrase. Here the king is then taken like "
             "any defender, everywhere, the empty throne hostile to him; Tavlei's exits stay "
             "harmless to him."),
    Decision("TD-4", "The unarmed king",
             "The source says the unarmed king cannot capture, without saying whether he can "
             "be the far side of a trap. Here he is neither; the throne beneath him stays "
             "hostile to attackers."),
    Decision("TD-5", "Dice",
             "The source mentions a die for the distance and an odd or even throw, without "
             "details. Here it is one six-sided die. With the distance, a piece moves exactly "
             "that many squares, a throne passed over counted; with odd and even, an even "
             "throw moves and an odd one loses the turn. A throw that cannot be used is lost "
             "at once."),
    Decision("TD-6", "No move, with dice",
             "The sources do not say how a player with no move is judged when dice decide "
             "the moves. Here it is judged before the throw, on the ordinary moves; an "
             "unusable throw only loses the turn."),
    Decision("TD-7", "Counting the limit to escape",
             "The source gives Schmittberger's limit of 13 to 15 without saying what counts. "
             "Here it counts the defenders' turns, lost throws included; the limit is "
             "reached after their last allowed turn, and an escape on that turn still "
             "wins."),
    Decision("TD-8", "A safeguard against endless games",
             "The sources know no draw in Tavlei; for Hnefatafl the Fetlar rules call a game "
             "that cannot be ended a draw. Here a game is drawn after 200 turns in a row "
             "without a capture, by default in Hnefatafl, and in Tavlei only if you switch "
             "it on."),
    Decision("TD-9", "When the game ends",
             "The sources do not order the ends. Here a captured king leaves the board and "
             "the game ends at once, and results are checked in this order: escape or "
             "capture, the limit to escape, no legal move, the draw."),
    Decision("TD-10", "Stopping beside a hostile square",
             "The sources protect a piece that moves into a trap itself, without saying "
             "whether that covers a hostile square. Here only the moved piece's neighbours "
             "can be captured, so stopping beside a hostile square is as safe as stopping "
             "between two enemies."),
    Decision("TD-11", "Notation",
             "The sources give none. Here moves follow the OpenTafl notation, with no letter "
             "for the king's moves, a captured king written `xKc7`, several captures in "
             "square order; a position is OpenTafl's board written from the top rank down, "
             "then the side to move and the two counts."),
    Decision("TD-12", "Escape at the edge",
             "Our source lets the king escape only to a corner. Here an extra switch, off by "
             "default, lets him escape at any square of the edge, as in Linnaeus's tablut; "
             "the corners still stay his alone, and hostile."),
    Decision("TD-13", "Ordinary corners",
             "Our source has no tablut with escape at the edge. Saami Tablut, as Nielsen's "
             "server plays it, makes the corners ordinary squares. Here a second switch, "
             "with escape at the edge only, does the same: 150 of the server's Saami games "
             "replay with it, 28 of them stop without it."),
    Decision("TD-14", "Records from the server",
             "Our source has no records. Here records are read as Nielsen's server writes "
             "them too: each capture after its own x, an edge piece sometimes listed twice, "
             "a captured king not listed. Every other capture list must be exactly right."),
    Decision("TD-15", "How often a position may repeat",
             "The Copenhagen rules (not in our source) say a perpetual repetition loses for "
             "the defenders, and Fetlar's that an endless one is a draw, without a number. "
             "Here the game ends when one position stands for the fourth time: on the "
             "server the defenders played on after a third time in six Copenhagen and two "
             "Fetlar games, and never after a fourth but in one."),
    Decision("TD-16", "Forts and rings",
             "Copenhagen's rules, outside our source, ask for a fort the attackers “cannot "
             "break” and a ring round “all” defenders. Here a fort is walled by defenders "
             "each sheltered, along both lines, by the edge, the fort or another such "
             "defender; a ring means no defender can reach the edge. Forts are judged "
             "after the defenders' moves, rings after the attackers'."),
    Decision("TD-17", "Shieldwalls at ordinary corners",
             "No source plays shieldwalls with ordinary corners. Here, where both switches "
             "meet, a piece on a corner has no square in front of it, so it is never part "
             "of a shieldwall; one of the capturing side's pieces there closes a row, as the "
             "empty corner does otherwise."),
)

CLARIFICATIONS_TITLE = "Smaller readings"
CLARIFICATIONS: tuple[str, ...] = (
    "**The exits and the prince.** Our source calls an exit hostile “except for the "
    "prince”. Here that means the prince is never taken against an exit; he may stop "
    "beside one safely, and any other piece may be caught there.",
    "**Next to the throne.** Helmfrid's text in our source asks for attackers on “all four "
    "nearest squares except the throne”. Here that is the three other sides, as in tavlei.",
    "**Other modern rules.** The Copenhagen and Fetlar rules add shieldwall captures, edge "
    "forts and a king who cannot be taken on the edge. Our source mentions none of them. "
    "Here they are played only in those two rulesets.",
    "**Where the variants come from.** Our source calls the dice an Irish custom; the "
    "dice we could trace come from R. C. Bell's reconstruction of the Welsh tawlbwrdd, and "
    "we found no text of Schmittberger's limit. Here both are offered as the source "
    "describes them, off unless you switch them on.",
)


PAGE = RulesText(TITLE, INTRO, LEGEND, SECTIONS, RECONSTRUCTION, DECISIONS,
                 CLARIFICATIONS_TITLE, CLARIFICATIONS)


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
    return ", ".join([game.info.title] + [SWITCHES[option] for option in diagram.options])


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
