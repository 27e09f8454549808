"""The seats of two-screen games: joining with a code once, codes and keys
hard to guess, join attempts limited, codes that expire and are renewed (the
game itself is played through the session: tests/play/test_two_screens.py)."""
import re
from datetime import UTC, datetime, timedelta

import pytest

from readings import db, remote, saved_games


@pytest.fixture
def con():
    return db.open_database(":memory:")


@pytest.fixture
def gate():
    return remote.Gate()


def create(con, side: int) -> remote.Seat:
    """A saved game with its two seats, the creator on ``side``."""
    saved = saved_games.create(con, ruleset="kamla-pair", mode="two screens",
                               start_position="start")
    return remote.open_seats(con, saved.id, side)


def end(con, seat: remote.Seat) -> None:
    saved_games.save_progress(con, seat.saved_game_id, [], extends=[], outcome={
        "winner": 1 - seat.side, "reason": "resignation", "declared": True})


@pytest.fixture
def seats(con, gate):
    lower = create(con, side=0)
    upper = remote.join(con, f" {lower.code.lower().replace('-', ' ')} ", client="test", gate=gate)
    return lower, upper


def test_joining_takes_the_free_seat_once(con, seats, gate):
    lower, upper = seats
    assert (lower.side, upper.side) == (0, 1) and lower.token != upper.token
    with pytest.raises(remote.RemoteError, match="already has its two players"):
        remote.join(con, lower.code, client="test", gate=gate)
    with pytest.raises(remote.RemoteError, match="no game has the code"):
        remote.join(con, "ZZZZ-ZZZZ-ZZZZ", client="test", gate=gate)


def test_codes_and_seat_keys_are_too_many_to_guess(con):
    assert remote.entropy_bits(remote.CODE_GROUPS) == 60
    assert remote.entropy_bits(remote.KEY_GROUPS) == 100
    created = [create(con, side=0) for _ in range(20)]
    for found in created:
        assert re.fullmatch(r"[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){2}", found.code)
        assert re.fullmatch(r"[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){4}", found.token)
    assert len({f.code for f in created}) == 20 and len({f.token for f in created}) == 20


def test_failed_joins_are_limited_per_client_and_per_code(con):
    clock = [0.0]
    gate = remote.Gate(client_per_minute=4, code_per_minute=3, clock=lambda: clock[0])
    for client in ("a", "b", "c"):  # three clients, one wrong code: the code's own limit
        with pytest.raises(remote.RemoteError, match="no game has the code"):
            remote.join(con, "AAAA-AAAA-AAAA", client=client, gate=gate)
    with pytest.raises(remote.RemoteError, match="too many wrong tries with this code"):
        remote.join(con, "AAAA-AAAA-AAAA", client="d", gate=gate)
    for guess in ("BBBB-BBBB-BBBB", "CCCC-CCCC-CCCC", "DDDD-DDDD-DDDD"):
        with pytest.raises(remote.RemoteError, match="no game has the code"):
            remote.join(con, guess, client="a", gate=gate)
    real = create(con, side=0)
    with pytest.raises(remote.RemoteError, match="too many wrong codes from this browser"):
        remote.join(con, real.code, client="a", gate=gate)  # a's fourth failure was its last
    assert remote.join(con, real.code, client="partner", gate=gate).side == 1
    clock[0] = 61.0
    with pytest.raises(remote.RemoteError, match="already has its two players"):
        remote.join(con, real.code, client="a", gate=gate)  # a minute later a may try again


def test_a_guesser_never_locks_out_the_partner_with_the_right_code(con):
    """The attack of issue 27: 200 wrong guesses from one client, then the partner."""
    gate = remote.Gate(clock=lambda: 0.0)
    real = create(con, side=0)
    refused = 0
    for number in range(200):
        guess = remote.normalize_code(f"{number:012d}".translate(str.maketrans("01", "AB")))
        with pytest.raises(remote.RemoteError) as error:
            remote.join(con, guess, client="guesser", gate=gate)
        refused += "too many" in str(error.value)
    assert refused == 200 - gate.limits["client"]
    assert remote.join(con, real.code, client="partner", gate=gate).side == 1


def test_a_success_counts_no_failure(con):
    gate = remote.Gate(client_per_minute=1, code_per_minute=1, clock=lambda: 0.0)
    for _ in range(3):
        game = create(con, side=0)
        assert remote.join(con, game.code, client="a", gate=gate).side == 1


