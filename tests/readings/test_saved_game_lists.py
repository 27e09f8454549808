"""The lists of saved games the Games page shows: paged with no cap, archived
apart, abandoned starts tidied, nothing else touched (issue 15)."""
import pytest

from readings import db, journal, remote, saved_games


@pytest.fixture
def con(tmp_path):
    connection = db.open_database(tmp_path / "j.sqlite3")
    yield connection
    connection.close()


def _game(con, record=(), ruleset="senet-kendall", mode="solo") -> int:
    saved = saved_games.create(con, ruleset=ruleset, mode=mode, start_position="start")
    if record:
        saved_games.save_progress(con, saved.id, list(record), extends=[])
    return saved.id


def test_eighteen_unfinished_games_are_all_listed_in_pages(con):
    ids = [_game(con, ["[3]"]) for _ in range(18)]
    assert saved_games.count(con, status="playing") == 18
    pages = [saved_games.listing(con, status="playing", offset=o, limit=8) for o in (0, 8, 16)]
    assert [len(p) for p in pages] == [8, 8, 2]
    assert sorted(g.id for p in pages for g in p) == ids
    assert len(saved_games.unfinished(con)) == 18


def test_an_archived_game_leaves_the_unfinished_list_whole_and_can_come_back(con):
    kept, aside = _game(con, ["[3]"]), _game(con, ["[2]", "[1]"])
    saved_games.archive(con, aside)
    assert [g.id for g in saved_games.unfinished(con)] == [kept]
    [archived] = saved_games.listing(con, status="archived")
    assert archived.id == aside and archived.record == ["[2]", "[1]"] and archived.archived_at
    saved_games.archive(con, aside, archived=False)
    assert saved_games.count(con, status="archived") == 0
    assert saved_games.count(con, status="playing") == 2


def test_finished_games_are_their_own_list(con):
    done = _game(con)
    saved_games.save_progress(con, done, ["[3]"], extends=[], outcome={"winner": 0, "reason": "home"})
    assert [g.id for g in saved_games.listing(con, status="finished")] == [done]
    assert saved_games.count(con, status="playing") == 0


def test_an_unknown_list_or_game_is_refused_with_its_name(con):
    with pytest.raises(ValueError, match="'lost'"):
        saved_games.listing(con, status="lost")
    with pytest.raises(saved_games.NotFoundError, match="99"):
        saved_games.archive(con, 99)


def test_tidying_removes_only_old_moveless_games_with_nothing_attached(con):
    empty, played = _game(con), _game(con, ["[3]"])
    with_cast = _game(con)
    journal.add(con, journal.Entry(kind="cast", game="senet", ruleset="senet-kendall",
                                   saved_game_id=with_cast))
    seat = remote.open_seats(con, _game(con), 0)
    later = "9999-01-01T00:00:00Z"
    assert saved_games.tidy_abandoned(con, before="2000-01-01T00:00:00Z") == 0
    assert saved_games.tidy_abandoned(con, before=later) == 1
    left = {g.id for g in saved_games.listing(con, status="playing")}
    assert empty not in left and {played, with_cast, seat.saved_game_id} <= left


def test_a_finished_game_leads_to_its_journal_entry(con):
    done, other = _game(con), _game(con)
    entry = journal.add(con, journal.Entry(kind="game", game="senet", ruleset="senet-kendall",
                                           saved_game_id=done))
    journal.add(con, journal.Entry(kind="cast", game="senet", ruleset="senet-kendall",
                                   saved_game_id=other))
    assert saved_games.ending_entries(con, [done, other]) == {done: entry}


def test_the_continue_list_reads_only_what_it_shows(con):
    """Issue 26: the count and the newest games of a family, two-screen and
    archived games left out, without loading every unfinished game."""
    made = [saved_games.create(con, ruleset=r, mode=m, start_position="s")
            for r, m in (("kamla", "solo"), ("senet-kendall", "solo"), ("kamla-pair", "pair"),
                         ("kamla-pair", "two screens"), ("kamla", "solo"), ("kamla", "solo"))]
    con.execute("UPDATE saved_game SET record = '[\"x\"]'")  # each with a move (issue 28)
    saved_games.archive(con, made[4].id)
    total, shown = saved_games.waiting(con, rulesets=["kamla", "kamla-pair"], limit=2)
    assert total == 3 and [g.id for g in shown] == [made[5].id, made[2].id]
    total, shown = saved_games.waiting(con, limit=5)
    assert total == 4 and [g.id for g in shown] == [made[5].id, made[2].id, made[1].id,
                                                   made[0].id]
    saved_games.save_progress(con, made[5].id, ["x", "y"], extends=["x"], outcome={"winner": 0})
    assert saved_games.waiting(con, rulesets=["senet-kendall"])[0] == 1


def test_a_start_without_a_move_is_not_listed_until_its_first_move(con):
    begun, cast_on = _game(con), _game(con)
    journal.add(con, journal.Entry(kind="cast", game="senet", ruleset="senet-kendall",
                                   saved_game_id=cast_on))
    seat = remote.open_seats(con, _game(con, mode="two screens"), 0)
    listed = {g.id for g in saved_games.unfinished(con)}
    assert begun not in listed and listed == {cast_on, seat.saved_game_id}
    assert saved_games.count(con, status="playing") == 2
    assert saved_games.waiting(con)[0] == 1  # the two-screen game waits elsewhere
    saved_games.save_progress(con, begun, ["[3]"], extends=[])
    assert begun in {g.id for g in saved_games.unfinished(con)}
