"""Senet rules for players: the page's text, its diagrams and the list of
reconstruction decisions, as data.

The prose follows the rules this project implements (shared spec senet.md,
S-1..S-15, B-1..B-7, C-1..C-4, D-1..D-3, the engine's decisions D-4..D-6 and
its own readings where the spec is silent) but is written for someone sitting down to play. Each
diagram is a small hand-built position with a throw waiting to be used and the
pieces it talks about; where those pieces may go is never typed here:
:func:`highlights` asks the engine (``legal_moves``, or the five throws of
fate), so a diagram can never disagree with the game.
"""
from __future__ import annotations

from dataclasses import dataclass

import games
from games.senet import (
    EXTRA_THROW, FATE, HOUSES, MOVE, OFF, OVER, PLAYER_NAMES, THROW, THROW_OUTCOMES, Senet,
    SenetMove, SenetState,
)
from ui.rules import Decision, RulesText, Section, Table
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
    caption: str
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
        faces = ("no light face" if self.score == 5 else
                 f"{self.score} light face{'s' * (self.score > 1)}")
        in_16 = chance.numerator * 16 // chance.denominator
        follow = "throw again" if self.score in EXTRA_THROW else "the turn ends"
        return f"**{self.score}** · {faces} up · {in_16} in 16 · {follow}"


Row = tuple[Diagram | Sticks | Table, ...]
Block = str | Row


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


TITLE = "Senet: the rules"

INTRO = (
    "Senet is one of the oldest board games we know: thirty squares, a handful of pieces "
    "and four throwing sticks, played in Egypt for more than two thousand years. By the New "
    "Kingdom it had become a picture of the soul's passage through the Netherworld, and "
    "the Book of the Dead shows the dead playing it against an opponent no one can see.",
    "Its rules are lost. What you play here are two modern reconstructions read as the two "
    "halves of one journey: **Kendall**, the soul going down into death past the Houses of "
    "Beauty and Water, and **Bell**, the way back to resurrection, ending at home in the "
    "first row. Each can be played on its own, or they can follow one another without a "
    "pause, cycle after cycle. Our source, a Russian text that adds to Bell's rules and "
    "joins them to Kendall's, leaves some questions open; where we had to answer them "
    "ourselves the rules below say so, and the [last chapter](#reconstruction) lists every "
    "such choice.",
)

LEGEND = (
    "**In the diagrams** the track runs along the top row from 1 to 10, back along the "
    "middle row from 20 to 11, and along the bottom row from 21 to 30; the dashed cell "
    "beside 30 is off the board, and the number on it counts the pieces there "
    "(Spools · Cones). Dark spool-shaped pieces are the **Spools**, light cones the "
    "**Cones**; every throw shown is Spools'. The caption starts with the throw "
    "waiting to be used. A gold frame marks the pieces the caption speaks of, and the "
    "squares they may reach with it are washed in gold, with a dot on an empty square and "
    "a ring round an enemy piece they would hit. Where a diagram shows a move already "
    "made, the wash marks the squares it changed. None of these marks is drawn by hand: "
    "the same rules engine that referees your games computes them."
)


HOUSE_NOTES: dict[int, tuple[str, str]] = {
    10: ("a bird: the *ba*, the soul that flies free",
         "ending a move here earns another throw (D-1)"),
    15: ("the ankh, the sign of life", "a drowned piece is reborn here"),
    16: ("a net", "ending a move here ends your turn (D-1)"),
    26: ("*nefer*, a heart and windpipe: “good, beautiful”",
         "every piece must stop here; then the throw of fate"),
    27: ("three waves", "a piece that falls in is reborn on 15"),
    28: ("three strokes: three judges", "leave only with a 3"),
    29: ("two strokes: the two sisters", "leave only with a 2"),
    30: ("the sun's disc", "leave only with a 1"),
}
"""How the board draws each House's sign, and what the House does in Kendall."""


def houses_table() -> str:
    """The Houses (S-4, D-1) as a Markdown table: names from the engine, signs and
    powers in words."""
    lines = ["| Square | House | Sign | In Kendall |", "|:-:|---|---|---|"]
    for square, name in sorted(HOUSES.items()):
        sign, power = HOUSE_NOTES[square]
        lines.append(f"| **{square}** | {name} | {sign} | {power} |")
    return "\n".join(lines)


