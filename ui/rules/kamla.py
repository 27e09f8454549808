"""Kamla rules for players: the page's text, its diagrams and the list of
reconstruction decisions, as data.

The prose follows the rules this project implements (shared spec kamla.md,
K-1..K-26, D-1..D-5, and the engine's D-6) but is written for someone sitting
down to play. Each diagram is a small hand-built position string plus the cell
of the spirit it shows; the cells it may move to are never typed here:
:func:`highlights` asks the engine (``legal_moves``), so a diagram can never
disagree with the game.
"""
from __future__ import annotations

from dataclasses import dataclass

import games
from games.kamla import (
    DROP, FILES, NUMBER, START, SWAP, KamlaMove, KamlaState, parse_square, square,
)
from ui.rules import Decision, RulesText, Section, Table

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
    caption: str
    piece: str | None = None
    reserve: bool = False
    after: str | None = None
    viewer: int | None = None
    expect: str | None = None


Row = tuple[Diagram | Table, ...]
Block = str | Row

TITLE = "Kamla: the rules"

INTRO = (
    "Kamla is chess as the shamans of Asia might have played it: two pantheons of spirits, "
    "the Lower World and the Upper World, meet on a board cut by the Rivers of the Universe. "
    "Nothing is ever destroyed here. A spirit that is struck crosses over and serves the "
    "other side; a Priest is led away into captivity and may walk home again. Mate is hard "
    "to give among so many spirits, and a game is meant to be slow: it may last several "
    "days, and this app keeps every move for you.",
    "What you read is a reconstruction of a reconstruction. Our source, a Russian text, "
    "rebuilds the game from shamanic tradition and fragments kept in Far-Eastern chess, and "
    "it leaves some questions open. Where we had to answer them ourselves, the rules below "
    "say so, and the [last chapter](#reconstruction) lists every such choice.",
)

LEGEND = (
    "**In the diagrams** the spirit shown is framed in gold; a gold dot is a cell it may "
    "move to, a gold ring a spirit it may capture (or trade places with). A gold wash marks "
    "the cells a move has just touched, or where a captured Priest may be set. These marks "
    "are not drawn by hand: the same rules engine that referees your games computes them. "
    "Dark pieces belong to the "
    "Lower World, light ones to the Upper World. A gold bar on a piece's base marks the "
    "Ruler, a gold ball on its tip a transformed (promoted) spirit, a dashed red ring a "
    "captive Priest."
)

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


