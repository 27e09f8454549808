"""Wording and counting helpers the per-game symbol modules share: which side
did more of something, the two counts in words, and the reading of a game
that is still open or was drawn."""
from __future__ import annotations

from typing import Mapping, Sequence

from oracle import generic, texts
from oracle.model import Found
from oracle.replay import Replay


def balance(counts: Sequence[int], sides: Sequence[str], tie: str | None,
            none: str | None = None) -> str | None:
    """The slug of the side with the larger count; ``tie`` when both are equal
    and not 0; ``none`` when both are 0 (None: no symbol)."""
    a, b = counts
    if a > b:
        return sides[0]
    if b > a:
        return sides[1]
    return tie if a else none


def side_index(slug: str | None, sides: Sequence[str]) -> int | None:
    """The player a side slug names (``sides.index``), None for ``even``, ``both``..."""
    return sides.index(slug) if slug in sides else None


def pair(counts: Sequence[int], what: str, names: Sequence[str]) -> str:
    """``what: White 2, Black 0`` (``what`` and the names in the reading's language)."""
    first, second = texts.words(names)
    return f"{texts.word(what)}: {first} {counts[0]}, {second} {counts[1]}"


def open_or_drawn(rp: Replay, prefix: str, side_names: Sequence[str],
                  draw_reasons: Mapping[str, str], count: int,
                  to_move: str = "") -> list[Found] | None:
    """``<prefix>.open`` for a game still going (whose move, after how many
    moves; ``to_move`` is added after the side, e.g. " (in check)"), or
    ``<prefix>.draw.<slug>`` for a draw whose reason ``draw_reasons`` knows
    (any other reason is read generically). None when the game was won."""
    outcome = rp.outcome
    if outcome is None:
        side = texts.said("to_move", player=texts.word(side_names[rp.final.turn]))
        detail = (f"{side}{to_move} {texts.count('after_moves', count)}" if count
                  else texts.said("no_move_yet", side=side))
        return [Found(f"{prefix}.open", detail)]
    if outcome.winner is not None:
        return None
    slug = draw_reasons.get(outcome.reason)
    if slug is None:
        return generic.outcome(rp)
    return [Found(f"{prefix}.draw.{slug}",
                  texts.said("drawn_detail", reason=texts.word(outcome.reason),
                             length=texts.count("after_moves", count)))]
