"""Tavreli move text and position strings: round trips and clear errors."""
import pytest

import games
from games.core.errors import IllegalMoveError, InvalidMoveError, InvalidPositionError
from games.tavreli import START

from .rules_helpers import fen, position


@pytest.fixture
def tavreli():
    return games.make("tavreli")


def test_start_round_trips(tavreli):
    assert tavreli.format_position(tavreli.parse_position(START)) == START
    assert tavreli.format_position(tavreli.initial_state()) == START


@pytest.mark.parametrize("text", [
    "4k3/8/8/3[pqPH]4/8/8/8/4K3 w - -",
    "4k3/8/8/3[npq]PH3/8/8/8/4K3 w - d6(2)",
    "4k3/8/8/4PHpq2/8/8/8/4K3 w - f6",
    "3Q+k3/8/8/8/8/8/4K3/[PRnPBr]7 b - -",
    "4k3/8/8/8/8/8/8/3HK3 b - -",
])
def test_positions_round_trip(tavreli, text):
    assert tavreli.format_position(tavreli.parse_position(text)) == text


def test_positions_of_a_played_game_round_trip(tavreli):
    state = tavreli.initial_state()
    for text in ["e2-e4", "d7-d5", "e4xd5", "d8xd5", "g1-f3", "d5(1)-a5", "b1-c3", "a5xa2",
                 "a1xa2", "e7-e5", "a2(1)-a5"]:
        state = tavreli.push(state, text)
        written = tavreli.format_position(state)
        assert tavreli.format_position(tavreli.parse_position(written)) == written
    # Derived by hand: d5 holds Black's d-ratnik under White's e-ratnik (the knyaz left
    # it again); a2 the White a-ratnik under the Black knyaz, freed when the White
    # ratoborets (which left a1 whole: right Q gone) split off to a5. e6 was usable by
    # White's 11th move only, so en passant is '-' again.
    assert written == \
        "rnb1kbnr/prpnpb2pbpnpr/8/R2[pqPH]ph3/8/2N2N2/[PRq]PNPBPQ1PBPNPR/2BQKB1R b Kkq -"


def test_a_one_piece_tower_may_be_bracketed_when_read(tavreli):
    assert tavreli.format_position(tavreli.parse_position("[k]7/8/8/8/8/8/8/K7 w - -")) == \
        "k7/8/8/8/8/8/8/K7 w - -"


def test_split_count_is_written_only_for_a_split(tavreli):
    state = position({"c3": "[PQNR]"})
    assert tavreli.parse_move(state, "c3(3)-c6") == tavreli.parse_move(state, "c3-c6")
    assert tavreli.format_move(state, tavreli.parse_move(state, "c3(3)-c6")) == "c3-c6"
    assert tavreli.format_move(state, tavreli.parse_move(state, "c3(2)-c6")) == "c3(2)-c6"


def test_capture_sign_must_match_the_target(tavreli):
    state = tavreli.initial_state()
    with pytest.raises(IllegalMoveError, match="write '-'"):
        tavreli.parse_move(state, "e2xe4")
    state = position({"d4": "R", "d6": "n"})
    with pytest.raises(IllegalMoveError, match="write 'x'"):
        tavreli.parse_move(state, "d4-d6")


def test_promotion_mark_is_optional_but_checked(tavreli):
    state = position({"d7": "PQ", "d5": "PB"})
    assert tavreli.parse_move(state, "d7-d8") == tavreli.parse_move(state, "d7-d8=Q")
    with pytest.raises(IllegalMoveError, match="promotes to Q"):
        tavreli.parse_move(state, "d7-d8=R")
    with pytest.raises(IllegalMoveError, match="promotes nothing"):
        tavreli.parse_move(state, "d5-d6=Q")


def test_castling_spellings_and_check_marks(tavreli):
    state = position({"e1": "K", "h1": "R", "e8": "k"}, rights="K")
    assert tavreli.parse_move(state, "0-0") == tavreli.parse_move(state, "O-O")
    assert tavreli.format_move(state, tavreli.parse_move(state, "0-0")) == "O-O"
    assert tavreli.parse_move(state, "h1-h7+") == tavreli.parse_move(state, "h1-h7")
    with pytest.raises(IllegalMoveError):
        tavreli.parse_move(state, "O-O-O")
    with pytest.raises(IllegalMoveError):
        tavreli.parse_move(state, "e1-g1")


