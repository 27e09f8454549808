"""Senet positions: the immutable state and the position string (spec "Notation").

Position string: six fields and an optional seventh, separated by spaces::

    CSCSCSCSCS/........../.......... S:K0:0 C:K0:0 odd:- open:A t1

1. the board in track order, squares 1-10 / 11-20 / 21-30: ``S`` a Spools
   piece, ``C`` a Cones piece, ``.`` empty;
2. Spools and 3. Cones: ``S:`` / ``C:``, the phase (``K`` Kendall, ``B`` Bell,
   C-1), the cycles completed, and after ``:`` the pieces off the board
   (borne off in Kendall, not yet entered in Bell);
4. domains (B-4): ``odd:-`` not assigned, ``odd:S`` Spools hold the odd squares
   (Cones the even ones), ``odd:C`` the other way round; then ``:S`` or ``:C`` if
   that player has already finished the Bell phase these domains belong to, so they
   hold until the other finishes it too (D-6): ``odd:C:S``. Without the mark
   nobody has, except where the cycles say so: a player with completed cycles
   while the other has none finished them on these domains (strings written
   before the mark existed read that way);
5. the step: ``open:A`` / ``open:B`` the first / second seat throws in the
   opening (S-6, B-1); ``S?`` Spools throw at the start of a turn, ``S?+`` an
   extra throw within the turn; ``S[4]`` Spools move with a pending 4;
   ``S!`` Spools make the throw of fate for their piece on 26 (S-11), ``S!+``
   the same with an extra throw to follow; ``#S:kendall`` the game is over
   (``#S``, ``#C`` the winner, ``#=`` a draw; after ``:`` why: ``kendall``,
   ``bell``, ``cycles``, ``time`` or ``limit``);
6. ``t`` and the number of the turn (every hand-over of the sticks, opening
   throws included, starts a new turn; the turn-limit safeguard counts these);
7. ``time`` once the caller has declared the session's time up (C-2).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from games.core.errors import InvalidPositionError
from games.senet import engine
from games.senet.board import BEAUTY, LETTERS, ROW, SQUARES
from games.senet.engine import (
    BELL_PHASE, FATE, KENDALL_PHASE, MOVE, OPENING, OVER, THROW, Config,
)


class SenetState(NamedTuple):
    """One position; the field order is the engine's list layout (``engine.py``)."""

    spools: int
    cones: int
    phase_spools: int = KENDALL_PHASE
    phase_cones: int = KENDALL_PHASE
    cycles_spools: int = 0
    cycles_cones: int = 0
    off_spools: int = 0
    off_cones: int = 0
    odd_owner: int = -1
    stage: int = THROW
    who: int = 0
    thrown: int = 0
    extra: int = 0
    turn: int = 1
    time_up: int = 0
    winner: int = -1
    reason: int = engine.NO_REASON
    bell_done: int = -1
    """The player who has already finished the Bell phase of the domains in force
    (B-4, D-6), or -1."""

    def pieces(self, player: int) -> int:
        """Mask of ``player``'s pieces on the board."""
        return self[player]

    def phase(self, player: int) -> int:
        """``KENDALL_PHASE`` or ``BELL_PHASE`` (C-1)."""
        return self[engine.PHASE + player]

    def cycles(self, player: int) -> int:
        return self[engine.CYCLES + player]

    def off(self, player: int) -> int:
        """Pieces off the board (borne off in Kendall, not yet entered in Bell)."""
        return self[engine.OFFBOARD + player]


REASON_CODES = {engine.FINISHED_KENDALL: "kendall", engine.FINISHED_BELL: "bell",
                engine.COMPLETED_CYCLES: "cycles", engine.TIME_IS_UP: "time",
                engine.TURN_LIMIT: "limit"}
_REASON_OF_CODE = {code: reason for reason, code in REASON_CODES.items()}
_PLAYER = re.compile(r"^([SC]):([KB])([0-9]{1,6}):([0-9]{1,2})$")
_STEP = re.compile(r"^(?:open:([AB])|([SC])\?(\+?)|([SC])\[([1-5])\]|([SC])!(\+?)"
                   r"|#([SC=]):([a-z]+))$")
_TURN = re.compile(r"^t([0-9]{1,9})$")
_DOMAINS = re.compile(r"^odd:(?:-|([SC])(?::([SC]))?)$")


