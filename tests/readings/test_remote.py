"""Two-screen Kamla pair games: joining with a code, moves only from the side
to move, stale and doubled submissions refused, no Ruler in a code's reach, no
error carrying more than the player's public view, codes hard to guess."""
import itertools
import re
from datetime import datetime, timedelta, UTC

import pytest

from games.core import GameError, IllegalMoveError, InvalidMoveError
from games.kamla.board import name
from readings import db, remote, saved_games


@pytest.fixture
def con():
    return db.open_database(":memory:")


@pytest.fixture
def gate():
    return remote.Gate()


@pytest.fixture
def seats(con, gate):
    lower = remote.create(con, side=0, intention="Two worlds")
    upper = remote.join(con, f" {lower.code.lower().replace('-', ' ')} ", gate=gate)
    return lower, upper


def test_joining_takes_the_free_seat_once(con, seats, gate):
    lower, upper = seats
    assert (lower.side, upper.side) == (0, 1) and lower.token != upper.token
    with pytest.raises(remote.RemoteError, match="already has its two players"):
        remote.join(con, lower.code, gate=gate)
    with pytest.raises(remote.RemoteError, match="no game has the code"):
        remote.join(con, "ZZZZ-ZZZZ-ZZZZ", gate=gate)


def test_codes_and_seat_keys_are_too_many_to_guess(con):
    assert remote.entropy_bits(remote.CODE_GROUPS) == 60
    assert remote.entropy_bits(remote.KEY_GROUPS) == 100
    created = [remote.create(con, side=0) for _ in range(20)]
    for found in created:
        assert re.fullmatch(r"[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){2}", found.code)
        assert re.fullmatch(r"[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){4}", found.token)
    assert len({f.code for f in created}) == 20 and len({f.token for f in created}) == 20


def test_join_attempts_are_limited_per_code_and_over_all_games(con):
    clock = [0.0]
    gate = remote.Gate(total_per_minute=8, each_per_minute=3, clock=lambda: clock[0])
    for _ in range(3):
        with pytest.raises(remote.RemoteError, match="no game has the code"):
            remote.join(con, "AAAA-AAAA-AAAA", gate=gate)
    with pytest.raises(remote.RemoteError, match="too many attempts"):
        remote.join(con, "AAAA-AAAA-AAAA", gate=gate)  # per code
    for guess in ("BBBB-BBBB-BBBB", "CCCC-CCCC-CCCC", "DDDD-DDDD-DDDD", "EEEE-EEEE-EEEE",
                  "FFFF-FFFF-FFFF"):
        with pytest.raises(remote.RemoteError, match="no game has the code"):
            remote.join(con, guess, gate=gate)
    real = remote.create(con, side=0)
    with pytest.raises(remote.RemoteError, match="too many attempts"):
        remote.join(con, real.code, gate=gate)  # over all games, even the right code
    clock[0] = 61.0
    assert remote.join(con, real.code, gate=gate).side == 1  # a minute later it opens


def test_a_code_expires_when_the_game_ends_or_after_a_day_unjoined(con, gate):
    ended = remote.create(con, side=0)
    remote.resign(con, ended.token)
    with pytest.raises(remote.RemoteError, match="has ended"):
        remote.join(con, ended.code, gate=gate)
    idle = remote.create(con, side=1)
    later = datetime.now(UTC) + timedelta(hours=remote.CODE_LIFETIME_HOURS, minutes=1)
    with pytest.raises(remote.RemoteError, match="expired"):
        remote.join(con, idle.code, gate=gate, moment=later)
    assert remote.join(con, idle.code, gate=gate).side == 0


def test_a_seat_key_typed_back_in_returns_the_seat(con, seats, gate):
    lower, _ = seats
    typed = lower.token.lower().replace("-", " ")
    assert remote.rejoin(con, typed, gate=gate) == lower
    with pytest.raises(remote.RemoteError, match="no game has this seat key"):
        remote.rejoin(con, "AAAA-AAAA-AAAA-AAAA-AAAA", gate=gate)


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


def test_a_forged_move_is_refused_quoting_only_the_public_view(con, seats):
    """Issue 14: an illegal move used to be refused quoting the whole position."""
    lower, upper = seats
    remote.submit(con, lower.token, 0, "R=d1")
    remote.submit(con, upper.token, 1, "R=e8")
    hidden_upper = remote.public_position(con, upper.token).split()[0].split("/")[0]
    seen = remote.public_position(con, lower.token)
    assert hidden_upper == "enwprwne" and seen.startswith("enwppwne")
    forged = [f"{letter}{name(a)}{sep}{name(b)}" for letter, sep in
              itertools.product("SPRENWAH", "-x") for a in range(64) for b in (a + 8, a - 7)
              if 0 <= b < 64] + ["R=e8", "e8~d8", "H@e7", "Pe8-e7", "Pd8-d7"]
    refused = 0
    for text in forged:
        try:
            remote.submit(con, lower.token, 2, text)
        except (GameError, remote.RemoteError) as error:
            refused += 1
            message = str(error)
            assert hidden_upper not in message, message
            quoted = [q for q in re.findall(r"'([^']*)'", message) if q.count("/") >= 7]
            assert all(q == seen for q in quoted), message
        else:
            con.execute("UPDATE saved_game SET record = '[\"R=d1\", \"R=e8\"]'")
    assert refused > 1000


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


def test_resigning_a_finished_game_changes_nothing(con, seats):
    lower, upper = seats
    remote.resign(con, upper.token)
    before = saved_games.load(con, lower.saved_game_id)
    remote.resign(con, lower.token)  # a moment later, from the other screen
    after = saved_games.load(con, lower.saved_game_id)
    assert after.outcome == before.outcome == {"winner": 0, "reason": "resignation",
                                               "declared": True}
    assert after.updated_at == before.updated_at


def test_an_expired_code_is_renewed_and_the_old_one_opens_nothing(con, gate):
    idle = remote.create(con, side=0)
    later = datetime.now(UTC) + timedelta(hours=remote.CODE_LIFETIME_HOURS, minutes=1)
    assert not remote.code_expired(con, idle.code)
    assert remote.code_expired(con, idle.code, later)
    fresh = remote.renew_code(con, idle.token)
    assert fresh.code != idle.code and (fresh.token, fresh.side) == (idle.token, idle.side)
    assert remote.seat(con, idle.token) == fresh and not remote.code_expired(con, fresh.code)
    with pytest.raises(remote.RemoteError, match="no game has the code"):
        remote.join(con, idle.code, gate=gate)
    assert remote.join(con, fresh.code, gate=gate).side == 1
    with pytest.raises(remote.RemoteError, match="has joined"):
        remote.renew_code(con, idle.token)
    assert not remote.code_expired(con, fresh.code, later)  # joined: nothing to expire
