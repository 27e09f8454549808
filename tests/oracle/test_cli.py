"""``python -m oracle``: the reading exactly as the app builds it, the JSON
form, and bad input as one line on stderr with exit status 2."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from games.core import Outcome
from oracle import read
from oracle.cli import main
from tests.oracle.corpus import KAMLA_MATE

ROOT = Path(__file__).resolve().parents[2]


def test_the_command_prints_the_apps_reading(capsys) -> None:
    assert main(["read", "kamla", "--moves", " ".join(KAMLA_MATE), "--question",
                 "Should I go or stay?", "--side", "upper"]) == 0
    printed = capsys.readouterr().out
    expected = read("kamla", KAMLA_MATE, question="Should I go or stay?", querent=1)
    assert printed == expected.text + "\n"


def test_the_command_reads_in_russian(capsys) -> None:
    """Issue 29: ``--lang ru`` prints the Russian reading the app builds."""
    asked = "Уйти или остаться?"
    assert main(["read", "kamla", "--moves", " ".join(KAMLA_MATE), "--question", asked,
                 "--side", "upper", "--lang", "ru"]) == 0
    printed = capsys.readouterr().out
    expected = read("kamla", KAMLA_MATE, question=asked, querent=1, lang="ru")
    assert printed == expected.text + "\n"
    assert "Ваш вопрос: " + asked in printed and "Your question" not in printed
    assert main(["read", "kamla", "--moves", " ".join(KAMLA_MATE), "--question", asked,
                 "--side", "Верхний Мир", "--lang", "ru"]) == 0
    assert capsys.readouterr().out == printed
    assert main(["read", "kamla", "--moves", "Sd3-d4", "--lang", "ru", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["lang"] == "ru"


def test_json_has_title_text_sections_and_prompts(capsys) -> None:
    assert main(["read", "kamla", "--moves", " ".join(KAMLA_MATE[:4]), "--resigned", "1",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    expected = read("kamla", KAMLA_MATE[:4], declared=Outcome(0, "resignation"))
    assert data["title"] == expected.title and data["text"] == expected.text
    assert [s["heading"] for s in data["sections"]] == [s.heading for s in expected.sections]
    assert all(set(s) >= {"heading", "text"} for s in data["sections"])
    assert data["prompts"] == expected.prompts and data["prompts"]


def test_declared_endings_and_options_on_the_command_line(capsys) -> None:
    assert main(["read", "kamla", "--moves", "Sd3-d4 Sd6-d5", "--option", "move_limit=2"]) == 0
    assert "move limit" in capsys.readouterr().out
    assert main(["read", "kamla", "--moves", "Sd3-d4", "--agreed-draw"]) == 0
    assert "agreed to end the game without a winner" in capsys.readouterr().out
    assert main(["read", "kamla", "--moves", "Sd3-d4", "--stopped"]) == 0
    assert "stopped after 1 move" in capsys.readouterr().out


@pytest.mark.parametrize("args", [
    ["read", "no-such-game"], ["read", "kamla", "--moves", "Sd3-d9"],
    ["read", "kamla", "--option", "colour=red"], ["read", "kamla", "--option", "move_limit"],
    ["read", "kamla", "--option", "move_limit=0"], ["read", "kamla", "--side", "middle"],
    ["read", "kamla", "--resigned", "0", "--stopped"], ["read"], ["bogus"],
    ["read", "kamla", "--lang", "fr"],
])
def test_bad_input_is_one_line_on_stderr_and_exit_2(args) -> None:
    done = subprocess.run([sys.executable, "-m", "oracle", *args], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: "), done.stderr
