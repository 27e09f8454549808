"""Move notation and position strings (spec "Notation"): round trips, what is
accepted, and clear errors."""
from __future__ import annotations

import games
import pytest
from games.core.errors import IllegalMoveError, InvalidMoveError, InvalidPositionError
from games.tafl import TaflMove

from .helpers import HNEF11, TAVLEI, legal, position, text

START9 = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/"

# Moves ---------------------------------------------------------------------------------


def test_plain_move_and_capture_texts():
    # c3 -> c7 closes d7 against e7 (TF-2): written with the captured square.
    state = position({"d7": "T", "e7": "t", "c3": "t", "h2": "K"})
    g = TAVLEI.geometry
    move = TaflMove(g.parse_square("c3"), g.parse_square("c7"))
    assert TAVLEI.format_move(state, move) == "c3-c7xd7"
    assert TAVLEI.parse_move(state, "c3-c7xd7") == move
    quiet = TaflMove(g.parse_square("c3"), g.parse_square("c6"))
    assert TAVLEI.format_move(state, quiet) == "c3-c6"


def test_captured_king_is_written_with_his_letter():
    state = position({"c7": "K", "b7": "t", "d2": "t", "h2": "T"})
    assert "d2-d7xKc7" in legal(state)


def test_two_digit_ranks_on_11x11():
    # d11 goes down d10 d9 d8 d7 (d6 defender); k8 goes up to k9, k10 (k11 corner).
    start = HNEF11.initial_state()
    assert {"d11-d9", "d11-d7", "k8-k10"} <= legal(start, HNEF11)
    assert HNEF11.format_move(start, HNEF11.parse_move(start, "k8-k10")) == "k8-k10"


def test_reading_accepts_opentafl_extras():
    # OpenTafl's K before a king move, info marks, and a missing capture list.
    state = position({"a4": "K", "h8": "t"}, side="d")
    assert TAVLEI.parse_move(state, "Ka4-a1--") == TAVLEI.parse_move(state, "a4-a1")
    state = position({"d7": "T", "e7": "t", "c3": "t", "h2": "K"})
    assert TAVLEI.parse_move(state, "c3-c7") == TAVLEI.parse_move(state, "c3-c7xd7+")
    state = position({"e5": "K", "d5": "t", "f5": "t", "e6": "t", "a4": "t", "h8": "T"})
    assert TAVLEI.parse_move(state, "a4-e4xKe5++") == TAVLEI.parse_move(state, "a4-e4")


@pytest.mark.parametrize("move, message", [
    ("c3-c7xd8", "wrong captures"),           # d7 is taken, not d8
    ("c3-c7xd7/d7", "wrong captures"),        # listed twice
    ("c3-c7xKd7", "wrong captures"),          # d7 is no king
    ("Kc3-c7", "no king on c3"),
    ("c3-c9", "illegal Tavlei move"),         # c8 blocks the way
    ("d7-d6", "illegal Tavlei move"),         # the attackers are to move
])
def test_illegal_moves_are_refused(move, message):
    # Attacker c3 takes d7 by c3-c7 (against e7); a defender on c8 blocks the c-file.
    state = position({"d7": "T", "e7": "t", "c3": "t", "h2": "K", "c8": "T"})
    with pytest.raises(IllegalMoveError, match=message):
        TAVLEI.parse_move(state, move)


@pytest.mark.parametrize("move", ["zz", "e5e6", "j1-j2", "e10-e9", "e0-e1", "e5-e6x", "[x]",
                                  "e5 - e6", ""])
def test_invalid_texts_are_refused(move):
    with pytest.raises(InvalidMoveError, match="invalid Tavlei move"):
        TAVLEI.parse_move(TAVLEI.initial_state(), move)


def test_throw_in_a_game_without_dice_is_illegal():
    with pytest.raises(IllegalMoveError):
        TAVLEI.parse_move(TAVLEI.initial_state(), "[4]")
    dice = games.make("tavlei", dice="distance")
    with pytest.raises(IllegalMoveError):
        dice.parse_move(dice.initial_state(), "[7]")
    with pytest.raises(IllegalMoveError):  # a throw is due, not a move
        dice.parse_move(dice.initial_state(), "d1-d3")


