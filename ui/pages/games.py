"""Games: every saved game, unfinished first, paged with no cap; continue one,
put it aside (archive), delete it after a confirmation, or read the journal
entry a finished game left (issue 15)."""
from __future__ import annotations

import sqlite3

import streamlit as st

from readings import remote, saved_games
from readings.saved_games import SavedGame
from ui import catalog, common
from ui.catalog import PAGES
from ui.game_address import PARAM
from play.session import default_connection
from play.text import said
import i18n
from ui.i18n import N_, _, language, ngettext
from ui.refusals import refusal

PAGE_SIZE = 10
LISTS = {"Unfinished": "playing", "Archived": "archived", "Finished": "finished"}
NAMES = {"Unfinished": N_("Unfinished"), "Archived": N_("Archived"), "Finished": N_("Finished")}
ss = st.session_state
ss.setdefault("games_offset", 0)


def tidy() -> int:
    """Drop the games begun over an hour ago in which no move was made."""
    with default_connection() as con:
        return saved_games.tidy_abandoned(con)


def seat_key() -> str | None:
    """This browser's seat at a two-screen game, if it holds one (``kamla_remote``)."""
    return ss.get("remote_token")


def archive(game_id: int, archived: bool) -> None:
    with default_connection() as con:
        if refused(con, game_id):
            return
        saved_games.archive(con, game_id, archived)


def delete(game_id: int) -> None:
    with default_connection() as con:
        if refused(con, game_id):
            return
        saved_games.delete(con, game_id)
    ss.games_notice = _("The game was deleted.")


def refused(con: sqlite3.Connection, game_id: int) -> bool:
    """A two-screen game belongs to its seats: any other browser is refused
    (checked again here, whatever the page showed)."""
    try:
        remote.guard(con, game_id, seat_key())
    except remote.RemoteError as error:
        ss.games_error = said(refusal(error))
        return True
    return False


def reset_offset() -> None:
    ss.games_offset = 0


def row(saved: SavedGame, entry_id: int | None, mine: bool) -> None:
    with st.container(border=True, key=f"games_row_{saved.id}"):
        picture, words = st.columns([1, 5], vertical_alignment="center")
        playable = common.saved_game_card(saved, picture, words, size=104)
        if not mine:
            words.caption(_("Played on two screens: only its two players can end, archive or "
                            "delete it."))
            return
        buttons(words.container(horizontal=True, gap="small", vertical_alignment="center"),
                saved, entry_id, playable=playable)


def buttons(place, saved: SavedGame, entry_id: int | None, *, playable: bool) -> None:
    family = family_of(saved)
    if playable and family and saved.mode != "two screens":
        label = _("Review") if saved.finished else _("Continue")
        if saved.archived_at:
            place.button(_("Bring back"), key=f"games_back_{saved.id}", on_click=archive,
                         args=(saved.id, False), help=_("Back to the unfinished games."))
        else:
            place.page_link(PAGES[family], label=label, icon=":material/play_arrow:",
                            query_params={PARAM: str(saved.id)})
    if entry_id is not None:
        if place.button(_("Read its entry"), key=f"games_entry_{saved.id}"):
            common.reading_dialog(entry_id)
    if not saved.finished and not saved.archived_at:
        place.button(_("Archive"), key=f"games_archive_{saved.id}", on_click=archive,
                      args=(saved.id, True), help=_("Put it aside: it leaves this list, whole."))
    with place.popover(_("Delete…")):
        st.write(_("Delete this game for good? Its journal entries stay."))
        st.button(_("Yes, delete it"), key=f"games_delete_{saved.id}", on_click=delete,
                  args=(saved.id,), type="primary")


def family_of(saved: SavedGame) -> str | None:
    """The game's family, or None for a ruleset this version does not know."""
    try:
        return catalog.family_of(saved.ruleset)
    except (LookupError, ValueError):
        return None


def pager(total: int) -> None:
    first = ss.games_offset
    lang = language()
    shown = _("Games {first}–{last} of {total}").format(
        first=first + 1, last=min(first + PAGE_SIZE, total), total=i18n.format_number(total, lang))
    back, label, on = st.columns([1, 2, 1], vertical_alignment="center")
    back.button(_("Newer"), key="games_newer", icon=":material/chevron_left:",
                disabled=first == 0, on_click=step, args=(-PAGE_SIZE,))
    label.caption(shown)
    on.button(_("Older"), key="games_older", icon=":material/chevron_right:",
              disabled=first + PAGE_SIZE >= total, on_click=step, args=(PAGE_SIZE,))


def step(by: int) -> None:
    ss.games_offset = max(0, ss.games_offset + by)


def page() -> None:
    st.title(_("Games"))
    removed = tidy()
    if removed:
        st.caption(ngettext("Tidied away {n} game begun over an hour ago without a move.",
                            "Tidied away {n} games begun over an hour ago without a move.",
                            removed).format(n=i18n.format_number(removed, language())))
    if ss.get("games_notice"):
        st.success(ss.pop("games_notice"))
    if ss.get("games_error"):
        st.error(ss.pop("games_error"))
    with default_connection() as con:
        counts = {name: saved_games.count(con, status=status) for name, status in LISTS.items()}
    choice = st.segmented_control(
        _("Which games"), list(LISTS), default="Unfinished", key="games_list",
        format_func=lambda name: f"{_(NAMES[name])} ({counts[name]})", on_change=reset_offset,
        label_visibility="collapsed") or "Unfinished"
    total = counts[choice]
    if not total:
        st.info({"Unfinished": _("No game is waiting. Begin one from the Play menu."),
                 "Archived": _("No game is put aside."),
                 "Finished": _("No game is finished yet.")}[choice])
        return
    ss.games_offset = min(ss.games_offset, (total - 1) // PAGE_SIZE * PAGE_SIZE)
    with default_connection() as con:
        shown = saved_games.listing(con, status=LISTS[choice], offset=ss.games_offset,
                                    limit=PAGE_SIZE)
        entries = saved_games.ending_entries(con, [g.id for g in shown])
        mine = {g.id: remote.holds(con, g.id, seat_key()) for g in shown}
    for saved in shown:
        row(saved, entries.get(saved.id), mine[saved.id])
    if total > PAGE_SIZE:
        pager(total)


page()
