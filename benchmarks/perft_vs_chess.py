"""Kamla perft beside python-chess perft, same method, same process.

Both count leaves in bulk at depth 1 (the number of legal moves) and walk the
tree with make/unmake above it. Prints each rate (best of ``--repeat`` runs)
and the ratio Kamla / chess.

    python -m benchmarks.perft_vs_chess [--depth 4] [--repeat 3]
"""
from __future__ import annotations

import argparse
import time

import chess

import games


def chess_perft(board: chess.Board, depth: int) -> int:
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += chess_perft(board, depth - 1)
        board.pop()
    return total


def best_rate(run, repeat: int) -> tuple[int, float]:
    best = 0.0
    nodes = 0
    for _ in range(repeat):
        started = time.perf_counter()
        nodes = run()
        best = max(best, nodes / (time.perf_counter() - started))
    return nodes, best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    kamla = games.make("kamla")
    start = kamla.initial_state()
    k_nodes, k_rate = best_rate(lambda: kamla.fast_perft(start, args.depth), args.repeat)
    c_nodes, c_rate = best_rate(lambda: chess_perft(chess.Board(), args.depth), args.repeat)
    print(f"kamla perft({args.depth}) start:        {k_nodes:>9,} nodes  {k_rate:>11,.0f} nodes/s")
    print(f"python-chess perft({args.depth}) start: {c_nodes:>9,} nodes  {c_rate:>11,.0f} nodes/s"
          f"  (chess {chess.__version__})")
    print(f"ratio kamla/chess: {k_rate / c_rate:.2f}")


if __name__ == "__main__":
    main()
