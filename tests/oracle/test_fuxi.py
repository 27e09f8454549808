"""Fu Xi's square on Kamla's board (K-H1..K-H3), checked against tables built
here by hand: the King Wen matrix of trigram pairs, the binary order, the
islands of seed 000 and hand-picked casts."""
from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from games.core import grid
from games.kamla.board import ISLAND
from oracle import fuxi

TRIGRAM_LINES = {"Qian": "111", "Zhen": "100", "Kan": "010", "Gen": "001",
                 "Kun": "000", "Xun": "011", "Li": "101", "Dui": "110"}
"""Bottom to top, 1 = solid."""
MATRIX_ORDER = ("Qian", "Zhen", "Kan", "Gen", "Kun", "Xun", "Li", "Dui")
KING_WEN_MATRIX = """
 1 34  5 26 11  9 14 43
25 51  3 27 24 42 21 17
 6 40 29  4  7 59 64 47
33 62 39 52 15 53 56 31
12 16  8 23  2 20 35 45
44 32 48 18 46 57 50 28
13 55 63 22 36 37 30 49
10 54 60 41 19 61 38 58
"""
"""The usual lookup chart: a row per lower trigram, a column per upper, both in MATRIX_ORDER."""


def king_wen_pairs() -> dict[int, tuple[str, str]]:
    """King Wen number -> (lower, upper) trigram names, read from the matrix."""
    rows = KING_WEN_MATRIX.strip().splitlines()
    return {int(n): (lower, upper) for lower, row in zip(MATRIX_ORDER, rows)
            for upper, n in zip(MATRIX_ORDER, row.split())}


def bits(lines: tuple[int, ...]) -> int:
    """The binary value read with the bottom line as the highest digit, solid = 1."""
    return int("".join(map(str, lines)), 2)


def test_king_wen_numbers_match_the_trigram_matrix() -> None:
    pairs = king_wen_pairs()
    assert sorted(pairs) == list(range(1, 65))
    for number, (lower, upper) in pairs.items():
        found = fuxi.hexagram(number)
        assert found.number == number
        assert "".join(map(str, found.lines)) == TRIGRAM_LINES[lower] + TRIGRAM_LINES[upper]
        assert (found.lower, found.upper) == (lower, upper), number
        assert fuxi.hexagram_of_lines(found.lines) is found


def test_unicode_symbols() -> None:
    assert fuxi.hexagram(1).symbol == "䷀" and ord("䷀") == 0x4DC0
    assert fuxi.hexagram(2).symbol == "䷁" and ord("䷁") == 0x4DC1
    assert ord(fuxi.hexagram(64).symbol) == 0x4DFF
    assert unicodedata.name(fuxi.hexagram(1).symbol) == "HEXAGRAM FOR THE CREATIVE HEAVEN"
    assert unicodedata.name(fuxi.hexagram(2).symbol) == "HEXAGRAM FOR THE RECEPTIVE EARTH"
    assert unicodedata.name(fuxi.hexagram(29).symbol) == "HEXAGRAM FOR THE ABYSMAL WATER"
    assert unicodedata.name(fuxi.hexagram(63).symbol) == "HEXAGRAM FOR AFTER COMPLETION"
    assert len({h.symbol for h in fuxi.HEXAGRAMS}) == 64


def test_the_square_is_a_bijection_and_agrees_with_the_grid() -> None:
    numbers = [fuxi.hexagram_of_square(s).number for s in range(64)]
    assert sorted(numbers) == list(range(1, 65))
    for s in range(64):
        h = fuxi.hexagram_of_square(s)
        assert fuxi.hexagram_at(grid.file_of(s), grid.rank_of(s)) is h
        assert fuxi.square_of(h) == s


def test_qian_and_kun_stand_at_opposite_corners() -> None:
    """K-H1: Qian on a1, Kun on h8; Tai (Earth over Heaven) on h1, Pi on a8."""
    corner = {name: fuxi.hexagram_of_square(grid.parse_square(name)).number
              for name in ("a1", "h8", "h1", "a8")}
    assert corner == {"a1": 1, "h8": 2, "h1": 11, "a8": 12}


