"""Senet: rules engine (spec senet.md, rules S-1..S-15, B-1..B-7, C-1..C-4,
decisions D-1..D-3) for Kendall, Bell, Kendall-Bell cycles and modern Kendall."""
from games.core.registry import register
from games.senet.game import Senet, SenetMove
from games.senet.position import SenetState, format_position, parse_position

register("senet-kendall", Senet, rules="kendall", session="kendall")
register("senet-bell", Senet, rules="kendall", session="bell")
register("senet-cycles", Senet, rules="kendall", session="cycles", cycles=1)
register("senet-modern", Senet, rules="modern", session="kendall")

__all__ = ["Senet", "SenetMove", "SenetState", "format_position", "parse_position"]
