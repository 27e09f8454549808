"""Kamla Shields (K-24, K-25), mate (K-26) and draws (D-5), derived by hand from
the spec. Default Rulers: Lower d1, Upper e8; Lower to move."""
from __future__ import annotations

import games

from .rules_helpers import (
    LOWER, LOWER_HOME, SOLO, UPPER, UPPER_HOME, UPPER_SECTORS, board_fields, drops, legal,
    moves_from, mv, position,
)


def _drops_on(cells) -> set[str]:
    return {f"H@{c}" for c in cells}


RULER_D1 = mv("Rd1", "d2 e1 e2")


# K-24 allowance and drop cells ------------------------------------------------------

def test_K24_no_shield_while_owning_a_horseman():
    # Lower owns a Horseman (h1), Priest not captive: allowance 0.
    state = position({"h1": "N"}, reserves="H2h2")
    assert drops(state) == set()


def test_K24_one_shield_without_horsemen_any_free_home_cell():
    # No Horseman: one Shield; any empty cell of ranks 1-3 (river, islands and tent
    # included) -> 24 cells minus the Ruler's d1 = 23 drops, plus the Ruler's moves.
    state = position({}, reserves="H2h2")
    expected = _drops_on(c for c in LOWER_HOME if c != "d1")
    assert len(expected) == 23
    assert legal(state) == expected | RULER_D1


def test_K24_drop_is_a_whole_turn_and_uses_the_reserve():
    state = position({}, reserves="H2h2")
    after = SOLO.push(state, "H@c3")
    assert board_fields(after) == "4r3/8/8/8/8/2H5/8/3R4 U H1h2"


def test_K24_shield_on_board_uses_the_allowance():
    # No Horseman, one own Shield already on a1, one in reserve: limit 1 reached.
    state = position({"a1": "H"}, reserves="H1h2")
    assert legal(state) == RULER_D1


def test_K24_shield_never_moves():
    state = position({"a1": "H"}, reserves="H1")
    assert moves_from(state, "a1") == set()


def test_K24_captive_priest_allows_one_even_with_horseman():
    # Lower owns a Horseman (h1) but its Priest is captive on a8: allowance 1.
    # Empty home cells: ranks 1-3 minus d1 (Ruler) and h1 (Horseman) = 22.
    state = position({"h1": "N", "a8": "P!"}, reserves="H2h2")
    assert drops(state) == _drops_on(c for c in LOWER_HOME if c not in ("d1", "h1"))
    # ... and only one: with one Shield on the board, none more.
    state = position({"h1": "N", "a8": "P!", "a1": "H"}, reserves="H1h2")
    assert drops(state) == set()


def test_K24_no_horseman_and_captive_priest_allows_two():
    # One Shield (a1) on the board already; allowance 2 -> the second may be dropped.
    state = position({"a8": "P!", "a1": "H"}, reserves="H1h2")
    assert drops(state) == _drops_on(c for c in LOWER_HOME if c not in ("d1", "a1"))


def test_K24_empty_reserve_no_drop():
    state = position({}, reserves="h2")
    assert drops(state) == set()


def test_K24_upper_drops_on_ranks_6_to_8():
    state = position({}, side="U", reserves="H2h2")
    assert drops(state) == _drops_on(c for c in UPPER_HOME if c != "e8")


def test_K24_allowance_follows_horseman_ownership():
    # Upper (no Horseman) may drop at first; its Eagle h8 then takes the Lower
    # Horseman h4 (h7 h6 h5 empty; the Eagle starts on land, K-12). The Horseman turns
    # Upper (onto h8): now Lower owns none and may drop; Upper owns one and may not.
    state = position({"h8": "e", "h4": "N"}, side="U", reserves="H2h2")
    assert drops(state) == _drops_on(c for c in UPPER_HOME if c not in ("e8", "h8"))
    state = SOLO.push(state, "Eh8xh4")
    assert board_fields(state) == "4r2n/8/8/8/7e/8/8/3R4 L H2h2"
    assert drops(state) == _drops_on(c for c in LOWER_HOME if c != "d1")
    state = SOLO.push(state, "Rd1-d2")
    assert drops(state) == set()


# K-25 capture of Shields --------------------------------------------------------------

