"""Kamla: rules engine (spec kamla.md, rules K-1..K-26, decisions D-1..D-5)."""
from games.core.registry import register
from games.kamla.game import Kamla, KamlaMove
from games.kamla.position import START, KamlaState, format_position, parse_position, public_view

register("kamla", Kamla, mode="solo")
register("kamla-pair", Kamla, mode="pair")

__all__ = ["Kamla", "KamlaMove", "KamlaState", "START", "format_position", "parse_position",
           "public_view"]
