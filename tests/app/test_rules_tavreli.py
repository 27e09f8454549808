"""AppTest: the Tavreli rules page runs, shows every chapter, draws diagrams whose
marks agree with the engine (a tower's moves, of all of it or of its top part;
the squares moves have changed), and lists every reconstruction decision (the
spec's D-1, D-2 and the engine's I-1..I-11)."""
import pytest

import games
import games.tavreli
from games.tavreli.board import parse_square
from games.tavreli.pieces import KIND_NAMES, LETTERS, kind_of, side_of
from tests.app.rules_pages import (
    assert_decisions_listed, assert_every_heading, assert_every_rule_listed, components, ids_in,
    markdown_text,
)
from ui.rules import tavreli as rules

RULES_PAGE = "rules_tavreli"
ENGINE = games.make("tavreli")


def drawn_towers(data: dict) -> dict[int, list[tuple[int, str]]]:
    """Square -> the tower drawn there, bottom to top, as (drawn side, letter)."""
    return {c["id"]: [(it["side"], it["glyph"]) for it in c["piece"]["items"]]
            for c in data["cells"] if "piece" in c}


def expected_towers(state) -> dict[int, list[tuple[int, str]]]:
    """The same from the engine: White drawn light (1), Black dark (0)."""
    return {sq: [(1 - side_of(c), LETTERS[kind_of(c)]) for c in tower]
            for sq, tower in enumerate(state.board) if tower}


def test_page_runs_and_shows_every_heading(page):
    assert_every_heading(page, rules, (
        "The board and the pieces", "Towers", "Splitting a tower",
        "Freed pieces act at once", "Promotion: each ratnik to its own piece",
        "Demotion", "Check, mate and stalemate", "Castling and en passant",
        "Writing the game down", "Where this is reconstruction",
    ))


def test_one_board_per_diagram_with_its_caption(page):
    diagrams = rules.diagrams()
    assert len({d.key for d in diagrams}) == len(diagrams), "diagram keys must be unique"
    assert [key for key, _ in components(page)] == [f"rules_tavreli_{d.key}" for d in diagrams]
    captions = {c.value for c in page.caption}
    for d in diagrams:
        assert d.caption in captions


@pytest.mark.parametrize("diagram", rules.diagrams(), ids=lambda d: d.key)
def test_diagram_marks_come_from_the_engine(diagram, boards):
    data = boards[f"rules_tavreli_{diagram.key}"]
    state = ENGINE.parse_position(diagram.position)
    marked = set(data["targets"]) | set(data["captures"])
    if diagram.after:
        before = state
        for text in diagram.after:
            state = ENGINE.apply(state, ENGINE.parse_move(state, text))  # raises if illegal
        changed = {sq for sq in range(64) if before.board[sq] != state.board[sq]}
        assert data["selected"] == [] and marked == set()
        assert changed and set(data["last"]) == changed
    elif diagram.piece is not None:
        square = parse_square(diagram.piece)
        tower = state.board[square]
        assert tower and side_of(tower[-1]) == state.turn, "the tower shown must be the mover's"
        moves = [m for m in ENGINE.legal_moves(state) if m.origin == square
                 and (diagram.count is None or m.count == diagram.count)]
        assert data["selected"] == [square]
        assert marked == {m.target for m in moves}
        assert set(data["last"]) == marked
        label = next(c["piece"].get("label") for c in data["cells"] if c["id"] == square)
        if diagram.count is not None and diagram.count < len(tower):
            assert label == f"{diagram.count}/{len(tower)}"
        else:
            assert label == (str(len(tower)) if len(tower) > 1 else None)
    else:
        assert data["selected"] == [] and marked == set() and data["last"] == []
    assert drawn_towers(data) == expected_towers(state)
    enemy = {sq for sq, tower in enumerate(state.board)
             if tower and side_of(tower[-1]) != state.turn}
    assert set(data["captures"]) == marked & enemy
    if diagram.expect == rules.CHECK:
        assert ENGINE.in_check(state) and ENGINE.outcome(state) is None
    elif diagram.expect is not None:
        outcome = ENGINE.outcome(state)
        assert outcome is not None and outcome.reason == diagram.expect
    else:
        assert ENGINE.outcome(state) is None


def test_the_pinned_luchnik_cannot_leave_alone(boards):
    """The caption of "pinned" says the split is not allowed: no target at all."""
    data = boards["rules_tavreli_pinned"]
    assert data["selected"] and data["targets"] == [] and data["captures"] == []


def test_the_pieces_table_names_every_piece(page):
    text = markdown_text(page)
    for kind, _, _chess in rules.PIECES:
        assert f"| **{KIND_NAMES[kind]}** | {LETTERS[kind]} |" in text
    assert set(k for k, _, _ in rules.PIECES) == set(KIND_NAMES)


def test_reconstruction_lists_every_decision(page):
    ids = [d.id for d in rules.DECISIONS]
    assert ids == ["D-1", "D-2"] + [f"I-{n}" for n in range(1, 13)]
    assert ids[2:] == ids_in(games.tavreli.__doc__, "I")  # the engine's own, after D-1, D-2
    assert_every_rule_listed(page, rules, "tavreli")
    assert_decisions_listed(page, rules, "sources")
