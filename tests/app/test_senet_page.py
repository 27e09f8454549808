"""AppTest: Senet through the Throw button and the legal-moves select box; a
timed cycle session with an injected clock; resuming after a restart."""
import random

from streamlit.testing.v1 import AppTest

from tests.app.conftest import app


class FakeClock:
    def __init__(self, start: float = 1_000_000.0):
        self.now = start

    def __call__(self) -> float:
        return self.now


def new_app(clock=None, seed: int = 3) -> AppTest:
    state = {"senet_rng": random.Random(seed)}
    if clock is not None:
        state["senet_clock"] = clock
    return app("senet", **state).run()


def step(at: AppTest) -> None:
    """Throw when the sticks are due, else play the first legal move."""
    throw = at.button(key="senet_throw")
    if not throw.disabled:
        throw.click().run()
    else:
        pick = at.selectbox(key="senet_pick")
        pick.select(pick.options[0]).run()
        at.button(key="senet_move").click().run()
    assert not at.exception, at.exception


def headings(at: AppTest) -> str:
    """Headings and the status line (plain text since issue 14: it may hold names)."""
    return "\n".join(e.value for e in [*at.markdown, *at.subheader, *at.text])


def test_throw_and_move_in_kendall():
    at = new_app()
    at.button(key="senet_begin").click().run()
    assert "Opening" in headings(at)
    for _ in range(12):
        step(at)
    record = at.session_state["senet_session"].record
    assert any(t.startswith("[") for t in record) and any("-" in t or "x" in t for t in record)
    assert "A 1, 4 or 5 gives another throw" in " ".join(c.value for c in at.caption)


def test_timed_cycle_session_runs_out_and_names_the_player_ahead():
    clock = FakeClock()
    at = new_app(clock)
    at.radio(key="senet_setup_rules").set_value(
        "Kendall–Bell cycles: a session of death and resurrection").run()
    at.radio(key="senet_setup_by").set_value("For a set time").run()
    at.number_input(key="senet_setup_minutes").set_value(5).run()
    at.button(key="senet_begin").click().run()
    assert at.button(key="senet_throw").disabled  # the session has not started
    assert "05:00" in headings(at)
    at.button(key="senet_start").click().run()
    for _ in range(10):
        clock.now += 5
        step(at)
    at.button(key="senet_pause").click().run()
    clock.now += 3600  # a long pause does not count
    at.run()
    assert "04:10" in headings(at)
    at.button(key="senet_start").click().run()  # resume
    clock.now += 5 * 60  # the time runs out
    at.run()
    session = at.session_state["senet_session"]
    assert "time" in session.record
    for _ in range(40):  # the turn in progress is played to its end
        if session.over:
            break
        step(at)
    assert session.over
    text = headings(at)
    assert "The time is up." in text and "is ahead and wins" in text or "level" in text
    scores = session.game.ahead(session.state)
    leader = "Spools" if scores[0] > scores[1] else "Cones"
    assert f"{leader} is ahead and wins" in text
    from readings import db, journal
    kinds = [e.kind for e in journal.search(db.open_database())]
    assert kinds.count("session") == 1
    session_entry = [e for e in journal.search(db.open_database()) if e.kind == "session"][0]
    assert session_entry.outcome["reason"] == "time is up: ahead" and session_entry.minutes == 5


def test_resume_a_senet_game_after_restarting_the_app():
    at = new_app()
    at.button(key="senet_begin").click().run()
    for _ in range(8):
        step(at)
    session = at.session_state["senet_session"]
    fresh = new_app()
    fresh.button(key=f"senet_continue_{session.game_id}").click().run()
    assert fresh.session_state["senet_session"].record == session.record
    step(fresh)
    assert len(fresh.session_state["senet_session"].record) == len(session.record) + 1


def test_against_the_computer_it_throws_and_moves_for_itself():
    at = new_app()
    at.radio(key="senet_setup_players").set_value("Against the computer").run()
    at.radio(key="senet_setup_side").set_value("Cones").run()
    at.button(key="senet_begin").click().run()
    session = at.session_state["senet_session"]
    assert session.options["first"] == "fixed"
    assert session.record and session.state.who == 1  # Spools (the computer) played first
    for _ in range(10):
        step(at)
        assert session.over or session.state.who == 1 or session.game.to_move(session.state) != -1


def test_contemplation_lets_the_computer_play_both_sides():
    clock = FakeClock()
    at = new_app(clock)
    at.radio(key="senet_setup_players").set_value(
        "Contemplation: the app plays both sides at your pace").run()
    at.button(key="senet_begin").click().run()
    session = at.session_state["senet_session"]
    for _ in range(12):
        clock.now += 2
        at.run()
    assert len(session.record) >= 10
    assert session.clock["computer"]["sides"] == [0, 1]


def test_each_phase_of_a_cycle_session_is_kept_as_it_ends_with_its_own_time_and_minutes():
    """Moves played through the page's session on its clock, seven seconds a
    step: every phase entry is in the journal the moment the phase ends."""
    import games
    from games.core.playout import random_game
    from readings import db, journal

    clock = FakeClock(1_800_000_000.0)
    at = new_app(clock)
    at.radio(key="senet_setup_rules").set_value(
        "Kendall–Bell cycles: a session of death and resurrection").run()
    at.button(key="senet_begin").click().run()
    session = at.session_state["senet_session"]
    texts = random_game(games.make("senet-cycles"), random.Random(11)).texts
    phases_seen = []
    for text in texts:
        clock.now += 7
        session.play(text)
        count = journal.has_entry(db.open_database(), session.game_id, "phase")
        if count > len(phases_seen):
            phases_seen.append(len(session.record))
    at.run()
    entries = sorted(journal.search(db.open_database()), key=lambda e: e.id)
    phases = [e for e in entries if e.kind == "phase"]
    assert len(phases) >= 2 and len(phases_seen) >= 2  # written during the session
    assert len({e.created_at for e in phases}) == len(phases)
    assert len({e.minutes for e in phases}) == len(phases) and all(e.minutes > 0 for e in phases)
    assert entries[-1].kind == "session" and "senet_new" in [b.key for b in at.button]
