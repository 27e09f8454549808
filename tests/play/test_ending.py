"""One enum of end reasons and one stored outcome shape: every reason
round-trips through the saved game and the journal entry, the shapes and
spellings stored before still read, and the end panel's words come from one place."""
import json
import shutil

import pytest

from games.core import DECLARED, EndReason, Outcome, end_reason
from play import ending
from play.ending import Ending
from play.session import PlaySession
from readings import db, journal, saved_games
from tests.readings.fixtures.build_fixtures import FIXTURES, HERE

PLAYERS = ("Lower World", "Upper World")
ENDINGS = [Ending(winner, reason, reason in DECLARED)
           for reason in EndReason for winner in (None, 0, 1)] + \
          [Ending(1, "the king escaped"), Ending(None, "3 turns without a capture")]


@pytest.fixture
def con():
    return db.open_database(":memory:")


@pytest.mark.parametrize("end", ENDINGS, ids=str)
def test_every_end_reason_round_trips_through_the_saved_game_and_the_entry(con, end):
    saved = saved_games.create(con, ruleset="kamla", mode="solo", start_position="start")
    saved_games.save_progress(con, saved.id, [], extends=[], outcome=end.stored())
    entry_id = journal.add(con, journal.Entry(kind="game", game="kamla", ruleset="kamla",
                                              outcome=end.stored(), saved_game_id=saved.id))
    from_game = Ending.read(saved_games.load(con, saved.id).outcome)
    from_entry = Ending.read(journal.get(con, entry_id).outcome)
    assert from_game == from_entry == end
    assert type(from_game.reason) is type(end.reason)  # a member stays a member
    assert from_game.outcome == Outcome(end.winner, end.reason)


def test_the_stored_shape_is_one_and_plain_json():
    assert Ending(None, EndReason.REPETITION).stored() == \
        {"winner": None, "reason": "repetition", "declared": False}
    assert json.dumps(Ending.declare(0, EndReason.RESIGNATION).stored()) == \
        '{"winner": 0, "reason": "resignation", "declared": true}'


@pytest.mark.parametrize("stored, expected", [
    ({"winner": 0, "reason": "mate"}, Ending(0, EndReason.MATE, False)),  # an entry before
    ({"winner": 1, "reason": "resignation"}, Ending(1, EndReason.RESIGNATION, True)),
    ({"winner": None, "reason": "agreement"}, Ending(None, EndReason.AGREEMENT, True)),
    ({"winner": None, "reason": "threefold repetition"}, Ending(None, EndReason.REPETITION)),
    ({"winner": None, "reason": "stopped"}, Ending(None, EndReason.STOPPED, True)),
    ({"winner": None, "reason": "stopped before the end", "declared": True},
     Ending(None, EndReason.STOPPED, True)),
    ({"winner": 0, "reason": "the king escaped", "declared": False},
     Ending(0, "the king escaped")),
    (None, None),
])
def test_shapes_and_spellings_stored_before_still_read(stored, expected):
    assert Ending.read(stored) == expected


def test_former_spellings_name_the_one_member():
    assert end_reason("threefold repetition") is EndReason.REPETITION
    assert end_reason("repetition") is EndReason.REPETITION
    assert end_reason("bore off every piece (Kendall finished)") == \
        "bore off every piece (Kendall finished)"


@pytest.mark.parametrize("name", list(FIXTURES))
def test_the_entries_of_every_old_journal_read_as_endings(tmp_path, name):
    path = tmp_path / name
    shutil.copy(HERE / name, path)
    con = db.open_database(path)
    stored = [row[0] for row in con.execute("SELECT outcome FROM entry WHERE outcome IS NOT NULL")]
    endings = {Ending.read(json.loads(text)) for text in stored}
    assert endings <= {Ending(0, EndReason.MATE, False)} and (endings or "v1" in name)


def test_a_game_declared_over_in_a_former_spelling_resumes_over(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    session = PlaySession.start("kamla", "solo")
    with db.session() as con:
        con.execute("UPDATE saved_game SET status = 'finished', outcome = ? WHERE id = ?",
                    ('{"winner": null, "reason": "stopped", "declared": true}',
                     session.game_id))
    resumed = PlaySession.resume(session.game_id)
    assert resumed.over and resumed.outcome == Outcome(None, EndReason.STOPPED)
    assert resumed.declared == Ending(None, EndReason.STOPPED, True)


@pytest.mark.parametrize("outcome, said", [
    (Outcome(0, EndReason.MATE), "Lower World wins by mate."),
    (Outcome(1, EndReason.RESIGNATION), "Upper World wins by resignation."),
    (Outcome(None, EndReason.AGREEMENT), "The game is drawn by agreement."),
    (Outcome(None, "threefold repetition"), "The game is drawn: the same position a third time."),
    (Outcome(None, EndReason.STALEMATE), "Draw: stalemate."),
    (Outcome(None, EndReason.STOPPED), "Draw: stopped before the end."),
    (Outcome(0, "the king escaped"), "Lower World wins: the king escaped."),
])
def test_the_end_panel_says_each_ending_from_one_table(outcome, said):
    assert ending.words(outcome, PLAYERS) == said


@pytest.mark.parametrize("players, first, second", [
    (("Attackers", "Defenders"), "The attackers win", "The defenders win"),
    (("Spools", "Cones"), "The spools win", "The cones win"),
    (("White", "Black"), "White wins", "Black wins"),
    (("Lower World", "Upper World"), "Lower World wins", "Upper World wins"),
])
def test_a_side_named_as_a_group_takes_win(players, first, second):
    assert ending.words(Outcome(0, "the king escaped"), players) == f"{first}: the king escaped."
    assert ending.words(Outcome(1, EndReason.MATE), players) == f"{second} by mate."


def test_every_games_sides_are_in_the_table_above():
    import games
    named = {games.make(n).info.players for n in games.names()}
    assert named == {("Attackers", "Defenders"), ("Spools", "Cones"), ("White", "Black"),
                     ("Lower World", "Upper World")}


@pytest.mark.parametrize("outcome, players, said", [
    (Outcome(0, EndReason.MATE), ("Lower World", "Upper World"), "Мат. Побеждает Нижний мир."),
    (Outcome(1, "the king escaped"), ("Attackers", "Defenders"),
     "Побеждают защитники: король ушёл."),
    (Outcome(0, EndReason.RESIGNATION), ("White", "Black"), "Соперник сдался. Побеждают белые."),
    (Outcome(None, EndReason.STILLNESS), PLAYERS, "Ничья: ходов не осталось (замирание)."),
    (Outcome(None, "21 turns without a capture"), ("Attackers", "Defenders"),
     "Ничья: 21 ход без взятия."),
    (Outcome(None, "12 turns without a capture"), ("Attackers", "Defenders"),
     "Ничья: 12 ходов без взятия."),
])
def test_the_ending_in_russian_agrees_with_its_side(outcome, players, said):
    assert ending.words(outcome, players, "ru") == said


def test_whose_move_in_russian_keeps_the_players_name():
    from play import names
    assert names.to_move("White", "Аня", "ru") == "Ходят белые (Аня)"
    assert names.to_move("Lower World", "", "ru") == "Ходит Нижний мир"
    assert names.to_move("White", "Anna") == "White (Anna) to move"
