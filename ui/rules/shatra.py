"""Altai Shatra rules for players: the page's text, its diagrams and the list of
reconstruction decisions, as data.

The prose follows the rules this project implements (shared spec shatra.md,
SH-1..SH-14, D-1..D-3, and the engine's own decisions D-4..D-20 in
``games/shatra/__init__.py``) but is written for someone sitting down to play.
Each diagram is a small hand-built position string plus what it shows: a
piece's moves, the reserve, the pieces allowed to move, one move drawn leap by
leap, a move just made, or a named part of the board. Where a piece may go,
what it would capture and which squares a region holds are never typed here:
:func:`highlights` asks the engine (``legal_moves`` and the board tables), so a
diagram can never disagree with the game.
"""
from __future__ import annotations

from dataclasses import dataclass

import games
from games.shatra import (
    BLACK, COORD, DITCH_AFTER_ROW, DROP, FORTRESS, GATE, GREAT_ROAD, HALF, PROMOTION, WHITE,
    ShatraMove, ShatraState, format_position, start_state,
)
from ui.rules import Decision, RulesText, Section, Table

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
    caption: str
    piece: int | None = None
    series: bool = False
    reserve: bool = False
    movers: bool = False
    move: str | None = None
    after: str | None = None
    region: str | None = None
    expect: str | None = None


Row = tuple[Diagram | Table, ...]
Block = str | Row


def span(squares) -> str:
    """``1–9`` for a run of square numbers, else the numbers in order."""
    ordered = sorted(squares)
    if ordered == list(range(ordered[0], ordered[-1] + 1)) and len(ordered) > 2:
        return f"{ordered[0]}–{ordered[-1]}"
    return ", ".join(map(str, ordered))


def regions_table() -> str:
    """The named parts of the board (SH-1, SH-3) as a Markdown table, read from the
    engine's board tables."""
    by_row = {}
    for sq in HALF[BLACK] | HALF[WHITE]:
        by_row.setdefault(COORD[sq][0], []).append(sq)
    above, below = by_row[DITCH_AFTER_ROW], by_row[DITCH_AFTER_ROW + 1]
    rows = (
        ("Black's fortress", span(FORTRESS[BLACK])),
        ("Black's gate", span({GATE[BLACK]})),
        ("Black's half of the field", span(HALF[BLACK])),
        ("The ditch", f"between {span(above)} and {span(below)}"),
        ("White's half of the field", span(HALF[WHITE])),
        ("White's gate", span({GATE[WHITE]})),
        ("White's fortress", span(FORTRESS[WHITE])),
        ("The great road", span(GREAT_ROAD)),
        ("White promotes on", span(PROMOTION[WHITE])),
        ("Black promotes on", span(PROMOTION[BLACK])),
    )
    lines = ["| Part of the board | Squares |", "|---|---|"]
    lines += [f"| {name} | {squares} |" for name, squares in rows]
    return "\n".join(lines)


TITLE = "Altai Shatra: the rules"

INTRO = (
    "Shatra is the game of the Altai mountains, where draughts and chess grew into one. "
    "Two fortresses face each other across a field, and at the gate of each stands a biy, "
    "a chief, with his warriors, the shatras; a warrior who crosses the whole field and "
    "climbs to the far wall of the enemy's fortress becomes a batyr, a hero. Pieces are taken as "
    "in "
    "draughts, by leaping, and a leap, once begun, runs on for as long as there is "
    "something left to leap.",
    "In 1960 S. Ya. Pakhaev described the folk rules from games he had played with the "
    "oldest herdsmen of the Kosh-Agach district. Regional championships followed, and in "
    "1983 V. L. Taushkanov's “Shatra codex” fixed the rules that are played today, among "
    "them the rule that a shatra may step back only “a move later”. This app plays that codex as "
    "our "
    "source, a short Russian text, gives it. Where the text falls silent we had to answer "
    "for ourselves; the rules below say so, and the [last chapter](#reconstruction) lists "
    "every such choice.",
)

