"""The play screen (``ui.play_screen``) of the games without a page of their
own (Altai Shatra, Tavreli, Tavlei and Hnefatafl): setup, solo or two players at one screen,
click-to-move on the board, the legal-moves box, throws for chance variants,
undo and redo in solo, draw offers, resignation, readings, the end.

What differs between the games is data (``GamePage``): the rulesets to offer,
the setup controls for their options, and the view module that draws the
board and maps moves to clicks. No rule is decided here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import streamlit as st

import games
from games.core import CHANCE
from play.session import PlaySession
from ui import common, computer, learning, names
from ui.i18n import N_, _, language
from ui.journal_file import guarded
from ui.play_screen import PlayScreen
from ui.views import scene_options
from ui.views.interaction import next_steps

MODES = {N_("Solo: you move both sides"): "solo", N_("Two players at one screen"): "two players",
         N_("Against the computer"): "computer"}


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


class GameScreen(PlayScreen):
    def __init__(self, spec: GamePage):
        self.spec = spec
        self.key, self.view = spec.family, spec.view
        self.title, self.caption = spec.title, spec.caption
        super().__init__()

    # Actions ------------------------------------------------------------------------

    @guarded
    def on_step_button(self, step) -> None:
        """A click step that is not a cell (stop a series, place, split a tower)."""
        self.click(step)

    def step_label(self, step) -> str:
        label = getattr(self.spec.view, "step_label", None) or getattr(
            self.spec.view, "split_label", None)
        text = label(step, language()) if label else str(step)
        return text[:1].upper() + text[1:]

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
            ss[self.k("setup_error")] = _("This game cannot start with these options: {why}").format(
                why=names.refusal(error))
            return
        ss[self.k("session")] = session
        ss[self.k("prefix")] = ()

    # Screens --------------------------------------------------------------------------

    def choices(self) -> None:
        ss = st.session_state
        labels = [label for label, _ in self.spec.rulesets]
        if len(labels) > 1:
            st.radio(_("Rules"), labels, key=self.k("setup_ruleset"), horizontal=True,
                     format_func=names.ruleset)
        else:
            ss[self.k("setup_ruleset")] = labels[0]
        st.radio(_("Who plays"), list(MODES), key=self.k("setup_mode"), horizontal=True,
                 format_func=_)
        info = games.make(dict(self.spec.rulesets)[ss[self.k("setup_ruleset")]]).info
        mode = MODES[ss[self.k("setup_mode")]]
        sides = names.sides(info.players)
        if mode == "two players":
            left, right = st.columns(2)
            left.text_input(_("{side} player").format(side=sides[0]),
                            key=self.k("setup_first"), max_chars=40)
            right.text_input(_("{side} player").format(side=sides[1]),
                             key=self.k("setup_second"), max_chars=40)
        elif mode == "computer":
            left, right = st.columns(2)
            left.radio(_("Your side"), ["first", "second"], key=self.k("setup_side"),
                       format_func=lambda side: _("{side} (move first)").format(side=sides[0])
                       if side == "first" else sides[1])
            computer.level_choice(self.k("setup_level"))
            learning.aid_toggles(self.k("setup"), mode, (learning.TAKEBACK,))
        else:
            common.querent_choice(self.k("setup_querent"), sides)
        if self.spec.controls:
            with st.expander(_("Variants and options")):
                for control in self.spec.controls:
                    if self._offered(control):
                        self._control(control, info.options.get(control.option))

    def _offered(self, control: Control) -> bool:
        """Is ``control`` shown (its ``needs`` toggle, if any, is on)?"""
        return not control.needs or bool(st.session_state.get(self.k(f"setup_{control.needs}")))

    def _control(self, control: Control, default: Any) -> None:
        key = self.k(f"setup_{control.option}")
        hint = _(control.help) if control.help else None
        if control.kind == "toggle":
            st.toggle(_(control.label), value=bool(default), key=key, help=hint)
        elif control.kind == "limit":
            st.number_input(_(control.label), min_value=0, max_value=5000,
                            value=int(default or 0), step=1, key=key, help=hint,
                            width=common.NUMBER_WIDTH)
        else:
            labels = [label for label, _value in control.choices]
            values = [value for _label, value in control.choices]
            st.selectbox(_(control.label), labels, index=values.index(default) if default in values
                         else 0, key=key, help=hint, format_func=_)

    def status(self, s: PlaySession) -> str:
        players = s.game.info.players
        if s.over:
            return names.ended(s.outcome, players, s.ruleset)
        mover = s.game.to_move(s.state)
        if mover == CHANCE:
            return _("Throw the die.")
        player = s.players[mover] if mover < len(s.players) else ""
        return _("{turn}.").format(turn=names.to_move(players[mover], player))

    def step_buttons(self, s: PlaySession) -> None:
        """Buttons for the next steps that are not cells of the board."""
        prefix = st.session_state[self.k("prefix")]
        paths = self.paths(self.clickable(s)) if prefix else {}
        steps = sorted((x for x in next_steps(prefix, paths) if not isinstance(x, int)), key=str)
        for number, step in enumerate(steps):
            st.button(self.step_label(step), key=self.k(f"step_{number}"),
                      on_click=self.on_step_button, args=(step,))

    def marks(self, prefix: tuple, steps: set) -> tuple[set, set]:
        """A view that can show the steps that are not cells (a tower's split
        count) says so with ``SHOWS_STEPS``."""
        selected, targets = super().marks(prefix, steps)
        return (set(prefix) if getattr(self.view, "SHOWS_STEPS", False) else selected), targets

    def scene(self, s: PlaySession, state, *, selected, targets, last) -> dict:
        return self.view.scene(state, selected=selected, targets=targets, last=last,
                               title=self.status(s), lang=language(),
                               **scene_options(self.view, s.game))

    def panel_top(self, s: PlaySession) -> None:
        self.step_buttons(s)
        if computer.computers_turn(s):
            st.caption(_("The computer is playing…"))
        elif not s.over and s.game.to_move(s.state) == CHANCE:
            st.button(_("Throw the die"), on_click=self.throw, key=self.k("throw"), type="primary",
                      shortcut="Space")

    def tools(self, s: PlaySession) -> None:
        if s.mode == "solo":
            self.undo_redo(s, *st.columns(2))

    def actions(self, s: PlaySession) -> None:
        super().actions(s)
        if s.mode == "computer":
            learning.takeback_button(s, self.key, after=self.after_move)
            common.resign_popover(s, computer.human_side(s), key=self.k("resign_yes"))
        elif s.game.to_move(s.state) != CHANCE:
            common.draw_and_resign(s, names.sides(s.game.info.players), key_prefix=self.key)
