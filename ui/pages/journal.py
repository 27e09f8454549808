"""The reading journal: search and filter entries, read one (its question,
the form for notes, mood and tags first, then its reading; the signs folded; the
board with the reading's cells ringed and a step-through replay beside or
below), export, import, delete."""
from __future__ import annotations


import tempfile
from datetime import date
from pathlib import Path

import pandas as pd
import streamlit as st

import games
import oracle
from games.core import GameError
from readings import backup, journal, transfer
from oracle import numbering
from ui import game_list, history, replay, review
from ui.board_image import figure
from ui.common import show_reading, show_signs
from ui.followup import panel as followup_panel, returning
from ui.journal_file import guarded
from play.session import default_connection
from play.sticks import setting_words
from play.text import counted, plain, said

PAGE_SIZE = 200
EXPORT_LIMIT = 5_000  # the most entries a JSON or CSV export holds; the whole journal: a backup
NO_MOOD = "—"
MOODS = [NO_MOOD, *journal.MOODS.values()]
MOOD_NUMBERS = {word: number for number, word in journal.MOODS.items()}
ss = st.session_state
ss.setdefault("journal_flash", None)

st.title("Journal")
st.caption("Every finished game, every sitting (its phases inside) and every reading you cast "
           "is kept here.")


def families() -> list[str]:
    return sorted({games.make(n).info.family for n in games.names()})


with default_connection() as con:
    tags = journal.all_tags(con)

filters = st.columns([3, 1, 1, 2])
text = filters[0].text_input("Search", key="journal_search", max_chars=200,
                             placeholder="words in questions, notes, readings, symbols")
game = filters[1].selectbox("Game", ["All"] + families(), key="journal_game")
tag = filters[2].selectbox("Tag", ["All"] + tags, key="journal_tag")
dates = filters[3].date_input("Dates", value=(), key="journal_dates", format="YYYY-MM-DD")
since = until = None
if isinstance(dates, (tuple, list)) and dates:
    since = dates[0].isoformat()
    until = (dates[1] if len(dates) > 1 else dates[0]).isoformat()

