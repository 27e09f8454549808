"""The rulesets as data: one engine (``engine.py``) reads these flags.

``TAVLEI`` is the seed's first game (spec TF-4..TF-8); ``HNEFATAFL_9`` and
``HNEFATAFL_11`` are Helmfrid's Hnefatafl as the seed translates it (TF-9..TF-11);
``COPENHAGEN`` (CH-1..CH-8) and ``FETLAR`` (FE-1..FE-6) are the two rulesets
played on 11x11 today (research notes A2, A3).
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
REPEATS = 4
"""TD-15: the repetition rules (CH-7, FE-5) end the game when one position (the
same board, the same side to move) stands for the fourth time. The texts say
"perpetual" and "because of repetitions" without a number; on Nielsen's server
the defenders brought a position back a third time and played on in six
Copenhagen games and two Fetlar games of the real records, a fourth time only
where the game then ended (tests/tafl/test_real_games.py)."""
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
    king_strength: str = "throne"
    """``"throne"`` (TF-7, TF-11): four sides on the throne, three next to it,
    two elsewhere; ``"four"`` (CH-4, FE-3): four sides everywhere, three and
    the throne next to it."""
    king_on_edge: str = "yes"
    """Whether the king can be taken on the board edge: ``"yes"``; ``"never"``
    (CH-4); ``"last"`` (FE-3): only as the last defender, surrounded."""
    shieldwall: bool = False
    """CH-3: a row along the edge is taken together when bracketed."""
    exit_fort: bool = False
    """CH-5: the king on the edge in a fort that cannot be broken wins."""
    encirclement: bool = False
    """CH-6, FE-4: ringing the king and every defender wins for the attackers."""
    repetition: str | None = None
    """When a position stands for the ``REPEATS``-th time: ``"defenders lose"``
    (CH-7), ``"draw"`` (FE-5), or None (nothing; the draw safeguard ends it)."""


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
COPENHAGEN = TaflRules(
    key="copenhagen", title="Copenhagen Hnefatafl", size=11, throne_passable=True,
    corners_hostile_to_king=True, quiet_limit=QUIET_LIMIT, king_strength="four",
    king_on_edge="never", shieldwall=True, exit_fort=True, encirclement=True,
    repetition="defenders lose",
    summary="The tafl played today (Nielsen's rules, 2024): a strong king, shieldwalls, "
            "exit forts and encirclement.")
FETLAR = TaflRules(
    key="fetlar", title="Fetlar Hnefatafl", size=11, throne_passable=True,
    corners_hostile_to_king=False, quiet_limit=QUIET_LIMIT, king_strength="four",
    king_on_edge="last", encirclement=True, repetition="draw",
    summary="The 2007 panel's rules: a strong king taken by four, who flees to a corner.")
RULESETS = {rules.key: rules for rules in
            (TAVLEI, HNEFATAFL_9, HNEFATAFL_11, COPENHAGEN, FETLAR)}


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
    corners_ordinary: bool = False
    """With ``edge_escape`` only (TD-13): the corners are ordinary squares, neither
    restricted nor hostile, as in the Saami Tablut of Nielsen's server."""
