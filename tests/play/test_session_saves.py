"""PlaySession saves: the same game in two tabs loses nothing (the stale tab is
told and shows the stored game), and a journal file locked by another program
is retried, then refused, with the screen showing exactly what is stored."""
import contextlib
import sqlite3
import threading
import time

import pytest

from games.core import EndReason, Outcome
from play.ending import DrawOffer, DrawOfferError
from readings import db, locked, saved_games
from tests.app.test_kamla_page import SOLO_GAME
from play.session import PlaySession, SaveError


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(locked, "PAUSE", 0.05)
    return tmp_path


def stored_record(game_id: int) -> list[str]:
    return saved_games.load(db.open_database(), game_id).record


def test_a_stale_tab_is_told_and_shows_the_stored_game():
    first = PlaySession.start("kamla", "solo")
    first.play("Sd3-d4")
    second = PlaySession.resume(first.game_id)  # the same game in another tab
    first.play("Sd6-d5")
    with pytest.raises(SaveError, match="changed in another tab"):
        second.play("Se6-e5")
    assert second.record == ["Sd3-d4", "Sd6-d5"] == stored_record(first.game_id)
    second.play("Se3-e4")  # the stale tab now extends the stored game
    with pytest.raises(SaveError):
        first.play("Sa3-a4")
    assert first.record == stored_record(first.game_id) == ["Sd3-d4", "Sd6-d5", "Se3-e4"]


def test_an_undo_in_a_stale_tab_takes_back_nothing_stored():
    first = PlaySession.start("kamla", "solo")
    first.play("Sd3-d4")
    second = PlaySession.resume(first.game_id)
    first.play("Sd6-d5")
    second.undo()
    assert second.problem and "changed in another tab" in second.problem
    assert second.record == stored_record(first.game_id) == ["Sd3-d4", "Sd6-d5"]


def test_a_resignation_in_one_tab_is_not_played_over_in_another():
    first = PlaySession.start("kamla", "solo")
    second = PlaySession.resume(first.game_id)
    first.resign(0)
    with pytest.raises(SaveError):
        second.play("Sd3-d4")
    assert second.over and second.outcome.reason == "resignation" and second.record == []


@contextlib.contextmanager
def impatient() -> contextlib.AbstractContextManager:
    """A connection that waits only 50 ms for a lock (the app's waits 10 s)."""
    con = db.open_database()
    con.execute("PRAGMA busy_timeout = 50")
    try:
        yield con
    finally:
        con.close()


def hold_write_lock() -> sqlite3.Connection:
    """Another program writing to the file (its connection usable from any thread)."""
    other = sqlite3.connect(db.default_path(), isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    return other


def test_a_locked_file_is_retried_then_the_move_is_taken_back_and_said():
    """Issue 14: with the file locked the move showed as played but was not saved."""
    session = PlaySession.start("kamla", "solo", connect=impatient)
    session.play("Sd3-d4")
    other = hold_write_lock()
    with pytest.raises(SaveError, match="locked by another program.*tried 3 times"):
        session.play("Sd6-d5")
    assert session.record == ["Sd3-d4"] and len(session.states) == 2
    other.execute("ROLLBACK")
    assert stored_record(session.game_id) == ["Sd3-d4"]
    session.play("Sd6-d5")  # once the other program lets go, the move is saved
    assert stored_record(session.game_id) == ["Sd3-d4", "Sd6-d5"]


def test_a_lock_released_during_the_retries_costs_nothing():
    session = PlaySession.start("kamla", "solo", connect=impatient)
    other = hold_write_lock()
    threading.Timer(0.08, lambda: other.execute("ROLLBACK")).start()
    started = time.monotonic()
    session.play("Sd3-d4")
    assert stored_record(session.game_id) == ["Sd3-d4"] and time.monotonic() - started < 5


def test_an_ended_game_is_final_so_undo_changes_nothing():
    """A game that ended by its rules has its journal entry: undo leaves it as stored."""
    session = PlaySession.start("kamla", "solo")
    for text in SOLO_GAME:
        session.play(text)
    assert session.over
    record = list(session.record)
    session.undo()
    assert session.record == record == stored_record(session.game_id)
    assert session.over and not session.redo


def test_a_local_draw_offer_is_kept_like_a_two_screen_one():
    """One model of draw offers: stored with the game, lapsing at the next move."""
    first = PlaySession.start("kamla-pair", "pair")
    first.offer_draw(0)
    again = PlaySession.resume(first.game_id)  # a reload keeps the offer
    assert again.draw_offer == DrawOffer(0, 0)
    again.answer_draw(1, accept=False)
    with pytest.raises(DrawOfferError, match="offer again after a move"):
        again.offer_draw(0)
    again.play("R=e1")
    assert again.draw_offer is None
    again.offer_draw(1)
    again.answer_draw(0, accept=True)
    assert again.over and again.outcome == Outcome(None, EndReason.AGREEMENT)


def test_a_new_game_clears_the_old_starts_left_without_a_move(tmp_path):
    import sqlite3
    from contextlib import contextmanager

    from play.session import PlaySession
    from readings import db, saved_games

    path = tmp_path / "j.sqlite3"

    @contextmanager
    def connect():
        con = db.open_database(path)
        try:
            yield con
        finally:
            con.close()

    old = PlaySession.start("senet-kendall", "solo", connect=connect)
    played = PlaySession.start("senet-kendall", "solo", connect=connect)
    with connect() as con:  # both begun two hours ago; one had a move
        saved_games.save_progress(con, played.game_id, ["[3]"], extends=[])
        con.execute("UPDATE saved_game SET updated_at = '2000-01-01T00:00:00Z'")
        con.commit()
    fresh = PlaySession.start("senet-kendall", "solo", connect=connect)
    with connect() as con:
        ids = {r[0] for r in con.execute("SELECT id FROM saved_game")}
    assert ids == {played.game_id, fresh.game_id} and old.game_id not in ids
    assert isinstance(con, sqlite3.Connection)
