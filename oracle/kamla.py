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

from oracle import texts
from oracle.facts import balance, open_or_drawn
from oracle.model import Found
from oracle.numbering import full_moves
from oracle.replay import Replay
from oracle.spread.kamla import chosen_move, mate_giver, move_label, region_name, the_number

SIDES = ("lower", "upper")
WORLDS = ("lower", "middle", "upper")
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
    title = region_name(region)
    if column == 1 and world != 1:
        title += texts.phrase(f"kd_tent_{world}")
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
        where = ("" if cell is None else
                 texts.said("kd_caught", loser=texts.phrase(f"kamla_world_{loser}"),
                            cell=name(cell)))
        found.append(Found(f"kamla.winner.{SIDES[winner]}",
                           f"{texts.word(ended.reason)} {texts.count('after_moves', count)}"
                           f"{where}"))
        giver = mate_giver(rp)
        if giver is not None:
            how, cell, kind = giver
            slug = how if how != "mover" else MATE_KINDS.get(kind, "priest")
            found.append(Found(f"kamla.mate.{slug}",
                               texts.said("kd_mate", piece=texts.word(KIND_NAMES[kind]),
                                          cell=name(cell), how=texts.phrase(f"kd_how_{how}"))))

    # The Ruler in focus: the winner's, else the side to move ---------------------
    focus = outcome.winner if outcome is not None and outcome.winner is not None else final.turn
    cell = final.ruler_square(focus)
    if cell is not None and not (hide and not final.revealed[focus]):
        region = region_of(cell)
        assert region is not None  # the Ruler stands in its tent, on land (K-4)
        found.append(Found(f"kamla.ruler.{NUMBER[cell]}",
                           texts.said("kd_ruler", side=texts.phrase(f"kamla_world_{focus}"),
                                      cell=name(cell), region=_region_title(region),
                                      number=NUMBER[cell])))

    # The Number of the chosen move (seed 000's square of digital roots) ------------
    number = the_number(rp)
    if number is not None:
        value, cells = number
        index, rule = chosen_move(rp)  # type: ignore[misc]
        found.append(Found(f"kamla.number.{value}",
                           texts.said("kd_number", move=move_label(rule).lower(),
                                      cells=", ".join(name(c) for c in cells),
                                      numbers=" + ".join(str(NUMBER[c]) for c in cells),
                                      value=value)))

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
                           texts.said("kd_region", region=_region_title(best),
                                      top=regions[best], total=len(spirits))))
    start = _places(rp.states[0].board)
    for side in (0, 1):
        counts = places[side]
        total = sum(counts)
        if not total:
            continue
        best = max(range(4), key=lambda p: (counts[p], -p))
        if counts.count(counts[best]) > 1 or not _moved_to(start[side], counts, best):
            continue
        found.append(Found(
            f"kamla.spirits.{SIDES[side]}.{PLACES[best]}",
            texts.said("kd_spirits", side=texts.word(SIDE_NAMES[side]), top=counts[best],
                       total=total, where=texts.phrase(f"kd_where_{PLACES[best]}"),
                       lower=counts[0], middle=counts[1], upper=counts[2], river=counts[3])))
    if not any(regions[3:6]):
        found.append(Found("kamla.empty.middle", texts.phrase("kd_empty_middle")))
    if not places[0][2]:
        found.append(Found("kamla.absent.lower", texts.phrase("kd_absent_lower")))
    if not places[1][0]:
        found.append(Found("kamla.absent.upper", texts.phrase("kd_absent_upper")))
    lead = _balance(*rivers)
    if lead:
        found.append(Found(f"kamla.rivers.{lead}",
                           texts.said("kd_rivers", lower=rivers[0], upper=rivers[1])))
    held = texts.said("kd_islands", lower=islands[0], upper=islands[1])
    if 4 in islands:
        found.append(Found(f"kamla.islands.all-{SIDES[islands.index(4)]}", held))
    else:
        found.append(Found(f"kamla.islands.{_balance(*islands, none='none')}", held))

    # What happened on the way -----------------------------------------------------
    won = conversion_counts(list(rp.states[:-1]), list(rp.moves))
    found.append(Found(f"kamla.conversion.{_balance(*won, none='none')}",
                       texts.said("kd_won", lower=won[0], upper=won[1])))
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
            promoted[side].append(texts.word(KIND_NAMES[kind_of(code)]))
    if promoted[0] or promoted[1]:
        lead = _balance(len(promoted[0]), len(promoted[1]))
        parts = [texts.said(f"kd_promoted_{s}",
                            pieces=", ".join(promoted[s]) or texts.phrase("kd_none"))
                 for s in (0, 1)]
        found.append(Found(f"kamla.promotion.{lead}",
                           texts.said("kd_transformed", parts="; ".join(parts))))
    for side in (0, 1):
        captives = [sq for sq, code in spirits
                    if is_captive(code) and side_of(code) == side]
        if captives:
            found.append(Found(f"kamla.captive.{SIDES[side]}",
                               texts.said("kd_captive", side=texts.phrase(f"kamla_world_{side}"),
                                          cell=name(captives[0]))))
    if freed:
        found.append(Found("kamla.captive.freed",
                           texts.said("kd_freed", times=texts.count("n_times", freed))))
    lead = _balance(*drops)
    if lead:
        found.append(Found(f"kamla.shields.{lead}",
                           texts.said("kd_shields", lower=drops[0], upper=drops[1])))
    if pair:
        shown = [s for s in (0, 1) if final.revealed[s]]
        if shown:
            found.append(Found("kamla.secret.revealed", texts.said(
                "kd_revealed", sides=texts.phrase("kd_and").join(
                    texts.phrase(f"kamla_world_{s}") for s in shown))))
        else:
            found.append(Found("kamla.secret.kept", texts.phrase("kd_kept")))
    return found
