"""The meditation view of a Senet sitting (issue 12, section 5), in the
manner of Insight Timer and Medito: a large timer, one pause/resume, the
board as a quiet backdrop with the game folded away, the bell's sound and
volume with a preview, and at the end "You sat N minutes", the streak, and a
note and mood written into the session's journal entry there and then."""
from __future__ import annotations

from typing import Callable

import streamlit as st

from readings import journal, stats
from play import lifecycle
from ui import moods
from ui.refusals import refusal
from ui.i18n import _, ngettext
from play.sitting import PREPARATION as PREPARATION  # the Senet page's setup reads it here
from play.sitting import (AMBIENT_SOUNDS, ambient_setting, bell_setting, keep_note,
                          milestones_of_this_sitting, sat_minutes, totals)
from ui.components.bell import SOUNDS
from play.session import PlaySession, default_connection
from play.text import said

CALM_STYLE = """<style>
.st-key-meditation, .st-key-meditation_toggle { align-items: center; }
.st-key-meditation_clock p, .st-key-meditation_state p { text-align: center; }
.st-key-meditation_clock p { font-size: clamp(4rem, 16vw, 9rem); line-height: 1.05;
  font-variant-numeric: tabular-nums; letter-spacing: 0.04em; margin: 0; }
.st-key-meditation_state p { font-size: 1.15rem; opacity: 0.75; }
.st-key-meditation_backdrop { opacity: 0.32; filter: saturate(0.6); pointer-events: none;
  width: 100%; max-width: 760px; margin: 0 auto; }
.st-key-meditation_folds { width: 100%; max-width: 760px; margin: 0 auto; }
.st-key-meditation_toggle button { min-width: 11rem; min-height: 3rem; font-size: 1.1rem; }
</style>"""


SITTING_STYLE = """<style>[data-testid='stHeader'] { display: none; }</style>"""
"""While the clock runs the navigation goes too: the whole screen is the sitting."""


def calm_style(sitting: bool) -> None:
    """The meditation view's own look (fixed text of ours, never user text)."""
    st.html(CALM_STYLE + (SITTING_STYLE if sitting else ""))


def big_clock(text: str, state: str) -> None:
    with st.container(key="meditation_clock"):
        st.markdown(text)
    with st.container(key="meditation_state"):
        st.markdown(state)


def sound_label(sounds: dict[str, str]) -> Callable[[str], str]:
    """Says a sound's name (a value of ``sounds``, label -> name) in the page's language."""
    labels = {value: label for label, value in sounds.items()}
    return lambda value: _(labels[value])


def sound_controls(session: PlaySession, part: str, setting: dict, sounds: dict[str, str],
                   title: str, key: str) -> None:
    """A sound's choice and volume during the sitting, kept with the session
    under ``part`` ("bell" or "ambient"); the radio's key is ``key``."""
    values = list(sounds.values())
    sound = st.radio(title, values, index=values.index(setting["sound"]),
                     format_func=sound_label(sounds), horizontal=True, key=key)
    volume = st.slider(_("Volume") if part == "bell" else _("Sound volume"), 0, 100,
                       int(round(setting["volume"] * 100)), step=5, key=f"{key}_volume")
    if (sound, volume / 100) != (setting["sound"], setting["volume"]):
        session.clock[part] = {"sound": sound, "volume": volume / 100}
        session.save()


def bell_controls(session: PlaySession, on_preview: Callable[[], None], key: str) -> None:
    """The bell's sound and volume (kept with the session) and a preview."""
    sound_controls(session, "bell", bell_setting(session), SOUNDS, _("Bell"), f"{key}_sound")
    st.button(_("Preview the bell"), on_click=on_preview, key=f"{key}_preview",
              icon=":material/notifications:")


def ambient_controls(session: PlaySession, key: str) -> None:
    """The ambient sound and its volume, changed during the sitting."""
    sound_controls(session, "ambient", ambient_setting(session), AMBIENT_SOUNDS, _("Ambient sound"),
                   f"{key}_ambient")


def lifetime_line(life: stats.Lifetime) -> str:
    """The lifetime totals in words: minutes sat, sittings, the longest streak."""
    minutes, days = round(life.minutes), life.longest_streak
    return ", ".join([
        ngettext("{n} minute sat in all", "{n} minutes sat in all", minutes).format(n=minutes),
        ngettext("{n} sitting", "{n} sittings", life.sittings).format(n=life.sittings),
        ngettext("longest streak {n} day", "longest streak {n} days", days).format(n=days)])


def _keep_note(entry_id: int, key: str) -> None:
    state = st.session_state
    try:
        keep_note(default_connection, entry_id, state[f"{key}_note"], state.get(f"{key}_mood"))
    except journal.JournalError as error:
        state[f"{key}_note_error"] = refusal(error)
        return
    state[f"{key}_note_saved"] = entry_id


def sitting_end(session: PlaySession, key: str) -> None:
    """'You sat N minutes', the streak, the lifetime totals and any milestone
    this sitting reached, and a note and mood for the entry."""
    minutes = sat_minutes(session)
    days, life = totals(default_connection, st.context.timezone)
    st.markdown("## " + ngettext("You sat {n} minute", "You sat {n} minutes", minutes).format(
        n=minutes))
    streak = ([ngettext("{n} day in a row with the practice", "{n} days in a row with the practice",
                        days).format(n=days)] if days else [])
    line = " · ".join(streak + [lifetime_line(life)]) + "."
    st.caption(line[:1].upper() + line[1:])
    for milestone in milestones_of_this_sitting(session, life):
        st.success(_("Milestone: {title}.").format(title=_(milestone.title)),
                   icon=":material/military_tech:")
    entry = lifecycle.ending_entry(session)
    if entry is None:
        return
    if st.session_state.get(f"{key}_note_saved") == entry.id:
        st.success(_("Your note and mood are kept with this session in your journal."))
        return
    with st.form(f"{key}_note_form", border=False):
        st.text_area(_("A note on this sitting (optional)"), key=f"{key}_note",
                     max_chars=journal.MAX_NOTES, placeholder=_("What stayed with you?"))
        st.radio(_("How do you feel now?"), list(journal.MOODS), format_func=moods.word,
                 index=None, horizontal=True, key=f"{key}_mood")
        st.form_submit_button(_("Keep in the journal"), on_click=_keep_note,
                              args=(entry.id, key))
    if st.session_state.get(f"{key}_note_error"):
        st.error(said(st.session_state.pop(f"{key}_note_error")))
