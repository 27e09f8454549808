"""The tafl page's records (ui/tafl_records.py): what an imported file says,
opening it as a game, and the record of a finished game."""
from __future__ import annotations

import pytest

from games.core import GameError
from games.tafl.records import parse_record
from tests.app.conftest import app
from ui import tafl_records
from play.session import PlaySession

RECORD = "[variant:copenhagen]\n[attackers:Ann]\n1. h1-h3 e7-e10\n2. d11-d10xe10xe10 e6-e9\n"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))


def test_a_legal_record_opens_as_a_solo_game():
    said, moves, setup = tafl_records.summary(RECORD)
    assert said == "All 4 moves are legal under Copenhagen Hnefatafl; the game goes on."
    assert moves == ["h1-h3", "e7-e10", "d11-d10xe10", "e6-e9"]
    assert setup["ruleset"] == "copenhagen" and setup["players"] == ["Ann", ""]
    tafl_records._open(setup, moves)  # outside a page, session_state is a plain dict
    session = tafl_records.st.session_state[tafl_records.SESSION_KEY]
    assert session.record == moves and session.mode == "solo"


def test_a_record_that_stops_says_where_and_why():
    said, moves, setup = tafl_records.summary("[variant:copenhagen]\nh1-h3 e7-e10 d11-d10xe9\n")
    assert said.startswith("2 of 3 moves are legal under Copenhagen Hnefatafl; move 3 "
                           "'d11-d10xe9' is not: ")
    assert "wrong captures" in said and moves == ["h1-h3", "e7-e10"]
    assert not setup["complete"]


def test_an_unreadable_record_raises_a_game_error():
    with pytest.raises(GameError, match="names no variant"):
        tafl_records.summary("d1-d3\n")


def test_a_finished_game_downloads_as_a_record_that_replays():
    session = PlaySession.start("fetlar", "two players", players=["Ann", "Bo"])
    for text in ("d1-d3", "f4-c4"):
        session.play(text)
    session.resign(1)
    at = app("tafl", tafl_session=session).run()
    assert not at.exception
    text = tafl_records.format_record(session.game, session.record,
                                      {"attackers": "Ann", "end": "resignation"},
                                      outcome=session.outcome)
    record = parse_record(text)
    assert record.tags["result"] == "attackers" and record.moves == ("d1-d3", "f4-c4")


def test_the_page_offers_copenhagen_and_fetlar():
    at = app("tafl").run()
    at.radio(key="tafl_setup_ruleset").set_value("Copenhagen").run()
    at.button(key="tafl_begin").click().run()
    assert not at.exception
    assert at.session_state["tafl_session"].game.info.name == "copenhagen"


def test_a_record_is_summed_up_in_russian():
    said, moves, _ = tafl_records.summary("[variant:copenhagen]\nh1-h3 e7-e10\n", "ru")
    assert said == ("Все ходы записи (2) возможны по правилам «Копенгагенский хнефатафл»; "
                    "партия продолжается.") and len(moves) == 2
