"""Tavreli move generation on a mutable board: a list of 64 towers, each a
tuple of piece codes from bottom to top (``()`` is an empty square).

A move is a tuple ``(origin, target, count, flag)``: the top ``count`` pieces
of the tower on ``origin`` go to ``target`` and travel as their top piece
(TV-3, TV-4); ``flag`` is NORMAL, CASTLE (the volkhv's move; the ratoborets
follows) or EN_PASSANT. Generation is pseudo-legal first, then filtered by the
volkhv's safety (TV-8); a move that cannot change that safety in this
position is accepted without playing it out (see :func:`legal_moves`).
"""
from __future__ import annotations

from typing import Any, Sequence

from games.tavreli.board import (
    DIAG_RAYS, FORWARD, FORWARD_STEP, KING_STEPS, KNIGHT_STEPS, LAST_RANK, ORTHO_RAYS, RANK,
    RATNIK_ATTACKERS, RATNIK_CAPTURES, START_RANK,
)
from games.tavreli.pieces import (
    BLACK, CODES, HELGI, KIND_MASK, KNYAZ, LUCHNIK, PROMO_SHIFT, RATNIK, RATOBORETS, SIDE_SHIFT,
    VOLKHV, VSADNIK, WHITE, make,
)

NORMAL, CASTLE, EN_PASSANT = 0, 1, 2
Move = tuple[int, int, int, int]

WHITE_SHORT, WHITE_LONG, BLACK_SHORT, BLACK_LONG = 1, 2, 4, 8
"""Castling-right bits: ``K Q k q`` of the position string."""
ALL_RIGHTS = 15
E1, E8 = 4, 60
CASTLINGS = (
    # right, volkhv from, volkhv to, ratoborets from, ratoborets to, must be empty, must be safe
    (WHITE_SHORT, E1, 6, 7, 5, (5, 6), (5, 6)),
    (WHITE_LONG, E1, 2, 0, 3, (1, 2, 3), (3, 2)),
    (BLACK_SHORT, E8, 62, 63, 61, (61, 62), (61, 62)),
    (BLACK_LONG, E8, 58, 56, 59, (57, 58, 59), (59, 58)),
)
ROOK_OF_CASTLING = {(king_to): (rook_from, rook_to) for _, _, king_to, rook_from, rook_to, _, _
                    in CASTLINGS}
RIGHTS_OF_SIDE = (WHITE_SHORT | WHITE_LONG, BLACK_SHORT | BLACK_LONG)
CORNER_RIGHT = {7: WHITE_SHORT, 0: WHITE_LONG, 63: BLACK_SHORT, 56: BLACK_LONG}
"""The right lost when the ratoborets at the bottom of that corner leaves it."""
VOLKHV_CODE = (make(VOLKHV, WHITE), make(VOLKHV, BLACK))
RATOBORETS_CODE = (make(RATOBORETS, WHITE), make(RATOBORETS, BLACK))


def _table(side: int, kinds) -> tuple[bool, ...]:
    return tuple(c >> SIDE_SHIFT & 1 == side and c & KIND_MASK in kinds for c in CODES)


ORTHO_SLIDER = (_table(WHITE, (RATOBORETS, KNYAZ, HELGI)),
                _table(BLACK, (RATOBORETS, KNYAZ, HELGI)))
DIAG_SLIDER = (_table(WHITE, (LUCHNIK, KNYAZ, HELGI)), _table(BLACK, (LUCHNIK, KNYAZ, HELGI)))
JUMPER = (_table(WHITE, (VSADNIK, HELGI)), _table(BLACK, (VSADNIK, HELGI)))
RATNIK_OF = (_table(WHITE, (RATNIK,)), _table(BLACK, (RATNIK,)))
OWN_LANDABLE = tuple(tuple(c >> SIDE_SHIFT & 1 == side and c & KIND_MASK != VOLKHV for c in CODES)
                     for side in (WHITE, BLACK))
"""Own pieces a mover of ``side`` may land on: any but the volkhv (TV-5)."""
ENEMY_LANDABLE = (OWN_LANDABLE[BLACK], OWN_LANDABLE[WHITE])
PROMOTED = tuple(c >> PROMO_SHIFT != 0 and c & KIND_MASK not in (RATNIK, 0) for c in CODES)


