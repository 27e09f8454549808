"""Altai Shatra move generation (SH-5..SH-13) on a board tuple of 63 piece codes
(index 0 unused).

A move is a :class:`ShatraMove`: its ``kind``, the ``origin`` square, the
``path`` of squares it lands on (one square for a step or a drop; every landing
square of a capture series in order), and the ``captured`` squares in the order
they were jumped. A whole capture series is one move (SH-10); a series the
rules let a piece interrupt while it could still capture is a ``HALT`` move
(the biy's right anywhere, a shatra's or batyr's only in a gate, SH-12).
"""
from __future__ import annotations

from typing import NamedTuple

from games.shatra.board import (
    BATYR, BIY, BLACK, COORD, FIELD, FORTRESS, GATES, HOME, NEIGHBOR, PROMOTION, RAY,
    REGION_HALF, SHATRA, SHATRA_DIRECTIONS, SQUARES, WHITE,
)

STEP, CAPTURE, HALT, DROP, PLACE = range(5)
"""Move kinds: a step or slide; a complete capture series; a series stopped by
the biy's or the gate's right while a capture was still open (SH-12); a drop of
the next reserve shatra from the own fortress (SH-6); a piece standing in a
fortress or gate put on the field by its reserve right (SH-6, SH-8)."""

FIELD_ORDER = tuple(sorted(FIELD))
HALF_ORDER = tuple(tuple(sorted(h)) for h in REGION_HALF)
_NO_SQUARES: frozenset[int] = frozenset()
_BANNED_SHATRA = HOME
"""SH-13: a shatra never steps or captures into its own gate or fortress."""


class ShatraMove(NamedTuple):
    kind: int
    origin: int
    path: tuple[int, ...]
    captured: tuple[int, ...] = ()

    @property
    def target(self) -> int:
        """The square the moving piece ends on."""
        return self.path[-1]


Lock = tuple[int, int] | None
"""SH-5: ``(square, back)``: the shatra that stepped sideways from ``back`` to
``square`` may not step straight back on its owner's next turn."""


def has_reserve(board: tuple[int, ...], side: int) -> bool:
    own = SHATRA | side << 2
    return any(board[sq] == own for sq in FORTRESS[side])


def next_reserve(board: tuple[int, ...], side: int) -> int:
    """SH-6: the reserve shatra to be put out next (White 54, 55 ... 62; Black
    9, 8 ... 1), or 0 if the fortress holds no own shatra."""
    own = SHATRA | side << 2
    order = sorted(FORTRESS[side], reverse=side != WHITE)
    return next((sq for sq in order if board[sq] == own), 0)


def _short_series(b, origin: int, side: int, kind: int, banned, out: list) -> None:
    """SH-9..SH-12 for a shatra or biy: short leaps over an adjacent enemy onto the
    empty square behind it, in any of the 8 directions, chained. Jumped pieces
    stay on the board (as obstacles) until the move ends and are never jumped
    twice; the origin counts as empty."""

    def walk(cur: int, path: tuple[int, ...], captured: tuple[int, ...]) -> bool:
        more = False
        for d in range(8):
            mid = NEIGHBOR[cur][d]
            if not mid or mid in captured:
                continue
            enemy = b[mid]
            if not enemy or enemy >> 2 == side:
                continue
            land = NEIGHBOR[mid][d]
            if not land or land in banned or (b[land] and land != origin):
                continue
            more = True
            path2, captured2 = path + (land,), captured + (mid,)
            if not walk(land, path2, captured2):
                out.append(ShatraMove(CAPTURE, origin, path2, captured2))
            elif kind == BIY or land in GATES:
                out.append(ShatraMove(HALT, origin, path2, captured2))
        return more

    walk(origin, (), ())


def _long_series(b, origin: int, side: int, banned, out: list) -> None:
    """SH-9..SH-12 for a batyr: a long leap along a line over exactly one enemy
    piece, with only empty squares before and after it, onto any empty square
    beyond; chained. The landing square is the player's free choice (D-6)."""

    def walk(cur: int, path: tuple[int, ...], captured: tuple[int, ...]) -> bool:
        more = False
        for ray in RAY[cur]:
            enemy = 0
            for q in ray:
                if q in banned:
                    break
                v = b[q]
                if v and q != origin:
                    if enemy or v >> 2 == side or q in captured:
                        break
                    enemy = q
                    continue
                if enemy:
                    more = True
                    path2, captured2 = path + (q,), captured + (enemy,)
                    if not walk(q, path2, captured2):
                        out.append(ShatraMove(CAPTURE, origin, path2, captured2))
                    elif q in GATES:
                        out.append(ShatraMove(HALT, origin, path2, captured2))
        return more

    walk(origin, (), ())


def captures(b, sq: int, side: int, reserve_left: bool) -> list[ShatraMove]:
    """Every capture move (complete or legally interrupted) of the piece on ``sq``."""
    out: list[ShatraMove] = []
    kind = b[sq] & 3
    if kind == SHATRA:
        _short_series(b, sq, side, SHATRA, _BANNED_SHATRA[side], out)
    elif kind == BIY:
        _short_series(b, sq, side, BIY, FORTRESS[side] if reserve_left else _NO_SQUARES, out)
    else:
        _long_series(b, sq, side, FORTRESS[side] if reserve_left else _NO_SQUARES, out)
    return out


