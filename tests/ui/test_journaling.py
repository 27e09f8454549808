"""Journal entries written from play: one per finished Senet phase and one
for the session (C-4), never twice."""
import random

import games
from games.core.playout import random_game
from games.senet.session import journal as phase_journal
from readings import db, journal
from ui import journaling
from ui.play_session import PlaySession


def test_every_senet_phase_and_the_session_get_one_entry(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    game = games.make("senet-cycles")
    texts = random_game(game, random.Random(11)).texts
    session = PlaySession.start("senet-cycles", "solo", options={"cycles": 1})
    for text in texts:
        session.play(text)
        journaling.write_pending(session)
    journaling.write_pending(session)
    entries = journal.search(db.open_database())
    expected_phases = sum(e["kind"] == "phase" for e in phase_journal(game, texts))
    assert expected_phases >= 2
    assert sorted(e.kind for e in entries) == ["phase"] * expected_phases + ["session"]
    phase_labels = [e.symbols[0]["label"] for e in sorted(entries, key=lambda e: e.id)
                    if e.kind == "phase"]
    assert all(" finished " in label for label in phase_labels)
