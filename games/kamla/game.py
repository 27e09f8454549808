"""Kamla, shamanic chess on 8x8 with rivers and islands (spec: kamla.md).

Solo and pair are modes of one engine. In pair mode the start has no Ruler
marked; each side's first decision is its secret Ruler choice (``R=e1``),
Lower World first (K-8). Move notation:

- ``Sd3-d4``, ``Ea1xa3``: piece letter, from, ``-`` or ``x``, to;
- ``Ed2xd8/a8``: a Priest capture names the captivity cell (K-21);
- ``H@c2``: a Shield drop (K-24); ``d1~e1``: the Priest-Ruler swap;
- ``R=e1``: the Ruler choice in pair mode.

``move_text(state, move, "ru")`` writes the Russian letters instead (Р Л О В К
Ж П Щ, ``pieces.RUSSIAN_LETTERS``): ``Рd3-d4``, ``Щ@c2``, ``П=e1``; the parser
reads either language's letters, and ``х`` (Cyrillic) for ``x``.

The tent pieces are written ``P`` unless the Ruler is known (solo mode, or
revealed by the Priest's capture, K-22); parsing also accepts ``R`` for the
Ruler and a swap written in either order.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import NamedTuple

from games.core.ending import EndReason
from games.core.errors import IllegalMoveError, InvalidMoveError
from games.core.protocol import Game, GameInfo, Outcome
from games.kamla import movegen
from games.kamla.board import LOWER, SIDE_NAMES, name, parse_square
from games.kamla.movegen import CAPTURE, CHOOSE, DROP, QUIET, SWAP
from games.kamla.pieces import (
    KIND_OF_ANY_LETTER, LETTERS, PRIEST, RULER, RUSSIAN_LETTERS, SHIELD, letters,
)
from games.kamla.position import (
    START, KamlaState, format_position, parse_position, public_view,
)

MODES = ("solo", "pair")


class KamlaMove(NamedTuple):
    """``origin`` is -1 for drops and Ruler choices; ``captivity`` -1 unless a
    Priest is captured."""

    origin: int
    target: int
    kind: int
    captivity: int = -1


_STEP = re.compile(r"^([SAENWPRРЛОВКЖП])([a-h][1-8])([-xх])([a-h][1-8])(?:/([a-h][1-8]))?$")
_DROP = re.compile(r"^[HЩ]@([a-h][1-8])$")
_SWAP = re.compile(r"^([a-h][1-8])~([a-h][1-8])$")
_CHOOSE = re.compile(r"^[RП]=([a-h][1-8])$")


class Kamla(Game[KamlaState, KamlaMove]):
    """One Kamla ruleset: ``mode`` solo or pair, optional ``move_limit`` (D-5,
    off when None) and the ``start`` position string (D-1)."""

    def __init__(self, mode: str = "solo", move_limit: int | None = None, start: str = START):
        if mode not in MODES:
            raise ValueError(f"Kamla mode must be one of {MODES}, not {mode!r}")
        if move_limit is not None and move_limit < 1:
            raise ValueError(f"move limit must be a positive number of moves, not {move_limit!r}")
        self.mode = mode
        self.move_limit = move_limit
        self.start = parse_position(start)
        self.info = GameInfo(
            name="kamla" if mode == "solo" else "kamla-pair",
            family="kamla",
            title="Kamla" + (" (pair, hidden Ruler)" if mode == "pair" else " (solo)"),
            players=SIDE_NAMES,
            summary="Shamanic chess on 8x8 with rivers and islands; captured spirits change sides.",
            board=(8, 8),
            hidden_information=mode == "pair",
            options={"mode": mode, "move_limit": move_limit, "start": start},
        )

    # Protocol -------------------------------------------------------------------

    def initial_state(self) -> KamlaState:
        if self.mode == "solo":
            return self.start
        board = tuple(PRIEST | (c >> 4 & 1) << 4 if c & 15 == RULER else c
                      for c in self.start.board)
        return replace(self.start, board=board, memo={})

    def to_move(self, state: KamlaState) -> int:
        return state.turn

    def legal_moves(self, state: KamlaState) -> list[KamlaMove]:
        return [] if self.outcome(state) is not None else self._moves(state)

    def _moves(self, state: KamlaState) -> list[KamlaMove]:
        """Legal moves by the piece rules alone (the draw rules not applied)."""
        moves = state.memo.get("moves")
        if moves is None:
            found, _ = movegen.legal_moves(list(state.board), state.turn,
                                           state.reserves[state.turn])
            moves = state.memo["moves"] = [KamlaMove._make(m) for m in found]
        return moves

    def apply(self, state: KamlaState, move: KamlaMove) -> KamlaState:
        board = list(state.board)
        side = state.turn
        _, change = movegen.make_move(board, move, side)
        reserves = list(state.reserves)
        if change > 0:
            reserves[change - 1] += 1
        elif change < 0:
            reserves[side] -= 1
        revealed = state.revealed
        if move[2] == CAPTURE and move[3] >= 0:  # K-22: the Priest's capture reveals the Ruler
            revealed = (True, revealed[1]) if side != LOWER else (revealed[0], True)
        return KamlaState(
            board=tuple(board), turn=1 - side, reserves=(reserves[0], reserves[1]),
            revealed=revealed, ply=state.ply + (move[2] != CHOOSE),
            history=state.history + (state.key,))

    def outcome(self, state: KamlaState) -> Outcome | None:
        if "outcome" in state.memo:
            return state.memo["outcome"]
        result = None
        if not self._moves(state):
            ruler = state.ruler_square(state.turn)
            if ruler is not None and movegen.ruler_attacked(list(state.board), ruler, state.turn):
                result = Outcome(1 - state.turn, EndReason.MATE)  # K-26
            else:
                result = Outcome(None, EndReason.STILLNESS)  # D-5
        elif state.history.count(state.key) >= 2:
            result = Outcome(None, EndReason.REPETITION)  # D-5
        elif self.move_limit is not None and state.ply >= self.move_limit:
            result = Outcome(None, EndReason.MOVE_LIMIT)  # D-5
        state.memo["outcome"] = result
        return result

    def parse_position(self, text: str) -> KamlaState:
        return parse_position(text)

    def format_position(self, state: KamlaState) -> str:
        return format_position(state)

    def public_view(self, state: KamlaState, player: int) -> KamlaState:
        return public_view(state, player) if self.mode == "pair" else state

    def public_move_text(self, state: KamlaState, move: KamlaMove, player: int,
                         lang: str = "en") -> str:
        if move.kind == CHOOSE and state.turn != player and self.mode == "pair":
            return f"{letters(lang)[RULER]}=?"
        return self.move_text(state, move, lang)

    def fast_perft(self, state: KamlaState, depth: int) -> int:
        """Perft on a mutable board; like chess perft it ignores the draw rules
        (repetition, move limit), which cannot apply in the first plies."""
        return movegen.perft(list(state.board), state.turn, list(state.reserves), depth)

    # Notation -------------------------------------------------------------------

    def format_move(self, state: KamlaState, move: KamlaMove) -> str:
        return self._write(state, move, LETTERS)

    def move_text(self, state: KamlaState, move: KamlaMove, lang: str = "en") -> str:
        return self._write(state, move, letters(lang))

    def _write(self, state: KamlaState, move: KamlaMove, letter_of: dict[int, str]) -> str:
        """Move text with the piece letters ``letter_of`` (either language's)."""
        origin, target, kind, captivity = move
        if kind == CHOOSE:
            return f"{letter_of[RULER]}={name(target)}"
        if kind == DROP:
            return f"{letter_of[SHIELD]}@{name(target)}"
        if kind == SWAP:
            return f"{name(origin)}~{name(target)}"
        code = state.board[origin]
        piece = code & 15
        if piece == RULER and self.mode == "pair" and not state.revealed[code >> 4 & 1]:
            piece = PRIEST
        text = f"{letter_of[piece]}{name(origin)}{'x' if kind == CAPTURE else '-'}{name(target)}"
        return f"{text}/{name(captivity)}" if captivity >= 0 else text

    def parse_move(self, state: KamlaState, text: str) -> KamlaMove:
        move = self._read(state, text)
        if move not in self.legal_moves(state):
            raise IllegalMoveError(
                f"illegal Kamla move {text!r} in {format_position(state)!r}")
        return move

    def _read(self, state: KamlaState, text: str) -> KamlaMove:
        if not isinstance(text, str):
            raise InvalidMoveError(f"invalid Kamla move {text!r}: not text")
        text = text.strip()
        if m := _CHOOSE.match(text):
            return KamlaMove(-1, parse_square(m.group(1)), CHOOSE)
        if m := _DROP.match(text):
            return KamlaMove(-1, parse_square(m.group(1)), DROP)
        if m := _SWAP.match(text):
            a, b = sorted((parse_square(m.group(1)), parse_square(m.group(2))))
            return KamlaMove(a, b, SWAP)
        m = _STEP.match(text)
        if not m:
            raise InvalidMoveError(
                f"invalid Kamla move {text!r}: expected e.g. 'Sd3-d4', 'Ed2xd8/a8', "
                f"'H@c2', 'd1~e1' or 'R=e1' (or the Russian letters: 'Рd3-d4')")
        letter, origin = m.group(1), parse_square(m.group(2))
        code = state.board[origin]
        named, actual = KIND_OF_ANY_LETTER[letter], code & 15
        if code and code >> 4 & 1 == state.turn and (
                named == actual or (named == PRIEST and actual == RULER)):
            kind = QUIET if m.group(3) == "-" else CAPTURE
            captivity = parse_square(m.group(5)) if m.group(5) else -1
            return KamlaMove(origin, parse_square(m.group(4)), kind, captivity)
        own = f" (its {LETTERS[actual]}, in Russian {RUSSIAN_LETTERS[actual]}, is there)" \
            if code and code >> 4 & 1 == state.turn else ""
        raise IllegalMoveError(
            f"illegal Kamla move {text!r}: no {letter} of the side to move on {m.group(2)}"
            f"{own} in {format_position(state)!r}", reason="no piece", square=m.group(2))
