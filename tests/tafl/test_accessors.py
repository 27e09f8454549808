"""The public accessors the oracle and the pages read of a tafl ruleset (the
game's engine and config stay inside ``games.tafl``), checked by hand."""
from __future__ import annotations

import games

from .helpers import position

CORNERS = ["a1", "a9", "i1", "i9"]


def names(game, squares) -> list[str]:
    return sorted(game.geometry.name(sq) for sq in squares)


def test_geometry_names_the_squares_of_the_ruleset_board() -> None:
    game = games.make("hnefatafl-11")
    assert (game.geometry.n, game.geometry.name(game.geometry.throne)) == (11, "f6")


def test_corners_and_exits_by_switch() -> None:
    plain = games.make("tavlei")
    assert names(plain, plain.corners) == CORNERS == names(plain, plain.exits)
    edge = games.make("tavlei", edge_escape=True)
    assert names(edge, edge.corners) == CORNERS and len(edge.exits) == 32  # TF-8 + edge switch
    saami = games.make("tavlei", edge_escape=True, corners_ordinary=True)
    assert saami.corners == frozenset() and len(saami.exits) == 32  # TD-13


def test_the_limits_as_the_ruleset_resolves_them() -> None:
    assert (games.make("tavlei").escape_limit, games.make("tavlei").quiet_limit) == (None, None)
    assert games.make("tavlei", escape_limit=13).escape_limit == 13
    assert games.make("hnefatafl-9").quiet_limit == 200  # TD-8: on by default


def test_king_square_and_a_captured_king() -> None:
    game = games.make("tavlei")
    assert game.geometry.name(game.king_square(game.initial_state())) == "e5"
    assert game.king_square(position({"a2": "t", "h2": "T"}, side="d")) == -1
