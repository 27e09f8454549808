"""Modern Kendall (research notes 3B; devinokeefe/senet RULES.md): the same engine
with other flags: pairs protect, three block, 26 an exact stop without fate,
27 back to 15, 28/29/30 exact, no safe Houses, a lost throw ends the turn."""
from games.senet.rules import KENDALL, MODERN
from tests.senet.helpers import after, game, legal, position, squares, step_token

M = game("senet-modern")


def test_modern_is_a_flag_set_of_the_one_engine():
    assert type(M) is type(game("senet-kendall"))
    assert (MODERN.ends_only, MODERN.blockade, MODERN.fate) == (False, 3, False)
    assert (KENDALL.ends_only, KENDALL.blockade, KENDALL.fate) == (True, 2, True)


def test_modern_start_first_player_on_the_odd_squares_moves_first():
    assert M.format_position(M.initial_state()) == (
        "SCSCSCSCSC/........../.......... S:K0:0 C:K0:0 odd:- S? t1")
    # 1: every Cones piece stands alone and no House is safe: 1x2 .. 9x10.
    assert set(M.legal_move_texts(M.push(M.initial_state(), "[1]"))) == {
        "1x2", "3x4", "5x6", "7x8", "9x10"}


def test_modern_every_piece_with_a_neighbour_is_protected():
    text = position([4], [5, 6, 7], step="S?")
    assert legal(M, text, "[2]") == {"4-2<"}   # the middle of a triple is protected too
    assert legal(M, text, "[3]") == {"4-1<"}   # passing two is allowed, 7 is protected


def test_modern_three_in_a_row_block_two_do_not():
    assert legal(M, position([11], [12, 13, 14], step="S?"), "[4]") == {"11-7<"}
    assert legal(M, position([11], [12, 13, 20], step="S?"), "[3]") == {"11-14"}


def test_modern_no_house_is_safe():
    assert legal(M, position([13], [15], step="S?"), "[2]") == {"13x15"}
    state = after(M, position([26], [29], step="S?"), "[3]", "26x29")
    assert squares(state.spools) == [29] and squares(state.cones) == [26]


def test_modern_26_is_an_exact_stop_without_a_throw_of_fate():
    text = position([24], [1], step="S?")
    assert legal(M, text, "[3]") == {"24-21<"}
    state = after(M, text, "[2]", "24-26")
    assert step_token(M, state) == "C?" and squares(state.spools) == [26]
    assert legal(M, position([26], [1], step="S?"), "[5]") == {"26-off"}


def test_modern_27_sends_the_piece_to_15_or_the_nearest_free_square_before_it():
    state = after(M, position([26, 15], [14], step="S?"), "[1]", "26-27")
    assert squares(state.spools) == [13, 15] and step_token(M, state) == "S?+"


def test_modern_last_three_houses_and_a_lost_throw_ends_the_whole_turn():
    text = position([28, 29, 30], [1], step="S?")
    assert legal(M, text, "[1]") == {"30-off"}
    assert legal(M, text, "[3]") == {"28-off"}
    state = after(M, position([28], [1], step="S?", turn=5), "[1]")
    assert step_token(M, state) == "C?" and state.turn == 6


def test_modern_bearing_off_the_last_piece_wins():
    state = after(M, position([30], [1], step="S?"), "[1]", "30-off")
    assert M.outcome(state).winner == 0 and step_token(M, state) == "#S:kendall"
