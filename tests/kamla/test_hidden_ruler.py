"""K-8, K-22: in pair mode each side chooses its Ruler secretly, the opponent's
public view never shows it until the Priest's capture reveals it, and the side
to move can compute its legal moves from its own view."""
import random

import pytest

import games
from games.core import GameError
from games.core.playout import random_game
from games.kamla.board import LOWER, UPPER


@pytest.fixture
def pair():
    return games.make("kamla-pair")


def board_of(text: str) -> str:
    return text.split()[0]


def test_K8_pair_game_starts_with_the_secret_choices(pair):
    state = pair.initial_state()
    assert pair.legal_move_texts(state) == ["R=d1", "R=e1"]
    state = pair.push(state, "R=d1")
    assert pair.legal_move_texts(state) == ["R=d8", "R=e8"]
    state = pair.push(state, "R=e8")
    assert pair.format_position(state) == "enwprwne/1a4a1/ssssssss/8/8/SSSSSSSS/1A4A1/ENWRPWNE L H2h2"
    assert len(pair.legal_moves(state)) == 25


def test_K8_opponent_view_hides_the_ruler_choice(pair):
    state = pair.replay(["R=d1", "R=e8"])
    upper_view = pair.format_position(pair.public_view(state, UPPER))
    lower_view = pair.format_position(pair.public_view(state, LOWER))
    assert board_of(upper_view).endswith("ENWPPWNE") and "r" in board_of(upper_view)
    assert board_of(lower_view).startswith("enwppwne") and "R" in board_of(lower_view)


def test_K8_choice_text_is_masked_for_the_opponent(pair):
    state = pair.initial_state()
    choice = pair.parse_move(state, "R=e1")
    assert pair.public_move_text(state, choice, LOWER) == "R=e1"
    assert pair.public_move_text(state, choice, UPPER) == "R=?"


def test_K8_pair_mode_writes_the_ruler_as_P(pair):
    state = pair.replay(["R=e1", "R=e8"])
    assert "Pe1-e2" in pair.legal_move_texts(state)
    assert "Re1-e2" not in pair.legal_move_texts(state)
    assert pair.push(state, "Re1-e2") == pair.push(state, "Pe1-e2")  # R is still accepted


def test_K8_solo_mode_shows_everything():
    solo = games.make("kamla")
    state = solo.initial_state()
    assert solo.public_view(state, UPPER) == state
    assert "Re1-e2" in solo.legal_move_texts(state)


def test_K22_priest_capture_reveals_the_ruler(pair):
    # Upper's Priest on d7 can be taken by the Lower Eagle on d2 (bow-free file).
    state = pair.parse_position("4r3/3p4/8/8/8/8/3E4/4R3 L -")
    assert pair.format_position(pair.public_view(state, LOWER)).startswith("4p3/3p4")
    after = pair.push(state, "Ed2xd7/a1")
    assert pair.format_position(after) == "4r3/3E+4/8/8/8/8/8/p!3R3 U - r"  # K-15: promoted on d7
    assert board_of(pair.format_position(pair.public_view(after, LOWER))) == "4r3/3E+4/8/8/8/8/8/p!3R3"


@pytest.mark.parametrize("seed", range(8))
def test_ruler_never_in_the_opponents_view(pair, seed):
    game = games.make("kamla-pair", move_limit=300)
    result = random_game(game, random.Random(seed))
    for state in result.states:
        for viewer, hidden_letter in ((LOWER, "r"), (UPPER, "R")):
            view = game.format_position(game.public_view(state, viewer))
            opponent = 1 - viewer
            if not state.revealed[opponent]:
                assert hidden_letter not in board_of(view), view
        if game.outcome(state) is None:
            mover = state.turn
            view = game.public_view(state, mover)
            assert game.legal_move_texts(view) == game.legal_move_texts(state)


def test_K22_a_refused_move_quotes_only_the_senders_public_view(pair):
    state = pair.push(pair.push(pair.initial_state(), "R=d1"), "R=e8")
    for text in ("Sd3-d6", "Pe8-e7", "Rd8-d7", "H@e8", "Sd3xd4"):
        with pytest.raises(GameError) as refused:
            pair.parse_public_move(state, LOWER, text)
        assert "enwprwne" not in str(refused.value), str(refused.value)
    assert pair.parse_public_move(state, LOWER, "Sd3-d4") == pair.parse_move(state, "Sd3-d4")