def format_position(state: SenetState) -> str:
    cells = []
    for square in SQUARES:
        cells.append("S" if state.spools >> square & 1 else
                     "C" if state.cones >> square & 1 else ".")
    board = "/".join("".join(cells[i:i + ROW]) for i in range(0, 30, ROW))
    players = " ".join(
        f"{LETTERS[p]}:{'KB'[state[engine.PHASE + p]]}{state[engine.CYCLES + p]}:"
        f"{state[engine.OFFBOARD + p]}" for p in (0, 1))
    odd = "-" if state.odd_owner < 0 else LETTERS[state.odd_owner]
    if state.bell_done >= 0:
        odd += f":{LETTERS[state.bell_done]}"
    who = LETTERS[state.who]
    if state.stage == OPENING:
        step = f"open:{'AB'[state.who]}"
    elif state.stage == THROW:
        step = f"{who}?{'+' if state.extra else ''}"
    elif state.stage == MOVE:
        step = f"{who}[{state.thrown}]"
    elif state.stage == FATE:
        step = f"{who}!{'+' if state.extra else ''}"
    else:
        winner = "=" if state.winner < 0 else LETTERS[state.winner]
        step = f"#{winner}:{REASON_CODES[state.reason]}"
    text = f"{board} {players} odd:{odd} {step} t{state.turn}"
    return f"{text} time" if state.time_up else text


def parse_position(c: Config, text: str) -> SenetState:
    """Read a position string of the game configured by ``c``; raises
    InvalidPositionError quoting the text."""
    def fail(why: str) -> InvalidPositionError:
        return InvalidPositionError(f"invalid Senet position {text!r}: {why}")

    if not isinstance(text, str):
        raise InvalidPositionError(f"invalid Senet position {text!r}: not text")
    fields = text.split()
    if len(fields) not in (6, 7):
        raise fail("expected 'board S:.. C:.. odd:. step tN [time]'")
    rows = fields[0].split("/")
    if len(rows) != 3 or any(len(row) != ROW for row in rows):
        raise fail("the board needs 3 rows of 10 squares separated by '/'")
    masks = [0, 0]
    for square, cell in zip(SQUARES, "".join(rows)):
        if cell in LETTERS:
            masks[LETTERS.index(cell)] |= 1 << square
        elif cell != ".":
            raise fail(f"square {square} holds {cell!r}, not S, C or '.'")
    pos = list(SenetState(masks[0], masks[1]))
    for p, field in enumerate(fields[1:3]):
        match = _PLAYER.match(field)
        if not match or match.group(1) != LETTERS[p]:
            raise fail(f"expected {LETTERS[p]}:<K|B><cycles>:<off>, not {field!r}")
        pos[engine.PHASE + p] = "KB".index(match.group(2))
        pos[engine.CYCLES + p] = int(match.group(3))
        pos[engine.OFFBOARD + p] = off = int(match.group(4))
        if masks[p].bit_count() + off != c.pieces:
            raise fail(f"{LETTERS[p]} has {masks[p].bit_count()} on the board and {off} off, "
                       f"not {c.pieces} pieces")
    match = _DOMAINS.match(fields[3])
    if not match:
        raise fail(f"domains must be odd:-, odd:S or odd:C, optionally with the player "
                   f"who has finished their Bell phase (odd:S:C), not {fields[3]!r}")
    owner, done = match.groups()
    pos[engine.ODD_OWNER] = LETTERS.index(owner) if owner else -1
    pos[engine.BELL_DONE] = LETTERS.index(done) if done else -1
    match = _STEP.match(fields[4])
    if not match:
        raise fail(f"unknown step {fields[4]!r}")
    seat, throw_who, plus, move_who, score, fate_who, fate_plus, winner, reason = match.groups()
    if seat:
        pos[engine.STAGE], pos[engine.WHO] = OPENING, "AB".index(seat)
    elif throw_who:
        pos[engine.STAGE], pos[engine.WHO], pos[engine.EXTRA] = THROW, LETTERS.index(
            throw_who), int(bool(plus))
    elif move_who:
        pos[engine.STAGE], pos[engine.WHO], pos[engine.THROWN] = MOVE, LETTERS.index(
            move_who), int(score)
    elif fate_who:
        pos[engine.STAGE], pos[engine.WHO], pos[engine.EXTRA] = FATE, LETTERS.index(
            fate_who), int(bool(fate_plus))
    else:
        if reason not in _REASON_OF_CODE:
            raise fail(f"unknown reason {reason!r}; known: {', '.join(REASON_CODES.values())}")
        pos[engine.STAGE] = OVER
        pos[engine.WINNER] = -1 if winner == "=" else LETTERS.index(winner)
        pos[engine.REASON] = _REASON_OF_CODE[reason]
    match = _TURN.match(fields[5])
    if not match or int(match.group(1)) < 1:
        raise fail(f"expected the turn number as t1, t2, ..., not {fields[5]!r}")
    pos[engine.TURN] = int(match.group(1))
    if len(fields) == 7:
        if fields[6] != "time":
            raise fail(f"the last field may only be 'time', not {fields[6]!r}")
        pos[engine.TIME_UP] = 1
    if not done:
        pos[engine.BELL_DONE] = _forced_done(c, pos)
    problem = _problem(c, pos)
    if problem:
        raise fail(problem)
    return SenetState._make(pos)


