"""Kamla's spread (seed 000): the Lower World, the Middle World, the Upper
World, the Rivers of the Universe, and the Number.

Each position returns the facts of this game there, each with its claim for
the cross-check (``oracle.check``). Spirits are the pieces on the board
(Shields are not spirits). The Number is a system of the seed's square of
digital roots (K-2): the cells of one move carry numbers (the digital root
of file x rank); their sum, reduced to one digit the same way, is the game's
Number. The move is chosen by ``chosen_move``: the decisive move where the
game was won on the board, else the move of the largest turn, else the last.
"""
from __future__ import annotations

from games.kamla import (
    ARCHER, CAPTURE, CHOOSE, DROP, ISLAND, KIND_NAMES, NUMBER, PRIEST, SHIELD, SWAP,
    digital_root, is_captive, is_spirit, kind_of, name, rank_of, region_of, ruler_attacked,
    side_of,
)

from oracle import texts, turning
from oracle.model import Fact
from oracle.numbering import moment
from oracle.replay import Replay
from oracle.spread.common import Place, move_fact

LANDS = {"lower": (0, 1), "middle": (3, 4), "upper": (6, 7)}
"""The land ranks (0-based) of each World (K-3)."""


def region_name(region: int) -> str:
    """Region 0..8 in words ("Lower west"): its World (by rank) and its part (by file)."""
    return texts.said("region_name", world=texts.phrase(f"region_world_{region // 3}"),
                      part=texts.phrase(f"region_part_{region % 3}"))


def spirits(board) -> list[tuple[int, int]]:
    """``(cell, code)`` of every spirit on the board (Shields are not spirits)."""
    return [(sq, code) for sq, code in enumerate(board) if is_spirit(code)]


def visible_ruler(rp: Replay, side: int) -> int | None:
    """The side's Ruler cell, unless a pair game still in play keeps it hidden (K-22)."""
    final = rp.final
    if rp.game.info.hidden_information and rp.outcome is None \
            and not final.revealed[side]:
        return None
    return final.ruler_square(side)


def _pantheon(rp: Replay, side: int) -> Place:
    """A pantheon (the Lower or the Upper World's spirits): where they stand,
    its Ruler, the spirits it won over."""
    board = rp.final.board
    own = [sq for sq, code in spirits(board) if side_of(code) == side]
    counts = {w: sum(1 for sq in own if region_of(sq) is not None and rank_of(sq) in ranks)
              for w, ranks in LANDS.items()}
    river = sum(1 for sq in own if region_of(sq) is None)
    facts = [Fact(("kamla.spirits", side, counts["lower"], counts["middle"], counts["upper"],
                   river),
                  texts.said("kamla_spirits", who=texts.phrase(f"kamla_world_{side}"),
                             spirits=texts.count("n_spirits", len(own)), lower=counts["lower"],
                             middle=counts["middle"], upper=counts["upper"], river=river))]
    cells: list[str] = []
    ruler = visible_ruler(rp, side)
    if ruler is not None:
        facts.append(Fact(("kamla.ruler", side, name(ruler)),
                          texts.said("kamla_ruler", cell=name(ruler), number=NUMBER[ruler])))
        cells.append(name(ruler))
    won = [(i, before) for i, (before, move, _) in enumerate(rp.steps)
           if before.turn == side and _converts(before, move)]
    if won:
        first = won[0][0]
        facts.append(Fact(("kamla.won", side, len(won), first + 1, rp.texts[first]),
                          texts.said("kamla_won", spirits=texts.count("n_spirits_won", len(won)),
                                     moment=moment(rp, first))))
    else:
        facts.append(Fact(("kamla.won", side, 0, 0, ""), texts.phrase("kamla_won_none")))
    return Place(tuple(facts), tuple(cells))


def _converts(before, move) -> bool:
    if move.kind != CAPTURE:
        return False
    taken = before.board[move.target]
    return side_of(taken) != before.turn and kind_of(taken) not in (SHIELD, PRIEST)


def _middle(rp: Replay) -> Place:
    """The land between: who stands on ranks 4-5, and the most crowded region."""
    board = rp.final.board
    all_spirits = spirits(board)
    total = len(all_spirits)
    middle = (3, 4, 5)  # the regions of the Middle World (world 1, K-3)
    per_side = [sum(1 for sq, code in all_spirits if side_of(code) == s
                    and region_of(sq) in middle) for s in (0, 1)]
    facts = [Fact(("kamla.middle", per_side[0], per_side[1]),
                  texts.said("kamla_middle", lower=per_side[0], upper=per_side[1]))]
    regions = [0] * 9
    for sq, _ in all_spirits:
        region = region_of(sq)
        if region is not None:
            regions[region] += 1
    top = max(regions)
    cells: tuple[str, ...] = ()
    if top:
        best = [r for r in range(9) if regions[r] == top]
        if len(best) == 1:
            facts.append(Fact(("kamla.region", best[0], top, total),
                              texts.said("kamla_region", region=region_name(best[0]), top=top,
                                         total=total)))
        else:
            listed = ", ".join(region_name(r) for r in best)
            facts.append(Fact(("kamla.regions", tuple(best), top, total),
                              texts.said("kamla_regions", regions=listed, top=top,
                                         total=total)))
    return Place(tuple(facts), cells)


