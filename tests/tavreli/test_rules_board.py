"""TV-1 board, pieces and start; TV-2 towers instead of captures; TV-3 a tower
belongs to and moves as its top piece. Move sets derived by hand from the spec.

Unless a test says otherwise the White volkhv is on a1 and the Black volkhv on
h7 (rules_helpers.position adds them); White is to move.
"""
from __future__ import annotations

from games.tavreli import START
from games.tavreli.board import parse_square
from games.tavreli.pieces import HELGI, KNYAZ, RATNIK, RATOBORETS, VOLKHV, kind_of, promo_of

from .rules_helpers import GAME, board, legal, moves_from, mv, play, position, tower


# TV-1 -------------------------------------------------------------------------------

def test_TV1_start_is_the_chess_array_with_ratniks_named_by_their_piece():
    state = GAME.initial_state()
    assert GAME.format_position(state) == START
    assert tower(state, "e1") == "K" and tower(state, "d1") == "Q" and tower(state, "d8") == "q"
    # Each ratnik promotes to the piece it stands in front of; the volkhv's to the helgi.
    assert [tower(state, f + "2") for f in "abcdefgh"] == \
        ["PR", "PN", "PB", "PQ", "PH", "PB", "PN", "PR"]
    assert [tower(state, f + "7") for f in "abcdefgh"] == \
        ["pr", "pn", "pb", "pq", "ph", "pb", "pn", "pr"]
    e2 = state.board[parse_square("e2")][-1]
    assert kind_of(e2) == RATNIK and promo_of(e2) == HELGI
    assert GAME.to_move(state) == 0 and GAME.info.players == ("White", "Black")


def test_TV1_start_moves_of_white():
    # Ratniks: one or two steps each (16). Pieces may land on their own (TV-2):
    # ratoborets a1 -> a2 (own ratnik), b1 (own vsadnik); h1 -> h2, g1.
    # Vsadnik b1 -> a3, c3, d2 (own ratnik); g1 -> e2 (own ratnik), f3, h3.
    # Luchnik c1 -> b2, d2; f1 -> e2, g2 (the first square of each diagonal is occupied).
    # Knyaz d1 -> c1, c2, d2, e2 (first occupied square of each line; e1 is the volkhv).
    # Volkhv e1 -> d1, d2, e2, f1, f2: onto own pieces, none attacked (TV-5).
    expected = set()
    for f in "abcdefgh":
        expected |= mv(f + "2", f"{f}3 {f}4")
    expected |= mv("a1", "a2 b1") | mv("h1", "h2 g1") | mv("b1", "a3 c3 d2") | mv("g1", "e2 f3 h3")
    expected |= mv("c1", "b2 d2") | mv("f1", "e2 g2") | mv("d1", "c1 c2 d2 e2")
    expected |= mv("e1", "d1 d2 e2 f1 f2")
    assert legal(GAME.initial_state()) == expected and len(expected) == 39


def test_TV1_helgi_moves_as_knyaz_and_vsadnik():
    # Helgi a1 (K on h3, k on c7 out of its way). a-file: a2, a3, then own ratnik a4
    # (lands, stops). Rank 1: b1..h1. Diagonal: b2, c3, then the enemy on d4 (lands).
    # Knight jumps: b3, c2.
    state = position({"a1": "H", "a4": "PR", "d4": "n", "h3": "K", "c7": "k"})
    assert moves_from(state, "a1") == mv("a1", "a2 a3 a4 b1 c1 d1 e1 f1 g1 h1 b2 c3 xd4 b3 c2")


def test_TV1_knyaz_ratoborets_luchnik_vsadnik_move_as_in_chess():
    # Ratoborets d4 on an empty board: d1..d3, d5..d8, a4..c4, e4..h4 (14).
    assert moves_from(position({"d4": "R"}), "d4") == \
        mv("d4", "d1 d2 d3 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4")
    # Luchnik d4: a7-g1 and b2-h8 diagonals minus d4 (b2 not a1: a1 is the volkhv).
    # K a1 sits on the diagonal a1-h8: the luchnik stops before it (TV-5).
    assert moves_from(position({"d4": "B"}), "d4") == \
        mv("d4", "c3 b2 e5 f6 g7 h8 c5 b6 a7 e3 f2 g1")
    # Vsadnik b1: a3, c3, d2 (jumps over whatever stands between).
    assert moves_from(position({"b1": "N", "b2": "n", "c2": "PB"}), "b1") == mv("b1", "a3 c3 d2")
    # Knyaz d1 with own ratnik d2, enemy luchnik c2: c1, b1 (a1 is the volkhv), e1..h1,
    # xc2, d2, e2, f3, g4, h5.
    state = position({"d1": "Q", "d2": "PQ", "c2": "b"})
    assert moves_from(state, "d1") == mv("d1", "c1 b1 e1 f1 g1 h1 xc2 d2 e2 f3 g4 h5")


