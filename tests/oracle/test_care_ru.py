"""Issue 29 with issue 25, item 3: a reading in Russian is read in grief too.
Russian questions are sorted by kind, and a Russian grief or illness reading
forecasts no death, no course of an illness and no return."""
from __future__ import annotations

import pytest

from oracle import care, question, read

from tests.oracle.corpus import KAMLA_MATE

GRIEF = "Мой отец умер весной"
ILLNESS = "Поправится ли мама после болезни?"


@pytest.mark.parametrize("said", [
    "Она поправится к весне.",
    "То, что ушло, вернётся, и вернётся другим.",
    "Скоро всё закончится.",
    "Он выздоровеет.",
    "Вы снова будете вместе.",
    "Конец близок.",
    "В вашем деле у каждого приобретения была своя цена, а у каждой потери — своё возмещение.",
    "То, что стерегло землю, на время отсутствует, но не потеряно.",
    "Часть ваших воинов держат под собой башни напротив вас: ничто не потеряно."])
def test_russian_forecasts_are_guarded(said: str) -> None:
    assert care.guarded(said)
    assert care.spare(f"Доска спокойна. {said} Побудьте с этим.") == \
        "Доска спокойна. Побудьте с этим."


@pytest.mark.parametrize("said", [
    "Вы играли за сторону «Нижний Мир»; партия ваша.",
    "Конусы: за плечами 1 цикл, сейчас — фаза Кендалла (путешествие души в загробный мир).",
    "Возьмите из этой части только то, что составляет вам компанию, а остальное оставьте."])
def test_plain_russian_facts_and_care_are_not_guarded(said: str) -> None:
    assert not care.guarded(said)


def test_the_russian_question_kinds() -> None:
    kinds = {GRIEF: "grief", "Она умерла прошлой зимой": "grief",
             "Как пережить потерю?": "grief", "У меня горе": "grief",
             ILLNESS: "illness", "Стоит ли мне уйти или остаться?": "decision",
             "Что мне делать с переездом?": "decision",
             "Как мне стать ближе к сестре?": "relationship",
             "Как мне освоиться на новой работе?": "work",
             "Продастся ли дом?": "yes-no", "Стоит ли переезжать?": "yes-no",
             "Я хочу начать заново": "intention",
             "Почему я всё время это откладываю?": "understanding"}
    assert {q: question.kind(q) for q in kinds} == kinds


def test_a_russian_grief_or_illness_reading_forecasts_nothing() -> None:
    for asked in (GRIEF, ILLNESS):
        for side in (None, 0, 1):
            reading = read("kamla", KAMLA_MATE, question=asked, querent=side, lang="ru")
            assert care.found(reading.text, reading.question) == []
            assert "ничего не предсказывает" in reading.answer
            assert reading.first_screen_words <= 120


def test_the_same_record_reads_the_same_facts_in_both_languages() -> None:
    english = read("kamla", KAMLA_MATE, question="My father died in the spring", querent=1)
    russian = read("kamla", KAMLA_MATE, question=GRIEF, querent=1, lang="ru")
    assert russian.lang == "ru" and english.lang == "en"
    assert [f.claim for f in russian.facts] == [f.claim for f in english.facts]
    assert russian.question_kind == english.question_kind == "grief"
    assert russian == read("kamla", KAMLA_MATE, question=GRIEF, querent=1, lang="ru")
    assert russian.text.startswith(russian.title) and "Ваш вопрос: " + GRIEF in russian.text


def test_a_russian_reading_names_moves_as_the_russian_move_list_shows_them() -> None:
    """The record keeps ``Ne2xd5``; a Russian move list shows «Вe2xd5», and so
    does the reading: a move the reader cannot find there is not findable."""
    english = read("kamla", KAMLA_MATE, lang="en")
    russian = read("kamla", KAMLA_MATE, lang="ru")
    said_en = "\n".join(s.text for s in english.parts)
    said_ru = "\n".join(s.text for s in russian.parts)
    assert "Ne2xd5" in said_en and "Вe2xd5" in said_ru
    assert not any(text in said_ru for text in KAMLA_MATE)
    assert [f.claim for f in english.facts] == [f.claim for f in russian.facts]
