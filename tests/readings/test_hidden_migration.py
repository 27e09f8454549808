"""Migration 9 (issue 27, K-22): a cast of a Kamla pair game in play, written
before casts kept the secret, loses its record and shows the public position;
casts of finished games and of games without hidden information stay as they were."""
import games
from readings import db, hidden, journal, saved_games

RECORD = ["R=d1", "R=e8", "Sd3-d4", "Sd6-d5"]


def old_cast(con, ruleset: str, finished: bool) -> int:
    """A cast as the lifecycle wrote it before the fix: the whole record, the real position."""
    game = games.make(ruleset)
    state = game.replay(RECORD if ruleset == "kamla-pair" else RECORD[2:])
    saved = saved_games.create(con, ruleset=ruleset, mode="pair", start_position="start")
    if finished:
        con.execute("UPDATE saved_game SET status = 'finished' WHERE id = ?", (saved.id,))
    return journal.add(con, journal.Entry(
        kind="cast", game="kamla", ruleset=ruleset,
        record=RECORD if ruleset == "kamla-pair" else RECORD[2:],
        start_position=game.format_position(game.initial_state()),
        final_position=game.format_position(state), saved_game_id=saved.id,
        notes="my note", reading={"title": "A cast", "answer": "words"},
        created_at="2026-11-01T10:00:00Z"))


def test_a_cast_of_a_pair_game_in_play_keeps_no_ruler(tmp_path):
    con = db.open_database(tmp_path / "j.sqlite3")
    in_play = old_cast(con, "kamla-pair", finished=False)
    ended = old_cast(con, "kamla-pair", finished=True)
    solo = old_cast(con, "kamla", finished=False)
    before = {i: journal.get(con, i) for i in (ended, solo)}
    hidden.hide_rulers_in_casts(con)
    scrubbed = journal.get(con, in_play)
    game = games.make("kamla-pair")
    public = game.format_position(game.common_view(game.replay(RECORD)))
    assert scrubbed.record == [] and "R=" not in repr(scrubbed)
    assert scrubbed.start_position == scrubbed.final_position == public
    assert (scrubbed.notes, scrubbed.reading["title"]) == ("my note", "A cast")
    assert public != game.format_position(game.replay(RECORD))  # the real one showed them
    assert {i: journal.get(con, i) for i in (ended, solo)} == before


def test_the_migration_is_the_ninth_and_pinned():
    assert db.MIGRATIONS[8][1] == (hidden.hide_rulers_in_casts,)
    assert db.migration_digest(9) in db.LOCK_FILE.read_text()