def test_the_squares_count_down_the_binary_order() -> None:
    """Square s holds the hexagram worth 63 - s (bottom line highest, solid = 1):
    Shao Yong's sequence runs a1, b1 .. h1, a2 .. h8."""
    for s in range(64):
        assert bits(fuxi.hexagram_of_square(s).lines) == 63 - s
    first_rank = [fuxi.hexagram_at(f, 0).number for f in range(8)]
    assert first_rank == [1, 43, 14, 34, 9, 5, 26, 11]  # Qian, Guai, Da You ... Tai
    first_file = [fuxi.hexagram_at(0, r).number for r in range(8)]
    assert first_file == [1, 10, 13, 25, 44, 6, 33, 12]  # Qian, Lü, Tong Ren ... Pi


def test_neighbours_differ_as_the_order_implies() -> None:
    """Along a rank only the upper trigram changes, along a file only the lower."""
    for s in range(64):
        here = fuxi.hexagram_of_square(s)
        if grid.file_of(s) < 7:
            right = fuxi.hexagram_of_square(s + 1)
            assert here.lower == right.lower and here.upper != right.upper
            assert set(fuxi.changing_lines(here, right)) <= {4, 5, 6}
            assert bits(here.lines[3:]) - bits(right.lines[3:]) == 1
        if grid.rank_of(s) < 7:
            above = fuxi.hexagram_of_square(s + 8)
            assert here.upper == above.upper and here.lower != above.lower
            assert set(fuxi.changing_lines(here, above)) <= {1, 2, 3}
            assert bits(here.lines[:3]) - bits(above.lines[:3]) == 1


def test_the_islands_are_the_four_of_fire_and_water() -> None:
    """The river lines (files and ranks 3 and 6) carry Li and Kan; their crossings,
    seed 000's four islands, hold Kan, Li, After and Before Completion."""
    islands = {grid.name(s): fuxi.hexagram_of_square(s).number for s in range(64) if ISLAND[s]}
    assert islands == {"c3": 30, "f3": 63, "c6": 64, "f6": 29}
    assert (fuxi.TRIGRAMS[2].name, fuxi.TRIGRAMS[5].name) == ("Li", "Kan")


def test_the_multiplication_square_is_the_product_of_trigram_numbers() -> None:
    for s in range(64):
        h = fuxi.hexagram_of_square(s)
        number = {t.name: t.number for t in fuxi.TRIGRAMS}
        assert number[h.upper] * number[h.lower] == (grid.file_of(s) + 1) * (grid.rank_of(s) + 1)


@pytest.mark.parametrize(("primary", "relating", "places"), [
    (1, 2, (1, 2, 3, 4, 5, 6)),
    (1, 1, ()),
    (1, 44, (1,)),
    (1, 13, (2,)),
    (1, 43, (6,)),
    (2, 24, (1,)),
    (2, 23, (6,)),
    (7, 8, (2, 5)),
    (11, 12, (1, 2, 3, 4, 5, 6)),
    (63, 64, (1, 2, 3, 4, 5, 6)),
    (29, 30, (1, 2, 3, 4, 5, 6)),
    (3, 4, (1, 2, 5, 6)),
    (31, 32, (2, 5)),
    (17, 18, (1, 2, 3, 4, 5, 6)),
])
def test_changing_lines_on_hand_picked_pairs(primary: int, relating: int,
                                             places: tuple[int, ...]) -> None:
    assert fuxi.changing_lines(fuxi.hexagram(primary), fuxi.hexagram(relating)) == places
    assert fuxi.changing_lines(fuxi.hexagram(relating), fuxi.hexagram(primary)) == places


def test_a_move_is_a_cast() -> None:
    """K-H2: a1 -> b1 changes the top line (Qian to Guai); a1 -> a2 the third
    (Qian to Lü); e2 -> e5 two lines of the lower trigram."""
    def cast(origin: str, destination: str) -> tuple[int, tuple[int, ...], int]:
        a = fuxi.hexagram_of_square(grid.parse_square(origin))
        b = fuxi.hexagram_of_square(grid.parse_square(destination))
        return a.number, fuxi.changing_lines(a, b), b.number
    assert cast("a1", "b1") == (1, (6,), 43)
    assert cast("a1", "a2") == (1, (3,), 10)
    assert cast("e2", "e5") == (61, (1, 3), 57)


