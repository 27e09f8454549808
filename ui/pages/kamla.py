"""Kamla on the play screen (``ui.play_screen``): solo, a pair at one screen
with each Ruler hidden from the other (hand-overs between them), or against
the computer."""
from __future__ import annotations

import time

import streamlit as st

from games.kamla import CHOOSE, SIDE_NAMES, conversion_counts, ruler_threatened
from play.session import PlaySession
from ui import common, computer, history, learning, names
from play import ruler_pin
from ui.i18n import N_, _, language
from ui.journal_file import guarded
from ui.play_screen import PlayScreen, person_to_move
from ui.views import kamla as view
from ui.views.interaction import advance

REVEAL_SECONDS = 5
AIDS = (learning.THREAT, learning.TAKEBACK)
MODES = {N_("Solo: you move both pantheons"): "solo",
         N_("Pair: two players, each Ruler hidden from the other"): "pair",
         N_("Against the computer, each Ruler hidden"): "computer"}
SIDES = (N_("Lower World (moves first)"), N_("Upper World"))  # the side against the computer
ss = st.session_state


def is_pair(s: PlaySession) -> bool:
    """Two people at one screen, each Ruler hidden (the handover steps)."""
    return s.mode == "pair"


def hidden_rulers(s: PlaySession) -> bool:
    return s.game.info.hidden_information


def in_choice(s: PlaySession) -> bool:
    moves = s.game.legal_moves(s.state)
    return bool(moves) and moves[0].kind == CHOOSE


def viewer(s: PlaySession) -> int:
    """Whose eyes the board is drawn for."""
    side = computer.human_side(s)
    return s.state.turn if side is None else side


def player_name(s: PlaySession, side: int) -> str:
    name = s.players[side] if side < len(s.players) and s.players[side] else ""
    return f"{names.side(SIDE_NAMES[side])} ({names.player(name)})" if name \
        else names.side(SIDE_NAMES[side])


def reveal_active(s: PlaySession) -> bool:
    reveal = ss.kamla_reveal
    return bool(reveal) and reveal[0] == s.state.turn and time.time() < reveal[1]


def power_sides(s: PlaySession) -> frozenset[int]:
    if s.over or not hidden_rulers(s):
        return frozenset({0, 1})
    if computer.human_side(s) is not None:
        return frozenset({computer.human_side(s)})
    if in_choice(s):
        return frozenset({s.state.turn})
    return frozenset({s.state.turn}) if reveal_active(s) else frozenset()


def board_state(s: PlaySession, state):
    """``state`` (the live one or one looked back at) as the viewer may see it."""
    if s.over or not hidden_rulers(s):
        return state
    return s.game.public_view(state, viewer(s))


def move_texts_seen(s: PlaySession) -> list[str]:
    """The record as the viewer may read it: hidden Ruler choices stay hidden."""
    hide = hidden_rulers(s) and not s.over
    seen_by = -1 if computer.human_side(s) is None else computer.human_side(s)
    lang = language()
    return [s.game.public_move_text(state, move, seen_by, lang) if hide
            else s.game.move_text(state, move, lang) for state, move in zip(s.states, s.moves)]


def threatened(s: PlaySession) -> int | None:
    """The side to move, when the threat aid is on, that side's Ruler is the
    viewer's own (solo, or the person against the computer) and it stands
    attacked; judged on the viewer's public view, so a hidden Ruler plays no part."""
    side = s.state.turn
    if s.over or not learning.on(s, learning.THREAT) or \
            (s.mode == "computer" and side != computer.human_side(s)):
        return None
    return side if ruler_threatened(s.game.public_view(s.state, side), side) else None


def handed(s: PlaySession) -> tuple:
    """What a taken hand-over is noted as: this game, this many moves."""
    return (s.game_id, len(s.record))


def needs_pin(s: PlaySession) -> bool:
    """Must the side to move choose the PIN over its Ruler (its first
    hand-over, or a game begun before PINs)?"""
    return ruler_pin.seal_of(s.clock, s.state.turn) is None


