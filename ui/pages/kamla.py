"""Kamla: set up a game, play it (solo or pair with hidden Rulers), see the end."""
from __future__ import annotations

import random
import time

import streamlit as st

from games.kamla import CHOOSE, SIDE_NAMES, conversion_counts, ruler_threatened
from ui import common, computer, game_address, history, learning, review
from ui.components.board import board, clicked_cell
from ui.journal_file import guarded
from play.session import PlaySession
from ui.views import kamla as view
from ui.views.interaction import advance, next_steps
from play.text import said

REVEAL_SECONDS = 5
AIDS = (learning.THREAT, learning.TAKEBACK)
MODES = {"Solo: you move both pantheons": "solo",
         "Pair: two players, each Ruler hidden from the other": "pair",
         "Against the computer, each Ruler hidden": "computer"}
ss = st.session_state
ss.setdefault("kamla_session", None)
ss.setdefault("kamla_prefix", ())
ss.setdefault("kamla_ready", None)
ss.setdefault("kamla_reveal", None)
ss.setdefault("kamla_numbers", False)


def session() -> PlaySession | None:
    return ss.kamla_session


def is_pair(s: PlaySession) -> bool:
    """Two people at one screen, each Ruler hidden (the handover steps)."""
    return s.mode == "pair"


def hidden_rulers(s: PlaySession) -> bool:
    return s.game.info.hidden_information


def human_side(s: PlaySession) -> int | None:
    """Against the computer: the side the person plays."""
    return computer.human_side(s)


def in_choice(s: PlaySession) -> bool:
    moves = s.game.legal_moves(s.state)
    return bool(moves) and moves[0].kind == CHOOSE


def mover_view(s: PlaySession):
    """What the player to move may see: the engine's public view in pair mode."""
    return s.game.public_view(s.state, s.state.turn)


def viewer(s: PlaySession) -> int:
    """Whose eyes the board is drawn for."""
    side = human_side(s)
    return s.state.turn if side is None else side


def legal_moves(s: PlaySession):
    return [] if s.over else s.game.legal_moves(mover_view(s))


def after_move(s: PlaySession) -> None:
    ss.kamla_prefix = ()
    ss.kamla_reveal = None
    if is_pair(s) and (in_choice(s) or len(s.record) == 2):
        ss.kamla_ready = None
    ss.kamla_full_rerun = True


def play_text(text: str) -> None:
    s = session()
    try:
        s.play(text)
    except ValueError as error:
        ss.kamla_error = str(error)
        return
    after_move(s)


# Callbacks ------------------------------------------------------------------------

@guarded
def on_board_click() -> None:
    s = session()
    cell = clicked_cell("kamla_board")
    if s is None or cell is None or history.back_to_live(s, "kamla") or s.over or \
            computer.computers_turn(s):
        return
    paths = {view.click_path(m): m for m in legal_moves(s)}
    ss.kamla_prefix, move = advance(ss.kamla_prefix, cell, paths)
    if move is not None:
        play_text(s.game.format_move(s.state, move))


def on_reserve_click() -> None:
    s = session()
    paths = {view.click_path(m): m for m in legal_moves(s)}
    ss.kamla_prefix, _ = advance((), view.RESERVE, paths)


@guarded
def on_move_button() -> None:
    text = ss.get("kamla_pick")
    if text:
        play_text(text)
        ss.kamla_pick = None


@guarded
def on_undo() -> None:
    session().undo()
    ss.kamla_prefix = ()


@guarded
def on_redo() -> None:
    session().redo_move()
    ss.kamla_prefix = ()


def on_reveal(side: int) -> None:
    ss.kamla_reveal = (side, time.time() + REVEAL_SECONDS)


def on_ready(side: int) -> None:
    ss.kamla_ready = side


@guarded
def start_game() -> None:
    mode = MODES[ss.kamla_setup_mode]
    limit = int(ss.kamla_setup_limit or 0)
    players = [ss.get("kamla_setup_lower", "").strip(), ss.get("kamla_setup_upper", "").strip()]
    querent, clock = common.querent("kamla_setup_querent"), {}
    if mode == "computer":
        querent = 0 if ss.kamla_setup_side.startswith("Lower") else 1
        players = ["", ""]
        players[1 - querent] = f"the computer, {ss.kamla_setup_level.lower()}"
        clock["computer"] = computer.setting([1 - querent], ss.kamla_setup_level.lower())
    aids = learning.chosen_aids("kamla_setup", mode, AIDS)
    if aids:
        clock["aids"] = aids
    s = PlaySession.start("kamla" if mode == "solo" else "kamla-pair", mode,
                          options={"move_limit": limit} if limit else {}, players=players,
                          intention=ss.get("kamla_setup_intention", ""), querent=querent,
                          clock=clock)
    ss.kamla_session = s
    ss.kamla_prefix, ss.kamla_ready, ss.kamla_reveal = (), None, None


def new_game() -> None:
    ss.kamla_session = None


# Screens --------------------------------------------------------------------------

