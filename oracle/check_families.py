"""The cross-check's recomputations for Senet, tafl, Altai Shatra and
Tavreli (``oracle.check`` holds the shared ones and Kamla's): each reads the
record's texts and the positions read back from their strings, not the
spread's own counts."""
from __future__ import annotations

import re
from typing import Callable

from oracle.replay import Replay

_SENET_MOVE = re.compile(r"^(\d+|in)([-x])(\d+)(<?)$")


def _senet_targets(rp: Replay) -> list[tuple[int, int, int]]:
    """``(record index, player, target square)`` of every board move, from its text."""
    out = []
    for i, text in enumerate(rp.texts):
        found = _SENET_MOVE.match(text)
        if found:
            out.append((i, rp.states[i].who, int(found.group(3))))
    return out


def _senet_lands(rp: Replay, claim: tuple) -> bool:
    _, square, spools, cones, first = claim
    hits = [(i, p) for i, p, t in _senet_targets(rp) if t == square]
    counts = (sum(1 for _, p in hits if p == 0), sum(1 for _, p in hits if p == 1))
    return counts == (spools, cones) and (first == (hits[0][0] + 1 if hits else 0))


def _senet_fated(rp: Replay, claim: tuple) -> bool:
    """Throws of fate that put a piece on the square: a 1 into the Water (27), a 2-4
    onto the House 26 + n, or into the Water when that House is taken (S-11)."""
    from games.senet import FATE
    _, square, spools, cones = claim
    counts = [0, 0]
    for i, text in enumerate(rp.texts):
        state = rp.game.parse_position(rp.game.format_position(rp.states[i]))
        if not (text.startswith("[") and state.stage == FATE) or text == "[5]":
            continue
        n = int(text[1])
        taken = n > 1 and ((state.spools | state.cones) >> (26 + n)) & 1
        counts[state.who] += (27 if n == 1 or taken else 26 + n) == square
    return tuple(counts) == (spools, cones)


def _senet_fates(rp: Replay, claim: tuple) -> bool:
    from games.senet import FATE
    _, n, first = claim
    fates = [i for i, t in enumerate(rp.texts) if t.startswith("[") and rp.states[i].stage == FATE]
    return len(fates) == n and fates[0] + 1 == first


def _senet_fate_ones(rp: Replay, claim: tuple) -> bool:
    from games.senet import FATE
    _, n, first = claim
    ones = [i for i, t in enumerate(rp.texts) if t == "[1]" and rp.states[i].stage == FATE]
    return len(ones) == n and ones[0] + 1 == first


def _final(rp: Replay):
    return rp.game.parse_position(rp.game.format_position(rp.final))


def _senet_off(rp: Replay, claim: tuple) -> bool:
    final = _final(rp)
    return (final.off(0), final.off(1)) == claim[1:]


def _senet_ahead(rp: Replay, claim: tuple) -> bool:
    _, leader, a, b = claim
    from games.senet import Senet
    scores = rp.game_as(Senet).ahead(_final(rp))
    best = None if scores[0] == scores[1] else int(scores[1] > scores[0])
    return best == leader and (f"{float(scores[0]):.2f}", f"{float(scores[1]):.2f}") == (a, b)


def _senet_hits(rp: Replay, claim: tuple) -> bool:
    counts = [0, 0]
    for i, text in enumerate(rp.texts):
        if "x" in text:
            counts[rp.states[i].who] += 1
    return tuple(counts) == claim[1:]


def _senet_setting(rp: Replay, claim: tuple) -> bool:
    """A setting of the session: whose sticks (D-7), the phase it opened with (D-8)."""
    from games.senet import Senet
    game = rp.game_as(Senet)
    return (game.sticks if claim[0] == "senet.sticks" else game.opening) == claim[1]


def _senet_cycle(rp: Replay, claim: tuple) -> bool:
    final = _final(rp)
    return ((final.cycles(0), final.phase(0)), (final.cycles(1), final.phase(1))) == claim[1:]


def _tafl_king_cell(rp: Replay) -> str | None:
    from games.tafl import KING, Tafl
    board = _final(rp).board
    return rp.game_as(Tafl).geometry.name(board.index(KING)) if KING in board else None


def _tafl_fell(rp: Replay, claim: tuple) -> bool:
    from games.tafl import KING, Tafl
    _, number, text, cell = claim
    i = number - 1
    g = rp.game_as(Tafl).geometry
    return (_tafl_king_cell(rp) is None and rp.texts[i] == text
            and KING in rp.states[i].board and KING not in rp.states[i + 1].board
            and g.name(rp.states[i].board.index(KING)) == cell)


