"""The reading journal: search and filter entries, read one (its question,
the form for notes, mood and tags first, then its reading; the signs folded; the
board with the reading's cells ringed and a step-through replay beside or
below), export, import, delete."""
from __future__ import annotations


import dataclasses
import tempfile
from datetime import date
from pathlib import Path

import pandas as pd
import streamlit as st

import games
import i18n
import oracle
from games.core import GameError
from readings import backup, journal, saved_games, transfer
from ui import game_list, history, names, replay, review, uploads
from ui.board_image import figure
from ui.catalog import BY_FAMILY
from ui.common import show_reading, show_signs
from ui.followup import panel as followup_panel, returning
from ui.journal_file import guarded
from play import lifecycle
from play.session import default_connection
from play.sticks import setting_words
from play.text import plain, said
from ui import moods
from ui.i18n import _, language, ngettext, pgettext
from ui.refusals import refusal

PAGE_SIZE = 200
EXPORT_LIMIT = 5_000  # the most entries a JSON or CSV export holds; the whole journal: a backup
NO_MOOD = 0  # the mood slider's first stop: no mood kept
MOODS = [NO_MOOD, *journal.MOODS]
ALL = "All"  # the filters' first choice: no game or tag chosen
ss = st.session_state
ss.setdefault("journal_flash", None)

LANG = language()


def entries(count: int) -> str:
    """``3 entries``, ``3 записи``."""
    return ngettext("{n} entry", "{n} entries", count).format(
        n=i18n.format_number(count, LANG))


st.title(_("Journal"))
st.caption(_("Every finished game, every sitting (its phases inside) and every reading you cast "
             "is kept here."))


def families() -> list[str]:
    return sorted({games.make(n).info.family for n in games.names()})


with default_connection() as con:
    tags = journal.all_tags(con)

filters = st.columns([3, 1, 1, 2])
text = filters[0].text_input(_("Search"), key="journal_search", max_chars=200,
                             placeholder=_("words in questions, notes, readings, symbols"))
game = filters[1].selectbox(
    _("Game"), [ALL] + families(), key="journal_game",
    format_func=lambda f: _("All") if f == ALL else _(BY_FAMILY[f].title) if f in BY_FAMILY else f)
tag = filters[2].selectbox(_("Tag"), [ALL] + tags, key="journal_tag",
                           format_func=lambda t: _("All") if t == ALL else t)
dates = filters[3].date_input(_("Dates"), value=(), key="journal_dates",
                              format="YYYY-MM-DD" if LANG == "en" else "DD.MM.YYYY")
since = until = None
if isinstance(dates, (tuple, list)) and dates:
    since = dates[0].isoformat()
    until = (dates[1] if len(dates) > 1 else dates[0]).isoformat()

FILTERS = dict(text=text, game=None if game == ALL else game, tag=None if tag == ALL else tag,
               since=since, until=until)
with default_connection() as con:
    total, shown = journal.summaries(con, limit=PAGE_SIZE, **FILTERS)


def matching() -> list[journal.Entry]:
    """Every matching entry in full (read only when an export is asked for)."""
    with default_connection() as con:
        return journal.search(con, **FILTERS)


if ss.journal_flash:
    st.success(ss.journal_flash)
    ss.journal_flash = None

def backup_file() -> bytes:
    """A backup of the whole journal, made on disk by SQLite (never entry by
    entry in memory) and handed to the browser as the compressed file."""
    with tempfile.TemporaryDirectory() as scratch, default_connection() as con:
        return backup.backup(con, Path(scratch) / "journal.sqlite3.gz").read_bytes()


@guarded
def restore_upload() -> None:
    upload = ss.get("journal_restore_file")
    if upload is None:
        return
    try:
        with default_connection() as con:
            result = backup.restore(con, upload)
    except backup.RestoreRefused as error:
        ss.journal_restore_error = refusal(error)
    else:
        ss.journal_flash = _("Restored {entries} ({skipped} already in the journal skipped).").format(
            entries=entries(result.added), skipped=i18n.format_number(result.skipped, LANG))


with st.expander(_("Back up and restore")):
    st.write(_("A backup is the whole journal in one compressed file: every entry with its "
               "reading, notes, tags, mood and follow-up. Restoring it adds the entries this "
               "journal lacks and skips those it has."))
    left, right = st.columns(2)
    with left:
        st.download_button(_("Download a backup"), data=backup_file, on_click="ignore",
                           file_name=f"journal-{date.today().isoformat()}.sqlite3.gz",
                           mime="application/gzip", key="journal_backup",
                           icon=":material/download:")
    with right:
        uploads.file_uploader(_("Restore a backup (up to {size} MB)").format(
                                  size=i18n.format_number(backup.MAX_UPLOAD_MB, LANG)),
                              types=["gz", "sqlite3"], key="journal_restore_file",
                              most_mb=backup.MAX_UPLOAD_MB)
        st.button(_("Restore"), key="journal_restore", on_click=restore_upload)
        if ss.get("journal_restore_error"):
            st.error(_("Nothing was restored: {why}").format(
                why=plain(ss.pop("journal_restore_error"))))

