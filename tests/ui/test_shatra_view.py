"""The Altai Shatra board view: cells for the 7x14 grid, pieces, click paths."""
from __future__ import annotations

import games
from ui.views import shatra as view
from ui.views.interaction import advance, next_steps

GAME = games.make("shatra")

POSITIONS = [
    GAME.format_position(GAME.initial_state()),
    # seed fig. 7: batyr series, stops in the gate 10
    "White: Б62 б49 (2); Black: Б1, ш – 13, 15, 28, 31, 33 (6); White to move",
    # a white shatra in the black gate after a stop: capture, steps, placements
    "White: Б53, ш – 10 (2); Black: Б2, ш – 14 (2); White to move",
    # the biy may stop its series on 32 or go on to 20, or step away
    "White: Б46 (1); Black: Б1, ш – 13, 26, 39 (4); White to move",
    # a biy on its gate with placements and a capture landing on a placement square
    "White: Б53, ш – 52 (2); Black: Б1, ш – 48 (2); White to move",
]


def _cells(scene):
    return {c["id"]: c for c in scene["cells"]}


def test_every_square_of_the_start_has_its_piece():
    scene = view.scene(GAME.initial_state())
    cells = _cells(scene)
    assert (scene["rows"], scene["cols"]) == (14, 7)
    assert len(scene["cells"]) == 98
    for sq in range(1, 63):
        cell = cells[sq]
        assert cell["label"] == str(sq)
        piece = cell.get("piece")
        if sq in (53, 10):
            assert piece == {"shape": "disc", "side": 1 if sq == 53 else 0, "king": True}
        elif 39 <= sq <= 62:
            assert piece == {"shape": "disc", "side": 1}  # White: light
        elif sq <= 24:
            assert piece == {"shape": "disc", "side": 0}  # Black: dark
        else:
            assert piece is None and "empty" in cell["name"]


def test_terrain_walls_fortresses_gates():
    cells = _cells(view.scene(GAME.initial_state()))
    fills = {sq: cells[sq]["fill"] for sq in range(1, 63)}
    fortresses = set(range(1, 10)) | set(range(54, 63))
    assert {sq for sq, f in fills.items() if f == "fortress"} == fortresses
    assert {sq for sq, f in fills.items() if f == "gate"} == {10, 53}
    walls = [c for c in cells.values() if c["fill"] == "off"]
    assert len(walls) == 36 and all(c["id"] >= view.WALL_ID for c in walls)
    # the gate 10 sits in row 3, column d; square 11 at row 4, column a
    assert (cells[10]["row"], cells[10]["col"]) == (3, 3)
    assert (cells[11]["row"], cells[11]["col"]) == (4, 0)


def test_ditch_and_road_lines():
    lines = view.scene(GAME.initial_state())["lines"]
    ditch = [ln for ln in lines if ln["y1"] == ln["y2"]]
    assert ditch and all(abs(ln["y1"] - 7) < 0.1 and (ln["x1"], ln["x2"]) == (0, 7) for ln in ditch)
    road = [ln for ln in lines if ln["x1"] == ln["x2"]]
    assert road == [{"x1": 3.5, "y1": 0.5, "x2": 3.5, "y2": 13.5}]


def test_flip_turns_the_board_round():
    cells = _cells(view.scene(GAME.initial_state(), flip=True))
    assert (cells[53]["row"], cells[53]["col"]) == (3, 3)
    assert (cells[62]["row"], cells[62]["col"]) == (0, 2)
    assert (cells[11]["row"], cells[11]["col"]) == (9, 6)


def test_batyr_piece_is_ringed():
    state = GAME.parse_position(POSITIONS[1])
    assert _cells(view.scene(state))[49]["piece"] == {
        "shape": "disc", "side": 1, "ring": True, "glyph": "б"}


def test_click_paths_are_unique_and_none_hides_another():
    for text in POSITIONS:
        state = GAME.parse_position(text)
        moves = GAME.legal_moves(state)
        paths = [view.click_path(m) for m in moves]
        assert len(set(paths)) == len(paths), text
        for path in paths:  # a completed path never blocks a longer one
            assert not any(other != path and other[: len(path)] == path for other in paths)


def test_every_legal_move_is_reachable_by_clicks():
    for text in POSITIONS:
        state = GAME.parse_position(text)
        paths = {view.click_path(m): m for m in GAME.legal_moves(state)}
        for path, move in paths.items():
            prefix, done = (), None
            for step in path:
                prefix, done = advance(prefix, step, paths)
            assert done == move


def test_targets_are_legal_landings():
    state = GAME.parse_position(POSITIONS[1])
    paths = {view.click_path(m): m for m in GAME.legal_moves(state)}
    targets = next_steps((49,), paths)
    assert targets == {10, 21, 14, 8, 5, 2, 25}
    scene = view.scene(state, selected={49}, targets=targets)
    assert set(scene["targets"]) == targets and scene["captures"] == []
    assert scene["selected"] == [49]
    # after 49 and 25, the gate 10 (a stop is possible there) and the row squares
    assert next_steps((49, 25), paths) == {10, 9, 29, 30}
    assert view.STOP in next_steps((49, 25, 10), paths)


def test_click_path_shapes_and_last_cells():
    state = GAME.parse_position(POSITIONS[2])
    by_text = {GAME.format_move(state, m): m for m in GAME.legal_moves(state)}
    assert view.click_path(by_text["10:21"]) == (10, 21)
    assert view.click_path(by_text["10-8"]) == (10, 8)
    assert view.click_path(by_text["10*33"]) == (10, view.PLACE, 33)
    assert view.last_cells(by_text["10:21"]) == (10, 21)
    start = GAME.initial_state()
    drop = GAME.parse_move(start, "54*33")
    assert view.click_path(drop) == (54, 33) and view.last_cells(drop) == (54, 33)
    state = GAME.parse_position(POSITIONS[3])
    halt = GAME.parse_move(state, "Б46:32")
    assert view.click_path(halt) == (46, 32, view.STOP)
    assert view.last_cells(GAME.parse_move(state, "Б46:32:20")) == (46, 32, 20)
    assert view.last_cells(None) == ()
