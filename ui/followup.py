"""The journal loop on the pages: "How did it turn out?" on an entry, a
gentle note on Home while readings await one, and the signs that keep
returning across the journal (``readings/followup.py``). Every text the user
wrote is shown as plain text."""
from __future__ import annotations

from datetime import date, datetime, UTC

import streamlit as st

from readings import followup, journal
from play.session import default_connection
from play.text import counted, plain, said

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
        ss[f"followup_error_{entry_id}"] = str(error)
    else:
        ss[f"followup_flash_{entry_id}"] = "Kept with today's date."


def prompts(reading: dict) -> None:
    """A stored reading's reflection prompts (1-3), as plain text."""
    found = [p for p in reading.get("prompts", []) if isinstance(p, str)]
    if found:
        st.caption("To reflect on")
        for prompt in found:
            st.text(f"\u2022 {prompt}")


def panel(entry_id: int) -> None:
    """An entry's follow-up: what was written and when, and the form to write it."""
    with default_connection() as con:
        kept = followup.get(con, entry_id)
    st.markdown("**How did it turn out?**")
    if kept is not None:
        st.caption(f"Written {kept.created_at[:10]}")
        st.text(kept.text)
    if ss.get(f"followup_error_{entry_id}"):
        st.error(said(ss.pop(f"followup_error_{entry_id}")))
    if ss.get(f"followup_flash_{entry_id}"):
        st.success(ss.pop(f"followup_flash_{entry_id}"))
    with st.form(f"followup_form_{entry_id}"):
        st.text_area("What happened since this reading", key=f"followup_text_{entry_id}",
                     max_chars=followup.MAX_TEXT, height=100,
                     value=kept.text if kept else "")
        st.form_submit_button("Keep the follow-up", on_click=_save, args=(entry_id,))


def home_note() -> None:
    """A gentle note while readings of a week ago or more await their follow-up."""
    with default_connection() as con:
        waiting = followup.awaiting(con, _today(), limit=COUNTED)
    if not waiting:
        return
    first = waiting[0]
    count = len(waiting)
    many = "More than " + counted(COUNTED - 1, "reading") if count == COUNTED \
        else counted(count, "reading")
    with st.container(border=True):
        st.markdown(f"**{many} from a week ago or more "
                    f"{'wait' if count > 1 else 'waits'} for \u201cHow did it turn out?\u201d**")
        st.caption(f"The oldest asked: {plain(first.question)} ({first.created_at[:10]})")
        st.page_link("ui/pages/journal.py", label="Open the journal",
                     icon=":material/auto_stories:")


def returning() -> None:
    """The signs that keep returning in the latest entries, as one quiet line."""
    with default_connection() as con:
        signs = followup.returning_signs(con)
    if signs:
        listed = " \u00b7 ".join(f"{plain(label)} ({n})" for label, n in signs[:6])
        st.caption(f"Signs that keep returning in your last {followup.RETURNING_WINDOW} "
                   f"entries: {listed}")
