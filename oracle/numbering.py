"""One move numbering for every reading, the one the pages show.

Games without throws are numbered in full moves, as the move list numbers
them (``ui.common.numbered``, ``ui.history.label``): the first two plies are
move 1, the next two move 2; plies that open the record without counting as
moves (Kamla's secret Ruler choices leave ``ply`` at 0) are not numbered.
Games with throws (Senet) are numbered by the turn the position shows (every
hand-over of the sticks starts a turn), the same turn the signs and the
status name. Record indices (plies) stay inside the claims the cross-check
replays; a sentence never states one.
"""
from __future__ import annotations

from typing import Any

from games.core import Game

from oracle import texts
from oracle.replay import Replay


def before_moves(rp: Replay) -> int:
    """Plies at the start of the record that are not moves (a Ruler chosen in secret)."""
    count = 0
    while count + 1 < len(rp.states) and getattr(rp.states[count + 1], "ply", 1) == 0:
        count += 1
    return count


def by_turns(rp: Replay) -> bool:
    """Whether the game is numbered by turns (throws are steps of their own)."""
    return rp.game.info.family == "senet"


def move_number(rp: Replay, index: int) -> int:
    """The number the move list gives the step at record ``index``."""
    if by_turns(rp):
        return int(rp.states[index].turn)
    return max(0, index - before_moves(rp)) // 2 + 1


def notation(game: Game, before: Any, move: Any) -> str:
    """A move as the move list shows it to the reading's reader: the record's
    notation with the piece letters of the reading's language (issue 29:
    «Жe7-e8» in Russian where the record keeps ``Pe7-e8``)."""
    return game.move_text(before, move, texts.language())


def moment(rp: Replay, index: int) -> str:
    """``move 14 (Nd2-e5)``, or ``turn 14 (10-13)`` in a game of throws."""
    key = "moment_turn" if by_turns(rp) else "moment_move"
    move = notation(rp.game, rp.states[index], rp.moves[index])
    return texts.said(key, n=move_number(rp, index), move=move)


def full_moves(rp: Replay) -> int:
    """How many moves the move list shows (each a pair of plies, the last may be half)."""
    plies = len(rp.texts) - before_moves(rp)
    return (max(0, plies) + 1) // 2


def length(rp: Replay) -> str:
    """``after 5 moves``, or ``at turn 740`` in a game of throws."""
    if by_turns(rp):
        return texts.said("at_turn", n=rp.final.turn)
    return texts.count("after_moves", full_moves(rp))
