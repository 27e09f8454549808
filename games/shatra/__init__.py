"""Altai Shatra: rules engine (spec shatra.md, rules SH-1..SH-14, decisions D-1..D-3
of the spec and D-4..D-20 below, where the spec and the seed are silent).

- D-4  The next reserve shatra is the lowest-numbered own shatra left in the white
       fortress (54 ... 62), the highest in the black one (9 ... 1); squares emptied
       by captures are skipped. A shatra in the enemy's gate or fortress uses its
       reserve right in no order.
- D-5  A piece with the biy's right (the biy; a shatra or batyr standing in a gate)
       that declines a capture must itself make another move (step, slide or
       placement): "но тогда он обязан сделать другой ход". If a shatra or batyr
       outside a gate can capture, some capture is compulsory; any piece's may be
       chosen.
- D-6  A batyr chooses its landing square beyond the leapt piece freely; the series
       ends when no capture is open from the square chosen.
- D-7  A placement by the reserve right onto a square the piece reaches by its
       ordinary move is that move (written with ``-``), not a second move.
- D-8  Optional ``move_limit`` (off by default): the game is drawn after that many
       moves. Random games end without it (captured biy, no move, repetition).
- D-9  A shatra that lands on its promotion row at any point of a series goes on
       capturing as a shatra and is a batyr when the move ends.
- D-10 The sideways rule (SH-5) bars only the quiet step straight back, on the
       owner's next turn; it lapses when the shatra is captured.
- D-11 Pieces jumped in a series stay on the board as obstacles until the move
       ends (SH-11): nothing lands on them and a batyr cannot pass them. The
       moving piece's own square counts as empty.
- D-12 A reserve shatra's capture (only possible over an enemy piece on its own
       gate, from 54-56 / 7-9) is compulsory like any shatra's.
- D-13 The own fortress, while own reserve shatras remain, is closed to the biy
       and batyr for steps, slides, passing and landing, in a series too; the own
       gate is always open to them.
- D-14 Repetition compares board, side to move and sideways locks; positions
       before a capture, drop or promotion are forgotten (they cannot recur).
- D-15 Ends are checked in this order: a captured biy, two lone biys, no legal
       move, repetition, the move limit.
- D-16 (seed over spec) A biy or batyr in either fortress or gate ("в крепостях и в
       воротах") may be put on any empty square of the half next to it
       ("соответствующей половины"); the spec says only its own fortress or gate.
- D-17 A shatra in the enemy's gate or fortress may be put on any empty square of
       the big field, as a reserve shatra may.
- D-18 A series is written with every landing square (``б49:25:10:49``); the seed's
       short form (``б49:49``) is read when it names one legal move. The seed's
       move marks (``! ? ~ X``) are ignored on input.
- D-19 Position string: each side in the seed's form, then the side to move, then
       the barred sideways steps (see ``position``).
- D-20 A series is "interrupted" (a HALT move, SH-12) only where it could go on; a
       series that cannot continue is complete wherever it ends.
"""
from games.core.registry import register
from games.shatra.board import (
    BATYR, BIY, BLACK, COLS, COORD, DITCH_AFTER_ROW, FORTRESS, GATE, GATES, GREAT_ROAD, HALF,
    HOME, KIND_NAMES, PROMOTION, ROWS, SHATRA, SIDE_NAMES, SQUARES, WHITE, code, kind_of,
    side_of,
)
from games.shatra.game import Shatra
from games.shatra.movegen import DROP, HALT, PLACE, ShatraMove
from games.shatra.position import ShatraState, format_position, parse_position, start_state

register("shatra", Shatra)

__all__ = [
    # the game, its moves and positions
    "Shatra", "ShatraMove", "ShatraState", "format_position", "parse_position", "start_state",
    # the board (SH-1..SH-3): squares, fortresses, gates, the great road
    "COLS", "COORD", "DITCH_AFTER_ROW", "FORTRESS", "GATE", "GATES", "GREAT_ROAD", "HALF",
    "HOME", "PROMOTION", "ROWS", "SQUARES",
    # the pieces and sides
    "BATYR", "BIY", "BLACK", "KIND_NAMES", "SHATRA", "SIDE_NAMES", "WHITE", "code", "kind_of",
    "side_of",
    # move kinds
    "DROP", "HALT", "PLACE",
]
