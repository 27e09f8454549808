"""Every open game has an address: ``?game=<id>`` on its play page, so a reload
or a bookmark returns to it (issue 15). The number is the saved game's id,
never a secret: two-screen games (whose seats are tokens) are not opened here.

A play page calls ``follow(family)`` first thing; it keeps the URL and the
page's open game in step and draws the leave / switch bar.
"""
from __future__ import annotations

import streamlit as st

from games.core import GameError, read_number, shorten
from ui.catalog import PAGES, family_of
from ui.components.input_watch import watch_input
from ui.i18n import _
from play.session import PlaySession
from play.text import plain

PARAM = "game"
GAMES_PAGE = "ui/pages/games.py"
COMPACT = """<style>
[data-testid="stMainBlockContainer"] { padding-top: 4.25rem; }
[data-testid="stMainBlockContainer"] h1 { font-size: 2rem; padding: 0.25rem 0; }
</style>"""
"""A play page with a game open gives its height to the board (issue 15)."""
PAGE_STATE = {"prefix": (), "ready": None, "reveal": None}
"""Per-page choices that belong to one game: emptied when another opens."""


def _wanted() -> str | None:
    return st.query_params.get(PARAM)


def _open_from_url(family: str, text: str) -> None:
    """Open the game the URL names, or say plainly why not and drop the address."""
    try:
        game_id = read_number(text, "a game's number", GameError)  # bounded (issue 27)
        session = PlaySession.resume(game_id)
    except (ValueError, LookupError):
        st.query_params.pop(PARAM, None)
        st.warning(_("No saved game has the number {number}; choose one from the games list.")
                   .format(number=plain(shorten(text, 40))))
        return
    if session.mode == "two screens":
        st.query_params.pop(PARAM, None)
        st.warning(_("That game is played on two screens: open it with its code."))
        return
    owner = family_of(session.ruleset)
    if owner != family:
        st.switch_page(PAGES[owner], query_params={PARAM: str(game_id)})
    st.session_state[f"{family}_session"] = session
    for name, empty in PAGE_STATE.items():
        st.session_state[f"{family}_{name}"] = empty


def follow(family: str) -> PlaySession | None:
    """Keep ``?game=`` and the page's open game in step; draw the game bar.

    A URL naming another game than the one shown (a reload, a bookmark, a link
    from the Games page) opens it; leaving a game clears the address.
    """
    key, shown_key = f"{family}_session", f"{family}_address"
    session: PlaySession | None = st.session_state.get(key)
    wanted, shown = _wanted(), st.session_state.get(shown_key)
    if wanted is not None and wanted != shown and (
            session is None or str(session.game_id) != wanted):
        _open_from_url(family, wanted)
    elif session is None and wanted is not None:
        st.query_params.pop(PARAM, None)  # the player left this game
    session = st.session_state.get(key)
    address = None if session is None else str(session.game_id)
    if address is not None and _wanted() != address:
        st.query_params[PARAM] = address
    st.session_state[shown_key] = address
    if session is not None:
        st.html(COMPACT)
        game_bar(family)
    else:
        watch_input()  # on the setup screen: the board that follows knows a keyboard player
    return session


def _leave(family: str) -> None:
    st.session_state[f"{family}_session"] = None


def game_bar(family: str) -> None:
    """Leave the game (it stays saved) for a new one, or switch to another."""
    bar = st.container(horizontal=True, gap="small", vertical_alignment="center")
    bar.button(_("New game"), icon=":material/add:", key=f"{family}_leave",
                on_click=_leave, args=(family,), type="tertiary",
                help=_("This game stays saved; find it again under Games."))
    bar.page_link(GAMES_PAGE, label=_("All games"), icon=":material/view_list:")
