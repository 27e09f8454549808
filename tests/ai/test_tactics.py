"""Simple tactics every level above gentle must see (gentle plays in a
deliberately loose way: noise and the odd random move)."""
from __future__ import annotations

import random

import pytest

import games
from games.ai import choose_move
from games.core import CHANCE
from tests.ai.helpers import make

LEVELS = ("steady", "strong")


# Kamla -------------------------------------------------------------------------------

KAMLA_MATES = {
    # position (found in seeded random games): the only mating moves
    "1hWnrss1/sa1e2a1/W2E1ss1/EsSs4/SSWSn3/1ES1WsS1/p!A1R2A1/1N1P1SNS L H2h1 r": {"Ed6xd7"},
    "sS+a2h1s/s1sA+r1P!s/ewn5/1EW1ss2/3E1sS1/Hss1a+Sww/nnaSR1p!1/s+2SE2N U H1h1 Rr": {"Na2-b1"},
    "S2es1sP!/3re1a1/sa2s1s1/SEw1S1Ss/3NN+s1e/waN2SA1/1s+wRn+wS1/2s2Hp!S L H1h2 Rr": {"Ne4-b7"},
    "2s1rw1A/N+h1S+3P!/s1h1s1sW/1s3WN1/e+a2sseN/aesWSSAS/2S4S/ss+1R1p!EN L H2 Rr": {"Sd7-d8"},
    "1h2rW1P!/1S2e2s/1S2wsWS/aAsnsSA1/p!s1n+sSS1/w3S2H/E1ES2AN/1N+1R1SES U H1h1 Rr": {"Nd5xe4"},
}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("position", KAMLA_MATES)
def test_kamla_gives_mate_in_one(level: str, position: str) -> None:
    game = games.make("kamla")
    state = game.parse_position(position)
    for seed in range(3):
        move = choose_move(game, state, level=level, rng=random.Random(seed), time_limit=None)
        assert game.format_move(state, move) in KAMLA_MATES[position]
        assert game.outcome(game.apply(state, move)).reason == "mate"


@pytest.mark.parametrize("level", LEVELS)
def test_kamla_takes_a_free_piece(level: str) -> None:
    # Lower's Eagle on a1 can take Upper's lone Eagle on a5 (it changes sides, K-9).
    game = games.make("kamla")
    state = game.parse_position("3pr3/8/8/e7/8/8/8/E2PR3 L -")
    for seed in range(3):
        move = choose_move(game, state, level=level, rng=random.Random(seed), time_limit=None)
        assert game.format_move(state, move) == "Ea1xa5"


def test_kamla_pair_takes_a_free_piece_without_knowing_the_ruler() -> None:
    pair = games.make("kamla-pair")
    state = pair.parse_position("3pr3/8/8/e7/8/8/8/E2PR3 L -")
    move = choose_move(pair, state, level="strong", rng=random.Random(0), time_limit=None)
    assert pair.format_move(state, move) == "Ea1xa5"


# Senet -------------------------------------------------------------------------------

def _senet_board(spools, cones) -> str:
    cells = ["."] * 30
    for sq in spools:
        cells[sq - 1] = "S"
    for sq in cones:
        cells[sq - 1] = "C"
    text = "".join(cells)
    return f"{text[:10]}/{text[10:20]}/{text[20:]}"


@pytest.mark.parametrize("name", ["senet-kendall", "senet-modern"])
def test_senet_hits_when_it_is_clearly_better(name: str) -> None:
    # A 2: 12x14 sends a lone Cones piece back; the other moves do nothing much.
    game = games.make(name)
    state = game.parse_position(
        f"{_senet_board([1, 5, 12, 20, 24], [3, 8, 9, 14, 25])} S:K0:0 C:K0:0 odd:- S[2] t9")
    assert "12x14" in game.legal_move_texts(state)
    for seed in range(5):
        move = choose_move(game, state, level="strong", rng=random.Random(seed))
        assert game.format_move(state, move) == "12x14"


def test_senet_bears_off_when_it_is_clearly_better() -> None:
    # A 3: 28-off, or 23-26 into the House of Beauty, whose throw of fate would
    # drown the piece on a 1 or on a 2 (the House of 28 is occupied).
    game = games.make("senet-kendall")
    state = game.parse_position(
        f"{_senet_board([23, 28], [2, 4])} S:K0:3 C:K0:3 odd:- S[3] t40")
    assert game.legal_move_texts(state) == ["23-26", "28-off"]
    for level in LEVELS:
        for seed in range(5):
            move = choose_move(game, state, level=level, rng=random.Random(seed))
            assert game.format_move(state, move) == "28-off"


def test_senet_steady_mostly_hits() -> None:
    game = games.make("senet-kendall")
    state = game.parse_position(
        f"{_senet_board([1, 5, 12, 20, 24], [3, 8, 9, 14, 25])} S:K0:0 C:K0:0 odd:- S[2] t9")
    texts = [game.format_move(state, choose_move(game, state, level="steady",
                                                 rng=random.Random(seed)))
             for seed in range(12)]
    assert texts.count("12x14") > len(texts) / 2  # the rest are its deliberate slips


# Shatra, tafl, Tavreli: a move that wins at once --------------------------------------

def _winning_chances(name: str, count: int = 3):
    """Positions of seeded random games where the side to move has a move
    that wins at once, and other moves that do not."""
    game = make(name)
    found = []
    for seed in range(300):
        rng = random.Random(seed)
        state = game.initial_state()
        for _ in range(400):
            if game.outcome(state) is not None or game.to_move(state) == CHANCE:
                break
            moves = list(game.legal_moves(state))
            me = game.to_move(state)
            wins = [m for m in moves
                    if (o := game.outcome(game.apply(state, m))) and o.winner == me]
            if wins and len(wins) < len(moves):
                found.append((state, wins))
                break
            state = game.apply(state, rng.choice(moves))
        if len(found) >= count:
            break
    return game, found


@pytest.mark.parametrize("name", ["shatra", "tavlei", "hnefatafl-11", "tavreli"])
def test_takes_an_immediate_win(name: str) -> None:
    if name not in games.names():
        pytest.skip(f"{name} is not registered")
    game, found = _winning_chances(name)
    assert found, "seeded random games should offer some immediate wins"
    for state, wins in found:
        for level in LEVELS:
            move = choose_move(game, state, level=level, rng=random.Random(1), time_limit=None)
            assert move in wins, (level, game.format_position(state))
