"""Facts about a Kamla game derived from its moves (used by the UI and the
oracle): which moves convert a spirit to the other side (K-9)."""
from __future__ import annotations

from games.kamla.movegen import CAPTURE
from games.kamla.pieces import PRIEST, SHIELD
from games.kamla.position import KamlaState


def converts(state: KamlaState, move) -> bool:
    """Does ``move`` turn an enemy piece into one of the mover's (K-9)?

    Not for Shields (back to the reserve, K-25), the Priest (captivity, K-21)
    or the own-Shell swap (K-14).
    """
    if move[2] != CAPTURE:
        return False
    taken = state.board[move[1]]
    return taken >> 4 & 1 != state.turn and taken & 15 not in (SHIELD, PRIEST)


def conversion_counts(states: list[KamlaState], moves: list) -> tuple[int, int]:
    """How many spirits each side has won over so far (Lower, Upper)."""
    won = [0, 0]
    for state, move in zip(states, moves):
        if converts(state, move):
            won[state.turn] += 1
    return won[0], won[1]
