"""The I Ching on Kamla's board (K-H1..K-H3): Fu Xi's square of the 64
hexagrams laid on the 8x8 board, a move read as a change of lines, and the
64 texts (``oracle/texts/hexagrams.toml``). See docs/rules/en/kamla-hexagrams.md.

K-H1: the cell on file ``f`` and rank ``r`` (both 0..7, ``a1`` = 0 as in
``games.core.grid``) holds the hexagram whose lower trigram is the Earlier
Heaven trigram numbered ``r + 1`` and whose upper trigram is the one numbered
``f + 1`` (Qian 1, Dui 2, Li 3, Zhen 4, Xun 5, Kan 6, Gen 7, Kun 8). So ``a1``
holds Qian ䷀, ``h8`` Kun ䷁, the square's index + 1 is the hexagram's place in
Shao Yong's binary sequence, and the multiplication table's ``(f+1)*(r+1)``
(seed 000, K-2) is the product of the cell's two trigram numbers.

K-H2: a move's cast: the primary hexagram is its origin cell's, the relating
hexagram its destination cell's, and the changing lines the places where the
two differ.

>>> hexagram_of_square(0).symbol, hexagram_at(7, 7).symbol
('䷀', '䷁')
>>> changing_lines(hexagram_at(0, 0), hexagram_at(1, 0))
(6,)
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from oracle.texts import language, read_toml


class HexagramError(ValueError):
    """A King Wen number, line pattern, square or cell that names no hexagram."""


@dataclass(frozen=True)
class Trigram:
    number: int
    """Its Earlier Heaven (Fu Xi) number, 1..8."""
    name: str
    image: str
    lines: tuple[int, int, int]
    """Bottom to top, 1 = solid (yang)."""


TRIGRAMS = (
    Trigram(1, "Qian", "Heaven", (1, 1, 1)),
    Trigram(2, "Dui", "Lake", (1, 1, 0)),
    Trigram(3, "Li", "Fire", (1, 0, 1)),
    Trigram(4, "Zhen", "Thunder", (1, 0, 0)),
    Trigram(5, "Xun", "Wind", (0, 1, 1)),
    Trigram(6, "Kan", "Water", (0, 1, 0)),
    Trigram(7, "Gen", "Mountain", (0, 0, 1)),
    Trigram(8, "Kun", "Earth", (0, 0, 0)),
)
"""The eight trigrams in the Earlier Heaven order: ``TRIGRAMS[n - 1]`` is number ``n``."""

_KING_WEN_LINES = (
    "111111", "000000", "100010", "010001", "111010", "010111", "010000", "000010",
    "111011", "110111", "111000", "000111", "101111", "111101", "001000", "000100",
    "100110", "011001", "110000", "000011", "100101", "101001", "000001", "100000",
    "100111", "111001", "100001", "011110", "010010", "101101", "001110", "011100",
    "001111", "111100", "000101", "101000", "101011", "110101", "001010", "010100",
    "110001", "100011", "111110", "011111", "000110", "011000", "010110", "011010",
    "101110", "011101", "100100", "001001", "001011", "110100", "101100", "001101",
    "011011", "110110", "010011", "110010", "110011", "001100", "101010", "010101",
)
"""The King Wen sequence: hexagram ``n``'s lines, bottom to top, at index ``n - 1``."""


@dataclass(frozen=True)
class Hexagram:
    number: int
    """King Wen number, 1..64."""
    lines: tuple[int, ...]
    """Six 0/1, bottom to top, 1 = solid (yang)."""
    symbol: str
    """Its Unicode sign: U+4DC0 + number - 1."""
    upper: str
    lower: str
    """The names of its upper and lower trigrams."""


@dataclass(frozen=True)
class HexagramText:
    number: int
    name: str
    judgement: str
    image: str
    lines: tuple[str, ...]
    """The sense of a changing line in places 1..6 (bottom to top) at index place - 1."""


def _trigram_of(lines: tuple[int, ...]) -> Trigram:
    return next(t for t in TRIGRAMS if t.lines == lines)


def _build(number: int) -> Hexagram:
    lines = tuple(int(c) for c in _KING_WEN_LINES[number - 1])
    return Hexagram(number, lines, chr(0x4DC0 + number - 1),
                    upper=_trigram_of(lines[3:]).name, lower=_trigram_of(lines[:3]).name)


HEXAGRAMS = tuple(_build(n) for n in range(1, 65))
"""The 64 hexagrams in King Wen order: ``HEXAGRAMS[n - 1]`` is number ``n``."""
_BY_LINES = {h.lines: h for h in HEXAGRAMS}


def hexagram(number: int) -> Hexagram:
    """The hexagram with King Wen number ``number`` (1..64)."""
    if not isinstance(number, int) or not 1 <= number <= 64:
        raise HexagramError(f"not a King Wen number (1..64): {number!r}")
    return HEXAGRAMS[number - 1]


def hexagram_of_lines(lines: tuple[int, ...]) -> Hexagram:
    """The hexagram of six 0/1 lines, bottom to top."""
    found = _BY_LINES.get(tuple(lines))
    if found is None:
        raise HexagramError(f"not six lines of 0 and 1: {lines!r}")
    return found


def hexagram_at(file: int, rank: int) -> Hexagram:
    """K-H1: the hexagram of the cell on ``file`` (a..h as 0..7) and ``rank`` (1..8 as 0..7)."""
    if not (isinstance(file, int) and isinstance(rank, int) and 0 <= file < 8 and 0 <= rank < 8):
        raise HexagramError(f"not a cell (file, rank in 0..7): {(file, rank)!r}")
    return hexagram_of_lines(TRIGRAMS[rank].lines + TRIGRAMS[file].lines)


def hexagram_of_square(square: int) -> Hexagram:
    """K-H1: the hexagram of ``square`` numbered as games.core.grid does (a1 = 0 .. h8 = 63)."""
    if not isinstance(square, int) or not 0 <= square < 64:
        raise HexagramError(f"not a square (0..63): {square!r}")
    return hexagram_at(square % 8, square // 8)


def square_of(hexagram: Hexagram) -> int:
    """The square that holds ``hexagram`` (the inverse of ``hexagram_of_square``)."""
    lower, upper = _trigram_of(hexagram.lines[:3]), _trigram_of(hexagram.lines[3:])
    return (lower.number - 1) * 8 + upper.number - 1


def changing_lines(primary: Hexagram, relating: Hexagram) -> tuple[int, ...]:
    """K-H2: the places (1..6, bottom = 1) where ``primary`` and ``relating`` differ."""
    return tuple(place for place, (a, b) in enumerate(zip(primary.lines, relating.lines), 1)
                 if a != b)


@cache
def _texts(lang: str = "en") -> dict[str, Any]:
    """The texts by number in ``lang``: a translation's over the English ones."""
    found: dict[str, Any] = dict((read_toml("en", "texts", "hexagrams.toml") or {})["hexagrams"])
    if lang != "en":
        own = (read_toml(lang, "texts", "hexagrams.toml") or {}).get("hexagrams", {})
        found.update({n: {**found[n], **entry} for n, entry in own.items()})
    return found


def text(number: int, lang: str | None = None) -> HexagramText:
    """K-H3: the name, judgement, image and six line texts of King Wen ``number``
    in ``lang`` (default: the language a reading is being written in)."""
    entry = _texts(lang or language()).get(str(hexagram(number).number))
    if entry is None:
        raise HexagramError(f"no text written for hexagram {number!r}")
    return HexagramText(number, entry["name"], entry["judgement"], entry["image"],
                        tuple(entry["lines"]))