def setup_screen() -> None:
    st.title("Kamla")
    st.caption("Shamanic chess of the Lower and Upper Worlds. A game may last several days: "
               "every move is saved as you play.")
    with st.container(border=True):
        st.radio("Mode", list(MODES), key="kamla_setup_mode")
        if MODES[ss.kamla_setup_mode] == "pair":
            left, right = st.columns(2)
            left.text_input("Lower World player", key="kamla_setup_lower", max_chars=40)
            right.text_input("Upper World player", key="kamla_setup_upper", max_chars=40)
        elif MODES[ss.kamla_setup_mode] == "computer":
            left, right = st.columns(2)
            left.radio("Your side", ["Lower World (moves first)", "Upper World"],
                       key="kamla_setup_side")
            right.radio("The computer plays", ["Gentle", "Steady", "Strong"], index=1,
                        key="kamla_setup_level", horizontal=True,
                        help="It decides from what it may see: your Ruler stays hidden from it.")
        if MODES[ss.kamla_setup_mode] != "computer":
            common.querent_choice("kamla_setup_querent", SIDE_NAMES)
        learning.aid_toggles("kamla_setup", MODES[ss.kamla_setup_mode], AIDS)
        st.text_input("Question or intention (optional)", key="kamla_setup_intention",
                      max_chars=300, placeholder=common.INTENTION_HINT)
        st.number_input("Move limit (0: none)", min_value=0, max_value=2000, value=0, step=10,
                        key="kamla_setup_limit", width=common.NUMBER_WIDTH,
                        help="After this many moves the game is drawn.")
        st.button("Begin", type="primary", on_click=start_game, key="kamla_begin")
    common.continue_list("kamla", key_prefix="kamla_continue")


def player_name(s: PlaySession, side: int) -> str:
    name = s.players[side] if side < len(s.players) and s.players[side] else ""
    return f"{SIDE_NAMES[side]} ({name})" if name else SIDE_NAMES[side]


def handover_screen(s: PlaySession) -> None:
    side = s.state.turn
    st.title("Kamla · pair")
    with st.container(border=True):
        if in_choice(s):
            common.status_heading(f"Hand the screen to {player_name(s, side)}")
            st.write("The other player looks away now. You will choose, in secret, which of "
                     "your two tent pieces holds power: the Ruler. Your opponent never sees it "
                     "until the rules reveal it.")
        else:
            common.status_heading(f"Both Rulers are chosen. {player_name(s, side)} begins.")
            st.write("From now on both tent pieces of each side look the same on the board. "
                     "On your turn you may glance at your own Ruler with “Show my Ruler”.")
        st.button(f"I am {SIDE_NAMES[side]}: continue", type="primary",
                  on_click=on_ready, args=(side,), key="kamla_ready_button")


def status_line(s: PlaySession) -> str:
    outcome = s.outcome
    if outcome is not None:
        return common.outcome_text(outcome, s.game.info.players)
    side = s.state.turn
    if computer.computers_turn(s):
        return f"{player_name(s, side)} is thinking · move {s.state.ply // 2 + 1}"
    if in_choice(s):
        return f"{player_name(s, side)}: choose your Ruler by clicking one of your tent pieces."
    return f"{player_name(s, side)} to move · move {s.state.ply // 2 + 1}"


def reveal_active(s: PlaySession) -> bool:
    reveal = ss.kamla_reveal
    return bool(reveal) and reveal[0] == s.state.turn and time.time() < reveal[1]


def power_sides(s: PlaySession) -> frozenset[int]:
    if s.over or not hidden_rulers(s):
        return frozenset({0, 1})
    if human_side(s) is not None:
        return frozenset({human_side(s)})
    if in_choice(s):
        return frozenset({s.state.turn})
    return frozenset({s.state.turn}) if reveal_active(s) else frozenset()


def board_state(s: PlaySession, state):
    """``state`` (the live one or one looked back at) as the viewer may see it."""
    if s.over or not hidden_rulers(s):
        return state
    return s.game.public_view(state, viewer(s))


def move_list(s: PlaySession) -> list[str]:
    hide = hidden_rulers(s) and not s.over
    seen_by = -1 if human_side(s) is None else human_side(s)
    return [s.game.public_move_text(state, move, seen_by) if hide else s.record[i]
            for i, (state, move) in enumerate(zip(s.states, s.moves))]


def threatened(s: PlaySession) -> int | None:
    """The side to move, when the threat aid is on, that side's Ruler is the
    viewer's own (solo, or the person against the computer) and it stands
    attacked; judged on the viewer's public view, so a hidden Ruler plays no part."""
    side = s.state.turn
    if s.over or not learning.on(s, learning.THREAT) or \
            (s.mode == "computer" and side != human_side(s)):
        return None
    return side if ruler_threatened(s.game.public_view(s.state, side), side) else None


def threat_warning(s: PlaySession) -> None:
    side = threatened(s)
    if side is not None:
        st.warning("Your Ruler is threatened: answer the attack." if s.mode == "computer"
                   else f"The {SIDE_NAMES[side]} Ruler is threatened.", icon=":material/warning:")


