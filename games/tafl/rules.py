"""The rulesets as data: one engine (``engine.py``) reads these flags.

``TAVLEI`` is the seed's first game (spec TF-4..TF-8); ``HNEFATAFL_9`` and
``HNEFATAFL_11`` are Helmfrid's Hnefatafl as the seed translates it (TF-9..TF-11).
The variant switches of TF-12 and the draw safeguard are options of the game
object (``Config``), on top of any ruleset.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

DICE_MODES = (None, "distance", "parity")
"""TF-12 dice variants: none; a die gives the exact distance of the move; an
odd/even throw decides whether the player moves at all."""
DIE_FACES = tuple(range(1, 7))
DIE_ODDS = Fraction(1, 6)
QUIET_LIMIT = 200
"""Safeguard (a decision of this project, not in the seed): the game is drawn
after this many turns in a row without a capture (100 for each side). On by
default for Hnefatafl, whose Fetlar rules call a game that cannot be ended a
draw (research notes A3); off by default for Tavlei, whose rules know no draw
(seeded random Tavlei games end by escape or capture anyway: 1000 of them from
seed 1 took at most 1166 plies)."""


@dataclass(frozen=True)
class TaflRules:
    """What tells the rulesets apart; everything else is shared (TF-1, TF-2, TF-3)."""

    key: str
    title: str
    size: int
    throne_passable: bool
    """TF-10 (Hnefatafl): any piece may pass over the empty throne; TF-5
    (Tavlei): no piece passes over it - the prince may only stop there."""
    corners_hostile_to_king: bool
    """TF-6: in Tavlei an exit is hostile "except for the prince"; TF-10: in
    Hnefatafl the corners are hostile to all pieces, the king included."""
    summary: str
    quiet_limit: int | None
    """Default of the draw safeguard (``QUIET_LIMIT``) for this ruleset."""


TAVLEI = TaflRules(
    key="tavlei", title="Tavlei", size=9, throne_passable=False,
    corners_hostile_to_king=False, quiet_limit=None,
    summary="Old Russian tafl: the prince breaks out of the ring of sixteen to a corner exit.")
HNEFATAFL_9 = TaflRules(
    key="hnefatafl-9", title="Hnefatafl 9x9", size=9, throne_passable=True,
    corners_hostile_to_king=True, quiet_limit=QUIET_LIMIT,
    summary="Viking tafl after Helmfrid on 9x9: the king flees to a corner, the attackers "
            "hunt him.")
HNEFATAFL_11 = TaflRules(
    key="hnefatafl-11", title="Hnefatafl 11x11", size=11, throne_passable=True,
    corners_hostile_to_king=True, quiet_limit=QUIET_LIMIT,
    summary="Viking tafl after Helmfrid on 11x11: twelve defenders and the king against "
            "twenty-four.")
RULESETS = {rules.key: rules for rules in (TAVLEI, HNEFATAFL_9, HNEFATAFL_11)}


@dataclass(frozen=True)
class Config:
    """A ruleset plus its option switches (TF-12 and the safeguard)."""

    rules: TaflRules
    king_captured_by_two: bool = False
    """TF-12: the king is taken like any defender, by two attackers (or an
    attacker and a square hostile to him) everywhere, the throne included."""
    king_armed: bool = True
    """TF-2: the king takes part in captures; False: the unarmed king of TF-12
    (neither closes a capture by moving nor serves as the far side of one)."""
    edge_escape: bool = False
    """Not in the spec (which has corner escape everywhere): the king escapes on
    reaching any edge square, as in Linnaeus' Tablut."""
    escape_limit: int | None = None
    """TF-12: the attackers win when the defenders have had this many turns and
    the king has not escaped (Schmittberger: 13-15). None: off."""
    dice: str | None = None
    """TF-12: None, ``"distance"`` or ``"parity"`` (see ``DICE_MODES``)."""
    quiet_limit: int | None = QUIET_LIMIT
    """Draw after this many turns in a row without a capture. None: off."""
