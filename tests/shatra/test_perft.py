"""The first two plies of Altai Shatra from the start, counted by hand (the
pinned perft counts are in tests/data/shatra_perft.json, checked by
tests/test_perft.py)."""
import games
from games.core.playout import perft


def test_start_perft_2_by_hand():
    # White's 40 first moves (test_rules_start): 19 shatra steps, 14 drops of 54 onto
    # 25-38, 7 biy placements onto 32-38. Black's replies:
    # - after a white step (field occupancy unchanged, no contact): 19 shatra steps,
    #   14 drops of 9 onto the empty field squares, 7 biy placements onto 25-31: 40;
    # - after a drop onto row 32-38 (7 squares): 19 + 13 + 7 = 39;
    # - after a drop onto row 25-31 the black shatras must capture it: on 25 only
    #   18:32; on 26-30 three leaps each (e.g. 26: 18:34, 19:33, 20:32); on 31 only
    #   24:38: 1 + 5 * 3 + 1 = 17 (no leap goes on: rows 39-52 are full);
    # - after a biy placement onto 32-38 (7): 19 + 13 + 7 = 39.
    expected = 19 * 40 + 7 * 39 + 17 + 7 * 39
    assert expected == 1323
    game = games.make("shatra")
    assert perft(game, game.initial_state(), 2) == expected
