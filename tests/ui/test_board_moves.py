"""The legal moves a play page's scene carries to the browser (issue 28 item 5):
every move's click path, so that the browser selects a piece and shows its
targets itself; hand-built positions with the exact targets the rules give.
And the server's side: a move the browser sends is played only if it is one of
the legal moves now, and a forged one is refused, saying so, changing nothing."""
from __future__ import annotations

import json

import pytest
import streamlit as st

import games
from play.session import PlaySession
from tests.tafl.helpers import position
from ui.components.board import chosen_steps
from ui.views import kamla, senet, shatra, tafl, tavreli
from ui.views.interaction import move_data, next_steps


def data(game, view, state) -> dict:
    """The scene's move data for ``state``, as a play page builds it."""
    paths = {p: m for m in game.legal_moves(state) if (p := view.click_path(m))}
    return json.loads(json.dumps(move_data(paths, ())))  # what the browser receives


def targets(data: dict, *prefix) -> set:
    """The next steps the browser shows after ``prefix``."""
    return next_steps(prefix, {tuple(p): p for p in data["moves"]})


def starts(data: dict) -> set:
    return {p[0] for p in data["moves"]}


def test_kamla_the_start_shell_e3_goes_to_e4_only_and_upper_pieces_start_nothing():
    moves = data(games.make("kamla"), kamla, games.make("kamla").initial_state())
    assert targets(moves, 20) == {28}  # e3 -> e4
    assert targets(moves, 17) == {25}  # b3 -> b4
    assert not starts(moves) & set(range(40, 64))  # Upper World does not move first
    assert moves["prefix"] == [] and moves["oneClick"] is False


def test_kamla_pair_choice_of_the_ruler_is_one_click_on_a_tent_piece():
    game = games.make("kamla-pair")
    assert data(game, kamla, game.initial_state())["moves"] == [[3], [4]]  # d1, e1


def test_senet_a_throw_of_two_moves_each_spool_two_squares_or_off():
    game = games.make("senet-kendall")
    state = game.parse_position(".S..C...../........../........S. S:K0:3 C:K0:4 odd:- S[2] t9")
    moves = data(game, senet, state)
    assert moves["moves"] == [[2, 4], [29, senet.OFF]]
    assert targets(moves, 29) == {senet.OFF}


def test_shatra_a_series_the_biy_may_stop_offers_the_page_s_stop_step():
    game = games.make("shatra")
    state = game.parse_position("White: Б46 (1); Black: Б1, ш – 13, 26, 39 (4); White to move")
    moves = data(game, shatra, state)
    assert starts(moves) == {46}
    assert targets(moves, 46) == {32, 40, 47}
    assert targets(moves, 46, 32) == {shatra.STOP, 20}  # "stop" is a button of the page


def test_shatra_a_piece_in_the_gate_may_be_placed_by_its_reserve_right():
    game = games.make("shatra")
    state = game.parse_position("White: Б53, ш – 10 (2); Black: Б2, ш – 14 (2); White to move")
    moves = data(game, shatra, state)
    assert targets(moves, 10) == {shatra.PLACE, 7, 8, 9, 21}
    assert targets(moves, 10, shatra.PLACE) == set(range(11, 53)) - {14}


def test_tafl_an_attacker_slides_until_a_piece_stops_it():
    state = position({"e5": "K", "b2": "t", "b5": "T", "d2": "T"}, "a")
    moves = data(games.make("tavlei"), tafl, state)
    assert moves["moves"] == [[10, 1], [10, 9], [10, 11], [10, 19], [10, 28]]  # b1 a2 c2 b3 b4


def test_tavreli_a_tower_offers_its_split_counts_and_a_lone_volkhv_its_steps():
    game = games.make("tavreli")
    state = game.parse_position("7k/8/8/3[PBnQ+]4/8/8/8/K7 w - -")
    moves = data(game, tavreli, state)
    assert targets(moves, 0) == {1, 8, 9}  # the volkhv on a1
    d5 = 35
    assert {"k=1", "k=2"} <= targets(moves, d5)
    assert targets(moves, d5, "k=1") == targets(moves, d5, "k=2") == targets(moves, d5) - {
        "k=1", "k=2"}


# The server's side of a move sent from the browser ------------------------------------

@pytest.fixture
def screen(tmp_path, monkeypatch):
    """A solo Tavlei game on the shared play screen, in Streamlit's bare mode."""
    from ui.generic_page import GamePage, GameScreen

    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    page = GameScreen(GamePage("tafl", "Tavlei", "", (("Tavlei", "tavlei"),), tafl))
    st.session_state[page.k("session")] = PlaySession.start("tavlei", "solo")
    yield page
    for key in list(st.session_state):
        if str(key).startswith("tafl_"):
            del st.session_state[key]


def send(page, name: str, steps) -> None:
    st.session_state[page.k("board")] = {name: steps}
    (page.on_board_move if name == "move" else page.on_board_select)()


def test_a_forged_move_is_refused_with_its_clicks_quoted_and_changes_nothing(screen):
    before = screen.session.state
    send(screen, "move", [3, 75])  # an attacker from d1 to d9: through the pieces
    assert screen.session.state == before and not screen.session.record
    assert st.session_state[screen.k("error")] == "No legal move is made by the clicks 3 → 75."


def test_a_legal_move_from_the_browser_is_played_through_the_move_text(screen):
    send(screen, "move", [3, 2])  # d1 -> c1
    assert screen.session.record == ["d1-c1"]
    assert st.session_state[screen.k("prefix")] == ()


def test_a_selection_is_kept_only_if_some_move_continues_it(screen):
    send(screen, "select", [3])
    assert st.session_state[screen.k("prefix")] == (3,)
    send(screen, "select", [40])  # the prince on the throne: the attackers are to move
    assert st.session_state[screen.k("prefix")] == ()


@pytest.mark.parametrize("value", [[20, True], [20, 2.5], ["x" * 17], [None], "20,28",
                                   list(range(40)), {"a": 1}])
def test_anything_but_a_short_list_of_cells_and_names_is_no_move(value):
    st.session_state["probe_board"] = {"move": value}
    try:
        assert chosen_steps("probe_board", "move") is None
    finally:
        del st.session_state["probe_board"]
