"""Playing against the computer, and letting it play both sides: whose turn
it is, and one step by the computer with a visible "thinking" state.

The computer's seat and level are kept with the game (``session.clock``
holds ``{"computer": {"sides": [1], "level": "steady"}}``), so a resumed
game goes on against the same opponent.
"""
from __future__ import annotations

import random
from typing import Any, Callable

import streamlit as st
from streamlit.errors import StreamlitAPIException
from streamlit.runtime.scriptrunner import get_script_run_ctx

from games.ai import choose_move, prepare, unprepared
from games.core import CHANCE, chance
from ui import journal_file
from ui.i18n import _
from ui.names import LEVELS
from play.session import PlaySession, SaveError

OFFERED = ("Gentle", "Steady", "Strong")
"""The levels a setup offers (Senet adds Master)."""


def setting(sides: list[int], level: str) -> dict[str, Any]:
    if level not in LEVELS:
        raise ValueError(f"level must be one of {tuple(LEVELS)}, not {level!r}")
    return {"sides": sorted(set(sides)), "level": level}


def level_choice(key: str, help: str | None = None) -> None:
    """Setup: the computer's level, one of ``OFFERED`` (Steady first)."""
    st.radio(_("The computer plays"), OFFERED, index=1, horizontal=True, key=key,
             format_func=_, help=help)


def sides(session: PlaySession) -> list[int]:
    return list(session.clock.get("computer", {}).get("sides", []))


def human_side(session: PlaySession) -> int | None:
    """The side the person plays against the computer (None: no such side)."""
    computer_sides = sides(session)
    return 1 - computer_sides[0] if len(computer_sides) == 1 else None


def level(session: PlaySession) -> str:
    return session.clock.get("computer", {}).get("level", "steady")


def acting(session: PlaySession) -> int | None:
    """Whose step it is: the player to decide, or at a chance node the thrower."""
    game, state = session.game, session.state
    mover = game.to_move(state)
    return game.chance_owner(state) if mover == CHANCE else mover


def computers_turn(session: PlaySession) -> bool:
    return not session.over and acting(session) in sides(session)


def step(session: PlaySession, rng: random.Random) -> bool:
    """One step for the computer: its throw, or its move (with the thinking
    state shown while it searches). It is given the game's earlier states, seen
    through its own public view, so that it does not walk into a repetition.
    Returns whether the step was saved (if not, ``session.problem`` says why)."""
    game, state = session.game, session.state
    if game.to_move(state) == CHANCE:
        move = chance.sample(game.chance_outcomes(state), rng)
    else:
        if unprepared(game, level(session)):
            bar = st.progress(0.0, text=_("Preparing the master's endgame tables (only once)…"))
            prepare(game, level(session), lambda share, what: bar.progress(
                min(share, 1.0), text=_("Preparing the master's endgame tables (only once): "
                                        "{what}").format(what=what)))
            bar.empty()
        with st.spinner(_("The computer ({level}) is thinking…").format(
                level=_(LEVELS[level(session)]).lower())):
            move = choose_move(game, state, player=game.to_move(state), level=level(session),
                               rng=rng, earlier=session.states[:-1])
    try:
        journal_file.guarded(session.play_move)(move)
    except SaveError as error:
        session.problem = str(error)  # shown with the page; the board shows what is stored
        return False
    return not journal_file.pending()


def show_next_step() -> None:
    """Run the play fragment again to show the computer's step (the whole page
    when the fragment is running as part of a full run)."""
    try:
        st.rerun(scope="fragment")
    except StreamlitAPIException:
        st.rerun()


def _whole_page_running() -> bool:
    """Is this a full run of the page (not a run of one fragment)? Where the
    running Streamlit does not tell, the answer is no (the step is then
    played inside the fragment, as before)."""
    ctx = get_script_run_ctx()
    return ctx is not None and hasattr(ctx, "fragment_ids_this_run") and \
        not ctx.fragment_ids_this_run


def take_turn(session: PlaySession, rng: random.Random,
              after: Callable[[], None] | None = None, ready: bool = True) -> None:
    """At the end of the play fragment: the computer's step, if it is its turn
    (and ``ready``); ``after`` runs once the step is played. On a full run of
    the page the step waits for ``page_ends``, so that the computer thinks
    under a page drawn in full, not under what the last screen left there."""
    if not ready or not computers_turn(session) or _whole_page_running() or \
            journal_file.shown():
        return
    saved = step(session, rng)
    if after is not None:
        after()
    if saved:
        show_next_step()
    else:
        st.rerun()  # the whole page, which says why the step was not saved


def page_ends(session: PlaySession, rng: random.Random,
              after: Callable[[], None] | None = None, ready: bool = True) -> None:
    """At the end of a full run of a play page: the step ``take_turn`` left,
    then the page is shown again."""
    if ready and computers_turn(session) and _whole_page_running() and \
            not journal_file.shown():
        step(session, rng)
        if after is not None:
            after()
        st.rerun()