def quiet_moves(b, sq: int, side: int, reserve_left: bool, lock: Lock) -> list[ShatraMove]:
    """Non-capturing moves of the piece on ``sq`` (reserve drops excepted)."""
    out: list[ShatraMove] = []
    kind = b[sq] & 3
    if kind == SHATRA:
        if sq in FORTRESS[side]:
            return out  # SH-6: a reserve shatra only captures (its drop is separate)
        banned = _BANNED_SHATRA[side]
        for d in SHATRA_DIRECTIONS[side]:
            t = NEIGHBOR[sq][d]
            if t and not b[t] and t not in banned and (lock is None or lock != (sq, t)):
                out.append(ShatraMove(STEP, sq, (t,)))
        if sq in HOME[1 - side]:  # SH-6: in the enemy's gate or fortress: reserve right
            out.extend(ShatraMove(PLACE, sq, (t,)) for t in FIELD_ORDER if not b[t])
        return out
    blocked = FORTRESS[side] if reserve_left else _NO_SQUARES  # SH-8
    reached = set()
    if kind == BIY:
        for t in NEIGHBOR[sq]:
            if t and not b[t] and t not in blocked:
                reached.add(t)
                out.append(ShatraMove(STEP, sq, (t,)))
    else:
        for ray in RAY[sq]:
            for t in ray:
                if b[t] or t in blocked:
                    break
                reached.add(t)
                out.append(ShatraMove(STEP, sq, (t,)))
    # SH-8 (seed): in a fortress or gate, the reserve right onto the matching half;
    # a square the piece reaches by an ordinary move is that move (D-7).
    out.extend(ShatraMove(PLACE, sq, (t,)) for t in HALF_ORDER[sq]
               if not b[t] and t not in reached)
    return out


def drops(b, side: int) -> list[ShatraMove]:
    """SH-6: the next reserve shatra onto any empty square of the big field."""
    origin = next_reserve(b, side)
    if not origin:
        return []
    return [ShatraMove(DROP, origin, (t,)) for t in FIELD_ORDER if not b[t]]


def legal_moves(b, side: int, lock: Lock) -> list[ShatraMove]:
    """SH-10, SH-12: all legal moves of ``side``.

    - If a shatra or batyr that is not standing in a gate can capture, some
      capture is compulsory: the legal moves are every capture of every piece
      (the player chooses the piece and the series, SH-10 rule 3).
    - Otherwise, a biy, or a shatra or batyr standing in a gate, that can capture
      may capture or decline; if it declines it must itself make another move
      (D-5). The legal moves are then those pieces' captures and other moves.
    - Otherwise every step, slide, drop and reserve placement is legal.
    """
    reserve_left = has_reserve(b, side)
    forced = False
    all_caps: list[ShatraMove] = []
    optional: list[int] = []
    for sq in SQUARES:
        p = b[sq]
        if not p or p >> 2 != side:
            continue
        caps = captures(b, sq, side, reserve_left)
        if not caps:
            continue
        all_caps.extend(caps)
        if p & 3 == BIY or sq in GATES:
            optional.append(sq)
        else:
            forced = True
    if forced:
        return all_caps
    if optional:
        for sq in optional:
            all_caps.extend(quiet_moves(b, sq, side, reserve_left, lock))
        return all_caps
    out: list[ShatraMove] = []
    for sq in SQUARES:
        p = b[sq]
        if p and p >> 2 == side:
            out.extend(quiet_moves(b, sq, side, reserve_left, lock))
    out.extend(drops(b, side))
    return out


def make_move(b: list[int], move: ShatraMove, side: int) -> tuple[bool, Lock]:
    """Play ``move`` on the mutable board ``b``.

    Returns (irreversible, the mover's new sideways lock). Captured pieces leave
    the board only now, when the move ends (SH-11); a shatra that reached its
    promotion row during the move becomes a batyr (SH-7).
    """
    kind, origin, path, captured = move
    piece = b[origin]
    b[origin] = 0
    for sq in captured:
        b[sq] = 0
    target = path[-1]
    promoted = False
    if piece & 3 == SHATRA and any(sq in PROMOTION[side] for sq in path):
        piece = BATYR | side << 2
        promoted = True
    b[target] = piece
    lock = None
    if kind == STEP and piece & 3 == SHATRA and COORD[origin][0] == COORD[target][0]:
        lock = (target, origin)  # SH-5, D-10: a sideways step
    irreversible = bool(captured) or kind == DROP or promoted
    return irreversible, lock


def perft(b: list[int], side: int, locks: list[Lock], depth: int) -> int:
    """Bulk-counted perft on a mutable board (the end rules -- a captured biy, the
    draws -- are applied as in ``Shatra.outcome``, except repetition, which the
    first plies never reach)."""
    if material_end(b) is not None:
        return 0
    moves = legal_moves(b, side, locks[side])
    if depth == 1 or not moves:
        return len(moves) if depth == 1 else 0
    total = 0
    for move in moves:
        saved = b[:]
        saved_lock = locks[side]
        _, locks[side] = make_move(b, move, side)
        other = locks[1 - side]
        if other is not None and b[other[0]] != SHATRA | (1 - side) << 2:
            locks[1 - side] = None
        total += perft(b, 1 - side, locks, depth - 1)
        b[:] = saved
        locks[side] = saved_lock
        locks[1 - side] = other
    return total


def material_end(b) -> tuple[int | None, str] | None:
    """SH-14 endings read off the board alone: (winner or None, reason), or None.

    A side whose biy has been captured has lost; two lone biys are a draw."""
    white, black = BIY in b, BIY | 4 in b
    if not white or not black:
        if not white and not black:
            return None, "no biy"
        return (BLACK if not white else WHITE), "biy captured"
    if sum(1 for p in b if p) == 2:
        return None, "only the two biys remain"
    return None

