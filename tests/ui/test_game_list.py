"""How the Games page words a saved game (issue 15): human names, whose turn,
local time, and a thumbnail that shows no hidden Ruler."""
from datetime import datetime, UTC

from readings.saved_games import SavedGame
from ui import game_list



def saved(ruleset="senet-kendall", mode="solo", record=(), players=(), clock=None, **more):
    return SavedGame(id=1, ruleset=ruleset, mode=mode, options={}, players=list(players),
                     start_position="", record=list(record), status="playing", outcome=None,
                     clock=clock or {}, **more)


def test_a_senet_game_names_the_thrower_and_counts_throws_apart():
    about = game_list.summary(saved(record=["[3]", "[1]"]))
    assert about == game_list.Summary("Senet: Kendall", "Spools to move", "0 moves, 2 throws",
                                      "solo")


def test_in_senets_opening_no_side_is_anyones_yet():
    assert game_list.summary(saved(record=["[3]"])).turn == \
        "the opening: the first to throw a 1 plays Spools"


def test_a_game_against_the_computer_says_so_and_names_the_player():
    about = game_list.summary(saved(
        "kamla", "computer", ["Sd3-d4"], players=["Ada", "the computer, strong"],
        clock={"computer": {"sides": [1], "level": "strong"}}))
    assert about.turn == "the computer (Upper World) to move"
    assert about.who == "against the computer, strong · Ada"
    assert about.progress == "1 move"


def test_local_time_uses_the_browser_zone_and_plain_days():
    today = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
    assert game_list.local_time("2026-11-23T10:05:00Z", "Europe/Berlin", today) == "today 11:05"
    assert game_list.local_time("2026-11-22T23:30:00Z", "Europe/Berlin", today) == "today 00:30"
    assert game_list.local_time("2026-11-22T10:05:00Z", None, today) == "yesterday 10:05 UTC"
    assert game_list.local_time("2026-11-02T10:05:00Z", "Nowhere/Else", today) == \
        "Mon 2 Nov 2026, 10:05 UTC"


def test_an_unfinished_hidden_ruler_thumbnail_equals_one_with_rulers_swapped():
    """Both Rulers are drawn as Priests: two games differing only in the secret
    Ruler choice give the same picture."""
    one = game_list.thumbnail_png("kamla-pair", "{}", "", ("R=d1", "R=e8"), False)
    other = game_list.thumbnail_png("kamla-pair", "{}", "", ("R=e1", "R=d8"), False)
    assert one == other
    assert game_list.thumbnail_png("kamla-pair", "{}", "", ("R=d1", "R=e8"), True) != \
        game_list.thumbnail_png("kamla-pair", "{}", "", ("R=e1", "R=d8"), True)


def test_the_secret_ruler_choices_are_not_counted_as_moves():
    """The status line says "move 1" after both Rulers are chosen; so does the list."""
    about = game_list.summary(saved("kamla-pair", "pair", ["R=d1", "R=d8", "Ea1-a2"]))
    assert about.progress == "1 move"
    assert about.title == "Kamla (pair, hidden Ruler)"


def test_a_tall_thumbnail_fits_its_square_by_its_height():
    shatra = game_list.thumbnail_png("shatra", "{}", "", (), False)
    kamla = game_list.thumbnail_png("kamla", "{}", "", (), False)
    assert game_list.fitted_width(kamla, 64) == 64
    assert 20 < game_list.fitted_width(shatra, 64) < 40


def test_a_saved_game_in_russian():
    about = game_list.summary(saved(
        "kamla", "computer", ["Sd3-d4"], players=["Ада", "the computer, strong"],
        clock={"computer": {"sides": [1], "level": "strong"}}), "ru")
    assert about.turn == "ход компьютера (Верхний мир)"
    assert about.who == "против компьютера (уровень: сильный) · Ада"
    assert about.progress == "1 ход"
    assert game_list.summary(saved(record=["[3]", "[1]"]), "ru").progress == "0 ходов, 2 броска"
    today = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
    assert game_list.local_time("2026-11-22T10:05:00Z", None, today, "ru") == "вчера, 10:05 UTC"
    assert game_list.local_time("2026-11-02T10:05:00Z", None, today, "ru") == \
        "пн, 2 нояб. 2026, 10:05 UTC"
