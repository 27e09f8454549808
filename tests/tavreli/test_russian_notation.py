"""Tavreli in Russian (issue 29 item 4; I-1, I-12): the promotion letters and
castling as Russian records write them, the marks those records add, and whole
records read as they are written. The record a game keeps stays one notation."""
import json
from pathlib import Path

import pytest

from games.core import UnknownLanguageError
from games.core.errors import IllegalMoveError, InvalidMoveError, InvalidRecordError
from games.tavreli import (
    HELGI, KNYAZ, LETTERS, LUCHNIK, RATNIK, RATOBORETS, RUSSIAN_LETTERS, VOLKHV, VSADNIK,
    letters, read_record,
)

from .rules_helpers import GAME, position

DATA = Path(__file__).resolve().parents[1] / "data" / "tavreli" / "tavreli_games.jsonl"
RECORDS = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines()]


def test_the_russian_letters_are_the_names_initials():
    assert RUSSIAN_LETTERS == {VOLKHV: "Вл", KNYAZ: "К", RATOBORETS: "Р", LUCHNIK: "Л",
                               VSADNIK: "В", RATNIK: "Рт", HELGI: "Х"}
    assert len(set(RUSSIAN_LETTERS.values())) == 7
    assert letters("ru") is RUSSIAN_LETTERS and letters() is LETTERS
    with pytest.raises(UnknownLanguageError):
        letters("fr")


@pytest.mark.parametrize("square, tower, english, russian", [
    ("d7", "PQ", "d7-d8=Q", "d7-d8=К"),
    ("a7", "PR", "a7-a8=R", "a7-a8=Р"),
    ("c7", "PB", "c7-c8=B", "c7-c8=Л"),
    ("b7", "PN", "b7-b8=N", "b7-b8=В"),
    ("e7", "PH", "e7-e8=H", "e7-e8=Х"),
])
def test_each_promotion_in_russian(square, tower, english, russian):
    state = position({square: tower})
    move = GAME.parse_move(state, english)
    assert GAME.move_text(state, move, "ru") == russian
    assert GAME.format_move(state, move) == english
    assert GAME.parse_move(state, russian) == move


def test_a_wrong_russian_promotion_letter_names_the_right_one():
    state = position({"d7": "PQ"})
    with pytest.raises(IllegalMoveError, match=r"'d7-d8=Р'.*promotes to Q \(К\)"):
        GAME.parse_move(state, "d7-d8=Р")


def test_castling_is_written_with_zeros_in_russian():
    state = position({"e1": "K", "h1": "R", "a1": "R", "e8": "k"}, rights="KQ")
    texts = GAME.legal_move_texts(state, "ru")
    assert "0-0" in texts and "0-0-0" in texts and "O-O" not in texts
    assert "O-O" in GAME.legal_move_texts(state)


@pytest.mark.parametrize("mark", ["?", "!", "!!", "??", "!?", "?!", "+", "#", "x", "х", "+?",
                                  "x!", "х??"])
def test_record_marks_are_read_and_change_nothing(mark):
    state = GAME.initial_state()
    assert GAME.parse_move(state, f"e2-e4{mark}") == GAME.parse_move(state, "e2-e4")
    assert GAME.format_move(state, GAME.parse_move(state, f"e2-e4{mark}")) == "e2-e4"


def test_a_mate_mark_after_a_capture_and_after_castling():
    state = position({"d4": "R", "d6": "n"})
    assert GAME.parse_move(state, "d4xd6x") == GAME.parse_move(state, "d4xd6")
    assert GAME.parse_move(state, "d4хd6х") == GAME.parse_move(state, "d4xd6")
    state = position({"e1": "K", "h1": "R", "e8": "k"}, rights="K")
    assert GAME.parse_move(state, "0-0+!") == GAME.parse_move(state, "O-O")


@pytest.mark.parametrize("text", ["e2-e4???", "e2-e4?x", "e2-e4!!!", "e2-e4xx", "e2-e4 ?",
                                  "e2-e4=Я", "e2-e4*", "е2-е4"])
def test_marks_out_of_order_or_unknown_are_refused_with_the_text_quoted(text):
    with pytest.raises(InvalidMoveError) as error:
        GAME.parse_move(GAME.initial_state(), text)
    assert repr(text) in str(error.value)


def test_the_move_parser_still_wants_x_before_an_enemy():
    state = position({"d4": "R", "d6": "n"})
    with pytest.raises(IllegalMoveError, match="write 'x'"):
        GAME.parse_move(state, "d4-d6?")
    assert GAME.parse_record_move(state, "d4-d6?") == GAME.parse_move(state, "d4xd6")


