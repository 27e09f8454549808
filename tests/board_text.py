"""The board part of a position string, written by hand for the rule tests (not
by the engine's own writer, so that a test cannot inherit its mistakes)."""
from __future__ import annotations

FILES = "abcdefghijk"


def ranks(cells: dict[str, str], n: int = 8) -> str:
    """Ranks ``n`` to 1 of ``cells`` ({"e4": "S", ...}) joined by ``/``, digits
    for runs of empty squares."""
    rows = []
    for rank in range(n, 0, -1):
        row, run = "", 0
        for f in FILES[:n]:
            piece = cells.get(f"{f}{rank}")
            if piece is None:
                run += 1
                continue
            if run:
                row += str(run)
                run = 0
            row += piece
        if run:
            row += str(run)
        rows.append(row)
    return "/".join(rows)
