"""Tavreli rules for players: the page's text, its diagrams and the list of
reconstruction decisions, as data.

The prose follows the rules this project implements (shared spec tavreli.md,
TV-1..TV-8, D-1, D-2, and the engine's own decisions I-1..I-11 in
``games/tavreli/__init__.py``) but is written for someone sitting down to play.
Each diagram is a small hand-built position string plus the tower it shows
(and, for a split, how many of its pieces move), or the moves it plays out.
Where a tower may go is never typed here: :func:`highlights` asks the engine
(``legal_moves``), so a diagram can never disagree with the game.
"""
from __future__ import annotations

from dataclasses import dataclass

import games
from games.tavreli import (
    FILES, HELGI, KIND_NAMES, KNYAZ, LETTERS, LUCHNIK, RATNIK, RATNIK_PROMOTES_TO, RATOBORETS,
    START, VOLKHV, VSADNIK, TavreliMove, TavreliState, parse_square,
)
from ui.rules import Decision, RulesText, Section, Table
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
    caption: str
    piece: str | None = None
    count: int | None = None
    after: tuple[str, ...] = ()
    expect: str | None = None


Row = tuple[Diagram | Table, ...]
Block = str | Row

PIECES: tuple[tuple[int, str, str], ...] = (
    (VOLKHV, "the sorcerer-priest", "king"),
    (KNYAZ, "the prince", "queen"),
    (RATOBORETS, "the champion", "rook"),
    (LUCHNIK, "the archer", "bishop"),
    (VSADNIK, "the horseman", "knight"),
    (RATNIK, "the foot warrior", "pawn"),
    (HELGI, "a Norse prince's name", "queen and knight"),
)
"""Each piece: what its Russian name means and which chess piece it moves like."""


def pieces_table() -> str:
    """The pieces (TV-1) as a Markdown table: names and letters from the engine."""
    lines = ["| Piece | Letter | Meaning | Moves like |", "|---|:-:|---|---|"]
    for kind, meaning, chess in PIECES:
        lines.append(f"| **{KIND_NAMES[kind]}** | {LETTERS[kind]} | {meaning} | {chess} |")
    return "\n".join(lines)


def promotion_text() -> str:
    """Which ratnik becomes which piece (TV-7), file by file, from the engine."""
    files: dict[int, list[str]] = {}
    for file, kind in enumerate(RATNIK_PROMOTES_TO):
        files.setdefault(kind, []).append(FILES[file])
    return "; ".join(f"{' and '.join(f)}, {KIND_NAMES[kind]}" for kind, f in files.items())


TITLE = "Tavreli: the rules"

INTRO = (
    "Tavreli are Russian chess: the chessboard, the pieces of chess under old Russian "
    "names, and one rule that changes everything. **Nothing ever leaves the board.** A "
    "piece is taken not by removing it but by standing on it: the captor climbs on top, "
    "the captive stays beneath, and the two become a tower. Towers grow, carry their "
    "prisoners about, split, and set prisoners free; and a humble ratnik with a stronger "
    "piece standing on it may be carried across the board in a single move and rise at "
    "the far side as a knyaz.",
    "The name is said to come from *tavro*, a brand or an image. Archaeologists have found "
    "gaming pieces in the lands of Novgorod and around Chernigov, and in Old Ryazan, burnt "
    "in 1237, two bone discs, one carved with a warrior, the other resting neatly on top "
    "of it: perhaps a tower of tavreli, perhaps pieces of another game. The rules played "
    "today are a modern revival. Our source, a Russian text, gives them in a few lines; "
    "where it is silent we followed other published versions of the modern rules, and "
    "where they are silent too we decided. The rules below say so, and the "
    "[last chapter](#reconstruction) lists every such choice.",
)

LEGEND = (
    "**In the diagrams** White plays up the board and is drawn light, Black dark. A tower "
    "is seen from the side: its pieces from the bottom up, the top one larger and "
    "lettered, its height written beneath. Only the top piece shows its letter; the "
    "captions tell what lies below. The letters are those of chess: **K** volkhv, **Q** "
    "knyaz, **R** ratoborets, **B** luchnik, **N** vsadnik, **P** ratnik, **H** helgi; a "
    "promoted ratnik shows the letter of the piece it has become. The tower shown is "
    "framed in gold, and when only part of it moves, the part is written on it: 2/3 is "
    "the top two of three. The squares it may move to are washed in gold, with a dot on "
    "an empty square or a tower of its own side and a ring round an enemy tower. Where "
    "moves have been played, the wash marks the squares they changed. None of these marks is "
    "drawn by hand: the same "
    "rules engine that referees your games computes them."
)

