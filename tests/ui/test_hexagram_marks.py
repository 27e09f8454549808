"""Issue 25: a Kamla journal entry marks its cast (the move read as a change
of hexagrams on Fu Xi's square), and the play board may draw every cell's
hexagram. Old entries (no cast kept) and junk mark nothing; a pair game's
cast before the end marks only its last move, never one chosen by the
computer's weighing (which knows the hidden Rulers)."""
import games
from play import lifecycle
from play.session import PlaySession
from tests.app.test_kamla_page import SOLO_GAME
from tests.play.test_lifecycle import _memory
from ui import board_image, replay
from ui.views import kamla as view

KAMLA = games.make("kamla")


def test_the_kept_cast_marks_its_cells_with_their_hexagrams():
    marks = replay.cast_marks(KAMLA, ["a1", "a2"])
    assert [(cell, h.number, h.symbol) for cell, h in marks] == [(0, 1, "\u4dc0"),
                                                                 (8, 10, "\u4dc9")]
    assert replay.cast_caption(marks) == \
        "The cast: \u4dc0 The Creative on a1 becomes \u4dc9 Treading on a2."
    raised = replay.cast_marks(KAMLA, ["b1"])
    assert replay.cast_caption(raised) == \
        "The cast: \u4dea Breakthrough on b1 (a Shield raised); no line changes."


def test_no_cast_kept_or_a_junk_one_marks_nothing():
    for kept in (None, [], "a1", ["a1", "a2", "a3"], ["zz9"], ["a1", 7], {"a1": 1}):
        assert replay.cast_marks(KAMLA, kept) == []
    assert replay.cast_marks(games.make("tavlei"), ["a1", "a2"]) == []  # not Kamla


def test_the_entry_picture_frames_the_cast_and_draws_its_arrow():
    from matplotlib.patches import FancyArrowPatch, Rectangle
    scene = replay.scene(KAMLA, KAMLA.initial_state())

    def gold(drawn) -> list:
        return [p for p in drawn.axes[0].patches
                if isinstance(p, Rectangle) and p.get_edgecolor()[:3] == (212 / 255, 160 / 255,
                                                                           23 / 255)]
    drawn = board_image.figure(scene, cast=(12, 35))
    assert len(gold(drawn)) == 2
    assert len([p for p in drawn.axes[0].patches if isinstance(p, FancyArrowPatch)]) == 1
    raised = board_image.figure(scene, cast=(12,))
    assert len(gold(raised)) == 1
    assert not [p for p in raised.axes[0].patches if isinstance(p, FancyArrowPatch)]
    assert not gold(board_image.figure(scene))


def test_the_play_board_draws_each_cells_hexagram_only_when_asked():
    state = KAMLA.initial_state()
    cells = {c["id"]: c for c in view.scene(state, hexagrams=True)["cells"]}
    assert cells[0]["hexagram"] == "111111" and cells[63]["hexagram"] == "000000"
    assert cells[8]["hexagram"] == "110111"  # a2: Dui below, Qian above (K-H1)
    assert cells[1]["hexagram"] == "111110"  # b1: Qian below, Dui above
    assert cells[0]["name"].endswith(", hexagram 1")
    assert not any("hexagram" in c for c in view.scene(state)["cells"])


def test_the_journal_keeps_the_cast_of_a_mate_and_of_a_pair_game_in_play():
    solo = PlaySession.start("kamla", "solo", connect=_memory())
    for text in SOLO_GAME:
        solo.play(text)
    assert lifecycle.reading_dict(lifecycle.cast(solo))["cast"] == ["e2", "d5"]  # the mate
    pair = PlaySession.start("kamla-pair", "pair", connect=_memory())
    for text in ("R=e1", "R=e8", "Wc1xd3", "Pe8-d7", "Ng1-d2"):
        pair.play(text)
    assert lifecycle.reading_dict(lifecycle.cast(pair))["cast"] == ["g1", "d2"]  # the last move


def test_a_reading_with_no_board_move_keeps_no_cast():
    session = PlaySession.start("kamla", "solo", connect=_memory())
    assert lifecycle.reading_dict(lifecycle.cast(session))["cast"] == []
    senet = PlaySession.start("senet-kendall", "solo", connect=_memory())
    assert lifecycle.reading_dict(lifecycle.cast(senet))["cast"] == []


def test_a_pair_record_still_in_play_keeps_its_rulers_hidden_in_the_picture():
    """A reading cast mid-game in a pair game: its journal picture marks no
    Ruler (K-22); once the game is over, both are shown."""
    game, states = replay.positions("kamla-pair", {}, "", ["R=e1", "R=e8", "Sd3-d4"])

    def powers(finished: bool) -> list:
        drawn = replay.scene(game, states[-1], finished=finished)
        return [c["id"] for c in drawn["cells"] if c.get("piece", {}).get("power")]
    assert powers(finished=False) == []
    assert powers(finished=True) == [4, 60]
    solo, solo_states = replay.positions("kamla", {}, "", ["Sd3-d4"])
    assert [c for c in replay.scene(solo, solo_states[-1], finished=False)["cells"]
            if c.get("piece", {}).get("power")]  # no secret in a solo game
