"""Every parser of every ruleset, and the tafl record reader, answer any text
— random, spliced, or holding a number of thousands of digits — with one of
the project's narrow errors (``GameError``, a ``ValueError``) and a message of
bounded length, never another exception (issue 27). 10,000 examples each."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import games
from games.core import GameError
from games.tafl import records
from tests.core.test_parser_fuzz import samples
from tests.hostile.strategies import HOSTILE, MESSAGE_LIMIT, hostile, huge_number

pytestmark = pytest.mark.slow


def only_game_errors(call, text: str) -> None:
    try:
        call(text)
    except GameError as error:
        assert len(str(error)) <= MESSAGE_LIMIT, f"a message of {len(str(error))} characters"
    except Exception as error:  # any other class is the bug this suite looks for
        pytest.fail(f"{type(error).__name__} for {text[:200]!r}: {str(error)[:200]}")


@pytest.mark.parametrize("name", games.names())
def test_positions(name):
    game = samples(name)[0]

    @HOSTILE
    @given(hostile(name))
    def check(text):
        only_game_errors(game.parse_position, text)

    check()


@pytest.mark.parametrize("name", games.names())
def test_moves(name):
    game, states, _ = samples(name)

    @HOSTILE
    @given(st.sampled_from(states), hostile(name))
    def check(state, text):
        only_game_errors(lambda t: game.parse_move(state, t), text)

    check()


TAFL_RECORD = """[variant:copenhagen]
[options:edge_escape=true escape_limit=15]
[position:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a 0 0]
[result:ongoing]
1. d1-d3 e5-e8
2. k6-k9"""


@st.composite
def hostile_record(draw) -> str:
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


def test_tafl_records():
    def read(text: str) -> None:
        record = records.parse_record(text)
        game, start = records.game_of(record)
        records.replay(game, record.moves, start)

    @HOSTILE
    @given(hostile_record())
    def check(text):
        only_game_errors(read, text)

    check()
