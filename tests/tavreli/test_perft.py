"""Tavreli perft counted by hand (the pinned counts are in
tests/data/tavreli_perft.json, checked by tests/test_perft.py).

Hand checks: from the start White has 39 moves (listed in test_rules_board);
Black answers each with its own 39 except after d1-d2 and d1-e2, where the
knyaz on top of the tower sees d7 / e7 and the volkhv may not step there:
39 * 39 - 2 = 1519. The depth-1 counts of the other positions were counted by
hand from their move lists (30: castling both ways and e5xd6 en passant; 27:
two promotions of b7 and none for e7, blocked by the volkhv e8)."""
import games
from games.core.playout import perft

GAME = games.make("tavreli")


def test_start_counts_by_hand():
    state = GAME.initial_state()
    assert perft(GAME, state, 1) == 39
    assert perft(GAME, state, 2) == 39 * 39 - 2
    after = GAME.push(state, "d1-d2")
    assert "e8-d7" not in GAME.legal_move_texts(after) and len(GAME.legal_moves(after)) == 38