@pytest.mark.parametrize(("call", "argument"), [
    (fuxi.hexagram, 0), (fuxi.hexagram, 65), (fuxi.hexagram, "1"),
    (fuxi.hexagram_of_square, 64), (fuxi.hexagram_of_square, -1),
    (fuxi.hexagram_of_lines, (1, 1, 1)), (fuxi.hexagram_of_lines, (2, 0, 0, 0, 0, 0)),
    (fuxi.text, 99),
])
def test_bad_input_is_a_narrow_error_quoting_it(call: Callable[[Any], object],
                                                argument: object) -> None:
    with pytest.raises(fuxi.HexagramError, match=re.escape(repr(argument))):
        call(argument)


def test_a_cell_off_the_board_is_refused() -> None:
    with pytest.raises(fuxi.HexagramError, match=re.escape(repr((8, 0)))):
        fuxi.hexagram_at(8, 0)


WRITTEN = range(1, 65)
"""Every King Wen number has its texts."""
GUARDED = re.compile(
    r"\b(die[sd]?|dying|death|dead\w*|recover\w*|cure\w*|heal\w*|return\w*|"
    r"(come|comes|coming|came) back|surviv\w*|fatal|terminal|grave|funeral|"
    r"doom\w*|disaster\w*|misfortune|reunit\w*|together again|pass(ed|es)? away|"
    r"time you have left|find each other)\b", re.IGNORECASE)
"""Words that could forecast a death, an illness's course or a return to
someone who asks in grief or illness: no hexagram text uses them."""


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z\"'])", text.strip()) if s]


def test_the_data_file_is_keyed_by_king_wen_number() -> None:
    raw = files("oracle").joinpath("texts", "hexagrams.toml").read_text(encoding="utf-8")
    data = tomllib.loads(raw)
    assert set(data) == {"hexagrams"}
    assert sorted(int(k) for k in data["hexagrams"]) == list(WRITTEN)
    for entry in data["hexagrams"].values():
        assert set(entry) == {"name", "judgement", "image", "lines"}


@pytest.mark.parametrize("number", WRITTEN)
def test_every_text_is_present_and_well_formed(number: int) -> None:
    found = fuxi.text(number)
    assert found.number == number and found.name
    assert len(found.name) <= 32 and found.name == found.name.strip()
    assert 2 <= len(sentences(found.judgement)) <= 3, found.judgement
    assert 1 <= len(sentences(found.image)) <= 2, found.image
    assert len(found.lines) == 6
    for part in (found.judgement, found.image, *found.lines):
        assert part == part.strip() and "  " not in part and "\n" not in part
        assert part.endswith((".", "?")), part
        assert not GUARDED.search(part), (number, GUARDED.search(part))
    for line in found.lines:
        assert len(sentences(line)) == 1, line


def test_the_names_and_texts_differ() -> None:
    every = [fuxi.text(n) for n in WRITTEN]
    assert len({t.name for t in every}) == len(every)
    parts = [p for t in every for p in (t.judgement, t.image, *t.lines)]
    assert len(set(parts)) == len(parts)


TRIGRAM_NAMES = {"en": tuple(t.name for t in fuxi.TRIGRAMS),
                 "ru": ("Цянь", "Дуй", "Ли", "Чжэнь", "Сюнь", "Кань", "Гэнь", "Кунь")}
"""The trigrams by Earlier Heaven number, as each edition of the document names them."""


@pytest.mark.parametrize("language", sorted(TRIGRAM_NAMES))
def test_the_rules_document_shows_the_square_as_the_module_has_it(language: str) -> None:
    doc = Path(__file__).resolve().parents[2] / "docs" / "rules" / language / "kamla-hexagrams.md"
    text = doc.read_text(encoding="utf-8")
    rows = re.findall(r"^\| \*\*(\d)\*\* (\w+) \|(.*)\|$", text, re.MULTILINE)
    assert [int(r[0]) for r in rows] == [8, 7, 6, 5, 4, 3, 2, 1]
    for rank, trigram, cells in rows:
        r = int(rank) - 1
        assert trigram == TRIGRAM_NAMES[language][r]
        shown = [cell.split() for cell in cells.split("|")]
        assert shown == [[h.symbol, str(h.number)] for h in
                         (fuxi.hexagram_at(f, r) for f in range(8))], rank
    for rule in ("K-H1", "K-H2", "K-H3"):
        assert f"- **{rule}**" in text
    english = doc.parents[1] / "en" / doc.name
    assert re.findall(r"\{#([\w-]+)\}", text) == re.findall(r"\{#([\w-]+)\}", english.read_text())
