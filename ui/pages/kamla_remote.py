"""Kamla pair mode on two screens: each player in their own browser, each
seeing the board from their own side and only their own public view."""
from __future__ import annotations

import ipaddress
from typing import Callable

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from games.kamla import CHOOSE, SIDE_NAMES
from readings import remote, saved_games
from ui import common, game_list, history, names
from play import lifecycle, two_screens
from ui.components import seat_keeper
from ui.journal_file import guarded
from ui.hosts import lan_addresses
from ui.i18n import language
from play.session import PlaySession, default_connection
from ui.play_screen import PlayScreen
from ui.views import kamla as view
from play.text import said
from ui.i18n import N_, _, ngettext

POLL_SECONDS = 1.0  # how often a screen asks whether the game changed (no redraw)
KEEPER = "remote_keeper"  # the element that keeps this browser's seat keys
ss = st.session_state


def current_seat() -> remote.Seat | None:
    """This tab's seat: kept in server-side session state and by the browser
    (``seat_keeper``), never in the address."""
    st.query_params.pop("seat", None)  # an address from before seats left the URL
    token = ss.get("remote_token")
    if not token:
        return None
    try:
        with default_connection() as con:
            return remote.seat(con, token)
    except remote.RemoteError:
        vanished()
        return None


GONE = N_("The game you were playing is no longer here: one of its two players deleted it. "
          "Its journal entries, if any, are still in the journal. Start or join another "
          "game below.")
SIDES = [N_("Lower World (moves first)"), N_("Upper World")]
# Sentences that name a side, one for each (by side number): Russian declines the name.
OFFERS = (N_("The Lower World offers a draw. Do you accept?"),
          N_("The Upper World offers a draw. Do you accept?"))
WAIT_RULER = (N_("Waiting for the Lower World to choose its Ruler…"),
              N_("Waiting for the Upper World to choose its Ruler…"))
WAIT_MOVE = (N_("Waiting for the Lower World to move…"), N_("Waiting for the Upper World to move…"))


def reseat(found: remote.Seat) -> None:
    """The table as the game now stands, or, if it was deleted, the lobby
    with a sentence saying so."""
    try:
        ss.remote_table = Table(found)
    except (LookupError, remote.RemoteError):
        vanished()


def vanished() -> None:
    """The game of this tab's seat was deleted (on the Games page, by a seat
    holder): forget the seat and say so on the lobby, instead of failing."""
    forget(ss.pop("remote_token", None))
    ss.pop("remote_table", None)
    ss.remote_gone = GONE


def take_seat(found: remote.Seat) -> None:
    ss.remote_token = found.token
    ss.remote_prefix = ()
    ss.remote_aside = False
    ss.pop("remote_gone", None)
    ss.remote_forget = [key for key in ss.get("remote_forget", []) if key != found.token]
    st.query_params.pop("code", None)


def forget(token: str | None) -> None:
    """Have the browser forget a seat it may keep (left, finished or deleted)."""
    if token:
        ss.remote_forget = [*ss.get("remote_forget", []), token]


@guarded
def kept_seats() -> None:
    """The browser said which seat keys it keeps: the seats of games still
    going on that they open, listed in the lobby; a tab without a seat comes
    back to its own (a reload) or, if it is new, to the one seat kept here."""
    report = seat_keeper.kept(KEEPER)
    if report is None:
        return
    keys = [*report.keys, *([report.tab] if report.tab else [])]
    with default_connection() as con:
        seats, stale = remote.recall(con, keys, client=client_id())
    ss.remote_forget = list(dict.fromkeys([*ss.get("remote_forget", []), *stale]))
    ss.remote_kept = two_screens.offered(seats)
    back = two_screens.returning(report.tab, seats)
    if back is not None and not ss.get("remote_token") and not ss.get("remote_aside"):
        take_seat(back)


def keeper(found: remote.Seat | None) -> None:
    """The browser's store of seat keys: this tab's seat while its game goes
    on; the lobby once the game is over or the player left it; in a tab that
    has not yet heard from the browser, whatever it kept."""
    gone = list(ss.get("remote_forget", []))
    if found is None:
        tab = "" if ss.get("remote_aside") else None
    elif ss.remote_table.session.over:
        tab, gone = "", [*gone, found.token]
    else:
        tab = found.token
    seat_keeper.keep_seats(KEEPER, tab=tab, forget=gone, on_report=kept_seats)


@guarded
def create_game() -> None:
    side = 0 if ss.remote_setup_side.startswith("Lower") else 1
    take_seat(two_screens.start(side, intention=ss.get("remote_setup_intention", "")))


