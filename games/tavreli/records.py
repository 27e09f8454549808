"""Tavreli records as Russian sources write them (I-12), read into this
project's notation.

A record is moves separated by white space, numbered or not (``1. e2-e4 e7-e5``
or ``1.e2-e4``), in the records' own hand: ``-`` before every landing (an enemy
tower's too), ``0-0`` for castling, capital files now and then (``F4``) or
Cyrillic letters that look like the Latin ones (``е2``, typed in Russian), and
the marks the move parser ignores: ``+``, a mate's ``x`` or ``х``
(``d7-d5x``), annotations (``?``, ``!``, ``!!``, ``??``, ``!?``, ``?!``) and
the ``*`` some records put after their last move. A result (``1-0``,
``0-1``, ``1/2-1/2``, ``½-½``, or ``*``: unfinished) may close the record. None of this changes a
move: every move must still be legal where it is played.
"""
from __future__ import annotations

import re

from games.core.errors import GameError, InvalidRecordError
from games.tavreli.game import Tavreli
from games.tavreli.position import TavreliState

_NUMBER = re.compile(r"^[0-9]{1,4}\.+")
_RESULTS = frozenset({"1-0", "0-1", "1/2-1/2", "½-½", "*"})
_FILE = re.compile(r"[A-HАВСЕНасе](?=[1-8])")
"""A file letter written as a capital, or as the Cyrillic letter that looks like it."""
_LATIN = str.maketrans("АВСЕНасе", "abcehace")


def read_record(text: str, game: Tavreli | None = None,
                start: TavreliState | None = None) -> list[str]:
    """The moves of record ``text`` in this project's notation (``format_move``),
    played from ``start`` (default: the game's start).

    :raises InvalidRecordError: a move is not notation or not legal where it
        stands; the message names the move's number and quotes it.
    """
    if not isinstance(text, str):
        raise InvalidRecordError(f"invalid Tavreli record {text!r}: not text")
    game = game or Tavreli()
    state = game.initial_state() if start is None else start
    moves: list[str] = []
    for token in text.split():
        token = _NUMBER.sub("", token)
        if not token or token in _RESULTS:
            continue
        written = _FILE.sub(lambda m: m.group().translate(_LATIN).lower(),
                            token.removesuffix("*"))
        try:
            if game.outcome(state) is not None:
                raise GameError(f"the game is over in {game.format_position(state)!r}")
            move = game.parse_record_move(state, written)
        except GameError as error:
            raise InvalidRecordError(
                f"invalid Tavreli record: move {len(moves) + 1}, {token!r}: {error}") from None
        moves.append(game.format_move(state, move))
        state = game.apply(state, move)
    return moves
