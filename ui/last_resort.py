"""The last resort of every page (issue 27): an error no page expected is
written with its traceback to the server's log, and the browser is told one
plain sentence — never a traceback or a server path. Errors Streamlit shows
itself (in a widget callback or a fragment's own rerun) carry no details
either: ``client.showErrorDetails = "none"`` in .streamlit/config.toml."""
from __future__ import annotations

import logging
from typing import Any

import streamlit as st

from ui import journal_file
from ui.i18n import N_, _

LOG = logging.getLogger("kamla_senet")
SENTENCE = N_("Something went wrong on this page, so it stopped here. The details were written to "
            "the log of the computer that runs the app. Reload the page, or go back to Home, to "
            "carry on.")
"""Translated with ``_`` where shown."""


def run_page(page: Any) -> None:
    """Run the router's page through ``journal_file.run_page``; anything else
    that escapes it is logged and told in ``SENTENCE``."""
    try:
        journal_file.run_page(page)
    except Exception:  # the last resort: every class, by design
        LOG.exception("the page %s failed", getattr(page, "url_path", page))
        st.error(_said(), icon=":material/error:")


def _said() -> str:
    """``SENTENCE`` in the page's language; in English if even that fails."""
    try:
        return _(SENTENCE)
    except Exception:  # the last resort says its sentence whatever broke
        return SENTENCE