def _forced_done(c: Config, pos: list[int]) -> int:
    """D-6: in a cycle session under way with domains assigned, a player who has
    completed cycles while the other has none finished them on these domains (they
    are shared out anew only once both have finished); otherwise -1."""
    bells = (engine.bells_finished(c, pos, 0), engine.bells_finished(c, pos, 1))
    if (c.session != "cycles" or pos[engine.STAGE] == OVER or pos[engine.ODD_OWNER] < 0
            or min(bells) > 0 or max(bells) == 0):
        return -1
    return 0 if bells[0] else 1


def _problem(c: Config, pos: list[int]) -> str | None:
    """Why a position cannot arise in this game, or None."""
    stage = pos[engine.STAGE]
    over = stage == OVER
    phases = (pos[engine.PHASE], pos[engine.PHASE + 1])
    cycles = (pos[engine.CYCLES], pos[engine.CYCLES + 1])
    if c.session == "kendall" and (any(cycles) or (BELL_PHASE in phases and not over)):
        return "a Kendall game has no Bell phase and no cycles"
    if c.session == "bell" and not over and (KENDALL_PHASE in phases or any(cycles)):
        return "a Bell game is played in the Bell phase only"
    if c.target is not None and max(cycles) >= c.target and not over:
        return f"a player has completed {max(cycles)} of {c.target} cycles"
    done = pos[engine.BELL_DONE]
    if done >= 0 and c.session != "cycles":
        return "only a cycle session marks who has finished a Bell phase (D-6)"
    if done >= 0 and not engine.bells_finished(c, pos, done):
        return (f"{LETTERS[done]} has finished no Bell phase, so none on these domains "
                f"(D-6)")
    if stage == OPENING and c.first != "throw":
        return "this game has no opening throws (fixed first player)"
    if pos[engine.ODD_OWNER] < 0:
        for p in (0, 1):
            if pos[p] & 2 and phases[p] == BELL_PHASE:
                return "a Bell piece stands on square 1, so the domains are assigned (B-4)"
    if pos[engine.TIME_UP] and not c.timed:
        return "'time' is only for a session by duration (C-2)"
    if over:
        reason = pos[engine.REASON]
        allowed = {"kendall": {engine.FINISHED_KENDALL}, "bell": {engine.FINISHED_BELL},
                   "cycles": {engine.COMPLETED_CYCLES} if c.target is not None else set()
                   }[c.session]
        if c.turn_limit is not None:
            allowed |= {engine.TURN_LIMIT}
        if c.timed:
            allowed |= {engine.TIME_IS_UP}
        if reason not in allowed:
            return f"a {c.session} game cannot end by {REASON_CODES[reason]!r}"
        if pos[engine.WINNER] < 0 and reason not in (engine.TIME_IS_UP, engine.TURN_LIMIT):
            return "only time or the turn limit can end in a draw"
        return None
    if c.turn_limit is not None and pos[engine.TURN] > c.turn_limit:
        return f"turn {pos[engine.TURN]} is past the turn limit {c.turn_limit}"
    if pos[engine.TIME_UP] and (stage == OPENING or (stage == THROW and not pos[engine.EXTRA])):
        return "the time is up and a new turn would begin: the game is over"
    for p in (0, 1):
        if phases[p] == KENDALL_PHASE and not pos[p]:
            return f"{LETTERS[p]} has borne off every piece but is still in Kendall"
        dom = c.domain_mask(p, pos[engine.ODD_OWNER])
        if (phases[p] == BELL_PHASE and dom and not pos[engine.OFFBOARD + p]
                and not pos[p] & ~dom):
            return f"{LETTERS[p]} has every piece on its domains but is still in Bell"
    who = pos[engine.WHO]
    if stage == OPENING and (any(pos[engine.OFFBOARD:engine.OFFBOARD + 2]) and
                             not c.bell_start):
        return "the opening is thrown before any piece has moved"
    if stage == FATE and not (c.fate and phases[who] == KENDALL_PHASE and pos[who] >> BEAUTY & 1):
        return "a throw of fate needs the player's Kendall piece on 26 (S-11)"
    if stage == MOVE and not engine.sources(c, pos, who, pos[engine.THROWN])[0]:
        return f"{LETTERS[who]} has no legal move with a {pos[engine.THROWN]}; the throw is lost"
    return None
