"""The interface's language (issue 29): the browser's first, then the person's
choice, kept for this visit and for the next (``readings.preferences``).

``_("...")`` translates a message into the page's language and ``ngettext``
picks a count's form (Russian has three); texts kept as constants are marked
with ``N_`` where they are written and translated with ``_`` where they are shown.
"""
from __future__ import annotations

import streamlit as st

import i18n
from i18n import N_ as N_  # re-exported: the pages mark their constants with it
from readings import preferences

KEY = "language"


def language() -> str:
    """The page's language: chosen in this visit, else kept from an earlier one,
    else the browser's (``st.context.locale``, ``Accept-Language``)."""
    chosen = st.session_state.get(KEY)
    if chosen in i18n.LANGUAGES:
        return str(chosen)
    kept = preferences.load().get(KEY)
    found = kept if kept in i18n.LANGUAGES else i18n.negotiate(
        st.context.locale, st.context.headers.get("Accept-Language"))
    st.session_state[KEY] = found
    return str(found)


def _(message: str) -> str:
    return i18n.translations(language()).gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of ``count`` (format it in: ``ngettext("{n} game", "{n} games", n).format(n=n)``)."""
    return i18n.translations(language()).ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    return i18n.translations(language()).pgettext(context, message)


def _switched() -> None:
    chosen = st.session_state.get("language_switch")
    if chosen in i18n.LANGUAGES:
        st.session_state[KEY] = chosen
        preferences.remember(KEY, chosen)


SWITCH_STYLE = """<style>
.st-key-language_corner { position: fixed; top: 0.75rem; right: 4.5rem; z-index: 999990;
                          width: auto; }
.st-key-language_corner button { min-height: 2rem; padding: 0 0.6rem; }
</style>"""
"""The switch sits in the header's empty corner, so that it takes no room from a page."""


def switch() -> None:
    """The language switch, in the top corner of every page (the router draws it)."""
    current = language()
    st.session_state["language_switch"] = current
    st.html(SWITCH_STYLE)
    with st.container(key="language_corner"):
        st.segmented_control(
            _("Language"), list(i18n.LANGUAGES), format_func=i18n.NAMES.__getitem__,
            key="language_switch", on_change=_switched, label_visibility="collapsed",
            selection_mode="single")
