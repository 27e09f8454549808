"""The cross-check: every fact a reading states, recomputed from the record.

``refuted(reading, ruleset, record, ...)`` replays the record on its own and
recomputes each claim (``Fact.claim``) by a separate, plain route: counts
from the final position string read back by the engine, cells by their file
and rank, moves from the record's own texts. It returns the facts that do
not hold, and the claims it cannot check (none should be left). The survey
(``python -m oracle survey``) and the tests run it over many readings.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from games.ai import scorer
from games.core import CHANCE, Outcome

from oracle import check_families
from oracle.model import Fact, Reading
from oracle.replay import Replay, replay
from oracle.spread.common import declared_kind

Checker = Callable[[Replay, tuple], bool]


def _ending(rp: Replay, claim: tuple) -> bool:
    _, winner, reason, how, n = claim
    if n != len(rp.texts):
        return False
    ruled = rp.game.outcome(rp.final)
    if how == "open":
        return rp.outcome is None
    if rp.outcome is None or (rp.outcome.winner, rp.outcome.reason) != (winner, reason):
        return False
    if how == "rules":
        return ruled == rp.outcome
    return ruled is None and declared_kind(reason) == how


def _move(rp: Replay, claim: tuple) -> bool:
    _, number, text = claim
    return 1 <= number <= len(rp.texts) and rp.texts[number - 1] == text


def _querent(rp: Replay, claim: tuple) -> bool:
    _, player, result = claim
    o = rp.outcome
    actual = ("open" if o is None else "draw" if o.winner is None
              else "won" if o.winner == player else "lost")
    return actual == result


def _turn(rp: Replay, claim: tuple) -> bool:
    _, number, text, side = claim
    if not _move(rp, ("move", number, text)):
        return False
    score = scorer(rp.game)
    i = number - 1
    if score is None or rp.game.to_move(rp.states[i]) == CHANCE:
        return False
    after = min(i + (1 if rp.game.info.has_chance else 2), len(rp.states) - 1)
    swing = score(rp.states[after]) - score(rp.states[i])
    return swing != 0 and (swing > 0) == (side == 0)


def _since(rp: Replay, claim: tuple) -> bool:
    _, previous, now = claim
    return now == len(rp.texts) and 0 <= previous <= now


# Kamla: cells by file and rank, from the final position read back -------------------------

def _kamla_cells(rp: Replay) -> list[tuple[int, int, int, int]]:
    """``(file, rank, side, kind)`` of every spirit, 1-based file and rank."""
    from games.kamla import is_spirit, kind_of, side_of
    board = rp.game.parse_position(rp.game.format_position(rp.final)).board
    return [(sq % 8 + 1, sq // 8 + 1, side_of(code), kind_of(code))
            for sq, code in enumerate(board) if is_spirit(code)]


def _river(f: int, r: int) -> bool:
    return f in (3, 6) or r in (3, 6)


def _world(r: int) -> int:
    return (r - 1) // 3


def _cell(name: str) -> tuple[int, int]:
    return "abcdefgh".index(name[0]) + 1, int(name[1:])


def _root(n: int) -> int:
    while n > 9:
        n = sum(int(d) for d in str(n))
    return n


def _kamla_spirits(rp: Replay, claim: tuple) -> bool:
    _, side, lower, middle, upper, river = claim
    mine = [(f, r) for f, r, s, _ in _kamla_cells(rp) if s == side]
    land = [_world(r) for f, r in mine if not _river(f, r)]
    return (land.count(0), land.count(1), land.count(2),
            sum(_river(f, r) for f, r in mine)) == (lower, middle, upper, river)


def _kamla_ruler(rp: Replay, claim: tuple) -> bool:
    from games.kamla import RULER
    _, side, cell = claim
    f, r = _cell(cell)
    return (f, r, side, RULER) in _kamla_cells(rp)


def _conversions(rp: Replay, start: int = 0) -> list[tuple[int, int]]:
    """``(record index, side)`` of every capture from ``start`` on that took
    an enemy spirit (not a Shield, not a Priest), read from the move texts."""
    from games.kamla import PRIEST, SHIELD, kind_of, side_of
    out = []
    for i in range(start, len(rp.texts)):
        text = rp.texts[i]
        if "x" not in text:
            continue
        side = rp.states[i].turn
        f, r = _cell(text.split("x")[1][:2])
        taken = rp.states[i].board[(r - 1) * 8 + f - 1]
        if side_of(taken) != side and kind_of(taken) not in (SHIELD, PRIEST):
            out.append((i, side))
    return out


def _kamla_won(rp: Replay, claim: tuple) -> bool:
    _, side, n, first, text = claim
    won = [i for i, s in _conversions(rp) if s == side]
    if len(won) != n:
        return False
    return n == 0 or (won[0] + 1 == first and rp.texts[won[0]] == text)


def _kamla_won_since(rp: Replay, claim: tuple) -> bool:
    _, previous, lower, upper = claim
    sides = [s for _, s in _conversions(rp, previous)]
    return (sides.count(0), sides.count(1)) == (lower, upper)


def _kamla_middle(rp: Replay, claim: tuple) -> bool:
    _, lower, upper = claim
    cells = [(s) for f, r, s, _ in _kamla_cells(rp) if not _river(f, r) and _world(r) == 1]
    return (cells.count(0), cells.count(1)) == (lower, upper)


def _regions(rp: Replay) -> tuple[list[int], int]:
    cells = _kamla_cells(rp)
    counts = [0] * 9
    for f, r, _, _ in cells:
        if not _river(f, r):
            counts[_world(r) * 3 + (f - 1) // 3] += 1
    return counts, len(cells)


def _kamla_region(rp: Replay, claim: tuple) -> bool:
    _, region, n, total = claim
    counts, all_spirits = _regions(rp)
    return (counts[region] == n and all_spirits == total
            and all(c < n for i, c in enumerate(counts) if i != region))


def _kamla_regions(rp: Replay, claim: tuple) -> bool:
    _, regions, n, total = claim
    counts, all_spirits = _regions(rp)
    return all_spirits == total and [i for i, c in enumerate(counts) if c == max(counts)] \
        == list(regions) and max(counts) == n


def _kamla_rivers(rp: Replay, claim: tuple) -> bool:
    _, lower, upper = claim
    sides = [s for f, r, s, _ in _kamla_cells(rp) if _river(f, r)]
    return (sides.count(0), sides.count(1)) == (lower, upper)


def _kamla_islands(rp: Replay, claim: tuple) -> bool:
    _, lower, upper = claim
    sides = [s for f, r, s, _ in _kamla_cells(rp) if f in (3, 6) and r in (3, 6)]
    return (sides.count(0), sides.count(1)) == (lower, upper)


def _kamla_number(rp: Replay, claim: tuple) -> bool:
    _, number, cells, value, rule = claim
    text = rp.texts[number - 1] if 1 <= number <= len(rp.texts) else ""
    if any(c not in text for c in cells):
        return False
    later = [t for t in rp.texts[number:] if not t.startswith("R=")]
    won = rp.outcome is not None and rp.outcome.winner is not None and not rp.declared
    if rule == "decisive":
        chosen = not later and won
    elif rule == "largest":
        chosen = not won and _largest_turn(rp) == number - 1
    else:
        chosen = not later and not won
    numbers = [_root(f * r) for f, r in (_cell(c) for c in cells)]
    return chosen and _root(sum(numbers)) == value


def _largest_turn(rp: Replay) -> int | None:
    """The record index of the move (and its answer) after which the weighing
    swung the most; the earliest of equals."""
    score = scorer(rp.game)
    if score is None:
        return None
    values = [score(s) for s in rp.states]
    best, at = 0.0, None
    for i in range(len(rp.texts)):
        if rp.texts[i].startswith("R="):
            continue
        swing = abs(round(values[min(i + 2, len(values) - 1)], 1) - round(values[i], 1))
        if swing > best:
            best, at = swing, i
    return at


_TRIGRAM_LINES = ("111", "110", "101", "100", "011", "010", "001", "000")
"""The Earlier Heaven trigrams 1-8 (Qian ... Kun), bottom line first."""


def _kamla_cast(rp: Replay, claim: tuple) -> bool:
    """The cast recomputed from the move's text: the rank gives the lower
    trigram and the file the upper (K-H1), the King Wen number looked up by
    the six lines, the changing lines where the two differ (K-H2)."""
    from oracle.fuxi import hexagram_of_lines
    _, number, cells, primary, lines, relating = claim
    text = rp.texts[number - 1] if 1 <= number <= len(rp.texts) else ""
    found = re.findall(r"[a-h][1-8]", text)[:1 if "@" in text else 2]  # not an Archer's "/b7"
    if tuple(found) != tuple(cells) or not _kamla_number(rp, ("kamla.number", number, cells,
                                                             _root(sum(_root(f * r) for f, r in
                                                                       map(_cell, cells))),
                                                             _rule(rp, number))):
        return False
    six = [tuple(int(c) for c in _TRIGRAM_LINES[r - 1] + _TRIGRAM_LINES[f - 1])
           for f, r in map(_cell, (cells[0], cells[-1]))]
    changed = tuple(i + 1 for i in range(6) if six[0][i] != six[1][i])
    return (hexagram_of_lines(six[0]).number, changed, hexagram_of_lines(six[1]).number) == \
        (primary, lines, relating)


def _rule(rp: Replay, number: int) -> str:
    """How the move at ``number`` would have been chosen (see ``_kamla_number``)."""
    won = rp.outcome is not None and rp.outcome.winner is not None and not rp.declared
    if won:
        return "decisive"
    return "largest" if _largest_turn(rp) == number - 1 else "last"


def _kamla_mate(rp: Replay, claim: tuple) -> bool:
    from games.kamla import KIND_NAMES, RULER
    _, how, cell, piece, ruler = claim
    if rp.outcome is None or rp.outcome.reason != "mate":
        return False
    winner = rp.winner
    cells = _kamla_cells(rp)
    f, r = _cell(cell)
    fr, rr = _cell(ruler)
    return (any((f, r, winner) == (a, b, s) and KIND_NAMES[k] == piece for a, b, s, k in cells)
            and (fr, rr, 1 - winner, RULER) in cells)


CHECKERS: dict[str, Checker] = {
    "ending": _ending, "move": _move, "since": _since, "querent": _querent, "turn": _turn,
    "kamla.spirits": _kamla_spirits, "kamla.ruler": _kamla_ruler, "kamla.won": _kamla_won,
    "kamla.middle": _kamla_middle, "kamla.region": _kamla_region,
    "kamla.regions": _kamla_regions, "kamla.rivers": _kamla_rivers,
    "kamla.islands": _kamla_islands, "kamla.number": _kamla_number,
    "kamla.mate": _kamla_mate, "kamla.cast": _kamla_cast, "kamla.won-since": _kamla_won_since,
    **check_families.CHECKERS,
}


def refuted(reading: Reading, ruleset: str, record: Sequence[str], *,
            options: dict | None = None, start_position: str | None = None,
            declared: Outcome | None = None) -> tuple[list[Fact], list[Fact]]:
    """``(facts that do not hold, facts no checker knows)`` for ``reading``."""
    rp = replay(ruleset, record, options=options, start_position=start_position,
                declared=declared)
    wrong, unknown = [], []
    for fact in reading.facts:
        check: Any = CHECKERS.get(fact.claim[0])
        if check is None:
            unknown.append(fact)
        elif not check(rp, fact.claim):
            wrong.append(fact)
    return wrong, unknown
