"""TV-1, TV-8 against an independent engine: on a board without towers,
Tavreli's moves onto empty or enemy squares are exactly the legal chess moves
(python-chess), castling and en passant included. Checks, pins, discovered
checks and the volkhv's safety therefore agree with chess.

Positions come from seeded random chess games; a position with a promoted
piece is skipped (Tavreli's promotions differ), and every ratnik is given a
promotion letter from the start's pool (the pool allows any assignment)."""
import random

import pytest

chess = pytest.importorskip("chess")

import games  # noqa: E402
from games.tavreli.movegen import CASTLE  # noqa: E402
from tests.board_text import ranks  # noqa: E402

GAME = games.make("tavreli")
LETTERS = {chess.KING: "K", chess.QUEEN: "Q", chess.ROOK: "R", chess.BISHOP: "B",
           chess.KNIGHT: "N"}
POOL = "RNBQHBNR"


def to_tavreli(board):
    """The Tavreli position string of a chess board, or None if it has promoted pieces."""
    for color in (chess.WHITE, chess.BLACK):
        counts = {p: len(board.pieces(p, color)) for p in LETTERS}
        if counts[chess.QUEEN] > 1 or counts[chess.ROOK] > 2 or counts[chess.BISHOP] > 2 \
                or counts[chess.KNIGHT] > 2:
            return None
    pools = {chess.WHITE: list(POOL), chess.BLACK: list(POOL)}
    cells = {}
    for square, piece in sorted(board.piece_map().items(), key=lambda sp: (-(sp[0] >> 3), sp[0])):
        text = "P" + pools[piece.color].pop() if piece.piece_type == chess.PAWN \
            else LETTERS[piece.piece_type]
        cells[chess.square_name(square)] = text if piece.color == chess.WHITE else text.lower()
    rights = "".join(letter for flag, letter in (
        (board.has_kingside_castling_rights(chess.WHITE), "K"),
        (board.has_queenside_castling_rights(chess.WHITE), "Q"),
        (board.has_kingside_castling_rights(chess.BLACK), "k"),
        (board.has_queenside_castling_rights(chess.BLACK), "q")) if flag) or "-"
    ep = chess.square_name(board.ep_square) if board.ep_square is not None else "-"
    return f"{ranks(cells)} {'w' if board.turn else 'b'} {rights} {ep}"


@pytest.mark.parametrize("seed", range(10))
def test_moves_onto_empty_or_enemy_squares_are_the_chess_moves(seed):
    rng = random.Random(seed)
    board = chess.Board()
    checked = 0
    while not board.is_game_over() and board.ply() < 160:
        text = to_tavreli(board)
        if text is not None:
            state = GAME.parse_position(text)
            ours = set()
            for move in GAME.legal_moves(state):
                target = state.board[move.target]
                if move.flag == CASTLE or not target or (target[-1] >> 3 & 1) != state.turn:
                    ours.add((move.origin, move.target))
            theirs = {(m.from_square, m.to_square) for m in board.legal_moves}
            assert ours == theirs, text
            assert GAME.in_check(state) == board.is_check(), text
            checked += 1
        board.push(rng.choice(list(board.legal_moves)))
    assert checked > 20