def test_no_move_after_the_game_is_over():
    state = TAVLEI.push(position({"a4": "K", "h8": "t"}, side="d"), "a4-a1")
    with pytest.raises(IllegalMoveError, match="game is over"):
        TAVLEI.push(state, "h8-h7")


# Position strings ----------------------------------------------------------------------------


def test_position_round_trips():
    for name in ("tavlei", "hnefatafl-9", "hnefatafl-11"):
        game = games.make(name)
        out = game.format_position(game.initial_state())
        assert game.format_position(game.parse_position(out)) == out
    dice = games.make("tavlei", dice="distance")
    state = dice.push(dice.initial_state(), "[2]")
    assert dice.format_position(state) == f"{START9} a 0 0 [2]"
    assert dice.parse_position(f"{START9} a 0 0 [2]") == state


def test_short_form_reads_with_zero_counts():
    assert TAVLEI.parse_position(f"{START9} a") == TAVLEI.initial_state()


@pytest.mark.parametrize("position_text, message", [
    ("3ttt3/4t4 a", "OTN record"),
    (f"{START9[:-6]} a 0 0", "expected 9 rows"),
    (f"{START9.replace('3ttt3/4t4', '3tkt3/4t4', 1)} a 0 0", "unexpected 'k'"),
    (f"{START9.replace('3ttt3', '3ttt4', 1)} a 0 0", "rank 9 has 10 squares"),
    (f"{START9.replace('3ttt3', '3tKt3', 1)} a 0 0", "more than one king"),
    (f"{START9} x 0 0", "side to move must be a"),
    (f"{START9} a zero 0", "must be a number"),
    (f"{START9} a 0", "expected 'board side'"),
    (f"{START9} a 0 0 [2]", "a throw in a game without dice"),
    ("/K8/9/9/9/t8/9/9/9/9/ d 0 0", "the king has escaped to a9, so the attackers"),
    ("/9/9/9/9/t8/9/9/9/9/ a 0 0", "the king is captured, so the defenders"),
    ("/9/9/9/9/t2T5/9/9/9/9/ d 0 0", None),  # a finished game: no king, defenders to move
    ("/T8/9/9/9/K8/9/9/9/9/ a 0 0", "only the king may stand on the throne and the corners"),
    ("/9/9/9/9/K3t4/9/9/9/9/ a 0 0", "only the king may stand"),
    ("/ttttttttt/ttttttttt/9/9/K8/9/9/9/9/ a 0 0", "more than 16 attackers"),
])
def test_position_errors(position_text, message):
    if message is None:
        state = TAVLEI.parse_position(position_text)
        assert TAVLEI.outcome(state).winner == 0
        return
    with pytest.raises(InvalidPositionError, match=message):
        TAVLEI.parse_position(position_text)


def test_quiet_count_beyond_the_limit_is_not_a_position():
    with pytest.raises(InvalidPositionError, match="more than 200 turns without a capture"):
        games.make("hnefatafl-9").parse_position(f"{START9} a 201 0")
    assert TAVLEI.parse_position(f"{START9} a 201 0").quiet == 201  # no limit in Tavlei


def test_dice_position_errors():
    dice = games.make("tavlei", dice="distance", quiet_limit=200)
    # The lone attacker a2 (a4 b2 defenders, a1 exit) can only step to a3: [3] unusable.
    cells = {"a2": "t", "a4": "T", "b2": "T", "h8": "K"}
    with pytest.raises(InvalidPositionError, match="no move of exactly 3"):
        dice.parse_position(text(cells, game=dice, throw=3))
    with pytest.raises(InvalidPositionError, match="1 to 6"):
        dice.parse_position(text(cells, game=dice, throw=8))
    # [1] could be used (a2-a3), but 200 turns without a capture have drawn the game.
    with pytest.raises(InvalidPositionError, match="after the game is over"):
        dice.parse_position(text(cells, game=dice, quiet=200, throw=1))
