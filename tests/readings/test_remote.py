"""Two-screen Kamla pair games: joining with a code, moves only from the side
to move, stale and doubled submissions refused, no Ruler in a code's reach."""
import pytest

from games.core import IllegalMoveError, InvalidMoveError
from readings import db, remote, saved_games


@pytest.fixture
def con():
    return db.open_database(":memory:")


@pytest.fixture
def seats(con):
    lower = remote.create(con, side=0, intention="Two worlds")
    upper = remote.join(con, f" {lower.code.lower()} ")
    return lower, upper


def test_joining_takes_the_free_seat_once(con, seats):
    lower, upper = seats
    assert (lower.side, upper.side) == (0, 1) and lower.token != upper.token
    assert len(lower.code) == 6
    with pytest.raises(remote.RemoteError, match="already has its two players"):
        remote.join(con, lower.code)
    with pytest.raises(remote.RemoteError, match="no game has the code"):
        remote.join(con, "ZZZZZZ")


def test_moves_only_from_the_side_to_move_and_only_once(con, seats):
    lower, upper = seats
    with pytest.raises(remote.RemoteError, match="not your turn"):
        remote.submit(con, upper.token, 0, "R=e8")
    assert remote.submit(con, lower.token, 0, "R=d1") == ["R=d1"]
    with pytest.raises(remote.RemoteError, match="moved on since you looked"):
        remote.submit(con, lower.token, 0, "R=d1")  # the same click sent twice
    remote.submit(con, upper.token, 1, "R=e8")
    with pytest.raises(IllegalMoveError):
        remote.submit(con, lower.token, 2, "Sd3-d5")
    with pytest.raises(InvalidMoveError):
        remote.submit(con, lower.token, 2, "nonsense")
    assert remote.submit(con, lower.token, 2, "Sd3-d4")[-1] == "Sd3-d4"
    assert saved_games.load(con, lower.saved_game_id).record == ["R=d1", "R=e8", "Sd3-d4"]


def test_nothing_moves_before_the_second_player_joins(con):
    lower = remote.create(con, side=0)
    with pytest.raises(remote.RemoteError, match="has not joined"):
        remote.submit(con, lower.token, 0, "R=d1")


def test_each_side_sees_only_its_own_ruler(con, seats):
    lower, upper = seats
    remote.submit(con, lower.token, 0, "R=d1")
    remote.submit(con, upper.token, 1, "R=e8")
    lower_view = remote.public_position(con, lower.token).split()[0]
    upper_view = remote.public_position(con, upper.token).split()[0]
    assert lower_view.endswith("ENWRPWNE") and lower_view.startswith("enwppwne")
    assert upper_view.endswith("ENWPPWNE") and upper_view.startswith("enwprwne")
    assert "R" not in upper_view and "r" not in lower_view


def test_resignation_ends_the_game_for_the_other_side(con, seats):
    lower, upper = seats
    remote.resign(con, upper.token)
    saved = saved_games.load(con, lower.saved_game_id)
    assert saved.finished and saved.outcome["winner"] == 0
    with pytest.raises(remote.RemoteError, match="over"):
        remote.submit(con, lower.token, 0, "R=d1")


def test_an_unknown_token_holds_no_seat(con):
    with pytest.raises(remote.RemoteError):
        remote.seat(con, "guess")
