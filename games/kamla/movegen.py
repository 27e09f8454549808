"""Kamla move generation on a mutable board (a list of 64 piece codes).

Moves are tuples ``(origin, target, kind, captivity)``: ``origin`` is -1 for a
Shield drop or a Ruler choice, ``captivity`` is the cell a captured Priest is
put on (-1 otherwise). Generation is pseudo-legal first, then filtered by
Ruler safety (K-23); a move that touches no cell the Ruler's safety depends
on in this position is accepted without playing it out.
"""
from __future__ import annotations

from games.kamla.board import (
    BACKWARD_RAY, CROSSINGS, CROSSING_ORIGINS, DIAG_RAYS, DIAG_STEPS, FORWARD, HOME_FIELD,
    IN_RIVER, IN_TENT, IN_ZONE, ISLAND, KING_STEPS, LAND, LOWER, OPEN_RIVER, ORTHO_RAYS,
    ORTHO_STEPS, OUTER_SECTORS, UPPER, WHALE_TARGETS,
)
from games.kamla.pieces import (
    ARCHER, CAPTIVE, EAGLE, HORSEMAN, PRIEST, PROMOTED, RULER, SHELL, SHIELD, WHALE,
)

QUIET, CAPTURE, DROP, SWAP, CHOOSE = range(5)
SIDE_BIT = 1 << 4
Move = tuple[int, int, int, int]

FORWARD_STEP = tuple(
    tuple(s + FORWARD[side] if 0 <= s + FORWARD[side] < 64 else None for s in range(64))
    for side in (LOWER, UPPER))
FORWARD_RAY = tuple(tuple(ORTHO_RAYS[s][0 if side == LOWER else 1] for s in range(64))
                    for side in (LOWER, UPPER))


def _ray_prefixes(sq: int) -> dict[int, int]:
    """For each cell on a line or diagonal from ``sq``: the mask of the cells
    from ``sq``'s neighbour up to and including it."""
    prefixes = {}
    for ray in ORTHO_RAYS[sq] + DIAG_RAYS[sq]:
        mask = 0
        for t in ray:
            mask |= 1 << t
            prefixes[t] = mask
    return prefixes


RAY_PREFIX = tuple(_ray_prefixes(sq) for sq in range(64))
def _bits(cells) -> int:
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


OUTER_MASK = tuple(_bits(cells) for cells in OUTER_SECTORS)
CROSSING_MASK = tuple(
    _bits(c for origin, between in CROSSING_ORIGINS[sq] for c in (origin, *between))
    for sq in range(64))


def _danger_mask(b: list[int], ruler: int, side: int) -> int:
    """Cells whose change could make ``side``'s safe Ruler on ``ruler`` capturable.

    On a move no enemy piece appears or moves, and one cell at most is emptied,
    so a threat can only open on a line whose first pieces already hold an
    enemy Eagle (first two), Archer (first three) or Horseman (first two on a
    diagonal), through a crossing whose origin holds an enemy Horseman, or
    when the enemy's full outer sectors get a free cell (K-21).
    """
    enemy = (1 - side) << 4
    mask = 0
    for ray in ORTHO_RAYS[ruler]:
        seen = 0
        for t in ray:
            code = b[t]
            if code:
                seen += 1
                if code & SIDE_BIT == enemy and (
                        code & 15 == ARCHER or (code & 15 == EAGLE and seen < 3)):
                    mask |= RAY_PREFIX[ruler][t]
                if seen == 3:
                    break
    for ray in DIAG_RAYS[ruler]:
        seen = 0
        for t in ray:
            code = b[t]
            if code:
                seen += 1
                if code & ~PROMOTED == HORSEMAN | enemy:
                    mask |= RAY_PREFIX[ruler][t]
                if seen == 2:
                    break
    for origin, _between in CROSSING_ORIGINS[ruler]:
        if b[origin] & ~PROMOTED == HORSEMAN | enemy:
            mask |= CROSSING_MASK[ruler]
            break
    if all(b[c] for c in OUTER_SECTORS[1 - side]):
        mask |= OUTER_MASK[1 - side]
    return mask


