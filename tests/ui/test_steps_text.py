"""Issue 12: the end panel counts what the record holds, with the right
plural ("1 move", never "1 moves"); issue 25: numbered as the move list
numbers it."""
import random

from games.core import CHANCE, chance
from tests.play.test_lifecycle import _memory
from play.text import counted
from ui.common import steps_text
from play.session import PlaySession


def test_counted_nouns():
    assert [counted(n, "move") for n in (0, 1, 2, 11)] == ["0 moves", "1 move", "2 moves",
                                                           "11 moves"]


def test_a_game_without_chance_counts_full_moves_as_the_move_list():
    """Issue 25: two plies are one move, as the move list numbers them."""
    session = PlaySession.start("kamla", "solo", connect=_memory())
    assert steps_text(session) == "0 moves"
    session.play("Sd3-d4")
    assert steps_text(session) == "1 move"
    session.play("Sd6-d5")
    assert steps_text(session) == "1 move"
    session.play(session.legal_texts()[0])
    assert steps_text(session) == "2 moves"


def test_a_senet_record_counts_the_turns_its_move_list_shows():
    session = PlaySession.start("senet-kendall", "solo", connect=_memory())
    rng = random.Random(3)
    while len(session.record) < 12:
        game, state = session.game, session.state
        if game.to_move(state) == CHANCE:
            session.play_move(chance.sample(game.chance_outcomes(state), rng))
        else:
            session.play_move(game.legal_moves(state)[0])
    turns = session.state.turn
    assert 1 < turns < 12  # a turn holds its throws and moves
    assert steps_text(session) == counted(turns, "turn")


def test_the_count_in_russian_takes_its_form():
    session = PlaySession.start("kamla", "solo", connect=_memory())
    assert steps_text(session, "ru") == "0 ходов"
    session.play("Sd3-d4")
    assert steps_text(session, "ru") == "1 ход"
