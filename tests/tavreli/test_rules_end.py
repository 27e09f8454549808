"""TV-8 check, mate, stalemate, threefold repetition, castling (I-6, I-9) and
the optional move limit (I-10). Move sets derived by hand from the spec.

Unless a test says otherwise the White volkhv is on a1 and the Black volkhv on
h7 (rules_helpers.position adds them); White is to move.
"""
from __future__ import annotations

import pytest

import games
from games.core import EndReason
from games.tavreli import START

from .rules_helpers import GAME, legal, moves_from, play, position, tower


# Check and mate ---------------------------------------------------------------------

def test_TV8_check_must_be_answered():
    # Black ratoborets a8 checks the volkhv a1 down the empty a-file. White: b1, b2
    # (a2 stays on the file), or block with the ratoborets b3 on a3. Nothing can land
    # on a8 (the ratoborets b3 reaches b8, not a8).
    state = position({"a8": "r", "b3": "R"})
    assert GAME.in_check(state)
    assert legal(state) == {"a1-b1", "a1-b2", "b3-a3"}


def test_TV8_covering_the_checking_piece_answers_the_check():
    # The checking ratoborets a8 can be landed on (the tower is then White's) by the
    # White luchnik b7 (adjacent diagonal): b7xa8; it may also block on a6. The
    # volkhv steps to b1 or b2.
    state = position({"a8": "r", "b7": "B"})
    assert legal(state) == {"a1-b1", "a1-b2", "b7xa8", "b7-a6"}
    assert tower(play(state, "b7xa8"), "a8") == "[rB]"


def test_TV8_mate_ends_the_game():
    # Black volkhv a8; White knyaz b7 guarded by the volkhv c6. a7 and b8 are attacked,
    # and landing on the knyaz (b7) would stand next to the White volkhv.
    state = position({"a8": "k", "b7": "Q", "c6": "K"}, side="b")
    assert GAME.legal_moves(state) == []
    outcome = GAME.outcome(state)
    assert outcome.winner == 0 and outcome.reason == "mate"


def test_TV8_stepping_onto_own_pieces_escapes_a_chess_back_rank_mate():
    # Black volkhv h8 behind its ratniks g7, h7; White ratoborets a8 checks along rank 8.
    # In chess it is mate; here the volkhv steps onto its own ratniks (not attacked).
    state = position({"h8": "k", "g7": "pn", "h7": "pr", "a8": "R"}, side="b")
    assert legal(state) == {"h8-g7", "h8-h7"}
    assert GAME.outcome(state) is None


def test_TV8_stalemate_is_a_draw():
    # Black volkhv a8 not in check; a7 (diagonal), b7 and b8 (file) attacked by the
    # knyaz b6; no other Black piece.
    state = position({"a8": "k", "b6": "Q"}, side="b")
    assert GAME.legal_moves(state) == []
    outcome = GAME.outcome(state)
    assert outcome.winner is None and outcome.reason == "stalemate"


# Threefold repetition --------------------------------------------------------------

def test_TV8_threefold_repetition_is_a_draw():
    # The start occurs at plies 0, 4 and 8 (I-9: no claim needed).
    shuffle = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"]
    state = GAME.replay(shuffle)
    assert GAME.outcome(state) is None
    state = GAME.replay(shuffle, state)
    outcome = GAME.outcome(state)
    assert outcome.winner is None and outcome.reason == EndReason.REPETITION
    assert GAME.legal_moves(state) == []


def test_I9_castling_rights_are_part_of_the_position():
    # The ratoborets h1/h8 step out and back (rights K and k lost) and the vsadniks
    # return: the start board is back at ply 8 with rights Qq, a new position. If the
    # rights did not count it would occur a third time at ply 12 (plies 0, 8, 12).
    # Instead the first third occurrence is the board of ply 6 (vsadniks out, rights
    # Qq), at plies 6, 10, 14.
    state = GAME.replay(["g1-f3", "g8-f6", "h1-g1", "h8-g8", "g1-h1", "g8-h8", "f3-g1", "f6-g8"])
    assert GAME.format_position(state) == START.replace("KQkq", "Qq")
    shuffle = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"]
    state = GAME.replay(shuffle, state)
    assert GAME.outcome(state) is None
    state = GAME.replay(shuffle[:2], state)
    assert GAME.outcome(state).reason == EndReason.REPETITION


# Castling ----------------------------------------------------------------------------

CASTLE = {"e1": "K", "a1": "R", "h1": "R", "b8": "k"}


def test_TV8_castling_both_ways():
    state = position(CASTLE, rights="KQ")
    assert {"O-O", "O-O-O"} <= legal(state)
    short = play(state, "O-O")
    assert tower(short, "g1") == "K" and tower(short, "f1") == "R" and tower(short, "h1") == ""
    assert GAME.format_position(short).split()[2] == "-"
    long = play(state, "O-O-O")
    assert tower(long, "c1") == "K" and tower(long, "d1") == "R" and tower(long, "a1") == ""


