"""The tafl board view (ui/views/tafl.py): the start layouts drawn right, the
throne and corners marked, unique click paths and legal targets only."""
from __future__ import annotations

import games
import pytest
from games.tafl import TaflMove
from ui.views import tafl as view
from ui.views.interaction import advance, next_steps

RULESETS = ("tavlei", "hnefatafl-9", "hnefatafl-11")


def _cell(scene, name: str, n: int) -> dict:
    file, rank = "abcdefghijk".index(name[0]), int(name[1:]) - 1
    return next(c for c in scene["cells"] if c["id"] == rank * n + file)


def test_tavlei_start_is_drawn_as_the_spec_lays_it_out():
    game = games.make("tavlei")
    scene = view.scene(game.initial_state())
    assert scene["rows"] == scene["cols"] == 9 and len(scene["cells"]) == 81
    # TF-4: e5 the prince on the throne, a defender on e4, an attacker on a5 (left edge,
    # middle row), d1 an attacker on the bottom row, a1 an empty corner at the bottom left.
    e5 = _cell(scene, "e5", 9)
    assert e5["fill"] == "throne" and e5["piece"] == {"shape": "disc", "side": 1, "king": True}
    assert (e5["row"], e5["col"]) == (4, 4)
    assert _cell(scene, "e4", 9)["piece"] == {"shape": "disc", "side": 1}
    a5 = _cell(scene, "a5", 9)
    assert a5["piece"] == {"shape": "disc", "side": 0} and (a5["row"], a5["col"]) == (4, 0)
    d1 = _cell(scene, "d1", 9)
    assert d1["piece"]["side"] == 0 and (d1["row"], d1["col"]) == (8, 3)
    a1 = _cell(scene, "a1", 9)
    assert a1["fill"] == "corner" and "piece" not in a1 and (a1["row"], a1["col"]) == (8, 0)
    assert a1["name"] == "a1 corner, empty" and e5["name"] == "e5 throne, king"
    assert {c["id"] for c in scene["cells"] if c["fill"] == "corner"} == {0, 8, 72, 80}
    assert scene["files"] == list("abcdefghi")
    assert scene["ranks"] == [str(r) for r in range(9, 0, -1)]


@pytest.mark.parametrize("name, attackers, defenders", [
    ("tavlei", 16, 8), ("hnefatafl-9", 16, 8), ("hnefatafl-11", 24, 12)])
def test_piece_counts_and_fills(name, attackers, defenders):
    game = games.make(name)
    scene = view.scene(game.initial_state())
    pieces = [c["piece"] for c in scene["cells"] if "piece" in c]
    assert sum(p["side"] == 0 for p in pieces) == attackers
    assert sum(p["side"] == 1 and not p.get("king") for p in pieces) == defenders
    assert sum(bool(p.get("king")) for p in pieces) == 1
    n = game.info.board[0]
    throne = [c for c in scene["cells"] if c["fill"] == "throne"]
    assert len(throne) == 1 and throne[0]["id"] == (n // 2) * n + n // 2
    assert {c["fill"] for c in scene["cells"]} == {"square", "throne", "corner"}
    assert sorted(scene["clickable"]) == list(range(n * n))


def test_11x11_king_on_f6():
    game = games.make("hnefatafl-11")
    scene = view.scene(game.initial_state())
    f6 = _cell(scene, "f6", 11)
    assert f6["piece"].get("king") and (f6["row"], f6["col"]) == (5, 5)
    assert _cell(scene, "k11", 11)["fill"] == "corner"
    assert (_cell(scene, "k11", 11)["row"], _cell(scene, "k11", 11)["col"]) == (0, 10)


def test_flip_turns_the_board_round():
    game = games.make("tavlei")
    scene = view.scene(game.initial_state(), flip=True)
    a1 = _cell(scene, "a1", 9)
    assert (a1["row"], a1["col"]) == (0, 8)
    assert scene["files"] == list("ihgfedcba") and scene["ranks"] == [str(r) for r in range(1, 10)]


@pytest.mark.parametrize("name", RULESETS)
def test_click_paths_are_unique_and_lead_to_legal_moves(name):
    game = games.make(name)
    state = game.initial_state()
    moves = game.legal_moves(state)
    paths = {view.click_path(m): m for m in moves}
    assert len(paths) == len(moves)
    assert all(len(p) == 2 for p in paths)
    # Clicking d1 (an attacker of every start) offers exactly its legal targets.
    g = game.geometry
    d1 = g.parse_square("d1")
    prefix, move = advance((), d1, paths)
    assert prefix == (d1,) and move is None
    targets = next_steps(prefix, paths)
    expected = {m.target for m in moves if m.origin == d1}
    assert targets == expected and targets
    scene = view.scene(state, selected={d1}, targets=targets)
    assert set(scene["targets"]) == expected and scene["captures"] == []
    assert all(state.board[t] == 0 for t in scene["targets"])
    # The throne and the corners are never targets of an attacker.
    assert g.throne not in targets and not targets & g.corners
    _, chosen = advance(prefix, min(targets), paths)
    assert chosen in moves and chosen.origin == d1


def test_last_cells_and_throws():
    game = games.make("tavlei")
    g = game.geometry
    move = game.parse_move(game.initial_state(), "d1-d3")
    assert view.last_cells(move) == (g.parse_square("d1"), g.parse_square("d3"))
    assert view.last_cells(None) == ()
    throw = TaflMove(-1, 4)
    assert view.click_path(throw) == () and view.last_cells(throw) == ()
    scene = view.scene(game.apply(game.initial_state(), move), last=view.last_cells(move))
    assert scene["last"] == [g.parse_square("d1"), g.parse_square("d3")]


def test_dice_start_has_no_board_clicks():
    game = games.make("tavlei", dice="distance")
    state = game.initial_state()
    assert all(view.click_path(m) == () for m in game.legal_moves(state))
    state = game.push(state, "[2]")
    paths = {view.click_path(m): m for m in game.legal_moves(state)}
    assert len(paths) == 24


def test_ordinary_corners_are_drawn_as_plain_squares():
    """TD-13: with Saami Tablut's ordinary corners no corner is marked, on the
    play page (``scene_options``) and in a replayed record alike."""
    from ui import replay
    from ui.views import scene_options

    saami = games.make("hnefatafl-9", edge_escape=True, corners_ordinary=True)
    plain = view.scene(saami.initial_state(), **scene_options(view, saami))
    assert {c["fill"] for c in plain["cells"]} == {"square", "throne"}
    assert {c["fill"] for c in replay.scene(saami, saami.initial_state())["cells"]} \
        == {"square", "throne"}
    linnaeus = games.make("hnefatafl-9", edge_escape=True)
    marked = view.scene(linnaeus.initial_state(), **scene_options(view, linnaeus))
    assert {c["id"] for c in marked["cells"] if c["fill"] == "corner"} == {0, 8, 72, 80}
