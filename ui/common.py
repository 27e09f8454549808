"""Page pieces shared by every game: outcome text, the move list, draw and
resignation controls, and the list of unfinished games to continue."""
from __future__ import annotations

import json
from typing import Any, Callable, Sequence

import streamlit as st

import games
from games.core import GameError
from readings import journal, saved_games
from readings.saved_games import SavedGame
from oracle import numbering
from ui import game_list, history, journal_file, names, review
from ui.catalog import PAGES, family_of
from play import lifecycle
from ui.followup import prompts as reflection_prompts
from ui.i18n import N_, _, language, ngettext
from ui.journal_file import guarded
from play.session import PlaySession, default_connection
from play.text import plain, said
import i18n

CONTINUE_SHOWN = 5
"""The latest games offered under a setup; the Games page lists every one."""
THUMB = 64
"""Pixels: the board of a game offered to continue."""
INTENTION_HINT = N_("What do you bring to this game?")
"""The placeholder of every game's intention field."""
NUMBER_WIDTH = 440
"""Pixels: a setup's number field, wide enough for its label, not the page."""


def steps_text(session: PlaySession, lang: str = "en") -> str:
    """How long the record is, numbered as the move list numbers it:
    ``12 moves`` (full moves; Kamla's secret Ruler choices are not moves), or
    ``740 turns`` in a game of throws."""
    rp = history.record(session.game, session.states, session.record)
    words = i18n.translations(lang)
    if numbering.by_turns(rp):
        count = int(session.state.turn)
        return words.ngettext("{n} turn", "{n} turns", count).format(
            n=i18n.format_number(count, lang))
    count = numbering.full_moves(rp)
    return words.ngettext("{n} move", "{n} moves", count).format(n=i18n.format_number(count, lang))


STATUS_STYLE = """<style>.st-key-status_line [data-testid='stText'] { font-family: inherit;
font-size: 1.5rem; font-weight: 600; line-height: 1.3; white-space: pre-wrap; }</style>"""


def status_heading(text: str) -> None:
    """A play page's status line, as large as a heading; the player names in
    it show as typed (plain text: no Markdown, no links)."""
    st.html(STATUS_STYLE)
    with st.container(key="status_line"):
        st.text(text)


def numbered(texts: Sequence[str], before: int = 0) -> str:
    """``1. a b`` lines, two plies a line; the ``before`` plies that are not
    moves (the secret Ruler choices) on a line of their own, unnumbered."""
    lines = [f"     {' '.join(texts[:before])}"] if before else []
    for i in range(before, len(texts), 2):
        pair = " ".join(texts[i:i + 2])
        lines.append(f"{(i - before) // 2 + 1:>3}. {pair}")
    return "\n".join(lines)


def draw_and_resign(session: PlaySession, players: Sequence[str], *, key_prefix: str) -> None:
    turn = session.game.to_move(session.state)
    standing = session.draw_offer
    if standing is not None and not standing.declined:
        st.info(plain(_("{offering} offers a draw. {other}, do you accept?").format(
            offering=players[standing.by], other=players[1 - standing.by])))
        yes, no = st.columns(2)
        yes.button(_("Accept the draw"), on_click=guarded(session.answer_draw),
                   args=(1 - standing.by, True), key=f"{key_prefix}_draw_yes")
        no.button(_("Decline"), on_click=guarded(session.answer_draw),
                  args=(1 - standing.by, False), key=f"{key_prefix}_draw_no")
        return
    offer, resign = st.columns(2)
    offer.button(_("Offer a draw"), on_click=guarded(session.offer_draw), args=(turn,),
                 key=f"{key_prefix}_draw_offer", disabled=standing is not None)
    with resign.popover(_("Resign…")):
        st.text(_("{side} gives up this game.").format(side=players[turn]))
        st.button(plain(_("Yes, {side} resigns").format(side=players[turn])),
                  on_click=guarded(session.resign),
                  args=(turn,), key=f"{key_prefix}_resign_yes")


def resign_popover(session: PlaySession, side: int, *, key: str) -> None:
    """Against the computer: the person's own resignation."""
    with st.popover(_("Resign…")):
        st.button(_("Yes, I resign"), key=key, on_click=guarded(session.resign), args=(side,))


@guarded
def _resume(family: str, game_id: int) -> None:
    st.session_state[f"{family}_session"] = PlaySession.resume(game_id)
    for suffix, value in (("prefix", ()), ("ready", None), ("reveal", None)):
        st.session_state[f"{family}_{suffix}"] = value
    st.session_state["switch_to"] = PAGES[family]


@st.cache_data(max_entries=256, show_spinner=False)
def _thumbnail(ruleset: str, options_json: str, start: str, record: tuple[str, ...],
               finished: bool, lang: str) -> bytes:
    return game_list.thumbnail_png(ruleset, options_json, start, record, finished, lang)


