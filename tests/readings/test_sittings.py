"""Sittings written in pieces by earlier versions are joined into one entry
(migration 8, readings.sittings) with nothing a person wrote lost."""
import pytest

from readings import db, followup, journal, saved_games, sittings
from readings.db import transaction


@pytest.fixture
def con():
    return db.open_database(":memory:")


def _split_sitting(con, mode="contemplation", clock=None):
    game = saved_games.create(con, ruleset="senet-cycles", mode=mode, start_position="s",
                              clock=clock or {})
    ids = []
    for i, (kind, minutes, notes, tags, mood) in enumerate([
            ("phase", 4.5, "the first crossing", ["water"], None),
            ("phase", 4.82, "", ["night", "water"], 2),
            ("session", 0.68, "A still evening.", ["evening"], None)]):
        ids.append(journal.add(con, journal.Entry(
            kind=kind, game="senet", ruleset="senet-cycles", mode=mode, record=["x"] * (i + 3),
            symbols=[{"id": f"senet.phase.{i}", "label": f"Spools finished phase {i}"}],
            reading={"title": f"Phase {i}", "answer": f"answer {i}"}, notes=notes, tags=tags,
            mood=mood, minutes=minutes, saved_game_id=game.id,
            created_at=f"2026-03-01T10:0{i}:00Z")))
    followup.write(con, ids[0], "It came as read.")
    return ids


def test_a_split_sitting_becomes_one_entry_losing_nothing(con):
    first, second, session = _split_sitting(con)
    timed = _split_sitting(con, mode="solo", clock={"timer": {"duration": 600}})
    kept_apart = _split_sitting(con, mode="solo")  # a cycle game, not a sitting: C-4 as it was
    with transaction(con):
        sittings.join_all(con)
    entries = {e.id: e for e in journal.search(con)}
    assert set(entries) == {session, timed[2], *kept_apart}
    joined = entries[session]
    assert joined.minutes == pytest.approx(10.0)
    assert joined.notes.startswith("A still evening.") and "the first crossing" in joined.notes
    assert joined.tags == ["evening", "night", "water"] and joined.mood == 2
    assert [p["title"] for p in joined.reading["phases"]] == ["Phase 0", "Phase 1"]
    assert [p["minutes"] for p in joined.reading["phases"]] == [4.5, 4.82]
    assert joined.reading["title"] == "Phase 2" and joined.record == ["x"] * 5
    assert followup.get(con, session).text == "It came as read."
    assert {e.id for e in journal.search(con, text="crossing")} == {session, timed[2],
                                                                    kept_apart[0]}
    assert {e.id for e in journal.search(con, text="night")} == {session, timed[2],
                                                                 kept_apart[1]}
    labels = {r[0] for r in con.execute(
        "SELECT label FROM symbol JOIN entry_symbol ON symbol_id = id WHERE entry_id = ?",
        (session,))}
    assert labels == {"Spools finished phase 0", "Spools finished phase 1",
                      "Spools finished phase 2"}
    with transaction(con):
        sittings.join_all(con)  # twice changes nothing
    assert journal.get(con, session) == joined
