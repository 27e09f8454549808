"""Issue 14 on the two-screen page: a resignation from a screen that has not
yet seen the game end changes nothing and raises nothing; an expired code is
no longer offered to share, and a fresh one is one click away."""
from readings import db
from tests.app.test_endings import assert_ended, remote_app, two_screens


def test_a_resignation_after_the_game_ended_changes_nothing():
    first, second = two_screens()
    second.button(key="remote_resign_yes").click().run()
    first.button(key="remote_resign_yes").click().run()  # its screen still showed the game
    assert not first.exception and not first.error
    assert_ended(first, "remote", "game", 0, "resignation")


def test_an_expired_code_is_said_and_a_fresh_one_offered():
    first = remote_app()
    first.button(key="remote_create").click().run()
    old = first.session_state["remote_table"].seat.code
    assert old in [c.value for c in first.code]
    with db.session() as con:
        con.execute("UPDATE saved_game SET updated_at = '2000-01-01T00:00:00Z'")
    first.run()
    assert "has expired" in " ".join(w.value for w in first.warning)
    assert not [c for c in first.code if old in c.value]  # no dead code to share
    first.button(key="remote_renew_code").click().run()
    fresh = first.session_state["remote_table"].seat.code
    assert fresh != old and fresh in [c.value for c in first.code] and not first.warning
    second = remote_app()
    second.text_input(key="remote_setup_code").input(fresh)
    second.button(key="remote_join").click().run()
    assert not second.error and "You play the" in " ".join(m.value for m in second.markdown)


def test_an_error_is_a_sentence_that_quotes_the_input_as_text():
    """Sentence case (issue 15): the engine's lower-case message starts with a
    capital and ends with a full stop; the code (as read) is escaped text."""
    second = remote_app()
    second.text_input(key="remote_setup_code").input("*NO-SUCH*")
    second.button(key="remote_join").click().run()
    said = second.error[0].value
    assert said.startswith("No game has the code") and said.endswith(r"\.")
    assert r"'NOSU\-CH'" in said


def test_the_shared_reading_names_neither_seat_as_the_reader():
    """Issue 25: both seats read the game's one journal entry, so its reading
    speaks for neither; it never tells the Lower World's player 'You played
    Upper World'."""
    from readings import journal
    first, second = two_screens()
    second.button(key="remote_resign_yes").click().run()
    first.run()
    entry = journal.search(db.open_database())[0]
    said = " ".join(str(p[2]) for p in entry.reading["paragraphs"]) + entry.reading["answer"]
    assert "You played" not in said and "Your side" not in said
    assert "Lower World" in said and "Upper World" in said