def client_id() -> str:
    """The browser asking, for the join limits (``remote.Gate``): its network
    address as Streamlit's server sees it (``st.context.ip_address``); on this
    computer, where every window shares one address, its session id instead."""
    address = st.context.ip_address
    try:
        if address and not ipaddress.ip_address(address).is_loopback:
            return f"address {address}"
    except ValueError:
        pass
    ctx = get_script_run_ctx()
    return f"session {ctx.session_id if ctx else ''}"


def seat_from(typed: str, find: Callable[..., remote.Seat]) -> None:
    """Take the seat a typed code or key opens, or say why not."""
    try:
        with default_connection() as con:
            take_seat(find(con, typed, client=client_id()))
    except remote.RemoteError as error:
        ss.remote_error = names.refusal(error)


@guarded
def join_game() -> None:
    seat_from(ss.get("remote_setup_code", ""), remote.join)


@guarded
def rejoin_game() -> None:
    seat_from(ss.get("remote_setup_key", ""), remote.rejoin)
    ss.remote_setup_key = ""


def leave() -> None:
    """Leave a finished game (the browser forgets it) for the lobby."""
    forget(ss.pop("remote_token", None))
    ss.remote_aside = True


def set_aside() -> None:
    """To the lobby, to start or join another game: the browser keeps this
    seat, and the lobby offers it back."""
    ss.pop("remote_token", None)
    ss.pop("remote_table", None)
    ss.remote_aside = True


def listening_addresses() -> list[str]:
    """Addresses another device on the home network can use, or [] when the
    server listens on this computer only."""
    port = st.get_option("server.port")
    return [f"http://{host}:{port}/kamla-two-screens"
            for host in lan_addresses(str(st.get_option("server.address") or ""))]


def invite_links(code: str) -> list[str]:
    """Addresses that open this page with the join code filled in (and no seat)."""
    here = str(st.context.url or "").split("?")[0]
    return [f"{address}?code={code}" for address in listening_addresses() or [here] if address]


@guarded
def renew_code() -> None:
    """A fresh code for a game whose code expired before anyone joined."""
    with default_connection() as con:
        fresh = remote.renew_code(con, ss.remote_table.seat.token)
    ss.remote_table = Table(fresh)


def sharing_note(found: remote.Seat) -> None:
    """What to give the other player: the code or an invite link, never the
    seat; once the code has expired, a fresh one instead."""
    with default_connection() as con:
        expired = remote.code_expired(con, found.code)
    if expired:
        st.warning(ngettext(
            "The game code {code} has expired: nobody joined within {n} hour, so it opens "
            "nothing now.",
            "The game code {code} has expired: nobody joined within {n} hours, so it opens "
            "nothing now.", remote.CODE_LIFETIME_HOURS).format(
                code=found.code, n=remote.CODE_LIFETIME_HOURS))
        st.button(_("Get a fresh code"), type="primary", on_click=renew_code,
                  key="remote_renew_code")
        return
    st.info(_("Give the other player only the game code, or the invite link below: it takes "
              "the free seat once. This tab's address holds no seat, so sharing it gives "
              "nothing away."))
    code, links = st.columns([1, 3])
    code.caption(_("Game code"))
    code.code(found.code, language=None)
    links.caption(_("Invite link"))
    for link in invite_links(found.code):
        links.code(link, language=None, wrap_lines=True)


def seat_key_note(found: remote.Seat) -> None:
    """This player's own seat key, folded away, to come back from another browser."""
    with st.expander(_("Your seat key (for another browser)")):
        st.caption(_("This browser keeps your seat: a reload, or this page opened again after "
                     "closing the tab, brings you back here. To go on from another browser or "
                     "device, type this key there under \u201cCome back with a seat key\u201d. "
                     "Keep it to yourself; it is never in the address bar."))
        st.code(found.token, language=None)


def kept_list() -> None:
    """The games this browser keeps a seat at, each one click away."""
    seats: list[remote.Seat] = ss.get("remote_kept", [])
    if not seats:
        return
    with default_connection() as con:
        games = {found.saved_game_id: saved_games.load(con, found.saved_game_id)
                 for found in seats}
        waiting = {found.saved_game_id for found in seats if not remote.joined(con, found.code)}
    with st.container(border=True, key="remote_kept_games"):
        st.subheader(_("Your games in this browser"))
        for found in seats:
            game = games[found.saved_game_id]
            shown = game_list.summary(game)
            row = st.container(horizontal=True, vertical_alignment="center", gap="small",
                               key=f"remote_kept_row_{found.saved_game_id}")
            turn = _("nobody has joined yet") if found.saved_game_id in waiting else shown.turn
            row.text(" · ".join([_("{side} (your side)").format(side=names.side(SIDE_NAMES[found.side])),
                                 turn,
                                 shown.progress, *([game.intention] if game.intention else [])]))
            row.button(_("Back to this game"), key=f"remote_back_{found.saved_game_id}",
                       on_click=take_seat, args=(found,))