# Whole records -----------------------------------------------------------------

def test_a_hand_built_record_in_the_russian_hand():
    record = "1. e2-e4 d7-d5 2. e4-d5? d8-d5! 3. g1-f3 d5(1)-a5 4. b1-c3 a5-a2x *"
    assert read_record(record) == ["e2-e4", "d7-d5", "e4xd5", "d8xd5", "g1-f3", "d5(1)-a5",
                                   "b1-c3", "a5xa2"]


def test_a_record_with_castling_capital_files_a_closing_star_and_a_result():
    record = "1.g1-f3 g8-f6 2.g2-g3 g7-g6 3.F1-g2 f8-g7 4.0-0 0-0* 1-0"
    assert read_record(record) == ["g1-f3", "g8-f6", "g2-g3", "g7-g6", "f1-g2", "f8-g7",
                                   "O-O", "O-O"]


def test_a_record_typed_with_cyrillic_look_alike_files():
    """е, а, с (and capital А В С Е Н) typed for e, a, c: Russian texts often have them."""
    assert read_record("1. е2-е4 а7-а6 2. Е1-Е2 с7-с5") == ["e2-e4", "a7-a6", "e1-e2", "c7-c5"]
    with pytest.raises(InvalidMoveError):
        GAME.parse_move(GAME.initial_state(), "е2-е4")  # the move parser itself stays strict


@pytest.mark.parametrize("record, where", [
    ("1. e2-e5", "move 1, 'e2-e5'"),
    ("1. e2-e4 zz", "move 2, 'zz'"),
    ("1. e2-e4 e7-e5 2. e1-e3", "move 3, 'e1-e3'"),
    ("e2-e4=Х", "move 1, 'e2-e4=Х'"),
])
def test_a_bad_record_names_the_move_and_quotes_it(record, where):
    with pytest.raises(InvalidRecordError) as error:
        read_record(record)
    assert where in str(error.value)


def test_a_record_goes_on_no_further_than_a_mate():
    sample1 = next(r for r in RECORDS if r["id"].endswith("sample1"))
    with pytest.raises(InvalidRecordError, match="move 45, 'h1-h2': the game is over"):
        read_record(" ".join(sample1["record_moves"]) + " h1-h2")


def test_a_real_game_as_its_source_writes_it():
    """Anderson – Zhmurov, Moscow 1997, numbered as a book prints it: two ``?``,
    ``0-0``, ``-`` onto every enemy, and the closing mate ``e1(3)-d2x``."""
    sample1 = next(r for r in RECORDS if r["id"].endswith("sample1"))
    moves = sample1["record_moves"]
    numbered = " ".join(f"{i // 2 + 1}. {m}" if i % 2 == 0 else m for i, m in enumerate(moves))
    assert "3. d2-d4? b8-c6" in numbered and numbered.endswith("e1(3)-d2x")
    assert read_record(numbered) == sample1["project_moves"]
    final = GAME.replay(sample1["project_moves"])
    assert GAME.format_position(final) == sample1["final_position"]
    assert GAME.outcome(final).reason == "mate"


@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
def test_every_vendored_record_reads_as_written(record):
    assert read_record(" ".join(record["record_moves"])) == record["project_moves"]


def test_russian_move_texts_read_back_along_a_real_game():
    sample2 = next(r for r in RECORDS if r["id"].endswith("sample2"))  # a promotion to R
    state = GAME.initial_state()
    for text in sample2["project_moves"]:
        move = GAME.parse_move(state, text)
        russian = GAME.move_text(state, move, "ru")
        assert GAME.parse_move(state, russian) == move
        state = GAME.apply(state, move)
    assert "a8(1)xc8=R" in sample2["project_moves"]


def test_the_hostile_record_reads_when_left_alone():
    from tests.hostile.test_parsers import TAVRELI_RECORD

    assert read_record(TAVRELI_RECORD)[-2:] == ["O-O", "f6-e4"]


def test_any_record_gets_only_a_narrow_error():
    """The hostile suite's record strategy at 500 examples (10,000 there)."""
    from hypothesis import given

    from tests.core.test_parser_fuzz import FUZZ, _only_game_errors
    from tests.hostile.test_parsers import hostile_tavreli_record

    @FUZZ
    @given(hostile_tavreli_record())
    def check(text):
        _only_game_errors(read_record, text)

    check()
