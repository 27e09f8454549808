"""Tavlei and Hnefatafl: one flag-driven tafl engine (spec: tafl.md, TF-1..TF-12).

Rulesets ``tavlei`` (the seed's first game, the default), ``hnefatafl-9``,
``hnefatafl-11``, ``copenhagen`` and ``fetlar``; each switch of TF-12 is an
option on any of them::

    games.make("tavlei", king_captured_by_two=True)
    games.make("hnefatafl-11", king_armed=False, escape_limit=15)
    games.make("hnefatafl-9", dice="distance")

Move notation (OpenTafl style, TF "Notation"): ``d1-d3``; captures listed
after an ``x``, several joined by ``/`` in square order (a1 first, rank by
rank): ``e5-e8xe9``, ``f9-f7xf6/e7/g7``; a captured king is written with his
letter, ``d2-d7xKc7``. Reading also accepts the captures of Nielsen's server,
each after its own ``x`` in any order (``d5-d6xc6xe6``).
Reading also accepts OpenTafl's ``K`` before a king's move (``Ke5-e1``), its
info marks (``+``, ``++``, ``-``, ``--``) at the end, and a move without its
capture list; a capture list that is given must be exactly right.

Dice (TF-12, chance nodes): ``[4]`` is a throw of a six-sided die. With
``dice="distance"`` the piece then moves exactly that many squares; with
``dice="parity"`` an even throw lets the player move as usual and an odd throw
loses the turn. A throw that cannot be used is lost at once (no decision step;
in a record the opponent's throw simply follows).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from games.core.errors import IllegalMoveError, InvalidMoveError, InvalidPositionError
from games.core.playout import random_game
from games.core.protocol import CHANCE, Game, GameInfo, Outcome
from games.tafl.board import (
    ATTACKERS, DEFENDERS, KING, SIDE_NAMES, SIDE_OF, Geometry, start_board,
)
from games.tafl.engine import Engine
from games.tafl.position import TaflState, format_position, parse_position
from games.tafl.rules import DICE_MODES, DIE_FACES, DIE_ODDS, REPEATS, RULESETS, Config


class TaflMove(NamedTuple):
    """A move ``origin`` -> ``target`` (squares), or a die throw: origin -1,
    target the face."""

    origin: int
    target: int

    @property
    def is_throw(self) -> bool:
        return self.origin < 0


THROWS = tuple(TaflMove(-1, face) for face in DIE_FACES)
_CHANCE = tuple((throw, DIE_ODDS) for throw in THROWS)
_SQ = r"[a-z][0-9]{1,2}"
_MOVE = re.compile(rf"^(K?)({_SQ})-({_SQ})(?:x(K?{_SQ}(?:[/x]K?{_SQ})*))?(\+\+|\+|--|-)?$")
_CAPTURE_MARK = re.compile("[/x]")
_THROW = re.compile(r"^\[([0-9])\]$")

NO_MOVE = "no legal move"
REPEAT_WORD = "fourth" if REPEATS == 4 else f"{REPEATS}th"
REASONS = {
    "escape": "the king escaped",
    "fort": "the king stands in an exit fort",
    "captured": "the king is captured",
    "encircled": "the attackers encircled the defenders",
    "repeated": f"a position stood for the {REPEAT_WORD} time",
    "limit": "the king did not escape within the move limit",
    "quiet": "{limit} turns without a capture",
}


class Tafl(Game[TaflState, TaflMove]):
    """One tafl ruleset with its switches.

    :param ruleset: ``"tavlei"``, ``"hnefatafl-9"``, ``"hnefatafl-11"``,
        ``"copenhagen"`` or ``"fetlar"``.
    :param king_captured_by_two: TF-12, the king is captured like any defender.
    :param king_armed: TF-2 (True); False is TF-12's unarmed king.
    :param edge_escape: the king escapes to any edge square (not in the spec;
        default False: corners only, TF-8, TF-11).
    :param corners_ordinary: with ``edge_escape``, the corners are ordinary
        squares, as in Saami Tablut (TD-13).
    :param escape_limit: TF-12, the defenders' turns for the king to escape
        (None: off; Schmittberger suggests 13-15).
    :param dice: TF-12, None, ``"distance"`` or ``"parity"``.
    :param quiet_limit: the draw safeguard, turns in a row without a capture
        (None: off; ``"auto"``: the ruleset's default, ``rules.QUIET_LIMIT`` = 200
        for Hnefatafl, off for Tavlei).
    """

    def __init__(self, ruleset: str = "tavlei", king_captured_by_two: bool = False,
                 king_armed: bool = True, edge_escape: bool = False,
                 escape_limit: int | None = None, dice: str | None = None,
                 quiet_limit: int | str | None = "auto", corners_ordinary: bool = False):
        for label, flag in (("king_captured_by_two", king_captured_by_two),
                            ("king_armed", king_armed), ("edge_escape", edge_escape),
                            ("corners_ordinary", corners_ordinary)):
            if not isinstance(flag, bool):
                raise ValueError(f"{label} must be True or False, not {flag!r}")
        if corners_ordinary and not edge_escape:
            raise ValueError("corners_ordinary needs edge_escape: with corner escape the "
                             "corners are the exits")
        if ruleset not in RULESETS:
            raise ValueError(f"tafl ruleset must be one of {sorted(RULESETS)}, not {ruleset!r}")
        if quiet_limit == "auto":
            quiet_limit = RULESETS[ruleset].quiet_limit
        for label, limit in (("escape_limit", escape_limit), ("quiet_limit", quiet_limit)):
            if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int)
                                      or limit < 1):
                raise ValueError(f"{label} must be a positive number of turns or None, "
                                 f"not {limit!r}")
        if dice not in DICE_MODES:
            raise ValueError(f"dice must be one of {DICE_MODES}, not {dice!r}")
        assert not isinstance(quiet_limit, str)  # "auto" is resolved, any other text refused
        rules = RULESETS[ruleset]
        self.rules = rules
        self.config = Config(rules, king_captured_by_two, king_armed, edge_escape,
                             escape_limit, dice, quiet_limit, corners_ordinary)
        self.engine = Engine(self.config)
        self.dice = dice
        self.info = GameInfo(
            name=rules.key, family="tafl", title=rules.title, players=SIDE_NAMES,
            summary=rules.summary, board=(rules.size, rules.size), has_chance=dice is not None,
            options={"ruleset": ruleset, "king_captured_by_two": king_captured_by_two,
                     "king_armed": king_armed, "edge_escape": edge_escape,
                     "escape_limit": escape_limit, "dice": dice, "quiet_limit": quiet_limit,
                     "corners_ordinary": corners_ordinary})
        self._start = TaflState(start_board(rules.size))

    # Public accessors (what the oracle and the pages read of a ruleset) ------------

    @property
    def geometry(self) -> Geometry:
        """The board's fixed geometry: square names, throne, corners, edge."""
        return self.engine.geometry

    @property
    def corners(self) -> frozenset[int]:
        """The corners with their TF-6/TF-10 role (empty with TD-13's ordinary corners)."""
        return self.engine.corners

    @property
    def exits(self) -> frozenset[int]:
        """TF-8, TF-11: the squares where the king escapes (the corners, or every
        edge square with ``edge_escape``)."""
        return self.engine.exits

    @property
    def escape_limit(self) -> int | None:
        """TF-12: the defenders' turns for the king to escape (None: off)."""
        return self.config.escape_limit

    @property
    def quiet_limit(self) -> int | None:
        """TD-8: turns in a row without a capture before the draw (None: off)."""
        return self.config.quiet_limit

    def king_square(self, state: TaflState) -> int:
        """The king's square in ``state``, or -1 once he is captured (TF-8, TF-11)."""
        return self.engine.king_square(state.board)

    # Protocol -------------------------------------------------------------------

    def initial_state(self) -> TaflState:
        return self._start

    def to_move(self, state: TaflState) -> int:
        return CHANCE if self.dice and not state.throw else state.turn

    def legal_moves(self, state: TaflState) -> list[TaflMove]:
        if self.outcome(state) is not None:
            return []
        if self.dice and not state.throw:
            return list(THROWS)
        distance = state.throw if self.dice == "distance" else 0
        return [TaflMove(o, t) for o, t in self.engine.moves(state.board, state.turn, distance)]

    def chance_owner(self, state: TaflState) -> int | None:
        """TF-12 dice: the side to move throws its own die."""
        return state.turn if self.to_move(state) == CHANCE else None

    def chance_outcomes(self, state: TaflState):
        if not self.dice or state.throw or self.outcome(state) is not None:
            return ()
        return _CHANCE

    def apply(self, state: TaflState, move: TaflMove) -> TaflState:
        turn = state.turn
        if move.origin < 0:  # a throw (TF-12)
            face = move.target
            if self.dice == "parity":
                usable = face % 2 == 0
            else:
                usable = self.engine.has_move(state.board, turn, face)
            if usable:
                return state._replace(throw=face)
            return self._next(state, state.board, turn, captured=False)
        board = list(state.board)
        taken = self.engine.play(board, move.origin, move.target)
        return self._next(state, tuple(board), turn, captured=bool(taken))

    def _next(self, state: TaflState, board, turn: int, captured: bool) -> TaflState:
        """The state after ``turn``'s turn ends (a move, or a lost throw)."""
        history = () if captured or not self.rules.repetition \
            else state.history + (state.board,)
        return TaflState(board, 1 - turn, 0 if captured else state.quiet + 1,
                         state.defender_turns + (turn == DEFENDERS), 0, history)

    def outcome(self, state: TaflState) -> Outcome | None:
        """TD-9: escape or capture (TF-8, TF-11), an exit fort (CH-5) or
        encirclement (CH-6), the move limit (TF-12), repetition (CH-7, FE-5), no
        legal move (TF-3), the draw safeguard (TD-8), in this order."""
        result = self._decided(state)
        if result is not None and result.winner is not None:
            return result
        if not state.throw and not self.engine.has_move(state.board, state.turn):
            return Outcome(1 - state.turn, NO_MOVE)  # TF-3
        return result

    def _decided(self, state: TaflState) -> Outcome | None:
        """Every result but TF-3's (which needs the moves)."""
        engine, config = self.engine, self.config
        king = engine.king_square(state.board)
        if king < 0:
            return Outcome(ATTACKERS, REASONS["captured"])  # TF-8, TF-11
        if king in engine.exits:
            return Outcome(DEFENDERS, REASONS["escape"])  # TF-8, TF-11
        rules = self.rules
        if state.turn == ATTACKERS:
            if rules.exit_fort and engine.structures.exit_fort(state.board, king):
                return Outcome(DEFENDERS, REASONS["fort"])  # CH-5
        elif rules.encirclement and engine.structures.encircled(state.board):
            return Outcome(ATTACKERS, REASONS["encircled"])  # CH-6, FE-4
        if config.escape_limit is not None and state.defender_turns >= config.escape_limit:
            return Outcome(ATTACKERS, REASONS["limit"])  # TF-12
        if rules.repetition and state.history[-2::-2].count(state.board) >= REPEATS - 1:
            winner = ATTACKERS if rules.repetition == "defenders lose" else None
            return Outcome(winner, REASONS["repeated"])  # CH-7, FE-5
        if config.quiet_limit is not None and state.quiet >= config.quiet_limit:
            return Outcome(None, REASONS["quiet"].format(limit=config.quiet_limit))  # TD-8
        return None

    def parse_position(self, text: str) -> TaflState:
        state = parse_position(self.engine, text, self.rules.title)
        if state.throw and self.outcome(state._replace(throw=0)) is not None:
            raise InvalidPositionError(
                f"invalid {self.rules.title} position {text!r}: a throw after the game is over")
        return state

    def format_position(self, state: TaflState) -> str:
        return format_position(self.engine, state)

    # Fast path --------------------------------------------------------------------

    def fast_random_outcome(self, rng, max_plies: int = 100_000,
                            state: TaflState | None = None) -> tuple[Outcome | None, int]:
        """The outcome and number of steps of ``random_game(self, rng, ...)``.

        The same engine on one mutable board, without move objects or texts; it
        draws from ``rng`` exactly as ``random_game`` does (``randrange(6)`` per
        throw, ``choice`` over the legal moves in their order), so it plays the
        very same game (tests/tafl/test_fast_path.py). The rulesets whose results
        read groups of pieces or the past (CH-5..CH-7, FE-4, FE-5) play it the
        protocol's way.
        """
        rules = self.rules
        if rules.exit_fort or rules.encirclement or rules.repetition:
            result = random_game(self, rng, max_plies=max_plies, state=state, record=False)
            return result.outcome, len(result.moves)
        engine, config, dice = self.engine, self.config, self.dice
        state = self._start if state is None else state
        board = list(state.board)
        turn, quiet, turns, throw = state.turn, state.quiet, state.defender_turns, state.throw
        exits, limit, quiet_limit = engine.exits, config.escape_limit, config.quiet_limit
        moves_of, has_move, play = engine.moves, engine.has_move, engine.play
        choice, randrange = rng.choice, rng.randrange
        plies = 0
        while plies < max_plies:
            king = engine.king_square(board)
            if king < 0 or king in exits or (limit is not None and turns >= limit):
                break
            if dice and not throw:
                if quiet_limit is not None and quiet >= quiet_limit \
                        or not has_move(board, turn):
                    break
                face = DIE_FACES[randrange(6)]
                if dice == "parity" and face % 2 == 0 \
                        or dice == "distance" and has_move(board, turn, face):
                    throw = face
                else:  # the throw is lost (TD-5)
                    quiet += 1
                    turns += turn
                    turn = 1 - turn
            else:
                moves = moves_of(board, turn, throw if dice == "distance" else 0)
                if not moves or quiet_limit is not None and quiet >= quiet_limit:
                    break
                origin, target = choice(moves)
                quiet = 0 if play(board, origin, target) else quiet + 1
                turns += turn
                turn = 1 - turn
                throw = 0
            plies += 1
        final = TaflState(tuple(board), turn, quiet, turns, throw)
        return self.outcome(final), plies

    def captures(self, state: TaflState, move: TaflMove) -> list[int]:
        """The squares ``move`` captures in ``state`` (empty for a throw)."""
        if move.origin < 0:
            return []
        board = list(state.board)
        return sorted(self.engine.play(board, move.origin, move.target))

    # Notation -------------------------------------------------------------------

    def format_move(self, state: TaflState, move: TaflMove) -> str:
        if move.origin < 0:
            return f"[{move.target}]"
        name = self.geometry.name
        text = f"{name(move.origin)}-{name(move.target)}"
        taken = self.captures(state, move)
        if taken:
            text += "x" + "/".join(("K" if state.board[sq] == KING else "") + name(sq)
                                   for sq in taken)
        return text

    def parse_move(self, state: TaflState, text: str) -> TaflMove:
        move, listed = self._read(text)
        title = self.rules.title
        where = f"in {self.format_position(state)!r}"
        if not self.is_legal(state, move):
            raise IllegalMoveError(f"illegal {title} move {text!r} {where}")
        if move.origin >= 0:
            king, captured = listed
            if king and state.board[move.origin] != KING:
                raise IllegalMoveError(
                    f"illegal {title} move {text!r}: no king on "
                    f"{self.geometry.name(move.origin)} {where}", reason="no king",
                    square=self.geometry.name(move.origin), ruleset=self.rules.key)
            if captured is not None:
                actual = {(sq, state.board[sq] == KING) for sq in self.captures(state, move)}
                if set(captured) != actual or len(captured) != len(actual):
                    right = self.format_move(state, move)
                    raise IllegalMoveError(
                        f"illegal {title} move {text!r}: wrong captures, the move is "
                        f"{right!r} {where}", reason="captures", move=right)
        return move

    def is_legal(self, state: TaflState, move: TaflMove) -> bool:
        """Whether ``move`` is in ``legal_moves(state)``, without listing them all."""
        if self.dice and not state.throw:
            return move in THROWS and self.outcome(state) is None
        if move.origin < 0 or not 0 <= move.origin < len(state.board):
            return False
        code = state.board[move.origin]
        if not code or SIDE_OF[code] != state.turn:
            return False
        distance = state.throw if self.dice == "distance" else 0
        # A move found here means TF-3 cannot apply: only the other results remain.
        return move.target in self.engine.targets(state.board, move.origin, distance) \
            and self._decided(state) is None

    def _read(self, text: str):
        """The move the text names, and (king mark, listed captures or None)."""
        title = self.rules.title
        if not isinstance(text, str):
            raise InvalidMoveError(f"invalid {title} move {text!r}: not text")
        stripped = text.strip()
        if m := _THROW.match(stripped):
            return TaflMove(-1, int(m.group(1))), (False, None)
        m = _MOVE.match(stripped)
        if not m:
            raise InvalidMoveError(
                f"invalid {title} move {text!r}: expected e.g. 'd1-d3', 'e5-e8xe9' or a "
                f"throw '[4]'")
        square = self._square(text)
        origin, target = square(m.group(2)), square(m.group(3))
        captured = None
        if m.group(4):
            captured = [(square(c.removeprefix("K")), c.startswith("K"))
                        for c in _CAPTURE_MARK.split(m.group(4))]
        return TaflMove(origin, target), (bool(m.group(1)), captured)

    def _square(self, text: str):
        def read(token: str) -> int:
            try:
                return self.geometry.parse_square(token)
            except ValueError as error:
                raise InvalidMoveError(f"invalid {self.rules.title} move {text!r}: "
                                       f"{error}") from None
        return read
