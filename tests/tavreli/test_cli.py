"""The games command line with Tavreli (python -m games ... tavreli)."""
from tests.cli import run


def test_list_shows_tavreli():
    out = run("list")
    assert out.returncode == 0 and "tavreli" in out.stdout


def test_legal_after_moves():
    out = run("legal", "tavreli", "--moves", "e2-e4 d7-d5")
    lines = out.stdout.split()
    assert out.returncode == 0 and lines == sorted(lines) and "e4xd5" in lines and "e4-e5" in lines


def test_perft_start():
    out = run("perft", "tavreli", "2")
    assert out.returncode == 0 and "nodes 1519" in out.stdout


def test_playout_runs_to_the_end():
    out = run("playout", "tavreli", "--n", "3", "--seed", "1")
    assert out.returncode == 0 and "unfinished" not in out.stdout


def test_bad_input_gives_one_line_and_exit_code_2():
    out = run("legal", "tavreli", "--moves", "e2-e5")
    assert out.returncode == 2 and "illegal Tavreli move 'e2-e5'" in out.stderr
    out = run("legal", "tavreli", "--position", "8/8 w - -")
    assert out.returncode == 2 and "invalid Tavreli position" in out.stderr
