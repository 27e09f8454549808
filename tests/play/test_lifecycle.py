"""Journal entries written from play: one per finished Senet phase and one
for the session (C-4), never twice."""
import contextlib
import random
import re

import pytest

import games
import oracle
from games.core import CHANCE, chance
from games.core.playout import random_game
from games.senet.engine import MOVE
from games.senet.session import journal as phase_journal
from readings import db, journal
from play import lifecycle
from play.session import PlaySession


def _memory():
    """A connection factory on one in-memory journal."""
    con = db.open_database(":memory:")

    @contextlib.contextmanager
    def connect():
        yield con
    return connect


def test_every_senet_phase_and_the_session_get_one_entry(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    game = games.make("senet-cycles")
    texts = random_game(game, random.Random(11)).texts
    session = PlaySession.start("senet-cycles", "solo", options={"cycles": 1})
    for text in texts:
        session.play(text)
        lifecycle.write_pending(session)
    lifecycle.write_pending(session)
    entries = journal.search(db.open_database())
    expected_phases = sum(e["kind"] == "phase" for e in phase_journal(game, texts))
    assert expected_phases >= 2
    assert sorted(e.kind for e in entries) == ["phase"] * expected_phases + ["session"]
    phase_labels = [e.symbols[0]["label"] for e in sorted(entries, key=lambda e: e.id)
                    if e.kind == "phase"]
    assert all(" finished " in label for label in phase_labels)


def test_a_declared_ending_is_written_at_once_with_its_outcome_and_querent(tmp_path, monkeypatch):
    """Close the tab right after resigning: the entry already exists."""
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    seen = {}
    real_read = lifecycle.oracle.read

    def read(*args, **kwargs):
        seen.update(kwargs)
        return real_read(*args, **kwargs)

    monkeypatch.setattr(lifecycle.oracle, "read", read)
    session = PlaySession.start("kamla", "solo", querent=1)
    session.play("Sd3-d4")
    session.resign(1)
    entries = journal.search(db.open_database())
    assert [(e.kind, e.outcome) for e in entries] == \
        [("game", {"winner": 0, "reason": "resignation", "declared": True})]
    assert seen["querent"] == 1 and seen["declared"].reason == "resignation"
    session.save()
    assert len(journal.search(db.open_database())) == 1  # nothing twice


def test_time_up_mid_turn_plays_the_turn_out():
    session = PlaySession.start("senet-cycles", "solo", options={"cycles": None, "duration": 300},
                                connect=_memory())
    rng = random.Random(2)
    while session.state.stage != MOVE:
        game = session.game
        session.play_move(rng.choice(game.legal_moves(session.state)) if game.to_move(
            session.state) != CHANCE else chance.sample(game.chance_outcomes(session.state), rng))
    session.play("time")
    assert not session.over
    lifecycle.play_out_turn(session, rng)
    assert session.over and session.outcome.reason.startswith("time is up")


class Clock:
    def __init__(self):
        self.now = 1_800_000_000.0

    def __call__(self):
        return self.now


def _played_at_ten_seconds_a_step(mode: str) -> tuple[PlaySession, list[str]]:
    """A one-cycle session played to its end, ten seconds a step (the time
    played grows by as much)."""
    texts = random_game(games.make("senet-cycles"), random.Random(11)).texts
    clock = Clock()
    session = PlaySession.start("senet-cycles", mode, options={"cycles": 1})
    session.now = clock
    for text in texts:
        clock.now += 10
        session.play(text)
    return session, texts


def test_each_phase_is_written_when_it_ends_with_its_own_time_minutes_and_slice(tmp_path,
                                                                              monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    session, texts = _played_at_ten_seconds_a_step("solo")
    entries = sorted(journal.search(db.open_database()), key=lambda e: e.id)
    phases = [e for e in entries if e.kind == "phase"]
    assert len(phases) >= 2 and entries[-1].kind == "session"
    assert len({e.created_at for e in phases}) == len(phases)  # each when it ended
    slices = [e.record for e in phases] + [entries[-1].record]
    assert [t for s in slices[:-1] for t in s] == texts[:sum(map(len, slices[:-1]))]
    for earlier, later in zip(phases, phases[1:]):
        assert later.start_position == earlier.final_position
        assert later.symbols[0]["id"].startswith("senet.phase.")
    for number, entry in enumerate(phases):  # its own minutes: ten seconds a ply of its
        seconds = (len(entry.record) - (number == 0)) * 10  # slice (the clock starts at ply 1)
        assert entry.minutes == pytest.approx(seconds / 60, abs=0.02)
    assert entries[-1].record == texts  # the session entry covers the session ...
    total = (len(texts) - 1) * 10 / 60  # ... but counts only the minutes after the last phase
    assert sum(e.minutes for e in entries) == pytest.approx(total, abs=0.05)


def test_an_abandoned_session_keeps_the_phases_already_written(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    game = games.make("senet-cycles")
    texts = random_game(game, random.Random(11)).texts
    session = PlaySession.start("senet-cycles", "solo", options={"cycles": 1})
    ends = []
    for text in texts:
        session.play(text)
        ends = lifecycle.phase_ends(session)
        if ends:
            break
    del session  # the tab is closed
    entries = journal.search(db.open_database())
    assert [e.kind for e in entries] == ["phase"] * len(ends)


def test_a_second_cast_says_what_changed_since_the_first():
    """Issue 13, item 7: each cast of a game over days reads what changed since
    the last cast of that game (the oracle's ``since``)."""
    connect = _memory()
    session = PlaySession.start("kamla", "solo", connect=connect)
    session.play("Sd3-d4")
    first = lifecycle.write_cast(session)
    session.play("Sd6-d5")
    second = lifecycle.write_cast(session)
    with connect() as con:
        headings = [p[0] for p in journal.get(con, second).reading["paragraphs"]]
        earlier = [p[0] for p in journal.get(con, first).reading["paragraphs"]]
    assert "kamla.since" in headings and "kamla.since" not in earlier


def test_the_kept_reading_names_its_cells() -> None:
    reading = oracle.read("kamla", ["Sd3-d4", "Sd6-d5"])
    assert lifecycle.reading_dict(reading)["cells"] == reading.cells != []


def test_a_sitting_writes_one_entry_with_its_whole_length_and_its_phases(tmp_path, monkeypatch):
    """Issue 26: a contemplation sitting is one entry: all its minutes, every
    phase's reading and sign inside it, no phase entries beside it."""
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    session, texts = _played_at_ten_seconds_a_step("contemplation")
    entries = journal.search(db.open_database())
    assert [e.kind for e in entries] == ["session"]
    sitting = entries[0]
    assert sitting.minutes == pytest.approx((len(texts) - 1) * 10 / 60, abs=0.02)
    ends = lifecycle.phase_ends(session)
    phases = sitting.reading["phases"]
    assert len(phases) == len(ends) >= 2
    assert [p["steps"] for p in phases][0] == ends[0]
    assert all(" finished " in p["signs"][0] and p["title"] for p in phases)
    assert [s["label"] for s in sitting.symbols[:len(ends)]] == [p["signs"][0] for p in phases]


def test_a_game_is_read_in_the_pages_language_and_again_in_the_other(tmp_path, monkeypatch):
    """Issue 29: the journal keeps a reading in the language it was cast in, and
    an entry is read again from its record in the other: the same signs, words
    of the other language."""
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    session = PlaySession.start("kamla", "solo", intention="Куда ведёт река?", querent=0)
    session.language = "ru"
    texts = random_game(games.make("kamla"), random.Random(3)).texts
    for text in texts[:30]:
        session.play(text)
    with session.connect() as con:
        cast = journal.get(con, lifecycle.write_cast(session))
    assert cast.reading["lang"] == "ru" and re.search("[а-яё]", cast.reading["answer"])
    english = lifecycle.read_again(cast, "en", querent=0)
    russian = lifecycle.read_again(cast, "ru", querent=0)
    assert english is not None and russian is not None
    assert english["lang"] == "en" and not re.search("[а-яё]", english["answer"])
    assert russian == cast.reading
    assert [p[0] for p in english["paragraphs"]] == [p[0] for p in cast.reading["paragraphs"]]
    assert english["cells"] == cast.reading["cells"]


def test_an_entry_that_keeps_no_record_is_not_read_again():
    entry = journal.Entry(kind="cast", game="kamla", ruleset="kamla-pair", record=[],
                          reading={"title": "x", "lang": "en"})
    assert lifecycle.read_again(entry, "ru") is None