def test_K25_capture_enemy_shield_returns_it_to_owner_reserve():
    # E d4 takes the Upper Shield d5: no conversion, d4 becomes empty, Upper's reserve 1->2.
    state = position({"d4": "E", "d5": "h"}, reserves="h1")
    assert "Ed4xd5" in moves_from(state, "d4")
    assert board_fields(SOLO.push(state, "Ed4xd5")) == "4r3/8/8/3E4/8/8/8/3R4 U h2"


def test_K25_own_shield_can_be_captured_too():
    # E d4 takes its own Shield d3 (either side may): Lower's reserve 1->2.
    state = position({"d4": "E", "d3": "H"}, reserves="H1")
    assert moves_from(state, "d4") == mv("Ed4", "xd3 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4")
    assert board_fields(SOLO.push(state, "Ed4xd3")) == "4r3/8/8/8/8/3E4/8/3R4 U H2"


def test_K25_shield_on_island_only_horseman():
    # Lower Shield on island c3. Upper to move.
    # Upper E a3: b3, then c3 cannot be taken (K-11); file a: a1 a2 a4..a8.
    # Upper N b4: SE takes c3; NW a5 (then the edge); NE c5 river; SW a3 own Eagle.
    #   Crossing east over c4 -> d4, on NE e5 (then island f6: stop).
    #   Crossing south over b3 -> b2, on SW a1 (SE c1 river).
    state = position({"c3": "H", "a3": "e", "b4": "n"}, side="U", reserves="H1")
    assert moves_from(state, "a3") == mv("Ea3", "b3 a1 a2 a4 a5 a6 a7 a8")
    assert moves_from(state, "b4") == mv("Nb4", "xc3 a5 d4 e5 b2 a1")
    assert board_fields(SOLO.push(state, "Nb4xc3")) == "4r3/8/8/8/8/e1n5/8/3R4 L H2"


def test_K25_archer_captures_shield_over_bow():
    # A b2, bow b3 (own Shell), Upper Shield b6 (first beyond the bow): Ab2xb6.
    state = position({"b2": "A", "b3": "S", "b6": "h"}, reserves="h1")
    assert moves_from(state, "b2") == {"Ab2xb6"}
    assert board_fields(SOLO.push(state, "Ab2xb6")) == "4r3/8/1A6/8/8/1S6/8/3R4 U h2"


def test_K25_shell_captures_shield():
    # A Shell may take a Shield (K-13 protects only Shells).
    state = position({"d5": "S", "d6": "h"}, reserves="h1")
    assert moves_from(state, "d5") == {"Sd5xd6"}


# K-26 mate ---------------------------------------------------------------------------

def _mate_cells():
    # Upper Eagles d5 (file d: d1 d2) and e5 (file e: e1 e2); Upper Ruler d8.
    return {"d5": "e", "e5": "e", "d8": "r"}


def test_K26_mate():
    state = position(_mate_cells())
    assert legal(state) == set()
    outcome = SOLO.outcome(state)
    assert outcome is not None and outcome.winner == UPPER
    assert "mate" in outcome.reason.lower()


def test_K26_shield_drop_averts_mate():
    # With a reserve Shield (no Horseman: allowance 1), H@d2 / H@d3 shut file d.
    state = position(_mate_cells(), reserves="H1")
    assert legal(state) == {"H@d2", "H@d3"}
    assert SOLO.outcome(state) is None


def test_K26_K21_no_free_captivity_cell_no_mate():
    # Upper's outer sectors all full: nothing may capture the Lower Ruler, so it is
    # not in check and may go anywhere in its tent.
    cells = {**_mate_cells(), **{c: "s" for c in UPPER_SECTORS}}
    state = position(cells)
    assert legal(state) == RULER_D1
    assert SOLO.outcome(state) is None


def test_K26_mate_of_upper():
    # Mirror: Lower Eagles d4, e4 attack d8 d7 / e8 e7; Upper Ruler d8 alone.
    state = position({"d8": "r", "d4": "E", "e4": "E"}, side="U")
    assert legal(state) == set()
    outcome = SOLO.outcome(state)
    assert outcome is not None and outcome.winner == LOWER


# D-5 draws ---------------------------------------------------------------------------

def test_D5_stillness():
    # Ruler d1 not attacked; d2 e2 attacked by the Upper Eagle a2 (rank 2), e1 e2 by the
    # Upper Eagle e5 (file e). No other Lower piece, no reserve: draw.
    state = position({"a2": "e", "e5": "e", "d8": "r"})
    assert legal(state) == set()
    outcome = SOLO.outcome(state)
    assert outcome is not None and outcome.winner is None