SECTIONS: tuple[Section, ...] = (
    Section("The board: three Worlds and the Rivers", "board", (
        "The board has 8 × 8 cells: files a to h from left to right, ranks 1 to 8 counted "
        "from the Lower World's side. Every cell carries a number. Multiply its file "
        "(a = 1 … h = 8) by its rank and add the digits until one digit is left: 8 × 8 = 64, "
        "6 + 4 = 10, 1 + 0 = 1. To the old masters these roots of the multiplication table "
        "were the order of being, held together by a frame of 3s, 6s and 9s.",
        "That frame is drawn darker on the board: it is the **Rivers of the Universe**, "
        "flowing down files c and f and along ranks 3 and 6. Where two rivers cross, on "
        "the four 9s (c3, f3, c6, f6), lie the **islands**, places of crossing where no "
        "spirit can be captured except by a Horseman.",
        "The rivers wash nine regions of land, two cells by two, three to each World: the "
        "**Lower World** on ranks 1–2, the **Middle World** on ranks 4–5, the **Upper "
        "World** on ranks 7–8. The middle region at each end, crossed by its diagonals, is "
        "a **tent**: d1 e1 d2 e2 for the Lower pantheon, d7 e7 d8 e8 for the Upper. The "
        "regions left and right of a tent are that side's **outer sectors**.",
        "Your **home field** is your three back ranks. The opponent's two back ranks are "
        "your **zone of transformations**: ranks 7–8 for the Lower World, 1–2 for the Upper.",
        (
            Diagram("terrain", TENTS_ONLY,
                    caption="The land and the rivers. Dark: the rivers (3, 6, 9). Green "
                            "ovals: the islands (9). Crossed: the two tents."),
            Diagram("start", START,
                    caption="The start (our reconstruction, D-1). Lower World below, "
                            "Upper World above; the gold bars mark the Rulers."),
            Table(number_table(),
                  caption="The number of every cell, as on the board; the frame of 3, 6 "
                          "and 9 in bold. In a game, the switch “Cell numbers” writes them "
                          "on the board."),
        ),
    )),
    Section("Two pantheons", "pantheons", (
        "Each side is a pantheon of eighteen spirits: 8 Shells, 2 Archers, 2 Eagles, "
        "2 Horsemen, 2 Whales, a Priest and a Ruler, with two Shields waiting in reserve. "
        "The **Lower World** (dark) moves first; then the turns alternate, one move each. "
        "Forward is up the board for the Lower World and down for the Upper.",
        "Every spirit is an elongated triangle whose point always faces the enemy, "
        "whichever way it moves. Its rank is drawn on its face, and the sign tells how it "
        "moves: a short stroke for the Shell, a long stroke for the Archer, a straight "
        "cross for the Eagle, a slanted cross for the Horseman, a lattice for the Whale, "
        "a star for the Priest and the Ruler.",
        "At the start the Shells stand along the third rank, two of them on islands; the "
        "Archers on b2 and g2; on the back rank Eagles in the corners, then Horsemen, then "
        "Whales on the river files, and the Priest and the Ruler in the tent. In solo play the "
        "Ruler starts on e1 and e8; in a game for two, each player chooses in secret which "
        "tent spirit holds power (see [The hidden Ruler](#hidden)).",
        "**Transformation.** A spirit that ends its move in its zone of transformations is "
        "transformed and keeps its new powers after it leaves the zone; a gold ball on its "
        "tip shows it. Whales gain nothing; the Priest and the Ruler never transform.",
        "**The aim** is mate: to leave the opposing Ruler no escape from capture.",
    )),
    Section("Capture: spirits change sides", "capture", (
        "Nothing leaves the board in Kamla. The capturing spirit takes the cell of the "
        "spirit it strikes, and the struck spirit is set on the cell the captor came from, "
        "turned to face the other way: from now on it serves the captor's pantheon. A "
        "transformed spirit crosses over plain, and a spirit set down this way is not "
        "transformed even if it lands in a zone. Only the Priest and the Shields are "
        "treated differently (see below).",
        (
            Diagram("convert_before", "3r4/1a6/8/8/1E6/8/8/4R3 L -", piece="b4",
                    caption="The Lower Eagle on b4 may strike the Upper Archer on b7 …"),
            Diagram("convert_after", "3r4/1a6/8/8/1E6/8/8/4R3 L -", after="Eb4xb7",
                    caption="… which now stands on b4, pointing up: a Lower Archer. The "
                            "Eagle ended in its zone and is transformed."),
        ),
        "Some spirits are hard to reach:\n\n"
        "- on an **island** no spirit can be captured, except by a Horseman;\n"
        "- a **Whale** can be captured only by a spirit that starts its move in the river, "
        "a **Horseman** only by one that starts its move on land;\n"
        "- a **Shell** cannot be captured by an Archer or by another Shell.",
        (
            Diagram("island_eagle", "3r4/8/8/8/8/E1s5/1N6/4R3 L -", piece="a3",
                    caption="The Eagle cannot strike the Shell on the island c3 …"),
            Diagram("island_horseman", "3r4/8/8/8/8/E1s5/1N6/4R3 L -", piece="b2",
                    caption="… the Horseman can."),
        ),
        "**Your own Shell.** A plain (untransformed) Shell may also be struck by a spirit of "
        "its own side, as long as that spirit is not a Shell or an Archer and does not stand "
        "in its zone of transformations. The two simply trade places and the Shell stays "
        "yours (D-2): a way to bring a strong spirit forward through your own line. Apart "
        "from Shields (see below), no other spirit can be struck by its own side.",
        (
            Diagram("swap_before", "3r4/8/8/3S4/3E4/8/8/4R3 L -", piece="d4",
                    caption="The Eagle may strike its own Shell on d5 …"),
            Diagram("swap_after", "3r4/8/8/3S4/3E4/8/8/4R3 L -", after="Ed4xd5",
                    caption="… and the two trade places."),
        ),
    )),
    Section("The spirits and their moves", "spirits", (
        "Each kind of spirit has its own way of moving; the Shields never move at all. The "
        "diagrams show each spirit nearly alone on the board, so that its moves are easy "
        "to see.",
    )),
    Section("Shell", "shell", (
        "The Shell is the foot soldier, named after the shell the old pieces were made "
        "from, and after the mollusc: slow, and not afraid of water. It moves and captures "
        "**one cell straight forward**. Transformed, it may also step one cell left, right "
        "or back, and capture there too.",
        (
            Diagram("shell", "3r4/8/8/8/3S4/8/8/4R3 L -", piece="d4",
                    caption="A Shell: one cell forward."),
            Diagram("shell_promoted", "3r4/8/4a3/4S+3/8/8/8/3R4 L -", piece="e5",
                    caption="A transformed Shell: forward (here capturing an Archer), "
                            "left, right and back."),
        ),
    ), level=3),
    Section("Archer", "archer", (
        "The Archer is the only spirit that captures differently from the way it moves. "
        "It **moves one cell forward**, and never captures that way. It **shoots straight "
        "ahead** along its file at any distance, but only over a **bow**: exactly one "
        "spirit standing between it and its target, of either side and any kind, a Shield "
        "included. The Archer leaps the bow and lands on the target's cell. The target is "
        "always the first spirit beyond the bow; if that one cannot be captured, there is "
        "no shot along that line.",
        "Transformed, the Archer steps one cell forward, back, left or right, and shoots "
        "over a bow in each of those four directions (D-3).",
        (
            Diagram("archer", "3r4/4e3/4h3/8/4A3/8/8/4R3 L -", piece="e4",
                    caption="An Archer: a step to e5, or a shot at the Eagle on e7 over "
                            "the Upper Shield on e6."),
            Diagram("archer_promoted", "4r3/3s4/8/e1SA+1Sn1/3S4/8/3e4/4R3 L -", piece="d5",
                    caption="A transformed Archer shoots over bows left, right and back. "
                            "Ahead, nothing stands beyond the Shell on d7."),
        ),
    ), level=3),
    Section("Eagle", "eagle", (
        "The Eagle is the great bird a shaman rides in trance, the Roc with iron feathers. "
        "It moves and captures like a chess rook: **any distance along a rank or a file**, "
        "without leaping, over land and river alike. Transformed, it may also step **one "
        "cell diagonally**.",
        (
            Diagram("eagle", "3r4/8/1s6/8/1E2a3/8/8/4R3 L -", piece="b4",
                    caption="An Eagle: along the file and the rank, up to the first spirit."),
            Diagram("eagle_promoted", "3r4/8/1s6/8/1E+2a3/8/8/4R3 L -", piece="b4",
                    caption="A transformed Eagle adds one diagonal step."),
        ),
    ), level=3),
    Section("Horseman", "horseman", (
        "The Horseman cannot simply wade: he must cross a river in his own way. He has "
        "three kinds of move, and captures on the cell where he stops.",
        "- **Diagonal.** He rides diagonally over land. He may ride onto an island and stop "
        "there, capture there (he is the only spirit that can), or ride on through it if "
        "it is empty; he halts before any other river cell.\n"
        "- **Crossing.** If the cell straight beside him (ahead, behind, left or right) is "
        "river, he crosses it in two straight steps onto the land beyond, leaping whatever "
        "stands on the river cell and on the landing. He may stop on the landing if it is "
        "free (or capture an enemy standing there), or ride on diagonally away from the river "
        "he crossed, over land, up to the next river, and capture the first enemy he meets "
        "(D-4).\n"
        "- **Transformed**, he may also ride diagonally straight across the rivers, "
        "without leaping. He may stop on an island but never on open water, so he cannot "
        "capture there.",
        "A Horseman never ends a move in the open river, and he can be captured only by a "
        "spirit that starts its move on land.",
        (
            Diagram("horseman", "3r4/8/8/8/4N3/8/8/3R4 L -", piece="e4",
                    caption="A Horseman on e4: diagonals through the islands f3 and c6, "
                            "and crossings to e2 and g4 (then on to h5)."),
            Diagram("horseman_crossing", "3r4/8/8/4s3/1Ns5/8/8/4R3 L -", piece="b4",
                    caption="Crossing east over the Shell on c4, then on to capture on e5; "
                            "crossing south to b2, then on to a1."),
            Diagram("horseman_promoted", "3r4/8/8/8/4N+3/8/8/3R4 L -", piece="e4",
                    caption="Transformed, he also rides across the rivers: to h7 and b1."),
        ),
    ), level=3),
    Section("Whale", "whale", (
        "The Whale lives in the rivers and never leaves them. It jumps along an **L of "
        "three cells**, two then one or one then two, like a chess knight, turning at an "
        "island, with every cell of the L in the river. It leaps whatever stands on the "
        "way and lands on a river cell, empty or holding an enemy to capture. A Whale can be "
        "captured only by a spirit that starts its move in the river. Transformation gives "
        "it nothing.",
        (
            Diagram("whale", "3r4/8/8/8/2W5/4s3/8/4R3 L -", piece="c4",
                    caption="A Whale on c4 turns at c6 or at c3; it may capture on e3."),
            Diagram("whale_corner", "3r4/8/8/8/8/8/8/2W1R3 L -", piece="c1",
                    caption="From c1 the only island in reach is c3."),
        ),
    ), level=3),
    Section("Priest and Ruler", "tent", (
        "The two chief spirits look alike and move alike: **one cell in any of the eight "
        "directions**, never leaving their four-cell tent. They may also trade places as "
        "one move, a kind of castling, even to cover each other from a threat. The Ruler "
        "is the spirit whose fall ends the game; the Priest is its double.",
        (
            Diagram("ruler", "3r4/8/8/8/8/8/4P3/3R4 L -", piece="d1",
                    caption="The Ruler on d1: two steps inside the tent, or the swap "
                            "with the Priest on e2 (the ring)."),
            Diagram("priest", "3r4/8/8/8/8/8/4P3/3R4 L -", piece="e2",
                    caption="The Priest on e2 moves the same way, and may make the same "
                            "swap."),
        ),
    ), level=3),
    Section("The hidden Ruler", "hidden", (
        "When two people play, power is hidden. Before the first move each player chooses "
        "in secret which tent spirit is the Ruler (the app asks each of you in turn, with "
        "the other looking away). The mark of power is then shown only to its owner: your "
        "opponent sees two identical stars in your tent, and must guess which one to hunt. "
        "Only the capture of your Priest reveals the truth. In solo play nothing is hidden.",
        (
            Diagram("view_lower", START, viewer=0,
                    caption="What the Lower player sees: its own Ruler (e1) marked, the "
                            "Upper tent unreadable."),
            Diagram("view_upper", START, viewer=1,
                    caption="What the Upper player sees of the same board."),
        ),
    )),
    Section("Captivity of the Priest", "captivity", (
        "When the enemy captures the **Priest**, it does not change sides. The captor takes "
        "its cell, and the Priest is led into **captivity**: the capturing player sets it "
        "on any free cell of the captor's own outer sectors. If those sectors are full, "
        "neither the Priest nor the Ruler can be captured at all.",
        "The captive stays loyal to its own side. It steps one cell in any direction, "
        "anywhere except into the captor's tent; it never captures and cannot be captured. "
        "If it walks the length of the board and ends a move in its own tent, it is a Priest "
        "again, with all its powers.",
        (
            Diagram("priest_before", "4r3/8/8/3e4/8/8/3P4/4R3 U -", piece="d5",
                    caption="The Upper Eagle may strike the Priest on d2; the captive "
                            "would go to one of the gold cells."),
            Diagram("priest_after", "4r3/8/8/3e4/8/8/3P4/4R3 U -", after="Ed5xd2/g7",
                    caption="Taken: the Priest waits on g7, still a Lower spirit."),
            Diagram("captive", "3r1P!2/6a1/8/8/8/8/8/4R3 L -", piece="f8",
                    caption="A captive on f8: not into the Upper tent, and no capture "
                            "of the Archer on g7."),
        ),
    )),
    Section("Shields", "shields", (
        "Each pantheon keeps two **Shields** in reserve. A Shield never moves and never "
        "captures; it gives cover, and it serves any Archer as a bow. Placing a Shield on "
        "any free cell of your home field (your three back ranks, rivers and tent included) "
        "takes your whole turn, and it must not leave your own Ruler open to capture.",
        "How many Shields may stand on the board at once: one while you own no Horseman, so "
        "that the enemy cannot settle freely on the islands, and one more while your Priest "
        "is in captivity, to cover your Ruler. A Shield, once placed, stays until it is "
        "captured, and either side may capture it, its owner too, like any other spirit: "
        "the captor takes its cell and the Shield goes back to its owner's reserve.",
        (
            Diagram("shield_drop", "4r3/8/8/8/8/8/8/3PR3 L H2", reserve=True,
                    caption="The Lower World owns no Horseman: it may place a Shield on "
                            "any free cell of its three back ranks."),
            Diagram("shield_second", "3r4/6P!1/8/8/8/2H5/8/4R3 L H1", reserve=True,
                    caption="One Shield already holds the island c3; with the Priest "
                            "captive on g7, a second may join it."),
        ),
    )),
    Section("Check, mate and draws", "end", (
        "**Check is never announced.** When your Ruler could be captured, nobody tells you, "
        "and in pair play the app keeps silent too. But no move may leave your own Ruler "
        "open to capture, so the list of legal moves never offers one.",
        "**Mate:** the side to move has its Ruler open to capture and no legal move. It "
        "loses.",
        "**Draws:** if the side to move has no legal move but its Ruler is safe, the game "
        "ends in stillness, a draw. The same position with the same side to move a third "
        "time is a draw. Players may agree a draw, or one may resign; an optional move "
        "limit, off unless you set it, ends the game in a draw.",
        (
            Diagram("mate", "3r4/8/8/8/8/8/7e/e2R4 L -", piece="d1", expect="mate",
                    caption="Mate: the Eagle on a1 strikes the Ruler along rank 1, the Eagle "
                            "on h2 guards d2 and e2. Lower has no move."),
            Diagram("stillness", "3r4/8/8/4e3/8/8/e7/3R4 L -", piece="d1",
                    expect="stillness",
                    caption="Stillness: the Ruler on d1 is safe, but every cell it could "
                            "step to is struck. Lower has no move: a draw."),
        ),
    )),
    Section("Writing the game down", "notation", (
        "A move is the spirit's letter, its cell, `-` or `x` (capture), and the cell it goes "
        "to: `Sd3-d4`, `Eb4xb7`. The letters: **S** Shell, **A** Archer, **E** Eagle, "
        "**N** Horseman, **W** Whale, **P** Priest (or a Ruler not yet revealed), "
        "**R** a known Ruler, **H** Shield. A Shield placed is `H@c2`, the tent swap "
        "`d1~e1`, a Priest's capture adds its cell of captivity, `Ed5xd2/g7`, and a secret "
        "Ruler choice in pair play is `R=e1`. A whole position fits in one line, rank 8 down "
        "to rank 1, upper case for the Lower World, `+` for a transformed spirit (never a "
        "Whale, D-6), `!` for a captive, then the side to move and the Shields in reserve. "
        "The start reads "
        f"`{START}`.",
    )),
)

