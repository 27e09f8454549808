"""The one play screen of every game: setup, the board to click, the panel
beside it, the end. A game's page is a ``PlayScreen`` whose hooks say what
differs (its setup, its board's scene, the tools beside the board, a screen
shown instead of the board: a hand-over, a sitting); the flow is here once.

Layout: the status line above; the board on the left, the panel on the right
(under the board on a phone). Once the game is over the end panel (the
outcome and its reading) heads the right column, so the final position stays
in the first screen (issue 25).
"""
from __future__ import annotations

import random
from types import ModuleType
from typing import Any, Sequence

import streamlit as st

from games.core import CHANCE, chance
from play.session import PlaySession
from play.text import said
from ui import common, computer, game_address, history, names, review
from ui.components.board import board, chosen_steps, clicked_cell
from ui.i18n import _, language
from ui.journal_file import guarded
from ui.views.interaction import advance, move_data, next_steps

COLUMNS = (3, 2)
"""Widths of the board and of the panel beside it."""


def person_to_move(session: PlaySession) -> bool:
    """Is a person to choose a move now (the game on, no throw, not the computer)?"""
    return not session.over and session.game.to_move(session.state) != CHANCE and \
        not computer.computers_turn(session)


class PlayScreen:
    """A game's play page. ``key`` prefixes its session state and widgets;
    ``view`` draws its board and maps moves to clicks (``ui.views``)."""

    key: str = ""
    view: ModuleType
    title: str = ""
    caption: str = ""
    """The setup screen's heading and the line under it."""
    intention_hint = common.INTENTION_HINT
    columns: tuple[int, int] = COLUMNS
    """While the game goes on (once over, the reading beside the board takes ``COLUMNS``)."""
    follows_address = True
    """Does ``?game=`` open a saved game here (``ui.game_address``)?"""
    computer_steps = True
    """Does the computer's step follow the panel (``ui.computer.take_turn``)?"""

    def __init__(self) -> None:
        st.session_state.setdefault(self.k("session"), None)
        st.session_state.setdefault(self.k("prefix"), ())

    def k(self, name: str) -> str:
        return f"{self.key}_{name}"

    @property
    def session(self) -> PlaySession | None:
        """The game on this page, reading and writing in the page's language."""
        session = st.session_state[self.k("session")]
        if session is not None:
            session.language = language()
        return session

    def rng(self) -> random.Random:
        return st.session_state.setdefault(self.k("rng"), random.Random())

    # Hooks: what a game changes ----------------------------------------------------

    def choices(self) -> None:
        """The setup's own choices (rules, players, options), above the question."""
        raise NotImplementedError

    def start(self) -> None:
        """Begin: start the game the setup describes (a callback)."""
        raise NotImplementedError

    def instead(self, session: PlaySession) -> bool:
        """First thing on a game's page: draw a screen in place of the board (a
        hand-over, a sitting)?"""
        return False

    def heading(self, session: PlaySession) -> None:
        st.title(names.title(session.ruleset))
        if session.intention:
            st.text(_("Intention: {intention}").format(intention=session.intention))

    def status(self, session: PlaySession) -> str:
        """The status line: whose turn, or how the game ended."""
        raise NotImplementedError

    def clickable(self, session: PlaySession) -> list[Any]:
        """The moves a click on the board may make now (none: the board rests)."""
        return session.game.legal_moves(session.state) if person_to_move(session) else []

    def format(self, session: PlaySession, move: Any) -> str:
        return session.game.format_move(session.state, move)

    def one_click(self, session: PlaySession) -> bool:
        """Does a click that leaves one move open make it?"""
        return False

    def marks(self, prefix: tuple, steps: set) -> tuple[set, set]:
        """The cells marked selected and the targets, from the clicks so far."""
        return ({c for c in prefix if isinstance(c, int)},
                {c for c in steps if isinstance(c, int)})

    def scene(self, session: PlaySession, state: Any, *, selected: set, targets: set,
              last: Sequence[int]) -> dict:
        """The board's drawing of ``state`` (the live position or one looked back at)."""
        raise NotImplementedError

    def run_every(self, session: PlaySession) -> float | None:
        """How often the play panel reruns by itself (None: only on a click)."""
        return None

    def before_panel(self, session: PlaySession) -> None:
        """First thing in the play panel."""
        common.end_when_over(session, self.key)

    def under_board(self, session: PlaySession) -> None:
        """Below the board (Senet's sticks)."""

    def panel_top(self, session: PlaySession) -> None:
        """The top of the side panel, above the move chooser."""

    def move_texts(self, session: PlaySession) -> list[str]:
        """The moves offered in the chooser (none: no chooser)."""
        return session.legal_texts(language()) if person_to_move(session) else []

    def tools(self, session: PlaySession) -> None:
        """Under the move chooser: undo, take-backs, counts, toggles."""

    def actions(self, session: PlaySession) -> None:
        """While the game goes on: a reading cast now, draws, resignation."""
        common.cast_button(session, key_prefix=self.key)

    def move_list(self, session: PlaySession) -> None:
        history.walk(session, self.key, session.move_texts(language()))

    def panel_bottom(self, session: PlaySession) -> None:
        """The foot of the side panel (options folded away)."""

    def page_end(self, session: PlaySession) -> None:
        """Last thing on the page: the computer's step the panel left to a full run."""
        if self.computer_steps:
            computer.page_ends(session, self.rng(), after=self.after_move)

    def end(self, session: PlaySession) -> None:
        """The end panel: the outcome, the reading, the way on."""
        common.end_panel(session, self.status(session), key=self.key, on_new=self.new_game,
                         reviewed=True)

    def after_move(self) -> None:
        st.session_state[self.k("prefix")] = ()

    def new_game(self) -> None:
        st.session_state[self.k("session")] = None

    # Actions ------------------------------------------------------------------------

    def submit(self, text: str) -> None:
        """Play ``text``; a refusal is said in the panel."""
        try:
            self.session.play(text)
        except ValueError as error:
            st.session_state[self.k("error")] = names.refusal(error)
            st.session_state[self.k("prefix")] = ()
            return
        self.after_move()

    def paths(self, moves: Sequence[Any]) -> dict[tuple, Any]:
        return {p: m for m in moves if (p := self.view.click_path(m))}

    def click(self, step: Any) -> None:
        """One click step (a cell or a named step) towards a move."""
        s = self.session
        prefix, move = advance(st.session_state[self.k("prefix")], step,
                               self.paths(self.clickable(s)), one_click=self.one_click(s))
        st.session_state[self.k("prefix")] = prefix
        if move is not None:
            self.submit(self.format(s, move))

    @guarded
    def on_board_move(self) -> None:
        """A whole move chosen in the browser (its click path): played through
        ``submit`` if it is one of the legal moves now, else refused, saying so."""
        s = self.session
        path = chosen_steps(self.k("board"), "move")
        if s is None or path is None or history.back_to_live(s, self.key):
            return
        st.session_state[self.k("prefix")] = ()
        move = self.paths(self.clickable(s)).get(path)
        if move is None:
            st.session_state[self.k("error")] = _("No legal move is made by the clicks "
                                                  "{path}.").format(path=" → ".join(map(str, path)))
            return
        self.submit(self.format(s, move))

    @guarded
    def on_board_select(self) -> None:
        """A selection made in the browser whose next step is a control of the
        page (a split count, a stop): kept if some legal move continues it."""
        s = self.session
        prefix = chosen_steps(self.k("board"), "select")
        if s is None or prefix is None or history.back_to_live(s, self.key):
            return
        opens = bool(next_steps(prefix, self.paths(self.clickable(s))))
        st.session_state[self.k("prefix")] = prefix if opens else ()

    @guarded
    def on_board_click(self) -> None:
        s = self.session
        cell = clicked_cell(self.k("board"))
        if s is None or cell is None or history.back_to_live(s, self.key) or \
                not self.clickable(s):
            return
        self.click(cell)

    @guarded
    def throw(self) -> None:
        """A throw of the dice or the sticks (a chance step), with the page's generator."""
        s = self.session
        if s is None or s.over or s.game.to_move(s.state) != CHANCE or \
                computer.computers_turn(s):
            return
        self.submit(s.game.format_move(s.state, chance.sample(s.game.chance_outcomes(s.state),
                                                              self.rng())))

    @guarded
    def on_move_button(self) -> None:
        text = st.session_state.get(self.k("pick"))
        if text:
            self.submit(text)
            st.session_state[self.k("pick")] = None

    @guarded
    def undo(self) -> None:
        self.session.undo()
        st.session_state[self.k("prefix")] = ()

    @guarded
    def redo(self) -> None:
        self.session.redo_move()
        st.session_state[self.k("prefix")] = ()

    # Shared pieces ----------------------------------------------------------------------

    def setup(self) -> None:
        """No game yet: the game's choices, the question, Begin, and the games
        of this kind to continue."""
        st.title(_(self.title))
        st.caption(_(self.caption))
        with st.container(border=True):
            self.choices()
            st.text_input(_("Question or intention (optional)"), key=self.k("setup_intention"),
                          max_chars=300, placeholder=_(self.intention_hint))
            if st.session_state.get(self.k("setup_error")):
                st.error(said(st.session_state.pop(self.k("setup_error"))))
            st.button(_("Begin"), type="primary", on_click=self.start, key=self.k("begin"))
        common.continue_list(self.key, key_prefix=self.k("continue"))

    def undo_redo(self, session: PlaySession, undo_place: Any, redo_place: Any) -> None:
        """Solo: undo and redo."""
        undo_place.button(_("Undo"), on_click=self.undo, key=self.k("undo"),
                          disabled=not session.record or session.over)
        redo_place.button(_("Redo"), on_click=self.redo, key=self.k("redo"),
                          disabled=not session.redo)

    def show_error(self) -> None:
        if st.session_state.get(self.k("error")):
            st.error(said(st.session_state.pop(self.k("error"))))

    def move_chooser(self, session: PlaySession, disabled: bool = False) -> None:
        texts = self.move_texts(session)
        if texts:
            st.selectbox(_("Legal moves"), texts, index=None, key=self.k("pick"),
                         placeholder=_("Choose a move…"))
            st.button(_("Move"), on_click=self.on_move_button, key=self.k("move"),
                      shortcut="Enter", disabled=disabled)

    def side_panel(self, session: PlaySession) -> None:
        self.show_error()
        self.panel_top(session)
        self.move_chooser(session)
        self.tools(session)
        if not session.over:
            self.actions(session)
        review.beside_board(session, self.key)
        self.move_list(session)
        self.panel_bottom(session)

    # The screen ----------------------------------------------------------------------

    def play_panel(self) -> None:
        """The status line, the board, and beside it the panel (headed, once the
        game is over, by the end panel)."""
        s = self.session
        self.before_panel(s)
        state, last_move, live = history.position(s, self.key)
        looked_at = history.shown(s, self.key)
        common.status_heading(self.status(s) if looked_at is None
                              else history.looking(s, looked_at))
        left, right = st.columns(list(COLUMNS if s.over else self.columns), gap="large")
        paths = self.paths(self.clickable(s)) if live else {}
        prefix = st.session_state[self.k("prefix")] if live else ()
        selected, targets = self.marks(prefix, next_steps(prefix, paths) if prefix else set())
        last = self.view.last_cells(last_move) if last_move is not None else ()
        scene = self.scene(s, state, selected=selected, targets=targets, last=last)
        if paths:
            scene.update(move_data(paths, prefix, self.one_click(s)))
        with left:
            board(scene, key=self.k("board"), on_click=self.on_board_click, fit=True,
                  on_move=self.on_board_move, on_select=self.on_board_select)
            self.under_board(s)
        with right:
            if s.over:
                self.end(s)
            self.side_panel(s)
        if self.computer_steps:
            computer.take_turn(s, self.rng(), after=self.after_move)

    def page(self) -> None:
        st.session_state.pop("switch_to", None)  # arriving from a "Continue" button elsewhere
        if self.follows_address:
            game_address.follow(self.key)
        s = self.session
        if s is None:
            self.setup()
            return
        if self.instead(s):
            return
        self.heading(s)
        if s.over:  # a finished game has nothing to tick: the panel is drawn with the page
            st.session_state[self.k("over_shown")] = True
            self.play_panel()
        else:
            common.play_fragment(s, self.key, self.play_panel, run_every=self.run_every(s))
        self.page_end(s)
