"""Kamla piece codes (K-7): small ints, so a board is a tuple of 64 ints.

``code = kind | side << 4 | PROMOTED | CAPTIVE``; 0 is an empty cell.
"""
from __future__ import annotations

from games.core.notation import check_language

SHELL, ARCHER, EAGLE, HORSEMAN, WHALE, PRIEST, RULER, SHIELD = range(1, 9)
KIND_MASK = 15
SIDE_SHIFT = 4
PROMOTED = 32
CAPTIVE = 64

LETTERS = {SHELL: "S", ARCHER: "A", EAGLE: "E", HORSEMAN: "N", WHALE: "W",
           PRIEST: "P", RULER: "R", SHIELD: "H"}
KIND_OF_LETTER = {v: k for k, v in LETTERS.items()}
RUSSIAN_LETTERS = {SHELL: "Р", ARCHER: "Л", EAGLE: "О", HORSEMAN: "В", WHALE: "К",
                   PRIEST: "Ж", RULER: "П", SHIELD: "Щ"}
"""The Russian initials of the seed's names (Раковина, Лучник, Орёл, Всадник, Кит,
Жрец, Правитель, Щит), all different: a display choice, read back by the move
parser; positions and records keep ``LETTERS``."""
KIND_OF_ANY_LETTER = KIND_OF_LETTER | {v: k for k, v in RUSSIAN_LETTERS.items()}
"""Either language's move letter to its kind."""
KIND_NAMES = {SHELL: "Shell", ARCHER: "Archer", EAGLE: "Eagle", HORSEMAN: "Horseman",
              WHALE: "Whale", PRIEST: "Priest", RULER: "Ruler", SHIELD: "Shield"}
PROMOTABLE = frozenset((SHELL, ARCHER, EAGLE, HORSEMAN))
"""K-15: Whales gain nothing; Priest, Ruler and Shields never promote."""


def letters(lang: str = "en") -> dict[int, str]:
    """The move letter of each kind in ``lang`` (``en``: the canonical ``LETTERS``)."""
    return RUSSIAN_LETTERS if check_language(lang) == "ru" else LETTERS


def make(kind: int, side: int, promoted: bool = False, captive: bool = False) -> int:
    return kind | side << SIDE_SHIFT | (PROMOTED if promoted else 0) | (CAPTIVE if captive else 0)


def kind_of(code: int) -> int:
    return code & KIND_MASK


def side_of(code: int) -> int:
    return code >> SIDE_SHIFT & 1


def is_promoted(code: int) -> bool:
    """K-15: the piece gained its zone's powers."""
    return bool(code & PROMOTED)


def is_captive(code: int) -> bool:
    """K-21: the piece is held in captivity."""
    return bool(code & CAPTIVE)


def is_spirit(code: int) -> bool:
    """A piece that is not a Shield: the seed's spirits (0, an empty cell, is none)."""
    return bool(code) and kind_of(code) != SHIELD


def symbol(code: int) -> str:
    """Position-string form: letter (upper case Lower World), ``+`` promoted, ``!`` captive."""
    letter = LETTERS[code & KIND_MASK]
    text = letter if side_of(code) == 0 else letter.lower()
    if code & PROMOTED:
        text += "+"
    if code & CAPTIVE:
        text += "!"
    return text