RECONSTRUCTION = Section("Where this is reconstruction", "reconstruction", (
    "Kamla reaches us as a reconstruction, and the text leaves some questions open. "
    "These are the answers this app plays by. Other readings are possible: the start, "
    "for one, is loaded from a position string, so another arrangement can be tried "
    "without changing the program.",
))

DECISIONS: tuple[Decision, ...] = (
    Decision("D-1", "The start position",
             "The sources say the pantheons fill the three back ranks, but the figure "
             "showing where each spirit stands is lost. Here: Eagles in the corners, then "
             "Horsemen, Whales on the river cells c1 and f1, Priest and Ruler on d1 and e1 "
             "(in a game for two the owner chooses which is which; in solo play the Ruler "
             "is on e1); Archers on b2 and g2; Shells across the third rank, two of them on "
             "islands. The Upper World mirrors this on ranks 8, 7 and 6."),
    Decision("D-2", "Striking your own Shell",
             "The sources allow a plain Shell to be captured by its own side but do not "
             "say what happens to it. Here the captor and the Shell trade places, and the "
             "Shell stays on its side."),
    Decision("D-3", "The transformed Archer's shots",
             "The sources give the transformed Archer steps forward, back, left and right "
             "and say it captures over a bow, but not in which directions. Here it shoots "
             "in the same four directions it steps."),
    Decision("D-4", "The end of the Horseman's crossing",
             "The sources say the Horseman crosses in two straight steps and then goes "
             "diagonally to the next river, but not whether he may stop right after the "
             "crossing. Here he may stop on the landing cell or ride on diagonally, away "
             "from the river he crossed."),
    Decision("D-5", "Draws",
             "The sources end the game only by mate. Here a side with no legal move whose "
             "Ruler is safe draws (stillness), so does a position met for the third time, "
             "and players may agree a draw, resign, or set a move limit."),
    Decision("D-6", "A Whale in its zone",
             "The sources say a Whale gains nothing in the zone of transformation, but "
             "not whether it counts as transformed there. Here it never does: no ball on "
             "its tip, and a position written by another program with a transformed "
             "Whale, `W+`, loads as a plain Whale, `W`."),
)

