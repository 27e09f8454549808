"""Tafl layouts and movement (TF-1, TF-4, TF-5, TF-9, TF-10), derived by hand
from the spec. Boards: 9x9 throne e5, corners a1 i1 a9 i9; 11x11 throne f6,
corners a1 k1 a11 k11."""
from __future__ import annotations

import games

from .helpers import HNEF9, HNEF11, TAVLEI, cells_of, legal, moves_from, mv, position

# TF-4 / TF-9 layouts ----------------------------------------------------------------


def _squares(cells: dict[str, str], symbol: str) -> set[str]:
    return {sq for sq, s in cells.items() if s == symbol}


def test_TF4_tavlei_start_layout():
    start = TAVLEI.initial_state()
    cells = cells_of(start)
    assert _squares(cells, "t") == set(
        "d1 e1 f1 e2 a4 a5 a6 b5 i4 i5 i6 h5 d9 e9 f9 e8".split())
    assert _squares(cells, "T") == set("c5 d5 f5 g5 e3 e4 e6 e7".split())
    assert _squares(cells, "K") == {"e5"}
    # The OTN record of the 9x9 Tablut start (research notes A1), attackers to move.
    assert TAVLEI.format_position(start) == \
        "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ a 0 0"
    assert TAVLEI.to_move(start) == 0 and TAVLEI.info.players == ("Attackers", "Defenders")


def test_TF9_hnefatafl_9_has_the_tavlei_layout():
    assert HNEF9.format_position(HNEF9.initial_state()) == \
        TAVLEI.format_position(TAVLEI.initial_state())


def test_TF9_hnefatafl_11_start_layout():
    start = HNEF11.initial_state()
    cells = cells_of(start, HNEF11)
    assert _squares(cells, "t") == set(
        "d1 e1 f1 g1 h1 f2 a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6 d11 e11 f11 g11 h11 f10".split())
    assert _squares(cells, "T") == set("f4 e5 f5 g5 d6 e6 g6 h6 e7 f7 g7 f8".split())
    assert _squares(cells, "K") == {"f6"}
    assert HNEF11.format_position(start) == \
        "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a 0 0"


# TF-1 rook moves, attackers first -----------------------------------------------------


def test_TF1_start_moves_of_the_bottom_group():
    # d1: left c1 b1 (a1 is a corner); up d2 d3 d4 (d5 defender). e1: boxed by d1 f1 e2.
    # f1 mirrors d1. e2: left d2..a2, right f2..i2, up e3 is a defender.
    start = TAVLEI.initial_state()
    assert moves_from(start, "d1") == mv("d1", "c1 b1 d2 d3 d4")
    assert moves_from(start, "e1") == set()
    assert moves_from(start, "f1") == mv("f1", "g1 h1 f2 f3 f4")
    assert moves_from(start, "e2") == mv("e2", "d2 c2 b2 a2 f2 g2 h2 i2")


def test_TF1_start_has_72_moves_only_for_the_attackers():
    # Each of the four symmetric groups gives 5 + 0 + 5 + 8 = 18 moves: 4 x 18 = 72.
    start = TAVLEI.initial_state()
    assert len(legal(start)) == 72
    assert moves_from(start, "e3") == set()  # a defender: not their turn


def test_TF1_11x11_start_has_116_moves():
    # Bottom group: d1 c1 b1 + d2..d5 (d6 defender) = 6; e1 up e2 e3 e4 (e5) = 3;
    # f1 boxed; g1 3 and h1 6 as mirrors; f2 a2..e2, g2..k2 and f3 (f4) = 11.
    # 6 + 3 + 0 + 3 + 6 + 11 = 29 per group, 4 x 29 = 116.
    start = HNEF11.initial_state()
    assert moves_from(start, "f2", HNEF11) == mv("f2", "e2 d2 c2 b2 a2 g2 h2 i2 j2 k2 f3")
    assert len(legal(start, HNEF11)) == 116


def test_TF1_rook_moves_never_jump():
    # Attacker b2, defender b5, king h8: up b3 b4 (b5 blocks), down b1, left a2,
    # right c2..i2.
    state = position({"b2": "t", "b5": "T", "h8": "K"})
    assert moves_from(state, "b2") == mv("b2", "b3 b4 b1 a2 c2 d2 e2 f2 g2 h2 i2")
    assert legal(state) == moves_from(state, "b2")


# TF-5 Tavlei: throne and exits for the prince only -------------------------------------


