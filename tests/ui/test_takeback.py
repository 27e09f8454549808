"""Takeback against the computer (issue 15): back to where the person last
decided, in one save that states what it extends, and the Ruler-threat test
(games.kamla.analysis) gives the same answer on the viewer's public view,
where the opponent's Ruler is hidden."""
import random

import pytest

import games
from games.core import CHANCE
from games.kamla.analysis import ruler_threatened
from readings import db, saved_games
from ui import computer
from play.session import PlaySession


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    return tmp_path


def stored(game_id: int) -> saved_games.SavedGame:
    return saved_games.load(db.open_database(), game_id)


def against_the_computer(ruleset: str) -> PlaySession:
    return PlaySession.start(ruleset, "computer", querent=0,
                             clock={"computer": computer.setting([1], "gentle")})


def test_takeback_goes_back_to_the_persons_last_decision_in_one_save():
    session = against_the_computer("kamla-pair")
    for text in ["R=e1", "R=e8", "Sd3-d4", "Sd6-d5"]:
        session.play(text)
    assert session.takeback_plies(0) == 2 and session.takeback_plies(1) == 1
    assert session.take_back(0)
    assert session.record == ["R=e1", "R=e8"] == stored(session.game_id).record
    game = games.make("kamla-pair")
    assert session.state == game.push(game.push(game.initial_state(), "R=e1"), "R=e8")
    assert session.take_back(0) and session.record == [] == stored(session.game_id).record
    assert session.takeback_plies(0) == 0 and not session.take_back(0)


def test_a_takeback_in_a_stale_tab_loses_nothing_stored():
    first = against_the_computer("kamla-pair")
    for text in ["R=e1", "R=e8", "Sd3-d4", "Sd6-d5"]:
        first.play(text)
    second = PlaySession.resume(first.game_id)  # the same game in another tab
    second.play("Sc3-c4")
    assert not first.take_back(0)
    assert "changed in another tab" in first.problem
    assert first.record == stored(first.game_id).record == \
        ["R=e1", "R=e8", "Sd3-d4", "Sd6-d5", "Sc3-c4"]


def test_no_takeback_once_the_game_is_over():
    session = against_the_computer("kamla")
    session.play("Sd3-d4")
    session.resign(0)
    assert session.takeback_plies(0) == 0 and not session.take_back(0)


def test_in_senet_the_throw_before_the_persons_move_stays():
    session = against_the_computer("senet-kendall")
    rng = random.Random(5)
    game = session.game
    while sum(game.to_move(s) == 1 for s in session.states) < 1 or \
            game.to_move(session.state) != CHANCE or game.chance_owner(session.state) != 0:
        session.play(session.legal_texts()[rng.randrange(len(session.legal_texts()))])
    decided = max(i for i, s in enumerate(session.states[:-1]) if game.to_move(s) == 0)
    kept = session.record[:decided]
    assert game.to_move(session.states[decided - 1]) == CHANCE  # the throw that came first
    assert session.take_back(0)
    assert session.record == kept == stored(session.game_id).record
    assert game.to_move(session.state) == 0  # the person decides again, on the same throw


def test_the_ruler_threat_is_the_same_seen_from_either_side():
    game = games.make("kamla-pair")
    rng = random.Random(3)
    attacked = 0
    for _ in range(30):
        state = game.initial_state()
        for _ in range(40):
            if game.outcome(state) is not None:
                break
            for side in (0, 1):
                assert ruler_threatened(game.public_view(state, side), side) == \
                    ruler_threatened(state, side)
                attacked += ruler_threatened(state, side)
            state = game.apply(state, rng.choice(game.legal_moves(state)))
    assert attacked  # some positions had a Ruler attacked, or the test proves nothing