@pytest.mark.parametrize("text", ["", "e2e4", "e9-e4", "e2-e4=K", "E2-E4", "O-O-O-O", "e2(x)-e4",
                                  "Pe2-e4", "e2--e4"])
def test_invalid_move_text_is_rejected_with_the_text_quoted(tavreli, text):
    with pytest.raises(InvalidMoveError) as error:
        tavreli.parse_move(tavreli.initial_state(), text)
    assert repr(text) in str(error.value)


@pytest.mark.parametrize("text", ["e2-e5", "e7-e5", "e2(2)-e4", "e2(0)-e4", "a1-a3", "e1-e2=H",
                                  "O-O"])
def test_illegal_move_is_rejected_with_the_position_quoted(tavreli, text):
    with pytest.raises(IllegalMoveError) as error:
        tavreli.parse_move(tavreli.initial_state(), text)
    assert repr(text) in str(error.value) and START in str(error.value)


def test_a_rejected_move_changes_nothing(tavreli):
    state = tavreli.initial_state()
    with pytest.raises(IllegalMoveError):
        tavreli.push(state, "e2-e5")
    assert tavreli.format_position(state) == START


@pytest.mark.parametrize("text, why", [
    ("", "4 fields"),
    ("8/8/8/8/8/8/8 w - -", "expected 8 ranks"),
    ("9/8/8/8/8/8/8/8 w - -", "unexpected '9'"),
    ("k6/8/8/8/8/8/8/K7 w - -", "has 7 squares"),
    ("k8/8/8/8/8/8/8/K7 w - -", "has 9 squares"),
    ("k7/8/8/8/8/8/8/K7n w - -", "rank 1 has 9 squares"),
    ("k7/8/8/8/8/8/8/K7 x - -", "side to move"),
    ("k7/8/8/8/8/8/8/K7 w KK -", "castling rights"),
    ("k7/8/8/8/8/8/8/K7 w - e4", "en passant"),
    ("k7/8/8/8/8/8/8/K[]6 w - -", "bad tower []"),
    ("k7/8/8/8/8/8/8/K[PQx]6 w - -", "bad tower"),
    ("k7/8/8/8/8/8/8/KP6 w - -", "unexpected 'P'"),
    ("k7/8/8/8/8/8/8/KPq6 w - -", "unexpected 'P'"),
    ("8/8/8/8/8/8/8/K7 w - -", "exactly one volkhv"),
    ("kK6/8/8/8/8/8/8/K7 w - -", "exactly one volkhv"),
    ("k7/8/8/8/8/8/8/[KN]7 w - -", "nothing may be put on a volkhv"),
    ("k7/8/8/8/8/8/8/K[Q+r]6 w - -", "covered ratnik is never promoted"),
    ("k2PQ4/8/8/8/8/8/8/K7 w - -", "has promoted"),
    ("k7/8/8/8/8/8/8/KRRR4 w - -", "more than the start's 2"),
    ("k7/8/8/8/8/8/8/K[PQPQ]6 w - -", "ratniks promoting to Q"),
    ("k7/8/8/8/8/8/8/K[Q+Q]6 w - -", "covered ratnik is never promoted"),
    ("k7/8/8/8/8/8/8/K6R w K -", "volkhv is not alone on e1"),
    ("k7/8/8/8/8/8/8/4K3 w K -", "no White ratoborets at the bottom of h1"),
    ("k7/8/8/8/8/8/8/4K2[NR] w K -", "no White ratoborets at the bottom of h1"),
    ("k7/8/8/8/8/8/8/K7 w - e3", "not passed by a Black double step"),
    ("k7/8/8/8/8/8/8/K7 w - e6", "no Black ratnik on top"),
    ("k7/8/8/4pq3/8/8/8/K7 w - d6(2)", "no Black ratnik on top of 2"),
    ("k7/8/8/4pq3/8/8/8/K7 w - d6(1)", "2 or more"),
    ("k7/R7/8/8/8/8/8/K7 w - -", "not to move (Black) is in check"),
])
def test_invalid_positions_are_rejected_with_a_reason(tavreli, text, why):
    with pytest.raises(InvalidPositionError) as error:
        tavreli.parse_position(text)
    assert why in str(error.value) and repr(text) in str(error.value)


def test_helper_fen_builds_position_strings():
    assert fen({"a1": "K", "h8": "k"}) == "7k/8/8/8/8/8/8/K7 w - -"
