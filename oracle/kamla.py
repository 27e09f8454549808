"""Kamla symbols: what a game record or a position shows, as facts.

Every symbol id this module can produce is listed by ``possible_ids`` (the
tests check each has its texts in ``texts/kamla.toml``). Spirits are the
pieces on the board (Shields are not spirits); a captive Priest is still a
spirit of its own World.

Hidden Ruler (pair mode): while a pair game is being played, the oracle shows
no more than the players may see: a Ruler not yet revealed by the rules
(K-22) is not named, and a secret Ruler choice (``R=e1``) is never the step
read. A finished game is read in full.
"""
from __future__ import annotations

from games.kamla import (
    ARCHER, COLUMN_NAMES, DROP, EAGLE, HORSEMAN, ISLAND, KIND_NAMES, NUMBER, PRIEST,
    RULER, SHELL, SIDE_NAMES, SWAP, WHALE, conversion_counts, is_captive, is_promoted,
    is_spirit, kind_of, name, region_of, side_of,
)

from oracle.facts import balance, open_or_drawn, plural
from oracle.model import Found
from oracle.numbering import full_moves
from oracle.replay import Replay
from oracle.spread.kamla import chosen_move, move_label, mate_giver, the_number

SIDES = ("lower", "upper")
WORLDS = ("lower", "middle", "upper")
WORLD_TITLES = ("Lower", "Middle", "Upper")
PLACES = WORLDS + ("river",)
REGIONS = tuple(f"{w}-{c}" for w in WORLDS for c in COLUMN_NAMES)
"""Region slugs in the engine's order (world * 3 + column)."""
MATE_KINDS = {SHELL: "shell", ARCHER: "archer", EAGLE: "eagle", HORSEMAN: "horseman",
              WHALE: "whale", PRIEST: "priest", RULER: "priest"}
RULER_NUMBERS = (1, 4, 5, 8)
"""The numbers of the tent cells (d1 4, e1 5, d2 8, e2 1 and their mirrors):
a Ruler never leaves its tent (K-21), so it stands on no other number."""
DRAW_REASONS = {"stillness": "stillness", "repetition": "repetition",
                "move limit": "move-limit"}


def possible_ids() -> list[str]:
    """Every symbol id ``extract`` can produce."""
    ids = [f"kamla.winner.{s}" for s in SIDES]
    ids += [f"kamla.draw.{slug}" for slug in DRAW_REASONS.values()]
    ids += ["kamla.open"]
    ids += [f"kamla.mate.{k}" for k in sorted(set(MATE_KINDS.values()))]
    ids += [f"kamla.mate.{how}" for how in ("bow", "converted", "discovered")]
    ids += [f"kamla.ruler.{n}" for n in RULER_NUMBERS]
    ids += [f"kamla.number.{n}" for n in range(1, 10)]
    ids += [f"kamla.region.{r}" for r in REGIONS]
    ids += [f"kamla.spirits.{s}.{p}" for s in SIDES for p in PLACES]
    ids += ["kamla.empty.middle"] + [f"kamla.absent.{s}" for s in SIDES]
    ids += [f"kamla.rivers.{s}" for s in SIDES + ("even",)]
    ids += [f"kamla.islands.{s}" for s in SIDES + ("even", "none")]
    ids += [f"kamla.islands.all-{s}" for s in SIDES]
    ids += [f"kamla.conversion.{s}" for s in SIDES + ("even", "none")]
    ids += [f"kamla.promotion.{s}" for s in SIDES + ("even",)]
    ids += [f"kamla.captive.{s}" for s in SIDES] + ["kamla.captive.freed"]
    ids += [f"kamla.shields.{s}" for s in SIDES + ("even",)]
    ids += ["kamla.secret.kept", "kamla.secret.revealed"]
    return ids


def _region_title(region: int) -> str:
    world, column = divmod(region, 3)
    title = f"{WORLD_TITLES[world]} {COLUMN_NAMES[column]}"
    if column == 1 and world != 1:
        title += f" (the {WORLD_TITLES[world]} tent)"
    return title


