"""Kamla pair mode on two screens: each player in their own browser, each
seeing the board from their own side and only their own public view."""
from __future__ import annotations

import socket

import streamlit as st

from games.kamla.board import SIDE_NAMES
from games.kamla.movegen import CHOOSE
from readings import remote, saved_games
from ui import common
from ui.components.board import board, clicked_cell
from ui.play_session import PlaySession, default_connection
from ui.views import kamla as view
from ui.views.interaction import advance, next_steps

POLL_SECONDS = 1.0
ss = st.session_state
ss.setdefault("remote_prefix", ())


def current_seat() -> remote.Seat | None:
    token = ss.get("remote_token") or st.query_params.get("seat")
    if not token:
        return None
    try:
        with default_connection() as con:
            found = remote.seat(con, token)
    except remote.RemoteError:
        st.query_params.pop("seat", None)
        ss.pop("remote_token", None)
        return None
    ss.remote_token = token
    return found


def take_seat(found: remote.Seat) -> None:
    ss.remote_token = found.token
    ss.remote_prefix = ()
    st.query_params["seat"] = found.token


def create_game() -> None:
    side = 0 if ss.remote_setup_side.startswith("Lower") else 1
    with default_connection() as con:
        take_seat(remote.create(con, side=side, intention=ss.get("remote_setup_intention", "")))


def join_game() -> None:
    try:
        with default_connection() as con:
            take_seat(remote.join(con, ss.get("remote_setup_code", "")))
    except remote.RemoteError as error:
        ss.remote_error = str(error)


def leave() -> None:
    ss.pop("remote_token", None)
    st.query_params.pop("seat", None)


