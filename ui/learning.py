"""Learning aids (issue 15), chosen at setup and kept with the game
(``session.clock["aids"]``, so a resumed game keeps them):

- ``threat``: say when the viewer's own Ruler is attacked, where that Ruler
  is the viewer's to know: solo (one person moves both sides) and against the
  computer. Never in a game two people share or split (pair, two players,
  two screens): there it would be a hint for one of them, or a secret's echo.
- ``takeback``: against the computer, take back your last move and the
  computer's reply to it.
- ``review``: after the game, the curve and turning points (``ui.review``),
  offered from the end panel and the journal in solo, against the computer
  and in contemplation; never for a game two people played each other.

Both are on by default against the computer (the person learning from it is
the one the issue met being mated with no hint and no takeback) and the
threat warning is off by default in solo; the setup shows each as a toggle.
"""
from __future__ import annotations

from typing import Callable

import streamlit as st

from ui import computer
from ui.i18n import N_, _
from ui.journal_file import guarded
from play.session import PlaySession

THREAT, TAKEBACK, REVIEW = "threat", "takeback", "review"
MODES = {THREAT: ("solo", "computer"), TAKEBACK: ("computer",),
         REVIEW: ("solo", "computer", "contemplation")}
"""The modes each aid may ever appear in."""
LABELS = {THREAT: N_("Warn me when my Ruler is threatened"),
          TAKEBACK: N_("Allow takebacks")}
HELP = {THREAT: N_("A line under the status when your own Ruler stands attacked."),
        TAKEBACK: N_("Take back your last move and the computer's reply.")}


def on(session: PlaySession, aid: str) -> bool:
    """Is ``aid`` chosen for this game, and allowed in its mode?"""
    return session.mode in MODES[aid] and bool(session.clock.get("aids", {}).get(aid))


def _toggle_key(key: str, aid: str, mode: str) -> str:
    """One toggle per mode, so that each mode starts from its own default."""
    return f"{key}_{aid}_{mode.replace(' ', '_')}"


def aid_toggles(key: str, mode: str, aids: tuple[str, ...]) -> None:
    """Setup: a toggle for each of ``aids`` this mode allows."""
    for aid in aids:
        if mode in MODES[aid]:
            st.toggle(_(LABELS[aid]), value=mode == "computer", key=_toggle_key(key, aid, mode),
                      help=_(HELP[aid]))


def chosen_aids(key: str, mode: str, aids: tuple[str, ...]) -> dict[str, bool]:
    """The aids switched on with ``aid_toggles`` (for ``clock["aids"]``)."""
    return {aid: bool(st.session_state.get(_toggle_key(key, aid, mode), mode == "computer"))
            for aid in aids if mode in MODES[aid]}


def takeback_button(session: PlaySession, key: str, after: Callable[[], None]) -> None:
    """Against the computer, with takebacks on: your last move and the replies
    to it go, in one save (``PlaySession.take_back``); ``after`` clears the page's
    half-made move."""
    side = computer.human_side(session)
    if not on(session, TAKEBACK) or side is None or session.over:
        return
    count = session.takeback_plies(side)

    @guarded
    def take_back() -> None:
        session.take_back(side)
        after()

    st.button(_("Take back"), key=f"{key}_takeback", on_click=take_back,
              icon=":material/undo:", disabled=not count or computer.computers_turn(session),
              help=_(HELP[TAKEBACK]))
