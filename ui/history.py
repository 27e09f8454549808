"""A move list you can walk (issue 15): every move is a chip to click, ← and →
step through the game, the move shown is marked, and one click returns to the
live position. Walking only changes what the board shows, never the game.

A play page hooks it in three times: ``position(session, key)`` gives the
position the board draws, ``back_to_live(session, key)`` first thing in its
board-click callback (a click on a past position returns to the game), and
``walk(session, key, texts)`` draws the list in place of the plain one.
``key`` is the page's session-state prefix.
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple, Sequence

import streamlit as st

from oracle import numbering
from oracle.replay import Replay
from ui import names
from ui.game_list import before_moves, mover
from ui.i18n import N_, _, ngettext
from play.session import PlaySession


def _viewing_key(key: str) -> str:
    return f"{key}_viewing"


def shown(session: PlaySession, key: str) -> int | None:
    """The ply being looked at (0 = the start), or None for the live position.
    Looking back ends by itself when the game changes (a move, an undo)."""
    viewing = st.session_state.get(_viewing_key(key))
    if viewing is None or viewing[0] != (session.game_id, len(session.record)):
        return None
    return viewing[1]


class Position(NamedTuple):
    state: Any
    last_move: Any
    live: bool


def position(session: PlaySession, key: str) -> Position:
    """The position the board shows: the live one, or the one looked at."""
    ply = shown(session, key)
    if ply is None:
        return Position(session.state, session.moves[-1] if session.moves else None, True)
    return Position(session.states[ply], session.moves[ply - 1] if ply else None, False)


def back_to_live(session: PlaySession, key: str) -> bool:
    """In a board-click callback: if a past position is shown, return to the
    game and say so (the click picks nothing)."""
    if shown(session, key) is None:
        return False
    look(session, key, None)
    return True


def look(session: PlaySession, key: str, ply: int | None) -> None:
    """Show the position after ``ply`` plies (None or the live length: the game)."""
    live = len(session.record)
    if ply is None or ply >= live:
        st.session_state[_viewing_key(key)] = None
    else:
        st.session_state[_viewing_key(key)] = ((session.game_id, live), max(0, ply))


def record(game: Any, states: Sequence[Any], texts: Sequence[str]) -> Replay:
    """A record as ``oracle.numbering`` numbers it (one numbering for the move
    list, the status line, the review and the journal)."""
    return Replay(game, tuple(states), (), None, tuple(texts))


def at(rp: Replay, ply: int) -> str:
    """``move 5`` (``turn 5`` in a game of throws) for the position after
    ``ply`` plies, as the move list numbers it; ``the start`` before the first move."""
    if ply <= numbering.before_moves(rp):
        return _("the start")
    return numbered_step(rp, numbering.move_number(rp, ply - 1))


def numbered_step(rp: Replay, number: int) -> str:
    """``move 5``, or ``turn 5`` in a game of throws."""
    return (_("turn {number}") if numbering.by_turns(rp) else _("move {number}")).format(
        number=number)


def moment(rp: Replay, index: int) -> str:
    """``move 14 (Nd2-e5)``, or ``turn 14 (10-13)`` in a game of throws: the
    record's ``index``-th ply as the move list numbers it."""
    said = _("turn {n} ({move})") if numbering.by_turns(rp) else _("move {n} ({move})")
    return said.format(n=numbering.move_number(rp, index), move=rp.texts[index])


def after(rp: Replay, ply: int) -> str:
    """``After move 14 (Nd2-e5)`` (``After turn 14 (10-13)``) for the position
    after ``ply`` plies; ``The start`` before the first move."""
    if ply <= numbering.before_moves(rp):
        return _("The start")
    said = _("After turn {n} ({move})") if numbering.by_turns(rp) else _("After move {n} ({move})")
    return said.format(n=numbering.move_number(rp, ply - 1), move=rp.texts[ply - 1])


def length(rp: Replay) -> str:
    """``after 5 moves``, or ``at turn 740`` in a game of throws."""
    if numbering.by_turns(rp):
        return _("at turn {n}").format(n=rp.final.turn)
    moves = numbering.full_moves(rp)
    return ngettext("after {n} move", "after {n} moves", moves).format(n=moves)


def looking(session: PlaySession, ply: int) -> str:
    """The status line while an earlier position is shown: which move, and
    where the game is (numbers only: a hidden move's text is never named)."""
    rp = record(session.game, session.states, session.record)
    live = len(session.record)
    if session.over:
        return _("Looking at {shown} \u2014 the game ended at {end}").format(
            shown=at(rp, ply), end=at(rp, live))
    return _("Looking at {shown} \u2014 the game is at {now}").format(
        shown=at(rp, ply), now=numbered_step(rp, numbering.move_number(rp, live)))


def _picked(session: PlaySession, key: str) -> None:
    ply = st.session_state.get(f"{key}_move_chips")
    look(session, key, ply)


def label(ply: int, text: str, numbered: bool = True) -> str:
    """``1. Sd3-d4`` for the first player's plies, the move alone for the second's."""
    return f"{(ply + 1) // 2}. {text}" if numbered and ply % 2 else text


def turn_labels(session: PlaySession,
                name: Callable[[Any], str | None] | None = None) -> list[str]:
    """Each ply's text, the first of every turn led by its name ("Cones: [3]",
    "10-13", "[1]"...): a game of throws read as turns. ``name`` says whose
    turn a state is (by default the player to act, ``ui.game_list.mover``)."""
    def player_name(state: Any) -> str | None:
        player, _how = mover(session.game, state)
        return None if player is None else names.side(session.game.info.players[player])

    labels, previous = [], None
    for state, text in zip(session.states, session.record):
        turn = (name or player_name)(state)
        labels.append(f"{turn}: {text}" if turn != previous and turn is not None else text)
        previous = turn
    return labels


def walk(session: PlaySession, key: str, texts: Sequence[str], *,
         labels: Sequence[str] | None = None, title: str = N_("Moves")) -> None:
    """The list of ``texts`` (one per ply) to click, with ←, → and back to live.
    ``labels`` may replace the default numbering (e.g. Senet's players)."""
    live = len(texts)
    ply = shown(session, key)
    first = before_moves(session.states)
    steps = list(labels) if labels is not None else [
        label(i - first + 1, t, numbered=i >= first) for i, t in enumerate(texts)]
    controls = st.container(horizontal=True, gap="small", vertical_alignment="center")
    at = live if ply is None else ply  # the steps name their target: a repeated event is harmless
    controls.button(_("Back"), key=f"{key}_back_one", shortcut="Left", disabled=at == 0,
                    on_click=look, args=(session, key, at - 1),
                    help=_("One move back (view only)"))
    controls.button(_("Forward"), key=f"{key}_on_one", shortcut="Right", disabled=ply is None,
                    on_click=look, args=(session, key, at + 1), help=_("One move on"))
    if ply is not None:
        controls.button(_("Back to the game"), key=f"{key}_live", type="primary",
                        on_click=look, args=(session, key, None))
        controls.caption(_("the start") if ply == 0 else _("after {move}").format(
            move=steps[ply - 1]))
    with st.container(height=220, border=True):
        if not live:
            st.caption(_("No move yet."))
            return
        st.session_state[f"{key}_move_chips"] = live if ply is None else ply or None
        st.pills(_(title), list(range(1, live + 1)), format_func=lambda i: steps[i - 1],
                 key=f"{key}_move_chips", on_change=_picked, args=(session, key))
