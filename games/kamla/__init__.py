"""Kamla: rules engine (spec kamla.md, rules K-1..K-26, decisions D-1..D-5 of the
spec and D-6 below, where the spec and the seed are silent).

- D-6  A Whale is never marked promoted: it gains nothing in its zone (K-15, K-20;
       the seed: "Кит дополнительных возможностей не получает"), so ``W+``, as a
       position written by an engine that marks every piece ending in its zone
       may carry it, loads and reads as ``W``; positions are written without it.
"""
from games.core.registry import register
from games.kamla.analysis import conversion_counts, ruler_threatened
from games.kamla.board import (
    COLUMN_NAMES, FILES, IN_RIVER, IN_TENT, ISLAND, NUMBER, SIDE_NAMES, TENT, digital_root,
    file_of, name, parse_square, rank_of, region_of, square,
)
from games.kamla.game import Kamla, KamlaMove
from games.kamla.movegen import CAPTURE, CHOOSE, DROP, SWAP, ruler_attacked
from games.kamla.pieces import (
    ARCHER, CAPTIVE, EAGLE, HORSEMAN, KIND_NAMES, LETTERS, PRIEST, PROMOTED, RULER,
    RUSSIAN_LETTERS, SHELL, SHIELD, WHALE, is_captive, is_promoted, is_spirit, kind_of, letters,
    side_of,
)
from games.kamla.position import START, KamlaState, format_position, parse_position, public_view

register("kamla", Kamla, mode="solo")
register("kamla-pair", Kamla, mode="pair")

__all__ = [
    # the game, its moves and positions
    "Kamla", "KamlaMove", "KamlaState", "START", "format_position", "parse_position",
    "public_view",
    # the board (K-1..K-6): squares, Numbers, regions, rivers, islands, tents
    "COLUMN_NAMES", "FILES", "IN_RIVER", "IN_TENT", "ISLAND", "NUMBER", "SIDE_NAMES", "TENT",
    "digital_root", "file_of", "name", "parse_square", "rank_of", "region_of", "square",
    # the pieces (K-7): kinds, their letters in either language, what a piece code says
    "ARCHER", "CAPTIVE", "EAGLE", "HORSEMAN", "KIND_NAMES", "LETTERS", "PRIEST", "PROMOTED",
    "RULER", "RUSSIAN_LETTERS", "SHELL", "SHIELD", "WHALE", "is_captive", "is_promoted",
    "is_spirit", "kind_of", "letters", "side_of",
    # move kinds and what a position says
    "CAPTURE", "CHOOSE", "DROP", "SWAP", "conversion_counts", "ruler_attacked",
    "ruler_threatened",
]
