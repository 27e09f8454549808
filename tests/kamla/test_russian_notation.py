"""Kamla's move letters in Russian (issue 29 item 4): a display choice. The
record keeps the canonical letters; ``move_text(..., "ru")`` shows the Russian
initials of the seed's names, and the parser reads either, so a game begun in
one language goes on in the other."""
import random

import pytest

import games
from games.core import LANGUAGES, UnknownLanguageError
from games.core.errors import IllegalMoveError, InvalidMoveError
from games.kamla import (
    ARCHER, EAGLE, HORSEMAN, LETTERS, PRIEST, RULER, RUSSIAN_LETTERS, SHELL, SHIELD, WHALE,
    letters,
)

from .rules_helpers import PAIR, SOLO, position


def test_the_russian_letters_are_the_seeds_initials_and_all_differ():
    assert RUSSIAN_LETTERS == {SHELL: "Р", ARCHER: "Л", EAGLE: "О", HORSEMAN: "В", WHALE: "К",
                               PRIEST: "Ж", RULER: "П", SHIELD: "Щ"}
    assert len(set(RUSSIAN_LETTERS.values())) == 8
    assert all("А" <= letter <= "Я" for letter in RUSSIAN_LETTERS.values())  # Cyrillic capitals
    assert letters("ru") is RUSSIAN_LETTERS and letters("en") is LETTERS is letters()


@pytest.mark.parametrize("lang", ["", "RU", "de", "ру", None, "en "])
def test_an_unknown_language_is_refused_with_its_name(lang):
    with pytest.raises(UnknownLanguageError, match="unknown language"):
        letters(lang)
    with pytest.raises(UnknownLanguageError):
        SOLO.move_text(SOLO.initial_state(), SOLO.legal_moves(SOLO.initial_state())[0], lang)
    assert LANGUAGES == ("en", "ru")


@pytest.mark.parametrize("english, russian", [
    ("Sd3-d4", "Рd3-d4"), ("Ea1-a2", "Оa1-a2"), ("Nb1-a2", "Вb1-a2"),
    ("Wc1xb3", "Кc1xb3"), ("Pd1-d2", "Жd1-d2"), ("Re1-e2", "Пe1-e2"), ("d1~e1", "d1~e1"),
])
def test_each_move_of_the_start_in_russian(english, russian):
    state = SOLO.initial_state()
    move = SOLO.parse_move(state, english)
    assert SOLO.move_text(state, move, "ru") == russian
    assert SOLO.move_text(state, move) == SOLO.format_move(state, move) == english
    assert SOLO.parse_move(state, russian) == move


def test_archer_shield_drop_ruler_choice_and_priest_capture_in_russian():
    state = position({"b4": "A", "d4": "E", "d7": "p", "e2": "R"})
    step, capture = SOLO.parse_move(state, "Лb4-b5"), SOLO.parse_move(state, "Оd4xd7/g2")
    assert (step, capture) == (SOLO.parse_move(state, "Ab4-b5"),
                               SOLO.parse_move(state, "Ed4xd7/g2"))
    assert [SOLO.move_text(state, m, "ru") for m in (step, capture)] == ["Лb4-b5", "Оd4xd7/g2"]
    state = position({}, reserves="H2h2")
    drop = SOLO.parse_move(state, "Щ@c3")
    assert drop == SOLO.parse_move(state, "H@c3") and SOLO.move_text(state, drop, "ru") == "Щ@c3"
    start = PAIR.initial_state()
    choice = PAIR.parse_move(start, "П=e1")
    assert choice == PAIR.parse_move(start, "R=e1")
    assert PAIR.move_text(start, choice, "ru") == "П=e1"
    assert PAIR.public_move_text(start, choice, 1, "ru") == "П=?"
    assert PAIR.public_move_text(start, choice, 1) == "R=?"
    assert PAIR.legal_move_texts(start, "ru") == ["П=d1", "П=e1"]


def test_a_hidden_ruler_is_shown_as_the_priest_in_russian_too():
    state = PAIR.push(PAIR.push(PAIR.initial_state(), "R=e1"), "П=d8")
    assert "Жe1-e2" in PAIR.legal_move_texts(state, "ru")
    assert "Пe1-e2" not in PAIR.legal_move_texts(state, "ru")
    assert PAIR.parse_move(state, "Жe1-e2") == PAIR.parse_move(state, "Пe1-e2")


def test_a_cyrillic_capture_sign_reads_as_x():
    state = SOLO.initial_state()
    assert SOLO.parse_move(state, "Кc1хb3") == SOLO.parse_move(state, "Wc1xb3")


def test_a_game_begun_in_english_goes_on_in_russian_and_keeps_one_record():
    rng = random.Random(29)
    for game in (SOLO, PAIR):
        state, record = game.initial_state(), []
        for ply in range(60):
            if game.is_terminal(state):
                break
            move = rng.choice(game.legal_moves(state))
            typed = game.move_text(state, move, "ru" if ply >= 20 else "en")
            parsed = game.parse_move(state, typed)
            assert parsed == move, typed
            record.append(game.format_move(state, parsed))
            state = game.apply(state, parsed)
        assert all(text.isascii() for text in record)
        assert game.format_position(game.replay(record)) == game.format_position(state)


def test_a_latin_P_for_a_shell_is_refused_and_told_the_shells_letters():
    """Cyrillic Р (Раковина) looks like Latin P (the Priest): the parser goes by
    the character, never guesses, and says which letters the piece there has."""
    state = SOLO.initial_state()
    with pytest.raises(IllegalMoveError) as error:
        SOLO.parse_move(state, "Pd3-d4")
    assert "'Pd3-d4'" in str(error.value) and "its S, in Russian Р, is there" in str(error.value)
    with pytest.raises(IllegalMoveError, match="'Рd1-d2'"):
        SOLO.parse_move(state, "Рd1-d2")  # a Shell's letter for the Priest


def test_no_hint_names_an_opponents_piece():
    state = SOLO.initial_state()
    with pytest.raises(IllegalMoveError) as error:
        SOLO.parse_move(state, "Жe8-e7")  # the Upper World's Ruler, not the mover's
    assert "is there" not in str(error.value)


@pytest.mark.parametrize("text", ["рd3-d4", "Яd3-d4", "Рd3—d4", "Щ@", "П=", "Рд3-д4", "ЖЖd1-d2",
                                  "Хd3-d4"])
def test_invalid_russian_move_text_is_rejected_with_the_text_quoted(text):
    with pytest.raises(InvalidMoveError) as error:
        SOLO.parse_move(SOLO.initial_state(), text)
    assert repr(text) in str(error.value)


def test_kamla_pair_is_registered_with_the_same_letters():
    assert games.make("kamla-pair").move_text(PAIR.initial_state(),
                                              PAIR.legal_moves(PAIR.initial_state())[0],
                                              "ru").startswith("П=")
