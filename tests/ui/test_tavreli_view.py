"""The Tavreli view: the start drawn right, towers as stacks, click paths
unique and prefix-free, clicked targets legal (ui/views/tavreli.py)."""
import random

import pytest

import games
from games.core.playout import random_game
from games.tavreli.board import parse_square
from ui.views import tavreli as view
from ui.views.interaction import advance, next_steps

GAME = games.make("tavreli")


def _cell(scene, square):
    return next(c for c in scene["cells"] if c["id"] == parse_square(square))


def test_start_is_drawn_as_a_chessboard():
    scene = view.scene(GAME.initial_state())
    assert scene["rows"] == scene["cols"] == 8 and len(scene["cells"]) == 64
    assert _cell(scene, "a1")["fill"] == "dark" and _cell(scene, "h1")["fill"] == "light"
    assert _cell(scene, "a1")["row"] == 7 and _cell(scene, "a1")["col"] == 0
    assert scene["files"] == list("abcdefgh") and scene["ranks"][0] == "8"
    # White light (side 1), Black dark (side 0); one piece each, no height label.
    assert _cell(scene, "e1")["piece"] == {"shape": "stack", "items": [{"side": 1, "glyph": "K"}]}
    assert _cell(scene, "d8")["piece"] == {"shape": "stack", "items": [{"side": 0, "glyph": "Q"}]}
    back = "RNBQKBNR"
    for i, f in enumerate("abcdefgh"):
        assert _cell(scene, f + "1")["piece"]["items"] == [{"side": 1, "glyph": back[i]}]
        assert _cell(scene, f + "2")["piece"]["items"] == [{"side": 1, "glyph": "P"}]
        assert _cell(scene, f + "7")["piece"]["items"] == [{"side": 0, "glyph": "P"}]
        assert _cell(scene, f + "8")["piece"]["items"] == [{"side": 0, "glyph": back[i]}]
        for r in "3456":
            assert "piece" not in _cell(scene, f + r)
    assert _cell(scene, "e2")["name"] == "e2 White ratnik (becomes helgi)"


def test_flip_puts_rank_1_on_top():
    scene = view.scene(GAME.initial_state(), flip=True)
    assert _cell(scene, "a1")["row"] == 0 and _cell(scene, "a1")["col"] == 7
    assert scene["files"] == list("hgfedcba") and scene["ranks"][0] == "1"


def test_towers_are_stacks_bottom_to_top_with_their_height():
    state = GAME.parse_position("7k/8/8/3[PBnQ+]4/8/8/8/K7 b - -")
    piece = _cell(view.scene(state), "d5")["piece"]
    # Bottom to top: White ratnik, Black vsadnik, White promoted knyaz (White's tower).
    assert piece == {"shape": "stack", "label": "3", "items": [
        {"side": 1, "glyph": "P"}, {"side": 0, "glyph": "N"}, {"side": 1, "glyph": "Q"}]}
    assert _cell(view.scene(state), "d5")["name"].startswith("d5 tower of 3, top to bottom: "
                                                             "White promoted knyaz")


def test_a_chosen_split_count_shows_on_the_selected_tower():
    state = GAME.parse_position("7k/8/8/3[PBnQ+]4/8/8/8/K7 w - -")
    sq = parse_square("d5")
    scene = view.scene(state, selected={sq, "k=2"})
    assert _cell(scene, "d5")["piece"]["label"] == "2/3" and scene["selected"] == [sq]


def test_click_paths():
    state = GAME.parse_position("7k/8/8/3[PBnQ+]4/8/8/8/K7 w - -")
    move = GAME.parse_move(state, "d5(2)-d8")
    assert view.click_path(move) == (parse_square("d5"), "k=2", parse_square("d8"))
    whole = GAME.parse_move(state, "d5-d8")
    assert view.click_path(whole) == (parse_square("d5"), parse_square("d8"))
    assert view.split_label("k=2") == "move the top 2" and view.split_count(12) is None


def test_castling_and_en_passant_paths_and_last_cells():
    state = GAME.parse_position("r3k2r/8/8/3pqPH3/8/8/8/R3K2R w KQkq d6")
    castle = GAME.parse_move(state, "O-O")
    assert view.click_path(castle) == (4, 6) and view.last_cells(castle) == (4, 6, 7, 5)
    ep = GAME.parse_move(state, "e5xd6")
    assert view.click_path(ep) == (parse_square("e5"), parse_square("d6"))
    assert view.last_cells(ep) == (parse_square("e5"), parse_square("d6"), parse_square("d5"))
    assert view.last_cells(None) == ()


def _check_paths(state):
    moves = GAME.legal_moves(state)
    paths = {view.click_path(m): m for m in moves}
    assert len(paths) == len(moves), "every click path is unique"
    for path in paths:
        for n in range(1, len(path)):
            assert path[:n] not in paths, "no path is the prefix of another"
    return paths


@pytest.mark.parametrize("seed", range(4))
def test_click_paths_unique_and_clicking_them_plays_the_move(seed):
    result = random_game(GAME, random.Random(500 + seed), max_plies=300)
    for state in result.states[:-1]:
        paths = _check_paths(state)
        for path, move in list(paths.items())[:40]:
            prefix, done = (), None
            for step in path:
                assert step in next_steps(prefix, paths)
                prefix, done = advance(prefix, step, paths)
            assert done == move


def test_targets_are_legal_and_split_into_dots_and_rings():
    state = GAME.parse_position("7k/8/3r4/3[PBnQ+]4/8/8/8/K7 w - -")
    paths = _check_paths(state)
    d5 = parse_square("d5")
    steps = next_steps((d5,), paths)
    assert {s for s in steps if isinstance(s, str)} == {"k=1", "k=2"}
    cells = {s for s in steps if isinstance(s, int)}
    legal_targets = {m.target for m in GAME.legal_moves(state) if m.origin == d5}
    assert cells == legal_targets
    scene = view.scene(state, selected={d5}, targets=steps)
    assert scene["captures"] == [parse_square("d6")]
    assert set(scene["targets"]) == cells - {parse_square("d6")}
    after_k = next_steps((d5, "k=1"), paths)
    assert after_k == {m.target for m in GAME.legal_moves(state) if m.origin == d5 and m.count == 1}
