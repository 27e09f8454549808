"""AppTest: whole Kamla games through the legal-moves select box, in solo and
in pair mode, and the hidden Ruler never shown to the opponent."""
import json
import sqlite3

from streamlit.testing.v1 import AppTest

from readings import db, locked, saved_games
from tests.app.conftest import PAIR_PINS, app, take_screen

# A real game (seeded random play) that ends in mate after 9 plies: the Lower
# Horseman crosses the river, jumps the Shell on e4's file and takes d5.
SOLO_GAME = "Wc1xd3 Re8-d7 Ng1-d2 Pd8-e8 Nd2-e5 Sd6-d5 Nb1-e2 Nb8-d8 Ne2xd5".split()
PAIR_GAME = ["R=e1", "R=e8"] + [t.replace("Re8-d7", "Pe8-d7") for t in SOLO_GAME]
WIN = "Lower World wins by mate."


def new_app() -> AppTest:
    return app("kamla").run()


def play(at: AppTest, text: str) -> None:
    at.selectbox(key="kamla_pick").select(text).run()
    at.button(key="kamla_move").click().run()
    assert not at.exception, at.exception


def board_data(at: AppTest) -> dict:
    return json.loads(at.get("bidi_component")[0].proto.json)


def move_list(at: AppTest) -> list[str]:
    """The move list's entries as shown (ui.history's chips)."""
    chips = [chip for chip in at.get("button_group") if chip.key != "language_switch"]
    return [o.content for chip in chips for o in chip.proto.options]


def shown_text(at: AppTest) -> str:
    elements = [*at.title, *at.header, *at.subheader, *at.markdown, *at.text, *at.caption,
                *at.info, *at.error, *at.success, *at.warning]
    parts = [e.value for e in elements] + [str(o) for s in at.selectbox for o in s.options] + \
            [b.label for b in at.button] + \
            [o.content for g in at.get("button_group") for o in g.proto.options]  # the moves
    return "\n".join(parts)


def test_solo_game_to_mate_through_the_select_box():
    at = new_app()
    at.button(key="kamla_begin").click().run()
    for text in SOLO_GAME:
        play(at, text)
    assert WIN in shown_text(at)
    assert at.session_state["kamla_session"].record == SOLO_GAME
    data = board_data(at)
    assert sum(1 for c in data["cells"] if c.get("piece", {}).get("power")) == 2  # both Rulers


def test_solo_undo_and_redo():
    at = new_app()
    at.button(key="kamla_begin").click().run()
    play(at, "Sd3-d4")
    at.button(key="kamla_undo").click().run()
    assert at.session_state["kamla_session"].record == []
    at.button(key="kamla_redo").click().run()
    assert at.session_state["kamla_session"].record == ["Sd3-d4"]


def test_pair_game_with_secret_rulers_to_the_end():
    at = new_app()
    at.radio(key="kamla_setup_mode").set_value(
        "Pair: two players, each Ruler hidden from the other").run()
    at.button(key="kamla_begin").click().run()
    assert "Hand the screen to Lower World" in shown_text(at)
    take_screen(at)
    play(at, "R=e1")
    assert "Hand the screen to Upper World" in shown_text(at)
    assert at.get("bidi_component") == []  # no board behind the handover
    assert "R=e1" not in shown_text(at)
    take_screen(at)
    play(at, "R=e8")
    assert "Both Rulers are chosen" in shown_text(at)
    take_screen(at)
    for text in PAIR_GAME[2:]:
        mover = at.session_state["kamla_session"].state.turn
        opponent_tent = [c["piece"] for c in board_data(at)["cells"]
                         if c.get("piece", {}).get("mark") == "star"
                         and c["piece"]["side"] != mover and not c["piece"]["captive"]]
        assert len(opponent_tent) == 2 and opponent_tent[0] == opponent_tent[1]
        assert not opponent_tent[0]["power"]
        assert "Ruler" not in shown_text(at).replace("Show my Ruler", "").replace(
            "show my Ruler", "")
        assert "R=e1" not in shown_text(at) and "R=e8" not in shown_text(at)
        play(at, text)
        if not at.session_state["kamla_session"].over:
            assert at.get("bidi_component") == []  # the board covered until taken
            take_screen(at)
    assert WIN in shown_text(at)
    data = board_data(at)
    assert sum(1 for c in data["cells"] if c.get("piece", {}).get("power")) == 2  # revealed


def powers(at: AppTest) -> list[int]:
    return [c["id"] for c in board_data(at)["cells"] if c.get("piece", {}).get("power")]


