"""Walking through a game's moves (issue 15): ← and → and the move chips change
what the board shows, never the game; the live position is one click away."""
from tests.app.test_kamla_page import SOLO_GAME, board_data, new_app, play


def texts(at) -> list[str]:
    return [t.value for t in at.text]


def test_back_and_on_through_a_kamla_game_changes_only_the_board():
    at = new_app()
    at.button(key="kamla_begin").click().run()
    start = board_data(at)
    for text in SOLO_GAME[:3]:
        play(at, text)
    live = board_data(at)
    session = at.session_state["kamla_session"]
    at.button(key="kamla_back_one").click().run()
    at.button(key="kamla_back_one").click().run()
    assert at.session_state["kamla_move_chips"] == 1  # "1. Wc1xd3" is marked
    assert "Looking at move 1 \u2014 the game is at move 2" in texts(at)  # issue 25
    at.button(key="kamla_back_one").click().run()
    assert board_data(at)["cells"] == start["cells"]
    assert "Looking at the start \u2014 the game is at move 2" in texts(at)
    assert at.button(key="kamla_back_one").disabled
    assert session.record == SOLO_GAME[:3]  # looking back changed nothing
    at.button(key="kamla_on_one").click().run()
    assert at.session_state["kamla_move_chips"] == 1
    at.button(key="kamla_live").click().run()
    assert board_data(at)["cells"] == live["cells"]
    assert at.button(key="kamla_on_one").disabled


def test_a_move_chip_shows_its_position_and_a_new_move_returns_to_live():
    at = new_app()
    at.button(key="kamla_begin").click().run()
    for text in SOLO_GAME[:2]:
        play(at, text)
    at.button_group(key="kamla_move_chips").set_value(1).run()
    assert board_data(at)["last"] and at.button(key="kamla_live")
    assert board_data(at)["targets"] == [] and board_data(at)["selected"] == []
    play(at, SOLO_GAME[2])  # the Move button still plays in the live game
    assert at.session_state["kamla_session"].record == SOLO_GAME[:3]
    assert at.session_state["kamla_move_chips"] == 3


def test_senet_turns_are_named_by_player_and_their_throws_follow(tmp_path):
    import contextlib

    from readings.db import open_database
    from ui import history
    from play.session import PlaySession
    from ui.views import senet as view

    @contextlib.contextmanager
    def connect():
        con = open_database(tmp_path / "j.sqlite3")
        yield con
        con.close()

    session = PlaySession.start("senet-kendall", "solo", connect=connect)
    for _ in range(12):
        session.play(session.legal_texts()[0])
    labels = history.turn_labels(session, view.turn_name)
    turns = [view.turn_name(state) for state in session.states[:-1]]
    assert labels[0].startswith("Opening: ")  # the seats' throws before anyone is Spools
    assert "Opening" in turns and turns[-1] in ("Spools", "Cones")
    for i, text in enumerate(labels):
        named = i == 0 or turns[i] != turns[i - 1]
        assert text == (f"{turns[i]}: {session.record[i]}" if named else session.record[i])
    assert any(":" not in text for text in labels)  # a turn's further throws are grouped


def test_pair_mode_numbers_moves_like_the_status_line():
    """The two secret Ruler choices are not moves: "1." is the first board move,
    as the status line's "move 1" (issue 15)."""
    from tests.app.conftest import app, take_screen
    from tests.app.test_kamla_page import move_list
    from play.session import PlaySession

    session = PlaySession.start("kamla-pair", "pair", players=["Ana", "Boris"])
    for text in ("R=d1", "R=d8", "Ea1-a2", "Sa6-a5"):
        session.play(text)
    third = session.legal_texts()[0]
    session.play(third)
    at = app("kamla")
    at.query_params["game"] = str(session.game_id)
    at.run()
    take_screen(at)  # a reopened pair game opens on a hand-over
    assert not at.exception, at.exception
    assert move_list(at) == ["R=?", "R=?", "1. Ea1-a2", "Sa6-a5", f"2. {third}"]
    assert "move 2" in " ".join(t.value for t in at.text)
    at.button(key="kamla_back_one").click().run()  # the secret choices are not moves
    at.button(key="kamla_back_one").click().run()
    assert "Looking at move 1 \u2014 the game is at move 2" in texts(at)
    at.button(key="kamla_back_one").click().run()
    at.button(key="kamla_back_one").click().run()
    assert "Looking at the start \u2014 the game is at move 2" in texts(at)
    assert "R=d1" not in " ".join(texts(at)) and "R=d8" not in " ".join(texts(at))
