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

LOG = logging.getLogger("kamla_senet")
SENTENCE = ("Something went wrong on this page, so it stopped here. The details were written to "
            "the log of the computer that runs the app. Reload the page, or go back to Home, to "
            "carry on.")


def run_page(page: Any) -> None:
    """Run the router's page through ``journal_file.run_page``; anything else
    that escapes it is logged and told in ``SENTENCE``."""
    try:
        journal_file.run_page(page)
    except Exception:  # the last resort: every class, by design
        LOG.exception("the page %s failed", getattr(page, "url_path", page))
        st.error(SENTENCE, icon=":material/error:")