def test_D5_threefold_repetition():
    state = position({})
    cycle = ["Rd1-d2", "Re8-e7", "Rd2-d1", "Re7-e8"]
    for i, text in enumerate(cycle * 2):
        assert SOLO.outcome(state) is None, f"over before ply {i + 1}"
        state = SOLO.push(state, text)
    # The start position is now there for the third time, same side to move.
    outcome = SOLO.outcome(state)
    assert outcome is not None and outcome.winner is None
    assert legal(state) == set()


def test_D5_same_board_other_side_to_move_is_not_a_repetition():
    # Upper's Ruler walks the triangle e8-e7-d8-e8 once, so the parity changes:
    #   ply 0 A=(R d1, r e8) L;  1 B=(R d2, r e8) U; ...; 6 B L; 7 A U; ...; 10 B L; 11 A U.
    # Board B is seen three times (U, L, L) and board A three times (L, U, U), but never
    # three times with the same side to move: no draw.
    state = position({})
    plies = ["Rd1-d2", "Re8-e7", "Rd2-d1", "Re7-d8", "Rd1-d2", "Rd8-e8",
             "Rd2-d1", "Re8-e7", "Rd1-d2", "Re7-e8", "Rd2-d1"]
    for text in plies:
        state = SOLO.push(state, text)
        assert SOLO.outcome(state) is None, text


def test_D5_move_limit():
    game = games.make("kamla", move_limit=3)
    state = game.parse_position(board_fields(position({})))
    for text in ["Rd1-d2", "Re8-e7", "Rd2-d1"]:
        assert game.outcome(state) is None
        state = game.push(state, text)
    outcome = game.outcome(state)
    assert outcome is not None and outcome.winner is None


def test_D5_no_move_limit_by_default():
    state = position({})
    cycle = ["Rd1-d2", "Re8-e7", "Rd2-e2", "Re7-d7", "Re2-e1", "Rd7-d8", "Re1-d1", "Rd8-e8"]
    # 8 plies (the last returns to the start: its 2nd occurrence): no limit applies.
    for text in cycle:
        state = SOLO.push(state, text)
    assert SOLO.outcome(state) is None


def test_K24_opponent_shields_do_not_count():
    # An Upper Shield on the board (d7) does not use Lower's allowance.
    state = position({"d7": "h"}, reserves="H2h1")
    assert drops(state) == _drops_on(c for c in LOWER_HOME if c != "d1")


def test_K19b_K26_crossing_continuation_does_not_capture_on_island():
    # N e2 (Lower Ruler d1): crossing north to e4, on NW d5, then island c6 holds an
    # Upper Shell: the continuation stops before it and cannot capture there.
    state = position({"e2": "N", "c6": "s"})
    assert moves_from(state, "e2") == mv("Ne2", "e4 d5 f3 g4 h5 g2 h1")


def test_K25_any_own_piece_may_take_its_own_shield():
    # "Either side" may capture a Shield, with any capture pattern; none converts.
    # Position 1: Shell d4 takes its own Shield d5; Ruler d1 its own Shield d2 (tent).
    # Position 2: Whale c1 takes its own Shield b3 (over c2, island c3; d3 empty);
    # Archer g2 over the bow g3 takes its own Shield g5 (the first piece beyond).
    # (Two positions because a side owns at most two Shields.)
    state = position({"d4": "S", "d5": "H", "d2": "H"})
    assert moves_from(state, "d4") == {"Sd4xd5"}
    assert moves_from(state, "d1") == mv("Rd1", "xd2 e1 e2")
    state = position({"c1": "W", "b3": "H", "g2": "A", "g3": "S", "g5": "H"})
    assert moves_from(state, "c1") == mv("Wc1", "xb3 d3")
    assert moves_from(state, "g2") == {"Ag2xg5"}


def test_K25_horseman_takes_own_shield_on_island():
    state = position({"b2": "N", "c3": "H"}, reserves="H1")
    assert "Nb2xc3" in moves_from(state, "b2")
    assert board_fields(SOLO.push(state, "Nb2xc3")) == "4r3/8/8/8/8/2N5/8/3R4 U H2"


def test_K21_K25_captive_priest_does_not_take_a_shield():
    # Lower captive Priest a7 beside the Upper Shield b8: a6 a8 b6 b7, not b8.
    state = position({"a7": "P!", "b8": "h"}, reserves="h1")
    assert moves_from(state, "a7") == mv("Pa7", "a6 a8 b6 b7")