START = GAMES[KENDALL].format_position(GAMES[KENDALL].initial_state())
EMPTY_BELL = position(s="B0", c="B0", step="open:A")
"""Every piece off the board, as Bell alone begins: the empty track."""

# Kendall positions shared by several diagrams.
HIT = position((2, 4, 13, 19, 22), (5, 7, 14, 20, 24), "S[3]")
WALL = position((11, 5, 2, 22, 25), (12, 13, 7, 18, 24), "S[3]")
TRIPLE = position((11, 1, 2, 22, 25), (12, 13, 14, 7, 24), "S[2]")

SECTIONS: tuple[Section, ...] = (
    Section("The board and its track", "board", (
        "Senet is played on thirty squares in three rows of ten. Both players' pieces "
        "travel the same road, a single track that snakes across the board: along the top "
        "row from 1 to 10, back along the middle row from 11 to 20, and along the bottom "
        "row again from 21 to 30. The track turns at the ends of the rows, so 10 and 11 "
        "are neighbours, and so are 20 and 21: when these rules say *next to*, they mean "
        "next along the track. Beyond 30 lies the world outside the board: pieces leave "
        "by it in Kendall, and come back through it in Bell.",
        "Eight squares are **Houses**, each with its sign. The last five are the old ones, "
        "marked on Egyptian boards themselves: the House of Beauty, the House of Water "
        "where the soul may drown, and three Houses that count the soul out, with three "
        "strokes, then two, then the rising sun. On 15 stands the House of Rebirth with "
        "its ankh, where the drowned rise again. The House of Ba (10) and the House of the "
        "Net (16) are named by our source but placed and given their powers by us (D-1). "
        "**A piece standing on any House can never be hit**, whoever owns it and whatever "
        "the phase.",
        (
            Diagram("track", EMPTY_BELL, track=True, game=BELL,
                    caption="The track and its eight Houses, on an empty board. The five "
                            "pieces of each side wait off the board, as Bell begins."),
        ),
        (
            Table(houses_table(),
                  caption="The Houses. In Bell only their protection remains on 26 to "
                          "30, while Ba and the Net keep their powers."),
        ),
    )),
    Section("The sticks", "sticks", (
        "There are no dice. You throw four flat sticks, light on one face and dark on the "
        "other, and **the score is the number of light faces that land up; if none does, "
        "the score is 5.** The sticks do not favour every number alike: a 2 comes six "
        "times in sixteen, a 1 or a 3 four times, a 4 or a 5 only once.",
        "**A 1, 4 or 5 earns another throw; a 2 or a 3 ends your turn**, and the sticks "
        "pass. Each throw is used, or lost, before the next is thrown: it moves one piece "
        "by exactly that many squares and cannot be split. A throw that no piece can use "
        "is lost at once, and a lost 1, 4 or 5 still earns its extra throw.",
        tuple(Sticks(score) for score in range(1, 6)),
    )),
    Section("Kendall: the journey into death", "kendall", (
        "In Kendall the pieces are souls going down through the Netherworld. Each player's "
        "five pieces set out from the first row, pass the House of Rebirth, and come to "
        "the last row, where Beauty judges them, the Water waits for the unlucky, and the "
        "three last Houses let them out beyond the Rising Sun. **The first player to bring "
        "every piece off the board has finished the journey** and wins Kendall, or, in a "
        "session of cycles, walks straight on into Bell.",
    )),
    Section("Setting out", "kendall-start", (
        "The pieces start in the first row, alternating: Cones on the odd squares 1 to 9, "
        "Spools on the even squares 2 to 10. (In long Senet, with seven pieces each, they "
        "fill the first fourteen squares.)",
        "**The opening throws** decide who plays Spools and moves first. The two players "
        "throw in turn, one throw each, until someone throws a 1. That player takes the "
        "Spools, uses the 1 at once, most often to step the front piece from 10 around "
        "the corner to 11, and throws again, as every 1 earns another throw. If you prefer, "
        "a game can skip the opening and let Spools simply begin.",
        (
            Diagram("start", _opening_won(), pieces=(10,),
                    caption="The start, with Spools' winning 1 still to use. The front "
                            "piece turns the corner of the track."),
        ),
    ), level=3),
    Section("Moving and hitting", "kendall-hit", (
        "Each throw moves one of your pieces forward along the track by exactly the score. "
        "It may not land on another of your own pieces. If it lands on an enemy piece, it "
        "**hits** it: the two change places, and the enemy goes back to the square your "
        "piece came from. You may not hit a piece that is protected (see below) or that "
        "stands on a House.",
        (
            Diagram("hit", HIT, pieces=(4,),
                    caption="The Spool on 4 may hit the lone Cone on 7 …"),
            Diagram("hit_after", HIT, after=("4x7",),
                    caption="… and the two change places: the Cone is sent back to 4."),
        ),
    ), level=3),
    Section("Pairs and triples", "kendall-groups", (
        "Pieces of one colour standing next to each other form a **group**, and a group "
        "guards its ends: a piece at either end of a group cannot be hit. A pair is "
        "therefore safe all round. A group of three or more has a soft middle, though: its "
        "inner pieces can be hit, and a triple is broken by striking its centre.",
        (
            Diagram("groups", position((6, 11, 3, 1, 22), (8, 9, 12, 13, 14), "S[2]"),
                    pieces=(6, 11),
                    caption="The Spool on 6 cannot hit the pair on 8–9; the Spool on 11 "
                            "breaks the triple 12–14 by hitting its middle."),
        ),
    ), level=3),
    Section("The blockade", "kendall-blockade", (
        "Two or more enemy pieces side by side make a wall. **No piece may pass over it**, "
        "forward or backward, not even to leave the board. A single enemy piece can be "
        "jumped freely.",
        (
            Diagram("blockade", WALL, pieces=(11, 5),
                    caption="The pair on 12–13 bars the Spool on 11. The Spool on 5 "
                            "jumps the single Cone on 7."),
        ),
    ), level=3),
    Section("Going backward", "kendall-back", (
        "If none of your pieces can move forward with the throw, one of them **must move "
        "backward** by the score, under the same rules: not onto your own piece, hitting "
        "only an unprotected enemy off the Houses, never through a wall, and never back "
        "past square 1. Pieces on the last three Houses never move backward. If no piece "
        "can move either way, the throw is lost.",
        (
            Diagram("backward", position((11,), (12, 13, 7, 18, 24), "S[3]"), pieces=(11,),
                    caption="The same wall, but this Spool is the last one on the board "
                            "(four are already off). It cannot go on, so it must go back."),
        ),
    ), level=3),
    Section("The House of Beauty and the throw of fate", "kendall-beauty", (
        "Square 26 is the gate of the last row. **No piece may pass the House of Beauty "
        "without stopping on it exactly**, forward or backward (D-4): a throw that would "
        "carry a piece over 26 cannot be used by that piece.",
        "A piece that lands on Beauty is judged at once. Its owner throws the sticks again "
        "for that piece alone, and the score is its fate:\n\n"
        "- **1**: it falls into the House of Water;\n"
        "- **2**: it goes to the House of Three Truths (28);\n"
        "- **3**: to the House of Isis and Nephthys (29);\n"
        "- **4**: to the House of the Rising Sun (30);\n"
        "- **5**: it leaves the board at once, its journey complete.\n\n"
        "If the House it is sent to is already taken, by anyone's piece, it falls into the "
        "Water instead. The throw of fate is not a move: it sets the piece straight down "
        "on its House, whatever stands between. It never earns another throw of its own, "
        "but the 1, 4 or 5 that brought the piece to 26 still earns one.",
        (
            Diagram("beauty", position((23, 24, 12, 8), (20, 21, 18, 6, 3), "S[3]"),
                    pieces=(23, 24),
                    caption="The Spool on 23 lands on Beauty. The Spool on 24 would pass "
                            "it, so it cannot use this throw."),
            Diagram("fate", position((26, 24, 12, 8), (20, 29, 18, 6, 3), "S!"), pieces=(26,),
                    caption="Where fate may send the piece on 26: 15 (drowned and reborn), "
                            "28, 30 or off the board. A 3 would drown it too, since a Cone "
                            "holds 29."),
        ),
    ), level=3),
    Section("The House of Water and rebirth", "kendall-water", (
        "The House of Water (27) is the drowning place. A piece that ends there is lifted "
        "off at once and **reborn on the House of Rebirth** (15), or, if 15 is taken, on "
        "the nearest free square before it, and it must travel the second half of the "
        "journey again.",
        (
            Diagram("rebirth", position((26, 24, 12, 8), (20, 15, 18, 6, 3), "S!"),
                    after=("[1]",),
                    caption="Fate throws a 1: the piece on 26 drowns. A Cone stands on 15, "
                            "so it is reborn on 14."),
        ),
    ), level=3),
    Section("The last three Houses", "kendall-last", (
        "The Houses of Three Truths, of Isis and Nephthys, and of the Rising Sun are the "
        "last waiting rooms, and their signs count the soul out: **a piece on 28 leaves "
        "the board only with a 3, on 29 only with a 2, on 30 only with a 1.** It has no "
        "other move, not even backward; it waits for its number. Leaving the board means "
        "moving exactly one square past 30, never more.",
        (
            Diagram("last", position((28, 29, 30, 21), (20, 15, 18, 6, 3), "S[2]"),
                    pieces=(28, 29, 30),
                    caption="Only the piece on Isis and Nephthys (29) may leave; the others "
                            "wait for a 3 and a 1."),
        ),
    ), level=3),
    Section("Ba and the Net", "kendall-ba-net", (
        "Two Houses of the first half belong to our reconstruction (D-1). A piece that ends "
        "its move on the **House of Ba** (10), where the soul takes wing, gives its owner "
        "another throw, even after a 2 or a 3. A piece that ends its move on the **House "
        "of the Net** (16) is caught, and the turn ends at once, even after a 1, 4 or 5. "
        "Extra throws do not add up: a 4 that ends on Ba earns one more throw, not two. "
        "Both Houses act in Bell too.",
        "Like Beauty and the Water, they act only on a piece that ends its own move there. "
        "A piece set down by a hit or by rebirth feels nothing.",
        (
            Diagram("ba", position((8, 12, 22, 3, 1), (20, 15, 18, 6, 4), "S[2]"),
                    pieces=(8,), expect=AGAIN,
                    caption="A 2 ends the turn, unless it brings a piece to Ba: then "
                            "Spools throw again."),
            Diagram("net", position((8, 12, 22, 3, 1), (20, 15, 18, 6, 4), "S[4]"),
                    pieces=(12,), expect=TURN_ENDS,
                    caption="A 4 earns another throw, unless the Net catches the piece: "
                            "then the turn ends."),
        ),
    ), level=3),
    Section("Bell: the way back to resurrection", "bell", (
        "If Kendall carries the soul into death, Bell brings it back. Bell's track runs "
        "the other way: its first square is Kendall's 30, the House of the Rising Sun, and "
        "its last is Kendall's square 1. The app always numbers the squares the Kendall "
        "way, so in Bell your pieces count down, from 30 toward 1.",
        "Bell is played on its own or as the continuation of Kendall. The moment a player "
        "has borne off every piece in Kendall, that player goes on in Bell without "
        "breaking the order of turns, while the other keeps playing Kendall on the same "
        "board, however far behind.",
        "Moving works as in Kendall: the sticks and their extra throws, hitting by "
        "changing places, protected pairs and broken triples, the wall, backward moves "
        "when nothing can go forward (for a Bell piece, backward means toward 30, never "
        "beyond it), and Ba and the Net. What falls away are the Kendall powers of 26 to "
        "30: a Bell piece makes no throw of fate, does not drown, and may leave the last "
        "Houses with any throw. The Houses still protect every piece standing on them.",
    )),
    Section("Entering", "bell-enter", (
        "In Bell alone all pieces begin off the board, and the first player to throw a 1 "
        "plays Spools; that 1 only decides, and Spools then throw to begin. **A throw "
        "enters a piece on the Bell square of its number**: 1 on the House of the Rising "
        "Sun (30), 2 on Isis and Nephthys (29), 3 on the Three Truths (28), 4 on the Water "
        "(27), 5 on Beauty (26), if that square is empty. While you can enter, you must "
        "(D-2). If the square is taken, by anyone, or no piece is left to enter, move a "
        "piece already on the board instead.",
        (
            Diagram("enter", position((), (30,), "S[2]", s="B0", c="B0"), game=BELL,
                    pieces=(OFF,),
                    caption="A Spool enters on Bell square 2, the House of Isis and "
                            "Nephthys."),
            Diagram("enter_taken", position((25,), (30,), "S[1]", s="B0", c="B0"),
                    game=BELL, pieces=(OFF, 25),
                    caption="The Rising Sun, Bell square 1, is taken by a Cone: the Spool "
                            "already on the board moves instead."),
        ),
    ), level=3),
    Section("Domains", "bell-domains", (
        "The first aim of Bell is square 1. As soon as a Bell piece of either player "
        "stands there, the first row (1 to 10; 1 to 14 in long Senet) is shared out: its "
        "odd squares become the **domains** of that piece's owner, its even squares the "
        "domains of the other player. The board tints them, warm for Spools' domains, "
        "greyer for Cones'; they hold until both players have "
        "finished this Bell phase (D-6).",
        "**A piece standing on one of its own domains cannot be hit.** It is not tied "
        "there: it moves like any other piece, and if its only legal move leads backward, "
        "out of the domains, it must take it.",
        (
            Diagram("domains_won", position((3, 12, 20, 23, 25), (4, 6, 14, 16, 18), "S[2]",
                                             s="B0", c="B0"),
                    game=BELL, after=("3-1",),
                    caption="A Spool reaches square 1: the odd squares become Spools' "
                            "domains, the even ones Cones'."),
            Diagram("domains_safe", position((1, 7, 12, 20, 25), (4, 9, 14, 22, 17), "S[3]",
                                              s="B0", c="B0", odd="S"),
                    game=BELL, pieces=(7, 12),
                    caption="The Cone on 4 is on its own domain and safe from the Spool on "
                            "7. The Cone on 9 stands on a Spools' domain: it can be hit."),
        ),
    ), level=3),
    Section("Free passage", "bell-passage", (
        "Once the domains are shared out, the first row has no walls: **the blockade does "
        "not apply there**, and a piece may jump over as many pieces, its own and the "
        "enemy's, as its throw requires. Outside the first row two enemy pieces side by "
        "side still bar the way.",
        (
            Diagram("passage", position((1, 8, 13, 20, 23), (4, 5, 6, 11, 12), "S[5]",
                                        s="B0", c="B0", odd="S"),
                    game=BELL, pieces=(8, 13),
                    caption="The Spool on 8 jumps three Cones to reach 3. The Spool on 13 "
                            "is held by the pair on 11–12, outside the first row."),
        ),
    ), level=3),
    Section("Coming home", "bell-home", (
        "**The first player with every piece on its own domains has finished Bell.** In "
        "Bell alone that wins the game; in a session of cycles, the journey begins again.",
        (
            Diagram("home", position((1, 3, 5, 7, 12), (2, 4, 6, 14, 22), "S[3]",
                                     s="B0", c="B0", odd="S"),
                    game=BELL, pieces=(12,), expect=WINS,
                    caption="Four Spools are home. The last one reaches 9, and Spools "
                            "have finished Bell."),
        ),
    ), level=3),
    Section("Continuous cycles: death and resurrection", "cycles", (
        "Kendall and Bell can follow each other without end. One **cycle** is a player's "
        "Kendall followed by that player's Bell. A player who finishes Bell starts Kendall "
        "again at once, from where the pieces stand (the domains are a new start), and "
        "the order of turns is never broken. The two players may well be in different "
        "phases, one still going down into death while the other is already on the way "
        "back.",
        "A session is set either **by cycles**, and the first player to complete that many "
        "wins, or **by time**, and when the time runs out the player **ahead** wins. Being "
        "ahead is the number of phases you have completed, plus the share of the way your "
        "pieces have covered in the phase you are in (D-3): in Kendall a piece on square s "
        "has come s of 31 squares (off the board, all 31); in Bell a piece on square s has "
        "come 31 − s of 30 (still waiting to enter, none). The score is shown live beside "
        "the board, and the journal records the end of every phase.",
        "When the time is up, a turn already begun is played to its end, extra throws "
        "included; a new turn never begins. Equal scores are a draw.",
        (
            Diagram("cycles", position((27, 22), (20, 24, 25, 18, 12), "S[3]", s="B0"),
                    game=CYCLES, pieces=(OFF,), score=True,
                    caption="Spools have finished Kendall and walk back in Bell; their piece "
                            "rests on the Water without drowning. Cones are still on the "
                            "way down."),
        ),
    )),
    Section("Modern Kendall", "modern", (
        "Many boxed sets and apps call their rules Kendall but play a simpler game. The "
        "app offers it too, as published with devinokeefe's Senet solver. The player on "
        "the odd squares simply begins. **Every piece with a friendly neighbour is "
        "protected**, middle ones included, and **it takes three in a row to block**. No "
        "House is safe and none has a power of its own: 26 is an exact stop with no throw "
        "of fate (from there 1 falls into the Water, 2 to 4 reach 28 to 30, 5 leaves the "
        "board), a piece in the Water goes back to 15 or the nearest free square before "
        "it, and 28, 29 and 30 still leave only with a 3, a 2 and a 1. A throw that no "
        "piece can use ends the whole turn, even a 1, 4 or 5. There is no Bell.",
        (
            Diagram("modern_pair", WALL, game=MODERN, pieces=(11,),
                    caption="The position of [the blockade](#kendall-blockade) in modern "
                            "Kendall: a pair is no wall."),
            Diagram("modern_triple", TRIPLE, game=MODERN, pieces=(11,),
                    caption="Nor can a triple be broken: its middle piece is protected."),
        ),
    )),
    Section("Writing the game down", "notation", (
        "Squares are always numbered the Kendall way. A move is written by its squares: "
        "`12-15`, a hit `12x15`, a backward move `15-12<`, leaving the board `28-off`, "
        "entering in Bell `in-27`; a throw is its score in brackets, `[4]`. A whole "
        "position fits in one line: the three rows in track order (`S` Spools, `C` Cones, "
        "`.` empty), each side's phase, cycles and pieces off the board, the domains "
        "(`odd:C:S`: Cones hold the odd squares, and Spools have already finished the Bell "
        "phase they belong to), whose step it is, and the turn. The start of Kendall reads "
        f"`{START}`.",
    )),
)

