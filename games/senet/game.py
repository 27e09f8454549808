"""Senet: Kendall, Bell and Kendall-Bell cycles, and modern Kendall (spec: senet.md).

One engine (``engine.py``) reads the ruleset's flags (``rules.py``). Throws are
chance nodes: ``to_move`` is ``CHANCE`` and ``chance_outcomes`` gives the five
scores with their exact odds (S-3). Move notation (Kendall numbering):

- ``[4]``: a throw (also the throw of fate, S-11, and the opening throws, S-6);
- ``12-15``, ``12x15`` (a hit, S-7), ``28-off``, ``in-27`` (B-2),
  ``15-12<`` / ``15x12<``: a backward move (S-10; for a Bell piece, backward is
  toward 30);
- ``time``: the session's time is up (C-2). The caller applies it when its own
  clock says so (``time_up``); ``legal_moves`` never offers it.

A throw that cannot be used is lost at once (S-10): there is no decision step
for it; in a record the throw is simply followed by the next throw.
"""
from __future__ import annotations

import random
import re
from fractions import Fraction
from typing import NamedTuple

from games.core.errors import IllegalMoveError, InvalidMoveError
from games.core.protocol import CHANCE, Game, GameInfo, Outcome
from games.senet import engine
from games.senet.board import OFF, PLAYER_NAMES, start_squares
from games.senet.engine import (
    BACK, BELL_PHASE, ENTER, FWD, MOVE, OPENING, OVER, STAGE, THROW, Config,
)
from games.senet.position import SenetState, format_position, parse_position
from games.senet.rules import RULESETS, THROW_OUTCOMES

OPENINGS = ("kendall", "bell")
"""The phase a session of cycles opens with (C-1; D-8)."""
STICKS = ("app", "own")
"""Who throws: the app's generator (S-5) or the players' own sticks (D-7)."""
TURNS_PER_PHASE = 2000
"""Safeguard (a decision of this project): by default a game ends after 2000 turns
for each phase a player must finish (Kendall or Bell: 2000; N cycles: 4000 N),
as if the time were up: the player ahead (C-3) wins. Seeded random games of
5-piece Kendall never pass 230 turns; only random Bell with 7 pieces, which can
shuffle around the domains for long, sometimes reaches it."""
TIMED_TURN_LIMIT = 100_000
"""The same safeguard for a session by duration, which the caller's clock ends."""


class SenetMove(NamedTuple):
    """``kind``: ``-`` a move, ``x`` a hit, ``off`` a bear-off (target 31), ``in``
    an entry (origin 0), ``throw`` (target = score), ``time`` (C-2)."""

    origin: int
    target: int
    kind: str
    back: bool = False


