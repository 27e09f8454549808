"""TV-4 splits and freed pieces, TV-5 the volkhv and towers. Move sets derived
by hand from the spec.

Unless a test says otherwise the White volkhv is on a1 and the Black volkhv on
h7 (rules_helpers.position adds them); White is to move.
"""
from __future__ import annotations

from .rules_helpers import GAME, legal, moves_from, mv, play, position, tower


# TV-4 splits -----------------------------------------------------------------------

def test_TV4_any_top_part_of_a_tower_may_move():
    # [PQ N R] on c3, a ratoborets on top (height 3): c1 c2 c4..c8 a3 b3 d3..h3, each
    # with the top 1, the top 2 or all 3 pieces: 14 targets x 3.
    state = position({"c3": "[PQNR]"})
    targets = "c1 c2 c4 c5 c6 c7 c8 a3 b3 d3 e3 f3 g3 h3"
    expected = mv("c3", targets) | mv("c3(1)", targets) | mv("c3(2)", targets)
    assert moves_from(state, "c3") == expected


def test_TV4_the_lower_part_stays_and_keeps_its_order():
    state = position({"c3": "[PQNR]"})
    after = play(state, "c3(1)-c6")
    assert tower(after, "c3") == "[PQN]" and tower(after, "c6") == "R"
    after = play(state, "c3(2)-c6")
    assert tower(after, "c3") == "PQ" and tower(after, "c6") == "[NR]"
    after = play(state, "c3-c6")
    assert tower(after, "c3") == "" and tower(after, "c6") == "[PQNR]"


def test_TV4_a_freed_enemy_piece_acts_at_once():
    # [pq R] on c3: White lifts its ratoborets off, freeing the Black ratnik, which is
    # Black's at once: it steps to c2 (down is forward for Black) or lands on the White
    # vsadnik d2 diagonally; b2 is empty (diagonals land only on enemies).
    state = position({"c3": "[pqR]", "d2": "N"})
    after = play(state, "c3(1)-c6")
    assert tower(after, "c3") == "pq"
    assert moves_from(after, "c3") == mv("c3", "c2 xd2")


def test_TV4_a_split_may_not_free_an_enemy_that_checks_the_own_volkhv():
    # White volkhv d2; [pq R] on c3. Lifting only the ratoborets would leave the Black
    # ratnik on c3, which lands diagonally on d2: illegal. The whole tower (ratnik
    # carried along) may go anywhere the ratoborets goes: c1 c2 c4..c8 a3 b3 d3..h3.
    state = position({"d2": "K", "c3": "[pqR]"})
    assert moves_from(state, "c3") == mv("c3", "c1 c2 c4 c5 c6 c7 c8 a3 b3 d3 e3 f3 g3 h3")


def test_TV4_the_lower_part_gives_a_discovered_check():
    # [B R] on c3, Black volkhv g7 on the luchnik's diagonal c3-d4-e5-f6-g7. The
    # ratoborets steps off to c8: the luchnik checks. Black (volkhv only) escapes to
    # f7, h7, g6, h6: f8, g8, h8 are on the ratoborets' rank, f6 on the luchnik's
    # diagonal, and h8 also behind the volkhv on that diagonal.
    state = position({"c3": "[BR]", "g7": "k"})
    after = play(state, "c3(1)-c8")
    assert GAME.in_check(after)
    assert legal(after) == mv("g7", "f7 h7 g6 h6")


def test_TV4_a_freed_own_piece_moves_on_its_next_turn_as_itself():
    # After [N R] c3 -> the ratoborets leaves, the vsadnik on c3 is White's again.
    state = position({"c3": "[NR]"})
    after = play(state, "c3(1)-h3", "h7-g6")
    assert moves_from(after, "c3") == mv("c3", "a2 a4 b1 b5 d1 d5 e2 e4")


# TV-5 the volkhv --------------------------------------------------------------------

def test_TV5_nothing_is_put_on_a_volkhv():
    # Ratoborets b1 next to the own volkhv a1: a1 is not a target; the file b2..b8 is.
    state = position({"b1": "R"})
    assert moves_from(state, "b1") == mv("b1", "b2 b3 b4 b5 b6 b7 b8 c1 d1 e1 f1 g1 h1")


def test_TV5_volkhv_steps_onto_own_and_undefended_enemy_pieces():
    # White volkhv d4, own vsadnik d5; Black vsadnik c5 (attacks a4 a6 b3 b7 d3 d7 e4
    # e6), Black ratoborets e8 (e-file). Volkhv: c3, c4, xc5 (lands on the vsadnik, no
    # other Black piece attacks c5), d5 (own); d3 and e4 attacked by the vsadnik; e3,
    # e4, e5 attacked by the ratoborets.
    state = position({"d4": "K", "d5": "N", "c5": "n", "e8": "r"})
    assert moves_from(state, "d4") == mv("d4", "c3 c4 xc5 d5")


def test_TV5_volkhv_may_not_step_onto_a_defended_tower():
    # As above plus a Black ratnik b6, which lands diagonally on a5 and c5: xc5 is gone.
    state = position({"d4": "K", "d5": "N", "c5": "n", "e8": "r", "b6": "pn"})
    assert moves_from(state, "d4") == mv("d4", "c3 c4 d5")


def test_TV5_volkhv_steps_off_or_carries_its_tower():
    # [N K]: the volkhv on its own vsadnik (I-2). It steps off (count 1) or carries the
    # vsadnik (the whole tower) to any of the 8 free, unattacked neighbours.
    state = position({"d4": "[NK]"})
    targets = "c3 c4 c5 d3 d5 e3 e4 e5"
    assert legal(state) == mv("d4", targets) | mv("d4(1)", targets)
    assert tower(play(state, "d4(1)-e5"), "d4") == "N"


def test_TV5_a_volkhv_may_land_on_a_tower_and_stays_on_top():
    state = position({"d4": "K", "d5": "[pnR]"})
    after = play(state, "d4-d5")
    assert tower(after, "d5") == "[pnRK]"
