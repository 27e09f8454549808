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
from functools import cache

from oracle.question import topic
from oracle.texts import LANGS, read_toml

_SENTENCE = re.compile(r"(?<=[.!?\u201d\u00bb])\s+(?=[A-Z\u0410-\u042f\u0401\u201c\u00ab])")


@cache
def patterns() -> tuple[re.Pattern[str], ...]:
    """The guarded phrasings of every language, compiled (``data/guarded.toml``,
    ``data/ru/guarded.toml``): a reading in one language may quote a word of
    another, and none of them may forecast."""
    return tuple(re.compile(p, re.IGNORECASE) for lang in LANGS
                 for p in (read_toml(lang, "data", "guarded.toml") or {}).get("patterns", []))


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
