"""Page pieces shared by every game: outcome text, the move list, draw and
resignation controls, and the list of unfinished games to continue."""
from __future__ import annotations

from typing import Callable, Sequence

import streamlit as st

import games
from games.core import Outcome
from readings import journal, saved_games
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
        st.info(f"{players[session.draw_offer]} offers a draw. {players[1 - session.draw_offer]}, "
                "do you accept?")
        yes, no = st.columns(2)
        yes.button("Accept the draw", on_click=session.answer_draw, args=(True,),
                   key=f"{key_prefix}_draw_yes")
        no.button("Decline", on_click=session.answer_draw, args=(False,),
                  key=f"{key_prefix}_draw_no")
        return
    offer, resign = st.columns(2)
    offer.button("Offer a draw", on_click=session.offer_draw, args=(turn,),
                 key=f"{key_prefix}_draw_offer")
    with resign.popover("Resign…"):
        st.write(f"{players[turn]} gives up this game.")
        st.button(f"Yes, {players[turn]} resigns", on_click=session.resign, args=(turn,),
                  key=f"{key_prefix}_resign_yes")


def family_of(ruleset: str) -> str:
    return games.make(ruleset).info.family


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
        count = len(saved.record)
        row[0].markdown(f"**{saved.ruleset}** · {saved.mode} · {count} move{'s' * (count != 1)} · "
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


# The journal during play ----------------------------------------------------------------

def keep_journal(session: PlaySession, key_prefix: str) -> None:
    """Write whatever entries the game owes the journal (once per change)."""
    from ui import journaling

    marker = (session.game_id, len(session.record), session.declared is not None)
    if st.session_state.get(f"{key_prefix}_journaled") != marker:
        journaling.write_pending(session)
        st.session_state[f"{key_prefix}_journaled"] = marker


def show_reading(entry: "journal.Entry") -> None:
    """A stored reading, every text shown exactly as stored (never as markup)."""
    reading = entry.reading
    if entry.question:
        st.markdown(f"**Your question** · {plain(entry.question)}")
    st.markdown(f"### {plain(reading.get('title', ''))}")
    if reading.get("answer"):
        st.markdown(f"> {plain(reading['answer'])}")
    for paragraph in reading.get("paragraphs", []):
        if isinstance(paragraph, (list, tuple)) and len(paragraph) == 3:
            st.markdown(f"**{plain(paragraph[1])}**  \n{plain(paragraph[2])}")


def final_reading(session: PlaySession) -> "journal.Entry | None":
    """The journal entry written when this game ended."""
    with session.connect() as con:
        for entry in journal.search(con, limit=50):
            if entry.saved_game_id == session.game_id and entry.kind in ("game", "session"):
                return entry
    return None


def end_panel(session: PlaySession, title: str, new_game: Callable[[], None], key: str,
              note: str = "", steps: str = "moves") -> None:
    """A finished game: its outcome, the reading kept in the journal, the way on."""
    with st.container(border=True):
        st.subheader(title)
        if note:
            st.write(note)
        entry = final_reading(session)
        if entry is not None:
            show_reading(entry)
            st.caption(f"The game ({len(session.record)} {steps}) and this reading are in "
                       "your journal.")
        st.page_link("ui/pages/journal.py", label="Open the journal",
                     icon=":material/auto_stories:")
        st.button("New game", on_click=new_game, type="primary", key=key)


@st.dialog("A reading", width="large")
def reading_dialog(entry_id: int) -> None:
    with default_connection() as con:
        show_reading(journal.get(con, entry_id))
    st.caption("Kept in your journal, where you can add notes, tags and a mood.")


def cast_button(session: PlaySession, *, key_prefix: str, allowed: bool = True,
                why_not: str = "") -> None:
    """'Cast a reading' of the game so far: written to the journal and shown."""
    from ui import journaling

    if st.button("Cast a reading", key=f"{key_prefix}_cast", disabled=not allowed,
                 help=why_not or "Read the position now; the reading is kept in your journal."):
        reading_dialog(journaling.write_cast(session))