def can_take(b: list[int], attacker_kind: int, origin: int, target: int, side: int) -> bool:
    """May a piece of ``side`` and kind ``attacker_kind`` standing on ``origin``
    capture whatever stands on ``target`` (K-11..K-14, K-21, K-25)?

    The Ruler is never taken: the game ends by mate first (K-26).
    """
    tc = b[target]
    tk = tc & 15
    if tc >> 4 & 1 != side:
        if tk == RULER or (tk == PRIEST and tc & CAPTIVE):
            return False
        if tk == SHELL and attacker_kind <= ARCHER:  # K-13
            return False
        if tk == WHALE and not IN_RIVER[origin]:  # K-12
            return False
        if tk == HORSEMAN and not LAND[origin]:  # K-12
            return False
    elif tk != SHIELD and not (  # K-14 own-capture of an unpromoted Shell; K-25 Shields
            tk == SHELL and not tc & PROMOTED and attacker_kind > ARCHER
            and not IN_ZONE[side][origin]):
        return False
    return attacker_kind == HORSEMAN or not ISLAND[target]  # K-11


def _add_capture(moves: list[Move], b: list[int], origin: int, target: int, side: int) -> None:
    tc = b[target]
    if tc & 15 == PRIEST and tc >> 4 & 1 != side:  # K-21: one move per captivity cell
        for cell in OUTER_SECTORS[side]:
            if not b[cell]:
                moves.append((origin, target, CAPTURE, cell))
    else:
        moves.append((origin, target, CAPTURE, -1))


def _slide(moves, b, origin, kind, side, rays) -> None:
    for ray in rays:
        for t in ray:
            if not b[t]:
                moves.append((origin, t, QUIET, -1))
            else:
                if can_take(b, kind, origin, t, side):
                    _add_capture(moves, b, origin, t, side)
                break


def _steps(moves, b, origin, kind, side, targets) -> None:
    for t in targets:
        if not b[t]:
            moves.append((origin, t, QUIET, -1))
        elif can_take(b, kind, origin, t, side):
            _add_capture(moves, b, origin, t, side)


def _archer(moves, b, origin, side, promoted) -> None:
    """K-17: steps without capturing; captures over exactly one bow along its lines."""
    rays = ORTHO_RAYS[origin] if promoted else (FORWARD_RAY[side][origin],)
    for ray in rays:
        if not ray:
            continue
        if not b[ray[0]]:
            moves.append((origin, ray[0], QUIET, -1))
        bow = False
        for t in ray:
            if b[t]:
                if bow:
                    if can_take(b, ARCHER, origin, t, side):
                        _add_capture(moves, b, origin, t, side)
                    break
                bow = True


def _horseman(moves, b, origin, side, promoted) -> None:
    """K-19: diagonal slides (through islands; across rivers once promoted) and
    crossings, which jump whatever stands on the river cell and the landing."""
    found: list[Move] = []
    for ray in DIAG_RAYS[origin]:
        for t in ray:
            occupant = b[t]
            if OPEN_RIVER[t]:
                if occupant or not promoted:
                    break
                continue
            if not occupant:
                found.append((origin, t, QUIET, -1))
            else:
                if can_take(b, HORSEMAN, origin, t, side):
                    _add_capture(found, b, origin, t, side)
                break
    for landing, continuations in CROSSINGS[origin]:
        if not b[landing]:
            found.append((origin, landing, QUIET, -1))
        elif can_take(b, HORSEMAN, origin, landing, side):
            _add_capture(found, b, origin, landing, side)
        _slide(found, b, origin, HORSEMAN, side, continuations)  # the landing is jumped
    moves.extend(dict.fromkeys(found))


def _tent_piece(moves, b, origin, side, code) -> None:
    """K-21: one step inside the own tent, the Priest-Ruler swap; a captive Priest
    steps anywhere but into the captor's tent, onto empty cells only."""
    if code & CAPTIVE:
        forbidden = IN_TENT[1 - side]
        for t in KING_STEPS[origin]:
            if not b[t] and not forbidden[t]:
                moves.append((origin, t, QUIET, -1))
        return
    tent = IN_TENT[side]
    for t in KING_STEPS[origin]:
        if not tent[t]:
            continue
        tc = b[t]
        if not tc:
            moves.append((origin, t, QUIET, -1))
        elif tc >> 4 & 1 == side and tc & 15 in (PRIEST, RULER) and not tc & CAPTIVE:
            if origin < t:
                moves.append((origin, t, SWAP, -1))
        elif can_take(b, code & 15, origin, t, side):
            _add_capture(moves, b, origin, t, side)


