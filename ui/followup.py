"""The journal loop on the pages: "How did it turn out?" on an entry, a
gentle note on Home while readings await one, and the signs that keep
returning across the journal (``readings/followup.py``). Every text the user
wrote is shown as plain text."""
from __future__ import annotations

from datetime import date, datetime, UTC

import streamlit as st

from readings import followup, journal
from play.session import default_connection
from play.text import plain, said
import i18n
from ui.i18n import _, language, ngettext
from ui.refusals import refusal

COUNTED = 100
"""The home note counts waiting readings up to 99, then says "more than 99"."""

ss = st.session_state


def _today() -> date:
    return datetime.now(UTC).date()


def _save(entry_id: int) -> None:
    try:
        with default_connection() as con:
            followup.write(con, entry_id, ss[f"followup_text_{entry_id}"])
    except journal.JournalError as error:
        ss[f"followup_error_{entry_id}"] = refusal(error)
    else:
        ss[f"followup_flash_{entry_id}"] = _("Kept with today's date.")


def _day(stamp: str) -> str:
    """A stored stamp's day (``2026-11-26``) as the page's language writes a date."""
    return i18n.format_date(date.fromisoformat(stamp[:10]), language())


def prompts(reading: dict) -> None:
    """A stored reading's reflection prompts (1-3), as plain text."""
    found = [p for p in reading.get("prompts", []) if isinstance(p, str)]
    if found:
        st.caption(_("To reflect on"))
        for prompt in found:
            st.text(f"\u2022 {prompt}")


def panel(entry_id: int) -> None:
    """An entry's follow-up: what was written and when, and the form to write it."""
    with default_connection() as con:
        kept = followup.get(con, entry_id)
    st.markdown(_("**How did it turn out?**"))
    if kept is not None:
        st.caption(_("Written {day}").format(day=_day(kept.created_at)))
        st.text(kept.text)
    if ss.get(f"followup_error_{entry_id}"):
        st.error(said(ss.pop(f"followup_error_{entry_id}")))
    if ss.get(f"followup_flash_{entry_id}"):
        st.success(ss.pop(f"followup_flash_{entry_id}"))
    with st.form(f"followup_form_{entry_id}"):
        st.text_area(_("What happened since this reading"), key=f"followup_text_{entry_id}",
                     max_chars=followup.MAX_TEXT, height=100,
                     value=kept.text if kept else "")
        st.form_submit_button(_("Keep the follow-up"), on_click=_save, args=(entry_id,))


def home_note() -> None:
    """A gentle note while readings of a week ago or more await their follow-up."""
    with default_connection() as con:
        waiting = followup.awaiting(con, _today(), limit=COUNTED)
    if not waiting:
        return
    first = waiting[0]
    count = len(waiting)
    shown = i18n.format_number(COUNTED - 1 if count == COUNTED else count, language())
    with st.container(border=True):
        if count == COUNTED:
            st.markdown(_("**More than {n} readings from a week ago or more wait for "
                          "\u201cHow did it turn out?\u201d**").format(n=shown))
        else:
            st.markdown(ngettext(
                "**{n} reading from a week ago or more waits for \u201cHow did it turn out?\u201d**",
                "**{n} readings from a week ago or more wait for \u201cHow did it turn out?\u201d**",
                count).format(n=shown))
        st.caption(_("The oldest asked: {question} ({day})").format(
            question=plain(first.question), day=_day(first.created_at)))
        st.page_link("ui/pages/journal.py", label=_("Open the journal"),
                     icon=":material/auto_stories:")


def returning() -> None:
    """The signs that keep returning in the latest entries, as one quiet line."""
    with default_connection() as con:
        signs = followup.returning_signs(con)
    if signs:
        listed = " \u00b7 ".join(f"{plain(label)} ({n})" for label, n in signs[:6])
        st.caption(_("Signs that keep returning in your last {n} entries: {signs}").format(
            n=followup.RETURNING_WINDOW, signs=listed))