def test_showing_a_ruler_is_a_handover_naming_the_side_to_move():
    """Issue 14: right after your move, "Show my Ruler" showed your opponent's."""
    at = new_app()
    at.radio(key="kamla_setup_mode").set_value(
        "Pair: two players, each Ruler hidden from the other").run()
    at.button(key="kamla_begin").click().run()
    for choice in ("R=d1", "R=e8"):
        take_screen(at)
        play(at, choice)
    take_screen(at)
    assert at.button(key="kamla_reveal_button").label == "I am Lower World: show my Ruler (5 s)"
    reveal(at, PAIR_PINS[0])
    assert powers(at) == [3]  # d1, the Lower World's own
    play(at, "Sd3-d4")  # the Lower World player is still at the screen
    assert at.get("bidi_component") == []  # the hand-over covers the board
    take_screen(at)  # whoever clicks "I am Upper World: continue"
    assert powers(at) == []
    assert at.button(key="kamla_reveal_button").label == "I am Upper World: show my Ruler (5 s)"
    assert "I am Lower World" not in shown_text(at)
    reveal(at, PAIR_PINS[0])  # the Lower World's own PIN does not open the other Ruler
    assert powers(at) == []
    assert "That PIN does not open this Ruler" in shown_text(at)
    reveal(at, PAIR_PINS[1])  # the Upper World player, knowing the PIN
    assert powers(at) == [60]  # e8 only: never the Ruler of the side that just moved
    assert at.button(key="kamla_reveal_button").label == "Your Ruler is marked"


def reveal(at: AppTest, pin: str) -> None:
    at.text_input(key="kamla_reveal_pin").input(pin)
    at.button(key="kamla_reveal_button").click().run()


def test_a_pin_is_chosen_at_the_first_hand_over_and_only_its_hash_is_stored():
    at = new_app()
    at.radio(key="kamla_setup_mode").set_value(
        "Pair: two players, each Ruler hidden from the other").run()
    at.button(key="kamla_begin").click().run()
    at.text_input(key="kamla_pin_new").input("12")
    at.text_input(key="kamla_pin_again").input("12")
    at.button(key="kamla_ready_button").click().run()
    assert "A PIN is 4 to 12 digits; the one typed has 2 characters." in shown_text(at)
    assert at.get("bidi_component") == []  # still covered
    take_screen(at)
    play(at, "R=d1")
    assert "kamla_pin_new" in [t.key for t in at.text_input]  # the Upper World's turn to choose
    take_screen(at)
    play(at, "R=e8")
    assert "kamla_pin_new" not in [t.key for t in at.text_input]  # chosen once per player
    game_id = at.session_state["kamla_session"].game_id
    stored = db.open_database().execute("SELECT clock FROM saved_game WHERE id = ?",
                                        (game_id,)).fetchone()[0]
    assert "ruler_pins" in stored and not any(pin in stored for pin in PAIR_PINS)


def test_pair_board_data_does_not_depend_on_the_hidden_choice():
    boards = []
    for choice in ("R=d1", "R=e1"):
        at = new_app()
        at.radio(key="kamla_setup_mode").set_value(
            "Pair: two players, each Ruler hidden from the other").run()
        at.button(key="kamla_begin").click().run()
        take_screen(at)
        play(at, choice)
        take_screen(at)
        boards.append(board_data(at))  # Upper choosing: Lower's choice must not show
    assert boards[0] == boards[1]


def test_resume_after_restarting_the_app():
    at = new_app()
    at.button(key="kamla_begin").click().run()
    for text in SOLO_GAME[:4]:
        play(at, text)
    game_id = at.session_state["kamla_session"].game_id
    fresh = new_app()  # a new browser session: nothing in memory
    assert f"kamla_continue_{game_id}" in [b.key for b in fresh.button]
    fresh.button(key=f"kamla_continue_{game_id}").click().run()
    assert fresh.session_state["kamla_session"].record == SOLO_GAME[:4]
    play(fresh, SOLO_GAME[4])
    assert fresh.session_state["kamla_session"].record == SOLO_GAME[:5]


def journal_entries():
    from readings import db, journal
    return journal.search(db.open_database())


def test_the_end_of_a_game_writes_the_journal_and_shows_its_reading():
    at = new_app()
    at.text_input(key="kamla_setup_intention").input("What rises from below?")
    at.button(key="kamla_begin").click().run()
    for text in SOLO_GAME:
        play(at, text)
    entries = journal_entries()
    assert [(e.kind, e.outcome["winner"], e.outcome["reason"]) for e in entries] == \
        [("game", 0, "mate")]
    entry = entries[0]
    assert entry.record == SOLO_GAME and entry.question == "What rises from below?"
    assert entry.reading["title"] and entry.symbols
    assert entry.reading["title"] in shown_text(at)
    at.run()  # another run writes nothing twice
    assert len(journal_entries()) == 1