def pseudo_moves(b: list[int], side: int, reserve: int) -> tuple[list[Move], int | None]:
    """Pseudo-legal moves of ``side`` and its Ruler's cell (None if it has none).

    A side with Priests in its tent but no Ruler is choosing its Ruler (K-8):
    its only moves are the choices.
    """
    moves: list[Move] = []
    ruler = None
    priests = []
    horsemen = shields = 0
    captive = False
    for origin in range(64):
        code = b[origin]
        if not code or code >> 4 & 1 != side:
            continue
        kind = code & 15
        promoted = code & PROMOTED
        if kind == SHELL:
            if promoted:
                _steps(moves, b, origin, SHELL, side, ORTHO_STEPS[origin])
            else:
                t = FORWARD_STEP[side][origin]
                if t is not None:
                    _steps(moves, b, origin, SHELL, side, (t,))
        elif kind == ARCHER:
            _archer(moves, b, origin, side, promoted)
        elif kind == EAGLE:
            _slide(moves, b, origin, EAGLE, side, ORTHO_RAYS[origin])
            if promoted:
                _steps(moves, b, origin, EAGLE, side, DIAG_STEPS[origin])
        elif kind == HORSEMAN:
            horsemen += 1
            _horseman(moves, b, origin, side, promoted)
        elif kind == WHALE:
            _steps(moves, b, origin, WHALE, side, WHALE_TARGETS[origin])
        elif kind == SHIELD:
            shields += 1
        else:
            if kind == RULER:
                ruler = origin
            elif code & CAPTIVE:
                captive = True
            else:
                priests.append(origin)
            _tent_piece(moves, b, origin, side, code)
    if ruler is None and priests:
        return [(-1, p, CHOOSE, -1) for p in priests], None
    allowed = (0 if horsemen else 1) + (1 if captive else 0)  # K-24
    if reserve and shields < allowed:
        moves.extend((-1, t, DROP, -1) for t in HOME_FIELD[side] if not b[t])
    return moves, ruler


def ruler_attacked(b: list[int], ruler: int, side: int) -> bool:
    """Could the opponent capture ``side``'s Ruler on ``ruler`` (a cell of its tent)?

    Judged pseudo-legally with every capture limit (see the spec's
    clarifications). Whales (river only) and the far tent's pieces never reach
    a tent, so they are not looked for.
    """
    enemy = 1 - side
    es = enemy << 4
    for cell in OUTER_SECTORS[enemy]:  # K-21: a captivity cell must be free
        if not b[cell]:
            break
    else:
        return False
    shell = SHELL | es
    behind = ruler - FORWARD[enemy]
    if 0 <= behind < 64 and b[behind] == shell:
        return True
    for t in ORTHO_STEPS[ruler]:
        if b[t] == shell | PROMOTED:
            return True
    for t in DIAG_STEPS[ruler]:
        if b[t] == EAGLE | es | PROMOTED:
            return True
    eagle, archer = EAGLE | es, ARCHER | es
    backward = BACKWARD_RAY[enemy][ruler]
    for ray in ORTHO_RAYS[ruler]:
        bow = False
        for t in ray:
            code = b[t]
            if code:
                if bow:
                    if code == archer | PROMOTED or (code == archer and ray is backward):
                        return True
                    break
                if code & ~PROMOTED == eagle:
                    return True
                bow = True
    horseman = HORSEMAN | es
    for ray in DIAG_RAYS[ruler]:
        crossed = False
        for t in ray:
            code = b[t]
            if OPEN_RIVER[t]:
                if code:
                    break
                crossed = True
            elif code:
                if code == horseman | PROMOTED or (code == horseman and not crossed):
                    return True
                break
    for origin, between in CROSSING_ORIGINS[ruler]:
        if b[origin] & ~PROMOTED == horseman and not any(b[c] for c in between):
            return True
    return False