def lobby() -> None:
    st.title(_("Kamla · two screens"))
    if "code" in st.query_params and not ss.get("remote_setup_code"):
        ss.remote_setup_code = remote.normalize_code(st.query_params["code"])[:20]
    st.caption(_("A pair game with each player at their own browser: your Ruler is marked only "
                 "on your screen."))
    if ss.get("remote_gone"):  # until another seat is taken: the browser's report reruns
        st.warning(_(ss.remote_gone))
    if ss.get("remote_error"):
        st.error(said(ss.pop("remote_error")))
    kept_list()
    create, join = st.columns(2, gap="large")
    with create.container(border=True):
        st.subheader(_("Start a game"))
        st.radio(_("Your side"), SIDES, format_func=_, key="remote_setup_side")
        st.text_input(_("Question or intention (optional)"), key="remote_setup_intention",
                      max_chars=300, placeholder=_(common.INTENTION_HINT))
        st.button(_("Create the game"), type="primary", on_click=create_game,
                  key="remote_create")
    with join.container(border=True):
        st.subheader(_("Join a game"))
        st.text_input(_("Game code"), key="remote_setup_code", max_chars=20,
                      placeholder=_("e.g. {code}").format(code="KX7P-2MQD-9RTB"))
        st.button(_("Join"), on_click=join_game, key="remote_join")
    with st.expander(_("Come back with a seat key")):
        st.text_input(_("Your seat key"), key="remote_setup_key", max_chars=40, type="password",
                      help=_("Shown under \u201cYour seat key\u201d in the browser you played in."))
        st.button(_("Rejoin"), on_click=rejoin_game, key="remote_rejoin")
    addresses = listening_addresses()
    if addresses:
        st.info(_("The other player can open: {addresses}").format(
            addresses=_(" or ").join(addresses)))
    else:
        st.caption(_("This app listens on this computer only, so both players need a window "
                     "here. To play from another device on your home network, start the app "
                     "with `make run HOST=0.0.0.0` and give the other player the address shown "
                     "on this page."))


class Table:
    """The shared game as this seat may see it, rebuilt whenever the game's
    status changes (a move, a resignation, a draw offer or its answer)."""

    def __init__(self, found: remote.Seat):
        self.seat = found
        self.seated = two_screens.Seated.at(found)
        self.status = self.seated.watched()
        self.partner = self.seated.partner()
        self.session: PlaySession = self.seated.session
        self.draw = self.session.draw_offer
        self.game = self.session.game
        self.state = self.session.state
        if self.session.over:
            lifecycle.write_pending(self.session)

    @property
    def view(self):
        return self.seated.view

    def my_turn(self) -> bool:
        return not self.session.over and self.state.turn == self.seat.side


@guarded
def act(action: str, *args) -> None:
    """A resignation or a draw offer or answer, then the table as it now stands."""
    try:
        getattr(ss.remote_table.seated, action)(*args)
    except ValueError as error:  # no offer to answer, or the game moved on
        ss.remote_error = names.refusal(error)
    except LookupError:  # the game was deleted meanwhile: reseat says so
        pass
    reseat(ss.remote_table.seat)


def draw_controls(table: Table) -> None:
    """Draw offers between the two screens, and resignation."""
    offer, mine = table.draw, table.seat.side
    if offer is not None and not offer.declined and offer.by != mine:
        st.info(_(OFFERS[offer.by]))
        yes, no = st.columns(2)
        yes.button(_("Accept the draw"), on_click=act, args=("answer_draw", True),
                   key="remote_draw_yes")
        no.button(_("Decline"), on_click=act, args=("answer_draw", False),
                  key="remote_draw_no")
        return
    if offer is not None and offer.by == mine:
        st.caption(_("Your draw offer was declined.") if offer.declined else
                   _("Your draw offer waits for an answer."))
    offer_col, resign_col = st.columns(2)
    offer_col.button(_("Offer a draw"), on_click=act, args=("offer_draw",),
                     key="remote_draw_offer",
                     disabled=offer is not None and (not offer.declined or offer.by == mine))
    with resign_col.popover(_("Resign…")):
        st.button(_("Yes, I resign"), on_click=act, args=("resign",), key="remote_resign_yes")


def status(table: Table) -> str:
    if table.session.over:
        return names.ended(table.session.outcome, SIDE_NAMES)
    mine, turn = table.seat.side, table.state.turn
    moves = table.game.legal_moves(table.state)
    choosing = bool(moves) and moves[0].kind == CHOOSE
    if turn == mine:
        return (_("Choose your Ruler: click one of your two tent pieces.") if choosing
                else _("Your move ({side}).").format(side=names.side(SIDE_NAMES[mine])))
    return _(WAIT_RULER[turn]) if choosing else _(WAIT_MOVE[turn])


