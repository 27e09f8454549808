"""Issue 25, item 3: the question shapes every part, and a grief or illness
reading forecasts no ending, death, recovery or return."""
from __future__ import annotations

import pytest

from oracle import care, question, read
from oracle.texts import entries

from tests.oracle.corpus import KAMLA_MATE

GRIEF = "My father died in the spring"
ILLNESS = "Will my mother recover from her illness?"


@pytest.mark.parametrize("said", [
    "Something that kept your roots is held far away; it can come back, slowly.",
    "Something around you is ending before you chose to end it: follow it through the gate.",
    "What had gone away has come back, and it comes back changed.",
    "She will recover by the spring.",
    "Something thought lost returns.",
    "The journey is finished for Spools, and the way back begins.",
    "In your matter, every gain has had its price, and every loss its return.",
    "Something that guarded your roots is held elsewhere; it can come home, but only by the long way.",
    "What guarded the ground is absent for a time, not lost.",
    "Stay calm and generous and nothing is lost."])
def test_the_phrasings_the_audit_found_are_guarded(said: str) -> None:
    assert care.guarded(said)
    assert care.spare(f"The board is quiet. {said} Sit with it.") == \
        "The board is quiet. Sit with it."


@pytest.mark.parametrize("said", ["You played Lower World; the game is yours.",
                                  "Cones finished a Kendall phase (the journey into death).",
                                  "Take from this part only what keeps you company."])
def test_plain_facts_and_care_are_not_guarded(said: str) -> None:
    assert not care.guarded(said)


def test_the_texts_that_forecast_are_left_out_of_a_grief_or_illness_reading() -> None:
    forecasting = [i for i, e in entries().items()
                   if any(care.guarded(t) for t in
                          (e["text"] if isinstance(e["text"], list) else [e["text"]]))]
    assert forecasting, "the guard finds nothing in the texts: the test proves nothing"
    for asked in (GRIEF, ILLNESS):
        reading = read("kamla", KAMLA_MATE, question=asked, querent=1)
        assert care.found(reading.text, reading.question) == []
        assert "forecasts nothing" in reading.answer


def test_the_question_kinds() -> None:
    kinds = {GRIEF: "grief", ILLNESS: "illness", "Should I stay or go?": "decision",
             "How can I be closer to my sister?": "relationship",
             "How do I find my footing in the new job?": "work",
             "Will the house sell?": "yes-no", "I want to begin again": "intention",
             "Why do I keep putting this off?": "understanding", "": "none"}
    assert {q: question.kind(q) for q in kinds} == kinds
    assert set(kinds.values()) == set(question.KINDS)


def test_every_section_changes_with_the_kind_of_question() -> None:
    work = read("kamla", KAMLA_MATE, question="How do I find my footing in the new job?")
    love = read("kamla", KAMLA_MATE, question="How can I be closer to my sister?")
    pairs = list(zip(work.parts, love.parts))
    assert [a.id for a, _ in pairs] == [b.id for _, b in pairs]
    changed = [a.id for a, b in pairs if a.text != b.text]
    assert len(changed) >= 0.8 * len(pairs)
    assert work.prompts != love.prompts and work.answer != love.answer


def test_the_first_screen_holds_at_most_120_words() -> None:
    for asked in ("", GRIEF, ILLNESS, "Should I take the new post or stay where I am?"):
        for side in (None, 0, 1):
            reading = read("kamla", KAMLA_MATE, question=asked, querent=side)
            assert reading.first_screen_words <= 120
            assert reading.first_screen[0] == reading.title
            assert reading.first_screen[-1] == reading.answer