def test_cast_a_reading_in_solo_and_in_a_pair_game_without_betraying_the_ruler():
    at = new_app()
    at.button(key="kamla_begin").click().run()
    play(at, SOLO_GAME[0])
    at.button(key="kamla_cast").click().run()
    assert not at.exception
    assert [e.kind for e in journal_entries()] == ["cast"]
    readings = []
    for lower_choice in ("R=d1", "R=e1"):
        pair = new_app()
        pair.radio(key="kamla_setup_mode").set_value(
            "Pair: two players, each Ruler hidden from the other").run()
        pair.button(key="kamla_begin").click().run()
        for side_choice in (lower_choice, "R=e8"):
            take_screen(pair)
            play(pair, side_choice)
        take_screen(pair)
        play(pair, "Sd3-d4")
        take_screen(pair)
        pair.button(key="kamla_cast").click().run()
        assert not pair.exception
        cast = [e for e in journal_entries() if e.kind == "cast"][0]
        readings.append((cast.reading, [s["label"] for s in cast.symbols]))
    assert readings[0] == readings[1]  # nothing in it depends on the hidden choice


def test_against_the_computer_it_chooses_and_answers():
    at = new_app()
    at.radio(key="kamla_setup_mode").set_value("Against the computer, each Ruler hidden").run()
    at.radio(key="kamla_setup_level").set_value("Gentle").run()
    at.button(key="kamla_begin").click().run()
    play(at, "R=e1")  # the computer chooses its own Ruler, in secret, then we move
    session = at.session_state["kamla_session"]
    assert len(session.record) == 2 and session.record[1].startswith("R=")
    assert "R=d8" not in shown_text(at) and "R=e8" not in shown_text(at)
    play(at, "Sd3-d4")
    assert len(session.record) == 4  # the computer answered
    assert "R=?" in shown_text(at)


def test_the_same_game_in_two_tabs_loses_no_move():
    """Issue 14: the last whole-record write won, so one tab's move vanished."""
    first = new_app()
    first.button(key="kamla_begin").click().run()
    play(first, "Sd3-d4")
    game_id = first.session_state["kamla_session"].game_id
    second = new_app()  # another tab continues the same game
    second.button(key=f"kamla_continue_{game_id}").click().run()
    play(first, "Sd6-d5")
    play(second, "Se6-e5")  # from a screen that missed the first tab's move
    assert "changed in another tab" in shown_text(second)
    assert second.session_state["kamla_session"].record == ["Sd3-d4", "Sd6-d5"]
    assert move_list(second) == ["1. Sd3-d4", "Sd6-d5"]  # the move list shows what is stored
    play(second, "Se3-e4")
    assert saved_games.load(db.open_database(), game_id).record == ["Sd3-d4", "Sd6-d5", "Se3-e4"]


def test_a_move_on_a_locked_file_is_not_shown_as_played(monkeypatch):
    """Issue 14: with the file locked by another program the move showed as
    played but was not saved. Now: retried, refused, said, taken back."""
    connect = db.connect
    monkeypatch.setattr(locked, "PAUSE", 0.01)
    monkeypatch.setattr(db, "connect", lambda path=None: _impatient(connect(path)))
    at = new_app()
    at.button(key="kamla_begin").click().run()
    play(at, "Sd3-d4")
    other = sqlite3.connect(db.default_path(), isolation_level=None)  # another program
    other.execute("BEGIN IMMEDIATE")
    play(at, "Sd6-d5")
    assert "locked by another program" in shown_text(at)
    assert at.session_state["kamla_session"].record == ["Sd3-d4"]
    assert move_list(at) == ["1. Sd3-d4"]  # the move list: what is stored
    other.execute("ROLLBACK")
    play(at, "Sd6-d5")
    game_id = at.session_state["kamla_session"].game_id
    assert saved_games.load(db.open_database(), game_id).record == ["Sd3-d4", "Sd6-d5"]


def _impatient(con):
    con.execute("PRAGMA busy_timeout = 50")
    return con


def test_the_hexagrams_toggle_draws_each_cells_hexagram():
    """Issue 25: beside "Cell numbers", "Hexagrams" draws Fu Xi's square on the board."""
    at = new_app()
    at.button(key="kamla_begin").click().run()
    assert not any("hexagram" in c for c in board_data(at)["cells"])
    at.toggle(key="kamla_hexagrams").set_value(True).run()
    cells = {c["id"]: c for c in board_data(at)["cells"]}
    assert len(cells) == 64 and all(len(c["hexagram"]) == 6 for c in cells.values())
    assert cells[0]["hexagram"] == "111111" and cells[63]["hexagram"] == "000000"
