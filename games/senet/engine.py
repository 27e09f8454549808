"""The one Senet engine: move generation and the turn machine on a mutable list.

A position is a list of 18 small ints (the fields of ``SenetState``, see
``position.py``); the public protocol copies it into an immutable state after
each step, and the fast playout path runs the very same functions on one list.
Pieces are bit masks over the Kendall squares (``board.py``).

Turn machine (stages):

- ``OPENING``: S-6 / B-1, the two seats throw in turn until one throws a 1;
- ``THROW``: the player to act throws (chance). A throw without a legal move is
  lost at once (S-10), without a decision step;
- ``MOVE``: the player chooses the piece to move with the pending throw;
- ``FATE``: S-11, the throw of fate for the player's piece on 26 (chance);
- ``OVER``: the game has ended (winner -1 is a draw).
"""
from __future__ import annotations

from fractions import Fraction

from games.senet.board import (
    BA, BEAUTY, BOARD_MASK, FINAL_MASK, HOUSE_MASK, NET, OFF, REBIRTH, WATER, domain_area,
    domains,
)
from games.senet.rules import SenetRules

# Fields of a position (the order of SenetState's fields).
SPOOLS_BB, CONES_BB, PHASE, CYCLES, OFFBOARD = 0, 1, 2, 4, 6
"""``PHASE + p``, ``CYCLES + p`` and ``OFFBOARD + p`` index player ``p``'s field."""
ODD_OWNER, STAGE, WHO, THROWN, EXTRA, TURN, TIME_UP, WINNER, REASON, BELL_DONE = range(8, 18)
"""``BELL_DONE``: the player who has already finished the Bell phase the domains in
force belong to (B-4, D-6), or -1."""

OPENING, THROW, MOVE, FATE, OVER = range(5)
KENDALL_PHASE, BELL_PHASE = 0, 1
FWD, BACK, ENTER = 1, 2, 3
"""Kinds of the legal sources: forward, backward (S-10), entering (B-2)."""
NO_REASON, FINISHED_KENDALL, FINISHED_BELL, COMPLETED_CYCLES, TIME_IS_UP, TURN_LIMIT = range(6)
SESSIONS = ("kendall", "bell", "cycles")

_EXTRA = (False, True, False, False, True, True)
"""S-3, indexed by score: 1, 4 and 5 give another throw."""
_BIT31 = 1 << OFF


class Config:
    """A ruleset's flags plus the masks derived from them, fixed for one game object."""

    __slots__ = ("rules", "pieces", "session", "target", "turn_limit", "first", "timed",
                 "ends_only", "block",
                 "not_houses", "fate", "ba_net", "keep_extra", "area_out", "odd", "even",
                 "cand", "fshift", "bshift", "back_ok", "bell_session", "bell_first",
                 "bell_start")

    def __init__(self, rules: SenetRules, pieces: int, session: str, target: int | None,
                 turn_limit: int | None, first: str, timed: bool, opening: str = "kendall"):
        self.rules = rules
        self.first = first
        self.timed = timed
        self.pieces = pieces
        self.session = session
        self.bell_session = session == "bell"
        self.bell_first = session == "cycles" and opening == "bell"
        """D-8: a session of cycles that opens with Bell (each cycle Bell then Kendall)."""
        self.bell_start = self.bell_session or self.bell_first
        """The game starts in Bell, every piece off the board (B-1)."""
        self.target = target
        self.turn_limit = turn_limit
        self.ends_only = rules.ends_only
        self.block = rules.blockade
        self.not_houses = ~HOUSE_MASK if rules.safe_houses else -1
        self.fate = rules.fate
        self.ba_net = rules.ba_net
        self.keep_extra = rules.lost_throw_keeps_extra
        self.area_out = ~domain_area(pieces)
        self.odd, self.even = domains(pieces)
        # Kendall forward sources for score t: not passing 26 without landing there
        # (S-11: a < 26 < a + t), and on 28-30 only the exact bear-off (S-13).
        self.cand = [0] * 6
        for t in range(1, 6):
            passing = sum(1 << a for a in range(1, 26) if a + t > BEAUTY)
            exact = FINAL_MASK & (1 << (OFF - t))
            self.cand[t] = BOARD_MASK & ~passing & ~(FINAL_MASK & ~exact)
        # S-9: a run of ``block`` enemies starting at a+j blocks a move a -> a+t when it
        # lies strictly between, i.e. j in 1..t-block (upward) or block..t-1 (downward).
        self.fshift = [tuple(range(1, t - self.block + 1)) for t in range(6)]
        self.bshift = [tuple(range(self.block, t)) for t in range(6)]
        # S-13: a Kendall piece on 28-30 never moves backward; S-11, D-4: nor does one
        # move backward past 26 (a piece left on 27 by a hit may only step back onto it).
        self.back_ok = [BOARD_MASK & ~FINAL_MASK
                        & ~sum(1 << a for a in range(BEAUTY + 1, OFF) if a - t < BEAUTY)
                        for t in range(6)]

    def domain_mask(self, player: int, odd_owner: int) -> int:
        """B-4: ``player``'s domains (0 before they are assigned)."""
        if odd_owner < 0:
            return 0
        return self.odd if odd_owner == player else self.even