def _arrive(code: int, target: int, side: int) -> int:
    """The moving piece as it stands on ``target``: promoted in its zone (K-15),
    a captive Priest restored in its own tent (K-21)."""
    if code & CAPTIVE:
        return code & ~CAPTIVE if IN_TENT[side][target] else code
    if code & 15 <= HORSEMAN and IN_ZONE[side][target]:
        return code | PROMOTED
    return code


def make_move(b: list[int], move: Move, side: int) -> tuple[tuple[tuple[int, int], ...], int]:
    """Play ``move`` on ``b`` in place.

    Returns the undo record (cells with their old codes) and the reserve change:
    ``+1``/``+2`` for a Shield returned to Lower/Upper (side + 1), ``-1`` for a drop,
    0 otherwise.
    """
    origin, target, kind, captivity = move
    if kind == QUIET:
        undo: tuple[tuple[int, int], ...] = ((origin, b[origin]), (target, 0))
        b[target] = _arrive(b[origin], target, side)
        b[origin] = 0
        return undo, 0
    if kind == CAPTURE:
        taken, mover = b[target], b[origin]
        taken_kind = taken & 15
        b[target] = _arrive(mover, target, side)
        if taken_kind == SHIELD:  # K-25: back to its owner's reserve
            b[origin] = 0
            return ((origin, mover), (target, taken)), (taken >> 4 & 1) + 1
        if taken_kind == PRIEST and taken >> 4 & 1 != side:  # K-21: into captivity
            undo = ((origin, mover), (target, taken), (captivity, 0))
            b[origin] = 0
            b[captivity] = taken | CAPTIVE
            return undo, 0
        if taken >> 4 & 1 == side:  # K-14 (D-2): a swap, the Shell keeps its side
            b[origin] = taken
        else:  # K-9, K-10: conversion, unpromoted
            b[origin] = taken_kind | side << 4
        return ((origin, mover), (target, taken)), 0
    if kind == DROP:
        b[target] = SHIELD | side << 4
        return ((target, 0),), -1
    if kind == SWAP:
        b[origin], b[target] = b[target], b[origin]
        return ((origin, b[target]), (target, b[origin])), 0
    b[target] = RULER | side << 4  # CHOOSE
    return ((target, PRIEST | side << 4),), 0


def unmake_move(b: list[int], undo: tuple[tuple[int, int], ...]) -> None:
    for cell, code in undo:
        b[cell] = code


def legal_moves(b: list[int], side: int, reserve: int) -> tuple[list[Move], int | None]:
    """Legal moves of ``side`` (K-23) and its Ruler's cell before the move."""
    moves, ruler = pseudo_moves(b, side, reserve)
    if ruler is None:
        return moves, None
    in_danger = ruler_attacked(b, ruler, side)
    sensitive = _danger_mask(b, ruler, side)
    legal = []
    for move in moves:
        origin, target, kind, captivity = move
        touched = 1 << target
        if origin >= 0:
            touched |= 1 << origin
        if captivity >= 0:
            touched |= 1 << captivity
        if not in_danger and origin != ruler and kind != SWAP and not sensitive & touched:
            legal.append(move)
            continue
        undo, _ = make_move(b, move, side)
        if origin == ruler:
            now = target
        elif kind == SWAP and target == ruler:
            now = origin
        else:
            now = ruler
        if not ruler_attacked(b, now, side):
            legal.append(move)
        unmake_move(b, undo)
    return legal, ruler


def perft(b: list[int], side: int, reserves: list[int], depth: int) -> int:
    """Leaf count of the legal move tree (bulk-counted at depth 1)."""
    moves, _ = legal_moves(b, side, reserves[side])
    if depth == 1:
        return len(moves)
    total = 0
    other = 1 - side
    for move in moves:
        undo, change = make_move(b, move, side)
        if change > 0:
            reserves[change - 1] += 1
        elif change < 0:
            reserves[side] -= 1
        total += perft(b, other, reserves, depth - 1)
        if change > 0:
            reserves[change - 1] -= 1
        elif change < 0:
            reserves[side] += 1
        unmake_move(b, undo)
    return total