def attacked(b: list, sq: int, by: int) -> bool:
    """Could a tower topped by a piece of ``by`` land on ``sq`` (if nothing
    forbade landing on a volkhv)? Used for check and the volkhv's steps (TV-5, TV-8)."""
    jumper = JUMPER[by]
    for n in KNIGHT_STEPS[sq]:
        tw = b[n]
        if tw and jumper[tw[-1]]:
            return True
    volkhv = VOLKHV_CODE[by]
    for n in KING_STEPS[sq]:
        tw = b[n]
        if tw and tw[-1] == volkhv:
            return True
    ratnik = RATNIK_OF[by]
    for n in RATNIK_ATTACKERS[by][sq]:
        tw = b[n]
        if tw and ratnik[tw[-1]]:
            return True
    slider = ORTHO_SLIDER[by]
    for ray in ORTHO_RAYS[sq]:
        for n in ray:
            tw = b[n]
            if tw:
                if slider[tw[-1]]:
                    return True
                break
    slider = DIAG_SLIDER[by]
    for ray in DIAG_RAYS[sq]:
        for n in ray:
            tw = b[n]
            if tw:
                if slider[tw[-1]]:
                    return True
                break
    return False


def _slide(targets: list, b: list, rays) -> None:
    """TV-3: along each ray up to and onto the first occupied square (unless a volkhv)."""
    for ray in rays:
        for t in ray:
            tw = b[t]
            if tw:
                if tw[-1] & KIND_MASK != VOLKHV:
                    targets.append(t)
                break
            targets.append(t)


def _jump(targets: list, b: list, steps) -> None:
    for t in steps:
        tw = b[t]
        if not tw or tw[-1] & KIND_MASK != VOLKHV:
            targets.append(t)


def pseudo_groups(b: list, side: int, ep_square: int = -1) -> tuple[list, int]:
    """The moves of ``side`` by the movement rules (TV-2..TV-6), castling left
    out (it needs the attack tests), grouped as ``(origin, targets, flag)``:
    every count 1..height of the origin tower goes to every target. Also the
    square of ``side``'s volkhv."""
    groups: list[tuple[int, Sequence[int], int]] = []
    volkhv = -1
    own = OWN_LANDABLE[side]
    enemy = ENEMY_LANDABLE[side]
    forward = FORWARD_STEP[side]
    start_rank = START_RANK[side]
    for s in range(64):
        tw = b[s]
        if not tw:
            continue
        c = tw[-1]
        if c >> SIDE_SHIFT & 1 != side:
            continue
        kind = c & KIND_MASK
        targets: list[int] = []
        if kind == RATNIK:  # TV-6
            f = forward[s]
            if f >= 0:
                front = b[f]
                if not front:
                    targets.append(f)
                    if RANK[s] == start_rank:  # D-1: the square passed must be empty
                        f2 = forward[f]
                        far = b[f2]
                        if not far or own[far[-1]]:
                            targets.append(f2)
                elif own[front[-1]]:
                    targets.append(f)
            for d in RATNIK_CAPTURES[side][s]:
                diag = b[d]
                if diag and enemy[diag[-1]]:
                    targets.append(d)
                elif d == ep_square:
                    groups.append((s, (d,), EN_PASSANT))
        elif kind == VSADNIK:
            _jump(targets, b, KNIGHT_STEPS[s])
        elif kind == VOLKHV:
            volkhv = s
            _jump(targets, b, KING_STEPS[s])
        else:
            if kind != LUCHNIK:
                _slide(targets, b, ORTHO_RAYS[s])
            if kind != RATOBORETS:
                _slide(targets, b, DIAG_RAYS[s])
            if kind == HELGI:
                _jump(targets, b, KNIGHT_STEPS[s])
        if targets:
            groups.append((s, targets, NORMAL))
    return groups, volkhv


def pseudo_moves(b: list, side: int, ep_square: int = -1) -> tuple[list[Move], int]:
    """:func:`pseudo_groups` as a flat list of moves, and the volkhv's square."""
    groups, volkhv = pseudo_groups(b, side, ep_square)
    moves = [(s, t, k, flag) for s, targets, flag in groups
             for k in range(1, len(b[s]) + 1) for t in targets]
    return moves, volkhv


