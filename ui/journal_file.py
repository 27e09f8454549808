"""The one place the app shows a failure of the journal file: what happened,
that the file was left untouched, and for a damaged file the way to set it
aside (renamed, never deleted) and start a fresh journal."""
from __future__ import annotations

import functools
from typing import Any, Callable

import streamlit as st

from readings import db
from readings.failures import JournalFileError
from play.text import plain, said
from ui.i18n import _
from ui.refusals import file_failure

FAILURE = "journal_file_failure"
NOTICE = "journal_file_notice"
SHOWN = "journal_file_failure_shown"


def guarded(callback: Callable[..., Any]) -> Callable[..., Any]:
    """A widget callback whose journal-file failure is shown on the page (by
    ``run_page``) instead of as a traceback; every play action goes through it
    (a play fragment then draws the whole page, ``ui.common.end_when_over``)."""
    @functools.wraps(callback)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return callback(*args, **kwargs)
        except JournalFileError as error:
            st.session_state[FAILURE] = error
    return run


def pending() -> bool:
    """A failure caught in a callback waits to be shown by the whole page."""
    return FAILURE in st.session_state


def shown() -> bool:
    """The last whole run of the page explained a failure (the computer then
    waits for the person instead of failing again and again)."""
    return st.session_state.get(SHOWN, False)


def run_page(page: Any) -> None:
    """Run the router's page; a journal-file failure there or in a callback
    before it is explained instead of shown as a traceback."""
    if st.session_state.get(NOTICE):
        st.success(plain(st.session_state.pop(NOTICE)))
    failure = st.session_state.pop(FAILURE, None)
    st.session_state[SHOWN] = False
    if failure is not None:
        show(failure)
    try:
        page.run()
    except JournalFileError as error:
        show(error)


def show(error: JournalFileError) -> None:
    """Explain ``error``; once a run (a failed callback and the page after it
    often meet the same damaged file)."""
    if st.session_state.get(SHOWN):
        return
    st.session_state[SHOWN] = True
    st.error(said(file_failure(error)), icon=":material/database:")
    if error.damaged:
        st.button(_("Set the damaged file aside and start a fresh journal"), type="primary",
                  on_click=_set_aside, args=(str(error.path),), key="journal_file_set_aside")
        st.caption(_("The damaged file is renamed and kept beside the new one, never deleted."))


def _set_aside(path: str) -> None:
    kept = db.set_aside(path)
    st.session_state[NOTICE] = _("The damaged journal was kept as {path} and a fresh journal "
                                 "was started.").format(path=kept)
