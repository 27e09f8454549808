"""The games command line: output format and exit codes."""
import pytest

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
