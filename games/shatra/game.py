"""Altai Shatra, the 1983 codex game of biy, batyr and shatras (spec: shatra.md).

Move notation, the seed's own (squares by number):

- ``40-32``: a quiet step of a shatra; ``Б53-49`` a biy's step, ``б11-39`` a
  batyr's slide (``B``/``b`` are read for ``Б``/``б``);
- ``52:38``: a capture, ``52:38:24`` a series, every landing square in order,
  the whole series one move (SH-10); ``Б46:32`` a biy stopping a series (SH-12);
- ``55*33``: the next reserve shatra put on 33 (SH-6, D-3); ``Б53*33``,
  ``б10*20``, ``7*33``: a piece standing in a fortress or gate put on the field
  by its reserve right (SH-6, SH-8).

When reading, a batyr series may also be written by its origin and last
landing only (the seed's ``б49:49``) if that names one legal move, and the
seed's move marks (``~ ! !! ? ?? X``) after a move are ignored.
"""
from __future__ import annotations

import re

from games.core.ending import EndReason
from games.core.errors import IllegalMoveError, InvalidMoveError
from games.core.playout import generic_perft
from games.core.protocol import Game, GameInfo, Outcome
from games.shatra import movegen
from games.shatra.board import BATYR, BIY, COLS, KIND_NAMES, ROWS, SHATRA, SIDE_NAMES
from games.shatra.movegen import CAPTURE, DROP, HALT, PLACE, STEP, ShatraMove, material_end
from games.shatra.position import (
    BATYR_LETTER, BIY_LETTER, ShatraState, format_position, parse_position, start_state,
)

_MOVE = re.compile(r"^([БбBb]?)([0-9]{1,2})(?:([-*])([0-9]{1,2})|((?::[0-9]{1,2})+))$")
_MARKS = re.compile(r"\s*(?:[!?~]+|X)$")
_PREFIX = {BIY: BIY_LETTER, BATYR: BATYR_LETTER}
_KIND_OF_LETTER = {"Б": BIY, "B": BIY, "б": BATYR, "b": BATYR}


