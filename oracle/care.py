"""Care for the one who asks about a grief or an illness (issue 25, item 3):
such a reading forecasts no ending, death, recovery or return.

The phrasings it must never hold are data (``data/guarded.toml``, regular
expressions). ``spare`` leaves out of an app's text every sentence that
matches one; ``found`` lists the matches in a reading's text, the question's
own words set aside (the survey and the tests run it over every grief and
illness reading).
"""
from __future__ import annotations

import re
import tomllib
from functools import cache
from importlib.resources import files

from oracle.question import topic

_SENTENCE = re.compile(r"(?<=[.!?\u201d])\s+(?=[A-Z\u201c])")


@cache
def patterns() -> tuple[re.Pattern[str], ...]:
    """The guarded phrasings, compiled."""
    text = files("oracle").joinpath("data", "guarded.toml").read_text(encoding="utf-8")
    return tuple(re.compile(p, re.IGNORECASE) for p in tomllib.loads(text)["patterns"])


def guarded(text: str) -> bool:
    """Whether ``text`` holds a guarded phrasing."""
    return any(p.search(text) for p in patterns())


def spare(text: str) -> str:
    """``text`` without its sentences that hold a guarded phrasing."""
    return " ".join(s for s in _SENTENCE.split(text) if s and not guarded(s))


def found(text: str, question: str = "") -> list[str]:
    """The guarded phrasings in ``text`` (a reading's), its quotes of
    ``question`` set aside."""
    for quoted in (question, topic(question)):
        if quoted:
            text = text.replace(quoted, "")
    return [m.group(0) for p in patterns() for m in p.finditer(text)]
