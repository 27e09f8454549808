"""Whole numbers read from text (positions, moves, records, options): ASCII
digits only, and few enough of them that no string — not even one of 5,000
digits, past Python's own limit for ``int`` — raises anything but the caller's
own error (issue 27)."""
from __future__ import annotations

from collections.abc import Callable

from games.core.errors import excerpt

MAX_DIGITS = 9
"""Significant digits at most: every count and square of every game fits."""


def read_number(text: str, what: str, fail: Callable[[str], Exception]) -> int:
    """``text`` as a whole number; raises ``fail(why)`` quoting an excerpt of
    ``text`` when it is not ASCII digits or has more than ``MAX_DIGITS``."""
    if not (text.isascii() and text.isdigit()):
        raise fail(f"{what} must be a number, not {excerpt(text)}")
    if len(text.lstrip("0")) > MAX_DIGITS:
        raise fail(f"{what} is too large: {excerpt(text)} has {len(text):,} digits, "
                   f"at most {MAX_DIGITS} are read")
    return int(text.lstrip("0") or "0")
