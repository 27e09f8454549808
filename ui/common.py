"""Page pieces shared by every game: outcome text, the move list, draw and
resignation controls, and the list of unfinished games to continue."""
from __future__ import annotations

from typing import Callable, Sequence

import streamlit as st

import games
from games.core import CHANCE, Outcome
from readings import journal, saved_games
from ui import journal_file, lifecycle
from ui.followup import prompts as reflection_prompts
from ui.journal_file import guarded
from ui.play_session import PlaySession, default_connection
from ui.text import plain

PAGES = {"kamla": "ui/pages/kamla.py", "senet": "ui/pages/senet.py",
         "shatra": "ui/pages/shatra.py", "tavreli": "ui/pages/tavreli.py",
         "tafl": "ui/pages/tafl.py"}
"""Game family -> page file (for resuming)."""
CONTINUE_SHOWN = 5
"""The latest games offered under a setup; the Games page lists every one."""


def outcome_text(outcome: Outcome, players: Sequence[str]) -> str:
    reasons = {"mate": "by mate", "stillness": "drawn: no move left (stillness)",
               "repetition": "drawn: the same position a third time",
               "move limit": "drawn: the move limit is reached",
               "resignation": "by resignation", "agreement": "drawn by agreement"}
    if outcome.reason in reasons:
        reason = reasons[outcome.reason]
        if outcome.winner is None:
            return f"The game is {reason}." if reason.startswith("drawn") else f"Draw ({reason})."
        return f"{players[outcome.winner]} wins {reason}."
    if outcome.winner is None:
        return f"Draw: {outcome.reason}."
    return f"{players[outcome.winner]} wins: {outcome.reason}."


def counted(count: int, noun: str) -> str:
    """``1 move``, ``2 moves``, ``0 throws``."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def steps_text(session: PlaySession) -> str:
    """What the record holds: ``3 throws and 1 move``, or ``1 move`` in a
    game without chance (a ply from a chance node is a throw)."""
    throws = sum(session.game.to_move(state) == CHANCE for state in session.states[:-1])
    moves = counted(len(session.record) - throws, "move")
    return f"{counted(throws, 'throw')} and {moves}" if throws else moves


STATUS_STYLE = """<style>.st-key-status_line [data-testid='stText'] { font-family: inherit;
font-size: 1.5rem; font-weight: 600; line-height: 1.3; white-space: pre-wrap; }</style>"""


def status_heading(text: str) -> None:
    """A play page's status line, as large as a heading; the player names in
    it show as typed (plain text: no Markdown, no links)."""
    st.html(STATUS_STYLE)
    with st.container(key="status_line"):
        st.text(text)


def numbered(texts: Sequence[str]) -> str:
    """``1. a b`` lines, two plies a line."""
    lines = []
    for i in range(0, len(texts), 2):
        pair = " ".join(texts[i:i + 2])
        lines.append(f"{i // 2 + 1:>3}. {pair}")
    return "\n".join(lines)


def draw_and_resign(session: PlaySession, players: Sequence[str], *, key_prefix: str) -> None:
    turn = session.game.to_move(session.state)
    if session.draw_offer is not None:
        st.info(plain(f"{players[session.draw_offer]} offers a draw. "
                      f"{players[1 - session.draw_offer]}, do you accept?"))
        yes, no = st.columns(2)
        yes.button("Accept the draw", on_click=guarded(session.answer_draw), args=(True,),
                   key=f"{key_prefix}_draw_yes")
        no.button("Decline", on_click=guarded(session.answer_draw), args=(False,),
                  key=f"{key_prefix}_draw_no")
        return
    offer, resign = st.columns(2)
    offer.button("Offer a draw", on_click=session.offer_draw, args=(turn,),
                 key=f"{key_prefix}_draw_offer")
    with resign.popover("Resign…"):
        st.text(f"{players[turn]} gives up this game.")
        st.button(plain(f"Yes, {players[turn]} resigns"), on_click=guarded(session.resign),
                  args=(turn,), key=f"{key_prefix}_resign_yes")


def resign_popover(session: PlaySession, side: int, *, key: str) -> None:
    """Against the computer: the person's own resignation."""
    with st.popover("Resign…"):
        st.button("Yes, I resign", key=key, on_click=guarded(session.resign), args=(side,))


def family_of(ruleset: str) -> str:
    return games.make(ruleset).info.family


@guarded
def _resume(family: str, game_id: int) -> None:
    st.session_state[f"{family}_session"] = PlaySession.resume(game_id)
    for suffix, value in (("prefix", ()), ("ready", None), ("reveal", None)):
        st.session_state[f"{family}_{suffix}"] = value
    st.session_state["switch_to"] = PAGES[family]