def test_TV8_no_castling_through_or_into_an_attacked_square_or_out_of_check():
    # Black ratoborets f8 attacks f1: no O-O. On e8 it checks: neither.
    assert "O-O" not in legal(position(CASTLE | {"f8": "r"}, rights="KQ"))
    assert "O-O-O" in legal(position(CASTLE | {"f8": "r"}, rights="KQ"))
    assert not {"O-O", "O-O-O"} & legal(position(CASTLE | {"e8": "r"}, rights="KQ"))


def test_TV8_castling_needs_empty_squares_between():
    # An own vsadnik on b1 stops O-O-O (as in chess), not O-O.
    state = position(CASTLE | {"b1": "N"}, rights="KQ")
    assert "O-O-O" not in legal(state) and "O-O" in legal(state)


def test_I6_castling_needs_a_single_ratoborets_and_keeps_the_right_while_it_stays():
    # The vsadnik on top of the ratoborets h1: no O-O; once it leaves, the ratoborets
    # (never moved) is alone again and O-O is back.
    state = position(CASTLE | {"h1": "[RN]"}, rights="KQ")
    assert "O-O" not in legal(state)
    after = play(state, "h1(1)-g3", "b8-b7")
    assert "O-O" in legal(after)


def test_I6_moving_loses_the_right():
    state = position(CASTLE, rights="KQ")
    after = play(state, "h1-h2", "b8-b7", "h2-h1", "b7-b8")
    assert "O-O" not in legal(after) and "O-O-O" in legal(after)
    assert GAME.format_position(after).split()[2] == "Q"
    after = play(state, "e1-e2", "b8-b7", "e2-e1", "b7-b8")
    assert not {"O-O", "O-O-O"} & legal(after)


def test_I6_the_corner_tower_leaving_whole_takes_the_ratoborets_along():
    # Black lands on h1 (the own vsadnik f1 blocks the rank) and then leaves with the
    # whole tower: the ratoborets has moved and the right K is gone.
    state = position(CASTLE | {"h8": "r", "f1": "N", "c2": "PB"}, side="b", rights="KQ")
    after = play(state, "h8xh1")
    assert GAME.format_position(after).split()[2] == "KQ"  # covered, not moved
    assert GAME.format_position(play(after, "c2-c3", "h1(1)-h5")).split()[2] == "KQ"
    assert GAME.format_position(play(after, "c2-c3", "h1-h5")).split()[2] == "Q"


# Move limit --------------------------------------------------------------------------

def test_I10_no_move_limit_by_default():
    assert GAME.move_limit is None


def test_I10_the_optional_move_limit_draws():
    game = games.make("tavreli", move_limit=2)
    state = game.replay(["e2-e4", "e7-e5"])
    assert game.outcome(state).reason == "move limit" and game.outcome(state).winner is None
    assert game.legal_moves(state) == []
    with pytest.raises(ValueError):
        games.make("tavreli", move_limit=0)


def test_TV8_moves_from_a_volkhv_in_check_by_a_vsadnik():
    # Vsadnik c2 checks a1; the volkhv may land on it (c2 is not adjacent: no), step to
    # a2 or b1 (attacked? a2: no; b1: no), b2 (no). Nothing else can answer.
    state = position({"c2": "n"})
    assert moves_from(state, "a1") == {"a1-a2", "a1-b1", "a1-b2"}


def test_I4_an_unusable_en_passant_square_does_not_make_a_new_position():
    # After e2-e4 (e3 recorded, but no Black ratnik can take) the vsadniks shuffle
    # back twice: the position after e2-e4 occurs for the third time at ply 9 (plies
    # 1, 5, 9; the next board to repeat would only reach three at ply 10).
    shuffle = ["g8-f6", "g1-f3", "f6-g8", "f3-g1"]
    state = GAME.replay(["e2-e4"] + shuffle)
    assert GAME.outcome(state) is None
    state = GAME.replay(shuffle, state)
    assert GAME.outcome(state).reason == EndReason.REPETITION


def test_I4_a_usable_en_passant_square_makes_a_new_position():
    # d7-d5 next to the White ratnik e5: en passant is legal, so the position after
    # d7-d5 (ply 1) differs from the same board at plies 5 and 9, and ply 9 is no
    # third occurrence. The first third occurrence is the board after g1-f3: plies 2,
    # 6, 10.
    state = position({"e5": "PH", "d7": "pq", "g1": "N", "g8": "n", "h1": "K", "a8": "k"},
                     side="b")
    shuffle = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"]
    state = GAME.replay(["d7-d5"] + shuffle * 2, state)
    assert GAME.outcome(state) is None
    state = GAME.push(state, "g1-f3")
    assert GAME.outcome(state).reason == EndReason.REPETITION


def test_a_ruleset_may_start_elsewhere():
    start = "k7/8/8/8/8/8/8/K6R w - -"
    game = games.make("tavreli", start=start)
    assert game.format_position(game.initial_state()) == start
    assert game.info.options["start"] == start
