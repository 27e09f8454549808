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


def test_draw_offers_between_the_screens_and_the_status_both_watch(con, seats):
    lower, upper = seats
    before = remote.status(con, upper.token)
    remote.offer_draw(con, lower.token)
    assert remote.status(con, upper.token) != before  # the other screen sees the offer
    with pytest.raises(remote.RemoteError, match="already waits"):
        remote.offer_draw(con, upper.token)
    with pytest.raises(remote.RemoteError, match="no draw offer for you"):
        remote.answer_draw(con, lower.token, True)  # not one's own offer
    remote.answer_draw(con, upper.token, False)
    with pytest.raises(remote.RemoteError, match="offer again after a move"):
        remote.offer_draw(con, lower.token)
    remote.submit(con, lower.token, 0, "R=d1")  # a move lets the declined offer lapse
    remote.offer_draw(con, lower.token)
    remote.answer_draw(con, upper.token, True)
    saved = saved_games.load(con, lower.saved_game_id)
    assert saved.finished and saved.outcome == {"winner": None, "reason": "agreement",
                                                "declared": True}
    with pytest.raises(remote.RemoteError, match="the game is over"):
        remote.offer_draw(con, upper.token)


def test_a_resignation_changes_the_status_the_other_screen_watches(con, seats):
    lower, upper = seats
    before = remote.status(con, lower.token)
    remote.resign(con, upper.token)
    assert remote.status(con, lower.token) != before
    assert remote.status(con, lower.token)[0] == before[0]  # the record did not grow
