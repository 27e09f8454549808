"""The tafl record reader answers any record — random lines, or a number of
thousands of digits in a tag or a move — with one of the project's narrow
errors and a bounded message, never another exception (issue 27); 10,000
examples. The position and move parsers of every ruleset have the same
10,000-example run in tests/core/test_parser_fuzz.py (its ``hostile`` budget)."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.tafl import records
from tests.core.test_parser_fuzz import _only_game_errors
from tests.hostile.strategies import HOSTILE, huge_number

pytestmark = pytest.mark.slow

TAFL_RECORD = """[variant:copenhagen]
[options:edge_escape=true escape_limit=15]
[position:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a 0 0]
[result:ongoing]
1. d1-d3 e5-e8
2. k6-k9"""


@st.composite
def hostile_record(draw) -> str:
    """The record with one line replaced or added, or one digit made a huge number."""
    lines = TAFL_RECORD.splitlines()
    at = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["number", "text", "line"]))
    if how == "number":
        line = lines[at]
        digits = [i for i, c in enumerate(line) if c.isdigit()] or [len(line) - 1]
        i = draw(st.sampled_from(digits))
        lines[at] = line[:i] + draw(huge_number()) + line[i + 1:]
    elif how == "text":
        lines[at] = draw(st.text(max_size=60))
    else:
        lines.insert(at, draw(st.text(max_size=60)))
    return "\n".join(lines)


def _replay(text: str) -> None:
    record = records.parse_record(text)
    game, start = records.game_of(record)
    records.replay(game, record.moves, start)


@HOSTILE
@given(hostile_record())
def test_tafl_records(text):
    _only_game_errors(_replay, text)
