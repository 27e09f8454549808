"""The games command line on the tafl rulesets."""
from tests.cli import run


def test_list_shows_the_tafl_rulesets():
    out = run("list").stdout
    assert all(name in out for name in ("tavlei", "hnefatafl-9", "hnefatafl-11", "copenhagen",
                                        "fetlar"))


def test_legal_after_moves():
    # After d1-d3 the defender e3 is hemmed in on the left by d3: right f3 g3 h3 i3 only.
    out = run("legal", "tavlei", "--moves", "d1-d3")
    lines = out.stdout.split()
    assert out.returncode == 0 and lines == sorted(lines)
    assert {m for m in lines if m.startswith("e3-")} == {"e3-f3", "e3-g3", "e3-h3", "e3-i3"}


def test_perft_depth_1():
    out = run("perft", "hnefatafl-11", "1")
    assert out.returncode == 0 and "nodes 116" in out.stdout


def test_bad_move_and_position():
    out = run("legal", "tavlei", "--moves", "e1-e3")
    assert out.returncode == 2 and "illegal Tavlei move 'e1-e3'" in out.stderr
    out = run("legal", "tavlei", "--position", "/9/ a")
    assert out.returncode == 2 and "invalid Tavlei position" in out.stderr