THROWS = tuple(SenetMove(0, score, "throw") for score, _ in THROW_OUTCOMES)
TIME = SenetMove(0, 0, "time")
_CHANCE_OUTCOMES = tuple(zip(THROWS, (p for _, p in THROW_OUTCOMES)))
_TICKETS = tuple(score for score, p in THROW_OUTCOMES for _ in range(p.numerator * 16
                                                                  // p.denominator))
"""Score of each ticket of ``rng.randrange(16)``, as ``chance.sample`` draws it."""
_STEP = re.compile(r"^([0-9]{1,2})([-x])([0-9]{1,2}|off)(<?)$")
_ENTER = re.compile(r"^in-([0-9]{1,2})$")
_THROW = re.compile(r"^\[([1-5])\]$")
_TITLES = {"senet-kendall": "Senet: Kendall", "senet-bell": "Senet: Bell",
           "senet-cycles": "Senet: Kendall-Bell cycles", "senet-modern": "Senet: modern Kendall"}
_SUMMARIES = {
    "senet-kendall": "Journey of the soul: race off the board past the Houses of Beauty and Water.",
    "senet-bell": "The way back: enter at the House of the Rising Sun, settle on your domains.",
    "senet-cycles": "Kendall then Bell without a break, each player in their own phase.",
    "senet-modern": "Kendall as commercial sets play it: pairs protect, three block.",
}
_REASONS = {engine.FINISHED_KENDALL: "bore off every piece (Kendall finished)",
            engine.FINISHED_BELL: "every piece on its domains (Bell finished)",
            engine.TIME_IS_UP: "time is up", engine.TURN_LIMIT: "turn limit"}


class Senet(Game[SenetState, SenetMove]):
    """One Senet ruleset.

    :param rules: ``"kendall"`` (the spec) or ``"modern"`` (research notes 3B).
    :param session: ``"kendall"`` (first to bear off wins), ``"bell"`` (Bell alone)
        or ``"cycles"`` (C-1, C-2); modern Kendall has the Kendall session only.
    :param pieces: 5 or 7 per side (S-2).
    :param first: ``"throw"`` (S-6: throw in turn for a 1) or ``"fixed"`` (Spools
        first); default from the rules.
    :param cycles: cycles session: first to complete this many cycles wins.
    :param duration: cycles session by duration, in seconds of the caller's clock
        (then ``cycles`` must be None); the rules never read a clock (``time_up``).
    :param turn_limit: the safeguard against endless games (``TURNS_PER_PHASE``;
        None: off).
    :param opening: cycles session: ``"kendall"`` (C-1) or ``"bell"`` (D-8: it opens
        with Bell, every piece off the board, and each cycle is Bell then Kendall).
    :param sticks: who throws: ``"app"`` (the app's generator, S-5) or ``"own"`` (the
        players' own sticks, each score entered, D-7). The rules never read it; the
        record keeps it, so its reading can say whose throws they were.
    """

    def __init__(self, rules: str = "kendall", session: str = "kendall", pieces: int = 5,
                 first: str | None = None, cycles: int | None = None,
                 duration: float | None = None, turn_limit: int | str | None = "auto",
                 opening: str = "kendall", sticks: str = "app"):
        if rules not in RULESETS:
            raise ValueError(f"Senet rules must be one of {sorted(RULESETS)}, not {rules!r}")
        if session not in engine.SESSIONS:
            raise ValueError(f"Senet session must be one of {engine.SESSIONS}, not {session!r}")
        if rules == "modern" and session != "kendall":
            raise ValueError("modern Kendall has no Bell phase: use session='kendall'")
        if pieces not in (5, 7):
            raise ValueError(f"Senet is played with 5 or 7 pieces a side, not {pieces!r}")
        the_rules = RULESETS[rules]
        first = the_rules.first if first is None else first
        if first not in ("throw", "fixed"):
            raise ValueError(f"first must be 'throw' or 'fixed', not {first!r}")
        if session == "cycles":
            if (cycles is None) == (duration is None):
                raise ValueError("a cycles session is set by a number of cycles or by a "
                                 "duration, exactly one of them (C-2)")
            if cycles is not None and cycles < 1:
                raise ValueError(f"cycles must be at least 1, not {cycles!r}")
            if duration is not None and not duration > 0:
                raise ValueError(f"duration must be a positive number of seconds, "
                                 f"not {duration!r}")
        elif cycles is not None or duration is not None:
            raise ValueError("cycles and duration are options of the cycles session only")
        if opening not in OPENINGS:
            raise ValueError(f"a Senet session opens with one of {OPENINGS}, not {opening!r}")
        if opening == "bell" and session != "cycles":
            raise ValueError("only a session of cycles may open with Bell (D-8)")
        if sticks not in STICKS:
            raise ValueError(f"Senet sticks must be one of {STICKS}, not {sticks!r}")
        if turn_limit == "auto":
            phases = 2 * cycles if session == "cycles" and cycles else 1
            turn_limit = TIMED_TURN_LIMIT if duration is not None else TURNS_PER_PHASE * phases
        if turn_limit is not None and (not isinstance(turn_limit, int) or turn_limit < 1):
            raise ValueError(f"turn_limit must be a positive number of turns, not {turn_limit!r}")
        self.rules = the_rules
        self.duration = duration
        self.sticks = sticks
        self.config = Config(the_rules, pieces, session, cycles, turn_limit, first,
                             duration is not None, opening)
        name = "senet-modern" if rules == "modern" else f"senet-{session}"
        self.info = GameInfo(
            name=name, family="senet", title=_TITLES[name], players=PLAYER_NAMES,
            summary=_SUMMARIES[name], board=(3, 10), has_chance=True,
            options={"rules": rules, "session": session, "pieces": pieces, "first": first,
                     "cycles": cycles, "duration": duration, "turn_limit": turn_limit,
                     "opening": opening, "sticks": sticks})
        self._start = self._make_start()

    def _make_start(self) -> SenetState:
        c = self.config
        stage = OPENING if c.first == "throw" else THROW
        if c.bell_start:  # B-1: every piece off the board
            return SenetState(0, 0, BELL_PHASE, BELL_PHASE, off_spools=c.pieces,
                              off_cones=c.pieces, stage=stage)
        odd = self.rules.spools_on_odd  # S-6
        return SenetState(start_squares(c.pieces, odd), start_squares(c.pieces, not odd),
                          stage=stage)

    # Protocol -------------------------------------------------------------------

    def initial_state(self) -> SenetState:
        return self._start

    def to_move(self, state: SenetState) -> int:
        return state.who if state.stage == MOVE else CHANCE

    def legal_moves(self, state: SenetState) -> list[SenetMove]:
        stage = state.stage
        if stage == MOVE:
            pos = list(state)
            mask, kind = engine.sources(self.config, pos, state.who, state.thrown)
            return self._moves(pos, mask, kind)
        return [] if stage == OVER else list(THROWS)

    def _moves(self, pos: list[int], mask: int, kind: int) -> list[SenetMove]:
        p, t = pos[engine.WHO], pos[engine.THROWN]
        if kind == ENTER:
            return [SenetMove(0, mask.bit_length() - 1, "in")]
        moves = []
        opp = pos[1 - p]
        while mask:
            low = mask & -mask
            origin = low.bit_length() - 1
            mask ^= low
            target = engine.target_of(pos, p, t, origin, kind)
            letter = "off" if target == OFF else "x" if opp >> target & 1 else "-"
            moves.append(SenetMove(origin, target, letter, kind == BACK))
        return moves

    def chance_owner(self, state: SenetState) -> int | None:
        """The thrower: the player to act (in the opening, the seat to throw)."""
        return None if state.stage in (MOVE, OVER) else state.who

    def chance_outcomes(self, state: SenetState) -> tuple[tuple[SenetMove, Fraction], ...]:
        return () if state.stage in (MOVE, OVER) else _CHANCE_OUTCOMES

    def apply(self, state: SenetState, move: SenetMove) -> SenetState:
        pos = list(state)
        kind = move.kind
        if kind == "throw":
            engine.throw(self.config, pos, move.target)
        elif kind == "time":
            engine.time_up(self.config, pos)
        elif kind == "in":
            engine.play(self.config, pos, move.target, ENTER)
        else:
            engine.play(self.config, pos, move.origin, BACK if move.back else FWD)
        return SenetState._make(pos)

    def outcome(self, state: SenetState) -> Outcome | None:
        if state.stage != OVER:
            return None
        winner = None if state.winner < 0 else state.winner
        if state.reason == engine.COMPLETED_CYCLES:
            target = self.config.target
            assert target is not None  # only a session of cycles completes them
            reason = f"completed {target} cycle{'s' * (target > 1)}"
        else:
            reason = _REASONS[state.reason]
            if state.reason in (engine.TIME_IS_UP, engine.TURN_LIMIT):
                reason += ": level" if winner is None else ": ahead"
        return Outcome(winner, reason)

    def parse_position(self, text: str) -> SenetState:
        return parse_position(self.config, text)

    def format_position(self, state: SenetState) -> str:
        return format_position(state)

    # Sessions (C-2, C-3) ----------------------------------------------------------

    def time_up(self, state: SenetState) -> SenetState:
        """C-2: the state after the caller declares the time up (the ``time`` step).

        :raises IllegalMoveError: not a session by duration, or already over or up.
        """
        return self.apply(state, self.parse_move(state, "time"))

    @property
    def opening(self) -> str:
        """The phase the session opens with: ``"kendall"`` or ``"bell"`` (D-8)."""
        return "bell" if self.config.bell_start else "kendall"

    def finished(self, state: SenetState, player: int) -> tuple[int, int]:
        """How many Kendall and how many Bell phases ``player`` has finished."""
        bells = engine.bells_finished(self.config, state, player)
        return engine.phases_finished(self.config, state, player) - bells, bells

    @property
    def session(self) -> str:
        """The session played: ``"kendall"``, ``"bell"`` or ``"cycles"`` (C-1..C-4)."""
        return self.config.session

    def ahead(self, state: SenetState) -> tuple[Fraction, Fraction]:
        """C-3: the live scores of Spools and Cones (``engine.ahead``)."""
        return (engine.ahead(self.config, state, 0), engine.ahead(self.config, state, 1))

    # Fast path ----------------------------------------------------------------------

    def fast_random_outcome(self, rng: random.Random, max_plies: int = 100_000,
                            state: SenetState | None = None) -> tuple[Outcome | None, int]:
        """The outcome and number of steps of ``random_game(self, rng, ...)``.

        Same engine functions on one mutable list, no states, texts or checks
        between steps; it draws from ``rng`` exactly as ``random_game`` does
        (``randrange(16)`` per throw, ``choice`` over the legal moves in their
        order), so it plays the very same game (tests/senet/test_fast_path.py).
        """
        final, plies = self.fast_random_state(rng, max_plies, state)
        return self.outcome(final), plies

    def fast_random_state(self, rng: random.Random, max_plies: int = 100_000,
                          state: SenetState | None = None) -> tuple[SenetState, int]:
        """The last state and number of steps of the fast random game."""
        c = self.config
        pos = list(self._start if state is None else state)
        randrange, choice = rng.randrange, rng.choice
        throw, play, sources = engine.throw, engine.play, engine.sources
        tickets = _TICKETS
        mask = kind = 0
        plies = 0
        while plies < max_plies:
            stage = pos[STAGE]
            if stage == MOVE:
                if not mask:
                    mask, kind = sources(c, pos, pos[engine.WHO], pos[engine.THROWN])
                if kind == ENTER:
                    choice((0,))
                    play(c, pos, mask.bit_length() - 1, ENTER)
                    mask = 0
                else:
                    origins = []
                    while mask:
                        low = mask & -mask
                        origins.append(low.bit_length() - 1)
                        mask ^= low
                    play(c, pos, choice(origins), kind)
            elif stage == OVER:
                break
            else:
                mask, kind = throw(c, pos, tickets[randrange(16)])
            plies += 1
        return SenetState._make(pos), plies

    # Notation -------------------------------------------------------------------

    def format_move(self, state: SenetState, move: SenetMove) -> str:
        kind = move.kind
        if kind == "throw":
            return f"[{move.target}]"
        if kind == "time":
            return "time"
        if kind == "in":
            return f"in-{move.target}"
        if kind == "off":
            return f"{move.origin}-off"
        return f"{move.origin}{kind}{move.target}{'<' if move.back else ''}"

    def parse_move(self, state: SenetState, text: str) -> SenetMove:
        move = self._read(text)
        if move == TIME:
            if not self.config.timed or state.stage == OVER or state.time_up:
                raise IllegalMoveError(
                    f"illegal Senet move {text!r}: 'time' ends a session by duration once "
                    f"(C-2), in {format_position(state)!r}", reason="time")
            return move
        if move not in self.legal_moves(state):
            raise IllegalMoveError(f"illegal Senet move {text!r} in {format_position(state)!r}")
        return move

    def _read(self, text: str) -> SenetMove:
        if not isinstance(text, str):
            raise InvalidMoveError(f"invalid Senet move {text!r}: not text")
        text = text.strip()
        if text == "time":
            return TIME
        if m := _THROW.match(text):
            return SenetMove(0, int(m.group(1)), "throw")
        if m := _ENTER.match(text):
            return SenetMove(0, int(m.group(1)), "in")
        m = _STEP.match(text)
        if not m:
            raise InvalidMoveError(
                f"invalid Senet move {text!r}: expected e.g. '[4]', '12-15', '12x15', "
                f"'28-off', 'in-27', '15-12<' or 'time'")
        origin, sign, target, back = m.groups()
        if target == "off":
            if sign != "-" or back:
                raise InvalidMoveError(f"invalid Senet move {text!r}: a bear-off is 'N-off'")
            return SenetMove(int(origin), OFF, "off")
        return SenetMove(int(origin), int(target), sign, bool(back))