def test_a_code_expires_when_the_game_ends_or_after_a_day_unjoined(con, gate):
    ended = create(con, side=0)
    end(con, ended)
    with pytest.raises(remote.RemoteError, match="has ended"):
        remote.join(con, ended.code, client="test", gate=gate)
    idle = create(con, side=1)
    later = datetime.now(UTC) + timedelta(hours=remote.CODE_LIFETIME_HOURS, minutes=1)
    with pytest.raises(remote.RemoteError, match="expired"):
        remote.join(con, idle.code, client="test", gate=gate, moment=later)
    assert remote.join(con, idle.code, client="test", gate=gate).side == 0


def test_a_seat_key_typed_back_in_returns_the_seat(con, seats, gate):
    lower, _ = seats
    typed = lower.token.lower().replace("-", " ")
    assert remote.rejoin(con, typed, client="test", gate=gate) == lower
    with pytest.raises(remote.RemoteError, match="no game has this seat key"):
        remote.rejoin(con, "AAAA-AAAA-AAAA-AAAA-AAAA", client="test", gate=gate)


def test_an_unknown_token_holds_no_seat(con):
    with pytest.raises(remote.RemoteError):
        remote.seat(con, "guess")


def test_an_expired_code_is_renewed_and_the_old_one_opens_nothing(con, gate):
    idle = create(con, side=0)
    later = datetime.now(UTC) + timedelta(hours=remote.CODE_LIFETIME_HOURS, minutes=1)
    assert not remote.code_expired(con, idle.code)
    assert remote.code_expired(con, idle.code, later)
    fresh = remote.renew_code(con, idle.token)
    assert fresh.code != idle.code and (fresh.token, fresh.side) == (idle.token, idle.side)
    assert remote.seat(con, idle.token) == fresh and not remote.code_expired(con, fresh.code)
    with pytest.raises(remote.RemoteError, match="no game has the code"):
        remote.join(con, idle.code, client="test", gate=gate)
    assert remote.join(con, fresh.code, client="test", gate=gate).side == 1
    with pytest.raises(remote.RemoteError, match="has joined"):
        remote.renew_code(con, idle.token)
    assert not remote.code_expired(con, fresh.code, later)  # joined: nothing to expire


def test_a_two_screen_game_belongs_to_its_two_seats(con, seats):
    lower, upper = seats
    other = saved_games.create(con, ruleset="kamla", mode="solo", start_position="x")
    for token in (lower.token, upper.token):
        assert remote.holds(con, lower.saved_game_id, token)
        remote.guard(con, lower.saved_game_id, token)
    for token in (None, "", lower.code, "AAAA-AAAA-AAAA-AAAA-AAAA"):
        assert not remote.holds(con, lower.saved_game_id, token)
        with pytest.raises(remote.RemoteError, match="only the two players"):
            remote.guard(con, lower.saved_game_id, token)
    assert remote.holds(con, other.id, None)  # a game without seats is anyone's here


def test_kept_keys_bring_back_the_seats_of_games_going_on(con, seats, gate):
    """Issue 28: the keys a browser kept open the seats of games still being
    played, in the order kept; unknown and finished ones are to be forgotten."""
    lower, upper = seats
    other = create(con, side=1)
    over = create(con, side=0)
    end(con, over)
    unknown = "AAAA-AAAA-AAAA-AAAA-AAAA"
    found, stale = remote.recall(con, [other.token, unknown, lower.token, over.token,
                                       lower.token], client="b", gate=gate)
    assert found == [other, lower] and stale == [unknown, over.token]


def test_a_browser_guessing_keys_is_stopped_without_losing_its_own(con, seats, gate):
    """Each unknown kept key is a failed try; once the gate refuses, the keys
    left are neither opened nor forgotten."""
    lower, _ = seats
    guesses = [f"AAAA-AAAA-AAAA-AAAA-AA{c}{d}" for c in "AB" for d in "ABCDEFGH"][:10]
    found, stale = remote.recall(con, [*guesses, lower.token], client="b", gate=gate)
    assert found == [] and stale == guesses
    assert remote.recall(con, [lower.token], client="c", gate=gate) == ([lower], [])


def test_at_most_twelve_kept_keys_are_looked_up(con, gate):
    games = [create(con, side=0) for _ in range(remote.KEPT_LIMIT + 1)]
    found, stale = remote.recall(con, [g.token for g in games], client="b", gate=gate)
    assert found == games[:12] and stale == []