# Move generation ------------------------------------------------------------------

def sources(c: Config, pos: list[int], p: int, t: int) -> tuple[int, int]:
    """Legal moves of player ``p`` with score ``t``: ``(mask, kind)``.

    ``mask`` holds the squares of the pieces that may move (the one target square
    for ``ENTER``); it is 0 when the throw is lost. One piece has at most one move
    for a throw, so a move is named by its piece. Forward moves come first;
    backward ones only if no piece can move forward (S-10).
    """
    own = pos[p]
    opp = pos[1 - p]
    bell = pos[PHASE + p]
    if bell and pos[OFFBOARD + p]:  # B-2, D-2: entering is compulsory when possible
        target = OFF - t
        if not (own | opp) >> target & 1:
            return 1 << target, ENTER
    lower = opp & (opp << 1)
    upper = opp & (opp >> 1)
    protected = (lower ^ upper) if c.ends_only else (lower | upper)  # S-8
    hit = opp & ~protected & c.not_houses  # S-4, S-7
    owner = pos[ODD_OWNER]
    if owner >= 0:
        hit &= ~(c.odd if owner != p else c.even)  # B-5: enemy on its own domain
        run = opp & c.area_out  # B-6: no blockade inside the domain area
    else:
        run = opp
    run &= run >> 1  # S-9: starts of runs of `block` neighbouring enemies
    if c.block == 3:
        run &= run >> 1
    land = (~own & (hit | ~opp)) & BOARD_MASK  # empty, or an enemy that may be hit
    up_blocked = 0
    for j in c.fshift[t]:
        up_blocked |= run >> j
    down_blocked = 0
    for j in c.bshift[t]:
        down_blocked |= run << j
    if bell:  # Bell runs toward square 1; never before 1 nor beyond 30 (B-3)
        ok = own & (land << t) & ~down_blocked
        if ok:
            return ok, FWD
        return own & (land >> t) & ~up_blocked, BACK
    ok = own & c.cand[t] & ((land | _BIT31) >> t) & ~up_blocked
    if ok:
        return ok, FWD
    return own & c.back_ok[t] & (land << t) & ~down_blocked, BACK


def target_of(pos: list[int], p: int, t: int, origin: int, kind: int) -> int:
    """Where the piece on ``origin`` goes (``OFF`` for a bear-off)."""
    if kind == ENTER:
        return origin
    return origin - t if (kind == FWD) == bool(pos[PHASE + p]) else origin + t


# The turn machine --------------------------------------------------------------------

def throw(c: Config, pos: list[int], t: int) -> tuple[int, int]:
    """Apply score ``t`` at a chance stage. Returns the legal ``(mask, kind)`` when
    the throw leads to a decision, else ``(0, 0)``."""
    stage = pos[STAGE]
    if stage == THROW:
        return _throw_for(c, pos, t)
    if stage == FATE:
        _fate(c, pos, t)
        return 0, 0
    # OPENING (S-6, B-1): the first 1 decides who plays Spools.
    if t == 1:
        pos[WHO] = 0
        if c.bell_start:  # B-1 and the seed: the 1 only decides; Spools then throws
            pos[STAGE] = THROW
            return 0, 0
        pos[STAGE] = THROW
        return _throw_for(c, pos, 1)  # S-6: Spools uses that 1
    pos[WHO] ^= 1
    pos[TURN] += 1
    _check_clock(c, pos)
    return 0, 0