def saved_game_card(saved: SavedGame, picture, words, *, size: int) -> bool:
    """A saved game as a player reads it (issue 15): its board in ``picture``,
    fitted into a ``size`` px square; its name, whose turn, moves and throws,
    who plays, local time and intention in ``words``. False if its record no
    longer replays."""
    try:
        about = game_list.summary(saved, language())
        png = _thumbnail(saved.ruleset, json.dumps(saved.options, sort_keys=True),
                         saved.start_position, tuple(saved.record), saved.finished, language())
    except (GameError, LookupError) as error:
        words.error(_("This game's record no longer replays: {why}").format(
            why=plain(names.refusal(error))), icon=None)
        return False
    picture.image(png, width=game_list.fitted_width(png, size))
    words.markdown(f"**{plain(names.title(saved.ruleset))}** · {plain(about.turn)}")
    words.caption(_("{progress} · {who} · last played {when}").format(
        progress=plain(about.progress), who=plain(about.who),
        when=game_list.local_time(saved.updated_at, st.context.timezone, lang=language())))
    if saved.intention:
        words.text(_("Intention: {intention}").format(intention=saved.intention))
    return True


def continue_list(family: str | None, *, key_prefix: str) -> None:
    """The latest unfinished games (of one family, or all) with a Continue
    button each, and the way to all of them on the Games page."""
    rulesets = None if family is None else \
        [n for n in games.names() if games.make(n).info.family == family]
    with default_connection() as con:
        total, waiting = saved_games.waiting(con, rulesets=rulesets, limit=CONTINUE_SHOWN)
    if not waiting:
        return
    st.subheader(_("Continue a game"))
    for saved in waiting:
        row = st.container(border=True, horizontal=True, vertical_alignment="center",
                           key=f"{key_prefix}_row_{saved.id}")
        picture, words = row.container(width=THUMB), row.container(width="stretch")
        if saved_game_card(saved, picture, words, size=THUMB):
            row.button(_("Continue"), key=f"{key_prefix}_{saved.id}", on_click=_resume,
                       args=(family_of(saved.ruleset), saved.id))
    if total > CONTINUE_SHOWN:
        st.page_link("ui/pages/games.py", label=ngettext(
            "All {n} unfinished game", "All {n} unfinished games", total).format(
                n=i18n.format_number(total, language())),
                     icon=":material/view_list:")
    if st.session_state.get("switch_to"):
        st.switch_page(st.session_state.pop("switch_to"))


# The end of a game (play.lifecycle writes it; every page shows it here) ----------------

READING_STYLE = """<style>
[class*='st-key-reading_title'] [data-testid='stText'] { font-family: inherit;
  font-size: 1.3rem; font-weight: 600; line-height: 1.35; white-space: pre-wrap; }
[class*='st-key-reading_part'] > div:first-child [data-testid='stText'] { font-family: inherit;
  font-weight: 600; white-space: pre-wrap; }
</style>"""
"""A reading's title and section headings stand out, while staying plain text."""


def show_reading(entry: journal.Entry, suffix: str = "") -> None:
    """A stored reading: every text the entry holds is shown as plain text,
    exactly as stored; none is read as Markdown or HTML. One container holds
    it (``reading_text_<id><suffix>``), the oracle's words apart from the page's;
    ``suffix`` tells apart a second reading of the same entry on one page."""
    with st.container(key=f"reading_text_{entry.id}{suffix}"):
        _reading_texts(entry, suffix)


def _reading_texts(entry: journal.Entry, suffix: str = "") -> None:
    reading = entry.reading
    st.html(READING_STYLE)
    if entry.question:
        st.caption(_("Your question"))
        st.text(entry.question)
    if reading.get("title") or reading.get("answer"):
        st.caption(_("The reading"))
    if reading.get("title"):
        with st.container(key=f"reading_title_{entry.id}{suffix}"):
            st.text(str(reading["title"]))
    parts = [p for p in reading.get("paragraphs", [])
             if isinstance(p, (list, tuple)) and len(p) == 3]
    figures = [p for p in parts if str(p[0]).endswith(".figure")]
    for number, paragraph in enumerate(figures):  # the first screen: the figure, the judgement
        with st.container(border=True, key=f"reading_figure_{entry.id}_{number}{suffix}"):
            st.text(str(paragraph[1]))
            st.text(str(paragraph[2]))
    if reading.get("answer"):
        st.text(str(reading["answer"]))
    for number, paragraph in enumerate(p for p in parts if p not in figures):  # folded
        with st.expander(plain(str(paragraph[1]))), \
                st.container(key=f"reading_part_{entry.id}_{number}{suffix}"):
            st.text(str(paragraph[2]))
    show_phases(reading.get("phases"))
    reflection_prompts(reading)


