"""A Senet sitting's own life (issue 26), for the meditation view to show:
whether a session is a sitting, its length, its bell and ambient sound, the
streak, the lifetime totals and the milestones it reached at its end,
and the note and mood kept on its one journal entry. Pure Python."""
from __future__ import annotations

import sqlite3
from contextlib import AbstractContextManager
from typing import Any, Callable

from i18n import N_
from play.in_play import InPlay
from readings import journal, stats
from readings.days import today as todays_date


CYCLES = "senet-cycles"
PREPARATION = {N_("No preparation"): 0, N_("10 seconds"): 10, N_("30 seconds"): 30,
               N_("1 minute"): 60, N_("2 minutes"): 120}
"""The optional countdown before the sitting's clock starts (label -> seconds)."""
DEFAULT_BELL = {"sound": "bowl", "volume": 0.6}
AMBIENT_SOUNDS = {N_("Silence"): "none", N_("Rain"): "rain", N_("Wind"): "wind",
                  N_("River"): "river", N_("Low drone"): "drone"}
"""Label -> the ambient sound's name in ui/components/ambient.js."""
DEFAULT_AMBIENT = {"sound": "none", "volume": 0.4}


def is_sitting(session: InPlay) -> bool:
    """A cycle session sat as a meditation (contemplation, or on a timer): it
    writes one journal entry, its phases inside (``readings.sittings``)."""
    return session.ruleset == CYCLES and (session.mode == "contemplation"
                                          or "timer" in session.clock)


def bell_setting(session: InPlay) -> dict[str, Any]:
    return {**DEFAULT_BELL, **session.clock.get("bell", {})}


def ambient_setting(session: InPlay) -> dict[str, Any]:
    return {**DEFAULT_AMBIENT, **session.clock.get("ambient", {})}


def sat_minutes(session: InPlay) -> int:
    return max(0, round(session.elapsed_seconds() / 60))


def totals(connect: Callable[[], AbstractContextManager[sqlite3.Connection]],
           zone: str | None) -> tuple[int, stats.Lifetime]:
    """Days in a row with the practice, ending today in the time zone ``zone``,
    and the lifetime totals: sums by SQLite, never the whole journal read."""
    with connect() as con:
        return stats.streak(con, todays_date(zone), zone), stats.lifetime(con, zone)


def milestones_of_this_sitting(session: InPlay, after: stats.Lifetime) -> list[stats.Milestone]:
    """The milestones this sitting reached: those of ``after`` (its entry
    written) that the totals without it had not."""
    before = stats.Lifetime(max(0.0, after.minutes - session.elapsed_seconds() / 60),
                            max(0, after.sittings - 1), after.longest_streak)
    return stats.newly_reached(before, after)


def keep_note(connect: Callable[[], AbstractContextManager[sqlite3.Connection]],
              entry_id: int, note: str, mood: int | None) -> None:
    """The note and mood written at the end of a sitting, on its entry (its
    tags kept). :raises journal.JournalError: not acceptable; nothing changed."""
    with connect() as con:
        entry = journal.get(con, entry_id)
        journal.update_user_fields(con, entry_id, notes=note, tags=entry.tags, mood=mood)
