"""Kamla on Fu Xi's square (issue 25, item 1): a Kamla reading cast as the
I Ching is cast.

The board is Fu Xi's square of the 64 hexagrams (``oracle.fuxi``, K-H1:
the rank gives the lower trigram, the file the upper; Qian on a1, Kun on h8).
The reading is read from one move, chosen by ``oracle.spread.kamla.chosen_move``:
the move that decided the game where one did (the mate), else the move after
which the computer player's weighing swung the most, else the last move read.
That move's origin cell is the primary hexagram, its destination the relating
hexagram, and the lines where they differ are the changing lines (K-H2); a
Shield raised onto an empty cell has no origin: its cell is the primary
hexagram and nothing changes. The texts are the project's own
(``texts/hexagrams.toml``); the Number of the same move stays beside them.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.kamla import DROP, name
from oracle import fuxi
from oracle.model import Fact, Reading, Section
from oracle.numbering import moment
from oracle.replay import Replay
from oracle import texts
from oracle.texts import APP
from oracle.spread.kamla import chosen_move, move_label, the_number

SOURCE = "seed 000 (Kamla): the board follows Fu Xi's arrangement of the sixty-four figures"
"""Where the cast comes from; the hexagram texts themselves are the app's own."""


@dataclass(frozen=True)
class Cast:
    """A move read as a change of lines: the record index, how it was chosen,
    its cells, the primary and relating hexagrams and the changing lines."""

    index: int
    rule: str
    cells: tuple[int, ...]
    primary: fuxi.Hexagram
    relating: fuxi.Hexagram
    lines: tuple[int, ...]


def cast(rp: Replay) -> Cast | None:
    """The cast of a Kamla record, or None before any board move."""
    chosen = chosen_move(rp)
    if chosen is None:
        return None
    index, rule = chosen
    move = rp.moves[index]
    cells = (move.target,) if move.kind == DROP else (move.origin, move.target)
    primary = fuxi.hexagram_of_square(cells[0])
    relating = fuxi.hexagram_of_square(cells[-1])
    return Cast(index, rule, cells, primary, relating, fuxi.changing_lines(primary, relating))


def named(hexagram: fuxi.Hexagram) -> str:
    """``䷊ 11, Peace`` (the name in the reading's language)."""
    return texts.said("hexagram_named", symbol=hexagram.symbol, number=hexagram.number,
                      name=fuxi.text(hexagram.number).name)


def figure(rp: Replay) -> Section | None:
    """The figure of a Kamla reading: the cast and the Number beside it."""
    found = cast(rp)
    if found is None:
        return None
    number = the_number(rp)
    cells = tuple(name(c) for c in found.cells)
    claim = ("kamla.cast", found.index + 1, cells, found.primary.number, found.lines,
             found.relating.number)
    changes = (texts.said("lines_change", lines=", ".join(str(n) for n in found.lines[:-1]),
                          last=found.lines[-1]) if len(found.lines) > 1
               else texts.said("line_changes", line=found.lines[0]) if found.lines
               else texts.phrase("no_line_changes"))
    becomes = (texts.said("cast_becomes", relating=named(found.relating), cell=cells[-1])
               if found.lines else "")
    text = texts.said("cast_fact", label=move_label(found.rule), moment=moment(rp, found.index),
                      primary=named(found.primary), cell=cells[0], becomes=becomes,
                      changes=changes)
    facts = [Fact(claim, text)]
    if number is not None:
        facts.append(Fact(("kamla.number", found.index + 1, cells, number[0], found.rule),
                          texts.said("number_fact", value=number[0])))
    heading = f"{found.primary.symbol} {fuxi.text(found.primary.number).name}"
    if found.lines:
        heading += f" \u2192 {found.relating.symbol} {fuxi.text(found.relating.number).name}"
    return Section("kamla.figure", heading, tuple(facts), "", "", texts.source(SOURCE), cells)


def cells_of(reading: Reading) -> tuple[str, ...]:
    """The cells of a reading's cast (origin then destination; one cell for a
    Shield raised), empty when the reading's figure is no cast."""
    figure = reading.figure
    if figure is None or not figure.facts or figure.facts[0].claim[0] != "kamla.cast":
        return ()
    return figure.cells


def judgement(rp: Replay) -> str:
    """The primary hexagram's judgement (the app's own text)."""
    found = cast(rp)
    return fuxi.text(found.primary.number).judgement if found else ""


def image_and_lines(rp: Replay) -> list[tuple[str, str, str, str]]:
    """``(id, heading, text, source)`` of the folded parts of the cast: the
    image of the primary hexagram (and of the relating one), and each
    changing line; the texts are the app's own."""
    found = cast(rp)
    if found is None:
        return []
    first = fuxi.text(found.primary.number)
    image = f"{named(found.primary)}: {first.image}"
    if found.lines:
        image += f" {named(found.relating)}: {fuxi.text(found.relating.number).image}"
    app = texts.source(APP)
    out = [("kamla.image", texts.phrase("image_heading"), image, app)]
    if found.lines:
        out.append(("kamla.lines", texts.phrase("lines_heading"), " ".join(
            texts.said("line_text", place=texts.phrase(f"line_place_{n}"),
                       text=first.lines[n - 1]) for n in found.lines), app))
    return out