def _throw_for(c: Config, pos: list[int], t: int) -> tuple[int, int]:
    found = sources(c, pos, pos[WHO], t)
    if found[0]:
        pos[STAGE] = MOVE
        pos[THROWN] = t
        pos[EXTRA] = 0
        return found
    if _EXTRA[t] and c.keep_extra:  # S-10: the throw is lost, its extra throw is not
        pos[EXTRA] = 1
    else:
        pass_turn(c, pos)
    return 0, 0


def play(c: Config, pos: list[int], origin: int, kind: int) -> None:
    """Move the piece on ``origin`` (for ``ENTER``: enter on ``origin``) with the
    pending throw, then apply the board effects and go on with the turn."""
    p = pos[WHO]
    t = pos[THROWN]
    pos[THROWN] = 0
    bell = pos[PHASE + p]
    if kind == ENTER:  # B-2
        target = origin
        pos[p] |= 1 << target
        pos[OFFBOARD + p] -= 1
    else:
        target = origin - t if (kind == FWD) == bool(bell) else origin + t
        if target == OFF:
            pos[p] ^= 1 << origin
            pos[OFFBOARD + p] += 1
        else:
            both = (1 << origin) | (1 << target)
            if pos[1 - p] >> target & 1:  # S-7: the hit piece takes the mover's square
                pos[1 - p] ^= both
            pos[p] ^= both
    extra = _EXTRA[t]
    fate = False
    if not bell:  # B-3: the Kendall Houses do nothing to a Bell piece
        if target == BEAUTY and c.fate:
            fate = True  # S-11
        elif target == WATER:
            pos[p] ^= 1 << WATER  # S-12
            _rebirth(pos, p)
    if c.ba_net:  # S-14, D-1; extra throws do not add up
        if target == BA:
            extra = True
        elif target == NET:
            extra = False
    if pos[ODD_OWNER] < 0 and (pos[0] | pos[1]) & 2:
        _assign_domains(pos)
    if target == OFF or pos[ODD_OWNER] >= 0:  # else no phase can have finished
        _settle(c, pos, p)
        if pos[STAGE] == OVER:
            return
    if fate:
        pos[STAGE] = FATE
        pos[EXTRA] = int(extra)
        return
    _go_on(c, pos, extra)


def _fate(c: Config, pos: list[int], f: int) -> None:
    """S-11: the throw of fate moves the piece on 26; never gives a throw itself."""
    p = pos[WHO]
    pos[p] ^= 1 << BEAUTY
    if f == 5:
        pos[OFFBOARD + p] += 1
    else:
        house = BEAUTY + f  # 1 -> Water, 2..4 -> 28..30
        if f == 1 or (pos[0] | pos[1]) >> house & 1:
            _rebirth(pos, p)  # into the Water (S-12)
        else:
            pos[p] |= 1 << house
    _settle(c, pos, p)
    if pos[STAGE] != OVER:
        _go_on(c, pos, pos[EXTRA])


def _rebirth(pos: list[int], p: int) -> None:
    """S-12: reborn on 15, or on the nearest free square before it."""
    occupied = pos[0] | pos[1]
    square = REBIRTH
    while occupied >> square & 1:
        square -= 1
    pos[p] |= 1 << square


def _go_on(c: Config, pos: list[int], extra) -> None:
    if extra:
        pos[STAGE] = THROW
        pos[EXTRA] = 1
    else:
        pass_turn(c, pos)


def pass_turn(c: Config, pos: list[int]) -> None:
    """The turn passes (the order of turns is never broken, C-1)."""
    pos[WHO] ^= 1
    pos[TURN] += 1
    pos[STAGE] = THROW
    pos[EXTRA] = 0
    _check_clock(c, pos)


def _check_clock(c: Config, pos: list[int]) -> None:
    """At the start of a turn: C-2 time is up, or the turn-limit safeguard."""
    if pos[TIME_UP]:
        end_by_score(c, pos, TIME_IS_UP)
    elif c.turn_limit is not None and pos[TURN] > c.turn_limit:
        end_by_score(c, pos, TURN_LIMIT)


def time_up(c: Config, pos: list[int]) -> None:
    """C-2: the caller's clock says the time is up. A turn that has not begun yet
    never begins; a turn in progress is played to its end (``_check_clock``)."""
    pos[TIME_UP] = 1
    if pos[STAGE] == OPENING or (pos[STAGE] == THROW and not pos[EXTRA]):
        end_by_score(c, pos, TIME_IS_UP)