LEGEND = (
    "**In the diagrams** White sits at the bottom, drawn light, and Black at the top, "
    "drawn dark, as in the source's own figures; every square carries its number in its "
    "corner. A plain disc is a shatra, a disc with a ring and the letter б a batyr, a disc "
    "with a gold boss the biy. The piece shown is framed in gold. A gold dot marks an "
    "empty square where its move may end, a gold ring an enemy piece it would capture, "
    "and a gold line traces a capture leap by leap; where one move is traced, a dot marks "
    "each square it lands on. A gold wash marks the squares a move has just touched, or "
    "the part of the board the text speaks of. None of these marks is drawn by hand: the "
    "same rules engine that referees your games computes them."
)

SECTIONS: tuple[Section, ...] = (
    Section("The board: fortresses, gates and the field", "board", (
        "The board is a field between two fortresses. Its 62 squares are numbered from 1 to "
        "62, row by row from Black's side, left to right, and the game is written down by "
        "these numbers. The cells of the grid that carry no number are the walls of the "
        "fortresses: no piece ever stands on them or passes through them.",
        "The **big field**, squares 11 to 52, is six rows of seven. At each end a square of "
        "nine forms a **fortress**: Black's is 1 to 9, White's 54 to 62. A single square, "
        "the **gate**, joins each fortress to the field: 10 for Black, 53 for White. "
        "Whatever passes between fortress and field passes through its gate, which touches "
        "three squares of the fortress and three of the field.",
        "Across the middle of the field runs the **ditch**, between the rows 25–31 and "
        "32–38. It stops no one; it divides the field into two halves, Black's (11–31) and "
        "White's (32–52), and a biy or batyr using the reserve right lands on one of them. "
        "Down the middle file, through both gates, runs the **great road**, from 2 to 61, "
        "the one line that joins fortress to fortress. The far rows of the fortresses are "
        "the **promotion rows**: 1–3 for White's shatras, 60–62 for Black's.",
        "Pieces move along the eight directions of the grid: straight along rows and files, "
        "and diagonally, always through numbered squares.",
        (
            Diagram("start", START,
                    caption="The start: White below, Black above. Each biy stands in its "
                            "gate; nine shatras wait in each fortress as the reserve."),
            Diagram("road", "White: Б53; Black: Б10; White to move", region="road",
                    caption="The great road, from 2 to 61 through both gates, and the "
                            "ditch drawn across the field."),
            Table(regions_table(),
                  caption="The parts of the board, by square number."),
        ),
    )),
    Section("The pieces and how they move", "pieces", (
        "Each side has a **biy** and twenty-three **shatras**; **batyrs** are made during "
        "the game. At the start White's biy stands in its gate, 53, with fourteen shatras "
        "on the two nearest rows of the field (39–52) and nine in the fortress (54–62); "
        "Black mirrors this with its biy on 10 and shatras on 11–24 and 1–9. The shatras in "
        "a fortress are the **reserve**; those on the field are field shatras. **White "
        "moves first**, and then the turns alternate, one move each.",
        "Forward is up the board for White and down for Black.",
    )),
    Section("Shatra", "shatra", (
        "A field shatra steps **one square straight forward, diagonally forward, or "
        "straight sideways**, onto an empty square. It never steps back. In its own "
        "fortress a shatra does not move at all, except to capture; it leaves the fortress "
        "only by being put out as the reserve. A shatra never enters its own gate or "
        "fortress.",
        "The road to the enemy narrows at the gate: from the row in front of it, only the "
        "gate lies ahead.",
        (
            Diagram("shatra", "White: Б53, ш – 43; Black: Б10; White to move", piece=43,
                    caption="A White shatra on 43: forward, diagonally forward, or "
                            "sideways."),
            Diagram("shatra_black", "White: Б53; Black: Б10, ш – 20; Black to move",
                    piece=20,
                    caption="A Black shatra on 20 goes the same way, down the board."),
            Diagram("shatra_gate", "White: Б53, ш – 14; Black: Б24; White to move", piece=14,
                    caption="On 14, in front of Black's empty gate: into the gate, or "
                            "sideways."),
        ),
    ), level=3),
    Section("Biy and batyr", "biy-batyr", (
        "The **biy** steps **one square in any of the eight directions**, anywhere on the "
        "board, the enemy's fortress included.",
        "The **batyr** slides **any number of empty squares along any of the eight "
        "lines**, through the gates and into the fortresses.",
        "Neither may enter his own fortress while any of his side's reserve is still in "
        "it; his own gate is always open to him.",
        (
            Diagram("biy", "White: Б44; Black: Б10, ш – 20; White to move", piece=44,
                    caption="The biy on 44: one step any way."),
            Diagram("batyr", "White: Б47 б35, ш – 58; Black: Б17; White to move", piece=35,
                    caption="A batyr on 35 runs up the great road into Black's fortress, "
                            "and down it only as far as White's gate: a reserve shatra "
                            "still waits on 58."),
            Diagram("batyr_open", "White: Б47 б35; Black: Б17, ш – 20; White to move",
                    piece=35,
                    caption="With the reserve all out, White's fortress is open to him."),
        ),
    ), level=3),
    Section("The reserve", "reserve", (
        "Instead of moving a piece, a player may **put out the next reserve shatra**: it "
        "leaves the fortress and is set on any empty square of the big field, where it is "
        "a field shatra from then on. The reserve goes out in a fixed order, from the "
        "player's left: White 54, 55, … 62, Black 9, 8, … 1; a square emptied by a capture "
        "is skipped.",
        "Two other pieces share this **reserve right**. A shatra that has reached the "
        "enemy's gate or fortress may be put on any empty square of the big field, as a "
        "reserve shatra is. A biy or batyr standing in a gate or fortress may be put on any "
        "empty square of the half of the field next to it: his own half from his own gate "
        "or fortress, the enemy's half from the enemy's. Each of them may instead make an "
        "ordinary move.",
        (
            Diagram("reserve", "White: Б53, ш – 43, 56, 57, 58; Black: Б10, ш – 20, 1, 2; "
                               "White to move", reserve=True,
                    caption="54 and 55 are out: White's next reserve shatra is 56, and it "
                            "may go to any empty square of the field."),
            Diagram("biy_gate", "White: Б53, ш – 43, 56, 57; Black: Б10; White to move",
                    piece=53,
                    caption="The biy in his gate steps to 48, 49 or 50, not into his "
                            "fortress, or is put on any empty square of White's half."),
            Diagram("shatra_enemy_gate", "White: Б53, ш – 10; Black: Б24, ш – 7, 9, 20; "
                                         "White to move", piece=10,
                    caption="A shatra in Black's gate steps on to 8, or is put on any "
                            "empty square of the field."),
        ),
    )),
    Section("Sideways, then not straight back", "sideways", (
        "The codex adds one rule to the folk game: a sideways step may be undone only “a "
        "move later”. A shatra that has stepped sideways **may not step straight back on "
        "its owner's very next turn**; its owner must first make one other move, and then "
        "it may return. Only that quiet step back is barred: the shatra may still capture in that "
        "direction, and the bar ends if the shatra is captured.",
        (
            Diagram("sideways", "White: Б53, ш – 42; Black: Б10, ш – 20; White to move",
                    move="42-43",
                    caption="The shatra steps sideways from 42 to 43 …"),
            Diagram("sideways_barred", "White: Б53, ш – 43; Black: Б10, ш – 27; "
                                       "White to move; barred 43-42", piece=43,
                    caption="… and after Black's reply it may go anywhere but back to "
                            "42."),
        ),
    )),
    Section("Becoming a batyr", "promotion", (
        "A shatra that reaches its **promotion row**, the far wall of the enemy's fortress "
        "(1–3 for White, 60–62 for Black), becomes a batyr, and moves as one from its next "
        "move. It gets there the long way: across the field, through the enemy's gate and "
        "fortress. A shatra that touches its promotion row in the middle of a series of "
        "captures goes on capturing as a shatra and is a batyr when the move ends.",
        (
            Diagram("promote", "White: Б53, ш – 5; Black: Б17; White to move", move="5-2",
                    caption="The shatra on 5 steps onto the far wall …"),
            Diagram("promoted", "White: Б53, ш – 5; Black: Б17; White to move", after="5-2",
                    caption="… and stands there a batyr."),
        ),
    )),
    Section("Captures", "captures", (
        "Pieces are captured by leaping over them, and the captured pieces leave the board. "
        "Every piece captures in all eight directions, backward too, even the shatra, "
        "which never steps back.",
    )),
    Section("Short leaps and long", "leaps", (
        "The shatra and the biy capture by a **short leap**: over an enemy piece on a "
        "neighbouring square onto the empty square right behind it, along any of the eight "
        "lines.",
        "The batyr captures by a **long leap**: along a line, over exactly one enemy piece, "
        "with only empty squares between them, onto whichever empty square beyond it the "
        "player chooses, up to the next piece on the line.",
        (
            Diagram("short", "White: Б53, ш – 36; Black: Б10, ш – 29, 43, 35; White to move",
                    piece=36, series=True,
                    caption="The shatra on 36 may leap forward, sideways or back."),
            Diagram("long", "White: Б53 б44; Black: Б17, ш – 30, 42; White to move", piece=44,
                    series=True,
                    caption="The batyr on 44 leaps 30 to land on 23 or 16, or 42 to land "
                            "on 41, 40 or 39."),
        ),
    ), level=3),
    Section("Series", "series", (
        "If another leap is open from the square where a leap ends, the piece leaps again, "
        "and again, in any directions: the whole **series** is one move. Within it a piece "
        "may cross the same empty square more than once, but may never leap the same enemy "
        "piece twice. The pieces it leaps are taken off only when the move ends; until "
        "then they stand where they were, and nothing may land on them or pass through "
        "them.",
        (
            Diagram("series", "White: Б53, ш – 43; Black: Б10, ш – 36, 30, 24; White to move",
                    move="43:29:31:17",
                    caption="One move: the shatra leaps 36, turns to leap 30, and turns "
                            "again to leap 24 …"),
            Diagram("series_after", "White: Б53, ш – 43; Black: Б10, ш – 36, 30, 24; "
                                    "White to move", after="43:29:31:17",
                    caption="… and all three leave the board when it lands on 17."),
        ),
    ), level=3),
    Section("Capturing is compulsory", "compulsion", (
        "**Shatras and batyrs must capture.** When any of them can, the player must make "
        "some capture. If there is a choice, the player chooses which piece captures and "
        "which way, with no duty to take the most; but a series once begun must be leapt "
        "to its end.",
        (
            Diagram("compulsion", "White: Б53, ш – 43, 45, 47, 51; Black: Б10, ш – 36, 40, "
                                  "20; White to move", movers=True,
                    caption="Only the two shatras that can capture may move, and one of "
                            "them must."),
            Diagram("choice", "White: Б53, ш – 43; Black: Б17, ш – 36, 42, 22; White to move",
                    piece=43, series=True,
                    caption="One leap to 41, or two to 15: the choice is White's."),
        ),
    ), level=3),
    Section("The biy's right", "biy-right", (
        "The biy is free where the others are bound: **he need never capture.** He may "
        "decline a capture, or stop a series wherever he likes, say, before a leap that "
        "would deliver him into the enemy's hands. But declining is not passing: the biy "
        "must then make some other move himself, and no other piece may move in his place. "
        "Only when a shatra or batyr of his has a capture too does the biy lose his "
        "freedom: then some capture must be made, and his own, stopped where he likes, "
        "will do.",
        (
            Diagram("biy_right", "White: Б46, ш – 51; Black: Б10, ш – 39, 26; White to move",
                    piece=46, series=True,
                    caption="The biy may leap 39 and stop on 32, leap on over 26 to 20, "
                            "or step to 40 or 47 …"),
            Diagram("biy_right_movers", "White: Б46, ш – 51; Black: Б10, ш – 39, 26; "
                                        "White to move", movers=True,
                    caption="… but he must move: the shatra on 51 waits."),
        ),
    ), level=3),
    Section("The gate's right", "gate-right", (
        "Shatras and batyrs share the biy's right in one place only: **in a gate**. A "
        "shatra or batyr standing in a gate may decline a capture, and must then make "
        "another move itself. A series that passes through a gate may stop there; the "
        "next turn it may go on, if the leap is still open, or the piece may do something "
        "else.",
        "A shatra may never capture into its own gate or fortress, since it may never "
        "enter them, and a biy or batyr may not capture into his own fortress while his "
        "reserve is still there.",
        (
            Diagram("gate_right", "White: Б53, ш – 21; Black: Б17, ш – 14, 8; White to move",
                    piece=21, series=True,
                    caption="The shatra leaps 14 into Black's gate. It may stop there, or "
                            "leap on over 8 to 5."),
            Diagram("own_gate", "White: Б53, ш – 40; Black: Б10, ш – 48; White to move",
                    piece=40,
                    caption="No capture for the shatra on 40: the leap over 48 would land "
                            "in its own gate."),
        ),
    ), level=3),
    Section("The end of the game", "end", (
        "**Capturing the enemy biy wins the game.** A player who has no legal move loses. "
        "The game is drawn when only the two biys remain on the board, when the same "
        "position comes round a third time with the same player to move, or when the "
        "players agree; resigning is always possible. An optional limit on the number of "
        "moves, off unless you set one, ends the game in a draw.",
        (
            Diagram("biy_taken", "White: Б53, ш – 30; Black: Б23; White to move",
                    move="30:16", expect="biy captured",
                    caption="The shatra leaps the Black biy: White wins."),
            Diagram("no_move", "White: Б53, ш – 12, 13, 18, 19, 25, 27; Black: Б11; "
                               "Black to move", expect="no legal move",
                    caption="Black's biy on 11 can neither step nor leap: Black has no "
                            "move and loses."),
        ),
    )),
    Section("Writing the game down", "notation", (
        "Moves are written by square numbers, as in the source. A quiet move is `40-32`; a "
        "capture puts a colon before each square where a leap lands, `52:38`, a series "
        "`43:29:31:17`; a biy's move begins with **Б** and a batyr's with **б** (`Б53-49`, "
        "`б44:23`), which you may type as **B** and **b**. A piece put out by the reserve "
        "right is written with a star: `56*33`. A position lists, for each side, the biy, "
        "the batyrs, the shatras and in brackets how many pieces that is, then the side to "
        f"move: `{EXAMPLE}`.",
    )),
)