def make_move(b: list, move: Move, side: int, ep_count: int = 0) -> tuple[tuple, int, int]:
    """Play ``move`` on ``b`` in place (``ep_count``: how many pieces made the
    double step an en passant capture takes back, I-3).

    Returns the undo record (squares with their old towers) and the new en
    passant square and count (-1, 0 unless this move is a ratnik's double step).
    """
    origin, target, count, flag = move
    if flag == CASTLE:
        rook_from, rook_to = ROOK_OF_CASTLING[target]
        undo: tuple[tuple[int, Any], ...] = (
            (origin, b[origin]), (target, b[target]), (rook_from, b[rook_from]),
            (rook_to, b[rook_to]))
        b[target], b[origin] = b[origin], ()
        b[rook_to], b[rook_from] = b[rook_from], ()
        return undo, -1, 0
    tower = b[origin]
    moving = tower[-count:]
    rest = tower[:-count]
    top = moving[-1]
    ep_square, ep_next = -1, 0
    if top & KIND_MASK == RATNIK:
        if RANK[target] == LAST_RANK[side]:  # TV-7: promotes on arrival
            moving = moving[:-1] + (top & ~KIND_MASK | top >> PROMO_SHIFT,)
        elif target - origin == 2 * FORWARD[side]:
            ep_square, ep_next = origin + FORWARD[side], count
    if rest:  # TV-7: an uncovered ratnik on its last rank promotes
        c = rest[-1]
        if c & KIND_MASK == RATNIK and RANK[origin] == LAST_RANK[c >> SIDE_SHIFT & 1]:
            rest = rest[:-1] + (c & ~KIND_MASK | c >> PROMO_SHIFT,)
    if flag == EN_PASSANT:  # I-3: as if the ratnik had stepped once, then landed on
        victim = target - FORWARD[side]
        passed = b[victim]
        undo = ((origin, tower), (target, b[target]), (victim, passed))
        b[victim] = passed[:-ep_count]
        b[origin] = rest
        b[target] = passed[-ep_count:] + moving
        return undo, -1, 0
    below = b[target]
    undo = ((origin, tower), (target, below))
    if below and PROMOTED[below[-1]]:  # D-2: landed on, a promoted ratnik is a ratnik again
        c = below[-1]
        below = below[:-1] + (c & ~KIND_MASK | RATNIK,)
    b[origin] = rest
    b[target] = below + moving
    return undo, ep_square, ep_next


def unmake_move(b: list, undo: tuple) -> None:
    for sq, tower in undo:
        b[sq] = tower


def rights_after(rights: int, move: Sequence[int], height: int) -> int:
    """Castling rights after ``move`` from a tower of ``height``: a side loses
    both when its volkhv leaves e1/e8, one when the ratoborets at the bottom of
    that corner leaves it (the whole tower moves)."""
    if not rights:
        return rights
    origin = move[0]
    if origin == E1:
        return rights & ~RIGHTS_OF_SIDE[WHITE]
    if origin == E8:
        return rights & ~RIGHTS_OF_SIDE[BLACK]
    right = CORNER_RIGHT.get(origin)
    if right and move[2] == height:
        return rights & ~right
    return rights


def pinned_mask(b: list, volkhv: int, side: int) -> int:
    """Squares whose whole tower, if it left, could open a line onto the volkhv:
    the first tower on a line from it, own-topped, with an enemy slider of that
    line's kind as the next tower."""
    enemy = 1 - side
    mask = 0
    for rays, slider in ((ORTHO_RAYS[volkhv], ORTHO_SLIDER[enemy]),
                         (DIAG_RAYS[volkhv], DIAG_SLIDER[enemy])):
        for ray in rays:
            first = -1
            for n in ray:
                tw = b[n]
                if tw:
                    if first < 0:
                        if tw[-1] >> SIDE_SHIFT & 1 != side:
                            break
                        first = n
                    else:
                        if slider[tw[-1]]:
                            mask |= 1 << first
                        break
    return mask