def _settle(c: Config, pos: list[int], mover: int) -> None:
    """After every change of the board: domains (B-4), then finishing a phase,
    the mover first (Clarifications). B-7 is judged for both players against the
    domains in force at the end of the move (D-5); the domains are shared out anew
    only once both players have finished the Bell phase they belong to (D-6)."""
    if pos[ODD_OWNER] < 0:
        _assign_domains(pos)
    owner = pos[ODD_OWNER]
    done = pos[BELL_DONE]
    both = False
    for q in (mover, 1 - mover):
        if pos[PHASE + q] == KENDALL_PHASE:
            if pos[q] == 0:  # S-15: all borne off
                pos[PHASE + q] = BELL_PHASE  # B-1: Bell at once, pieces off the board
                if c.session == "kendall":
                    _end(pos, q, FINISHED_KENDALL)
                    return
                if c.bell_first and _cycle_completed(c, pos, q):  # D-8
                    return
        elif (owner >= 0 and not pos[OFFBOARD + q]
              and not pos[q] & ~c.domain_mask(q, owner)):  # B-7
            pos[PHASE + q] = KENDALL_PHASE  # C-1: Kendall again from the domains
            if c.bell_session:
                pos[CYCLES + q] += 1
                _end(pos, q, FINISHED_BELL)
                return
            if not c.bell_first and _cycle_completed(c, pos, q):
                return
            both = both or done not in (-1, q)
            done = q
    if both:  # B-4: both finished that Bell phase; the next one assigns them anew
        pos[ODD_OWNER] = -1
        pos[BELL_DONE] = -1
        _assign_domains(pos)
    else:
        pos[BELL_DONE] = done


def _cycle_completed(c: Config, pos: list[int], q: int) -> bool:
    """Count a cycle of ``q`` completed (C-1; D-8 when Bell opens); returns
    whether that ends the session (the target reached)."""
    pos[CYCLES + q] += 1
    if c.target is not None and pos[CYCLES + q] >= c.target:
        _end(pos, q, COMPLETED_CYCLES)
        return True
    return False


def bells_finished(c: Config, pos, p: int) -> int:
    """How many Bell phases player ``p`` has finished (C-1; D-8 when Bell opens)."""
    return pos[CYCLES + p] + (c.bell_first and pos[PHASE + p] == KENDALL_PHASE)


def phases_finished(c: Config, pos, p: int) -> int:
    """How many phases, Kendall or Bell, player ``p`` has finished (C-3, D-8)."""
    if c.bell_first:
        return 2 * pos[CYCLES + p] + (pos[PHASE + p] == KENDALL_PHASE)
    return 2 * pos[CYCLES + p] + pos[PHASE + p]


def _assign_domains(pos: list[int]) -> None:
    """B-4: a Bell piece on square 1 gives its owner the odd domains."""
    for q in (0, 1):
        if pos[q] & 2 and pos[PHASE + q] == BELL_PHASE:
            pos[ODD_OWNER] = q
            return


def _end(pos: list[int], winner: int, reason: int) -> None:
    pos[STAGE] = OVER
    pos[WHO] = 0
    pos[WINNER] = winner
    pos[REASON] = reason
    pos[EXTRA] = 0
    pos[THROWN] = 0


def end_by_score(c: Config, pos: list[int], reason: int) -> None:
    """C-2: the player ahead (C-3) wins; equal scores are a draw, and so is an
    end during the opening, when nobody plays Spools yet."""
    if pos[STAGE] == OPENING:
        _end(pos, -1, reason)
        return
    first, second = ahead(c, pos, 0), ahead(c, pos, 1)
    _end(pos, 0 if first > second else 1 if second > first else -1, reason)


def ahead(c: Config, pos, p: int) -> Fraction:
    """C-3, D-3: completed phases plus the share of the current phase covered.

    Kendall: a piece on square s has covered s of 31 squares (borne off: 31).
    Bell: a piece on Kendall square s has covered 31 - s of 30 (off the board: 0).
    """
    done = phases_finished(c, pos, p)
    squares = pos[p]
    total = 0
    while squares:
        low = squares & -squares
        total += low.bit_length() - 1
        squares ^= low
    n = c.pieces
    on_board = n - pos[OFFBOARD + p]
    if pos[PHASE + p] == KENDALL_PHASE:
        return done + Fraction(total + OFF * pos[OFFBOARD + p], OFF * n)
    return done + Fraction(OFF * on_board - total, 30 * n)
