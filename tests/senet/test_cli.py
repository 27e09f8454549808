"""The games command line with the Senet rulesets."""
from tests.cli import run


def test_list_shows_the_senet_rulesets():
    out = run("list")
    assert out.returncode == 0
    for name in ("senet-kendall", "senet-bell", "senet-cycles", "senet-modern"):
        assert name in out.stdout


def test_legal_after_throws_and_moves():
    # Seat B throws the first 1 and plays Spools: 10-11, then a 3. Spools 2, 4, 6, 8, 11
    # against lone Cones on 1..9: 2x5, 4x7, 6x9 each pass one enemy; 8->11 is own.
    out = run("legal", "senet-kendall", "--moves", "[2] [1] 10-11 [3]")
    assert out.returncode == 0
    assert out.stdout.split() == ["11-14", "2x5", "4x7", "6x9"]
    out = run("legal", "senet-kendall")
    assert out.stdout.split() == ["[1]", "[2]", "[3]", "[4]", "[5]"]


def test_playout_uses_the_fast_path_and_prints_rates():
    out = run("playout", "senet-kendall", "--n", "50", "--seed", "1")
    assert out.returncode == 0 and "games/s" in out.stdout and "moves/s" in out.stdout
    assert "unfinished" not in out.stdout


def test_bad_senet_input_gives_one_line():
    out = run("legal", "senet-kendall", "--moves", "[1] 10-12")
    assert out.returncode == 2 and "illegal Senet move '10-12'" in out.stderr
    out = run("legal", "senet-kendall", "--position", "nonsense")
    assert out.returncode == 2 and "invalid Senet position 'nonsense'" in out.stderr
