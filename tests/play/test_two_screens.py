"""Two-screen Kamla pair games played through the one session: moves only
from the side to move, a screen behind the game refused by the session's
compare and swap, no Ruler beyond its seat, no error carrying more than the
player's public view, resignations and draw offers stored like any game's."""
import itertools
import re

import pytest

from games.core import EndReason, GameError, IllegalMoveError, InvalidMoveError
from games.kamla.board import name
from play import two_screens
from play.ending import DrawOffer, DrawOfferError
from play.session import SaveError
from play.two_screens import Seated
from readings import db, journal, remote, saved_games


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def seats():
    lower = two_screens.start(0, intention="Two worlds")
    with db.session() as con:
        upper = remote.join(con, lower.code, client="test", gate=remote.Gate())
    return Seated.at(lower), Seated.at(upper)


def stored(seated: Seated) -> saved_games.SavedGame:
    with db.session() as con:
        return saved_games.load(con, seated.seat.saved_game_id)


def test_a_game_starts_as_a_saved_game_with_two_seats():
    found = two_screens.start(1, intention="  Two worlds ")
    saved = stored(Seated.at(found))
    assert (saved.ruleset, saved.mode, saved.intention) == ("kamla-pair", "two screens",
                                                            "Two worlds")
    assert found.side == 1 and saved.record == []
    with pytest.raises(remote.RemoteError, match="side must be 0"):
        two_screens.start(2)


def test_moves_only_from_the_side_to_move(seats):
    lower, upper = seats
    with pytest.raises(remote.RemoteError, match="not your turn"):
        upper.play("R=e8")
    lower.play("R=d1")
    upper = Seated.at(upper.seat)
    upper.play("R=e8")
    lower = Seated.at(lower.seat)
    with pytest.raises(IllegalMoveError):
        lower.play("Sd3-d5")
    with pytest.raises(InvalidMoveError):
        lower.play("nonsense")
    lower.play("Sd3-d4")
    assert stored(lower).record == ["R=d1", "R=e8", "Sd3-d4"]


def test_a_screen_behind_the_game_is_refused_by_the_compare_and_swap(seats):
    """The same click sent twice, or from an old screen: the session's save
    extends a record no longer stored, so nothing is written."""
    lower, upper = seats
    old_screen = Seated.at(lower.seat)
    lower.play("R=d1")
    before = stored(lower)
    with pytest.raises(SaveError, match="changed in another tab"):
        old_screen.play("R=e1")  # still shows the Lower World to move
    after = stored(lower)
    assert after.record == before.record == ["R=d1"] and after.updated_at == before.updated_at
    assert old_screen.session.record == ["R=d1"]  # it now shows the game as stored
    with pytest.raises(remote.RemoteError, match="not your turn"):
        old_screen.play("R=e1")
    Seated.at(upper.seat).play("R=e8")
    assert stored(lower).record == ["R=d1", "R=e8"]


def test_nothing_moves_before_the_second_player_joins():
    lower = Seated.at(two_screens.start(0))
    with pytest.raises(remote.RemoteError, match="has not joined"):
        lower.play("R=d1")
    with pytest.raises(remote.RemoteError, match="^второй игрок ещё не присоединился$"):
        lower.play("R=d1", "ru")
    assert stored(lower).record == []


def test_each_side_sees_only_its_own_ruler(seats):
    lower, upper = seats
    lower.play("R=d1")
    Seated.at(upper.seat).play("R=e8")
    lower_view = Seated.at(lower.seat).public_position().split()[0]
    upper_view = Seated.at(upper.seat).public_position().split()[0]
    assert lower_view.endswith("ENWRPWNE") and lower_view.startswith("enwppwne")
    assert upper_view.endswith("ENWPPWNE") and upper_view.startswith("enwprwne")
    assert "R" not in upper_view and "r" not in lower_view


def test_a_forged_move_is_refused_quoting_only_the_public_view(seats):
    """Issue 14: an illegal move used to be refused quoting the whole position."""
    lower, upper = seats
    lower.play("R=d1")
    Seated.at(upper.seat).play("R=e8")
    hidden_upper = Seated.at(upper.seat).public_position().split()[0].split("/")[0]
    seen = Seated.at(lower.seat).public_position()
    assert hidden_upper == "enwprwne" and seen.startswith("enwppwne")
    forged = [f"{letter}{name(a)}{sep}{name(b)}" for letter, sep in
              itertools.product("SPRENWAH", "-x") for a in range(64) for b in (a + 8, a - 7)
              if 0 <= b < 64] + ["R=e8", "e8~d8", "H@e7", "Pe8-e7", "Pd8-d7"]
    refused, screen = 0, Seated.at(lower.seat)
    for text in forged:
        try:
            screen.play(text)
        except (GameError, remote.RemoteError) as error:
            refused += 1
            message = str(error)
            assert hidden_upper not in message, message
            quoted = [q for q in re.findall(r"'([^']*)'", message) if q.count("/") >= 7]
            assert all(q == seen for q in quoted), message
        else:
            with db.session() as con:
                con.execute("UPDATE saved_game SET record = '[\"R=d1\", \"R=e8\"]'")
            screen = Seated.at(lower.seat)
    assert refused > 1000


