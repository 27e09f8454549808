"""Kamla pair mode (K-8): the computer never reads the human's hidden Ruler.

It decides from ``game.public_view(state, player)`` only: two games that
differ only in which tent piece the opponent chose as Ruler give the computer
the same view, and so the same move, at every level.
"""
from __future__ import annotations

import random

import pytest

import games
from games.ai import LEVELS, choose_move, kamla as kamla_ai
from games.core.errors import GameError
from games.kamla.board import LOWER, UPPER
from games.kamla.pieces import PRIEST, RULER

PAIR = games.make("kamla-pair", move_limit=250)


def twin_games(seed: int, plies: int, computer: int):
    """The same random moves played twice, the opponent's secret Ruler on d or
    e; yields the pairs of states where the computer is to move."""
    rng = random.Random(seed)
    own = "R=e1" if computer == LOWER else "R=d8"
    choices = (["R=d1", own], ["R=e1", own]) if computer == UPPER else \
        ([own, "R=d8"], [own, "R=e8"])
    states = [PAIR.replay(c) for c in choices]
    earlier: tuple[list, list] = ([], [])
    for _ in range(plies):
        if any(PAIR.outcome(s) is not None or s.revealed[1 - computer] for s in states):
            return  # over, or the Priest's capture revealed the Ruler (K-22)
        if states[0].turn == computer:
            yield states, earlier
        for past, s in zip(earlier, states):
            past.append(s)
        texts = sorted(set.intersection(*(set(PAIR.legal_move_texts(s)) for s in states)))
        if not texts:
            return
        text = rng.choice(texts)
        try:
            states = [PAIR.push(s, text) for s in states]
        except GameError:
            return


@pytest.mark.slow  # strong searches over many hidden Rulers
@pytest.mark.parametrize("computer", (LOWER, UPPER))
def test_same_public_view_same_move(computer: int) -> None:
    checked = 0
    for seed in range(4):
        for (a, b), earlier in twin_games(seed, plies=40, computer=computer):
            assert a.board != b.board  # the hidden assignment differs ...
            view_a = PAIR.public_view(a, computer)
            assert view_a == PAIR.public_view(b, computer)  # ... the view does not
            level = LEVELS[checked % len(LEVELS)]
            moves = [choose_move(PAIR, s, computer, level, random.Random(seed), None,
                                 earlier=past) for s, past in zip((a, b), earlier)]
            assert moves[0] == moves[1]
            assert moves[0] in PAIR.legal_moves(a) and moves[0] in PAIR.legal_moves(b)
            checked += 1
    assert checked >= 20


def test_the_search_is_given_only_the_public_view(monkeypatch) -> None:
    seen = []
    real = kamla_ai.think

    def spy(game, view, player, level, rng, time_limit, earlier=()):
        seen.append((view, earlier))
        return real(game, view, player, level, rng, time_limit, earlier)

    monkeypatch.setattr(kamla_ai, "think", spy)
    before = [PAIR.replay(["R=d1", "R=e8"])]
    state = PAIR.push(before[0], "Sd3-d4")
    choose_move(PAIR, state, UPPER, "steady", random.Random(1), None, earlier=before)
    ((view, earlier),) = seen
    assert view == PAIR.public_view(state, UPPER)
    assert RULER not in view.board  # Lower's Ruler on d1 is shown as a Priest
    assert view.board[3] == PRIEST and view.board[4] == PRIEST
    assert view.history == ()
    assert earlier == [PAIR.public_view(before[0], UPPER)]  # the past, also as seen


def test_both_tent_pieces_are_considered_as_ruler() -> None:
    state = PAIR.replay(["R=d1", "R=e8"])
    worlds = kamla_ai.worlds(PAIR.public_view(state, UPPER).board, UPPER)
    rulers = sorted(next(sq for sq in (3, 4, 11, 12) if b[sq] == RULER) for b in worlds)
    assert rulers == [3, 4]  # d1 and e1


def test_a_revealed_ruler_is_one_world() -> None:
    state = PAIR.replay(["R=d1", "R=e8"])
    solo_view = games.make("kamla").public_view(state, UPPER)  # solo: nothing hidden
    assert len(kamla_ai.worlds(solo_view.board, UPPER)) == 1