def test_TF5_other_pieces_neither_stop_on_nor_pass_over_the_throne():
    # Attacker e2, king h7, defender c7: up e3 e4, then the empty throne e5 stops it.
    state = position({"e2": "t", "h7": "K", "c7": "T"})
    assert moves_from(state, "e2") == mv("e2", "e3 e4 e1 d2 c2 b2 a2 f2 g2 h2 i2")
    # The same for a defender on e3 (defenders to move).
    state = position({"e3": "T", "h7": "K", "a8": "t"}, side="d")
    assert moves_from(state, "e3") == mv("e3", "e4 e2 e1 d3 c3 b3 a3 f3 g3 h3 i3")


def test_TF5_the_prince_stops_on_the_throne_but_never_passes_over_it():
    # TD-1. Prince e2, e-file empty: up e3 e4 and e5 (the throne), where he must stop; down
    # e1; left d2..a2; right f2..i2.
    state = position({"e2": "K", "a8": "t"}, side="d")
    assert moves_from(state, "e2") == mv("e2", "e3 e4 e5 e1 d2 c2 b2 a2 f2 g2 h2 i2")
    # From the throne he moves on: e6..e9 up, e4..e1 down, d5..a5 left, f5..i5 right.
    state = position({"e5": "K", "a8": "t"}, side="d")
    assert moves_from(state, "e5") == mv(
        "e5", "e6 e7 e8 e9 e4 e3 e2 e1 d5 c5 b5 a5 f5 g5 h5 i5")


def test_TF5_only_the_prince_enters_an_exit():
    # Attacker a3 and prince c1: the attacker goes down to a2 only (a1 is an exit);
    # the prince goes left to b1 and a1.
    state = position({"a3": "t", "c1": "K", "h8": "T"})
    assert moves_from(state, "a3") == mv("a3", "a2 a4 a5 a6 a7 a8 b3 c3 d3 e3 f3 g3 h3 i3")
    state = position({"a3": "t", "c1": "K", "h8": "T"}, side="d")
    assert {m for m in moves_from(state, "c1") if m[-2] in "ab"} == mv("c1", "b1 a1")


# TF-10 Hnefatafl: the empty throne may be passed by all; the king returns ----------------


def test_TF10_any_piece_passes_over_the_empty_throne():
    # Attacker e2 in Hnefatafl 9x9: up e3 e4, over e5, e6 e7 e8 e9.
    state = position({"e2": "t", "h7": "K", "c7": "T"}, game=HNEF9)
    assert moves_from(state, "e2", HNEF9) == mv(
        "e2", "e3 e4 e6 e7 e8 e9 e1 d2 c2 b2 a2 f2 g2 h2 i2")


def test_TF10_nobody_passes_the_occupied_throne():
    # King on e5: the attacker on e2 goes up to e3, e4 only.
    state = position({"e2": "t", "e5": "K", "c7": "T"}, game=HNEF9)
    assert {m for m in moves_from(state, "e2", HNEF9) if m[3] == "e"} == mv("e2", "e3 e4 e1")


def test_TF10_the_king_returns_to_the_throne():
    # King f3 on 11x11, f-file above empty up to f11 (an attacker there): f4 f5, f6 the
    # throne, f7 f8 f9 f10. Left e3..a3, right g3..k3, down f2 f1.
    state = position({"f3": "K", "f11": "t"}, side="d", game=HNEF11)
    assert moves_from(state, "f3", HNEF11) == mv(
        "f3", "f4 f5 f6 f7 f8 f9 f10 f2 f1 e3 d3 c3 b3 a3 g3 h3 i3 j3 k3")


def test_TF10_corners_are_for_the_king_only():
    # Defender a2 (Hnefatafl 9x9): down to a1 is a corner; up a3..a8 (a9 corner).
    state = position({"a2": "T", "e5": "K", "i5": "t"}, side="d", game=HNEF9)
    assert moves_from(state, "a2", HNEF9) == mv(
        "a2", "a3 a4 a5 a6 a7 a8 b2 c2 d2 e2 f2 g2 h2 i2")


def test_every_ruleset_is_registered_with_its_options():
    for name, size in (("tavlei", 9), ("hnefatafl-9", 9), ("hnefatafl-11", 11),
                       ("copenhagen", 11), ("fetlar", 11)):
        info = games.make(name).info
        assert info.board == (size, size) and info.family == "tafl"
        assert info.options == {"ruleset": name, "king_captured_by_two": False,
                                "king_armed": True, "edge_escape": False,
                                "escape_limit": None, "dice": None,
                                "quiet_limit": None if name == "tavlei" else 200,
                                "corners_ordinary": False}
    assert games.make("tavlei", king_captured_by_two=True).info.options["king_captured_by_two"]
