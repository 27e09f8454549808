"""Issue 29: a refused move, position or draw offer said in Russian by its
error's class, the quoted input kept; in English the error's own message."""
import pytest

import games
from games.core import IllegalMoveError, InvalidMoveError, InvalidPositionError
from play.ending import DrawOfferError
from play.ruler_pin import PinError
from ui import names


def refused(text: str) -> Exception:
    try:
        games.make("kamla").parse_move(games.make("kamla").initial_state(), text)
    except ValueError as error:
        return error
    raise AssertionError(f"{text!r} was accepted")


@pytest.mark.parametrize("error, said", [
    (IllegalMoveError("illegal Kamla move 'Sd3-d6' in this position"),
     "Ход «Sd3-d6» здесь невозможен."),
    (InvalidMoveError("invalid Kamla move 'zz': not a square"),
     "«zz» — так ходы этой игры не записываются."),
    (InvalidPositionError("no position"), "Эту позицию не прочесть."),
    (DrawOfferError("a draw offer already waits for an answer"),
     "Предложение ничьей уже ждёт ответа."),
    (PinError("A PIN is 4 to 12 digits; the one typed has 2 characters."),
     "PIN-код — от 4 до 12 цифр, и дважды один и тот же."),
])
def test_a_refusal_in_russian_keeps_the_quoted_input(error, said):
    assert names.refusal(error, "ru") == said


def test_a_refusal_in_english_is_the_errors_own_message():
    error = IllegalMoveError("illegal Kamla move 'Sd3-d6' in this position")
    assert names.refusal(error, "en") == str(error)


def test_a_move_the_engine_refuses_is_said_in_russian():
    said = names.refusal(refused("Sd3-d7"), "ru")
    assert "«Sd3-d7»" in said and said.isascii() is False
