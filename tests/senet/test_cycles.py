"""Continuous Kendall-Bell cycles (senet.md C-1..C-4, D-3): phases per player,
sessions by cycles or by time (a fake clock), the live score, the journal."""
import random
from fractions import Fraction

import pytest

from games.core.errors import IllegalMoveError
from games.core.playout import random_game
from games.senet.session import journal, on_clock, scores, time_is_up
from tests.senet.helpers import after, game, legal, position, step_token

CYCLES = game("senet-cycles")
CYCLES2 = game("senet-cycles", cycles=2)
TIMED = game("senet-cycles", cycles=None, duration=60)


class FakeClock:
    """The caller's clock, moved by hand."""

    def __init__(self, now: float = 0.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


# C-1 -------------------------------------------------------------------------------

def test_C1_kendall_to_bell_while_the_other_is_still_in_kendall():
    text = position([30], [3, 12, 20], step="S?", turn=40)
    state = after(CYCLES2, text, "[1]", "30-off", "[3]", "in-28")
    assert (state.phase_spools, state.phase_cones) == (1, 0)  # Bell, Kendall
    # Cones (Kendall) move forward on the same board; a Bell piece on a House is safe.
    assert step_token(CYCLES2, state) == "C?"
    assert legal(CYCLES2, CYCLES2.format_position(state), "[3]") == {"3-6", "12-15", "20-23"}


def test_C1_bell_to_kendall_starts_again_from_the_domains():
    text = position([1, 3, 5, 7, 11], [20, 21, 23], s="B0", c="K0", odd="S", step="S?")
    assert legal(CYCLES2, text, "[2]") == {"11-9"}
    state = after(CYCLES2, text, "[2]", "11-9")
    # A cycle completed, Kendall again at once; the domains hold until Cones finish
    # their Bell phase (B-4): ``odd:S:S``, Spools have finished theirs (D-6).
    assert CYCLES2.format_position(state) == (
        "S.S.S.S.S./.........C/C.C....... S:K1:0 C:K0:2 odd:S:S C? t2")
    state = CYCLES2.push(CYCLES2.push(CYCLES2.push(state, "[2]"), "20-22"), "[1]")
    assert set(CYCLES2.legal_move_texts(state)) == {"1-2", "3-4", "5-6", "7-8", "9-10"}


def test_C1_phases_change_in_both_orders_in_a_random_session():
    g = game("senet-cycles", cycles=2)
    seen = set()
    for seed in range(6):
        result = random_game(g, random.Random(seed), record=True)
        assert result.outcome is not None and result.outcome.winner is not None
        for before, now in zip(result.states, result.states[1:]):
            for p in (0, 1):
                if (before.phase(p), before.cycles(p)) != (now.phase(p), now.cycles(p)):
                    seen.add(("KB"[before.phase(p)], "KB"[now.phase(p)],
                              "KB"[now.phase(1 - p)]))
    # Kendall->Bell and Bell->Kendall, each while the other player is in either phase.
    assert {("K", "B", "K"), ("K", "B", "B"), ("B", "K", "K"), ("B", "K", "B")} <= seen


# C-2 -------------------------------------------------------------------------------

def test_C2_first_to_complete_the_number_of_cycles_wins():
    text = position([1, 3, 5, 7, 11], [20, 21, 23], s="B0", c="K0", odd="S", step="S?")
    state = after(CYCLES, text, "[2]", "11-9")
    outcome = CYCLES.outcome(state)
    assert outcome.winner == 0 and outcome.reason == "completed 1 cycle"
    assert step_token(CYCLES, state) == "#S:cycles"
    assert CYCLES2.outcome(after(CYCLES2, text, "[2]", "11-9")) is None


def test_C2_time_up_before_a_turn_begins_ends_the_session_at_once():
    clock = FakeClock(100.0)
    started = clock()
    # Spools 20+22+24 + 2x31 off = 128/155 of Kendall; Cones in Bell: 1 + 3/150.
    state = TIMED.parse_position(position([20, 22, 24], [28], c="B0", step="S?"))
    clock.now = 159.5
    assert not time_is_up(TIMED, started, clock()) and on_clock(TIMED, state, started,
                                                                clock()) is state
    clock.now = 160.0
    state = on_clock(TIMED, state, started, clock())
    outcome = TIMED.outcome(state)
    assert outcome.winner == 1 and outcome.reason == "time is up: ahead"
    assert TIMED.format_position(state).endswith("#C:time t1 time")


def test_C2_time_up_mid_turn_the_turn_is_played_to_its_end():
    clock = FakeClock()
    text = position([20, 22, 24], [5, 6, 7, 8, 9], step="S?")
    state = TIMED.push(TIMED.parse_position(text), "[4]")  # Spools to move, another throw due
    clock.now = 61
    state = on_clock(TIMED, state, 0, clock())
    assert TIMED.outcome(state) is None and state.time_up
    assert set(TIMED.legal_move_texts(state)) == {"22-26"}  # 20->24 own, 24->28 passes 26
    state = TIMED.push(TIMED.push(state, "22-26"), "[2]")  # the fate throw: to 28
    assert TIMED.outcome(state) is None and step_token(TIMED, state) == "S?+"
    state = TIMED.push(state, "[3]")
    assert set(TIMED.legal_move_texts(state)) == {"20-23", "28-off"}
    state = TIMED.push(state, "20-23")  # a 3 ends the turn, and the time is up
    outcome = TIMED.outcome(state)
    # Spools 23+24+28 + 62 = 137/155 against Cones 35/155.
    assert outcome.winner == 0 and TIMED.ahead(state) == (Fraction(137, 155), Fraction(35, 155))
    assert TIMED.legal_moves(state) == []


def test_C2_time_up_level_scores_are_a_draw():
    state = TIMED.time_up(TIMED.parse_position(position([4, 16], [8, 12], step="C?")))
    outcome = TIMED.outcome(state)
    assert outcome.winner is None and outcome.reason == "time is up: level"


def test_C2_the_time_step_is_recorded_and_replays():
    rng = random.Random(5)
    state = TIMED.initial_state()
    texts = []
    for _ in range(80):
        move = rng.choice(TIMED.legal_moves(state))
        texts.append(TIMED.format_move(state, move))
        state = TIMED.apply(state, move)
    texts.append("time")
    state = TIMED.push(state, "time")
    while TIMED.outcome(state) is None:
        move = rng.choice(TIMED.legal_moves(state))
        texts.append(TIMED.format_move(state, move))
        state = TIMED.apply(state, move)
    assert TIMED.outcome(state).reason.startswith("time is up")
    replayed = TIMED.replay(texts)
    assert replayed == state
    assert TIMED.format_position(TIMED.parse_position(TIMED.format_position(state))) == \
        TIMED.format_position(state)


def test_C2_time_step_only_in_a_session_by_duration_and_only_once():
    with pytest.raises(IllegalMoveError, match="'time'"):
        CYCLES.push(CYCLES.initial_state(), "time")
    # In the opening nobody plays Spools yet: time up there is a draw.
    state = TIMED.push(TIMED.push(TIMED.initial_state(), "[3]"), "time")
    assert TIMED.outcome(state).winner is None
    with pytest.raises(IllegalMoveError):
        TIMED.push(state, "time")
    assert "time" not in TIMED.legal_move_texts(TIMED.initial_state())


def test_C2_session_options_are_checked():
    with pytest.raises(ValueError):
        game("senet-cycles", cycles=None)           # neither cycles nor duration
    with pytest.raises(ValueError):
        game("senet-cycles", duration=60)           # both
    with pytest.raises(ValueError):
        game("senet-kendall", duration=60)


# C-3, D-3 --------------------------------------------------------------------------

def test_C3_D3_ahead_is_phases_done_plus_the_share_of_the_phase_covered():
    k = game("senet-kendall")
    assert scores(k, k.initial_state()) == {"Spools": Fraction(6, 31), "Cones": Fraction(5, 31)}
    state = CYCLES2.parse_position(position([28], [1, 20, 26], s="B0", step="S?"))
    assert CYCLES2.ahead(state) == (1 + Fraction(3, 150), Fraction(1 + 20 + 26 + 62, 155))
    state = CYCLES2.parse_position(
        position([1, 3, 5, 7, 9], [2, 4, 6, 8], s="K1", c="B0", odd="S", step="S?"))
    assert CYCLES2.ahead(state) == (2 + Fraction(25, 155), 1 + Fraction(29 + 27 + 25 + 23, 150))


# C-4 -------------------------------------------------------------------------------

def test_C4_journal_entry_at_the_end_of_a_phase():
    text = position([24, 29], [3, 12, 20], step="S?")
    g = CYCLES
    texts = ["[2]", "29-off", "[2]", "3-5", "[2]", "24-26", "[5]"]
    entries = journal(g, texts, g.parse_position(text))
    assert len(entries) == 1
    entry = entries[0]
    assert entry["kind"] == "phase" and entry["player"] == "Spools"
    assert entry["finished"] == "Kendall" and entry["ply"] == 7
    assert entry["throws"] == [2, 2, 2] and entry["fates"] == [5]
    assert entry["hits"] == 0 and entry["drownings"] == 0
    assert entry["position"] == g.format_position(after(g, text, *texts))


def test_C4_journal_of_a_whole_session():
    g = game("senet-cycles", cycles=2)
    result = random_game(g, random.Random(2))
    entries = journal(g, result.texts)
    changes = sum((a.phase(p), a.cycles(p)) != (b.phase(p), b.cycles(p))
                  for a, b in zip(result.states, result.states[1:]) for p in (0, 1))
    assert [e["kind"] for e in entries] == ["phase"] * changes + ["session"]
    assert entries[-1]["winner"] == g.info.players[result.outcome.winner]
    assert entries[-1]["reason"] == result.outcome.reason == "completed 2 cycles"
    assert sum(e["hits"] for e in entries) == sum("x" in t for t in result.texts)
    assert sum(len(e["throws"]) + len(e["fates"]) for e in entries) == sum(
        t.startswith("[") for t in result.texts)
    for entry in entries:
        g.parse_position(entry["position"])


def test_session_is_public_per_ruleset():
    # C-1, C-2: what the oracle reads to tell a session of cycles from the others.
    assert [game(name).session for name in ("senet-kendall", "senet-bell", "senet-cycles",
                                            "senet-modern")] == ["kendall", "bell", "cycles",
                                                                 "kendall"]
