"""The spreads of Altai Shatra (seed 001: the fortress and the field) and
Tavreli (seed 002: the towers and the field).

Shatra: where each biy stands (the fortresses are squares 1-9 for Black and
54-62 for White, the gates 10 and 53), and what each side kept and lost.
Tavreli: the towers (a piece that lands on another builds a tower over it)
and the captives (pieces under an enemy top).
"""
from __future__ import annotations

from oracle import texts
from oracle.model import Fact
from oracle.replay import Replay
from oracle.spread.common import Place


def shatra_counts(board) -> list[dict[str, int]]:
    """Pieces of each side by kind name."""
    from games.shatra import KIND_NAMES, SQUARES, kind_of, side_of
    out: list[dict[str, int]] = [{k: 0 for k in KIND_NAMES.values()} for _ in (0, 1)]
    for sq in SQUARES:
        if board[sq]:
            out[side_of(board[sq])][KIND_NAMES[kind_of(board[sq])]] += 1
    return out


def _shatra_field(rp: Replay) -> Place:
    names = texts.words(rp.game.info.players)
    start, end = shatra_counts(rp.states[0].board), shatra_counts(rp.final.board)
    facts = []
    for side in (0, 1):
        lost = sum(start[side].values()) - sum(end[side].values())
        facts.append(Fact(("shatra.count", side, end[side]["shatra"], end[side]["batyr"], lost),
                          texts.said("shatra_field", player=names[side],
                                     shatras=texts.count("n_shatras", end[side]["shatra"]),
                                     batyrs=texts.count("n_batyrs", end[side]["batyr"]),
                                     lost=texts.count("n_pieces", lost))))
    return Place(tuple(facts))


def _shatra_fortress(rp: Replay) -> Place:
    from games.shatra import BIY, FORTRESS, GATE, SQUARES, code
    names = texts.words(rp.game.info.players)
    board = rp.final.board
    facts, cells = [], []
    for side in (0, 1):
        cell = next((sq for sq in SQUARES if board[sq] == code(BIY, side)), None)
        if cell is None:
            continue
        where = ("in its own gate" if cell == GATE[side] else "inside its own fortress"
                 if cell in FORTRESS[side] else "inside the enemy fortress"
                 if cell in FORTRESS[1 - side] or cell == GATE[1 - side] else "out on the field")
        facts.append(Fact(("shatra.biy", side, cell, where),
                          texts.said("shatra_biy", player=names[side], cell=cell,
                                     where=texts.word(where))))
        cells.append(str(cell))
    return Place(tuple(facts), tuple(cells))


def tavreli_towers(board) -> list[tuple[int, int, int]]:
    """``(cell, height, top side)`` of every tower (two pieces or more)."""
    from games.tavreli import side_of
    return [(sq, len(t), side_of(t[-1])) for sq, t in enumerate(board) if len(t) >= 2]


def tavreli_captives(board) -> list[int]:
    """Pieces of each side held under an enemy top (prisoners, TV rules)."""
    from games.tavreli import side_of
    counts = [0, 0]
    for tower in board:
        if tower:
            top = side_of(tower[-1])
            for piece in tower[:-1]:
                side = side_of(piece)
                counts[side] += side != top
    return counts


def _tavreli_towers(rp: Replay) -> Place:
    from games.tavreli import name
    names = texts.words(rp.game.info.players)
    towers = tavreli_towers(rp.final.board)
    if not towers:
        return Place((Fact(("tavreli.towers", 0, 0, 0), texts.phrase("tavreli_no_tower")),))
    height = max(h for _, h, _ in towers)
    tallest = [sq for sq, h, _ in towers if h == height]
    per_side = [sum(1 for _, _, s in towers if s == side) for side in (0, 1)]
    return Place((Fact(("tavreli.towers", per_side[0], per_side[1], height),
                       texts.said("tavreli_towers", a=per_side[0], first=names[0],
                                  b=per_side[1], second=names[1],
                                  height=texts.count("n_pieces_held", height),
                                  cells=", ".join(name(sq) for sq in tallest))),),
                 tuple(name(sq) for sq in tallest))


def _tavreli_field(rp: Replay) -> Place:
    names = texts.words(rp.game.info.players)
    held = tavreli_captives(rp.final.board)
    return Place((Fact(("tavreli.captives", held[0], held[1]),
                       texts.said("tavreli_captives", pieces=texts.count("n_pieces", held[0]),
                                  first=names[0], b=held[1], second=names[1])),))


def shatra_places(rp: Replay) -> dict[str, Place]:
    return {"shatra.fortress": _shatra_fortress(rp), "shatra.field": _shatra_field(rp)}


def tavreli_places(rp: Replay) -> dict[str, Place]:
    return {"tavreli.towers": _tavreli_towers(rp), "tavreli.field": _tavreli_field(rp)}
