"""The reflecting pages' words in Russian (issue 29): a saved game's card, the
journal's times and minutes, the charts' results and the rules tables, each
with the exact words a Russian reader sees."""
from datetime import datetime, UTC

import pandas as pd

from readings.saved_games import SavedGame
from ui import charts, game_list
from ui.rules import senet, tafl


def saved(ruleset="senet-kendall", mode="solo", record=(), players=(), clock=None):
    return SavedGame(id=1, ruleset=ruleset, mode=mode, options={}, players=list(players),
                     start_position="", record=list(record), status="playing", outcome=None,
                     clock=clock or {})


def test_a_saved_senet_game_in_russian_counts_with_three_forms():
    about = game_list.summary(saved(record=["[3]", "[1]"]), "ru")
    assert about == game_list.Summary("Сенет: Кендалл", "ход: Катушки", "0 ходов, 2 броска",
                                      "в одиночку")


def test_a_game_against_the_computer_in_russian():
    about = game_list.summary(saved(
        "kamla", "computer", ["Sd3-d4"], players=["Аня", "the computer, strong"],
        clock={"computer": {"sides": [1], "level": "strong"}}), "ru")
    assert about.turn == "ход компьютера (Верхний мир)"
    assert about.progress == "1 ход"


def test_times_and_minutes_in_russian():
    today = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
    assert game_list.local_time("2026-11-23T10:05:00Z", "Europe/Moscow", today, "ru") == \
        "сегодня, 13:05"
    assert game_list.local_time("2026-11-22T10:05:00Z", None, today, "ru") == \
        "вчера, 10:05 UTC"
    assert game_list.local_time("2026-11-02T10:05:00Z", None, today, "ru") == \
        "пн, 2 нояб. 2026, 10:05 UTC"
    assert [game_list.minutes(n, "ru") for n in (1, 3, 5, 21, 1.5)] == \
        ["1 минута", "3 минуты", "5 минут", "21 минута", "1,5 минуты"]
    assert game_list.kind("session", "ru") == "сидение"
    assert game_list.kind("odd", "ru") == "odd"  # an imported kind, as stored


def test_chart_results_and_calendar_in_russian():
    assert [charts.result(c, "ru") for c in ("drawn", "won by Black", "won by Spools")] == \
        ["ничья", "победа: Чёрные", "победа: Катушки"]
    assert charts.result("won by White") == "won by White"
    empty = pd.DataFrame({"sat": [], "played": []}, index=pd.DatetimeIndex([]))
    fig = charts.calendar(empty, datetime(2026, 11, 26).date(), "ru")
    ax = fig.axes[0]
    assert [t.get_text() for t in ax.get_yticklabels()] == ["пн", "ср", "пт", "вс"]
    assert "нояб." in [t.get_text() for t in ax.get_xticklabels()]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == \
        ["сидение", "игра", "и то и другое"]


def test_rules_tables_in_russian_and_english():
    assert "| Доска | 9 × 9 | 9 × 9 | 11 × 11 |" in tafl.rulesets_table("ru")
    assert "| Board | 9 × 9 | 9 × 9 | 11 × 11 |" in tafl.rulesets_table()
    assert "| **26** | Дом Красоты |" in senet.houses_table("ru")
    assert tafl.page("ru").figures() == tafl.PAGE.figures()  # English until ru is written


def test_minutes_agree_with_the_number_as_written():
    assert [game_list.minutes(m, "ru") for m in (0.004, 1, 2, 5, 1.5, 21)] == [
        "0 минут", "1 минута", "2 минуты", "5 минут", "1,5 минуты", "21 минута"]
    assert game_list.minutes(0.004) == "0 minutes"
