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


def games_page(**state):
    """The Games page in a browser of its own (``state``: its session, e.g. a seat)."""
    from tests.app.conftest import app
    return app("games", **state).run()


def row_buttons(at) -> list[str]:
    return sorted(b.key.split("_")[1] for b in at.button if b.key.startswith("games_"))


def test_only_a_seat_holder_can_archive_or_delete_a_two_screen_game():
    """Issue 27: any other browser sees the game listed, with no action."""
    first, second = two_screens()
    stranger = games_page()
    assert not stranger.exception and row_buttons(stranger) == []
    assert "only its two players" in " ".join(c.value for c in stranger.caption)
    holder = games_page(remote_token=second.session_state["remote_token"])
    assert row_buttons(holder) == ["archive", "delete"]
    assert "only its two players" not in " ".join(c.value for c in holder.caption)


def test_a_deleted_game_is_explained_to_the_screen_that_remains():
    """Issue 27: 'this seat key is not known here' was a traceback."""
    first, second = two_screens()
    holder = games_page(remote_token=second.session_state["remote_token"])
    holder.button(key=next(b.key for b in holder.button
                           if b.key.startswith("games_delete_"))).click().run()
    assert "deleted" in " ".join(s.value for s in holder.success)
    first.run()
    assert not first.exception and not first.error
    assert "no longer here" in " ".join(w.value for w in first.warning)
    assert first.button(key="remote_create")  # the lobby, to start again


def test_a_seat_set_aside_is_offered_back_in_the_lobby():
    """Issue 28: "Start or join another game" leaves the seat with the browser,
    and the lobby lists it (here as the browser would report it) to go back."""
    first, _ = two_screens()
    seat = first.session_state["remote_table"].seat
    first.button(key="remote_set_aside").click().run()
    assert first.button(key="remote_create") and "remote_token" not in first.session_state
    first.session_state["remote_kept"] = [seat]
    first.run()
    assert "Lower World (your side) · Lower World to move · 0 moves" in \
        [t.value for t in first.text]
    first.button(key=f"remote_back_{seat.saved_game_id}").click().run()
    assert first.session_state["remote_token"] == seat.token
    assert "You play the" in " ".join(m.value for m in first.markdown)
