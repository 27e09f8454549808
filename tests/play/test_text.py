"""Words on the page (issue 15): error messages as sentences, and plurals."""
from ui.common import numbered
from play.text import counted, said


def test_an_error_reads_as_a_sentence_and_stays_plain_text():
    assert said("illegal move 'x9': it cannot be played") == \
        r"Illegal move 'x9'\: it cannot be played\."
    assert said("the game is over.") == r"The game is over\."
    assert said("<b>bold</b> input") == r"\<b\>bold\</b\> input\."


def test_counted_gives_the_right_plural():
    assert counted(1, "entry", "entries") == "1 entry"
    assert counted(3, "entry", "entries") == "3 entries"
    assert counted(0, "move") == "0 moves"
    assert counted(1, "day") == "1 day"
    assert counted(1200, "game") == "1,200 games"


def test_pair_mode_numbers_start_after_the_ruler_choices():
    assert numbered(["R=?", "R=?", "Ea1-a2", "Sa6-a5", "Eb1-b2"], before=2).splitlines() == \
        ["     R=? R=?", "  1. Ea1-a2 Sa6-a5", "  2. Eb1-b2"]
    assert numbered(["e3-e4", "d6-d5"]) == "  1. e3-e4 d6-d5"
