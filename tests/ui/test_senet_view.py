"""The Senet board view (ui/views/senet.py): the road's chevrons point the way
the player to act travels (S-1 in Kendall, the other way in Bell), the
opening's throws are named as the opening, and one click moves a piece with
one destination (ui/views/interaction.py)."""
from __future__ import annotations

import games
from games.senet.board import OFF
from ui.views import senet as view
from ui.views.interaction import advance


def chevron_tips(scene: dict) -> list[tuple[float, float]]:
    """Each chevron's tip (both its strokes end there), in cells."""
    lines = scene["lines"]
    assert all(line["cls"] == "track" for line in lines) and len(lines) % 2 == 0
    tips = [(a["x2"], a["y2"]) for a in lines[::2]]
    assert tips == [(b["x2"], b["y2"]) for b in lines[1::2]]
    return tips


def test_kendall_road_runs_right_then_left_then_right_and_off():
    state = games.make("senet-kendall").initial_state()
    tips = chevron_tips(view.scene(state))
    assert len(tips) == 30  # 1→2 … 29→30, 30→off
    # 1→2 on the top row points right: the tip lies past the border x=1 at y=0.5.
    assert tips[0] == (1 + view.CHEVRON[0], 0.5)
    # 10→11 turns down the right end: border y=1 at x=9.5.
    assert tips[9] == (9.5, 1 + view.CHEVRON[0])
    # 11→12 on the middle row points left.
    assert tips[10] == (9 - view.CHEVRON[0], 1.5)
    # 20→21 turns down the left end, 30→off points right into the exit cell.
    assert tips[19] == (0.5, 2 + view.CHEVRON[0])
    assert tips[29] == (10 + view.CHEVRON[0], 2.5)


def test_bell_road_runs_the_other_way():
    state = games.make("senet-bell").initial_state()
    assert view.road(state) == (OFF, *range(30, 0, -1))
    tips = chevron_tips(view.scene(state))
    assert tips[0] == (10 - view.CHEVRON[0], 2.5)  # off → 30 points left
    assert tips[-1] == (1 - view.CHEVRON[0], 0.5)  # 2 → 1 points left


def test_the_opening_is_named_as_such_then_the_players():
    game = games.make("senet-kendall")
    state = game.initial_state()
    assert view.turn_name(state) == "Opening"
    state = game.apply(state, game.parse_move(state, "[1]"))  # the first seat plays Spools
    assert view.turn_name(state) == "Spools"


def test_one_click_moves_a_piece_with_one_destination_only():
    paths = {(9, 11): "9-11", (7, 9): "7-9", (7, 5): "7-5<"}
    assert advance((), 9, paths) == ((9,), None)  # two clicks without the option
    assert advance((), 9, paths, one_click=True) == ((), "9-11")
    assert advance((), 7, paths, one_click=True) == ((7,), None)  # two destinations
    assert advance((7,), 9, paths, one_click=True) == ((), "7-9")  # a path completed
    assert advance((7,), 4, paths, one_click=True) == ((), None)  # nothing there
    assert advance((7,), 9, {(9, 11): "9-11", (7, 5): "7-5<"}, one_click=True) == \
        ((), "9-11")  # a click that continues no path starts over from that cell
