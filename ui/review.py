"""The review after a game (issue 15): the computer player's evaluation curve
and the game's turning points, the very ones the oracle reads
(``oracle.turning`` over ``games.ai.scorer``).

One drawing for both places that show them: the journal's entry page and a
finished game's play page, where the review sits beside the board and a
click on a turning point shows that position (``ui.history``). The review is
opened from the end panel or from the game's journal entry; it shows only
finished games, whose every piece (a hidden Ruler too) is revealed.
"""
from __future__ import annotations

from typing import Sequence

import streamlit as st

import i18n
import oracle
from oracle import numbering
from oracle.replay import Replay
from readings import saved_games
from readings.journal import Entry
from ui import history, learning, names
from ui.catalog import PAGES
from ui.game_address import PARAM
from play import lifecycle
from play.session import PlaySession, default_connection
from ui.i18n import _, language

OPEN = "review_game"
"""Session key: the id of the saved game whose review is open."""
LEAST_PLIES = 2
"""A shorter game has no curve to review (``evaluation``)."""


def offered(mode: str) -> bool:
    """Is the review offered for a game of this mode? (Never between two people.)"""
    return mode in learning.MODES[learning.REVIEW]


def is_open(session: PlaySession) -> bool:
    return session.over and offered(session.mode) and \
        st.session_state.get(OPEN) == session.game_id


def open_for(game_id: int | None) -> None:
    st.session_state[OPEN] = game_id


def turning_label(point: oracle.TurningPoint, players: Sequence[str],
                  numbered: Replay | None = None) -> str:
    """``At move 9 (Ne2xd5) the game turned toward Lower World``: the move
    numbered as the move list numbers it (``numbered``), the swing in words,
    never its size."""
    return _("At {moment} the game turned toward {side}").format(
        moment=_moment(point, numbered), side=players[point.side])


def _moment(point: oracle.TurningPoint, numbered: Replay | None) -> str:
    """The turning move in the page's words (the oracle's English without a record)."""
    return point.moment if numbered is None else history.moment(numbered, point.number - 1)


def evaluation(reading: oracle.Reading, players: Sequence[str], numbered: Replay) -> None:
    """The curve of the computer player's weighing after each step, the
    turning points marked on it, and a caption naming them; the steps are
    placed at the move (the turn) the move list gives them (``numbered``)."""
    if len(reading.curve) <= LEAST_PLIES:
        return
    marked = {p.number for p in reading.turning_points}
    first = numbering.before_moves(numbered)
    rows = [{"step": numbering.move_number(numbered, i - 1) if i > first else 0, "balance": v,
             "turn": i in marked} for i, v in enumerate(reading.curve)]
    word = _("turn") if numbering.by_turns(numbered) else _("move")
    st.vega_lite_chart(rows, {
        "height": 120,
        "layer": [
            {"mark": {"type": "line"},
             "encoding": {"x": {"field": "step", "type": "quantitative", "title": word},
                          "y": {"field": "balance", "type": "quantitative", "title": None}}},
            {"mark": {"type": "point", "filled": True, "size": 70, "color": "#c0392b"},
             "transform": [{"filter": "datum.turn"}],
             "encoding": {"x": {"field": "step", "type": "quantitative"},
                          "y": {"field": "balance", "type": "quantitative"}}},
        ],
        "config": {"locale": {"number": i18n.chart_numbers(language())}}}, width="stretch")
    turns = ", ".join(_moment(p, numbered) for p in reading.turning_points)
    st.caption(_("The computer player's weighing after each step (above 0: {side} stands "
                 "better); the game turned at {turns}.").format(side=players[0], turns=turns)
               if turns else
               _("The computer player's weighing after each step (above 0: {side} stands "
                 "better).").format(side=players[0]))


def _reading(session: PlaySession, key: str) -> oracle.Reading:
    """The game's reading (``lifecycle.cast``, a quarter to half a second for a
    long game), kept for the clicks that walk through its turning points."""
    kept = st.session_state.get(f"{key}_review_reading")
    mark = (session.game_id, len(session.record), session.language)
    if kept is None or kept[0] != mark:
        kept = st.session_state[f"{key}_review_reading"] = (mark, lifecycle.cast(session))
    return kept[1]


def beside_board(session: PlaySession, key: str) -> None:
    """Beside a finished game's board, once its review is open: the curve and
    a button per turning point that shows the position after it."""
    if not is_open(session):
        return
    players = [names.said(p, language()) for p in session.game.info.players]
    reading = _reading(session, key)
    with st.container(border=True, key=f"{key}_review"):
        st.markdown(_("**Review**"))
        numbered = history.record(session.game, session.states, session.record)
        evaluation(reading, players, numbered)
        if not reading.turning_points:
            st.caption(_("No move swung the weighing enough to count as a turning point."))
        for point in reading.turning_points:
            st.button(turning_label(point, players, numbered), key=f"{key}_turn_{point.number}",
                      on_click=history.look, args=(session, key, point.number),
                      help=_("Show the position after this move"), width="stretch")
        st.button(_("Close the review"), key=f"{key}_review_close", on_click=open_for,
                  args=(None,), type="tertiary")


def open_button(session: PlaySession, key: str) -> None:
    """In the end panel: open the review beside the board."""
    st.button(_("Review the game"), key=f"{key}_review_open", on_click=open_for,
              args=(session.game_id,), icon=":material/insights:",
              help=_("The computer's weighing of every step and the game's turning points, "
                     "beside the board"))


def reviewable(entry: Entry) -> bool:
    """Is ``entry`` the end of a game still saved, that a play page can open?"""
    if entry.kind not in ("game", "session") or entry.saved_game_id is None:
        return False
    with default_connection() as con:
        try:
            saved = saved_games.load(con, entry.saved_game_id)
        except LookupError:
            return False
    return saved.finished and offered(saved.mode)


def journal_button(entry: Entry) -> None:
    """On a finished game's journal entry: open the game's review on its page."""
    if entry.game not in PAGES or not reviewable(entry):
        return
    if st.button(_("Review on the board"), key=f"journal_review_{entry.id}",
                 icon=":material/insights:"):
        open_for(entry.saved_game_id)
        st.switch_page(PAGES[entry.game], query_params={PARAM: str(entry.saved_game_id)})
