"""Tafl game records on the tafl page: import a record file (replayed move by
move: where it stops being legal and why) and open it as a game; download a
finished game as a record. The records themselves are ``games.tafl.records``.

An imported file is data: it is shown as plain text, never as Markdown.
"""
from __future__ import annotations

import streamlit as st

from games.core import GameError, Outcome
from games.tafl import format_record, game_of, parse_record, replay, result_word
import i18n
from play import names as play_names
from play.session import PlaySession
from play.text import plain
from ui import names, uploads
from ui.i18n import _, language, ngettext

SESSION_KEY = "tafl_session"
"""Where the tafl page keeps its game (``GameScreen.k("session")`` of family tafl)."""
MAX_BYTES = 200_000


def panel() -> None:
    """Below the tafl page: the import box before a game, the export when it is over."""
    session = st.session_state.get(SESSION_KEY)
    if session is None:
        _import_box()
    elif session.over:
        _export_button(session)


def summary(text: str, lang: str = "en") -> tuple[str, list[str] | None, dict]:
    """What a record file holds, as a sentence in ``lang``; the moves to open it
    with (its legal ones; None when it cannot be opened as a game) and the
    game's setup (with ``complete``: whether every move is legal)."""
    record = parse_record(text)
    game, start = game_of(record)
    played = replay(game, record.moves, start)
    total = len([m for m in record.moves if m != "..."])
    words = i18n.translations(lang)
    name = words.gettext(names.TITLES.get(game.info.name, game.info.title))
    if played.stop is not None:
        legal, stopped = len(played.moves), record.moves[played.stop]
        said = words.ngettext(
            "{legal} of {total} move is legal under {name}; move {number} {move} is not: {why}",
            "{legal} of {total} moves are legal under {name}; move {number} {move} is not: {why}",
            total).format(legal=legal, total=total, name=name, number=legal + 1,
                          move=repr(stopped) if lang == "en" else f"«{stopped}»",
                          why=names.refusal(played.error, lang) if played.error else played.reason)
    else:
        outcome = game.outcome(played.final)
        ended = words.gettext("the game goes on") if outcome is None else \
            words.gettext("the rules give: {result} ({reason})").format(
                result=_result(outcome, game.info.players, lang),
                reason=play_names.reason(outcome.reason, lang, game.info.name))
        said = words.ngettext("The one move is legal under {name}; {ended}.",
                              "All {total} moves are legal under {name}; {ended}.",
                              total).format(total=total, name=name, ended=ended)
    setup = {"ruleset": game.info.name,
             "options": {k: v for k, v in game.info.options.items() if k != "ruleset"},
             "players": [record.tags.get("attackers", ""), record.tags.get("defenders", "")],
             "complete": played.stop is None}
    opens = list(played.moves) if start == game.initial_state() else None
    return said, opens, setup


def _result(outcome: Outcome, players: tuple[str, ...], lang: str) -> str:
    """The record's ``result`` word ("defenders", "draw"); in another
    language the winning side's name, or a draw."""
    if lang == "en":
        return result_word(outcome)
    if outcome.winner is None:
        return i18n.translations(lang).gettext("a draw")
    return play_names.side(players[outcome.winner], lang)


def _import_box() -> None:
    with st.expander(_("Import a game record")):
        st.caption(_("A text file: [variant:copenhagen] and other [tag:value] lines, then the "
                     "moves, e.g. 1. d1-d3 f4-f3. It is replayed move by move."))
        upload = uploads.file_uploader(_("Record file"), types=["txt", "tafl"],
                                       key="tafl_record_file", most_mb=1)
        if upload is None:
            return
        data = upload.getvalue()
        try:
            if len(data) > MAX_BYTES:
                raise GameError(_("the file has {size} bytes; a record has at most {most}").format(
                    size=i18n.format_number(len(data), language()),
                    most=i18n.format_number(MAX_BYTES, language())))
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                raise GameError(_("the file is not UTF-8 text")) from None
            said, opens, setup = summary(text, language())
        except GameError as error:
            st.error(_("The record cannot be read: {why}").format(
                why=plain(names.refusal(error))))
            return
        st.text(said)
        if opens is None:
            st.caption(_("It starts from its own position, so it cannot be opened as a game "
                         "here."))
            return
        label = _("Open it as a solo game") if setup["complete"] else \
            ngettext("Open its first {n} move as a solo game",
                     "Open its first {n} moves as a solo game", len(opens)).format(
                n=i18n.format_number(len(opens), language()))
        st.button(label, key="tafl_record_open", on_click=_open, args=(setup, opens))


def _open(setup: dict, moves: list[str]) -> None:
    session = PlaySession.start(setup["ruleset"], "solo", options=setup["options"],
                                players=setup["players"])
    for text in moves:
        if session.over:
            break
        session.play(text)
    st.session_state[SESSION_KEY] = session


def _export_button(session: PlaySession) -> None:
    players = dict(zip(("attackers", "defenders"), session.players))
    tags = {name: value for name, value in players.items() if value}
    if session.declared is not None:
        tags["end"] = session.declared.reason
    text = format_record(session.game, session.record, tags, outcome=session.outcome)
    st.download_button(_("Download the game record"), data=text.encode("utf-8"),
                       file_name=f"{session.ruleset}-{session.game_id or 'game'}.txt",
                       mime="text/plain", key="tafl_record_download")
