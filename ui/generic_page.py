"""One play page for the games without a page of their own (Altai Shatra,
Tavreli, Tavlei and Hnefatafl): setup, solo or two players at one screen,
click-to-move on the board, the legal-moves box, throws for chance variants,
undo and redo in solo, draw offers, resignation, readings, the end.

What differs between the games is data (``GamePage``): the rulesets to offer,
the setup controls for their options, and the view module that draws the
board and maps moves to clicks. No rule is decided here.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import streamlit as st

import games
from games.core import CHANCE, chance
from ui import common, computer, game_address, history, learning, review
from ui.components.board import board, clicked_cell
from ui.journal_file import guarded
from play import ending
from play.session import PlaySession
from ui.views import scene_options
from ui.views.interaction import advance, next_steps
from play.text import said

MODES = {"Solo: you move both sides": "solo", "Two players at one screen": "two players",
         "Against the computer": "computer"}
LEVELS = ["Gentle", "Steady", "Strong"]


@dataclass(frozen=True)
class Control:
    """A setup control for one ruleset option: ``toggle`` (a bool), ``limit``
    (a whole number, 0 meaning none), or ``choice`` (labels -> values).
    ``needs``: a toggle option this one only means something with; the control
    is offered only while that toggle is on (off, the option keeps its default)."""

    option: str
    label: str
    kind: str
    choices: tuple[tuple[str, Any], ...] = ()
    help: str = ""
    needs: str = ""


@dataclass(frozen=True)
class GamePage:
    family: str
    title: str
    caption: str
    rulesets: tuple[tuple[str, str], ...]
    view: ModuleType
    controls: tuple[Control, ...] = field(default_factory=tuple)


def render(spec: GamePage) -> None:
    """Draw the whole page for ``spec``."""
    GameScreen(spec).page()


class GameScreen:
    def __init__(self, spec: GamePage):
        self.spec = spec
        self.key = spec.family
        ss = st.session_state
        ss.setdefault(self.k("session"), None)
        ss.setdefault(self.k("prefix"), ())

    def k(self, name: str) -> str:
        return f"{self.key}_{name}"

    @property
    def session(self) -> PlaySession | None:
        return st.session_state[self.k("session")]

    # Actions ------------------------------------------------------------------------

    def play_text(self, text: str) -> None:
        try:
            self.session.play(text)
        except ValueError as error:
            st.session_state[self.k("error")] = str(error)
        st.session_state[self.k("prefix")] = ()

    @guarded
    def on_board_click(self) -> None:
        s = self.session
        cell = clicked_cell(self.k("board"))
        if s is None or cell is None or history.back_to_live(s, self.key) or s.over or \
                s.game.to_move(s.state) == CHANCE or computer.computers_turn(s):
            return
        paths = {p: m for m in s.game.legal_moves(s.state) if (p := self.spec.view.click_path(m))}
        prefix, move = advance(st.session_state[self.k("prefix")], cell, paths)
        st.session_state[self.k("prefix")] = prefix
        if move is not None:
            self.play_text(s.game.format_move(s.state, move))

    @guarded
    def on_step_button(self, step) -> None:
        """A click step that is not a cell (stop a series, place, split a tower)."""
        s = self.session
        paths = {p: m for m in s.game.legal_moves(s.state) if (p := self.spec.view.click_path(m))}
        prefix, move = advance(st.session_state[self.k("prefix")], step, paths)
        st.session_state[self.k("prefix")] = prefix
        if move is not None:
            self.play_text(s.game.format_move(s.state, move))

    def step_label(self, step) -> str:
        label = getattr(self.spec.view, "step_label", None) or getattr(
            self.spec.view, "split_label", None)
        text = label(step) if label else str(step)
        return text[:1].upper() + text[1:]

    @guarded
    def on_move_button(self) -> None:
        text = st.session_state.get(self.k("pick"))
        if text:
            self.play_text(text)
            st.session_state[self.k("pick")] = None

    @guarded
    def throw(self) -> None:
        s = self.session
        self.play_text(s.game.format_move(s.state, chance.sample(s.game.chance_outcomes(s.state),
                                                                 self.rng())))

    @guarded
    def undo(self) -> None:
        self.session.undo()
        st.session_state[self.k("prefix")] = ()

    @guarded
    def redo(self) -> None:
        self.session.redo_move()
        st.session_state[self.k("prefix")] = ()

    @guarded
    def start(self) -> None:
        ss = st.session_state
        ruleset = dict(self.spec.rulesets)[ss[self.k("setup_ruleset")]]
        options = {}
        for control in self.spec.controls:
            value = ss.get(self.k(f"setup_{control.option}"))
            if not self._offered(control):
                continue  # the option keeps the game's default
            if control.kind == "toggle":
                options[control.option] = bool(value)
            elif control.kind == "limit":
                options[control.option] = int(value) or None
            else:
                options[control.option] = dict(control.choices)[value]
        players = [ss.get(self.k("setup_first"), "").strip(), ss.get(self.k("setup_second"), "").strip()]
        mode = MODES[ss[self.k("setup_mode")]]
        querent, clock = common.querent(self.k("setup_querent")), {}
        if mode == "computer":
            querent = 0 if ss.get(self.k("setup_side"), "first") == "first" else 1
            level = ss.get(self.k("setup_level"), "Steady")
            players = ["", ""]
            players[1 - querent] = f"the computer, {level.lower()}"
            clock["computer"] = computer.setting([1 - querent], level.lower())
        aids = learning.chosen_aids(self.k("setup"), mode, (learning.TAKEBACK,))
        if aids:
            clock["aids"] = aids
        try:
            session = PlaySession.start(ruleset, mode, options=options, players=players,
                                        intention=ss.get(self.k("setup_intention"), ""),
                                        querent=querent, clock=clock)
        except ValueError as error:  # the game refuses the options: nothing is saved
            ss[self.k("setup_error")] = f"This game cannot start with these options: {error}"
            return
        ss[self.k("session")] = session
        ss[self.k("prefix")] = ()

    def new_game(self) -> None:
        st.session_state[self.k("session")] = None

    # Screens --------------------------------------------------------------------------

    def setup(self) -> None:
        ss = st.session_state
        st.title(self.spec.title)
        st.caption(self.spec.caption)
        with st.container(border=True):
            labels = [label for label, _ in self.spec.rulesets]
            if len(labels) > 1:
                st.radio("Rules", labels, key=self.k("setup_ruleset"), horizontal=True)
            else:
                ss[self.k("setup_ruleset")] = labels[0]
            st.radio("Who plays", list(MODES), key=self.k("setup_mode"), horizontal=True)
            ruleset = dict(self.spec.rulesets)[ss[self.k("setup_ruleset")]]
            info = games.make(ruleset).info
            mode = MODES[ss[self.k("setup_mode")]]
            if mode == "two players":
                left, right = st.columns(2)
                left.text_input(f"{info.players[0]} player", key=self.k("setup_first"), max_chars=40)
                right.text_input(f"{info.players[1]} player", key=self.k("setup_second"), max_chars=40)
            elif mode == "computer":
                left, right = st.columns(2)
                left.radio("Your side", ["first", "second"], key=self.k("setup_side"),
                           format_func=lambda side: info.players[0 if side == "first" else 1]
                           + (" (move first)" if side == "first" else ""))
                right.radio("The computer plays", LEVELS, index=1, horizontal=True,
                            key=self.k("setup_level"))
                learning.aid_toggles(self.k("setup"), mode, (learning.TAKEBACK,))
            else:
                common.querent_choice(self.k("setup_querent"), info.players)
            if self.spec.controls:
                with st.expander("Variants and options"):
                    for control in self.spec.controls:
                        if self._offered(control):
                            self._control(control, info.options.get(control.option))
            st.text_input("Question or intention (optional)", key=self.k("setup_intention"),
                          max_chars=300, placeholder=common.INTENTION_HINT)
            if ss.get(self.k("setup_error")):
                st.error(said(ss.pop(self.k("setup_error"))))
            st.button("Begin", type="primary", on_click=self.start, key=self.k("begin"))
        common.continue_list(self.key, key_prefix=self.k("continue"))

    def _offered(self, control: Control) -> bool:
        """Is ``control`` shown (its ``needs`` toggle, if any, is on)?"""
        return not control.needs or bool(st.session_state.get(self.k(f"setup_{control.needs}")))

    def _control(self, control: Control, default: Any) -> None:
        key = self.k(f"setup_{control.option}")
        if control.kind == "toggle":
            st.toggle(control.label, value=bool(default), key=key, help=control.help or None)
        elif control.kind == "limit":
            st.number_input(control.label, min_value=0, max_value=5000, value=int(default or 0),
                            step=1, key=key, help=control.help or None,
                            width=common.NUMBER_WIDTH)
        else:
            labels = [label for label, _ in control.choices]
            values = [value for _, value in control.choices]
            st.selectbox(control.label, labels, index=values.index(default) if default in values
                         else 0, key=key, help=control.help or None)

    def status(self, s: PlaySession) -> str:
        players = s.game.info.players
        if s.over:
            return ending.words(s.outcome, players)
        mover = s.game.to_move(s.state)
        if mover == CHANCE:
            return "Throw the die."
        name = players[mover]
        if mover < len(s.players) and s.players[mover]:
            name = f"{name} ({s.players[mover]})"
        return f"{name} to move."

    def step_buttons(self, s: PlaySession) -> None:
        """Buttons for the next steps that are not cells of the board."""
        prefix = st.session_state[self.k("prefix")]
        if not prefix or s.over or s.game.to_move(s.state) == CHANCE:
            return
        paths = {p: m for m in s.game.legal_moves(s.state) if (p := self.spec.view.click_path(m))}
        steps = sorted((x for x in next_steps(prefix, paths) if not isinstance(x, int)), key=str)
        for number, step in enumerate(steps):
            st.button(self.step_label(step), key=self.k(f"step_{number}"),
                      on_click=self.on_step_button, args=(step,))

    def side_panel(self, s: PlaySession) -> None:
        ss = st.session_state
        if ss.get(self.k("error")):
            st.error(said(ss.pop(self.k("error"))))
        self.step_buttons(s)
        if computer.computers_turn(s):
            st.caption("The computer is playing…")
        elif not s.over and s.game.to_move(s.state) == CHANCE:
            st.button("Throw the die", on_click=self.throw, key=self.k("throw"), type="primary",
                      shortcut="Space")
        elif not s.over:
            st.selectbox("Legal moves", s.legal_texts(), index=None, key=self.k("pick"),
                         placeholder="Choose a move…")
            st.button("Move", on_click=self.on_move_button, key=self.k("move"), shortcut="Enter")
        if s.mode == "solo":
            undo, redo = st.columns(2)
            undo.button("Undo", on_click=self.undo, key=self.k("undo"),
                        disabled=not s.record or s.over)
            redo.button("Redo", on_click=self.redo, key=self.k("redo"), disabled=not s.redo)
        if not s.over:
            common.cast_button(s, key_prefix=self.key)
            if s.mode == "computer":
                learning.takeback_button(s, self.key, after=self.clear_prefix)
                common.resign_popover(s, computer.human_side(s), key=self.k("resign_yes"))
            elif s.game.to_move(s.state) != CHANCE:
                common.draw_and_resign(s, s.game.info.players, key_prefix=self.key)
        review.beside_board(s, self.key)
        history.walk(s, self.key, s.record)

    def play_panel(self) -> None:
        s = self.session
        ss = st.session_state
        common.end_when_over(s, self.key)
        common.status_heading(self.status(s))
        left, right = st.columns([3, 2], gap="large")
        state, last_move, live = history.position(s, self.key)
        moves = [] if not live or s.over or s.game.to_move(state) == CHANCE else \
            s.game.legal_moves(state)
        paths = {p: m for m in moves if (p := self.spec.view.click_path(m))}
        prefix = ss[self.k("prefix")] if live else ()
        steps = next_steps(prefix, paths) if prefix else set()
        last = self.spec.view.last_cells(last_move) if last_move is not None else ()
        with left:
            # the steps that are cells; a view that can show the other steps (a tower's
            # split count) says so with SHOWS_STEPS
            shown = set(prefix) if getattr(self.spec.view, "SHOWS_STEPS", False) else \
                {c for c in prefix if isinstance(c, int)}
            board(self.spec.view.scene(state, selected=shown,
                                       targets={c for c in steps if isinstance(c, int)},
                                       last=last, title=self.status(s),
                                       **scene_options(self.spec.view, s.game)),
                  key=self.k("board"), on_click=self.on_board_click, fit=True)
        with right:
            self.side_panel(s)
        computer.take_turn(s, self.rng(), after=self.clear_prefix)

    def rng(self) -> random.Random:
        return st.session_state.setdefault(self.k("rng"), random.Random())

    def clear_prefix(self) -> None:
        st.session_state[self.k("prefix")] = ()

    def end(self, s: PlaySession) -> None:
        common.end_panel(s, ending.words(s.outcome, s.game.info.players), key=self.key,
                         on_new=self.new_game, reviewed=True)

    def page(self) -> None:
        st.session_state.pop("switch_to", None)
        game_address.follow(self.key)
        s = self.session
        if s is None:
            self.setup()
            return
        st.title(s.game.info.title)
        if s.intention:
            st.text(f"Intention: {s.intention}")
        if s.over:
            self.end(s)
        common.play_fragment(s, self.key, self.play_panel)
        computer.page_ends(s, self.rng(), after=self.clear_prefix)
