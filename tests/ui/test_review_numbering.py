"""Issue 25: the review's curve and turning points use the move list's
numbering (full moves; Senet's turns), and a swing is said in words."""
import oracle
from tests.app.test_kamla_page import SOLO_GAME
from ui import history, replay, review


def drawn_review(monkeypatch, ruleset: str, record: list[str]) -> dict:
    drawn: dict = {}
    monkeypatch.setattr(review.st, "vega_lite_chart",
                        lambda rows, spec, **_: drawn.update(rows=rows, spec=spec))
    monkeypatch.setattr(review.st, "caption", lambda text: drawn.update(caption=text))
    game, states = replay.positions(ruleset, {}, "", record)
    review.evaluation(oracle.read(ruleset, record), game.info.players,
                      history.record(game, states, record))
    return drawn


def test_the_curve_stands_on_full_moves_and_names_its_turns(monkeypatch):
    drawn = drawn_review(monkeypatch, "kamla", SOLO_GAME)
    assert [row["step"] for row in drawn["rows"]] == [0, 1, 1, 2, 2, 3, 3, 4, 4, 5]
    assert drawn["spec"]["layer"][0]["encoding"]["x"]["title"] == "move"
    assert drawn["caption"].endswith("the game turned at move 4 (Nb8-d8), move 5 (Ne2xd5).")


def test_a_turning_point_is_said_in_words():
    point = oracle.read("kamla", SOLO_GAME).turning_points[-1]
    assert review.turning_label(point, ("Lower World", "Upper World")) == \
        "At move 5 (Ne2xd5) the game turned toward Lower World"