with st.expander(_("Export for a spreadsheet, import a JSON export")):
    st.caption(_("CSV opens in a spreadsheet; JSON moves a few entries between journals "
                 "(imports up to {size} MB). To keep the whole journal safe, use a backup.")
               .format(size=transfer.MAX_BYTES // (1024 * 1024)))
    left, right = st.columns(2)
    with left:
        too_many = total > EXPORT_LIMIT  # an export is built in memory, a backup is not
        if too_many:
            st.caption(_("Narrow the filters to at most {limit} entries to export them.").format(
                limit=i18n.format_number(EXPORT_LIMIT, LANG)))
        st.download_button(_("Export these {entries} as JSON").format(entries=entries(total)),
                           data=lambda: transfer.to_json(matching()), file_name="journal.json",
                           mime="application/json", on_click="ignore", key="journal_export_json",
                           disabled=too_many)
        st.download_button(_("Export these {entries} as CSV").format(entries=entries(total)),
                           data=lambda: transfer.to_csv(matching()), file_name="journal.csv",
                           mime="text/csv", on_click="ignore", key="journal_export_csv",
                           disabled=too_many)
    with right:
        upload = uploads.file_uploader(_("Import a JSON export"), types=["json"],
                                       key="journal_upload",
                                       most_mb=transfer.MAX_BYTES // (1024 * 1024))
        if upload is not None and st.button(_("Import"), key="journal_import"):
            try:
                with default_connection() as con:
                    result = transfer.import_json(con, upload.getvalue())
            except transfer.ImportRejected as error:
                st.error(_("Nothing was imported: {why}").format(why=plain(refusal(error))))
            else:
                ss.journal_flash = _("Imported {entries} ({skipped} already in the journal "
                                     "skipped).").format(
                    entries=entries(result.added), skipped=i18n.format_number(result.skipped, LANG))
                st.rerun()

if not total:
    st.info(_("No entries yet. Finish a game or cast a reading during one, and it appears here.")
            if not (text or tag != ALL or game != ALL or since) else
            _("No entry matches these filters."))
    st.stop()

table = pd.DataFrame({
    pgettext("journal column", "when"): [
        game_list.local_time(e.created_at, st.context.timezone, lang=LANG) for e in shown],
    pgettext("journal column", "game"): [game_list.title(e.ruleset, LANG) for e in shown],
    pgettext("journal column", "kind"): [game_list.kind(e.kind, LANG) for e in shown],
    pgettext("journal column", "reading"): [e.title for e in shown],
    pgettext("journal column", "tags"): [e.tags for e in shown],
    pgettext("journal column", "mood"): [moods.word(e.mood) for e in shown],
})
st.caption(_("{entries}, the newest {shown} shown. Select one to open it.").format(
    entries=entries(total), shown=PAGE_SIZE) if total > PAGE_SIZE else
    _("{entries}. Select one to open it.").format(entries=entries(total)))
returning()
picked = st.dataframe(table, hide_index=True, on_select="rerun", selection_mode="single-row",
                      key="journal_table", width="stretch")


def open_entry_id(rows: list[int]) -> int:
    """The open entry, by id: a new click picks a row of the table as it was
    drawn for that click; entries added elsewhere since never change it."""
    if rows != ss.get("journal_rows_seen"):
        ss.journal_rows_seen = rows
        drawn = ss.get("journal_row_ids", [])
        if rows and rows[0] < len(drawn):
            ss.journal_open_id = drawn[rows[0]]
    ss.journal_row_ids = [e.id for e in shown]
    if ss.get("journal_open_id") not in ss.journal_row_ids:
        ss.journal_open_id = shown[0].id
    return ss.journal_open_id


with default_connection() as con:
    entry = journal.get(con, open_entry_id(list(picked.selection.rows) if picked else []))


@guarded
def save_fields(entry_id: int) -> None:
    mood = ss[f"journal_mood_{entry_id}"]
    try:
        with default_connection() as con:
            journal.update_user_fields(con, entry_id, notes=ss[f"journal_notes_{entry_id}"],
                                       tags=ss[f"journal_tags_{entry_id}"],
                                       mood=mood or None)
    except journal.JournalError as error:
        ss.journal_error = refusal(error)
    else:
        ss.journal_flash = _("Saved.")


@guarded
def delete_entry(entry_id: int) -> None:
    with default_connection() as con:
        journal.delete(con, entry_id)
    ss.journal_flash = _("The entry was deleted.")


CAST_STYLE = """<style>.st-key-journal_cast [data-testid='stText'] { font-family: inherit;
font-size: 2.6rem; line-height: 1.1; }</style>"""


def show_cast(marks: list) -> None:
    """Beside the board: the cast's hexagrams, large, and the cast in words."""
    st.html(CAST_STYLE)
    with st.container(key="journal_cast"):
        st.text(" \u2192 ".join(hexagram.symbol for _, hexagram in marks))
    st.caption(_("{cast} Framed in gold on the board.").format(cast=replay.cast_caption(marks, LANG)))


def _querent(entry: journal.Entry) -> int | None:
    """The side the entry's readings spoke for, kept with its saved game."""
    if entry.saved_game_id is None:
        return None
    with default_connection() as con:
        try:
            kept = saved_games.load(con, entry.saved_game_id).clock.get("querent")
        except LookupError:
            return None
    return kept if kept in (0, 1) else None


def read_in_other_language(entry: journal.Entry) -> None:
    """The entry's reading cast again from its record in the other language
    (issue 29); the reading it keeps stays as it was cast."""
    kept = str(entry.reading.get("lang") or "en")
    other = next(lang for lang in i18n.LANGUAGES if lang != kept)
    if not entry.record:
        return
    if not st.toggle(_("Read it in {language}").format(language=i18n.NAMES[other]),
                     key=f"journal_again_{entry.id}"):
        return
    again = lifecycle.read_again(entry, other, _querent(entry))
    if again is not None:
        with st.container(border=True):
            show_reading(dataclasses.replace(entry, reading=again), suffix="_again")


st.divider()
head, actions = st.columns([4, 1])
head.subheader(f"{game_list.title(entry.ruleset, LANG)} · {game_list.kind(entry.kind, LANG)}")
head.caption(" · ".join([game_list.local_time(entry.created_at, st.context.timezone, lang=LANG),
                         game_list.minutes(entry.minutes, LANG)]
                        + setting_words(entry.options, LANG)
                        + ([_("feeling {mood}").format(mood=moods.word(entry.mood).lower())]
                           if entry.mood else [])))
with actions.popover(_("Delete…")):
    st.write(_("Delete this entry for ever? Its notes go with it."))
    st.button(_("Yes, delete it"), key=f"journal_delete_{entry.id}", on_click=delete_entry,
              args=(entry.id,))

reading_col, board_col = st.columns([3, 2], gap="large")
with reading_col:  # the person's own words first (issue 28), then the reading
    st.markdown(_("**Your notes**"))
    if ss.get("journal_error"):
        st.error(said(ss.pop("journal_error")))
    with st.form(f"journal_form_{entry.id}"):
        st.text_area(_("Notes"), value=entry.notes, key=f"journal_notes_{entry.id}",
                     max_chars=journal.MAX_NOTES, height=110)
        st.select_slider(_("Mood"), options=MOODS,
                         value=entry.mood if entry.mood in journal.MOODS else NO_MOOD,
                         format_func=lambda number: moods.word(number) or "—",
                         key=f"journal_mood_{entry.id}")
        st.text_input(_("Tags (comma-separated)"), value=", ".join(entry.tags),
                      key=f"journal_tags_{entry.id}", max_chars=400)
        st.form_submit_button(_("Save"), on_click=save_fields, args=(entry.id,))
    show_reading(entry)
    read_in_other_language(entry)
    followup_panel(entry.id)
    show_signs(entry)

with board_col:
    try:
        game_obj, states = replay.positions(entry.ruleset, entry.options, entry.start_position,
                                            entry.record)
    except (GameError, ValueError) as error:
        st.warning(_("This record cannot be replayed: {why}").format(why=plain(names.refusal(error))))
    else:
        numbered = history.record(game_obj, states, entry.record)
        ply = len(states) - 1
        if ply:
            ply = st.select_slider(_("Step through the record"), range(len(states)), ply,
                                   format_func=lambda i: history.at(numbered, i),
                                   key=f"journal_ply_{entry.id}")
        last = None
        if ply:
            last = game_obj.parse_move(states[ply - 1], entry.record[ply - 1])
        weighed = oracle.read(entry.ruleset, entry.record, options=entry.options,
                              start_position=entry.start_position or None)
        kept_cells = entry.reading.get("cells")  # entries written before 2026-11 have none
        if not isinstance(kept_cells, list):
            kept_cells = weighed.cells
        at_end = ply == len(states) - 1
        marked = replay.cell_ids(game_obj, kept_cells) if at_end else frozenset()
        cast = replay.cast_marks(game_obj, entry.reading.get("cast")) if at_end else []
        st.pyplot(figure(replay.scene(game_obj, states[ply], last,
                                      finished=entry.outcome is not None, lang=LANG),
                         marked=marked,
                         cast=tuple(cell for cell, _ in cast)),
                  clear_figure=False)
        if cast:
            show_cast(cast)
        st.caption(plain(_("{shown}; the record ends {length}.").format(
            shown=history.after(numbered, ply), length=history.length(numbered)))
            + (" " + _("Ringed: the cells the reading names.") if marked else ""))
        review.evaluation(weighed, [names.said(p, LANG) for p in game_obj.info.players],
                          numbered)
        review.journal_button(entry)
