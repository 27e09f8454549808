"""The games command line: output format and exit codes."""
import pytest

import games
from games.__main__ import REASONS_RU, TEXTS, WINS, result_text
from games.core import Outcome
from games.core.ending import EndReason
from tests.cli import run



def test_list_shows_every_ruleset():
    out = run("list")
    assert out.returncode == 0
    assert "kamla " in out.stdout and "kamla-pair" in out.stdout


def test_legal_prints_sorted_moves_after_the_given_moves():
    out = run("legal", "kamla", "--moves", "Sd3-d4 Sd6-d5")
    lines = out.stdout.split()
    assert out.returncode == 0 and lines == sorted(lines)
    assert "Wc1-d3" in lines and "Sd4xd5" not in lines  # K-13, K-20


def test_perft_prints_nodes_and_rate():
    out = run("perft", "kamla", "2")
    assert out.returncode == 0
    assert "nodes 625" in out.stdout and "nodes/s" in out.stdout


def test_playout_prints_rates_and_outcomes():
    out = run("playout", "kamla", "--n", "3", "--seed", "1")
    assert out.returncode == 0
    assert "games/s" in out.stdout and "moves/s" in out.stdout


@pytest.mark.parametrize("args, message", [
    (("legal", "nogame"), "unknown game 'nogame'"),
    (("legal", "kamla", "--moves", "Sd3-d5"), "illegal Kamla move 'Sd3-d5'"),
    (("legal", "kamla", "--moves", "zz"), "invalid Kamla move 'zz'"),
    (("legal", "kamla", "--position", "8/8 L -"), "invalid Kamla position"),
    (("perft", "kamla", "0"), "depth must be at least 1"),
    (("playout", "kamla", "--n", "0"), "--n must be at least 1"),
])
def test_bad_input_gives_one_line_and_exit_code_2(args, message):
    out = run(*args)
    assert out.returncode == 2
    assert out.stdout == ""
    assert message in out.stderr and len(out.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("game, position", [
    ("tavlei", "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ a ² 0"),
    ("shatra", "White: Б53, ш – 39, ⁹ (2); Black: Б10, ш – 1 (2); White to move"),
])
def test_superscript_digits_give_one_line_and_status_2(game, position):
    out = run("legal", game, "--position", position)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.startswith("error: ") and out.stderr.count("\n") == 1


# --lang ru (issue 29 item 4) and who wins (issue 28 item 6) ------------------------

def test_legal_in_russian_reads_and_writes_russian_letters():
    out = run("legal", "kamla", "--lang", "ru", "--moves", "Sd3-d4 Рd6-d5")
    lines = out.stdout.split()
    assert out.returncode == 0 and lines == sorted(lines)
    assert "Кc1-d3" in lines and "Wc1-d3" not in lines


def test_perft_and_playout_speak_russian():
    out = run("perft", "kamla", "2", "--lang", "ru")
    assert out.returncode == 0 and out.stdout.startswith("узлов: 625\nузлов в секунду: ")
    out = run("playout", "tavreli", "--n", "2", "--seed", "1", "--lang", "ru")
    first, *_ = out.stdout.splitlines()
    assert out.returncode == 0 and first.startswith("партий: 2, ходов: ")
    assert "партий в секунду: " in out.stdout and "ходов в секунду: " in out.stdout


MATED = "k7/1Q6/1K6/8/8/8/8/8 b - -"
"""Black's volkhv a8 in check from the knyaz b7, which the volkhv b6 guards: mate."""


@pytest.mark.parametrize("lang, said", [
    ("en", "# game over: White wins (mate)\n"),
    ("ru", "# партия окончена: победа белых (мат)\n"),
])
def test_game_over_in_either_language(lang, said):
    out = run("legal", "tavreli", "--position", MATED, "--lang", lang)
    assert out.returncode == 0 and out.stdout == "" and out.stderr == said


def test_errors_are_prefixed_in_russian_and_quote_the_input():
    out = run("legal", "kamla", "--lang", "ru", "--moves", "Яd3-d4")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.startswith("ошибка: invalid Kamla move 'Яd3-d4'")


def test_an_unknown_language_is_refused_by_argparse():
    out = run("list", "--lang", "de")
    assert out.returncode == 2 and "invalid choice: 'de'" in out.stderr


@pytest.mark.parametrize("name, outcome, lang, said", [
    ("hnefatafl-11", Outcome(1, "the king escaped"), "en", "The defenders win (the king escaped)"),
    ("hnefatafl-11", Outcome(0, "the king captured"), "ru", "победа нападающих (the king captured)"),
    ("senet-kendall", Outcome(0, "bore off"), "en", "The spools win (bore off)"),
    ("kamla", Outcome(1, EndReason.MATE), "en", "Upper World wins (mate)"),
    ("kamla", Outcome(None, EndReason.STILLNESS), "ru", "ничья (ходов нет, Правитель вне удара)"),
    ("tavreli", Outcome(None, EndReason.REPETITION), "en", "draw (repetition)"),
    ("shatra", Outcome(1, EndReason.RESIGNATION), "ru", "победа чёрных (сдача)"),
])
def test_who_wins_agrees_with_the_side(name, outcome, lang, said):
    assert result_text(games.make(name), outcome, lang) == said


def test_every_side_of_every_game_has_its_words_in_both_languages():
    sides = {side for name in games.names() for side in games.make(name).info.players}
    assert set(WINS["en"]) == set(WINS["ru"]) == sides
    assert set(TEXTS["en"]) == set(TEXTS["ru"])
    assert set(REASONS_RU) == set(EndReason)
