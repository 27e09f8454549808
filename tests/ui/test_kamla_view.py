"""The Kamla scene: terrain, pieces pointing at the opponent from either side,
and no way to tell the tent pieces apart unless the Ruler may be shown."""
import games
from ui.views import kamla as view


def cells(scene):
    return {c["id"]: c for c in scene["cells"]}


def test_terrain_and_tent_lines():
    scene = cells(view.scene(games.make("kamla").initial_state()))
    assert scene[18]["fill"] == "island" and scene[2]["fill"] == "river"
    assert scene[3]["fill"] == "tent" and scene[0]["fill"] == "land"


def test_pieces_point_at_the_opponent_from_either_side():
    start = games.make("kamla").initial_state()
    for flip, lower_dir in ((False, "up"), (True, "down")):
        scene = cells(view.scene(start, flip=flip))
        assert scene[0]["piece"]["dir"] == lower_dir  # a Lower Eagle on a1
        assert scene[63]["piece"]["dir"] != lower_dir


def test_hidden_rulers_look_like_priests():
    start = games.make("kamla").initial_state()
    hidden = cells(view.scene(start))
    assert hidden[3]["piece"] == hidden[4]["piece"]
    assert hidden[3]["name"][3:] == hidden[4]["name"][3:] == "Lower World Priest or Ruler"
    shown = cells(view.scene(start, power_sides=frozenset({0})))
    assert shown[4]["piece"]["power"] and not shown[60]["piece"]["power"]