def side_panel(s: PlaySession) -> None:
    if ss.get("kamla_error"):
        st.error(said(ss.pop("kamla_error")))
    threat_warning(s)
    texts = [] if computer.computers_turn(s) else s.legal_texts()
    if texts:
        st.selectbox("Legal moves", texts, index=None, key="kamla_pick",
                     placeholder="Choose a move…")
        st.button("Move", on_click=on_move_button, key="kamla_move", shortcut="Enter",
                  disabled=not texts)
    if any(t.startswith("H@") for t in texts):
        st.button("Place a Shield", on_click=on_reserve_click, key="kamla_reserve",
                  help="Then click a free cell of your three back ranks.")
    state = s.state
    st.markdown(f"**Shields in reserve** · {SIDE_NAMES[0]} {state.reserves[0]} · "
                f"{SIDE_NAMES[1]} {state.reserves[1]}")
    won = conversion_counts(s.states, s.moves)
    st.markdown(f"**Spirits won over** · {SIDE_NAMES[0]} {won[0]} · {SIDE_NAMES[1]} {won[1]}")
    controls = st.columns(2)
    if s.mode == "solo":
        controls[0].button("Undo", on_click=on_undo, key="kamla_undo",
                           disabled=not s.record or s.over)
        controls[1].button("Redo", on_click=on_redo, key="kamla_redo", disabled=not s.redo)
    elif is_pair(s) and not s.over and not in_choice(s):
        ruler_handover(s, controls[0])
    else:
        with controls[0]:
            learning.takeback_button(s, "kamla", after=lambda: after_move(s))
    st.toggle("Cell numbers", key="kamla_numbers")
    if not s.over and not in_choice(s):
        common.cast_button(s, key_prefix="kamla")
        if human_side(s) is None:
            common.draw_and_resign(s, SIDE_NAMES, key_prefix="kamla")
        else:
            common.resign_popover(s, human_side(s), key="kamla_resign_yes")
    review.beside_board(s, "kamla")
    history.walk(s, "kamla", move_list(s))


def ruler_handover(s: PlaySession, place) -> None:
    """Showing a Ruler is a hand-over step naming the side to move: only that
    side's Ruler is shown, never the one of the player who just moved (K-22)."""
    side = s.state.turn
    if reveal_active(s):
        place.button("Your Ruler is marked", disabled=True, key="kamla_reveal_button")
        return
    with place.popover("Show my Ruler…"):
        st.write(f"Only the {SIDE_NAMES[side]} player looks now; "
                 f"{SIDE_NAMES[1 - side]}, look away.")
        st.button(f"I am {SIDE_NAMES[side]}: show my Ruler ({REVEAL_SECONDS} s)",
                  on_click=on_reveal, args=(side,), key="kamla_reveal_button")


def play_panel() -> None:
    s = session()
    common.end_when_over(s, "kamla")
    if ss.pop("kamla_full_rerun", False) and is_pair(s) and ss.kamla_ready is None:
        st.rerun(scope="app")
    if reveal_active(s) != ss.get("kamla_ticking", False):
        st.rerun(scope="app")  # start or stop the one-second ticks of a Ruler reveal
    common.status_heading(status_line(s))
    left, right = st.columns([3, 2], gap="large")
    state, last_move, live = history.position(s, "kamla")
    moves = legal_moves(s) if live else []
    paths = {view.click_path(m): m for m in moves}
    prefix = ss.kamla_prefix if live else ()
    steps = next_steps(prefix, paths) if prefix else set()
    last = view.last_cells(last_move) if last_move is not None else ()
    scene = view.scene(
        board_state(s, state), power_sides=power_sides(s),
        selected={c for c in prefix if isinstance(c, int)},
        targets={c for c in steps if isinstance(c, int)}, last=last,
        numbers=ss.kamla_numbers, title=status_line(s))
    with left:
        board(scene, key="kamla_board", on_click=on_board_click, fit=True)
    with right:
        side_panel(s)
    computer.take_turn(s, computer_rng(), after=lambda: after_move(s))


def computer_rng() -> random.Random:
    return ss.setdefault("kamla_rng", random.Random())


def end_screen(s: PlaySession) -> None:
    note = ("Both Rulers are now revealed on the board (the gold mark on the base)."
            if hidden_rulers(s) else "")
    common.end_panel(s, common.outcome_text(s.outcome, s.game.info.players), key="kamla",
                     on_new=new_game, note=note, reviewed=True)


def page() -> None:
    ss.pop("switch_to", None)  # arriving from a "Continue" button elsewhere
    game_address.follow("kamla")
    s = session()
    if s is None:
        setup_screen()
        return
    if is_pair(s) and not s.over and ss.kamla_ready != s.state.turn and (
            in_choice(s) or len(s.record) == 2):  # hand-overs only between two people
        handover_screen(s)
        return
    st.title("Kamla · " + {"pair": "pair", "solo": "solo"}.get(s.mode, "against the computer"))
    if s.intention:
        st.text(f"Intention: {s.intention}")
    ss.kamla_ticking = reveal_active(s)
    if s.over:
        end_screen(s)
    common.play_fragment(s, "kamla", play_panel, run_every=1.0 if ss.kamla_ticking else None)
    computer.page_ends(s, computer_rng(), after=lambda: after_move(s))


page()