RECONSTRUCTION = Section("Where this is reconstruction", "reconstruction", (
    "No rule book of Senet survives from Egypt. What survives is boards, pieces and "
    "sticks, the names and signs of the last Houses, and the Egyptians' own sense of the "
    "game as a passage through death. Kendall (1978) and Bell (1960) are modern "
    "reconstructions, and they disagree. Our source, a Russian text by Fr. Nyarlathotep "
    "Otis, adds to Bell's rules and joins them to a Kendall-based working version that we "
    "could not read; where it names a rule without giving it (pairs that block, triples "
    "that break, the throw of fate in the House of Beauty), we filled it in from "
    "Timothy Kendall's published rules and Dmitry Skiryuk's Russian ones. Kendall's own "
    "booklet differs in places: there, throws pile up before any piece moves, and a piece "
    "in the Water may wait for a 4.",
    "Where no source speaks, we decided. These are the decisions the specification of "
    "this app names:",
))

DECISIONS: tuple[Decision, ...] = (
    Decision("D-1", "The Houses of Ba and the Net",
             "The sources name a House of Ba and a House of the Net but neither place nor "
             "explain them. Here Ba is square 10 and the Net square 16, following modern "
             "esoteric readings of the board, and their powers (another throw on Ba, the "
             "end of the turn on the Net, in Kendall and in Bell) are this project's own."),
    Decision("D-2", "Entering in Bell",
             "The sources say how a piece enters and what to do when its square is taken, "
             "but not whether you may leave a free entry square unused and move a piece on "
             "the board instead. Here entering is compulsory whenever it is possible."),
    Decision("D-3", "Who is ahead",
             "The sources give a timed session to the player ahead when the time runs out, "
             "without saying how that is measured. Here it is the phases completed plus "
             "the share of the current phase's distance the pieces have covered, as "
             "described under [Continuous cycles](#cycles)."),
    Decision("D-4", "Backward past Beauty",
             "The sources forbid passing the House of Beauty and give backward moves the "
             "same landing rules, but never picture a piece beyond 26 moving back. Here no "
             "piece in Kendall passes 26 backward either: a piece left on the Water (27) by "
             "a hit may step back only onto 26, with a 1, and meets its throw of fate "
             "there; any other throw it cannot use forward is lost."),
    Decision("D-5", "One move, two homecomings",
             "The sources do not say what happens when a single move brings both players "
             "home in Bell, as a hit that swaps the other's piece onto its own domain can. "
             "Here both finish, each judged on the domains that stand at the end of the "
             "move, the mover first: if both complete the session, the mover wins. Only "
             "then are the domains shared out anew."),
    Decision("D-6", "How long the domains last",
             "Our sources do not say, in endless cycles; the specification keeps them "
             "until both players have finished that Bell phase. Here that is counted for "
             "each player, however far apart the two are: the domains belong to one Bell "
             "phase of each, and a player who finishes it and comes round to Bell again "
             "still finds them, until the other finishes too. Only then does the next "
             "Bell phase share them out anew. The position string records who has "
             "already finished."),
)

