"""Facts about a Kamla game derived from its moves (used by the UI and the
oracle): which moves convert a spirit to the other side (K-9), and whether a
side's Ruler stands attacked (K-23, K-26)."""
from __future__ import annotations

from games.kamla import movegen
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


def ruler_threatened(state: KamlaState, side: int) -> bool:
    """Could the opponent capture ``side``'s Ruler in ``state`` (the attack that
    K-23 forbids leaving open and K-26 calls mate when no move answers it)?
    False while the side has no Ruler on the board (still to be chosen, K-8).

    The attack never depends on which enemy tent piece is the enemy's Ruler,
    so a public view (``public_view``) gives the same answer as the full state.
    """
    ruler = state.ruler_square(side)
    return ruler is not None and movegen.ruler_attacked(list(state.board), ruler, side)
