"""Senet sessions without a wall clock: ending on time (C-2), the live score
(C-3) and the journal entries (C-4), all pure functions of a record.

Time comes from the caller: it keeps its own clock (real or fake), and when
``time_is_up`` says so it applies the ``time`` step (``Senet.time_up``), which
is recorded like any move, so the record replays the same ending.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Sequence

from games.senet.board import PLAYER_NAMES, WATER
from games.senet.engine import FATE, KENDALL_PHASE, OVER
from games.senet.game import Senet
from games.senet.position import SenetState


def time_is_up(game: Senet, started: float, now: float) -> bool:
    """C-2: has a session by duration run out? ``started``/``now`` come from the
    caller's clock (seconds)."""
    return game.duration is not None and now - started >= game.duration


def on_clock(game: Senet, state: SenetState, started: float, now: float) -> SenetState:
    """Apply the ``time`` step once, when the caller's clock says the time is up."""
    if state.stage == OVER or state.time_up or not time_is_up(game, started, now):
        return state
    return game.time_up(state)


def scores(game: Senet, state: SenetState) -> dict[str, Fraction]:
    """C-3: the live "ahead" score of each player, by name."""
    return dict(zip(PLAYER_NAMES, game.ahead(state)))


def journal(game: Senet, texts: Sequence[str], state: SenetState | None = None,
            ) -> list[dict[str, Any]]:
    """C-4: the journal entries of a record: one at the end of every phase and
    one at the end of the session, each with the position and what happened
    since the previous entry (throws, hits, drownings, fate throws)."""
    state = game.initial_state() if state is None else state
    entries: list[dict[str, Any]] = []
    throws: list[int] = []
    fates: list[int] = []
    hits = drownings = 0
    for ply, text in enumerate(texts, 1):
        move = game.parse_move(state, text)
        if move.kind == "throw":
            if state.stage == FATE:
                fates.append(move.target)
                house = 26 + move.target
                occupied = (state.spools | state.cones) >> house & 1 if move.target < 5 else 0
                drownings += move.target == 1 or bool(occupied)
            else:
                throws.append(move.target)
        else:
            hits += move.kind == "x"
            drownings += (move.target == WATER and move.kind in ("-", "x")
                          and state.phase(state.who) == KENDALL_PHASE)
        after = game.apply(state, move)
        finished = [(p, "Kendall" if state.phase(p) == KENDALL_PHASE else "Bell")
                    for p in (0, 1)
                    if (state.phase(p), state.cycles(p)) != (after.phase(p), after.cycles(p))]
        done = game.outcome(after)
        for p, phase in finished:
            entries.append({"kind": "phase", "ply": ply, "turn": after.turn,
                            "player": PLAYER_NAMES[p], "finished": phase,
                            "position": game.format_position(after), "throws": throws,
                            "hits": hits, "drownings": drownings, "fates": fates})
            throws, fates, hits, drownings = [], [], 0, 0
        if done is not None:
            entries.append({"kind": "session", "ply": ply, "turn": after.turn,
                            "winner": None if done.winner is None else PLAYER_NAMES[done.winner],
                            "reason": done.reason, "scores": scores(game, after),
                            "position": game.format_position(after), "throws": throws,
                            "hits": hits, "drownings": drownings, "fates": fates})
        state = after
    return entries