# TV-2 -------------------------------------------------------------------------------

def test_TV2_landing_on_an_enemy_puts_the_mover_on_top():
    state = position({"d4": "R", "d6": "n"})
    after = play(state, "d4xd6")
    assert tower(after, "d6") == "[nR]" and tower(after, "d4") == ""


def test_TV2_landing_on_an_own_piece_builds_a_tower():
    state = position({"d4": "R", "d6": "N"})
    assert "d4-d6" in moves_from(state, "d4")
    assert tower(play(state, "d4-d6"), "d6") == "[NR]"


def test_TV2_nothing_ever_leaves_the_board():
    # Every legal move from the start, and one more move after each, keeps 32 pieces.
    state = GAME.initial_state()
    for move in GAME.legal_moves(state):
        after = GAME.apply(state, move)
        for reply in GAME.legal_moves(after)[:5]:
            final = GAME.apply(after, reply)
            assert sum(len(t) for t in final.board) == 32


def test_TV2_towers_stack_on_towers():
    # The tower [PB r] on c5 (Black on top) is landed on by the White ratoborets c1:
    # c2..c4 empty, c5 is the first occupied square, enemy-topped.
    state = position({"c1": "R", "c5": "[PBr]"})
    assert "c1xc5" in moves_from(state, "c1")
    assert tower(play(state, "c1xc5"), "c5") == "[PBrR]"


# TV-3 -------------------------------------------------------------------------------

def test_TV3_tower_belongs_to_its_top_piece_and_moves_as_it():
    # d4 = White ratoborets under a Black vsadnik: Black's. It jumps as a vsadnik,
    # the top one piece (d4(1)) or the whole tower (height 2), to b3 b5 c2 c6 e2 e6
    # f3 f5 (all empty).
    state = position({"d4": "[Rn]"}, side="b")
    targets = "b3 b5 c2 c6 e2 e6 f3 f5"
    assert moves_from(state, "d4") == mv("d4", targets) | mv("d4(1)", targets)
    white = position({"d4": "[Rn]"}, side="w")
    assert moves_from(white, "d4") == set()


def test_TV3_sliders_stop_at_the_first_occupied_square():
    # Ratoborets a3 on the a-file: a2 is empty, a1 is the own volkhv (not landable);
    # upwards a4, then the own ratnik a5 (lands, stops, a6 beyond it not reached);
    # rank 3: b3, then enemy c3 (lands, stops).
    state = position({"a3": "R", "a5": "PR", "a6": "pn", "c3": "pn"})
    assert moves_from(state, "a3") == mv("a3", "a2 a4 a5 b3 xc3")


def test_TV3_the_whole_tower_moves_as_its_top_piece():
    # Tower [PQ N B] on c1: a luchnik on top -> b2, a3 and d2, e3, f4, g5, h6, with
    # counts 1, 2 and the whole tower (3).
    state = position({"c1": "[PQNB]"})
    targets = "b2 a3 d2 e3 f4 g5 h6"
    expected = mv("c1", targets) | mv("c1(1)", targets) | mv("c1(2)", targets)
    assert moves_from(state, "c1") == expected
    after = play(state, "c1(2)-h6")
    assert tower(after, "c1") == "PQ" and tower(after, "h6") == "[NB]"


def test_TV3_start_pieces_are_what_the_spec_names():
    state = GAME.initial_state()
    assert kind_of(state.top(parse_square("e1"))) == VOLKHV
    assert kind_of(state.top(parse_square("d1"))) == KNYAZ
    assert kind_of(state.top(parse_square("h8"))) == RATOBORETS
    assert board(state) == START.split()[0]