RECONSTRUCTION = Section("Where this is reconstruction", "reconstruction", (
    "Shatra is a living game, but its rules reach us through a short text: the 1983 "
    "codex itself, which it follows, we could not read. Some questions it leaves open, and "
    "a few points of detail only a program has to settle. These are the answers this app "
    "plays by: the first three come from the specification of this project, the rest from "
    "the rules engine itself.",
))

DECISIONS: tuple[Decision, ...] = (
    Decision("D-1", "The start position",
             "The source numbers the squares and places the biys on 10 and 53, but shows "
             "the rest of the starting array only in a figure our copy lacks. Here, as in "
             "the modern rules and the source's notation, each side has its biy in its gate, "
             "twenty-three shatras on the two "
             "nearest rows of the field and in its fortress, and no batyr; White moves first."),
    Decision("D-2", "How the game ends",
             "The sources do not say how the game is won. Here capturing the enemy biy "
             "wins, a player with no legal move loses, and the game is drawn by agreement, "
             "by a position met for the third time, or when only the two biys remain."),
    Decision("D-3", "Writing a reserve move",
             "The sources have no notation for a piece put out by the reserve right. Here "
             "it is written with a star, from the square it leaves to the square it takes: "
             "`55*33`."),
    Decision("D-4", "The order of the reserve",
             "The sources say the reserve goes out from left to right, but not what "
             "happens once a capture has emptied a square of the fortress. Here the next "
             "shatra is the lowest-numbered one left for White, the highest for Black, and "
             "empty squares are skipped; a shatra in the enemy's gate or fortress uses its "
             "right in no order."),
    Decision("D-5", "Declining a capture",
             "The sources say a biy that declines a capture must make another move, but not "
             "whether another piece may make it. Here the piece that declines must move "
             "itself; and if a shatra or batyr outside a gate can capture, some capture is "
             "compulsory, though any capturing piece, the biy included, may make it."),
    Decision("D-6", "Where a batyr lands",
             "The sources let the batyr leap onto a square beyond the captured piece "
             "without saying which. Here the player chooses any empty square beyond it, and "
             "the series ends when no leap is open from the square chosen."),
    Decision("D-7", "Reserve right onto a square within reach",
             "The sources do not say how a biy or batyr's placement differs from an ordinary "
             "move to the same square. Here it is the same move, written with a dash."),
    Decision("D-8", "A limit to the game",
             "The sources set no limit on the length of a game. Here a limit on the number "
             "of moves may be set, off by default; when it is reached the game is drawn."),
    Decision("D-9", "Promotion in a series",
             "The sources do not say what happens to a shatra that touches its promotion "
             "row in the middle of a series. Here it finishes the series as a shatra and is "
             "a batyr when the move ends."),
    Decision("D-10", "What the sideways rule bars",
             "The sources bar the return after a sideways step, without saying whether a "
             "capture back is barred too. Here only the quiet step straight back is barred, "
             "on the owner's next turn, and the bar ends if the shatra is captured."),
    Decision("D-11", "Leapt pieces during a series",
             "The sources take captured pieces off when the move ends, but do not say "
             "whether they block the rest of the series. Here they stay on the board as "
             "obstacles until then: nothing lands on them and a batyr cannot pass them. The "
             "capturing piece's own starting square counts as empty."),
    Decision("D-12", "A reserve shatra's capture",
             "The sources let a reserve shatra capture but do not say whether it must. Here "
             "it must, like any shatra; it can only happen over an enemy piece standing in "
             "its own gate."),
    Decision("D-13", "The closed fortress",
             "The sources keep the biy and batyr out of their own fortress while the reserve "
             "remains, without saying whether that holds during a series. Here the fortress "
             "is closed to them for steps, slides, passing and landing, in a series too; "
             "their own gate is always open."),
    Decision("D-14", "Which positions repeat",
             "The sources do not say what counts as the same position. Here it is the board, "
             "the side to move and any barred sideways step; positions before a capture, a "
             "reserve move or a promotion are forgotten, since they cannot come back."),
    Decision("D-15", "When several endings meet",
             "The sources do not order the endings. Here they are checked in this order: a "
             "captured biy, two lone biys, no legal move, repetition, the move limit."),
    Decision("D-16", "Reserve right in either fortress",
             "The specification gives the biy and batyr the reserve right in their own "
             "fortress or gate only; the source says “in the fortresses and the gates”, "
             "onto “the corresponding half”. Here, following the source, they have it in "
             "either fortress or gate, onto the half of the field next to it."),
    Decision("D-17", "A shatra in the enemy's gate",
             "The sources give such a shatra the reserve right without saying where it may "
             "go. Here it may be put on any empty square of the big field, as a reserve "
             "shatra may."),
    Decision("D-18", "Writing a series",
             "The sources write a batyr's series by its first and last squares, which can "
             "be ambiguous. Here a series is written with every landing square; the short "
             "form is still read when it names one move, and the marks ! ? ~ X are ignored."),
    Decision("D-19", "Writing a position",
             "The sources write each side's pieces but not who is to move. Here a position "
             "is each side in the source's own form, then the side to move, then any barred "
             "sideways step."),
    Decision("D-20", "Stopping a series",
             "The sources let a piece with the biy's or the gate's right stop a series, "
             "without saying whether a series that cannot go on counts as stopped. Here a "
             "stop is only where the series could go on; a series that cannot continue is "
             "complete wherever it ends."),
)

CLARIFICATIONS_TITLE = "Smaller readings"
CLARIFICATIONS: tuple[str, ...] = (
    "**Where the reserve goes.** Some modern rules put a reserve shatra on its own half "
    "only; our source says “any free square of the big field”. Here it is the whole "
    "field.",
    "**The ditch and the great road.** The source names them but gives neither a rule of "
    "movement. Here the ditch only divides the field into halves, for the reserve right of "
    "the biy and the batyr, and the great road is simply a line like any other.",
    "**Lines through the gates.** The source does not draw the lines at the gates. Here "
    "every line of the grid runs through numbered squares only, so a gate touches three "
    "squares of its fortress and three of the field, and the great road runs straight "
    "through both gates.",
    "**Two lone biys.** Some modern rules play three more moves before the draw; the "
    "source does not say. Here the game is drawn at once.",
)


PAGE = RulesText(TITLE, INTRO, LEGEND, SECTIONS, RECONSTRUCTION, DECISIONS,
                 CLARIFICATIONS_TITLE, CLARIFICATIONS)


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
