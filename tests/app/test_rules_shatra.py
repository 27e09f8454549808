"""AppTest: the Altai Shatra rules page runs, shows every chapter, draws diagrams
whose marks agree with the engine (a piece's moves and captures, the reserve,
the pieces allowed to move, a move traced or made, the parts of the board), and
lists every reconstruction decision (the spec's D-1..D-3 and the engine's D-n)."""
import pytest

import games
import games.shatra
from games.shatra.board import (
    BLACK, COORD, FORTRESS, GATE, GREAT_ROAD, HALF, PROMOTION, SQUARES, WHITE,
)
from games.shatra.movegen import DROP
from tests.app.rules_pages import (
    assert_decisions_listed, assert_every_heading, assert_every_rule_listed, components,
    markdown_text,
)
from ui.rules import shatra as rules
from ui.views import shatra as view

RULES_PAGE = "rules_shatra"
ENGINE = games.make("shatra")
REGION_SQUARES = {"road": set(GREAT_ROAD), "promotion": set(PROMOTION[0] | PROMOTION[1])}


def segments(move) -> set[tuple[float, float, float, float]]:
    """The move traced from square centre to square centre: origin, every landing."""
    stops = [move.origin, *move.path]
    out = set()
    for a, b in zip(stops, stops[1:]):
        (ra, ca), (rb, cb) = COORD[a], COORD[b]
        out.add((ca + 0.5, ra + 0.5, cb + 0.5, rb + 0.5))
    return out


def drawn_segments(data: dict, state) -> set[tuple[float, float, float, float]]:
    """Lines the page adds to the view's own (the ditch and the great road)."""
    own = view.scene(state)["lines"]
    extra = [line for line in data["lines"] if line not in own]
    return {(line["x1"], line["y1"], line["x2"], line["y2"]) for line in extra}


def test_page_runs_and_shows_every_heading(page):
    assert_every_heading(page, rules, (
        "The board: fortresses, gates and the field", "The reserve",
        "Sideways, then not straight back", "Becoming a batyr", "Captures",
        "The biy's right", "The gate's right", "The end of the game",
        "Writing the game down", "Where this is reconstruction",
    ))


def test_one_board_per_diagram_with_its_caption(page):
    diagrams = rules.diagrams()
    assert len({d.key for d in diagrams}) == len(diagrams), "diagram keys must be unique"
    assert [key for key, _ in components(page)] == [f"rules_shatra_{d.key}" for d in diagrams]
    captions = {c.value for c in page.caption}
    for d in diagrams:
        assert d.caption in captions


@pytest.mark.parametrize("diagram", rules.diagrams(), ids=lambda d: d.key)
def test_diagram_marks_come_from_the_engine(diagram, boards):
    data = boards[f"rules_shatra_{diagram.key}"]
    state = ENGINE.parse_position(diagram.position)
    marked = set(data["targets"]) | set(data["captures"])
    lines = set()
    if diagram.after is not None:
        move = ENGINE.parse_move(state, diagram.after)  # raises if illegal
        state = ENGINE.apply(state, move)
        assert data["selected"] == [] and marked == set()
        assert set(data["last"]) == {move.origin, *move.path, *move.captured}
    elif diagram.move is not None:
        move = ENGINE.parse_move(state, diagram.move)  # raises if illegal
        assert data["selected"] == [move.origin]
        assert marked == set(move.path) | set(move.captured)
        lines = segments(move)
    elif diagram.region is not None:
        assert data["selected"] == [] and marked == set()
        assert set(data["last"]) == REGION_SQUARES[diagram.region]
    elif diagram.reserve:
        drops = [m for m in ENGINE.legal_moves(state) if m.kind == DROP]
        assert drops and data["selected"] == sorted({m.origin for m in drops})
        assert marked == {m.target for m in drops}
    elif diagram.movers:
        origins = {m.origin for m in ENGINE.legal_moves(state)}
        assert origins and data["selected"] == sorted(origins) and marked == set()
    elif diagram.piece is not None:
        moves = [m for m in ENGINE.legal_moves(state) if m.origin == diagram.piece]
        assert data["selected"] == [diagram.piece]
        assert state.board[diagram.piece] >> 2 == state.turn, "the piece shown must be the mover's"
        assert marked == {m.target for m in moves} | {sq for m in moves for sq in m.captured}
        if diagram.series:
            lines = set().union(*(segments(m) for m in moves if m.captured))
            assert lines, "a diagram drawing series shows captures"
    else:
        assert data["selected"] == [] and marked == set()
    occupied = {c["id"] for c in data["cells"] if "piece" in c}
    assert occupied == {sq for sq in SQUARES if state.board[sq]}
    assert set(data["captures"]) == marked & occupied
    assert drawn_segments(data, state) == lines
    if diagram.expect is not None:
        judged = ENGINE.apply(state, move) if diagram.move is not None else state
        outcome = ENGINE.outcome(judged)
        assert outcome is not None and outcome.reason == diagram.expect
    else:
        assert ENGINE.outcome(state) is None or diagram.region is not None


def test_captured_pieces_are_the_movers_enemies(boards):
    for d in rules.diagrams():
        if d.piece is None and d.move is None:
            continue
        state = ENGINE.parse_position(d.position)
        for sq in boards[f"rules_shatra_{d.key}"]["captures"]:
            assert state.board[sq] >> 2 != state.turn


def test_the_table_names_every_part_of_the_board(page):
    text = markdown_text(page)
    assert f"| Black's fortress | {rules.span(FORTRESS[BLACK])} |" in text
    assert f"| White's fortress | {rules.span(FORTRESS[WHITE])} |" in text
    assert f"| Black's gate | {GATE[BLACK]} |" in text
    assert f"| White's gate | {GATE[WHITE]} |" in text
    assert f"| Black's half of the field | {rules.span(HALF[BLACK])} |" in text
    assert f"| White's half of the field | {rules.span(HALF[WHITE])} |" in text
    assert "| The great road | " + ", ".join(map(str, GREAT_ROAD)) + " |" in text
    assert "between 25–31 and 32–38" in text


def test_reconstruction_lists_every_decision(page):
    ids = [d.id for d in rules.DECISIONS]
    assert ids == [f"D-{n}" for n in range(1, 21)]
    assert_every_rule_listed(page, rules, "shatra")
    assert_decisions_listed(page, rules)
