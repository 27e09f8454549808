"""The cells a reading names are found on every family's board scene."""
import random

import pytest

import games
import oracle
from games.core.playout import random_game
from ui import replay


@pytest.mark.parametrize("ruleset", ["kamla", "senet-kendall", "shatra", "tavreli", "tavlei",
                                     "hnefatafl-11"])
def test_every_named_cell_is_a_cell_of_the_scene(ruleset: str) -> None:
    game = games.make(ruleset)
    played = random_game(game, random.Random(4), max_plies=120)
    reading = oracle.read(ruleset, played.texts)
    ids = replay.cell_ids(game, reading.cells)
    scene = replay.scene(game, played.states[-1])
    assert len(ids) == len(reading.cells) and ids
    assert ids <= {cell["id"] for cell in scene["cells"]}


def test_kamla_names_map_to_squares() -> None:
    game = games.make("kamla")
    assert replay.cell_ids(game, ["a1", "e2", "h8"]) == frozenset({0, 12, 63})


def test_names_that_are_no_cell_are_left_out() -> None:
    """An imported entry's cells are data: junk is skipped, never raised on."""
    assert replay.cell_ids(games.make("kamla"), ["e4", "zz9", 3, "<b>"]) == frozenset({28})
    assert replay.cell_ids(games.make("senet-kendall"), ["26", "²", None]) == frozenset({26})
