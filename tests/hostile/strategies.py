"""Hostile text for every parser: random text, valid notation with noise
spliced in, and valid notation with a number of up to 6,000 digits in place of
one of its own (Python's ``int`` refuses more than 4,300)."""
from __future__ import annotations

import re

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from tests.core.test_parser_fuzz import hostile_text, samples

EXAMPLES = 10_000
HOSTILE = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                   suppress_health_check=list(HealthCheck))
MESSAGE_LIMIT = 1_000
"""Characters of an error message at most, whatever the input's length."""


@st.composite
def huge_number(draw) -> str:
    """A number of 1 to 6,000 digits, the long ones most often."""
    length = draw(st.one_of(st.sampled_from([4_300, 4_301, 5_000, 6_000]),
                            st.integers(1, 40), st.integers(1, 6_000)))
    return draw(st.sampled_from("0123456789")) + draw(st.sampled_from("0123456789")) * (length - 1)


@st.composite
def with_huge_number(draw, texts: tuple[str, ...]) -> str:
    """One of ``texts`` with one of its digit runs (or its end) replaced by a huge number."""
    text = draw(st.sampled_from(texts))
    runs = [(m.start(), m.end()) for m in re.finditer(r"[0-9]+", text)] or [(len(text),) * 2]
    start, end = draw(st.sampled_from(runs))
    return text[:start] + draw(huge_number()) + text[end:]


def hostile(name: str) -> st.SearchStrategy[str]:
    """Any hostile text for ruleset ``name``'s parsers."""
    return st.one_of(hostile_text(name), with_huge_number(samples(name)[2]))
