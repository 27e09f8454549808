"""The replay's narrowing helpers: the ending of a finished record, its winner,
and the game as its family's class; each refuses a record it does not fit."""
from __future__ import annotations

import pytest

from games.core import Outcome
from games.senet import Senet
from games.tafl import Tafl
from oracle.replay import NotOverError, replay


def test_ended_and_winner_of_a_won_record() -> None:
    rp = replay("tavlei", ["a4-a3"], declared=Outcome(1, "resignation"))
    assert (rp.ended, rp.winner) == (Outcome(1, "resignation"), 1)


def test_an_open_record_has_no_ending() -> None:
    rp = replay("tavlei", ["a4-a3"])
    with pytest.raises(NotOverError, match=r"tavlei record \['a4-a3'\] is not over"):
        _ = rp.ended
    with pytest.raises(NotOverError):
        _ = rp.winner


def test_a_drawn_record_has_no_winner() -> None:
    rp = replay("tavlei", [], declared=Outcome(None, "agreed draw"))
    assert rp.ended.is_draw
    with pytest.raises(NotOverError, match=r"is drawn \(agreed draw\)"):
        _ = rp.winner


def test_game_as_its_family_and_not_another() -> None:
    rp = replay("tavlei", [])
    assert isinstance(rp.game_as(Tafl), Tafl)
    with pytest.raises(TypeError, match="a Senet reading was asked of a 'tavlei' record"):
        rp.game_as(Senet)
