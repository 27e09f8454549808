"""Altai Shatra move text and position strings: the seed's notation, round trips
and clear errors."""
from __future__ import annotations

import pytest

from games.core.errors import IllegalMoveError, InvalidMoveError, InvalidPositionError

from .helpers import GAME, legal, position
from .test_rules_start import START


def test_every_start_move_round_trips():
    state = GAME.initial_state()
    for move in GAME.legal_moves(state):
        assert GAME.parse_move(state, GAME.format_move(state, move)) == move


@pytest.mark.parametrize("text, written", [
    ("B53*33", "Б53*33"),   # Latin B for the biy
    ("Б53*33", "Б53*33"),
    ("40-32!", "40-32"),    # the seed's move marks are ignored
    ("40-32?!", "40-32"),
    ("40-32 ~", "40-32"),
    (" 54*25 ", "54*25"),
    ("54*25X", "54*25"),
])
def test_accepted_spellings(text, written):
    state = GAME.initial_state()
    assert GAME.format_move(state, GAME.parse_move(state, text)) == written


def test_latin_b_for_the_batyr():
    state = position("Б62 б42, ш – 28 (3)", "Б1 (1)")
    assert GAME.parse_move(state, "b42-35") == GAME.parse_move(state, "б42-35")


@pytest.mark.parametrize("text", [
    "", "40", "40-", "4032", "40–32", "40x32", "40-32-24", "Б", "Х40-32", "40-63", "0-32",
    "40::32", "*33", "52:", "ш40-32"])
def test_invalid_move_text_is_rejected_with_the_text_quoted(text):
    with pytest.raises(InvalidMoveError) as error:
        GAME.parse_move(GAME.initial_state(), text)
    assert repr(text) in str(error.value)


@pytest.mark.parametrize("text, why", [
    ("40-31", "legal from 40: 40-32, 40-33, 40-34"),
    ("Б40-32", "is a shatra, not a biy"),
    ("б40-32", "is a shatra, not a batyr"),
    ("53*33", "is a biy, not a shatra (write 'Б53')"),
    ("55*33", "has no legal move"),          # 54 goes out first (SH-6)
    ("10-14", "White has no piece on 10"),
    ("40:26", "legal from 40"),
    ("Б53-49", "legal from 53"),
])
def test_illegal_move_is_rejected_with_the_position_quoted(text, why):
    with pytest.raises(IllegalMoveError) as error:
        GAME.parse_move(GAME.initial_state(), text)
    message = str(error.value)
    assert repr(text) in message and repr(START) in message and why in message


def test_compulsory_capture_is_explained():
    state = position("Б62, ш – 52, 30 (3)", "Б1, ш – 45 (2)")
    with pytest.raises(IllegalMoveError, match="compulsory"):
        GAME.parse_move(state, "30-23")


def test_interrupted_series_is_not_accepted_from_a_shatra_outside_a_gate():
    state = position("Б62, ш – 52 (2)", "Б1, ш – 31, 45 (3)")
    with pytest.raises(IllegalMoveError):
        GAME.parse_move(state, "52:38")
    assert legal(state) == {"52:38:24"}


def test_a_move_after_the_end_is_refused():
    end = GAME.push(position("Б53, ш – 30 (2)", "Б23 (1)"), "30:16")
    with pytest.raises(IllegalMoveError, match="game is over"):
        GAME.parse_move(end, "Б53-49")


# Position strings -----------------------------------------------------------------------

SEED_FORM = ("White: Б53 б11, ш – 48, 49, 50 (5); Black: Б10, ш – 1, 2, 3 (4); "
             "White to move")


def test_the_seeds_position_form_round_trips():
    # Seed: "Б53 б11, ш – 48, 49, 50 (5)" -- biy, batyr, shatras, piece count.
    state = GAME.parse_position(SEED_FORM)
    assert GAME.format_position(state) == SEED_FORM


@pytest.mark.parametrize("text", [
    "White: B53 b11, sh - 48, 49, 50 (5); Black: B10, sh - 1, 2, 3 (4); White to move",
    "Б53 б11, ш – 48, 49, 50; Б10, ш — 1 2 3; white",
    "white: Б53 б11 ш-48,49,50 (5) ; black: Б10 ш 1, 2, 3 ; White to move",
])
def test_lenient_spellings_of_a_position(text):
    assert GAME.format_position(GAME.parse_position(text)) == SEED_FORM


def test_start_string_round_trips():
    assert GAME.format_position(GAME.parse_position(START)) == START


@pytest.mark.parametrize("text, why", [
    ("", "expected 'White: ...; Black: ...; White to move'"),
    ("White: Б53; Black: Б10", "expected"),
    ("White: Б53, ш – 40; Black: Б10; Red to move", "side to move"),
    ("White: Б53, ш – 40; Black: Б10; White to move; barred 41-40", "no shatra on 41"),
    ("White: Б53, ш – 43; Black: Б10; White to move; stop", "barred 43-42"),
    ("White: Б53, ш – 43; Black: Б10; White to move; barred 43-35", "not beside 43"),
    ("White: Б53, ш – 63; Black: Б10; White to move", "no square 63"),
    ("White: Б53, ш – 40; Black: Б10, ш – 40; White to move", "square 40 is given twice"),
    ("White: Б53 Б52; Black: Б10; White to move", "more than one biy"),
    ("White: Б53, ш – 40 (3); Black: Б10; White to move", "(3) pieces announced but 2"),
    ("White: Б46, ш – 53; Black: Б10; White to move", "own gate"),
    ("White: Б46, ш – 2; Black: Б10; White to move", "promotion row"),
    ("White: Б55, ш – 54; Black: Б10; White to move", "while reserve shatras remain"),
    ("White: ш – 40; Black: ш – 20; White to move", "neither side has a biy"),
    ("Black: Б10; White: Б53; White to move", "expected White's pieces"),
    ("White: Б53 x4; Black: Б10; White to move", "'x4' is not a biy"),
    ("White: Б53, ш – 4a; Black: Б10; White to move", "'4a' is not a square number"),
    ("White: Б53, ш – ; Black: Б10; White to move", "must be followed"),
])
def test_invalid_positions_are_rejected_with_the_text_quoted(text, why):
    with pytest.raises(InvalidPositionError) as error:
        GAME.parse_position(text)
    assert repr(text) in str(error.value) and why in str(error.value)


def test_too_many_shatras():
    shatras = ", ".join(str(sq) for sq in range(24, 48))
    with pytest.raises(InvalidPositionError, match="more than 23"):
        GAME.parse_position(f"White: Б53, ш – {shatras}; Black: Б10; White to move")