SECTIONS: tuple[Section, ...] = (
    Section("The board and the pieces", "board", (
        "Tavreli is played on an ordinary chessboard, and the pieces start where their "
        "chess counterparts do. They bear old Russian names and move exactly like those "
        "counterparts: the **volkhv**, the sorcerer-priest, like a king; the **knyaz**, "
        "the prince, like a queen; the **ratoborets** like a rook, the **luchnik** like a "
        "bishop, the **vsadnik** like a knight, and the **ratnik**, the foot warrior, like "
        "a pawn. A seventh piece, the **helgi**, is not there at the start: it is what "
        "the ratnik in front of the volkhv becomes on the last rank, and it moves both as "
        "a knyaz and as a vsadnik, the strongest piece of the game. **White moves "
        "first.**",
        (
            Diagram("start", START,
                    caption="The start, as in chess: knyaz on its own colour, the volkhv "
                            "beside it."),
            Diagram("helgi", "4k3/8/8/8/3H4/8/8/4K3 w - -", piece="d4",
                    caption="The helgi moves as a knyaz and leaps as a vsadnik."),
            Table(pieces_table(), caption="The pieces, with the letters the app uses."),
        ),
    )),
    Section("Towers", "towers", (
        "A piece may move to an empty square, or onto an occupied one, its own side's or "
        "the enemy's. It is then set on top, and the pieces on that square become a "
        "**tower**. Landing on an enemy piece is how you capture: the enemy piece stays on "
        "the board, a prisoner under yours. A tower can be built higher and higher, on any "
        "piece or tower but one: **nothing may ever be put on a volkhv.**",
        "**A tower belongs to the player whose piece is on top, and it moves as that "
        "piece moves**, carrying everything beneath it. A sliding piece stops at the first "
        "occupied square on its line, and may land on it; only the vsadnik, and the helgi "
        "when it leaps like one, jump over pieces.",
        (
            Diagram("slider", "4k3/3[PNr]4/8/2n5/3Q2PN1/8/1B6/4K3 w - -", piece="d4",
                    caption="The knyaz stops at the first piece on each line and may land "
                            "on it: its own ratnik (g4) or luchnik (b2), Black's vsadnik "
                            "(c5), or Black's tower on d7."),
            Diagram("capture", "4k3/3[PNr]4/8/2n5/3Q2PN1/8/1B6/4K3 w - -", after=("d4xc5",),
                    caption="It lands on the vsadnik, which stays on c5, a prisoner under "
                            "the knyaz."),
            Diagram("owner", "4k3/8/8/2[Qn]5/8/8/8/4K3 b - -", piece="c5",
                    caption="The tables turned: a Black vsadnik on White's knyaz. The "
                            "tower is Black's and leaps as a vsadnik, prisoner and all."),
        ),
    )),
    Section("Splitting a tower", "split", (
        "You need not move a whole tower. On your move you may lift **any number of pieces "
        "off its top**, from one to all of them, and move them together as their top "
        "piece moves; the rest stays where it was. Only the owner of the top piece may do "
        "it, and a tower splits into two parts at a time, never more.",
        (
            Diagram("split", "4k3/8/8/8/4[RbN]3/8/8/K7 w - -", piece="e4", count=2,
                    caption="White's vsadnik on e4 stands on a Black luchnik, which stands "
                            "on White's ratoborets. The top two may leap together …"),
            Diagram("split_one", "4k3/8/8/8/4[RbN]3/8/8/K7 w - -", after=("e4(1)-c3",),
                    caption="The vsadnik leaves alone: the luchnik is on top again, and e4 "
                            "is Black's."),
            Diagram("split_two", "4k3/8/8/8/4[RbN]3/8/8/K7 w - -", after=("e4(2)-c3",),
                    expect=CHECK,
                    caption="It takes its prisoner along: the ratoborets is free, and "
                            "checks the Black volkhv at once."),
        ),
    )),
    Section("Freed pieces act at once", "freed", (
        "The part that stays behind is a tower in its own right from that moment, and "
        "belongs to whoever owns its new top piece. A split may free your own prisoner, "
        "or hand the enemy back one of his. Whatever is freed **acts at once**: a freed "
        "ratoborets may give check on the spot, as above, and a split that would free an "
        "enemy piece onto your own volkhv is not allowed.",
        (
            Diagram("pinned", "4k3/8/8/8/4[Rb]3/8/8/K7 b - -", piece="e4", count=1,
                    caption="Black's luchnik may not leave e4 alone: the ratoborets it "
                            "would free would check its own volkhv."),
            Diagram("pinned_whole", "4k3/8/8/8/4[Rb]3/8/8/K7 b - -", piece="e4",
                    caption="It may only go with its prisoner, the whole tower moving as a "
                            "luchnik."),
        ),
    )),
    Section("The volkhv", "volkhv", (
        "The volkhv moves like a king, one square any way, and may never be left under "
        "attack. Since nothing may be put on him, he is never captured; the game is "
        "decided by mate. He himself may step onto a piece or a tower, his own or the "
        "enemy's, provided that square is not attacked; from there he may carry the tower "
        "on with him, or step off it and leave it behind.",
        (
            Diagram("volkhv", "4k3/8/2pn5/3r4/4K3/4Bn2/8/8 w - -", piece="e4",
                    caption="The volkhv may climb onto his own luchnik or the unguarded "
                            "vsadnik on f3, but not onto the ratoborets, which the ratnik "
                            "on c6 guards, nor onto any square the ratoborets strikes."),
            Diagram("volkhv_tower", "4k3/8/8/8/4[nK]3/8/8/8 w - -", piece="e4", count=1,
                    caption="Standing on a captured vsadnik, the volkhv may step off it "
                            "alone, setting it free, or carry it along."),
        ),
    )),
    Section("The ratnik", "ratnik", (
        "The ratnik steps **one square straight forward**, onto an empty square or onto a "
        "piece of its own side. From its starting rank it may step two squares, if the "
        "square it passes is empty and the square it lands on is empty or its own. It "
        "lands on the enemy only **diagonally forward**, one square, never straight ahead. "
        "Any ratnik standing on top on its starting rank may make the double step, even "
        "one carried back there, or one topping a tower.",
        (
            Diagram("ratnik", "4k3/8/8/8/2N5/3pq1B2/2PB2PB2/4K3 w - -", piece="c2",
                    caption="The ratnik on c2 may step to c3, step twice onto its own "
                            "vsadnik on c4, or land on the Black ratnik on d3."),
            Diagram("ratnik_own", "4k3/8/8/8/2N5/3pq1B2/2PB2PB2/4K3 w - -", piece="f2",
                    caption="The ratnik on f2 may climb onto its own luchnik; it may not "
                            "pass over it."),
        ),
    )),
    Section("Promotion: each ratnik to its own piece", "promotion", (
        "A ratnik that reaches the last rank on top of its tower is turned over at once: "
        "it becomes **the piece it started in front of**. By file: "
        f"{promotion_text()}. Each ratnik keeps its birthright however it wanders, and "
        "the app writes it with the letter of its piece: `PQ` is the knyaz's ratnik. "
        "Promotion cannot be refused.",
        "A ratnik buried inside a tower does not promote when the tower reaches the last "
        "rank; it promotes the moment it is uncovered there, by its owner's move or the "
        "enemy's. A tower may carry a ratnik across the board in one move and, in the "
        "next, lift off it and leave a knyaz behind.",
        (
            Diagram("promote", "1r3b2/4PH3/8/8/8/7k/8/4K3 w - -", piece="e7",
                    caption="The ratnik that stood before the volkhv reaches the last rank "
                            "…"),
            Diagram("promoted", "1r3b2/4PH3/8/8/8/7k/8/4K3 w - -", after=("e7-e8",),
                    caption="… and becomes the helgi."),
        ),
        (
            Diagram("carried", "8/8/2[PQN]5/8/8/8/8/4K2k w - -", after=("c6-d8",),
                    caption="A vsadnik carries the knyaz's ratnik to d8; buried, it stays "
                            "a ratnik …"),
            Diagram("uncovered", "3[PQN]3k/8/8/8/8/8/8/4K3 w - -", after=("d8(1)-c6",),
                    expect=CHECK,
                    caption="… until the vsadnik steps off: uncovered on the last rank, "
                            "it is a knyaz, and gives check."),
        ),
    )),
    Section("Demotion", "demotion", (
        "A promoted ratnik that anything lands on, enemy or friend, is turned back over: "
        "it is a ratnik again, and does not turn back into its piece when it is uncovered. "
        "It may promote once more, as any ratnik does: by reaching the last rank on top, or "
        "by being uncovered there.",
        (
            Diagram("demote", "4k3/2n5/8/3Q+4/8/8/8/4K3 b - -", piece="c7",
                    caption="The knyaz on d5 is a promoted ratnik. Black's vsadnik may land "
                            "on it …"),
            Diagram("demoted", "4k3/2n5/8/3Q+4/8/8/8/4K3 b - -",
                    after=("c7xd5", "e1-d1", "d5(1)-b6"),
                    caption="… and when the vsadnik leaves again, a ratnik is left on d5."),
        ),
    )),
    Section("Check, mate and stalemate", "end", (
        "As in chess, a volkhv under attack is **in check**, and no move may leave your "
        "own volkhv attacked. A square is attacked when a tower topped by an enemy piece "
        "could land on it. You answer a check by moving the volkhv, onto a tower if need "
        "be, by landing on the attacking tower, or by putting something in the way.",
        "**Mate**, check with no legal move, ends the game: the mated side loses. No legal "
        "move without check is **stalemate**, a draw. The same position with the same "
        "player to move a third time is a draw at once; players may also agree a draw, or "
        "resign, and an optional move limit, off unless you set one, ends the game in a "
        "draw.",
        (
            Diagram("check", "4k3/4Q3/8/8/8/8/8/4K3 b - -", piece="e8", expect=CHECK,
                    caption="In check from the knyaz, the volkhv's one way out is to climb "
                            "onto it: nothing guards it."),
            Diagram("mate", "7k/6Q1/8/8/8/2B5/8/4K3 b - -", expect="mate",
                    caption="Mate: the knyaz on g7 is guarded by the luchnik, so the "
                            "volkhv cannot climb onto it."),
            Diagram("stalemate", "k7/2Q5/8/8/8/8/8/4K3 b - -", expect="stalemate",
                    caption="Stalemate: Black is not in check but has no move. A draw."),
        ),
    )),
    Section("Castling and en passant", "special", (
        "**Castling** is as in chess: the volkhv moves two squares toward a ratoborets, "
        "which then stands on the square he crossed. Neither may have moved, both must "
        "stand alone on their squares, with nothing between them, and the volkhv may not "
        "be in check or cross or land on an attacked square.",
        "**En passant** also follows chess. A ratnik that has just made its double step "
        "past the square an enemy ratnik strikes may be taken, on the next move only, as "
        "if it had stepped once: the capturing ratnik lands on it on the square it passed. "
        "If the double step carried a tower, the whole part that moved is set back on "
        "that square, and the capturer lands on top.",
        (
            Diagram("castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", piece="e1",
                    caption="The volkhv may castle either way, to g1 or c1."),
            Diagram("en_passant", "4k3/8/8/3[Npq]PH3/8/8/8/4K3 w - d6(2)", piece="e5",
                    caption="A Black ratnik, standing on a captured vsadnik, has just "
                            "stepped from d7 to d5 with it; the ratnik on e5 may take it on "
                            "d6 …"),
            Diagram("en_passant_after", "4k3/8/8/3[Npq]PH3/8/8/8/4K3 w - d6(2)",
                    after=("e5xd6",),
                    caption="… and both pieces are set back on d6, under the capturer."),
        ),
    )),
    Section("Writing the game down", "notation", (
        "Squares are named as in chess, with White's first rank as 1. A move is written "
        "`e2-e4`, onto your own tower too; onto an enemy tower it is `e4xd5`. A split "
        "writes in brackets how many pieces move: `e4(2)-e6` lifts the top two. Castling "
        "is `O-O` or `O-O-O`, and a promotion may be noted as `e7-e8=H`. A position lists "
        "every square's tower from the bottom up, in brackets when it holds more than one "
        "piece, then the side to move, the castling rights and the en passant square; the "
        f"start reads `{START}`.",
    )),
)

