"""Tavreli, Russian tower chess (spec: tavreli.md, rules TV-1..TV-8).

Move notation (chess squares, White moves up from rank 1):

- ``e2-e4``: the whole tower on e2 goes to e4, an empty square or an own
  tower; ``e4xd5``: onto an enemy tower (and an en passant capture, ``e5xd6``);
- ``e4(2)-e6``: a split, the top 2 pieces of a taller tower move (TV-4);
  ``e4(3)-e6`` with a tower of 3 is read as ``e4-e6``;
- ``O-O``, ``O-O-O``: castling (``0-0`` accepted);
- ``=X`` after a move that promotes a ratnik, the moving one on its arrival
  or a covered one it uncovers (TV-7): ``d7-d8=Q``, ``e7xf8=H``. Optional when
  reading, but if given it must be right.

Marks that Russian records add are accepted and ignored (I-12): after the move,
``+`` (check), ``#`` or ``x`` / Cyrillic ``х`` (mate: ``d7-d5x``), then one of
the annotations ``!``, ``?``, ``!!``, ``??``, ``!?``, ``?!`` (``e2-e4?``).

``move_text(state, move, "ru")`` shows a move as Russian records write it: the
promotion letter in Russian (``d7-d8=К``, I-1) and castling ``0-0``. The parser
reads either language's letters, and ``х`` (Cyrillic) for ``x``.
``parse_record_move`` also reads a move exactly as those records write it,
``-`` before an enemy tower too (see ``games.tavreli.records``).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from games.core.ending import EndReason
from games.core.errors import IllegalMoveError, InvalidMoveError
from games.core.protocol import Game, GameInfo, Outcome
from games.tavreli import movegen
from games.tavreli.board import LAST_RANK, RANK, name, parse_square
from games.tavreli.movegen import CASTLE, EN_PASSANT, NORMAL
from games.tavreli.pieces import (
    KIND_MASK, KIND_OF_ANY_LETTER, KIND_OF_LETTER, LETTERS, PROMO_SHIFT, RATNIK, SIDE_NAMES,
    SIDE_SHIFT, letters, side_of,
)
from games.tavreli.position import START, TavreliState, format_position, parse_position


class TavreliMove(NamedTuple):
    """The top ``count`` pieces of ``origin`` go to ``target``; ``flag`` is
    NORMAL, CASTLE (origin and target are the volkhv's squares) or EN_PASSANT;
    ``split`` is True when a lower part stays behind (``count`` is less than the
    tower's height, written ``e4(2)-e6``)."""

    origin: int
    target: int
    count: int = 1  # type: ignore[assignment]  # a field, shadowing tuple.count
    flag: int = NORMAL
    split: bool = False


_MARKS = r"[+#xх]?(?:!!|\?\?|!\?|\?!|!|\?)?"
"""Check or mate, then an annotation: what a record adds to a move (I-12)."""
_STEP = re.compile(
    rf"^([a-h][1-8])(?:\(([0-9]{{1,3}})\))?([-xх])([a-h][1-8])(?:=([QRBNHКРЛВХ]))?{_MARKS}$")
_CASTLE = re.compile(rf"^([O0]-[O0](?:-[O0])?){_MARKS}$")


class Tavreli(Game[TavreliState, TavreliMove]):
    """The Tavreli ruleset: optional ``move_limit`` (plies; a draw when reached,
    off when None, I-10) and the ``start`` position string."""

    def __init__(self, move_limit: int | None = None, start: str = START):
        if move_limit is not None and move_limit < 1:
            raise ValueError(f"move limit must be a positive number of moves, not {move_limit!r}")
        self.move_limit = move_limit
        self.start = parse_position(start)
        self.info = GameInfo(
            name="tavreli",
            family="tavreli",
            title="Tavreli (Russian tower chess)",
            players=SIDE_NAMES,
            summary="Chess where nothing leaves the board: pieces land on each other and "
                    "form towers owned by the top piece.",
            board=(8, 8),
            options={"move_limit": move_limit, "start": start},
        )

    # Protocol -------------------------------------------------------------------

    def initial_state(self) -> TavreliState:
        return self.start

    def to_move(self, state: TavreliState) -> int:
        return state.turn

    def legal_moves(self, state: TavreliState) -> list[TavreliMove]:
        return [] if self.outcome(state) is not None else self._moves(state)

    def _moves(self, state: TavreliState) -> list[TavreliMove]:
        """Legal moves by the piece rules alone (the draw rules not applied)."""
        moves = state.memo.get("moves")
        if moves is None:
            found, check = movegen.legal_moves(list(state.board), state.turn, state.rights,
                                               state.ep_square, state.ep_count)
            board = state.board
            moves = state.memo["moves"] = [
                TavreliMove(o, t, k, f, k < len(board[o])) for o, t, k, f in found]
            state.memo["check"] = check
        return moves

    def in_check(self, state: TavreliState) -> bool:
        """Is the side to move in check (TV-8)?"""
        self._moves(state)
        return state.memo["check"]

    def key(self, state: TavreliState) -> int:
        """Identity of the position for repetition (TV-8): board, side to move,
        castling rights, and the en passant square only while a capture there
        is legal."""
        key = state.memo.get("key")
        if key is None:
            ep = state.ep_square if any(m.flag == EN_PASSANT for m in self._moves(state)) else -1
            key = state.memo["key"] = hash((state.board, state.turn, state.rights, ep))
        return key

    def apply(self, state: TavreliState, move: TavreliMove) -> TavreliState:
        board = list(state.board)
        height = len(board[move[0]])
        _, ep_square, ep_count = movegen.make_move(board, move[:4], state.turn, state.ep_count)
        return TavreliState(
            board=tuple(board), turn=1 - state.turn,
            rights=movegen.rights_after(state.rights, move, height),
            ep_square=ep_square, ep_count=ep_count, ply=state.ply + 1,
            history=state.history + (self.key(state),))

    def outcome(self, state: TavreliState) -> Outcome | None:
        if "outcome" in state.memo:
            return state.memo["outcome"]
        result = None
        if not self._moves(state):
            if state.memo["check"]:
                result = Outcome(1 - state.turn, EndReason.MATE)
            else:
                result = Outcome(None, EndReason.STALEMATE)
        elif state.history.count(self.key(state)) >= 2:
            result = Outcome(None, EndReason.REPETITION)
        elif self.move_limit is not None and state.ply >= self.move_limit:
            result = Outcome(None, EndReason.MOVE_LIMIT)  # I-10
        state.memo["outcome"] = result
        return result

    def parse_position(self, text: str) -> TavreliState:
        return parse_position(text)

    def format_position(self, state: TavreliState) -> str:
        text = state.memo.get("text")
        if text is None:
            text = state.memo["text"] = format_position(state)
        return text

    def fast_perft(self, state: TavreliState, depth: int) -> int:
        """Perft on a mutable board; like chess perft it ignores the draw rules
        (repetition, move limit)."""
        return movegen.perft(list(state.board), state.turn, state.rights, state.ep_square,
                             state.ep_count, depth)

    # Notation -------------------------------------------------------------------

    @staticmethod
    def promotion(state: TavreliState, move: TavreliMove) -> str:
        """Letter of the piece a ratnik becomes by ``move`` (TV-7), or ''."""
        origin, target, count, flag, _ = move
        if flag == CASTLE:
            return ""
        tower = state.board[origin]
        top = tower[-1]
        if top & KIND_MASK == RATNIK and RANK[target] == LAST_RANK[state.turn]:
            return LETTERS[top >> PROMO_SHIFT]
        if count < len(tower):
            below = tower[-count - 1]
            if below & KIND_MASK == RATNIK and RANK[origin] == LAST_RANK[below >> SIDE_SHIFT & 1]:
                return LETTERS[below >> PROMO_SHIFT]
        return ""

    def _index(self, state: TavreliState) -> dict[tuple[int, int, int], TavreliMove]:
        """Legal moves other than castling by (origin, target, count)."""
        index = state.memo.get("index")
        if index is None:
            index = state.memo["index"] = {
                m[:3]: m for m in self.legal_moves(state) if m.flag != CASTLE}
        return index

    def format_move(self, state: TavreliState, move: TavreliMove) -> str:
        return self._write(state, move, "en")

    def move_text(self, state: TavreliState, move: TavreliMove, lang: str = "en") -> str:
        return self._write(state, move, lang)

    def _write(self, state: TavreliState, move: TavreliMove, lang: str) -> str:
        """Move text with ``lang``'s promotion letter and castling (``0-0`` in Russian)."""
        letter_of = letters(lang)
        origin, target, count, flag, split = move
        if flag == CASTLE:
            castle = "O-O" if target > origin else "O-O-O"
            return castle.replace("O", "0") if lang == "ru" else castle
        height = f"({count})" if split else ""
        below = state.board[target]
        capture = flag == EN_PASSANT or (below and side_of(below[-1]) != state.turn)
        text = f"{name(origin)}{height}{'x' if capture else '-'}{name(target)}"
        promotion = self.promotion(state, move)
        return f"{text}={letter_of[KIND_OF_LETTER[promotion]]}" if promotion else text

    def parse_move(self, state: TavreliState, text: str) -> TavreliMove:
        return self._checked(state, text, self._read(state, text))

    def parse_record_move(self, state: TavreliState, text: str) -> TavreliMove:
        """``parse_move`` for a move as Russian records write it (I-12): ``-``
        before every landing, an enemy tower's too (``a7-a3`` for ``a7xa3``)."""
        return self._checked(state, text, self._read(state, text, as_recorded=True))

    def _checked(self, state: TavreliState, text: str, move: TavreliMove) -> TavreliMove:
        if move not in self.legal_moves(state):
            raise IllegalMoveError(
                f"illegal Tavreli move {text!r} in {format_position(state)!r}")
        return move

    def _read(self, state: TavreliState, text: str, as_recorded: bool = False) -> TavreliMove:
        if not isinstance(text, str):
            raise InvalidMoveError(f"invalid Tavreli move {text!r}: not text")
        clean = text.strip()
        if m := _CASTLE.match(clean):
            long = m.group(1).count("-") == 2
            origin = movegen.E1 if state.turn == 0 else movegen.E8
            return TavreliMove(origin, origin + (-2 if long else 2), 1, CASTLE, False)
        m = _STEP.match(clean)
        if not m:
            raise InvalidMoveError(
                f"invalid Tavreli move {text!r}: expected e.g. 'e2-e4', 'e4xd5', "
                f"'e4(2)-e6', 'e7-e8=H' (or '=Х'), 'O-O' or '0-0'")
        origin, target = parse_square(m.group(1)), parse_square(m.group(4))
        tower = state.board[origin]
        if not tower or side_of(tower[-1]) != state.turn:
            raise IllegalMoveError(
                f"illegal Tavreli move {text!r}: no {SIDE_NAMES[state.turn]} tower on "
                f"{m.group(1)} in {format_position(state)!r}", reason="no piece",
                square=m.group(1))
        count = len(tower) if m.group(2) is None else int(m.group(2))
        if not 1 <= count <= len(tower):
            raise IllegalMoveError(
                f"illegal Tavreli move {text!r}: the tower on {m.group(1)} has {len(tower)} "
                f"piece(s), cannot move {count} in {format_position(state)!r}",
                reason="tower height", square=m.group(1), height=len(tower), count=count)
        move = self._index(state).get((origin, target, count))
        if move is None:
            return TavreliMove(origin, target, count, NORMAL, count < len(tower))  # rejected
        canonical = self.format_move(state, move)
        separator = canonical[canonical.index(name(target)) - 1]
        if m.group(3).replace("х", "x") != separator and not (as_recorded and m.group(3) == "-"):
            raise IllegalMoveError(
                f"illegal Tavreli move {text!r}: write {separator!r} before {m.group(4)} "
                f"({canonical!r}) in {format_position(state)!r}", reason="separator",
                move=canonical)
        promotion = self.promotion(state, move)
        written = m.group(5) and LETTERS[KIND_OF_ANY_LETTER[m.group(5)]]
        if written and written != promotion:
            russian = letters("ru")[KIND_OF_LETTER[promotion]] if promotion else ""
            why = f"it promotes to {promotion} ({russian})" if promotion else "it promotes nothing"
            raise IllegalMoveError(
                f"illegal Tavreli move {text!r}: {why} in {format_position(state)!r}",
                reason="promotes" if promotion else "no promotion", piece=russian)
        return move