CLARIFICATIONS_TITLE = "Smaller readings"
CLARIFICATIONS: tuple[str, ...] = (
    "**Open to capture.** The sources do not say how to judge a threat to the Ruler. Here "
    "a spirit threatens the Ruler if its move could capture it under every capture limit "
    "(islands, Whales, Horsemen, a free cell of captivity), even if that move would expose "
    "its own Ruler.",
    "**Islands after a crossing.** The sources do not say whether the ride after a crossing "
    "may enter an island. Here it stops before any river cell, islands included; only the "
    "plain diagonal rides onto islands.",
    "**The Archer's target.** The sources say the Archer leaps only the nearest spirit. "
    "Here its target is always the next spirit beyond that bow; if it cannot be captured, "
    "there is no shot.",
    "**Own Shells.** The sources do not say how the own-side capture of a Shell is made. "
    "Here any capturing move of the captor will do, and the island rule still applies.",
    "**Transformation by capture.** The sources do not say whether a spirit set down in a "
    "zone by a capture or a swap is transformed. Here only a spirit that ends its own move "
    "there is transformed.",
    "**The first Shield.** The sources allow it \"after the loss of both Horsemen\". Since "
    "Horsemen change sides, here it means: while you own no Horseman.",
    "**Where Shields go.** The sources say the three back ranks. Here that includes the "
    "rivers, islands and the tent, and a Shield may not leave your own Ruler open.",
    "**The captive Priest.** The sources do not say whether it blocks the way. Here it "
    "does, like any spirit, and an Archer may use it as a bow; it is restored when it ends "
    "a move in its own tent.",
)


PAGE = RulesText(TITLE, INTRO, LEGEND, SECTIONS, RECONSTRUCTION, DECISIONS,
                 CLARIFICATIONS_TITLE, CLARIFICATIONS)


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
