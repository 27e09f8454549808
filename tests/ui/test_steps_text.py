"""Issue 12: the end panel counts what the record holds, with the right
plural for every count and kind of step ("1 throw and 1 move", never
"1 throws and moves")."""
import random

from games.core import CHANCE, chance
from tests.play.test_lifecycle import _memory
from ui.common import counted, steps_text
from play.session import PlaySession


def test_counted_nouns():
    assert [counted(n, "move") for n in (0, 1, 2, 11)] == ["0 moves", "1 move", "2 moves",
                                                           "11 moves"]


def test_a_game_without_chance_counts_moves():
    session = PlaySession.start("kamla", "solo", connect=_memory())
    assert steps_text(session) == "0 moves"
    session.play("Sd3-d4")
    assert steps_text(session) == "1 move"
    session.play("Sd6-d5")
    assert steps_text(session) == "2 moves"


def test_a_senet_record_counts_throws_and_moves_apart():
    session = PlaySession.start("senet-kendall", "solo", connect=_memory())
    rng = random.Random(3)
    while len(session.record) < 12:
        game, state = session.game, session.state
        if game.to_move(state) == CHANCE:
            session.play_move(chance.sample(game.chance_outcomes(state), rng))
        else:
            session.play_move(game.legal_moves(state)[0])
        throws = sum(game.to_move(s) == CHANCE for s in session.states[:-1])
        moves = len(session.record) - throws
        text = steps_text(session)
        assert text == f"{counted(throws, 'throw')} and {counted(moves, 'move')}"
        assert "1 throws" not in text and "1 moves" not in text
        if len(session.record) == 1:
            assert text == "1 throw and 0 moves"
