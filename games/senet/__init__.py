"""Senet: rules engine (spec senet.md, rules S-1..S-15, B-1..B-7, C-1..C-4,
decisions D-1..D-3 of the spec and D-4..D-8 below, where the spec and the seed are
silent) for Kendall, Bell, Kendall-Bell cycles and modern Kendall.

- D-4  S-11 holds backward too (S-10 carries the landing rules to backward moves):
       no Kendall piece moves backward past 26. A piece left on 27 by a hit steps
       back only onto 26, with a 1, and makes its throw of fate there; with any
       other score and no forward move the throw is lost.
- D-5  When one move finishes Bell for both players (a hit puts the other's last
       piece on its own domain), B-7 is judged for both against the domains in
       force at the end of the move, the mover first (so with both at the target,
       the mover wins); only then are the domains shared out anew.
- D-6  B-4's "until both players have finished that Bell phase" is counted per
       player, however many cycles apart they are: the domains belong to one Bell
       phase of each player; the position records who has already finished it
       (``odd:C:S``, ``SenetState.bell_done``); they are shared out anew when the
       other finishes too. A player who finishes again meanwhile finishes again
       on the same domains.
- D-7  Throws from the players' own sticks (``sticks="own"``) are entered scores the
       rules take exactly as drawn ones; the option is kept for the record's reading.
- D-8  A session of cycles may open with Bell (``opening="bell"``; seed 003): it starts
       as Bell alone, each cycle is Bell then Kendall, completed on finishing Kendall.
"""
from games.core.registry import register
from games.senet.board import (
    BA, BEAUTY, HOUSES, ISIS_NEPHTHYS, NET, OFF, PLAYER_NAMES, REBIRTH, RISING_SUN,
    THREE_TRUTHS, WATER,
)
from games.senet.engine import BELL_PHASE, FATE, KENDALL_PHASE, MOVE, OPENING, OVER, THROW
from games.senet.game import Senet, SenetMove
from games.senet.position import REASON_CODES, SenetState, format_position, parse_position
from games.senet.rules import EXTRA_THROW, THROW_OUTCOMES
from games.senet.session import journal

register("senet-kendall", Senet, rules="kendall", session="kendall")
register("senet-bell", Senet, rules="kendall", session="bell")
register("senet-cycles", Senet, rules="kendall", session="cycles", cycles=1)
register("senet-modern", Senet, rules="modern", session="kendall")

__all__ = [
    # the game, its moves and positions
    "Senet", "SenetMove", "SenetState", "format_position", "parse_position", "REASON_CODES",
    # the board: squares and Houses (S-1, S-4)
    "BA", "BEAUTY", "HOUSES", "ISIS_NEPHTHYS", "NET", "OFF", "PLAYER_NAMES", "REBIRTH",
    "RISING_SUN", "THREE_TRUTHS", "WATER",
    # stages of a turn and phases of a session
    "BELL_PHASE", "FATE", "KENDALL_PHASE", "MOVE", "OPENING", "OVER", "THROW",
    # the throw of the four sticks (S-3)
    "EXTRA_THROW", "THROW_OUTCOMES",
    # C-4: the journal entries of a session's record
    "journal",
]
