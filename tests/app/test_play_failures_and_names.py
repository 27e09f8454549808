"""Issue 14 on the play pages: a failure of the journal file during a move, a
resignation or the computer's step is explained in plain words (never a
traceback) and the board shows what is stored; player names typed at setup
are shown exactly as typed, never read as Markdown."""
import contextlib
from pathlib import Path

from readings.failures import JournalFileError
from tests.app.conftest import app, take_screen
from tests.app.test_kamla_page import move_list, new_app, play, shown_text

UNTOUCHED = "the file was left untouched"
NAMES = ("**x** ![i](http://example.invalid/a.png)", "$\\frac{$ _y_")


def failing_when(session, broken):
    """The session's journal fails (an input/output error of the disk) while
    ``broken()`` holds."""
    working = session.connect

    @contextlib.contextmanager
    def connect():
        if broken():
            raise JournalFileError(Path("journal.sqlite3"), "could not be read or written.")
        with working() as con:
            yield con
    session.connect = connect


def errors(at) -> str:
    return " ".join(e.value for e in at.error).replace("\\", "")


def test_a_move_on_a_failing_journal_is_explained_and_not_shown(data_dir):
    at = new_app()
    at.button(key="kamla_begin").click().run()
    play(at, "Sd3-d4")
    session = at.session_state["kamla_session"]
    failing_when(session, lambda: True)
    play(at, "Sd6-d5")
    assert UNTOUCHED in errors(at) and "could not be read or written" in errors(at)
    assert at.session_state["kamla_session"].record == ["Sd3-d4"]
    chips = move_list(at)
    assert chips == ["1. Sd3-d4"]  # the move list: what is stored


def test_a_resignation_on_a_failing_journal_is_explained(data_dir):
    at = app("shatra").run()
    at.button(key="shatra_begin").click().run()
    session = at.session_state["shatra_session"]
    failing_when(session, lambda: True)
    at.button(key="shatra_resign_yes").click().run()
    assert not at.exception and UNTOUCHED in errors(at)
    assert not at.session_state["shatra_session"].over


def test_the_computers_step_on_a_failing_journal_is_explained_once(data_dir):
    at = new_app()
    at.radio(key="kamla_setup_mode").set_value("Against the computer, each Ruler hidden").run()
    at.radio(key="kamla_setup_level").set_value("Gentle").run()
    at.button(key="kamla_begin").click().run()
    play(at, "R=e1")
    session = at.session_state["kamla_session"]
    healed = []
    failing_when(session, lambda: len(session.record) >= 4 and not healed)  # its answer
    play(at, "Sd3-d4")
    assert UNTOUCHED in errors(at)
    assert len(at.session_state["kamla_session"].record) == 3  # stored: yours, not its
    at.run()
    assert len(at.session_state["kamla_session"].record) == 3  # explained again, no endless retry
    healed.append(True)
    at.run()  # the next run of the page: it plays again
    assert len(at.session_state["kamla_session"].record) == 4 and not at.error


def test_player_names_are_shown_as_typed_never_as_markdown(data_dir):
    at = new_app()
    at.radio(key="kamla_setup_mode").set_value(
        "Pair: two players, each Ruler hidden from the other").run()
    at.text_input(key="kamla_setup_lower").input(NAMES[0]).run()
    at.text_input(key="kamla_setup_upper").input(NAMES[1]).run()
    at.button(key="kamla_begin").click().run()
    _assert_plain(at)
    take_screen(at)
    _assert_plain(at)
    shatra = app("shatra").run()
    shatra.radio(key="shatra_setup_mode").set_value("Two players at one screen").run()
    shatra.text_input(key="shatra_setup_first").input(NAMES[0]).run()
    shatra.text_input(key="shatra_setup_second").input(NAMES[1]).run()
    shatra.button(key="shatra_begin").click().run()
    _assert_plain(shatra)


def _assert_plain(at) -> None:
    assert not at.exception
    assert [t for t in at.text if NAMES[0] in t.value or NAMES[1] in t.value]  # as typed
    markdown = [e.value for e in (*at.markdown, *at.subheader, *at.info, *at.caption)] + \
        [b.label for b in at.button]
    assert not [m for m in markdown if "invalid" in m or "frac" in m], shown_text(at)