FILTERS = dict(text=text, game=None if game == "All" else game, tag=None if tag == "All" else tag,
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
        ss.journal_restore_error = str(error)
    else:
        ss.journal_flash = (f"Restored {counted(result.added, 'entry', 'entries')} "
                            f"({result.skipped:,} already in the journal skipped).")


with st.expander("Back up and restore"):
    st.write("A backup is the whole journal in one compressed file: every entry with its "
             "reading, notes, tags, mood and follow-up. Restoring it adds the entries this "
             "journal lacks and skips those it has.")
    left, right = st.columns(2)
    with left:
        st.download_button("Download a backup", data=backup_file, on_click="ignore",
                           file_name=f"journal-{date.today().isoformat()}.sqlite3.gz",
                           mime="application/gzip", key="journal_backup",
                           icon=":material/download:")
    with right:
        st.file_uploader(f"Restore a backup (up to {backup.MAX_UPLOAD_MB:,} MB)",
                         type=["gz", "sqlite3"], key="journal_restore_file",
                         max_upload_size=backup.MAX_UPLOAD_MB)
        st.button("Restore", key="journal_restore", on_click=restore_upload)
        if ss.get("journal_restore_error"):
            st.error(f"Nothing was restored: {plain(ss.pop('journal_restore_error'))}")

with st.expander("Export for a spreadsheet, import a JSON export"):
    st.caption("CSV opens in a spreadsheet; JSON moves a few entries between journals "
               f"(imports up to {transfer.MAX_BYTES // (1024 * 1024)} MB). To keep the whole "
               "journal safe, use a backup.")
    left, right = st.columns(2)
    with left:
        too_many = total > EXPORT_LIMIT  # an export is built in memory, a backup is not
        if too_many:
            st.caption(f"Narrow the filters to at most {EXPORT_LIMIT:,} entries to export them.")
        st.download_button(f"Export these {counted(total, 'entry', 'entries')} as JSON",
                           data=lambda: transfer.to_json(matching()), file_name="journal.json",
                           mime="application/json", on_click="ignore", key="journal_export_json",
                           disabled=too_many)
        st.download_button(f"Export these {counted(total, 'entry', 'entries')} as CSV",
                           data=lambda: transfer.to_csv(matching()), file_name="journal.csv",
                           mime="text/csv", on_click="ignore", key="journal_export_csv",
                           disabled=too_many)
    with right:
        upload = st.file_uploader("Import a JSON export", type=["json"], key="journal_upload",
                                  max_upload_size=transfer.MAX_BYTES // (1024 * 1024))
        if upload is not None and st.button("Import", key="journal_import"):
            try:
                with default_connection() as con:
                    result = transfer.import_json(con, upload.getvalue())
            except transfer.ImportRejected as error:
                st.error(f"Nothing was imported: {plain(str(error))}")
            else:
                ss.journal_flash = (f"Imported {counted(result.added, 'entry', 'entries')}"
                                    f" ({result.skipped} already in the journal skipped).")
                st.rerun()

if not total:
    st.info("No entries yet. Finish a game or cast a reading during one, and it appears here."
            if not (text or tag != "All" or game != "All" or since) else
            "No entry matches these filters.")
    st.stop()

table = pd.DataFrame({
    "when": [game_list.local_time(e.created_at, st.context.timezone) for e in shown],
    "game": [game_list.title(e.ruleset) for e in shown],
    "kind": [e.kind for e in shown],
    "reading": [e.title for e in shown],
    "tags": [e.tags for e in shown],
    "mood": [journal.MOODS.get(e.mood, "") for e in shown],
})
st.caption(counted(total, "entry", "entries") + (f", the newest {PAGE_SIZE} shown" if total > PAGE_SIZE
                                 else "") + ". Select one to open it.")
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
                                       mood=MOOD_NUMBERS.get(mood))
    except journal.JournalError as error:
        ss.journal_error = str(error)
    else:
        ss.journal_flash = "Saved."


@guarded
def delete_entry(entry_id: int) -> None:
    with default_connection() as con:
        journal.delete(con, entry_id)
    ss.journal_flash = "The entry was deleted."


CAST_STYLE = """<style>.st-key-journal_cast [data-testid='stText'] { font-family: inherit;
font-size: 2.6rem; line-height: 1.1; }</style>"""


def show_cast(marks: list) -> None:
    """Beside the board: the cast's hexagrams, large, and the cast in words."""
    st.html(CAST_STYLE)
    with st.container(key="journal_cast"):
        st.text(" \u2192 ".join(hexagram.symbol for _, hexagram in marks))
    st.caption(replay.cast_caption(marks) + " Framed in gold on the board.")


st.divider()
head, actions = st.columns([4, 1])
head.subheader(f"{game_list.title(entry.ruleset)} · {entry.kind}")
head.caption(" · ".join([game_list.local_time(entry.created_at, st.context.timezone),
                         f"{entry.minutes:g} minute{'s' * (entry.minutes != 1)}"]
                        + setting_words(entry.options)
                        + ([f"feeling {journal.MOODS[entry.mood].lower()}"] if entry.mood else [])))
with actions.popover("Delete…"):
    st.write("Delete this entry for ever? Its notes go with it.")
    st.button("Yes, delete it", key=f"journal_delete_{entry.id}", on_click=delete_entry,
              args=(entry.id,))

reading_col, board_col = st.columns([3, 2], gap="large")
with reading_col:  # the person's own words first (issue 28), then the reading
    st.markdown("**Your notes**")
    if ss.get("journal_error"):
        st.error(said(ss.pop("journal_error")))
    with st.form(f"journal_form_{entry.id}"):
        st.text_area("Notes", value=entry.notes, key=f"journal_notes_{entry.id}",
                     max_chars=journal.MAX_NOTES, height=110)
        st.select_slider("Mood", options=MOODS, value=journal.MOODS.get(entry.mood, NO_MOOD),
                         key=f"journal_mood_{entry.id}")
        st.text_input("Tags (comma-separated)", value=", ".join(entry.tags),
                      key=f"journal_tags_{entry.id}", max_chars=400)
        st.form_submit_button("Save", on_click=save_fields, args=(entry.id,))
    show_reading(entry)
    followup_panel(entry.id)
    show_signs(entry)

with board_col:
    try:
        game_obj, states = replay.positions(entry.ruleset, entry.options, entry.start_position,
                                            entry.record)
    except (GameError, ValueError) as error:
        st.warning(f"This record cannot be replayed: {plain(str(error))}")
    else:
        numbered = history.record(game_obj, states, entry.record)
        ply = len(states) - 1
        if ply:
            ply = st.select_slider("Step through the record", range(len(states)), ply,
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
                                      finished=entry.outcome is not None), marked=marked,
                         cast=tuple(cell for cell, _ in cast)),
                  clear_figure=False)
        if cast:
            show_cast(cast)
        shown_at = (f"After {numbering.moment(numbered, ply - 1)}"
                    if ply > numbering.before_moves(numbered) else "The start")
        st.caption(plain(f"{shown_at}; the record ends {numbering.length(numbered)}.")
                   + (" Ringed: the cells the reading names." if marked else ""))
        review.evaluation(weighed, game_obj.info.players, numbered)
        review.journal_button(entry)