def _balance(a: int, b: int, *, none: str | None = None) -> str | None:
    return balance((a, b), SIDES, "even", none)


def _places(board) -> list[list[int]]:
    """Each side's spirits on the land of each World and in the rivers."""
    places = [[0] * 4 for _ in SIDES]
    for sq, code in enumerate(board):
        if is_spirit(code):
            region = region_of(sq)
            places[side_of(code)][3 if region is None else region // 3] += 1
    return places


def _moved_to(start: list[int], counts: list[int], best: int) -> bool:
    """Whether a side's spirits gathered in ``best`` by the game, not by the start
    layout (10 of each side's 18 spirits begin in the rivers): the place was not
    where most stood at the start, or holds more than it did then."""
    first = max(range(4), key=lambda p: (start[p], -p))
    return best != first or counts[best] > start[best]


def extract(rp: Replay) -> list[Found]:
    game, final = rp.game, rp.final
    board = final.board
    pair = game.info.hidden_information
    hide = pair and rp.outcome is None
    found: list[Found] = []
    count = full_moves(rp)

    # The outcome ------------------------------------------------------------------
    outcome = rp.outcome
    unwon = open_or_drawn(rp, "kamla", SIDE_NAMES, DRAW_REASONS, count)
    if unwon is not None:
        found += unwon
    else:
        ended, winner = rp.ended, rp.winner
        loser = 1 - winner
        cell = final.ruler_square(loser)
        where = "" if cell is None else f"; the {SIDE_NAMES[loser]}'s Ruler caught on {name(cell)}"
        found.append(Found(f"kamla.winner.{SIDES[winner]}",
                           f"{ended.reason} after {plural(count, 'move')}{where}"))
        giver = mate_giver(rp)
        if giver is not None:
            how, cell, kind = giver
            slug = how if how != "mover" else MATE_KINDS.get(kind, "priest")
            found.append(Found(f"kamla.mate.{slug}",
                               f"the mate given by the {KIND_NAMES[kind]} on {name(cell)} "
                               f"({'the mover' if how == 'mover' else how})"))

    # The Ruler in focus: the winner's, else the side to move ---------------------
    focus = outcome.winner if outcome is not None and outcome.winner is not None else final.turn
    cell = final.ruler_square(focus)
    if cell is not None and not (hide and not final.revealed[focus]):
        region = region_of(cell)
        assert region is not None  # the Ruler stands in its tent, on land (K-4)
        found.append(Found(f"kamla.ruler.{NUMBER[cell]}",
                           f"the {SIDE_NAMES[focus]}'s Ruler on {name(cell)}, region "
                           f"{_region_title(region)}, number {NUMBER[cell]}"))

    # The Number of the chosen move (seed 000's square of digital roots) ------------
    number = the_number(rp)
    if number is not None:
        value, cells = number
        index, rule = chosen_move(rp)  # type: ignore[misc]
        found.append(Found(f"kamla.number.{value}",
                           f"{move_label(rule).lower()}'s cells {', '.join(name(c) for c in cells)} "
                           f"carry numbers {' + '.join(str(NUMBER[c]) for c in cells)}; "
                           f"their digital root is {value}"))

    # Spirits across the Worlds, the regions and the rivers ------------------------
    spirits = [(sq, code) for sq, code in enumerate(board) if is_spirit(code)]
    regions = [0] * 9
    places = [[0] * 4 for _ in SIDES]
    rivers = [0, 0]
    islands = [0, 0]
    for sq, code in spirits:
        side = side_of(code)
        region = region_of(sq)
        if region is None:
            places[side][3] += 1
            rivers[side] += 1
            islands[side] += ISLAND[sq]
        else:
            regions[region] += 1
            places[side][region // 3] += 1
    most = max(regions)
    if spirits and most and regions.count(most) == 1:
        best = regions.index(most)
        found.append(Found(f"kamla.region.{REGIONS[best]}",
                           f"region {_region_title(best)} holds more spirits than any other: "
                           f"{regions[best]} of {len(spirits)}"))
    start = _places(rp.states[0].board)
    for side in (0, 1):
        counts = places[side]
        total = sum(counts)
        if not total:
            continue
        best = max(range(4), key=lambda p: (counts[p], -p))
        if counts.count(counts[best]) > 1 or not _moved_to(start[side], counts, best):
            continue
        where = ("the rivers" if best == 3 else f"the {WORLD_TITLES[best]} World")
        found.append(Found(
            f"kamla.spirits.{SIDES[side]}.{PLACES[best]}",
            f"{SIDE_NAMES[side]}: {counts[best]} of {total} spirits in {where} "
            f"(Lower {counts[0]}, Middle {counts[1]}, Upper {counts[2]}, rivers {counts[3]})"))
    if not any(regions[3:6]):
        found.append(Found("kamla.empty.middle",
                           "no spirit stands on the land of the Middle World"))
    if not places[0][2]:
        found.append(Found("kamla.absent.lower",
                           "no spirit of the Lower World stands on the land of the Upper World"))
    if not places[1][0]:
        found.append(Found("kamla.absent.upper",
                           "no spirit of the Upper World stands on the land of the Lower World"))
    lead = _balance(*rivers)
    if lead:
        found.append(Found(f"kamla.rivers.{lead}",
                           f"river cells held: Lower {rivers[0]}, Upper {rivers[1]}"))
    held = f"islands held: Lower {islands[0]}, Upper {islands[1]} of 4"
    if 4 in islands:
        found.append(Found(f"kamla.islands.all-{SIDES[islands.index(4)]}", held))
    else:
        found.append(Found(f"kamla.islands.{_balance(*islands, none='none')}", held))

    # What happened on the way -----------------------------------------------------
    won = conversion_counts(list(rp.states[:-1]), list(rp.moves))
    found.append(Found(f"kamla.conversion.{_balance(*won, none='none')}",
                       f"spirits won over: Lower {won[0]}, Upper {won[1]}"))
    promoted: list[list[str]] = [[], []]
    drops = [0, 0]
    freed = 0
    for before, move, after in rp.steps:
        side = before.turn
        if move.kind == DROP:
            drops[side] += 1
            continue
        if move.origin < 0 or move.kind == SWAP:
            continue
        code = before.board[move.origin]
        if is_captive(code) and not is_captive(after.board[move.target]):
            freed += 1
        if is_promoted(after.board[move.target]) and not is_promoted(code):
            promoted[side].append(KIND_NAMES[kind_of(code)])
    if promoted[0] or promoted[1]:
        lead = _balance(len(promoted[0]), len(promoted[1]))
        parts = [f"{('Lower', 'Upper')[s]} {', '.join(promoted[s]) or 'none'}" for s in (0, 1)]
        found.append(Found(f"kamla.promotion.{lead}", "transformed: " + "; ".join(parts)))
    for side in (0, 1):
        captives = [sq for sq, code in spirits
                    if is_captive(code) and side_of(code) == side]
        if captives:
            found.append(Found(f"kamla.captive.{SIDES[side]}",
                               f"the {SIDE_NAMES[side]}'s Priest is held captive on "
                               f"{name(captives[0])}"))
    if freed:
        found.append(Found("kamla.captive.freed",
                           f"a captive Priest came home to its tent ({plural(freed, 'time')})"))
    lead = _balance(*drops)
    if lead:
        found.append(Found(f"kamla.shields.{lead}",
                           f"Shields raised: Lower {drops[0]}, Upper {drops[1]}"))
    if pair:
        shown = [SIDE_NAMES[s] for s in (0, 1) if final.revealed[s]]
        if shown:
            found.append(Found("kamla.secret.revealed",
                               f"revealed by the Priest's capture: {' and '.join(shown)}'s Ruler"))
        else:
            found.append(Found("kamla.secret.kept", "neither hidden Ruler was revealed"))
    return found
