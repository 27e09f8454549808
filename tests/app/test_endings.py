"""AppTest: every way a game ends, on every play page, goes through the one
lifecycle: the journal entry with the right outcome exists and the end panel
(with its New game button) shows. Two screens are two AppTests on one journal."""
import pytest

from games.senet.engine import MOVE
from readings import db, journal
from tests.app.conftest import app, take_screen
from tests.app.test_kamla_page import SOLO_GAME, play
from tests.app.test_senet_page import FakeClock, new_app as senet_app, step as senet_step

PAIR = "Pair: two players, each Ruler hidden from the other"
COMPUTER = "Against the computer, each Ruler hidden"


def endings() -> list[tuple[str, int | None, str]]:
    entries = journal.search(db.open_database())
    return [(e.kind, e.outcome["winner"], e.outcome["reason"]) for e in entries
            if e.kind in ("game", "session")]


def assert_ended(at, key: str, kind: str, winner, reason: str) -> None:
    assert not at.exception, at.exception
    assert endings() == [(kind, winner, reason)]
    assert f"{key}_new" in [b.key for b in at.button]  # the end panel shows
    entry = journal.search(db.open_database())[0]
    assert entry.reading["title"] in [t.value for t in at.text]  # shown as plain text


def kamla(mode: str | None = None, querent: int | None = None):
    at = app("kamla").run()
    if mode:
        at.radio(key="kamla_setup_mode").set_value(mode).run()
    if mode == COMPUTER:
        at.radio(key="kamla_setup_level").set_value("Gentle").run()
    elif querent is not None:
        at.radio(key="kamla_setup_querent").set_value(querent).run()
    at.button(key="kamla_begin").click().run()
    if mode == PAIR:
        for choice in ("R=e1", "R=e8"):
            take_screen(at)
            play(at, choice)
        take_screen(at)
    elif mode == COMPUTER:
        play(at, "R=e1")
    play(at, "Sd3-d4")
    if mode == PAIR:
        take_screen(at)
    return at


@pytest.mark.parametrize("mode", [None, PAIR])
def test_kamla_resignation_on_one_screen(mode):
    at = kamla(mode, querent=1)
    assert at.session_state["kamla_session"].querent == (1 if mode is None else 1)
    at.button(key="kamla_resign_yes").click().run()  # the Upper World resigns
    assert_ended(at, "kamla", "game", 0, "resignation")
    assert "Upper World" in at.subheader[0].value or "Lower World wins" in at.subheader[0].value


@pytest.mark.parametrize("mode", [None, PAIR])
def test_kamla_agreed_draw_on_one_screen(mode):
    at = kamla(mode)
    at.button(key="kamla_draw_offer").click().run()
    at.button(key="kamla_draw_yes").click().run()
    assert_ended(at, "kamla", "game", None, "agreement")
    assert at.session_state["kamla_session"].querent is None  # "neither" at setup


def test_kamla_resignation_against_the_computer_speaks_for_the_person():
    at = kamla(COMPUTER)
    assert at.session_state["kamla_session"].querent == 0
    at.button(key="kamla_resign_yes").click().run()
    assert_ended(at, "kamla", "game", 1, "resignation")


def test_kamla_mate_shows_the_end_panel():
    at = app("kamla").run()
    at.button(key="kamla_begin").click().run()
    for text in SOLO_GAME:
        play(at, text)
    assert_ended(at, "kamla", "game", 0, "mate")


def test_the_generic_page_agreed_draw_and_resignation_against_the_computer():
    at = app("shatra").run()
    at.button(key="shatra_begin").click().run()
    at.button(key="shatra_draw_offer").click().run()
    at.button(key="shatra_draw_yes").click().run()
    assert_ended(at, "shatra", "game", None, "agreement")
    at.button(key="shatra_new").click().run()
    at.radio(key="shatra_setup_mode").set_value("Against the computer").run()
    at.button(key="shatra_begin").click().run()
    at.button(key="shatra_resign_yes").click().run()
    assert not at.exception
    assert (("game", 1, "resignation") in endings()
            and "shatra_new" in [b.key for b in at.button])


def test_senet_stop_here():
    at = senet_app()
    at.button(key="senet_begin").click().run()
    for _ in range(4):
        senet_step(at)
    at.button(key="senet_stop").click().run()
    assert_ended(at, "senet", "game", None, "stopped before the end")


def test_senet_time_running_out_mid_turn_finishes_the_turn_and_ends():
    """The clock runs out while a move is due after a throw: the app plays the
    turn out by itself (C-2) and the session ends, with entry and end panel."""
    clock = FakeClock()
    at = senet_app(clock, seed=5)
    at.radio(key="senet_setup_rules").set_value(
        "Kendall–Bell cycles: a session of death and resurrection").run()
    at.radio(key="senet_setup_by").set_value("For a set time").run()
    at.number_input(key="senet_setup_minutes").set_value(5).run()
    at.button(key="senet_begin").click().run()
    at.button(key="senet_start").click().run()
    session = at.session_state["senet_session"]
    for _ in range(200):  # play on until a move is due (mid-turn)
        senet_step(at)
        if session.state.stage == MOVE:
            break
    assert not session.over
    clock.now += 5 * 60 + 1
    at.run()
    assert session.over and session.outcome.reason.startswith("time is up")
    assert session.record[-1] != "time"  # the turn in hand was played out after the time step
    assert_ended(at, "senet", "session", session.outcome.winner, session.outcome.reason)
    assert "senet_throw" not in [b.key for b in at.button if not b.disabled]


def remote_app():
    """The two-screen page (its custom url path is known after a first run)."""
    at = app("home").run()
    at.switch_page("ui/pages/kamla_remote.py")
    return at.run()


def two_screens():
    first = remote_app()
    first.button(key="remote_create").click().run()
    code = first.session_state["remote_table"].seat.code
    second = remote_app()
    second.text_input(key="remote_setup_code").input(code)
    second.button(key="remote_join").click().run()
    return first.run(), second


def test_two_screens_resignation_reaches_the_other_screen():
    first, second = two_screens()
    first.button(key="remote_resign_yes").click().run()
    assert_ended(first, "remote", "game", 1, "resignation")
    second.run()  # the other screen's next poll
    assert_ended(second, "remote", "game", 1, "resignation")


def test_two_screens_draw_offer_declined_then_accepted():
    first, second = two_screens()
    first.button(key="remote_draw_offer").click().run()
    second.run()
    assert "offers a draw" in " ".join(i.value for i in second.info)
    second.button(key="remote_draw_no").click().run()
    first.run()
    assert "declined" in " ".join(c.value for c in first.caption)
    second.button(key="remote_draw_offer").click().run()
    first.run()
    first.button(key="remote_draw_yes").click().run()
    assert_ended(first, "remote", "game", None, "agreement")
    second.run()
    assert_ended(second, "remote", "game", None, "agreement")