def show_phases(phases: Any) -> None:
    """The phases a sitting kept inside its one entry (readings.sittings), folded."""
    if not isinstance(phases, list) or not phases:
        return
    with st.expander(_("The phases of this sitting ({n})").format(n=len(phases))):
        st.text("\n\n".join(
            " · ".join(str(part) for part in (*phase.get("signs", []), phase.get("title"),
                                              phase.get("answer")) if part)
            for phase in phases if isinstance(phase, dict)))


def show_signs(entry: journal.Entry) -> None:
    """The signs the reading rests on, folded: each with its facts and, where
    the entry keeps it, how often computer games show it at the same stage;
    plain text."""
    if entry.symbols:
        with st.expander(_("The signs read from the game ({n})").format(n=len(entry.symbols))):
            if any(s.get("rarity") for s in entry.symbols):
                st.caption(_("In brackets: how often a reading of the app's computer games "
                             "(seeded, gentle against gentle) shows the sign at the same stage."))
            st.text("\n\n".join(
                " · ".join(str(part) for part in (s.get("label", s.get("id", "")),
                                                  s.get("detail")) if part)
                + (f" ({s['rarity']})" if s.get("rarity") else "")
                for s in entry.symbols))


NEITHER = -1


def querent_choice(key: str, sides: Sequence[str]) -> None:
    """Setup: the side the readings speak for, or neither (``querent``)."""
    st.radio(_("Which side speaks for you?"), [*range(len(sides)), NEITHER], index=len(sides),
             format_func=lambda side: _("Neither") if side == NEITHER else names.side(sides[side]),
             horizontal=True, key=key, help=_("The readings of this game speak for this side."))


def querent(key: str) -> int | None:
    """The side chosen with ``querent_choice`` (None: neither)."""
    side = st.session_state.get(key, NEITHER)
    return None if side == NEITHER else side


def play_fragment(session: PlaySession, key: str, body: Callable[[], None],
                  run_every: float | None = None) -> None:
    """Run a page's play panel as a fragment (reruns of the panel alone)."""
    st.session_state[f"{key}_over_shown"] = session.over
    st.fragment(body, run_every=run_every)()


def end_when_over(session: PlaySession, key: str) -> None:
    """First thing in a play fragment: once the game has ended (by a move, a
    declaration, the clock or the other screen), draw the whole page, which
    shows the end panel; the same when a play action met a failure of the
    journal file, which the whole page explains."""
    if journal_file.pending() or (session.over and not st.session_state.get(f"{key}_over_shown")):
        st.rerun(scope="app")
    show_problem(session)


def show_problem(session: PlaySession) -> None:
    """Say, once, why the last change was not saved (the game moved on in
    another tab, or the file stayed locked); the board shows what is stored."""
    if session.problem:
        st.error(said(session.problem))
        session.problem = None


def end_panel(session: PlaySession, title: str, *, key: str, on_new: Callable[[], None],
              new_label: str = N_("New game"), note: str = "",
              first: Callable[[], None] | None = None, reviewed: bool = False) -> None:
    """A finished game, whatever ended it: the outcome, the reading kept in the
    journal, the way on; ``first`` draws what a page shows before them. With
    ``reviewed`` (a page that draws ``review.beside_board`` by its board) it
    offers the review, and while that is open keeps to one line, so that the
    board below it stays large (the reading waits in the journal)."""
    lifecycle.write_pending(session)  # already written, unless the game ended elsewhere
    folded = reviewed and review.is_open(session)
    with st.container(border=True, key=f"{key}_end_panel"):
        if first is not None:
            first()
        row = st.container(horizontal=True, gap="medium", vertical_alignment="center") \
            if folded else st.container()
        row.subheader(title, anchor=False)
        if note:
            st.write(note)
        entry = lifecycle.ending_entry(session)
        if entry is not None and not folded:
            show_reading(entry)
            st.caption(_("The game ({steps}) and this reading are in your journal.").format(
                steps=steps_text(session, language())))
        if reviewed and not folded and review.offered(session.mode) and \
                len(session.record) >= review.LEAST_PLIES:
            review.open_button(session, key)
        row.page_link("ui/pages/journal.py", label=_("Open the journal"),
                      icon=":material/auto_stories:")
        row.button(_(new_label), on_click=on_new, type="primary", key=f"{key}_new")


def reading_dialog(entry_id: int) -> None:
    """A reading cast now, in a dialog titled in the page's language."""
    st.dialog(_("A reading"), width="large")(_reading)(entry_id)


def _reading(entry_id: int) -> None:
    with default_connection() as con:
        show_reading(journal.get(con, entry_id))
    st.caption(_("Kept in your journal, where you can add notes, tags and a mood."))


def cast_button(session: PlaySession, *, key_prefix: str, allowed: bool = True,
                why_not: str = "") -> None:
    """'Cast a reading' of the game so far: written to the journal and shown."""
    if st.button(_("Cast a reading"), key=f"{key_prefix}_cast", disabled=not allowed,
                 help=why_not or _("Read the position now; the reading is kept in your journal.")):
        reading_dialog(lifecycle.write_cast(session))
