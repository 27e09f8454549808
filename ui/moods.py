"""The mood words, in one place for every page that asks or shows a mood (the
journal, the sitting): ``readings.journal.MOODS`` keeps them by number, this
module says them in the page's language (issue 29)."""
from __future__ import annotations

from readings import journal
from ui.i18n import N_, _

MARKED = (N_("Troubled"), N_("Restless"), N_("Even"), N_("Calm"), N_("Still"))
"""The words of ``readings.journal.MOODS``, marked for the catalog."""


def word(number: int | None) -> str:
    """The mood ``number`` (1-5) in the page's language; "" for none."""
    return _(journal.MOODS[number]) if number in journal.MOODS else ""


def words() -> dict[int, str]:
    """Every mood by number, in the page's language, calmest last."""
    return {number: word(number) for number in journal.MOODS}
