"""The computer's step in the app: a throw at a chance node, otherwise a move
chosen with the game's earlier states (so that it can see repetitions the
public view does not record, as in Kamla pair mode)."""
import random

from ui import computer
from play.session import PlaySession


def test_the_computer_is_given_the_earlier_states(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    session = PlaySession.start("kamla-pair", "computer")
    for text in ("R=e1", "R=e8", "Sd3-d4"):
        session.play(text)
    asked = {}
    real = computer.choose_move

    def spy(game, state, **kwargs):
        asked.update(kwargs, state=state)
        return real(game, state, **kwargs)

    monkeypatch.setattr(computer, "choose_move", spy)
    before = list(session.states)
    computer.step(session, random.Random(3))
    assert asked["state"] is before[-1]
    assert list(asked["earlier"]) == before[:-1]
    assert len(session.record) == 4


def test_at_a_throw_the_computer_throws(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    session = PlaySession.start("senet-kendall", "computer")
    computer.step(session, random.Random(1))
    assert len(session.record) == 1 and session.record[0].startswith("[")


def test_a_step_that_cannot_be_saved_is_taken_back_and_said(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    session = PlaySession.start("senet-kendall", "computer")
    other_tab = PlaySession.resume(session.game_id)
    other_tab.play(other_tab.legal_texts()[0])
    assert computer.step(session, random.Random(1)) is False
    assert session.record == other_tab.record and "another tab" in session.problem