def watch() -> None:
    """Every second: has the other player joined, moved, resigned, or
    offered or answered a draw? Then the page is drawn again."""
    table: Table | None = ss.get("remote_table")
    if table is None:
        st.rerun(scope="app")
    try:
        changed = (table.seated.watched() != table.status
                   or table.seated.partner() != table.partner)
    except LookupError:  # deleted meanwhile: the lobby says so
        vanished()
        st.rerun(scope="app")
    if changed:
        reseat(table.seat)
        st.rerun(scope="app")


class RemoteScreen(PlayScreen):
    """The play screen seen from one seat: that seat's public view, turned to
    face it; moves go to the shared game (``play.two_screens``)."""

    key = "remote"
    view = view
    follows_address = False
    computer_steps = False

    @property
    def session(self) -> PlaySession | None:
        """This seat's game, reading and writing in this browser's language."""
        table = ss.get("remote_table")
        if table is None:
            return None
        table.session.language = language()
        return table.session

    def page(self) -> None:
        found = current_seat()
        if found is not None and ("remote_table" not in ss or ss.remote_table.seat != found):
            reseat(found)
            found = found if ss.get("remote_token") else None
        keeper(found)
        if found is None:
            lobby()
            return
        super().page()

    def heading(self, s: PlaySession) -> None:
        st.title(_("Kamla · two screens"))

    def status(self, s: PlaySession) -> str:
        return status(ss.remote_table)

    def clickable(self, s: PlaySession) -> list:
        """On this seat's turn, whether or not this screen has seen the other
        join yet (the shared game decides, ``two_screens.Seated.play``)."""
        table: Table = ss.remote_table
        return table.game.legal_moves(table.view) if table.my_turn() else []

    def format(self, s: PlaySession, move) -> str:
        return s.game.format_move(ss.remote_table.view, move)

    def submit(self, text: str) -> None:
        table: Table = ss.remote_table
        ss.pop("remote_error", None)
        try:
            table.seated.play(text, language())
        except ValueError as error:  # refused: not this seat's turn, stale, illegal
            ss.remote_error = names.refusal(error)
        except LookupError:  # the game was deleted meanwhile: reseat says so
            pass
        ss.remote_prefix = ()
        reseat(table.seat)

    def scene(self, s: PlaySession, state, *, selected, targets, last) -> dict:
        """``state`` (now, or a position looked back at) as this seat may see it."""
        table: Table = ss.remote_table
        side, ply = table.seat.side, history.shown(s, self.key)
        return view.scene(table.seated.seen(state), power_sides=frozenset({0, 1}) if s.over else
                          frozenset({side}), flip=side == 1, selected=selected,
                          targets=targets, last=last,
                          title=status(table) if ply is None else history.looking(s, ply),
                          lang=language())

    def before_panel(self, s: PlaySession) -> None:
        super().before_panel(s)
        with st.container():  # always there, so the board keeps its place when it empties
            if not ss.remote_table.partner and not s.over:
                sharing_note(ss.remote_table.seat)

    def show_error(self) -> None:
        if ss.get("remote_error"):
            st.error(said(ss.remote_error))  # until the next move: the board polls every second

    def panel_top(self, s: PlaySession) -> None:
        side = names.side(SIDE_NAMES[ss.remote_table.seat.side])
        st.markdown(_("You play the **{side}**").format(side=side))
        seat_key_note(ss.remote_table.seat)

    def move_texts(self, s: PlaySession) -> list[str]:
        if not ss.remote_table.partner:
            return []
        return sorted(self.format(s, m) for m in self.clickable(s))

    def actions(self, s: PlaySession) -> None:
        if ss.remote_table.partner:
            draw_controls(ss.remote_table)

    def move_list(self, s: PlaySession) -> None:
        """The moves to click through, as this seat may read them."""
        history.walk(s, self.key, ss.remote_table.seated.move_texts(language()))

    def panel_bottom(self, s: PlaySession) -> None:
        if not s.over:
            st.button(_("Start or join another game"), key="remote_set_aside",
                      on_click=set_aside,
                      help=_("This browser keeps your seat here: the page offers this game "
                             "back to you."))

    def page_end(self, s: PlaySession) -> None:
        """The other screen moves: ``watch`` sees it."""
        if not s.over:
            st.fragment(watch, run_every=POLL_SECONDS)()

    def end(self, s: PlaySession) -> None:
        common.end_panel(s, self.status(s), key="remote", on_new=leave,
                         new_label=_("Leave this game"),
                         note=_("Both Rulers are now revealed on the board."))


RemoteScreen().page()
