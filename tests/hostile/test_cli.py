"""The command lines (``python -m games``, ``python -m oracle``) answer any
argument — positions, moves, depths, options and players with numbers of
thousands of digits — with an exit status and at most a short line on
stderr, never a traceback (issue 27). 10,000 examples each, in process."""
from __future__ import annotations

import contextlib
import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

import games
from games.__main__ import main as games_main
from oracle.cli import main as oracle_main
from tests.hostile.strategies import HOSTILE, MESSAGE_LIMIT, hostile, huge_number

pytestmark = pytest.mark.slow
NAMES = games.names()


def ruleset() -> st.SearchStrategy[str]:
    return st.one_of(st.sampled_from(NAMES), huge_number(), st.text(max_size=12))


def quiet_run(main, argv: list[str]) -> str:
    """``main(argv)``'s stderr; fails on any exception but argparse's exit."""
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            assert main(argv) in (0, 1, 2)
        except SystemExit as leaving:  # argparse's own refusal of an argument
            assert leaving.code == 2
    assert "Traceback" not in err.getvalue()
    return err.getvalue()


@st.composite
def games_argv(draw) -> list[str]:
    name = draw(st.sampled_from(NAMES))
    text = draw(hostile(name))
    command = draw(st.sampled_from(["legal-position", "legal-moves", "perft"]))
    lang = draw(st.sampled_from([[], ["--lang", "ru"]]))  # issue 29: Russian letters typed
    if command == "perft":
        # refused depths only (0, negative, over 50 or not a number): a real count takes hours
        depth = draw(st.one_of(huge_number().map("9".__add__), st.sampled_from(["0", "-1", "x"])))
        return ["perft", draw(ruleset()), depth, "--position", text, *lang]
    return ["legal", name, "--position" if command == "legal-position" else "--moves", text,
            *lang]


@HOSTILE
@given(games_argv())
def test_games_command_line(argv):
    assert len(quiet_run(games_main, argv)) <= MESSAGE_LIMIT


@st.composite
def oracle_argv(draw) -> list[str]:
    name = draw(st.sampled_from(NAMES))
    value = draw(st.one_of(huge_number(), st.sampled_from(["1e999", "-1", "nan", "inf", "x"]),
                           st.text(max_size=8)))
    argv = ["read", draw(ruleset()), "--moves", draw(hostile(name))]
    return argv + draw(st.sampled_from([
        [], ["--option", f"{draw(st.sampled_from(['pieces', 'cycles', 'x']))}={value}"],
        ["--resigned", value], ["--side", value], ["--question", value]]))


@HOSTILE
@given(oracle_argv())
def test_oracle_command_line(argv):
    assert len(quiet_run(oracle_main, argv)) <= MESSAGE_LIMIT