def _tafl_king(rp: Replay, claim: tuple) -> bool:
    return _tafl_king_cell(rp) == claim[1]


def _tafl_corner(rp: Replay, claim: tuple) -> bool:
    from games.tafl import Tafl
    _, cell, corner, distance = claim
    g = rp.game_as(Tafl).geometry
    files = "abcdefghijklmnopqrstuvwxyz"

    def xy(name: str) -> tuple[int, int]:
        return files.index(name[0]), int(name[1:])
    (x, y), (cx, cy) = xy(cell), xy(corner)
    corners = [xy(g.name(c)) for c in g.corners]
    nearest = min(abs(a - x) + abs(b - y) for a, b in corners)
    return (cx, cy) in corners and abs(cx - x) + abs(cy - y) == distance == nearest


def _tafl_throne(rp: Replay, claim: tuple) -> bool:
    from games.tafl import KING, Tafl
    _, number, text = claim
    g = rp.game_as(Tafl).geometry
    throne = g.name(g.throne)
    firsts = [i for i, t in enumerate(rp.texts)
              if t.startswith(throne + "-") and rp.states[i].board[g.throne] == KING]
    return bool(firsts) and firsts[0] + 1 == number and rp.texts[firsts[0]] == text


def _tafl_left(rp: Replay, claim: tuple) -> bool:
    from games.tafl import ATTACKER, DEFENDER
    start, end = rp.states[0].board, _final(rp).board
    return claim[1:] == (end.count(ATTACKER), start.count(ATTACKER), end.count(DEFENDER),
                         start.count(DEFENDER))


def _shatra_pieces(board) -> list[list[int]]:
    from games.shatra import SQUARES
    out = [[0, 0, 0, 0], [0, 0, 0, 0]]
    for sq in SQUARES:
        if board[sq]:
            out[board[sq] >> 2][board[sq] & 3] += 1
    return out


def _shatra_count(rp: Replay, claim: tuple) -> bool:
    _, side, shatras, batyrs, lost = claim
    start, end = _shatra_pieces(rp.states[0].board), _shatra_pieces(_final(rp).board)
    return (end[side][1], end[side][2], sum(start[side]) - sum(end[side])) == (
        shatras, batyrs, lost)


def _shatra_biy(rp: Replay, claim: tuple) -> bool:
    from games.shatra import BIY, FORTRESS, GATE
    _, side, cell, where = claim
    if _final(rp).board[cell] != BIY | side << 2:
        return False
    if where == "in its own gate":
        return cell == GATE[side]
    if where == "inside its own fortress":
        return cell in FORTRESS[side]
    if where == "inside the enemy fortress":
        return cell in FORTRESS[1 - side] or cell == GATE[1 - side]
    return cell not in FORTRESS[0] | FORTRESS[1] and cell not in GATE


def _tavreli_towers(rp: Replay, claim: tuple) -> bool:
    from games.tavreli import side_of
    _, white, black, height = claim
    towers = [t for t in _final(rp).board if len(t) > 1]
    tops = [side_of(t[-1]) for t in towers]
    return (tops.count(0), tops.count(1), max((len(t) for t in towers), default=0)) == (
        white, black, height)


def _tavreli_captives(rp: Replay, claim: tuple) -> bool:
    from games.tavreli import side_of
    held = [0, 0]
    for tower in _final(rp).board:
        tops = [side_of(p) for p in tower]
        for side in tops[:-1]:
            if side != tops[-1]:
                held[side] += 1
    return tuple(held) == claim[1:]


CHECKERS: dict[str, Callable[[Replay, tuple], bool]] = {
    "senet.lands": _senet_lands, "senet.fated": _senet_fated, "senet.fates": _senet_fates,
    "senet.fate-ones": _senet_fate_ones, "senet.off": _senet_off,
    "senet.ahead": _senet_ahead, "senet.hits": _senet_hits, "senet.cycle": _senet_cycle,
    "senet.sticks": _senet_setting, "senet.opening": _senet_setting,
    "tafl.fell": _tafl_fell, "tafl.king": _tafl_king, "tafl.corner": _tafl_corner,
    "tafl.throne": _tafl_throne, "tafl.left": _tafl_left,
    "shatra.count": _shatra_count, "shatra.biy": _shatra_biy,
    "tavreli.towers": _tavreli_towers, "tavreli.captives": _tavreli_captives,
}
