"""Kamla: rules engine (spec kamla.md, rules K-1..K-26, decisions D-1..D-5 of the
spec and D-6 below, where the spec and the seed are silent).

- D-6  A Whale is never marked promoted: it gains nothing in its zone (K-15, K-20;
       the seed: "Кит дополнительных возможностей не получает"), so ``W+``, as a
       position written by an engine that marks every piece ending in its zone
       may carry it, loads and reads as ``W``; positions are written without it.
"""
from games.core.registry import register
from games.kamla.game import Kamla, KamlaMove
from games.kamla.position import START, KamlaState, format_position, parse_position, public_view

register("kamla", Kamla, mode="solo")
register("kamla-pair", Kamla, mode="pair")

__all__ = ["Kamla", "KamlaMove", "KamlaState", "START", "format_position", "parse_position",
           "public_view"]
