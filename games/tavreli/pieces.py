"""Tavreli piece codes (TV-1, TV-7): small ints, so a tower is a tuple of ints
(bottom to top) and a board a tuple of 64 towers.

``code = kind | side << 3 | promo << 4``: ``kind`` is how the piece moves now,
``side`` 0 White / 1 Black, and ``promo`` is 0 for the pieces of the back
rank and, for a piece born a ratnik, the kind it promotes to (the piece it
started in front of, TV-7). So a ratnik is ``kind == RATNIK, promo != 0`` and a
promoted ratnik ``kind == promo``; demotion (D-2) sets the kind back to RATNIK.
"""
from __future__ import annotations

from games.core.notation import check_language

WHITE, BLACK = 0, 1
SIDE_NAMES = ("White", "Black")
VOLKHV, KNYAZ, RATOBORETS, LUCHNIK, VSADNIK, RATNIK, HELGI = range(1, 8)
KIND_MASK = 7
SIDE_SHIFT = 3
PROMO_SHIFT = 4
CODES = range(128)

LETTERS = {VOLKHV: "K", KNYAZ: "Q", RATOBORETS: "R", LUCHNIK: "B", VSADNIK: "N",
           RATNIK: "P", HELGI: "H"}
"""Position-string and glyph letters (Latin, as the chess pieces they move like)."""
KIND_OF_LETTER = {v: k for k, v in LETTERS.items()}
RUSSIAN_LETTERS = {VOLKHV: "Вл", KNYAZ: "К", RATOBORETS: "Р", LUCHNIK: "Л", VSADNIK: "В",
                   RATNIK: "Рт", HELGI: "Х"}
"""The Russian initials of the pieces' names (I-1): волхв and ратник share theirs
with всадник and ратоборец, so they take the initial and the next consonant, as
Russian chess writes the король ``Кр`` beside the конь ``К``. Only the one-letter
ones appear in moves (a promotion, ``d7-d8=К``): a display choice; positions
and records keep ``LETTERS``."""
KIND_OF_ANY_LETTER = KIND_OF_LETTER | {v: k for k, v in RUSSIAN_LETTERS.items()}
"""Either language's letter to its kind."""
KIND_NAMES = {VOLKHV: "volkhv", KNYAZ: "knyaz", RATOBORETS: "ratoborets", LUCHNIK: "luchnik",
              VSADNIK: "vsadnik", RATNIK: "ratnik", HELGI: "helgi"}
PROMOTION_KINDS = (KNYAZ, RATOBORETS, LUCHNIK, VSADNIK, HELGI)
"""What a ratnik can become: the piece it started in front of (the volkhv's: the helgi)."""
BACK_RANK = (RATOBORETS, VSADNIK, LUCHNIK, KNYAZ, VOLKHV, LUCHNIK, VSADNIK, RATOBORETS)
"""Files a..h of each side's first rank (TV-1)."""
RATNIK_PROMOTES_TO = tuple(HELGI if k == VOLKHV else k for k in BACK_RANK)
"""Files a..h of each side's ratniks: the kind each one promotes to (TV-7)."""


def letters(lang: str = "en") -> dict[int, str]:
    """The letter of each kind in ``lang`` (``en``: the canonical ``LETTERS``)."""
    return RUSSIAN_LETTERS if check_language(lang) == "ru" else LETTERS


def make(kind: int, side: int, promo: int = 0) -> int:
    return kind | side << SIDE_SHIFT | promo << PROMO_SHIFT


def kind_of(code: int) -> int:
    return code & KIND_MASK


def side_of(code: int) -> int:
    return code >> SIDE_SHIFT & 1


def promo_of(code: int) -> int:
    return code >> PROMO_SHIFT


def is_ratnik(code: int) -> bool:
    return code & KIND_MASK == RATNIK


def is_promoted(code: int) -> bool:
    """A ratnik that has turned into its piece (TV-7)."""
    return code >> PROMO_SHIFT != 0 and code & KIND_MASK != RATNIK


def promote(code: int) -> int:
    return code & ~KIND_MASK | code >> PROMO_SHIFT


def demote(code: int) -> int:
    return code & ~KIND_MASK | RATNIK


def symbol(code: int) -> str:
    """Position-string form: ``K Q R B N`` for the back-rank pieces, ``P`` plus
    the promotion letter for a ratnik (``PQ``: the d-file ratnik), the letter
    plus ``+`` for a promoted ratnik (``Q+``), ``H`` for the helgi (always a
    promoted ratnik); upper case White, lower case Black."""
    kind, promo = code & KIND_MASK, code >> PROMO_SHIFT
    if kind == RATNIK:
        text = "P" + LETTERS[promo]
    elif promo and kind != HELGI:
        text = LETTERS[kind] + "+"
    else:
        text = LETTERS[kind]
    return text if side_of(code) == WHITE else text.lower()


def describe(code: int) -> str:
    """Human name, e.g. ``White ratnik (becomes knyaz)``, ``Black promoted ratoborets``."""
    kind, promo = code & KIND_MASK, code >> PROMO_SHIFT
    side = SIDE_NAMES[side_of(code)]
    if kind == RATNIK:
        return f"{side} ratnik (becomes {KIND_NAMES[promo]})"
    if promo and kind != HELGI:
        return f"{side} promoted {KIND_NAMES[kind]}"
    return f"{side} {KIND_NAMES[kind]}"
