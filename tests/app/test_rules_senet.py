"""AppTest: the Senet rules page runs, shows every chapter, draws diagrams whose
marks agree with the engine (legal moves, throws of fate, moves played), draws
the sticks for each score, and lists every reconstruction decision (D-n)."""
import pytest

import games
from games.senet.board import HOUSES, OFF
from games.senet.engine import FATE, MOVE, OVER, THROW
from games.senet.rules import EXTRA_THROW, THROW_OUTCOMES
from tests.app.rules_pages import (
    assert_decisions_listed, assert_every_heading, assert_every_rule_listed, components,
    markdown_text,
)
from ui.rules import senet as rules
from ui.views import senet as view

RULES_PAGE = "rules_senet"
ENGINES = {name: games.make(name) for name in rules.GAMES}


def squares(mask: int) -> set[int]:
    return {s for s in range(1, OFF) if mask >> s & 1}


def board_of(state) -> dict[int, int]:
    """Square -> owner (0 Spools, 1 Cones) of every piece on the board."""
    return {s: 0 for s in squares(state.spools)} | {s: 1 for s in squares(state.cones)}


def destinations(engine, state, pieces) -> set[int]:
    """Where the framed pieces may go: legal moves from those squares; an entry in
    Bell comes from the exit cell (31)."""
    found = set()
    for move in engine.legal_moves(state):
        origin = OFF if move.kind == "in" else move.origin
        if origin in pieces:
            found.add(move.target)
    return found


def fate_destinations(engine, state) -> set[int]:
    """Where each of the five throws of fate puts the piece on 26."""
    found = set()
    own = state.pieces(state.who)
    for score in range(1, 6):
        after = engine.apply(state, engine.parse_move(state, f"[{score}]"))
        new = squares(after.pieces(state.who)) - squares(own)
        found |= new if new else ({OFF} if after.off(state.who) > state.off(state.who) else set())
    return found


def test_page_runs_and_shows_every_heading(page):
    assert_every_heading(page, rules, (
        "The board and its track", "The sticks", "Kendall: the journey into death",
        "Bell: the way back to resurrection", "Modern Kendall", "Writing the game down",
        "Where this is reconstruction",
    ))


def test_one_board_per_figure_with_its_caption(page):
    figures = rules.figures()
    assert len({f.key for f in figures}) == len(figures), "figure keys must be unique"
    assert [key for key, _ in components(page)] == [f"rules_senet_{f.key}" for f in figures]
    captions = {c.value for c in page.caption}
    for f in figures:
        assert (rules.caption(f) if isinstance(f, rules.Diagram) else f.caption) in captions


@pytest.mark.parametrize("diagram", rules.diagrams(), ids=lambda d: d.key)
def test_diagram_marks_come_from_the_engine(diagram, boards):
    data = boards[f"rules_senet_{diagram.key}"]
    engine = ENGINES[diagram.game]
    state = engine.parse_position(diagram.position)
    marked = set(data["targets"]) | set(data["captures"])
    if diagram.after:
        before = state
        for text in diagram.after:
            state = engine.apply(state, engine.parse_move(state, text))  # raises if illegal
        changed = {s for s in range(1, OFF) if board_of(before).get(s) != board_of(state).get(s)}
        if (before.off_spools, before.off_cones) != (state.off_spools, state.off_cones):
            changed.add(OFF)
        assert data["selected"] == [] and marked == set()
        assert changed and set(data["last"]) == changed
    elif diagram.pieces:
        assert data["selected"] == sorted(diagram.pieces)
        if state.stage == FATE:
            assert diagram.pieces == (26,)
            expected = fate_destinations(engine, state)
        else:
            assert state.stage == MOVE, "a diagram with pieces shows a throw waiting"
            expected = destinations(engine, state, diagram.pieces)
        assert marked == expected
        assert set(data["last"]) == expected
        for square in diagram.pieces:  # every framed piece is the mover's
            if square == OFF:
                assert state.off(state.who) > 0
            else:
                assert square in squares(state.pieces(state.who))
    else:
        assert data["selected"] == [] and marked == set()
    occupied = {c["id"]: c["piece"]["side"] for c in data["cells"]
                if "piece" in c and c["id"] != OFF}
    assert occupied == board_of(state)
    assert set(data["captures"]) == marked & set(occupied)
    tinted = {c["id"] for c in data["cells"] if c["fill"].startswith("domain")}
    assert tinted == (set(range(1, 11)) if state.odd_owner >= 0 else set())


@pytest.mark.parametrize("diagram", [d for d in rules.diagrams() if d.expect],
                         ids=lambda d: d.key)
def test_what_the_caption_claims_follows_the_move(diagram):
    engine = ENGINES[diagram.game]
    state = engine.parse_position(diagram.position)
    (square,) = diagram.pieces
    (move,) = [m for m in engine.legal_moves(state) if m.origin == square]
    after = engine.apply(state, move)
    if diagram.expect == rules.WINS:
        assert after.stage == OVER and engine.outcome(after).winner == state.who
    elif diagram.expect == rules.AGAIN:
        assert after.stage == THROW and after.who == state.who and after.extra
    else:
        assert diagram.expect == rules.TURN_ENDS
        assert after.stage == THROW and after.who != state.who
    assert rules.outcome_of_move(diagram) == diagram.expect


def test_captions_name_the_throw_waiting_and_the_live_score():
    for d in rules.diagrams():
        state = rules.start_state(d)
        text = rules.caption(d)
        if d.after or not d.pieces:
            assert not text.startswith("**Throw")
        elif state.stage == MOVE:
            assert text.startswith(f"**Throw {state.thrown}.** ")
        else:
            assert text.startswith("**Throw of fate.** ")
        if d.score:
            spools, cones = ENGINES[d.game].ahead(state)
            assert text.endswith(f"Ahead: Spools {float(spools):.2f}, Cones {float(cones):.2f}.")


def test_every_rule_set_has_diagrams():
    assert {d.game for d in rules.diagrams()} == set(rules.GAMES)


def test_the_sticks_fall_for_each_score(boards):
    odds = dict(THROW_OUTCOMES)
    for score in range(1, 6):
        data = boards[f"rules_senet_sticks_{score}"]
        light = [c["piece"]["light"] for c in data["cells"]]
        assert len(light) == 4 and sum(light) == (0 if score == 5 else score)
        caption = rules.Sticks(score).caption
        assert f"{odds[score].numerator * 16 // odds[score].denominator} in 16" in caption
        assert ("throw again" in caption) == (score in EXTRA_THROW)


def test_the_track_diagram_follows_the_track(boards):
    lines = boards["rules_senet_track"]["lines"]
    path = lines[:OFF - 1]
    for square, line in zip(range(1, OFF), path):
        for end, s in (("1", square), ("2", square + 1)):
            row, col = view.place(s)
            assert line[f"x{end}"] == col + 0.5 and row < line[f"y{end}"] < row + 1


def test_the_houses_table_names_every_house(page):
    assert set(rules.HOUSE_NOTES) == set(HOUSES) == set(view.SIGNS)
    text = markdown_text(page)
    for square, name in HOUSES.items():
        assert f"| **{square}** | {name} |" in text


def test_reconstruction_lists_every_decision(page):
    ids = [d.id for d in rules.DECISIONS]
    assert ids == [f"D-{n}" for n in range(1, 9)]
    assert_every_rule_listed(page, rules, "senet")
    assert_decisions_listed(page, rules, "sources")
