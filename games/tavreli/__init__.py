"""Tavreli (Russian tower chess): rules engine (spec tavreli.md, rules
TV-1..TV-8, decisions D-1, D-2).

Where the spec and the seed are silent the engine decides as follows (I-n,
quoted in the code and the tests):

- I-1 Letters: ``K Q R B N P H`` (volkhv, knyaz, ratoborets, luchnik, vsadnik,
  ratnik, helgi), upper case White; a ratnik carries the letter of the piece it
  promotes to (``PQ``), a promoted ratnik a ``+`` (``Q+``); the helgi is ``H``.
  Shown in Russian, the letters are the names' initials, ``Вл К Р Л В Рт Х``
  (``RUSSIAN_LETTERS``): a display choice, records and positions keep these.
- I-2 A tower topped by the volkhv moves like any tower (TV-3, TV-4): the
  volkhv may carry the pieces under it or step off them.
- I-3 En passant after a double step of the top ``n`` pieces of a tower: the
  ``n`` pieces are put back on the square passed and the capturing part lands
  on them ("as if the ratnik had stepped once"); the capturer may be any top
  part of a tower topped by a ratnik.
- I-4 The en passant square is recorded after every double step; it counts for
  repetition only while an en passant capture is legal.
- I-5 Any ratnik on top on its side's start rank may step twice (also one
  carried back there, and one topping a tower).
- I-6 A castling right is lost when the volkhv leaves e1/e8 or the ratoborets
  at the bottom of its corner leaves it; castling needs both alone on their
  squares. A ratoborets merely covered and uncovered keeps the right.
- I-7 Promotion is compulsory and automatic; ``=X`` in move text only records it.
- I-8 A ratnik of either side uncovered on its own last rank promotes at once,
  even when the opponent's move uncovers it.
- I-9 Threefold repetition ends the game by itself (no claim); a position is
  the board, the side to move, the castling rights and a usable en passant.
- I-10 ``move_limit`` (plies, a draw) is an option, off by default: the rules
  have none, and random games end by mate (300 of 300 seeds tried).
- I-11 Position strings are checked: at most the start's pieces per side, one
  volkhv each, always on top, no covered promoted ratnik, no ratnik on top on
  its last rank, the side not to move not in check, and rights and en passant
  consistent with the board.
- I-12 Records as Russian sources write them are read (``read_record``): ``-``
  before every landing, ``0-0``, and the marks ``+``, ``x``/``х`` for mate,
  ``?``, ``!``, ``!!``, ``??``, ``!?``, ``?!`` and a closing ``*`` are ignored,
  never checked against the position; the move parser ignores the same marks.
"""
from games.core.registry import register
from games.tavreli.board import FILES, LAST_RANK, RANK, file_of, name, parse_square, rank_of
from games.tavreli.game import Tavreli, TavreliMove
from games.tavreli.movegen import CASTLE, EN_PASSANT, ROOK_OF_CASTLING
from games.tavreli.pieces import (
    HELGI, KIND_NAMES, KNYAZ, LETTERS, LUCHNIK, RATNIK, RATNIK_PROMOTES_TO, RATOBORETS,
    RUSSIAN_LETTERS, SIDE_NAMES, VOLKHV, VSADNIK, WHITE, describe, is_promoted, kind_of,
    letters, promo_of, side_of,
)
from games.tavreli.position import START, TavreliState, format_position, parse_position
from games.tavreli.records import read_record

register("tavreli", Tavreli)

__all__ = [
    # the game, its moves and positions
    "Tavreli", "TavreliMove", "TavreliState", "START", "format_position", "parse_position",
    "read_record",
    # the board
    "FILES", "LAST_RANK", "RANK", "file_of", "name", "parse_square", "rank_of",
    # the pieces and towers (TV-1..TV-3)
    "HELGI", "KIND_NAMES", "KNYAZ", "LETTERS", "LUCHNIK", "RATNIK", "RATNIK_PROMOTES_TO",
    "RATOBORETS", "RUSSIAN_LETTERS", "SIDE_NAMES", "VOLKHV", "VSADNIK", "WHITE", "describe",
    "is_promoted", "kind_of", "letters", "promo_of", "side_of",
    # move kinds
    "CASTLE", "EN_PASSANT", "ROOK_OF_CASTLING",
]