def continue_list(family: str | None, *, key_prefix: str) -> None:
    """Unfinished games (of one family, or all) with a Continue button each."""
    with default_connection() as con:
        waiting = saved_games.unfinished(con)
    waiting = [g for g in waiting if g.mode != "two screens"
               and (family is None or family_of(g.ruleset) == family)]
    if not waiting:
        return
    st.subheader("Continue a game")
    for saved in waiting[:CONTINUE_SHOWN]:
        row = st.columns([4, 1])
        names = " vs ".join(p for p in saved.players if p)
        row[0].markdown(f"**{saved.ruleset}** · {saved.mode} · "
                        f"{counted(len(saved.record), 'move')} · "
                        f"last played {saved.updated_at.replace('T', ' ').rstrip('Z')} UTC")
        if names or saved.intention:
            row[0].text(" · ".join(t for t in (names, saved.intention) if t))
        row[1].button("Continue", key=f"{key_prefix}_{saved.id}", on_click=_resume,
                      args=(family_of(saved.ruleset), saved.id))
    if len(waiting) > CONTINUE_SHOWN:
        st.page_link("ui/pages/games.py", label=f"All {len(waiting)} unfinished games",
                     icon=":material/view_list:")
    if st.session_state.get("switch_to"):
        st.switch_page(st.session_state.pop("switch_to"))


# The end of a game (ui.lifecycle writes it; every page shows it here) ----------------

READING_STYLE = """<style>
[class*='st-key-reading_title'] [data-testid='stText'] { font-family: inherit;
  font-size: 1.3rem; font-weight: 600; line-height: 1.35; white-space: pre-wrap; }
[class*='st-key-reading_part'] > div:first-child [data-testid='stText'] { font-family: inherit;
  font-weight: 600; white-space: pre-wrap; }
</style>"""
"""A reading's title and section headings stand out, while staying plain text."""


def show_reading(entry: "journal.Entry") -> None:
    """A stored reading: every text the entry holds is shown as plain text,
    exactly as stored; none is read as Markdown or HTML."""
    reading = entry.reading
    st.html(READING_STYLE)
    if entry.question:
        st.caption("Your question")
        st.text(entry.question)
    if reading.get("title") or reading.get("answer"):
        st.caption("The reading")
    if reading.get("title"):
        with st.container(key=f"reading_title_{entry.id}"):
            st.text(str(reading["title"]))
    if reading.get("answer"):
        st.text(str(reading["answer"]))
    for number, paragraph in enumerate(reading.get("paragraphs", [])):
        if isinstance(paragraph, (list, tuple)) and len(paragraph) == 3:
            with st.container(border=True, key=f"reading_part_{entry.id}_{number}"):
                st.text(str(paragraph[1]))
                st.text(str(paragraph[2]))
    reflection_prompts(reading)


def show_signs(entry: "journal.Entry") -> None:
    """The signs the reading rests on, folded: each with its facts and, where
    the entry keeps it, how often computer games show it at the same stage;
    plain text."""
    if entry.symbols:
        with st.expander(f"The signs read from the game ({len(entry.symbols)})"):
            if any(s.get("rarity") for s in entry.symbols):
                st.caption("In brackets: how often a reading of the app's computer games "
                           "(seeded, gentle against gentle) shows the sign at the same stage.")
            st.text("\n\n".join(
                " · ".join(str(part) for part in (s.get("label", s.get("id", "")),
                                                  s.get("detail")) if part)
                + (f" ({s['rarity']})" if s.get("rarity") else "")
                for s in entry.symbols))


NEITHER = -1


def querent_choice(key: str, sides: Sequence[str]) -> None:
    """Setup: the side the readings speak for, or neither (``querent``)."""
    st.radio("Which side speaks for you?", [*range(len(sides)), NEITHER], index=len(sides),
             format_func=lambda side: "Neither" if side == NEITHER else sides[side],
             horizontal=True, key=key, help="The readings of this game speak for this side.")


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
        st.error(session.problem)
        session.problem = None


def end_panel(session: PlaySession, title: str, *, key: str, on_new: Callable[[], None],
              new_label: str = "New game", note: str = "",
              first: Callable[[], None] | None = None) -> None:
    """A finished game, whatever ended it: the outcome, the reading kept in the
    journal, the way on; ``first`` draws what a page shows before them."""
    lifecycle.write_pending(session)  # already written, unless the game ended elsewhere
    with st.container(border=True, key=f"{key}_end_panel"):
        if first is not None:
            first()
        st.subheader(title)
        if note:
            st.write(note)
        entry = lifecycle.ending_entry(session)
        if entry is not None:
            show_reading(entry)
            st.caption(f"The game ({steps_text(session)}) and this reading are in your journal.")
        st.page_link("ui/pages/journal.py", label="Open the journal",
                     icon=":material/auto_stories:")
        st.button(new_label, on_click=on_new, type="primary", key=f"{key}_new")


@st.dialog("A reading", width="large")
def reading_dialog(entry_id: int) -> None:
    with default_connection() as con:
        show_reading(journal.get(con, entry_id))
    st.caption("Kept in your journal, where you can add notes, tags and a mood.")


def cast_button(session: PlaySession, *, key_prefix: str, allowed: bool = True,
                why_not: str = "") -> None:
    """'Cast a reading' of the game so far: written to the journal and shown."""
    if st.button("Cast a reading", key=f"{key_prefix}_cast", disabled=not allowed,
                 help=why_not or "Read the position now; the reading is kept in your journal."):
        reading_dialog(lifecycle.write_cast(session))
