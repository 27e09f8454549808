import pytest

import games
from games.core import UnknownGameError
from games.core.registry import register


def test_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGameError, match="'chess'.*kamla"):
        games.make("chess")


def test_names_are_unique():
    with pytest.raises(ValueError, match="already registered"):
        register("kamla", lambda: None)


def test_options_override_defaults():
    assert games.make("kamla", move_limit=10).move_limit == 10
    assert games.make("kamla").info.options["mode"] == "solo"
    with pytest.raises(ValueError, match="mode"):
        games.make("kamla", mode="trio")