class Shatra(Game[ShatraState, ShatraMove]):
    """The Altai Shatra ruleset; ``move_limit`` (off when None) optionally ends a
    game as a draw after that many moves (D-8)."""

    def __init__(self, move_limit: int | None = None):
        if move_limit is not None and move_limit < 1:
            raise ValueError(f"move limit must be a positive number of moves, not {move_limit!r}")
        self.move_limit = move_limit
        self.info = GameInfo(
            name="shatra",
            family="shatra",
            title="Altai Shatra",
            players=SIDE_NAMES,
            summary="Altai draughts-chess on a 62-square board with fortresses and gates: "
                    "shatras, batyrs and a biy; compulsory chained leaps.",
            board=(ROWS, COLS),
            options={"move_limit": move_limit},
        )

    # Protocol -------------------------------------------------------------------

    def initial_state(self) -> ShatraState:
        return start_state()

    def to_move(self, state: ShatraState) -> int:
        return state.turn

    def legal_moves(self, state: ShatraState) -> list[ShatraMove]:
        return [] if self.outcome(state) is not None else self._moves(state)

    def _moves(self, state: ShatraState) -> list[ShatraMove]:
        """Legal moves by the piece rules alone (the end rules not applied)."""
        moves = state.memo.get("moves")
        if moves is None:
            moves = state.memo["moves"] = movegen.legal_moves(
                state.board, state.turn, state.locks[state.turn])
        return moves

    def apply(self, state: ShatraState, move: ShatraMove) -> ShatraState:
        board = list(state.board)
        side = state.turn
        irreversible, lock = movegen.make_move(board, move, side)
        locks = [state.locks[0], state.locks[1]]
        locks[side] = lock
        other = locks[1 - side]
        if other is not None and board[other[0]] != SHATRA | (1 - side) << 2:
            locks[1 - side] = None  # that shatra was captured: nothing left to bar
        history = () if irreversible else state.history + (state.key,)
        return ShatraState(tuple(board), 1 - side, (locks[0], locks[1]), state.ply + 1, history)

    def outcome(self, state: ShatraState) -> Outcome | None:
        """SH-14 (D-2): a captured biy loses; two lone biys draw; a player with no
        legal move loses; the same position a third time draws; then the optional
        move limit (D-8)."""
        memo_key = ("outcome", self.move_limit)  # the state may be shared by rulesets
        if memo_key in state.memo:
            return state.memo[memo_key]
        result = None
        end = material_end(state.board)
        if end is not None:
            result = Outcome(end[0], end[1])
        elif not self._moves(state):
            result = Outcome(1 - state.turn, EndReason.NO_MOVE)
        elif state.history.count(state.key) >= 2:
            result = Outcome(None, EndReason.REPETITION)
        elif self.move_limit is not None and state.ply >= self.move_limit:
            result = Outcome(None, EndReason.MOVE_LIMIT)
        state.memo[memo_key] = result
        return result

    def parse_position(self, text: str) -> ShatraState:
        return parse_position(text)

    def format_position(self, state: ShatraState) -> str:
        return format_position(state)

    def fast_perft(self, state: ShatraState, depth: int) -> int:
        """Perft on a mutable board; like chess perft it ignores the repetition
        draw (it needs 8 moves without a capture, drop or promotion). With a move
        limit set it walks the protocol instead."""
        if self.move_limit is not None:
            return generic_perft(self, state, depth)
        if self.outcome(state) is not None:
            return 0
        return movegen.perft(list(state.board), state.turn, list(state.locks), depth)

    # Notation -------------------------------------------------------------------

    def format_move(self, state: ShatraState, move: ShatraMove) -> str:
        prefix = _PREFIX.get(state.board[move.origin] & 3, "")
        if move.kind in (CAPTURE, HALT):
            return prefix + str(move.origin) + "".join(f":{sq}" for sq in move.path)
        sep = "*" if move.kind in (DROP, PLACE) else "-"
        return f"{prefix}{move.origin}{sep}{move.path[0]}"

    def parse_move(self, state: ShatraState, text: str) -> ShatraMove:
        if not isinstance(text, str):
            raise InvalidMoveError(f"invalid Altai Shatra move {text!r}: not text")
        cleaned = _MARKS.sub("", text.strip())
        m = _MOVE.match(cleaned)
        if not m:
            raise InvalidMoveError(
                f"invalid Altai Shatra move {text!r}: expected e.g. '40-32', '52:38', "
                f"'52:38:24', 'Б53-49', 'б11:39' or '55*33'")
        letter, origin = m.group(1), int(m.group(2))
        path: tuple[int, ...]
        if m.group(3):
            path = (int(m.group(4)),)
        else:
            path = tuple(int(sq) for sq in m.group(5)[1:].split(":"))
        where = format_position(state)
        if self.outcome(state) is not None:
            raise IllegalMoveError(
                f"illegal Altai Shatra move {text!r}: the game is over in {where!r}",
                reason="over")
        for sq in (origin, *path):
            if not 1 <= sq <= 62:
                raise InvalidMoveError(
                    f"invalid Altai Shatra move {text!r}: there is no square {sq} (1..62)")
        piece = state.board[origin]
        side = SIDE_NAMES[state.turn]
        if not piece or piece >> 2 != state.turn:
            raise IllegalMoveError(
                f"illegal Altai Shatra move {text!r}: {side} has no piece on {origin} in {where!r}",
                reason="no piece", square=origin)
        kind = piece & 3
        wanted = _KIND_OF_LETTER.get(letter, SHATRA)
        if wanted != kind:
            written = KIND_NAMES[wanted]
            actual = f"{_PREFIX.get(kind, '')}{origin}"
            raise IllegalMoveError(
                f"illegal Altai Shatra move {text!r}: the piece on {origin} is a "
                f"{KIND_NAMES[kind]}, not a {written} (write {actual!r}) in {where!r}",
                reason="another piece", square=origin, move=actual)
        moves = self._moves(state)
        kinds: tuple[int, ...]
        if m.group(3) == "-":
            kinds = (STEP,)
        elif m.group(3) == "*":
            kinds = (DROP, PLACE)
        else:
            kinds = (CAPTURE, HALT)
        found = [mv for mv in moves if mv.origin == origin and mv.kind in kinds and mv.path == path]
        if not found and kinds[0] == CAPTURE and len(path) == 1:
            # The seed's short form of a series: origin and last landing only.
            found = [mv for mv in moves if mv.origin == origin and mv.kind in kinds
                     and mv.path[-1] == path[0]]
            if len(found) > 1:
                options = ", ".join(sorted(self.format_move(state, mv) for mv in found))
                raise IllegalMoveError(
                    f"ambiguous Altai Shatra move {text!r}: it could be {options} in {where!r}",
                    reason="ambiguous", moves=options)
        if len(found) != 1:
            said, reason, legal = self._why(state, origin)
            raise IllegalMoveError(f"illegal Altai Shatra move {text!r} in {where!r}{said}",
                                   reason=reason, square=origin, moves=legal)
        return found[0]

    def _why(self, state: ShatraState, origin: int) -> tuple[str, str, str]:
        """Why no move from ``origin`` fits: the English words, the reason and
        the legal moves from there."""
        moves = self._moves(state)
        if moves and all(mv.kind in (CAPTURE, HALT) for mv in moves) and not any(
                mv.origin == origin for mv in moves):
            return " (a capture is compulsory, SH-10)", "capture compulsory", ""
        own = sorted(self.format_move(state, mv) for mv in moves if mv.origin == origin)
        if own:
            shown = ", ".join(own[:12]) + (", ..." if len(own) > 12 else "")
            return f" (legal from {origin}: {shown})", "legal from", shown
        return f" (the piece on {origin} has no legal move)", "stuck", ""