@guarded
def on_reveal() -> None:
    """Show the Ruler of the side to move, if the PIN typed opens it."""
    s = ss.kamla_session
    side, pin = s.state.turn, ss.get("kamla_reveal_pin", "")
    ss.kamla_reveal_pin = ""
    problem = ruler_pin.try_pin(s.clock, s.game_id, side, pin, lang=language())
    if problem:
        ss.kamla_reveal_error = problem
        return
    ss.kamla_reveal = (side, time.time() + REVEAL_SECONDS)


@guarded
def on_ready() -> None:
    """The player to move takes the screen, first choosing a PIN if they have none."""
    s = ss.kamla_session
    if needs_pin(s):
        pin, again = ss.get("kamla_pin_new", ""), ss.get("kamla_pin_again", "")
        ss.kamla_pin_new = ss.kamla_pin_again = ""
        try:
            ruler_pin.keep(s.clock, s.state.turn, ruler_pin.checked(pin, again))
        except ruler_pin.PinError as error:
            ss.kamla_pin_error = names.refusal(error)
            return
        if not s.save():
            ss.kamla_pin_error = s.problem
            return
    ss.kamla_ready = handed(s)


class KamlaScreen(PlayScreen):
    key = "kamla"
    view = view
    title = N_("Kamla")
    caption = N_("Shamanic chess of the Lower and Upper Worlds. A game may last several days: "
                 "every move is saved as you play.")

    def __init__(self) -> None:
        super().__init__()
        ss.setdefault("kamla_ready", None)
        ss.setdefault("kamla_reveal", None)
        ss.setdefault("kamla_numbers", False)
        ss.setdefault("kamla_hexagrams", False)

    def after_move(self) -> None:
        ss.kamla_prefix = ()
        ss.kamla_reveal = None
        ss.kamla_full_rerun = True

    def on_reserve_click(self) -> None:
        ss.kamla_prefix, _ = advance((), view.RESERVE, self.paths(self.clickable(self.session)))

    @guarded
    def start(self) -> None:
        mode = MODES[ss.kamla_setup_mode]
        limit = int(ss.kamla_setup_limit or 0)
        players = [ss.get("kamla_setup_lower", "").strip(),
                   ss.get("kamla_setup_upper", "").strip()]
        querent, clock = common.querent("kamla_setup_querent"), {}
        if mode == "computer":
            querent = SIDES.index(ss.kamla_setup_side)
            players = ["", ""]
            players[1 - querent] = f"the computer, {ss.kamla_setup_level.lower()}"
            clock["computer"] = computer.setting([1 - querent], ss.kamla_setup_level.lower())
        aids = learning.chosen_aids("kamla_setup", mode, AIDS)
        if aids:
            clock["aids"] = aids
        ss.kamla_session = PlaySession.start(
            "kamla" if mode == "solo" else "kamla-pair", mode,
            options={"move_limit": limit} if limit else {}, players=players,
            intention=ss.get("kamla_setup_intention", ""), querent=querent, clock=clock)
        ss.kamla_prefix, ss.kamla_ready, ss.kamla_reveal = (), None, None

    # Screens --------------------------------------------------------------------------

    def choices(self) -> None:
        st.radio(_("Mode"), list(MODES), key="kamla_setup_mode", format_func=_)
        mode = MODES[ss.kamla_setup_mode]
        sides = names.sides(SIDE_NAMES)
        if mode == "pair":
            left, right = st.columns(2)
            left.text_input(_("{side} player").format(side=sides[0]),
                            key="kamla_setup_lower", max_chars=40)
            right.text_input(_("{side} player").format(side=sides[1]),
                             key="kamla_setup_upper", max_chars=40)
        elif mode == "computer":
            left, right = st.columns(2)
            left.radio(_("Your side"), SIDES, key="kamla_setup_side", format_func=_)
            with right:
                computer.level_choice("kamla_setup_level", help=_(
                    "It decides from what it may see: your Ruler stays hidden from it."))
        if mode != "computer":
            common.querent_choice("kamla_setup_querent", sides)
        learning.aid_toggles("kamla_setup", mode, AIDS)
        st.number_input(_("Move limit (0: none)"), min_value=0, max_value=2000, value=0, step=10,
                        key="kamla_setup_limit", width=common.NUMBER_WIDTH,
                        help=_("After this many moves the game is drawn."))

    def instead(self, s: PlaySession) -> bool:
        """Between two people, a hand-over after every move (and on opening the
        game) covers the board until the player to move takes it; at their
        first one each player chooses the PIN over their Ruler."""
        ss.kamla_ticking = reveal_active(s)
        if not is_pair(s) or s.over or ss.kamla_ready == handed(s):
            return False
        side = s.state.turn
        st.title(_("Kamla · pair"))
        with st.container(border=True):
            if in_choice(s):
                common.status_heading(_("Hand the screen to {player}").format(
                    player=player_name(s, side)))
                st.write(_("The other player looks away now. You will choose, in secret, which "
                           "of your two tent pieces holds power: the Ruler. Your opponent never "
                           "sees it until the rules reveal it."))
            elif len(s.record) == 2:
                common.status_heading(_("Both Rulers are chosen. {player} begins.").format(
                    player=player_name(s, side)))
                st.write(_("From now on both tent pieces of each side look the same on the "
                           "board. On your turn you may glance at your own Ruler with “Show my "
                           "Ruler” and your PIN."))
            else:
                common.status_heading(_("Hand the screen to {player}").format(
                    player=player_name(s, side)))
                st.write(_("The board stays covered until the player to move takes the screen."))
            if needs_pin(s):
                self.pin_choice(s)
            st.button(_("I am {side}: continue").format(side=names.side(SIDE_NAMES[side])),
                      type="primary",
                      on_click=on_ready, key="kamla_ready_button")
        return True

    def pin_choice(self, s: PlaySession) -> None:
        st.write(_("{side}, choose a PIN of {least} to {most} digits: it alone shows your Ruler "
                   "during the game. Only a salted hash of it is kept, never the PIN.").format(
            side=names.side(SIDE_NAMES[s.state.turn]), least=ruler_pin.MIN_DIGITS,
            most=ruler_pin.MAX_DIGITS))
        left, right = st.columns(2)
        left.text_input(_("Your PIN"), type="password", max_chars=ruler_pin.MAX_DIGITS,
                        key="kamla_pin_new")
        right.text_input(_("The same PIN again"), type="password",
                         max_chars=ruler_pin.MAX_DIGITS, key="kamla_pin_again")
        if ss.get("kamla_pin_error"):
            st.error(ss.pop("kamla_pin_error"))

    def heading(self, s: PlaySession) -> None:
        st.title({"pair": _("Kamla · pair"), "solo": _("Kamla · solo")}.get(
            s.mode, _("Kamla · against the computer")))
        if s.intention:
            st.text(_("Intention: {intention}").format(intention=s.intention))

    def status(self, s: PlaySession) -> str:
        if s.outcome is not None:
            return names.ended(s.outcome, s.game.info.players)
        side = s.state.turn
        number = s.state.ply // 2 + 1
        if computer.computers_turn(s):
            return _("{player} is thinking · move {number}").format(
                player=player_name(s, side), number=number)
        if in_choice(s):
            return _("{player}: choose your Ruler by clicking one of your tent pieces.").format(
                player=player_name(s, side))
        player = s.players[side] if side < len(s.players) else ""
        return _("{turn} · move {number}").format(
            turn=names.to_move(SIDE_NAMES[side], player), number=number)

    def clickable(self, s: PlaySession) -> list:
        """Moves found on what the player to move may see: the engine's public view."""
        return s.game.legal_moves(s.game.public_view(s.state, s.state.turn)) \
            if person_to_move(s) else []

    def scene(self, s: PlaySession, state, *, selected, targets, last) -> dict:
        return view.scene(board_state(s, state), power_sides=power_sides(s), selected=selected,
                          targets=targets, last=last, numbers=ss.kamla_numbers,
                          hexagrams=ss.kamla_hexagrams,
                          title=self.status(s), lang=language())

    def run_every(self, s: PlaySession) -> float | None:
        """Every second while a Ruler is shown (``before_panel`` sees it end)."""
        return 1.0 if ss.kamla_ticking else None

    def before_panel(self, s: PlaySession) -> None:
        super().before_panel(s)
        if ss.pop("kamla_full_rerun", False) and is_pair(s) and ss.kamla_ready != handed(s):
            st.rerun(scope="app")
        if reveal_active(s) != ss.get("kamla_ticking", False):
            st.rerun(scope="app")  # start or stop the one-second ticks of a Ruler reveal

    def panel_top(self, s: PlaySession) -> None:
        side = threatened(s)
        if side is not None:
            st.warning(_("Your Ruler is threatened: answer the attack.") if s.mode == "computer"
                       else _("The {side} Ruler is threatened.").format(
                           side=names.side(SIDE_NAMES[side])),
                       icon=":material/warning:")

    def tools(self, s: PlaySession) -> None:
        if any(t.startswith("H@") for t in self.move_texts(s)):
            st.button(_("Place a Shield"), on_click=self.on_reserve_click, key="kamla_reserve",
                      help=_("Then click a free cell of your three back ranks."))
        lower, upper = names.sides(SIDE_NAMES)
        st.markdown(_("**Shields in reserve** · {lower} {first} · {upper} {second}").format(
            lower=lower, upper=upper, first=s.state.reserves[0], second=s.state.reserves[1]))
        won = conversion_counts(s.states, s.moves)
        st.markdown(_("**Spirits won over** · {lower} {first} · {upper} {second}").format(
            lower=lower, upper=upper, first=won[0], second=won[1]))
        controls = st.columns(2)
        if s.mode == "solo":
            self.undo_redo(s, *controls)
        elif is_pair(s) and not s.over and not in_choice(s):
            self.ruler_handover(s, controls[0])
        else:
            with controls[0]:
                learning.takeback_button(s, "kamla", after=self.after_move)
        with st.container(horizontal=True, gap="medium"):
            st.toggle(_("Cell numbers"), key="kamla_numbers")
            st.toggle(_("Hexagrams"), key="kamla_hexagrams",
                      help=_("Each cell's hexagram of Fu Xi's square, the figures a reading "
                             "is cast from"))

    def actions(self, s: PlaySession) -> None:
        if in_choice(s):
            return
        super().actions(s)
        if computer.human_side(s) is None:
            common.draw_and_resign(s, names.sides(SIDE_NAMES), key_prefix="kamla")
        else:
            common.resign_popover(s, computer.human_side(s), key="kamla_resign_yes")

    def move_list(self, s: PlaySession) -> None:
        history.walk(s, "kamla", move_texts_seen(s))

    def ruler_handover(self, s: PlaySession, place) -> None:
        """Showing a Ruler needs the PIN of the side to move: only that side's
        Ruler is shown, never the one of the player who just moved (K-22)."""
        side = s.state.turn
        if reveal_active(s):
            place.button(_("Your Ruler is marked"), disabled=True, key="kamla_reveal_button")
            return
        mine, other = names.side(SIDE_NAMES[side]), names.side(SIDE_NAMES[1 - side])
        with place.popover(_("Show my Ruler…")):
            st.write(_("Only the {side} player looks now; {other}, look away.").format(
                side=mine, other=other))
            st.text_input(_("{side} PIN").format(side=mine), type="password",
                          max_chars=ruler_pin.MAX_DIGITS, key="kamla_reveal_pin")
            if ss.get("kamla_reveal_error"):  # the popover stays open across the rerun
                st.error(ss.pop("kamla_reveal_error"))
            st.button(_("I am {side}: show my Ruler ({seconds} s)").format(
                side=mine, seconds=REVEAL_SECONDS),
                      on_click=on_reveal, key="kamla_reveal_button")

    def end(self, s: PlaySession) -> None:
        note = (_("Both Rulers are now revealed on the board (the gold mark on the base).")
                if hidden_rulers(s) else "")
        common.end_panel(s, self.status(s), key="kamla", on_new=self.new_game, note=note,
                         reviewed=True)


KamlaScreen().page()
