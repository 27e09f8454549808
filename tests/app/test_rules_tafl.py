"""AppTest: the Tavlei and Hnefatafl rules page runs, shows every chapter, draws
diagrams whose marks agree with the engine of the ruleset and switches each one
shows (a piece's moves and what they capture, one move, the squares a move has
changed), and lists every reconstruction decision (the engine's TD-n)."""
import pytest

import games
import games.tafl
from games.tafl.board import ATTACKER, DEFENDER, LAYOUTS, SIDE_OF
from games.tafl.rules import RULESETS
from tests.app.rules_pages import (
    assert_decisions_listed, assert_every_heading, assert_every_rule_listed, components, ids_in,
    markdown_text,
)
from ui.rules import tafl as rules

RULES_PAGE = "rules_tafl"

def engine_of(diagram):
    engine = games.make(diagram.ruleset, **dict(diagram.options))
    for option, value in diagram.options:
        assert engine.info.options[option] == value
    return engine


def test_page_runs_and_shows_every_heading(page):
    assert_every_heading(page, rules, (
        "The boards", "Moving", "Capture", "Hostile squares", "Taking the prince",
        "Winning", "Variants", "Copenhagen and Fetlar", "Writing the game down",
        "Where this is reconstruction",
    ))


def test_one_board_per_diagram_with_its_caption(page):
    diagrams = rules.diagrams()
    assert len({d.key for d in diagrams}) == len(diagrams), "diagram keys must be unique"
    assert [key for key, _ in components(page)] == [f"rules_tafl_{d.key}" for d in diagrams]
    captions = {c.value for c in page.caption}
    for d in diagrams:
        shown = rules.caption(d)
        assert shown in captions and shown.endswith(d.caption)
        assert shown.startswith(f"**{engine_of(d).info.title}")


@pytest.mark.parametrize("diagram", rules.diagrams(), ids=lambda d: d.key)
def test_diagram_marks_come_from_the_engine(diagram, boards):
    data = boards[f"rules_tafl_{diagram.key}"]
    engine = engine_of(diagram)
    square = engine.geometry.parse_square
    state = engine.parse_position(diagram.position)
    judged = state
    marked = set(data["targets"]) | set(data["captures"])
    if diagram.after:
        before = state
        for text in diagram.after:
            state = engine.apply(state, engine.parse_move(state, text))  # raises if illegal
        judged = state
        changed = {sq for sq, code in enumerate(before.board) if state.board[sq] != code}
        assert data["selected"] == [] and marked == set()
        assert changed and set(data["last"]) == changed
    elif diagram.move is not None:
        move = engine.parse_move(state, diagram.move)  # raises if illegal
        judged = engine.apply(state, move)
        assert data["selected"] == [move.origin]
        assert set(data["targets"]) == set(data["last"]) == {move.target}
        assert set(data["captures"]) == set(engine.captures(state, move))
    elif diagram.piece is not None:
        origin = square(diagram.piece)
        assert SIDE_OF[state.board[origin]] == state.turn, "the piece shown must be the mover's"
        moves = [m for m in engine.legal_moves(state) if m.origin == origin]
        assert data["selected"] == [origin]
        assert set(data["targets"]) == set(data["last"]) == {m.target for m in moves}
        assert set(data["captures"]) == {sq for m in moves for sq in engine.captures(state, m)}
    else:
        assert data["selected"] == [] and marked == set() and data["last"] == []
    occupied = {c["id"] for c in data["cells"] if "piece" in c}
    assert occupied == {sq for sq, code in enumerate(state.board) if code}
    for sq in data["captures"]:  # a ring is always round an enemy of the mover
        assert SIDE_OF[state.board[sq]] not in (-1, state.turn)
    if diagram.expect is not None:
        outcome = engine.outcome(judged)
        assert outcome is not None and outcome.reason == diagram.expect
    else:
        assert engine.outcome(judged) is None


def test_every_ruleset_has_diagrams():
    assert {d.ruleset for d in rules.diagrams()} == set(RULESETS)


def test_the_table_compares_the_rulesets(page):
    text = markdown_text(page)
    rulesets = [RULESETS[key] for key in ("tavlei", "hnefatafl-9", "hnefatafl-11")]
    assert "| Attackers | " + " | ".join(
        str(len(LAYOUTS[r.size][ATTACKER].split())) for r in rulesets) + " |" in text
    assert "| Passing over the empty throne | no piece | every piece | every piece |" in text
    assert all(str(len(LAYOUTS[r.size][DEFENDER].split())) in text for r in rulesets)


def test_reconstruction_lists_every_decision(page):
    ids = [d.id for d in rules.DECISIONS]
    assert ids == [f"TD-{n}" for n in range(1, 18)]
    assert ids == ids_in(games.tafl.__doc__, "TD")
    assert_every_rule_listed(page, rules, "tafl")
    assert_decisions_listed(page, rules)


def test_the_sources_of_the_symbols_are_shown(page):
    from oracle.provenance import sources
    found = sources("tafl")
    text = markdown_text(page)
    assert "The king's road" in text and found.spread_source in text
    labels = [e.label for e in page.expander]
    assert any(label.startswith("From the app's own") for label in labels)
