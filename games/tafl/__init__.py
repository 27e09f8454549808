"""Tavlei and Hnefatafl: one flag-driven tafl engine (spec tafl.md, rules
TF-1..TF-12) with the rulesets ``tavlei`` (default), ``hnefatafl-9`` and
``hnefatafl-11``, and ``copenhagen`` (CH-1..CH-8) and ``fetlar`` (FE-1..FE-6),
whose rules are listed on the tafl rules page; the TF-12 switches are options
of each (``game.py``). Records: ``records.py``.

Decisions where the spec and the seed are silent (tests name them TD-n):

- TD-1 Tavlei: no piece passes over the throne, the prince included (TF-5 as
  written); he may stop on it and leave it again.
- TD-2 Hnefatafl: the corners are hostile to the king as well (Helmfrid 3:
  "hostile to all pieces"; 7: the king is captured "as all other pieces"), so
  an attacker takes him against a corner; the Tavlei exits are not (TF-6).
- TD-3 "Captured by two" (TF-12): the king is taken like any defender
  everywhere, the empty throne hostile to him; Tavlei exits stay friendly.
- TD-4 The unarmed king (TF-12) neither closes a capture nor serves as its far
  side; the throne under him stays hostile to attackers (TF-6, TF-10).
- TD-5 Dice (TF-12): one six-sided die, ``[n]``, 1/6 each. "Distance": exactly
  n squares, the passed-over throne counted; "parity": even moves, odd loses
  the turn. A throw that cannot be used is lost at once.
- TD-6 With dice, "no legal move" (TF-3) is judged before the throw on the
  ordinary moves; an unusable throw only loses the turn.
- TD-7 The move limit (TF-12) counts the defenders' turns, lost throws
  included; it is reached after their last allowed turn, on which an escape
  still wins.
- TD-8 Safeguard: a draw after ``quiet_limit`` turns in a row without a
  capture (200); on by default for Hnefatafl (Fetlar: a game that cannot be
  ended is a draw), off for Tavlei (no draw in its rules; random games end).
- TD-9 A captured king leaves the board and the game ends at once; results
  are checked in the order escape/capture, move limit, TF-3, draw.
- TD-10 Only the moved piece's neighbours can be captured, so stopping next
  to a hostile square is as safe as stopping between two enemies (TF-2).
- TD-11 Notation: no piece letter on a king's move; a captured king is
  ``xKc7``; several captures in square order. The OTN board is written from
  the top rank down (like FEN); then side ``a``/``d`` and the two counters.
- TD-12 ``edge_escape`` (off; Linnaeus' Tablut) is an extra switch: the king
  escapes to any edge square, corners stay restricted and hostile.
- TD-13 ``corners_ordinary`` (off; with ``edge_escape`` only): the corners are
  ordinary squares, as in the Saami Tablut of Nielsen's server.
- TD-14 Records: a capture listed twice, or each after its own ``x``, and an
  unlisted captured king are read as Nielsen's server writes them.
- TD-15 Repetition (CH-7, FE-5): the game ends when a position stands for the
  fourth time (``rules.REPEATS``; the real records show why).
- TD-16 Exit fort (CH-5): walled in by defenders that can never be captured,
  judged after the defenders' moves; encirclement (CH-6, FE-4): no defender
  can reach the edge, judged after the attackers' moves.
- TD-17 Shieldwall at an ordinary corner (CH-3 with TD-13): a piece on the
  corner has no square in front of it, so it is never part of a row; one of
  the mover's pieces there brackets a row, as the corner itself does otherwise.
"""
from games.core.registry import register
from games.tafl.board import (
    ATTACKER, ATTACKERS, DEFENDER, DEFENDERS, FILES, KING, LAYOUTS, SIDE_NAMES, geometry,
)
from games.tafl.game import NO_MOVE, REASONS, Tafl, TaflMove
from games.tafl.position import TaflState, format_position, parse_position
from games.tafl.records import format_record, game_of, parse_record, replay, result_word
from games.tafl.rules import RULESETS

register("tavlei", Tafl, ruleset="tavlei")
register("hnefatafl-9", Tafl, ruleset="hnefatafl-9")
register("hnefatafl-11", Tafl, ruleset="hnefatafl-11")
register("copenhagen", Tafl, ruleset="copenhagen")
register("fetlar", Tafl, ruleset="fetlar")

__all__ = [
    # the game, its rulesets, moves, positions and ends
    "Tafl", "TaflMove", "TaflState", "format_position", "parse_position", "RULESETS",
    "NO_MOVE", "REASONS",
    # the board: pieces, sides, layouts, geometry
    "ATTACKER", "ATTACKERS", "DEFENDER", "DEFENDERS", "FILES", "KING", "LAYOUTS",
    "SIDE_NAMES", "geometry",
    # records of real games (records.py)
    "format_record", "game_of", "parse_record", "replay", "result_word",
]
