"""Saved games: every save states the record it extends (compare and swap in
one transaction), so two writers on one game never lose an acknowledged move."""
import multiprocessing

import pytest

from readings import db, saved_games

APPENDS_PER_WRITER = 600


@pytest.fixture
def con(tmp_path):
    return db.open_database(tmp_path / "journal.sqlite3")


def new_game(con) -> saved_games.SavedGame:
    return saved_games.create(con, ruleset="kamla", mode="solo", start_position="start")


def test_a_save_extending_an_old_record_is_refused_and_writes_nothing(con):
    game = new_game(con)
    saved_games.save_progress(con, game.id, ["Sd3-d4"], extends=[])
    with pytest.raises(saved_games.StaleGameError, match="now has 1 moves, not 0") as refused:
        saved_games.save_progress(con, game.id, ["Se3-e4"], extends=[])
    assert refused.value.current.record == ["Sd3-d4"]
    saved_games.save_progress(con, game.id, ["Sd3-d4", "Sd6-d5"], extends=["Sd3-d4"])
    with pytest.raises(saved_games.StaleGameError):  # same length, another history
        saved_games.save_progress(con, game.id, ["Se3-e4", "Sd6-d5", "Sd4xd5"],
                                  extends=["Se3-e4", "Sd6-d5"])
    assert saved_games.load(con, game.id).record == ["Sd3-d4", "Sd6-d5"]


def test_a_declared_end_is_not_undone_by_a_screen_that_missed_it(con):
    game = new_game(con)
    resigned = {"winner": 1, "reason": "resignation", "declared": True}
    saved_games.save_progress(con, game.id, [], extends=[], outcome=resigned)
    with pytest.raises(saved_games.StaleGameError, match="was ended"):
        saved_games.save_progress(con, game.id, ["Sd3-d4"], extends=[])
    saved_games.save_progress(con, game.id, [], extends=[], outcome=resigned, clock={"a": 1})
    stored = saved_games.load(con, game.id)
    assert stored.finished and stored.outcome == resigned and stored.record == []


def append_many(path: str, game_id: int, writer: str, results) -> None:
    """One writer: read, append one move, save stating what it extends; on a
    refusal read again. Reports the moves whose save was acknowledged."""
    con = db.connect(path)
    acknowledged = []
    for number in range(APPENDS_PER_WRITER):
        text = f"{writer}{number}"
        while True:
            record = saved_games.load(con, game_id).record
            try:
                saved_games.save_progress(con, game_id, record + [text], extends=record)
            except saved_games.StaleGameError:
                continue
            acknowledged.append(text)
            break
    results.put(acknowledged)


def test_two_processes_appending_1200_moves_lose_none(con, tmp_path):
    """Issue 14: with whole-record writes, 752 of 1,200 acknowledged appends were lost."""
    game = new_game(con)
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    writers = [context.Process(target=append_many,
                               args=(str(tmp_path / "journal.sqlite3"), game.id, name, results))
               for name in ("a", "b")]
    for writer in writers:
        writer.start()
    acknowledged = results.get(timeout=300) + results.get(timeout=300)
    for writer in writers:
        writer.join(30)
    stored = saved_games.load(con, game.id).record
    assert len(acknowledged) == 2 * APPENDS_PER_WRITER
    assert sorted(stored) == sorted(acknowledged)  # 0 lost, none twice
    for name in ("a", "b"):  # each writer's moves in its own order
        assert [t for t in stored if t[0] == name] == [f"{name}{i}" for i in
                                                      range(APPENDS_PER_WRITER)]
