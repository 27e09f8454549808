"""AppTest: the Kamla rules page runs, shows every chapter, draws diagrams that
agree with the engine, and lists every reconstruction decision (D-n)."""
import pytest

import games
from games.kamla.board import parse_square
from games.kamla.movegen import DROP, SWAP
from tests.app.rules_pages import (
    assert_every_heading, assert_every_rule_listed, components, markdown_text,
)
from ui.rules import kamla as rules

RULES_PAGE = "rules_kamla"
ENGINE = games.make("kamla")


def engine_destinations(state, cell: int) -> set[int]:
    """Every cell the spirit on ``cell`` may legally move to; the tent swap is a
    move of both spirits, whichever of the two the engine names as origin."""
    found = set()
    for move in ENGINE.legal_moves(state):
        if move.origin == cell:
            found.add(move.target)
        elif move.kind == SWAP and move.target == cell:
            found.add(move.origin)
    return found


def test_page_runs_and_shows_every_heading(page):
    assert_every_heading(page, rules)


def test_one_board_per_diagram_with_its_caption(page):
    diagrams = rules.diagrams()
    assert len({d.key for d in diagrams}) == len(diagrams), "diagram keys must be unique"
    assert [key for key, _ in components(page)] == [f"rules_kamla_{d.key}" for d in diagrams]
    captions = {c.value for c in page.caption}
    for d in diagrams:
        assert d.caption in captions


@pytest.mark.parametrize("diagram", rules.diagrams(), ids=lambda d: d.key)
def test_diagram_marks_come_from_the_engine(diagram, boards):
    data = boards[f"rules_kamla_{diagram.key}"]
    state = ENGINE.parse_position(diagram.position)
    marked = set(data["targets"]) | set(data["captures"])
    occupied = {c["id"] for c in data["cells"] if "piece" in c}
    if diagram.after is not None:
        move = ENGINE.parse_move(state, diagram.after)  # raises if illegal
        state = ENGINE.apply(state, move)
        assert data["selected"] == [] and marked == set()
        assert set(data["last"]) == {c for c in move[:2] + move[3:] if c >= 0}
    elif diagram.reserve:
        drops = {m.target for m in ENGINE.legal_moves(state) if m.kind == DROP}
        assert drops and data["selected"] == [] and marked == drops
    elif diagram.piece is not None:
        cell = parse_square(diagram.piece)
        assert data["selected"] == [cell]
        piece = next(c["piece"] for c in data["cells"] if c["id"] == cell)
        assert piece["side"] == state.turn, "the spirit shown must be the side to move's"
        assert marked == engine_destinations(state, cell)
        assert set(data["captures"]) == marked & occupied
    else:
        assert data["selected"] == [] and marked == set()
    assert occupied == {sq for sq in range(64) if state.board[sq]}
    if diagram.expect is not None:
        outcome = ENGINE.outcome(state)
        assert outcome is not None and outcome.reason == diagram.expect


def test_pair_views_hide_the_opponents_ruler(page):
    for key, data in components(page):
        diagram = next(d for d in rules.diagrams() if f"rules_kamla_{d.key}" == key)
        if diagram.viewer is None:
            continue
        powers = [c["piece"]["side"] for c in data["cells"]
                  if c.get("piece", {}).get("power")]
        assert powers == [diagram.viewer]


def test_reconstruction_lists_every_decision(page):
    ids = [d.id for d in rules.DECISIONS]
    assert ids == ["D-1", "D-2", "D-3", "D-4", "D-5", "D-6"]
    assert_every_rule_listed(page, rules, "kamla")
    text = markdown_text(page)
    for decision in rules.DECISIONS:
        assert f"**{decision.id} · {decision.title}.** {decision.text}" in text
        assert "sources" in decision.text and "Here" in decision.text
    for clarification in rules.CLARIFICATIONS:
        assert clarification in text