RECONSTRUCTION = Section("Where this is reconstruction", "reconstruction", (
    "No rule book of tavreli survives from old Rus. The modern rules exist in several "
    "close versions, and our source gives them in a few lines, so some questions are left "
    "open. These are the answers this app plays by: the first two come from the "
    "specification of this project, the rest (I-1 to I-11) from the rules engine itself.",
))

DECISIONS: tuple[Decision, ...] = (
    Decision("D-1", "The double step onto your own piece",
             "The sources disagree on what the ratnik's double step needs: one asks for the "
             "square passed to be empty, another only for it to be free of enemy pieces. "
             "Here the square passed must be empty, and the landing square empty or your "
             "own."),
    Decision("D-2", "What demotes a promoted ratnik",
             "The sources turn a promoted ratnik back when it is captured; one of them also "
             "when its own side lands on it. Here any piece landing on it, friend or foe, "
             "turns it back into a ratnik."),
    Decision("I-1", "Letters",
             "The sources name the pieces only in Russian. Here they are written with the "
             "letters of chess, K Q R B N P and H for the helgi, upper case for White; a "
             "ratnik carries the letter of the piece it will become (`PQ`), a promoted "
             "ratnik a plus (`Q+`)."),
    Decision("I-2", "The volkhv on a tower",
             "The sources let the volkhv climb onto a tower without saying what he may do "
             "there. Here a tower topped by the volkhv moves like any other: he may carry "
             "the pieces under him, or step off them."),
    Decision("I-3", "En passant after a tower's double step",
             "The sources have the capturer land “as if the ratnik had stepped only once”, "
             "but do not say what happens when the double step carried pieces beneath. Here "
             "all the pieces that moved are set back on the square passed and the capturer "
             "lands on them; the capturer may be the top part of any tower topped by a "
             "ratnik."),
    Decision("I-4", "The en passant chance and repetition",
             "The sources do not say when a chance to take en passant makes two positions "
             "differ. Here the square passed is recorded after every double step, and counts "
             "for repetition only while the capture is legal."),
    Decision("I-5", "Which ratniks may step twice",
             "The sources allow the double step from the starting rank without saying which "
             "ratniks may make it. Here any ratnik on top on its side's starting rank may, "
             "also one carried back there, and one topping a tower."),
    Decision("I-6", "Castling with towers about",
             "The sources allow castling when the volkhv and the ratoborets are single and "
             "unmoved, without saying how towers touch that. Here a right is lost when the "
             "volkhv leaves his square, or when the ratoborets at the bottom of its corner "
             "leaves it; castling needs both to stand alone; a ratoborets merely covered and "
             "uncovered keeps its right."),
    Decision("I-7", "Promotion cannot be refused",
             "The sources do not say whether a player may decline a promotion. Here it is "
             "compulsory and happens by itself; `=X` in a move's text only records it."),
    Decision("I-8", "Uncovered by the opponent",
             "The sources promote a buried ratnik when it is uncovered on the last rank, but "
             "do not say whose move must uncover it. Here it promotes at once, whoever's "
             "move it is."),
    Decision("I-9", "Threefold repetition",
             "The sources draw by threefold repetition when a player claims it. Here the "
             "game ends by itself; a position is the board, the side to move, the castling "
             "rights and an en passant capture that is really possible."),
    Decision("I-10", "A limit to the game",
             "The sources set no limit on a game's length. Here a move limit may be set, "
             "off by default; when it is reached the game is drawn."),
    Decision("I-11", "Positions you may type",
             "The sources say nothing of set-up positions. Here a position is accepted only "
             "if it could arise in play: no more pieces than at the start, one volkhv a "
             "side, always on top, no covered promoted ratnik, no ratnik on top on its last "
             "rank, the side not to move not in check, and castling rights and en passant "
             "that agree with the board."),
)

CLARIFICATIONS_TITLE = "Smaller readings"
CLARIFICATIONS: tuple[str, ...] = (
    "**Two parts at a time.** One source allows a tower to split “only into two parts, in "
    "any proportion”. Here that is the rule: the top part moves, the rest stays, and no "
    "tower splits into three in one move.",
    "**Towers on a line.** The sources let a sliding piece land on the first piece in its "
    "way. Here any tower blocks the line whatever its height, and only the vsadnik and "
    "the helgi's leap pass over pieces.",
    "**What attacks.** The sources do not say how towers attack. Here only the top piece "
    "of a tower counts: a square is attacked when the tower could land on it by that "
    "piece's move; the prisoners beneath play no part until they are freed.",
    "**Nothing straight ahead.** The sources say a ratnik takes diagonally. Here it never "
    "lands on an enemy-topped tower straight ahead, not even at the end of its double "
    "step.",
)


PAGE = RulesText(TITLE, INTRO, LEGEND, SECTIONS, RECONSTRUCTION, DECISIONS,
                 CLARIFICATIONS_TITLE, CLARIFICATIONS)


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
