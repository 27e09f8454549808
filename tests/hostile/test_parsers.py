"""The tafl record reader and the Tavreli one (records as Russian sources write
them, issue 29) answer any record — random lines or moves, Russian marks and
letters spliced in, or a number of thousands of digits in a tag or a move —
with one of the project's narrow errors and a bounded message, never another
exception (issue 27); 10,000 examples. The position and move parsers of every ruleset have the same
10,000-example run in tests/core/test_parser_fuzz.py (its ``hostile`` budget)."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.tafl import records
from games.tavreli import read_record
from tests.core.test_parser_fuzz import NASTY, _only_game_errors
from tests.hostile.strategies import HOSTILE, huge_number

pytestmark = pytest.mark.slow

TAFL_RECORD = """[variant:copenhagen]
[options:edge_escape=true escape_limit=15]
[position:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a 0 0]
[result:ongoing]
1. d1-d3 e5-e8
2. k6-k9"""


def huge_at_a_digit(draw, text: str) -> str:
    """``text`` with one of its digits (else its last character) a huge number."""
    digits = [i for i, c in enumerate(text) if c.isdigit()] or [len(text) - 1]
    i = draw(st.sampled_from(digits))
    return text[:i] + draw(huge_number()) + text[i + 1:]


@st.composite
def hostile_record(draw) -> str:
    """The record with one line replaced or added, or one digit made a huge number."""
    lines = TAFL_RECORD.splitlines()
    at = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["number", "text", "line"]))
    if how == "number":
        lines[at] = huge_at_a_digit(draw, lines[at])
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


TAVRELI_RECORD = ("1. e2-e4 d7-d5 2. e4-d5? d8-d5! 3. g1-f3 d5(1)-a5 4. b1-c3 a5-a2+ "
                  "5. a1-a2 e7-e5 6. a2(1)-a5 g8-f6 7. f1-c4 f8-c5 8. 0-0 f6-e4x *")


@st.composite
def hostile_tavreli_record(draw) -> str:
    """The Russian-hand record with one move replaced, marked, or given a huge number."""
    moves = TAVRELI_RECORD.split(" ")
    at = draw(st.integers(0, len(moves) - 1))
    how = draw(st.sampled_from(["number", "text", "marks"]))
    if how == "number":
        moves[at] = huge_at_a_digit(draw, moves[at])
    elif how == "text":
        moves[at] = draw(st.text(max_size=20))
    else:
        moves[at] += draw(st.text(alphabet=NASTY, max_size=4))
    return " ".join(moves)


@HOSTILE
@given(hostile_tavreli_record())
def test_tavreli_records(text):
    _only_game_errors(read_record, text)