def listening_addresses() -> list[str]:
    """Addresses another device on the home network can use, or [] when the
    server listens on this computer only."""
    address = str(st.get_option("server.address") or "")
    port = st.get_option("server.port")
    if address in ("", "127.0.0.1", "localhost", "::1"):
        return []
    if address not in ("0.0.0.0", "::"):
        return [f"http://{address}:{port}/kamla-two-screens"]
    hosts = {info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
    hosts.discard("127.0.0.1")
    return [f"http://{host}:{port}/kamla-two-screens" for host in sorted(hosts)]


def lobby() -> None:
    st.title("Kamla · two screens")
    st.caption("A pair game with each player at their own browser: your Ruler is marked only "
               "on your screen.")
    if ss.get("remote_error"):
        st.error(ss.pop("remote_error"))
    create, join = st.columns(2, gap="large")
    with create.container(border=True):
        st.subheader("Start a game")
        st.radio("Your side", ["Lower World (moves first)", "Upper World"],
                 key="remote_setup_side")
        st.text_input("Question or intention (optional)", key="remote_setup_intention",
                      max_chars=300)
        st.button("Create the game", type="primary", on_click=create_game, key="remote_create")
    with join.container(border=True):
        st.subheader("Join a game")
        st.text_input("Game code", key="remote_setup_code", max_chars=12,
                      placeholder="e.g. KX7P2M")
        st.button("Join", on_click=join_game, key="remote_join")
    addresses = listening_addresses()
    if addresses:
        st.info("The other player can open: " + " or ".join(addresses))
    else:
        st.caption("This app listens on this computer only, so both players need a window "
                   "here. To play from another device on your home network, start the app "
                   "with `make run HOST=0.0.0.0` and give the other player the address shown "
                   "on this page.")


class Table:
    """The shared game as this seat may see it, rebuilt when the record changes."""

    def __init__(self, found: remote.Seat):
        self.seat = found
        self.session = PlaySession.resume(found.saved_game_id)
        self.game = self.session.game
        self.state = self.session.state

    @property
    def view(self):
        if self.session.over:
            return self.state
        return self.game.public_view(self.state, self.seat.side)

    def my_turn(self) -> bool:
        return not self.session.over and self.state.turn == self.seat.side


def submit(text: str) -> None:
    table: Table = ss.remote_table
    try:
        with default_connection() as con:
            remote.submit(con, table.seat.token, len(table.session.record), text)
    except (remote.RemoteError, ValueError) as error:
        ss.remote_error = str(error)
    ss.remote_prefix = ()
    ss.remote_table = Table(table.seat)


def on_board_click() -> None:
    table: Table = ss.remote_table
    cell = clicked_cell("remote_board")
    if cell is None or not table.my_turn():
        return
    paths = {view.click_path(m): m for m in table.game.legal_moves(table.view)}
    ss.remote_prefix, move = advance(ss.remote_prefix, cell, paths)
    if move is not None:
        submit(table.game.format_move(table.view, move))


def on_move_button() -> None:
    if ss.get("remote_pick"):
        submit(ss.remote_pick)
        ss.remote_pick = None


def on_resign() -> None:
    with default_connection() as con:
        remote.resign(con, ss.remote_table.seat.token)
    ss.remote_table = Table(ss.remote_table.seat)


def status(table: Table) -> str:
    if table.session.over:
        return common.outcome_text(table.session.outcome, SIDE_NAMES)
    mine, turn = table.seat.side, table.state.turn
    moves = table.game.legal_moves(table.state)
    choosing = bool(moves) and moves[0].kind == CHOOSE
    if turn == mine:
        return ("Choose your Ruler: click one of your two tent pieces." if choosing
                else f"Your move ({SIDE_NAMES[mine]}).")
    return (f"Waiting for the {SIDE_NAMES[turn]} to choose its Ruler…" if choosing
            else f"Waiting for the {SIDE_NAMES[turn]} to move…")


def play_panel() -> None:
    found = ss.remote_table.seat
    with default_connection() as con:
        has_partner = remote.joined(con, found.code)
        saved_length = len(saved_games.load(con, found.saved_game_id).record)
    table: Table = ss.remote_table
    if saved_length != len(table.session.record):  # the other player moved
        table = ss.remote_table = Table(found)
    if table.session.over and not ss.get("remote_over_shown"):
        st.rerun(scope="app")
    if not has_partner:
        st.info(f"Give the other player the code **{found.code}** to join this game.")
    if ss.get("remote_error"):
        st.error(ss.pop("remote_error"))
    st.markdown(f"#### {status(table)}")
    left, right = st.columns([3, 2], gap="large")
    moves = table.game.legal_moves(table.view) if table.my_turn() and has_partner else []
    paths = {view.click_path(m): m for m in moves}
    prefix = ss.remote_prefix
    steps = next_steps(prefix, paths) if prefix else set()
    last = view.last_cells(table.session.moves[-1]) if table.session.moves else ()
    power = frozenset({0, 1}) if table.session.over else frozenset({found.side})
    with left:
        board(view.scene(table.view, power_sides=power, flip=found.side == 1,
                         selected={c for c in prefix if isinstance(c, int)},
                         targets={c for c in steps if isinstance(c, int)}, last=last,
                         title=status(table)),
              key="remote_board", on_click=on_board_click, fit=True)
    with right:
        st.markdown(f"You play the **{SIDE_NAMES[found.side]}** · game code **{found.code}**")
        if moves:
            st.selectbox("Legal moves", sorted(table.game.format_move(table.view, m)
                                               for m in moves),
                         index=None, key="remote_pick", placeholder="Choose a move…")
            st.button("Move", on_click=on_move_button, key="remote_move", shortcut="Enter")
        if not table.session.over and has_partner:
            with st.popover("Resign…"):
                st.button("Yes, I resign", on_click=on_resign, key="remote_resign_yes")
        texts = [table.game.public_move_text(s, m, found.side)
                 for s, m in zip(table.session.states, table.session.moves)]
        with st.container(height=220, border=True):
            st.caption("Moves")
            st.text(common.numbered(texts) or "—")


def page() -> None:
    found = current_seat()
    if found is None:
        lobby()
        return
    if "remote_table" not in ss or ss.remote_table.seat != found:
        ss.remote_table = Table(found)
    table: Table = ss.remote_table
    st.title("Kamla · two screens")
    ss.remote_over_shown = table.session.over
    st.fragment(play_panel, run_every=None if table.session.over else POLL_SECONDS)()
    if table.session.over:
        common.keep_journal(table.session, "remote")
        with st.container(border=True):
            st.write("Both Rulers are now revealed on the board.")
            entry = common.final_reading(table.session)
            if entry is not None:
                common.show_reading(entry)
            st.button("Leave this game", on_click=leave, key="remote_leave")


page()