def _uncovered_attacks(b: list, origin: int, count: int, volkhv: int, enemy: int) -> bool:
    """Would the enemy piece uncovered by lifting ``count`` pieces off ``origin``
    (promoted if a ratnik on its last rank, TV-7) attack the volkhv, with the
    lifted pieces nowhere? Wherever they land they can only block, so when the
    volkhv is not in check and this is False, every target is safe."""
    tower = b[origin]
    rest = tower[:-count]
    c = rest[-1]
    if c & KIND_MASK == RATNIK and RANK[origin] == LAST_RANK[enemy]:
        rest = rest[:-1] + (c & ~KIND_MASK | c >> PROMO_SHIFT,)
    b[origin] = rest
    hit = attacked(b, volkhv, enemy)
    b[origin] = tower
    return hit


def _castlings(b: list, side: int, rights: int) -> list[Move]:
    found = []
    enemy = 1 - side
    for right, king_from, king_to, rook_from, _, empty, safe in CASTLINGS:
        if not rights & right or b[king_from] != (VOLKHV_CODE[side],):
            continue
        if b[rook_from] != (RATOBORETS_CODE[side],) or any(b[s] for s in empty):
            continue
        if not any(attacked(b, s, enemy) for s in safe):
            found.append((king_from, king_to, 1, CASTLE))
    return found


def legal_moves(b: list, side: int, rights: int = 0, ep_square: int = -1,
                ep_count: int = 0) -> tuple[list[Move], bool]:
    """Legal moves of ``side`` (TV-8) and whether its volkhv is in check.

    When not in check, a move that keeps an own piece on top of its origin, or
    moves a whole tower that shields the volkhv from no slider, cannot expose
    the volkhv (the target only gains a piece): it is accepted as it is. Every
    other move is played out and the volkhv's square tested.
    """
    groups, volkhv = pseudo_groups(b, side, ep_square)
    enemy = 1 - side
    check = attacked(b, volkhv, enemy)
    pins = 0 if check else pinned_mask(b, volkhv, side)
    legal: list[Move] = []
    add = legal.append
    for origin, targets, flag in groups:
        tower = b[origin]
        height = len(tower)
        quick = not check and flag == NORMAL and origin != volkhv
        for count in range(1, height + 1):
            if quick:
                if count == height:
                    safe = not pins >> origin & 1
                else:
                    safe = tower[-count - 1] >> SIDE_SHIFT & 1 == side or \
                        not _uncovered_attacks(b, origin, count, volkhv, enemy)
                if safe:
                    legal.extend([(origin, t, count, NORMAL) for t in targets])
                    continue
            for target in targets:
                move = (origin, target, count, flag)
                undo, _, _ = make_move(b, move, side, ep_count)
                if not attacked(b, target if origin == volkhv else volkhv, enemy):
                    add(move)
                unmake_move(b, undo)
    if rights & RIGHTS_OF_SIDE[side] and not check:
        legal.extend(_castlings(b, side, rights))
    return legal, check


def brute_force_legal(b: list, side: int, rights: int = 0, ep_square: int = -1,
                      ep_count: int = 0) -> list[Move]:
    """The same moves as :func:`legal_moves`, every move played out (for tests)."""
    moves, volkhv = pseudo_moves(b, side, ep_square)
    enemy = 1 - side
    legal = []
    for move in moves:
        undo, _, _ = make_move(b, move, side, ep_count)
        if not attacked(b, move[1] if move[0] == volkhv else volkhv, enemy):
            legal.append(move)
        unmake_move(b, undo)
    if rights & RIGHTS_OF_SIDE[side] and not attacked(b, volkhv, enemy):
        legal.extend(_castlings(b, side, rights))
    return legal


def perft(b: list, side: int, rights: int, ep_square: int, ep_count: int, depth: int) -> int:
    """Leaf count of the legal move tree (bulk-counted at depth 1)."""
    moves, _ = legal_moves(b, side, rights, ep_square, ep_count)
    if depth == 1:
        return len(moves)
    total = 0
    other = 1 - side
    for move in moves:
        height = len(b[move[0]])
        undo, ep_next, count_next = make_move(b, move, side, ep_count)
        total += perft(b, other, rights_after(rights, move, height), ep_next, count_next,
                       depth - 1)
        unmake_move(b, undo)
    return total