CLARIFICATIONS_TITLE = "Smaller readings"
CLARIFICATIONS: tuple[str, ...] = (
    "**A throw no piece can use.** The sources lose it, but do not say whether a lost 1, "
    "4 or 5 still earns its extra throw. Here it does, and the lost throw simply passes, "
    "with nothing for you to choose. (In modern Kendall, as in its source, it ends the "
    "whole turn.)",
    "**The opening throws.** The sources do not say how they count. Here each opening "
    "throw is a turn of its own: the turn limit counts it, and a timed session that runs "
    "out during the opening is a draw, since nobody plays Spools yet. In Kendall the "
    "winner of the opening uses the 1; in Bell alone, as our source describes, the 1 only "
    "decides and Spools then throw.",
    "**The throw of fate.** The sources do not say whether the piece it sends on travels "
    "the track. Here it is set straight down on its House (or off the board with a 5), "
    "so no wall can stop it; it never earns a throw of its own; and an occupied House "
    "means the Water, whoever's piece occupies it.",
    "**How the Houses act.** The sources do not say whether a House acts on a piece that "
    "arrives other than by its own move. Here Ba, the Net, Beauty and the Water act only "
    "on a piece that ends a move there; a piece set down by a hit or by rebirth feels "
    "nothing, and a Kendall piece left standing on 26 by a hit moves on by its throws "
    "(1 into the Water, 2 to 4 to 28–30, 5 off). The one exception is square 1 in Bell: "
    "the domains are shared out as soon as a Bell piece stands there, however it came.",
    "**Walls and the last step.** The sources do not say whether a wall also stops "
    "backward moves and leaving the board. Here it stops every move along the track, "
    "those included, but never a rebirth, a throw of fate or an entry. A piece leaves the "
    "board by moving exactly one square past 30.",
    "**Neighbours.** The sources do not say whether pieces one above the other are "
    "neighbours. Here only neighbours along the track count, for groups and walls alike: "
    "10 and 11, and 20 and 21, are next to each other; 1 and 20 are not.",
    "**Extra throws.** The sources do not say whether they add up. Here they do not: a "
    "throw earns at most one more throw.",
    "**Entering in Bell.** The sources do not say whether entering is a move along the "
    "track. Here it is a placement: the piece enters on its square even if a wall stands "
    "between it and the edge of the board, and it never hits, since it enters only on an "
    "empty square.",
    "**Where the domains end.** Our source lifts the walls “on the territory of the "
    "domains” without drawing its border. Here only enemy pieces inside the first row "
    "(1 to 10, or 1 to 14) are ignored: a pair on 10 and 11 does not block, a pair on 11 "
    "and 12 does. While domains stand, they protect and open the way for both players, "
    "whichever phase each is in.",
    "**Finishing on someone else's move.** The sources do not say what happens when one "
    "move completes a phase for both players (a hit can send a piece home). Here both "
    "are checked after every move, the mover first, on the same domains (D-5), and a "
    "change of phase never breaks "
    "the order of turns: a last piece borne off with a 1 is followed by that player's "
    "extra throw, already in Bell.",
    "**Modern Kendall.** No source fixes one modern version of Kendall. Here it follows "
    "the one published with devinokeefe's Senet solver (its five-piece Kendall) point "
    "for point.",
    "**When the time is up.** Our source gives a timed session to the player ahead, "
    "without saying at what moment the time counts. Here a turn already begun is played "
    "to its end, extra throws included, and a turn not yet begun never begins; equal "
    "scores are a draw.",
    "**A limit to every game.** The sources set none, but Bell, played carelessly, can "
    "shuffle around the domains for a very long time. Here, as a safeguard, a game ends "
    "after 2,000 turns for each phase it needs (4,000 for each cycle of a session by "
    "cycles, 100,000 for a session by time), exactly as if the time were up: the player "
    "ahead wins.",
)


PAGE = RulesText(TITLE, INTRO, LEGEND, SECTIONS, RECONSTRUCTION, DECISIONS,
                 CLARIFICATIONS_TITLE, CLARIFICATIONS)


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
            text = f"**Throw {state.thrown}.** {text}"
        elif state.stage == FATE:
            text = f"**Throw of fate.** {text}"
    if diagram.score:
        spools, cones = (float(x) for x in game_of(diagram).ahead(state))
        text += f" Ahead: {PLAYER_NAMES[0]} {spools:.2f}, {PLAYER_NAMES[1]} {cones:.2f}."
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

