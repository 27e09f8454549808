"""Hand-built Senet positions for the rule tests."""
from __future__ import annotations

import games


def game(name: str = "senet-kendall", **options):
    return games.make(name, **options)


def position(spools=(), cones=(), *, s: str = "K0", c: str = "K0", odd: str = "-",
             step: str = "S?", turn: int = 1, time: bool = False, pieces: int = 5,
             s_off: int | None = None, c_off: int | None = None) -> str:
    """A position string: the squares of each side, phase+cycles (``K0``, ``B0``,
    ``K1``), domains, the step token; pieces not listed are off the board."""
    cells = ["."] * 31
    for square in spools:
        cells[square] = "S"
    for square in cones:
        assert cells[square] == ".", square
        cells[square] = "C"
    board = "/".join("".join(cells[i:i + 10]) for i in (1, 11, 21))
    s_off = pieces - len(spools) if s_off is None else s_off
    c_off = pieces - len(cones) if c_off is None else c_off
    text = f"{board} S:{s}:{s_off} C:{c}:{c_off} odd:{odd} {step} t{turn}"
    return text + " time" if time else text


def after(g, text: str, *moves: str):
    """The state after playing ``moves`` (throws included) from position ``text``."""
    state = g.parse_position(text)
    for move in moves:
        state = g.push(state, move)
    return state


def legal(g, text: str, *moves: str) -> set[str]:
    """The legal move texts after ``moves`` from position ``text``."""
    return set(g.legal_move_texts(after(g, text, *moves)))


def step_token(g, state) -> str:
    """The step field of a state's position string (``S?``, ``C?``, ``S[2]``...)."""
    return g.format_position(state).split()[4]


def squares(mask: int) -> list[int]:
    return [s for s in range(1, 31) if mask >> s & 1]
