"""AppTest: Senet through the Throw button and the legal-moves select box; a
timed cycle session with an injected clock; resuming after a restart."""
import random

from streamlit.testing.v1 import AppTest

from games.senet.engine import MOVE
from ui.computer import computers_turn
from tests.app.conftest import app
from tests.app.test_kamla_page import move_list


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
    assert "The time is up." in text and " win, ahead " in text or "level" in text
    scores = session.game.ahead(session.state)
    leader = "spools" if scores[0] > scores[1] else "cones"
    assert f"The {leader} win, ahead " in text
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


def computer_plays_its_turn(at: AppTest, clock: FakeClock) -> list[int]:
    """Let the clock run a pace at a time until the person is to act; the
    record's length after each run of the page."""
    session = at.session_state["senet_session"]
    lengths = []
    for _ in range(60):
        if not computers_turn(session):
            break
        clock.now += session.clock["pace"]
        at.run()
        lengths.append(len(session.record))
    return lengths


def test_against_the_computer_it_throws_and_moves_for_itself():
    clock = FakeClock()
    at = new_app(clock)
    at.radio(key="senet_setup_players").set_value("Against the computer").run()
    at.radio(key="senet_setup_side").set_value("Cones").run()
    at.button(key="senet_begin").click().run()
    session = at.session_state["senet_session"]
    assert session.options["first"] == "fixed"
    computer_plays_its_turn(at, clock)
    assert session.record and session.state.who == 1  # Spools (the computer) played first
    for _ in range(10):
        step(at)
        computer_plays_its_turn(at, clock)
        assert session.over or session.state.who == 1 or session.game.to_move(session.state) != -1


def test_the_computer_takes_one_step_a_pace_and_the_pace_can_change():
    """Its throw stays in view for the pace before its move (the same pace
    mechanism as contemplation), and the pace set in play is kept with the game."""
    clock = FakeClock()
    at = new_app(clock)
    at.radio(key="senet_setup_players").set_value("Against the computer").run()
    at.radio(key="senet_setup_side").set_value("Cones").run()
    at.slider(key="senet_setup_pace").set_value(2.0).run()
    at.button(key="senet_begin").click().run()
    session = at.session_state["senet_session"]
    assert session.clock["pace"] == 2.0
    assert session.record == ["[2]"]  # its first throw (seeded), and nothing more yet
    assert at.session_state["senet_ticking"] == 2.0
    at.run()
    clock.now += 1.0
    at.run()
    assert session.record == ["[2]"]  # the throw is still what the board shows
    clock.now += 1.0
    at.run()
    assert len(session.record) == 2 and "-" in session.record[1]  # then its move
    lengths = computer_plays_its_turn(at, clock)
    assert all(b - a <= 1 for a, b in zip([2, *lengths], lengths))  # one step per pace
    assert at.session_state["senet_ticking"] is None  # the person's turn: no ticking
    at.slider(key="senet_play_pace").set_value(0.5).run()
    assert session.clock["pace"] == 0.5
    fresh = new_app()
    fresh.button(key=f"senet_continue_{session.game_id}").click().run()
    assert fresh.session_state["senet_session"].clock["pace"] == 0.5


def test_the_opening_thrown_for_the_players_and_kept_with_the_game():
    at = new_app()
    at.radio(key="senet_setup_players").set_value("Solo: you throw and move for both").run()
    at.checkbox(key="senet_setup_auto_opening").check().run()
    at.button(key="senet_begin").click().run()
    session = at.session_state["senet_session"]
    assert session.clock["auto_opening"] is True and session.clock["one_click"] is False
    *before, one = session.record
    assert one == "[1]" and all(t in ("[2]", "[3]", "[4]", "[5]") for t in before)
    assert session.state.stage == MOVE and session.state.who == 0 and session.state.thrown == 1
    assert "Opening" not in headings(at) and "Spools: move a piece 1 square." in headings(at)
    labels = move_list(at)
    assert labels[0] == f"Opening: {session.record[0]}" and labels[1:len(before) + 1] == \
        session.record[1:len(before) + 1]  # the opening's throws, grouped as one
    assert at.toggle(key="senet_auto_opening").value is True
    fresh = new_app()
    fresh.button(key=f"senet_continue_{session.game_id}").click().run()
    assert fresh.session_state["senet_session"].clock["auto_opening"] is True


def test_the_opening_is_thrown_by_the_app_once_the_option_is_turned_on_in_play():
    at = new_app()
    at.button(key="senet_begin").click().run()
    session = at.session_state["senet_session"]
    assert session.record == [] and session.clock["auto_opening"] is False
    at.toggle(key="senet_auto_opening").set_value(True).run()
    assert session.record[-1] == "[1]" and session.state.stage == MOVE


def test_one_click_is_an_option_kept_with_the_game():
    at = new_app()
    at.checkbox(key="senet_setup_one_click").check().run()
    at.button(key="senet_begin").click().run()
    session = at.session_state["senet_session"]
    assert session.clock["one_click"] is True and session.clock["auto_opening"] is False
    at.toggle(key="senet_one_click").set_value(False).run()
    at.button(key="senet_throw").click().run()  # a move: a game without one is not listed
    fresh = new_app()
    fresh.button(key=f"senet_continue_{session.game_id}").click().run()
    assert fresh.session_state["senet_session"].clock["one_click"] is False
    assert fresh.toggle(key="senet_one_click").value is False


def test_cycle_figures_and_the_ahead_score_only_in_a_cycle_session():
    at = new_app()
    at.button(key="senet_begin").click().run()
    assert [(m.label, m.value) for m in at.metric] == [("Spools · borne off", "0"),
                                                       ("Cones · borne off", "0")]
    assert not any("cycles completed" in c.value for c in at.caption)
    cycles = new_app()
    cycles.radio(key="senet_setup_rules").set_value(
        "Kendall–Bell cycles: a session of death and resurrection").run()
    cycles.button(key="senet_begin").click().run()
    session = cycles.session_state["senet_session"]
    spools, cones = (f"{float(a):.2f}" for a in session.game.ahead(session.state))
    assert [(m.label, m.value) for m in cycles.metric] == [("Spools · Kendall", spools),
                                                           ("Cones · Kendall", cones)]
    assert [c.value for c in cycles.caption if "cycles" in c.value] == \
        ["cycles completed 0 · borne off 0"] * 2
    bell = new_app()
    bell.radio(key="senet_setup_rules").set_value("Bell: the way back to resurrection").run()
    bell.button(key="senet_begin").click().run()
    assert [(m.label, m.value) for m in bell.metric] == [("Spools · to enter", "5"),
                                                         ("Cones · to enter", "5")]


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