def _rivers(rp: Replay) -> Place:
    """The Rivers of the Universe (the frame of 3, 6 and 9): who holds them and the islands."""
    held, islands = [0, 0], [0, 0]
    cells = []
    for sq, code in spirits(rp.final.board):
        if region_of(sq) is None:
            held[side_of(code)] += 1
            if ISLAND[sq]:
                islands[side_of(code)] += 1
                cells.append(name(sq))
    facts = (Fact(("kamla.rivers", held[0], held[1]),
                  texts.said("kamla_rivers", lower=texts.count("n_river_cells", held[0]),
                             upper=held[1])),
             Fact(("kamla.islands", islands[0], islands[1]),
                  texts.said("kamla_islands", lower=islands[0], upper=islands[1])))
    return Place(facts, tuple(sorted(cells)))


DECISIVE, LARGEST, LAST = "decisive", "largest", "last"
"""How the move the Number (and the cast) is read from was chosen, in this order:
the move that decided the game (the one that won it by the rules), else the
move after which the computer player's weighing swung the most, else the
last move read."""


def move_label(rule: str) -> str:
    """How the move read was chosen, in words ("The decisive move")."""
    return texts.phrase(f"move_{rule}")


def chosen_move(rp: Replay) -> tuple[int, str] | None:
    """``(record index, rule)`` of the move the Number is read from (see ``DECISIVE``)."""
    board = [i for i, m in enumerate(rp.moves) if m.kind != CHOOSE]
    if not board:
        return None
    outcome = rp.outcome
    if outcome is not None and outcome.winner is not None and not rp.declared:
        return board[-1], DECISIVE
    values = turning.curve(rp)
    swings = [(abs(d), -i) for i, d in turning.swings(rp, values) if d] if values else []
    if swings:
        return -max(swings)[1], LARGEST
    return board[-1], LAST


def the_number(rp: Replay) -> tuple[int, tuple[int, ...]] | None:
    """The Number and the cells it is made of (see the module docstring)."""
    chosen = chosen_move(rp)
    if chosen is None:
        return None
    move = rp.moves[chosen[0]]
    cells = (move.target,) if move.kind == DROP else (move.origin, move.target)
    return digital_root(sum(NUMBER[c] for c in cells)), cells


def _number(rp: Replay) -> Place:
    found = the_number(rp)
    if found is None:
        return Place((), ())
    value, cells = found
    i, rule = chosen_move(rp)  # type: ignore[misc]
    parts = " + ".join(f"{name(c)} {NUMBER[c]}" for c in cells)
    total = sum(NUMBER[c] for c in cells)
    reduced = f" = {total}" + (f", {' + '.join(str(total))} = {value}" if total > 9 else "")
    facts = (move_fact(rp, i, move_label(rule)),
             Fact(("kamla.number", i + 1, tuple(name(c) for c in cells), value, rule),
                  texts.said("kamla_number", sum=f"{parts}{reduced}", value=value)))
    return Place(facts, tuple(name(c) for c in cells))


def mate_giver(rp: Replay) -> tuple[str, int, int] | None:
    """Who gave the mate: ``(how, cell, kind)`` with ``how`` one of "mover",
    "bow" (the mover stood in an Archer's line), "converted" (the spirit the
    move had just won over), "discovered" (a line the move opened). None
    when the game did not end by mate."""
    if rp.outcome is None or rp.outcome.reason != "mate" or not rp.moves:
        return None
    before, move, after = rp.steps[-1]
    side = before.turn
    board = list(after.board)
    ruler = after.ruler_square(1 - side)
    if ruler is None:
        return None
    givers = []
    for sq, code in spirits(board):
        if side_of(code) != side or is_captive(code):
            continue
        board[sq] = 0
        if not ruler_attacked(board, ruler, 1 - side):
            givers.append(sq)
        board[sq] = code
    target = move.origin if move.kind == SWAP else move.target
    converted = move.origin if _converts(before, move) else None
    if converted is not None and converted in givers:
        return "converted", converted, kind_of(board[converted])
    if target in givers:
        archers = [g for g in givers if g != target and kind_of(board[g]) == ARCHER]
        if archers and kind_of(board[target]) != ARCHER:
            return "bow", archers[0], ARCHER
        return "mover", target, kind_of(board[target])
    if givers:
        return "discovered", givers[0], kind_of(board[givers[0]])
    return "mover", target, kind_of(board[target])


def ending(rp: Replay) -> tuple[Fact, ...]:
    """Kamla's own facts of the ending: the caught Ruler and the mate's giver."""
    found = mate_giver(rp)
    if found is None:
        return ()
    how, cell, kind = found
    loser = 1 - rp.winner
    ruler = rp.final.ruler_square(loser)
    piece = KIND_NAMES.get(kind, "spirit")
    giver = texts.said(f"mate_{how}", piece=texts.word(piece), cell=name(cell),
                       loser=texts.phrase(f"kamla_world_{loser}"))
    return (Fact(("kamla.mate", how, name(cell), piece, name(ruler)),
                 texts.said("kamla_mate", giver=giver, loser=texts.phrase(f"kamla_world_{loser}"),
                            cell=name(ruler))),)


def since(rp: Replay, previous: int) -> tuple[Fact, ...]:
    """The spirits each World won over since an earlier cast (after ``previous`` moves)."""
    won = [0, 0]
    for before, move, _ in rp.steps[previous:]:
        if _converts(before, move):
            won[before.turn] += 1
    return (Fact(("kamla.won-since", previous, won[0], won[1]),
                 texts.said("kamla_won_since", lower=texts.count("n_spirits_won", won[0]),
                            upper=won[1])),)


def places(rp: Replay) -> dict[str, Place]:
    """The facts of every position of Kamla's spread."""
    return {"kamla.lower": _pantheon(rp, 0), "kamla.middle": _middle(rp),
            "kamla.upper": _pantheon(rp, 1), "kamla.rivers": _rivers(rp),
            "kamla.number": _number(rp)}

