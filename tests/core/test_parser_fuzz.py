"""Every parser of every registered ruleset raises only the project's error
classes (``games.core.GameError``, a ``ValueError``) for any string, with a
message of bounded length: position and move parsers fuzzed with hypothesis,
over random text, over valid notation with characters spliced in (Unicode
digits such as ``²`` included) and with a number of up to 6,000 digits in
place of one of its own (``int`` refuses more than 4,300). Rulesets registered
later are covered without a change here. The hostile-input suite (issue 27)
runs the same tests with 10,000 examples each (marked ``slow``)."""
from __future__ import annotations

import random
import re
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from games.core import Game, GameError, grid

EXAMPLES = 500
HOSTILE_EXAMPLES = 10_000
BUDGETS = [pytest.param(EXAMPLES, id="fast"),
           pytest.param(HOSTILE_EXAMPLES, id="hostile", marks=pytest.mark.slow)]
MESSAGE_LIMIT = 1_000
"""Characters of an error message at most, whatever the input's length."""
NASTY = ("0123456789²³⁹¹₀٣۵߁०①Ⅻ½⅓ -/x:@~=+*#[](){}.,;|'\"\\\t\n\r\x00\u200b\ud800éKkTtRr"
         "!?хРрЛОВКЖПЩХВл")
"""Characters spliced into valid text: digits ``int`` misreads, separators,
marks, and the Russian letters and marks the parsers read (issue 29)."""
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])
pytestmark = pytest.mark.slow  # 500 examples for each parser of every ruleset


@cache
def samples(name: str) -> tuple[Game, tuple, tuple[str, ...]]:
    """A ruleset's game, a few states along a seeded random game, and valid texts
    (its positions and moves, in either language) to splice noise into."""
    game = games.make(name)
    rng = random.Random(7)
    state = game.initial_state()
    states, texts = [state], [game.format_position(state)]
    for _ in range(12):
        if game.is_terminal(state):
            break
        if game.is_chance(state):
            move = rng.choice([m for m, _ in game.chance_outcomes(state)])
        else:
            move = rng.choice(list(game.legal_moves(state)))
        texts.append(game.format_move(state, move))
        if (russian := game.move_text(state, move, "ru")) != texts[-1]:
            texts.append(russian)
        state = game.apply(state, move)
        states.append(state)
        texts.append(game.format_position(state))
    return game, tuple(states), tuple(texts)


ODD_DIGITS = "²³⁹¹₀٣۵߁०①Ⅻ½"
"""Characters ``str.isdigit`` or ``\\d`` may accept that ``int`` reads differently or not at all."""


@st.composite
def huge_number(draw) -> str:
    """A number of 1 to 6,000 digits, the long ones most often."""
    length = draw(st.one_of(st.sampled_from([4_300, 4_301, 5_000, 6_000]),
                            st.integers(1, 40), st.integers(1, 6_000)))
    return draw(st.sampled_from("0123456789")) + draw(st.sampled_from("0123456789")) * (length - 1)


@st.composite
def hostile_text(draw, name: str) -> str:
    """Random text, or a valid position or move with a span, a whole
    space-separated field, one digit, or a run of digits replaced (by a huge number)."""
    how = draw(st.sampled_from(["random", "span", "field", "digit", "huge"]))
    if how == "random":
        return draw(st.text(max_size=80))
    text = draw(st.sampled_from(samples(name)[2]))
    if how == "huge":
        runs = [(m.start(), m.end()) for m in re.finditer(r"[0-9]+", text)] or [(len(text),) * 2]
        start, end = draw(st.sampled_from(runs))
        return text[:start] + draw(huge_number()) + text[end:]
    if how == "field":
        fields = text.split(" ")
        fields[draw(st.integers(0, len(fields) - 1))] = draw(st.text(alphabet=NASTY, max_size=4))
        return " ".join(fields)
    if how == "digit":
        digits = [i for i, c in enumerate(text) if c in "0123456789"]
        if digits:
            at = draw(st.sampled_from(digits))
            return text[:at] + draw(st.sampled_from(ODD_DIGITS)) + text[at + 1:]
    for _ in range(draw(st.integers(1, 3))):
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, min(len(text), start + 3)))
        text = text[:start] + draw(st.text(alphabet=NASTY, max_size=3)) + text[end:]
    return text


def _only_game_errors(call, text: str) -> None:
    try:
        call(text)
    except GameError as error:
        assert len(str(error)) <= MESSAGE_LIMIT, f"a message of {len(str(error))} characters"
    except Exception as error:  # any other class is the bug this test looks for
        pytest.fail(f"{type(error).__name__} for {text[:200]!r}: {str(error)[:200]}")


@pytest.mark.parametrize("examples", BUDGETS)
@pytest.mark.parametrize("name", games.names())
def test_position_parser_raises_only_game_errors(name, examples):
    game = samples(name)[0]

    @settings(FUZZ, max_examples=examples)
    @given(hostile_text(name))
    def check(text):
        _only_game_errors(game.parse_position, text)

    check()


@pytest.mark.parametrize("examples", BUDGETS)
@pytest.mark.parametrize("name", games.names())
def test_move_parser_raises_only_game_errors(name, examples):
    game, states, _ = samples(name)

    @settings(FUZZ, max_examples=examples)
    @given(st.sampled_from(states), hostile_text(name))
    def check(state, text):
        _only_game_errors(lambda t: game.parse_move(state, t), text)

    check()


@pytest.mark.parametrize("name", ["shatra", "tavlei", "hnefatafl-9", "hnefatafl-11"])
def test_superscript_digits_are_refused_as_positions(name):
    game = games.make(name)
    start = game.format_position(game.initial_state())
    for digit in "²⁹٣":
        for at in range(len(start)):
            if start[at].isdigit():
                with pytest.raises(GameError):
                    game.parse_position(start[:at] + digit + start[at + 1:])


def _square_parsers() -> dict[str, object]:
    parsers = {"games.core.grid": grid.parse_square}
    for name in games.names():
        geometry = getattr(getattr(games.make(name), "engine", None), "geometry", None)
        if geometry is not None:
            parsers[f"{name} squares"] = geometry.parse_square
    return parsers


@pytest.mark.parametrize("name", list(_square_parsers()))
def test_square_parsers_raise_only_game_errors(name):
    parse = _square_parsers()[name]

    @FUZZ
    @given(st.one_of(st.text(max_size=6), st.text(alphabet="abcdefghijk" + NASTY, max_size=4)))
    def check(text):
        _only_game_errors(parse, text)

    check()


@FUZZ
@given(st.text(max_size=30))
def test_ruleset_names_raise_only_game_errors(text):
    _only_game_errors(games.make, text)
