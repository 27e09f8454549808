"""D-7 and D-8 in the reading: a game thrown with the person's own sticks says
so (and the app drew none of the throws); a session that opened with Bell says
so, names its phases in the order played, and claims no rarity from computer
games that all opened with Kendall."""
from __future__ import annotations

import random

import games
import oracle
from games.core.playout import random_game
from oracle.check import refuted

OWN = {"sticks": "own"}
BELL_FIRST = {"cycles": 1, "opening": "bell"}


def test_a_game_with_own_sticks_says_whose_throws_they_were() -> None:
    record = list(random_game(games.make("senet-kendall"), random.Random(2)).texts)
    reading = oracle.read("senet-kendall", record, options=OWN)
    said = "Every throw was cast with the players' own sticks and entered by hand"
    assert said in reading.text
    assert said not in oracle.read("senet-kendall", record).text
    assert refuted(reading, "senet-kendall", record, options=OWN) == ([], [])


def test_a_session_opened_with_bell_names_its_phases_in_the_order_played() -> None:
    game = games.make("senet-cycles", **BELL_FIRST)
    played = random_game(game, random.Random(1))
    record = list(played.texts)
    first_bell = next(i for i, (a, b) in enumerate(zip(played.states, played.states[1:]), 1)
                      if a.phase(0) != b.phase(0) or a.phase(1) != b.phase(1))
    early = oracle.read("senet-cycles", record[:first_bell], options=BELL_FIRST)
    assert early.symbols[0].id == "senet.closed.bell"  # the first phase finished is Bell's
    assert "cycle is complete" not in early.text and "cycle completed" not in early.text
    assert "The session opened with Bell" in early.text
    whole = oracle.read("senet-cycles", record, options=BELL_FIRST)
    assert {s.id for s in whole.symbols} >= {"senet.end.cycles"}
    assert all(s.rarity_words == "" for s in whole.symbols)
    assert refuted(whole, "senet-cycles", record, options=BELL_FIRST) == ([], [])
