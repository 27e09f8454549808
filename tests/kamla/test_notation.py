"""Kamla move text and position strings: round trips and clear errors."""
import pytest

import games
from games.core.errors import IllegalMoveError, InvalidMoveError, InvalidPositionError
from games.kamla import START


@pytest.fixture
def kamla():
    return games.make("kamla")


def test_start_round_trips(kamla):
    assert kamla.format_position(kamla.parse_position(START)) == START


def test_swap_accepted_in_either_order_and_written_lower_square_first(kamla):
    state = kamla.initial_state()
    move = kamla.parse_move(state, "e1~d1")
    assert move == kamla.parse_move(state, "d1~e1")
    assert kamla.format_move(state, move) == "d1~e1"


def test_ruler_moves_may_be_written_P_but_a_priest_never_R(kamla):
    state = kamla.initial_state()
    assert kamla.parse_move(state, "Pe1-e2") == kamla.parse_move(state, "Re1-e2")
    with pytest.raises(IllegalMoveError, match="'Rd1-d2'"):
        kamla.parse_move(state, "Rd1-d2")


@pytest.mark.parametrize("text", ["", "e2e4", "Sd3-d9", "Xd3-d4", "Sd3d4", "H@", "R=", "d1~", "sd3-d4"])
def test_invalid_move_text_is_rejected_with_the_text_quoted(kamla, text):
    with pytest.raises(InvalidMoveError) as error:
        kamla.parse_move(kamla.initial_state(), text)
    assert repr(text) in str(error.value)


@pytest.mark.parametrize("text", ["Sd3-d5", "Sd6-d5", "Ea1-a3", "H@a3", "R=e1", "Wc1xb3/a1"])
def test_illegal_move_is_rejected_with_the_position_quoted(kamla, text):
    with pytest.raises(IllegalMoveError) as error:
        kamla.parse_move(kamla.initial_state(), text)
    assert repr(text) in str(error.value) and START in str(error.value)


def test_a_rejected_move_changes_nothing(kamla):
    state = kamla.initial_state()
    before = kamla.format_position(state)
    with pytest.raises(IllegalMoveError):
        kamla.push(state, "Sd3-d5")
    assert kamla.format_position(state) == before


@pytest.mark.parametrize("text, why", [
    ("", "expected 'board side reserves"),
    ("8/8/8/8/8/8/8 L -", "expected 8 ranks"),
    ("9/8/8/8/8/8/8/8 L -", "unexpected '9'"),
    ("7/8/8/8/8/8/8/8 L -", "has 7 squares"),
    ("enwprwnes/1a4a1/ssssssss/8/8/SSSSSSSS/1A4A1/ENWPRWNE L H2h2", "rank 8 has 9 squares"),
    ("8/8/8/8/8/8/8/8 X -", "side to move"),
    ("8/8/8/8/8/8/8/8 L H3", "reserves"),
    ("8/8/8/8/8/8/8/8 L - Q", "revealed"),
    ("8/8/8/8/8/8/8/3P+4 L -", "only S, A, E, N promote"),
    ("8/8/8/8/8/8/8/H+7 L -", "only S, A, E, N promote"),
    ("8/8/8/8/8/8/8/W+7 L -", "only in the river"),
    ("8/8/8/8/8/8/8/S!7 L -", "only a Priest is captive"),
    ("8/8/8/8/8/8/8/R7 L -", "never leave their tent"),
    ("8/8/8/8/8/8/8/3RR3 L -", "more than one Priest and one Ruler"),
    ("8/8/8/8/8/8/8/W7 L -", "only in the river"),
    ("8/8/8/8/8/8/8/2N5 L -", "never stands on a river cell"),
    ("8/8/8/8/8/8/8/3P!4 L -", "restored"),
    ("8/3P!4/8/8/8/8/8/8 L -", "captor's tent"),
    ("8/8/8/8/8/8/8/HH6 L H1", "more than 2 Shields"),
    ("8/8/8/8/8/8/8/8 L - R", "marked revealed"),
    ("4r3/8/8/8/8/8/8/4E3 L -", "not to move has its Ruler capturable"),
])
def test_bad_positions_are_rejected_with_a_reason(kamla, text, why):
    with pytest.raises(InvalidPositionError) as error:
        kamla.parse_position(text)
    assert why in str(error.value) and repr(text) in str(error.value)


def test_reserves_and_revealed_fields_round_trip(kamla):
    for text in ["4r3/8/8/8/8/8/8/4R3 U H1 Rr", "4r3/8/8/8/8/8/8/4R3 L h2", "4r3/8/8/8/8/8/8/4R3 L -"]:
        assert kamla.format_position(kamla.parse_position(text)) == text


def test_D6_a_whale_written_promoted_reads_as_a_whale(kamla):
    # Issue 12: another engine may write a Whale that ended in its zone as ``W+``. Whales
    # gain nothing there (K-15), so it loads as a plain Whale and is written ``W``.
    for plain in ("4r3/2W5/8/8/8/8/8/3R4 L -", "4r3/8/8/8/8/8/2w5/3R4 U -"):
        marked = plain.replace("W", "W+").replace("w", "w+")
        state = kamla.parse_position(marked)
        assert state == kamla.parse_position(plain)
        assert kamla.format_position(state) == plain
    # A Whale that ends its own move in its zone is not marked either.
    state = kamla.push(kamla.parse_position("4r3/8/4W3/8/8/8/8/3R4 L -"), "We6-c7")
    assert kamla.format_position(state) == "4r3/2W5/8/8/8/8/8/3R4 U -"