def test_resignation_ends_the_game_and_writes_its_entry_once(seats):
    lower, upper = seats
    before = upper.watched()
    upper.resign()
    saved = stored(lower)
    assert saved.finished and saved.outcome == {"winner": 0, "reason": "resignation",
                                                "declared": True}
    after = lower.watched()
    assert after != before and after[0] == before[0]  # the other screen sees it; no move
    with pytest.raises(remote.RemoteError, match="over"):
        Seated.at(lower.seat).play("R=d1")
    lower.resign()  # a moment later, from the other screen, which had not looked yet
    assert stored(lower).outcome == saved.outcome and stored(lower).updated_at == saved.updated_at
    with db.session() as con:
        entries = [e for e in journal.search(con) if e.saved_game_id == saved.id]
    assert [(e.kind, e.outcome) for e in entries] == [("game", saved.outcome)]


def test_a_screen_behind_the_game_still_resigns_the_game_as_stored(seats):
    lower, upper = seats
    old_upper = Seated.at(upper.seat)
    lower.play("R=d1")
    old_upper.resign()
    saved = stored(lower)
    assert saved.record == ["R=d1"] and saved.outcome["reason"] == EndReason.RESIGNATION


def test_draw_offers_between_the_screens_and_what_both_watch(seats):
    lower, upper = seats
    before = upper.watched()
    lower.offer_draw()
    assert upper.watched() != before and upper.watched()[3] == DrawOffer(0, 0)
    with pytest.raises(DrawOfferError, match="already waits"):
        upper.offer_draw()
    with pytest.raises(DrawOfferError, match="no draw offer for you"):
        lower.answer_draw(True)  # not one's own offer
    upper.answer_draw(False)
    assert lower.watched()[3] == DrawOffer(0, 0, declined=True)
    with pytest.raises(DrawOfferError, match="offer again after a move"):
        lower.offer_draw()
    lower = Seated.at(lower.seat)
    lower.play("R=d1")  # a move lets the declined offer lapse
    assert lower.watched()[3] is None
    lower.offer_draw()
    upper.answer_draw(True)
    saved = stored(lower)
    assert saved.finished and saved.outcome == {"winner": None, "reason": "agreement",
                                                "declared": True}
    with pytest.raises(DrawOfferError, match="the game is over"):
        upper.offer_draw()


def test_an_offer_stored_before_the_session_kept_it_still_reads(seats):
    """Two-screen games saved before this change kept the offer in the clock
    in the same shape; local games kept none."""
    lower, _ = seats
    with db.session() as con:
        con.execute("UPDATE saved_game SET clock = ? WHERE id = ?",
                    ('{"draw": {"by": 1, "ply": 0, "declined": false}}', lower.seat.saved_game_id))
    lower = Seated.at(lower.seat)
    assert lower.session.draw_offer == DrawOffer(1, 0)
    lower.answer_draw(True)
    assert stored(lower).outcome["reason"] == "agreement"


def seat(token: str, game: int, side: int = 0) -> remote.Seat:
    return remote.Seat("CODE-CODE-CODE", token, side, game)


def test_a_reloaded_tab_comes_back_to_its_own_seat():
    """Issue 28: the tab's own key wins over every other kept seat."""
    kept = [seat("K1", 1), seat("K2", 2), seat("K3", 3)]
    assert two_screens.returning("K2", kept) == kept[1]
    assert two_screens.returning("K9", kept) is None  # its game was deleted or ended


def test_a_new_tab_comes_back_only_to_the_one_seat_kept():
    one, two = seat("K1", 1), seat("K2", 2)
    assert two_screens.returning(None, [one]) == one
    assert two_screens.returning(None, [one, two]) is None  # the page lists both
    assert two_screens.returning(None, []) is None
    assert two_screens.returning("", [one]) is None  # the tab chose the lobby


def test_both_seats_of_a_game_kept_in_one_browser_are_offered_to_no_new_tab():
    """Two players sharing one browser: a new tab never takes the other's
    seat; each seat still comes back in its own tab."""
    lower, upper, other = seat("K1", 1, 0), seat("K2", 1, 1), seat("K3", 2, 1)
    assert two_screens.offered([lower, upper, other]) == [other]
    assert two_screens.returning(None, [lower, upper]) is None
    assert two_screens.returning("K2", [lower, upper]) == upper


def test_the_move_list_hides_the_other_ruler_until_the_end(seats):
    """Issue 28: each seat reads its own Ruler choice and R=? for the other's,
    and looking back at a position shows no more than its public view."""
    lower, upper = seats
    lower.play("R=d1")
    upper = Seated.at(upper.seat)
    upper.play("R=e8")
    lower, upper = Seated.at(lower.seat), Seated.at(upper.seat)
    assert lower.move_texts() == ["R=d1", "R=?"] and upper.move_texts() == ["R=?", "R=e8"]
    before = upper.session.states[1]  # after the Lower World chose its Ruler
    assert upper.seen(before) == upper.session.game.public_view(before, 1)
    d1 = 3
    assert upper.seen(before).board[d1] != before.board[d1]  # a Priest to the Upper World
    assert lower.seen(before).board[d1] == before.board[d1]  # its own Ruler
    upper.resign()
    upper = Seated.at(upper.seat)
    assert upper.move_texts() == ["R=d1", "R=e8"] and upper.seen(before) == before
