"""Senet: Kendall, Bell, modern Kendall, and Kendall-Bell cycle sessions for a
number of cycles or a set time, played by two people, by one person for both,
or by the app on its own at a chosen pace (contemplation, shown in the calm
meditation view). A running session is named in the address (``?game=``, ui.game_address),
so reloading the page resumes it where it stood, clock and bells included.

The app's own steps (contemplation's, the computer opponent's) come one at a
time at the game's pace, so each throw and move can be followed. Comfort
options kept with the game: the opening thrown by the app, and one click to
move a piece that has one destination."""
from __future__ import annotations

import time

import streamlit as st
from babel import numbers

import i18n
from games.core import CHANCE
from games.senet import BELL_PHASE, FATE, MOVE, OPENING, PLAYER_NAMES
from ui import common, computer, history, journal_file, meditation, names
from play import lifecycle
from play.sticks import SCORES, enter_throw, own_sticks, throw_due
from ui.components.ambient import ambient
from ui.components.bell import bell
from ui.components.to_top import to_top
from ui.components.board import board
from ui.journal_file import guarded
from ui.learning import TAKEBACK, aid_toggles, chosen_aids, takeback_button
from play.session import PlaySession
from ui.play_screen import PlayScreen
from play.sitting import AMBIENT_SOUNDS, ambient_setting, is_sitting
from play.timer import (DONE, IDLE, MAX_MINUTES, MIN_MINUTES, PAUSED, RUNNING, BellScheduleError,
                        SessionTimer, clock_text, parse_minutes)
from ui.views import senet as view
from ui.i18n import N_, _, language, ngettext, pgettext

# The setup's choices keep their English labels as values (``_`` shows them).
RULES = {
    N_("Kendall: the journey into death"): "senet-kendall",
    N_("Bell: the way back to resurrection"): "senet-bell",
    N_("Kendall–Bell cycles: a session of death and resurrection"): "senet-cycles",
    N_("Modern Kendall, as commercial sets play it"): "senet-modern",
}
PLAYERS = {
    N_("Two people at one screen"): "two players",
    N_("Solo: you throw and move for both"): "solo",
    N_("Against the computer"): "computer",
    N_("Contemplation: the app plays both sides at your pace"): "contemplation",
}
LEVELS = [N_("Gentle"), N_("Steady"), N_("Strong"), N_("Master")]
SIDES = [N_("Spools (move first)"), N_("Cones")]
BY_CYCLES, BY_TIME = N_("For a number of cycles"), N_("For a set time")
# Seconds between two steps of the app (contemplation, the computer opponent).
# (Comments, not docstrings: a page's bare strings would be drawn by Streamlit.)
PACE_RANGE = (0.3, 3.0)
PACE_STEP = 0.1
PACES = tuple(round(PACE_RANGE[0] + i * PACE_STEP, 1)
              for i in range(round((PACE_RANGE[1] - PACE_RANGE[0]) / PACE_STEP) + 1))
DEFAULT_PACE = 1.0
PEOPLE = ("two players", "solo")  # the modes in which people throw the opening themselves
OPENINGS = {N_("Kendall (the journey into death)"): "kendall", N_("Bell (the way back)"): "bell"}
OWN_STICKS = N_("Throw my own sticks and enter each score")
# Comfort options, kept in the game's settings (``session.clock``).
COMFORT = {
    "auto_opening": N_("Throw the opening for me (until someone throws a 1)"),
    "one_click": N_("One click moves a piece that has only one square to go to"),
}
ss = st.session_state
ss.setdefault("senet_clock", time.time)
ss.setdefault("senet_bell", {"ring": 0, "kind": "start"})
ss.setdefault("senet_ticking", None)


def now() -> float:
    return ss.senet_clock()


def timer(s: PlaySession) -> SessionTimer | None:
    return SessionTimer.from_dict(s.clock["timer"]) if "timer" in s.clock else None


def store_timer(s: PlaySession, t: SessionTimer) -> None:
    s.clock["timer"] = t.to_dict()


def ring(kind: str) -> None:
    ss.senet_bell = {"ring": ss.senet_bell["ring"] + 1, "kind": kind}


def preview_ambient() -> None:
    ss.senet_ambient_preview = ss.get("senet_ambient_preview", 0) + 1


def preview_bell() -> None:
    ring("preview")


def auto(s: PlaySession) -> bool:
    """Contemplation: is the app playing (kept with the session, so a reload
    goes on as it was)?"""
    return s.mode == "contemplation" and s.clock.get("auto", True)


# Actions -----------------------------------------------------------------------------

def comfort_options(mode: str, own: bool = False) -> list[str]:
    """The comfort options a mode offers: none in contemplation (the app plays
    it all), the opening thrown for people only (the computer's games have none)
    who throw the app's sticks, not their own (D-7)."""
    if mode == "contemplation":
        return []
    return [option for option in COMFORT
            if option != "auto_opening" or (mode in PEOPLE and not own)]


def comfort(s: PlaySession, option: str) -> bool:
    """Is a comfort option (``COMFORT``) on for this game?"""
    return bool(s.clock.get(option, False))


def pace(s: PlaySession) -> float:
    return float(s.clock.get("pace", DEFAULT_PACE))


def throw_the_opening(s: PlaySession) -> None:
    """The opening's throws (S-6, B-1) by the app, all at once, for people
    who chose not to throw them one by one."""
    for _step in range(lifecycle.MAX_TURN_STEPS):
        if s.over or s.state.stage != OPENING or ss.get("senet_error") or journal_file.pending():
            return
        SCREEN.throw()


@guarded
def start_timer() -> None:
    """Start (after the preparation countdown, if one was chosen) or resume."""
    s = SCREEN.session
    t = timer(s)
    if t.status == IDLE and s.clock.get("prepare", 0) and "prepare_until" not in s.clock:
        s.clock["prepare_until"] = now() + s.clock["prepare"]
        s.save()
        return
    first = t.status == IDLE
    t.start(now())
    store_timer(s, t)
    s.clock.pop("prepare_until", None)
    s.save()
    if first:
        ring("start")


def preparing(s: PlaySession) -> float | None:
    """Seconds left of the preparation countdown, or None."""
    until = s.clock.get("prepare_until")
    return None if until is None else max(0.0, until - now())


@guarded
def pause_timer() -> None:
    s = SCREEN.session
    t = timer(s)
    t.pause(now())
    store_timer(s, t)
    s.save()


@guarded
def keep_setting(s: PlaySession, setting: str, key: str) -> None:
    """A setting of the game (pace, comfort option) changed in play, kept with it."""
    s.clock[setting] = ss[key]
    s.save()


def pace_slider(key: str, **how) -> None:
    """The one pace setting of the app's steps (at setup, in play, in a sitting).
    Outside English the same values are offered one by one, each written with
    the language's decimal comma (``st.slider``'s printf format has none)."""
    lang = language()
    label = _("Pace: seconds between steps")
    about = _("How long each of the app's throws and moves stays in view.")
    if lang == "en":
        st.slider(label, *PACE_RANGE, step=PACE_STEP, key=key, help=about, **how)
        return
    nearest = min(PACES, key=lambda p: abs(p - float(ss.get(key, DEFAULT_PACE))))
    if key in ss and ss[key] != nearest:  # a pace kept with a game: the nearest value offered
        ss[key] = nearest
    st.select_slider(label, PACES, key=key, help=about,
                     format_func=lambda p: i18n.format_number(p, lang, decimals=2), **how)


def pace_control(s: PlaySession, key: str) -> None:
    """The game's pace, changed as it goes on and kept with it."""
    ss[key] = pace(s)
    pace_slider(key, on_change=keep_setting, args=(s, "pace", key))


def comfort_controls(s: PlaySession) -> None:
    """The comfort options of this game, changed as it goes on."""
    for option in comfort_options(s.mode, own_sticks(s)):
        ss[f"senet_{option}"] = comfort(s, option)
        st.toggle(_(COMFORT[option]), key=f"senet_{option}", on_change=keep_setting,
                  args=(s, option, f"senet_{option}"))


@guarded
def toggle_auto() -> None:
    s = SCREEN.session
    s.clock["auto"] = not auto(s)
    s.save()


@guarded
def toggle_sitting() -> None:
    """The meditation view's one pause/resume: the clock and the play together."""
    s = SCREEN.session
    t = timer(s)
    if t is None:
        toggle_auto()
    elif t.status == RUNNING:
        pause_timer()
    else:
        start_timer()


@guarded
def enter_score(score: int) -> None:
    """D-7: the score the person's own sticks showed."""
    try:
        enter_throw(SCREEN.session, score, language())
    except ValueError as error:  # not due now, or refused by the rules or the save
        ss.senet_error = names.refusal(error)
        return
    SCREEN.after_move()


@guarded
def stop_here() -> None:
    SCREEN.session.stop()


@guarded
def start_game() -> None:
    ruleset = RULES[ss.senet_setup_rules]
    options: dict = {"pieces": int(ss.senet_setup_pieces)}
    own = bool(ss.get("senet_setup_own_sticks", False))
    if own:
        options["sticks"] = "own"  # D-7
    clock = {}
    if ruleset == "senet-cycles":
        if OPENINGS[ss.get("senet_setup_opening", next(iter(OPENINGS)))] == "bell":
            options["opening"] = "bell"  # D-8
        if ss.senet_setup_by == BY_TIME:
            minutes = int(ss.senet_setup_minutes)
            options.update(cycles=None, duration=minutes * 60)
            try:
                clock["timer"] = setup_timer(minutes, language()).to_dict()
            except BellScheduleError as error:
                ss.senet_setup_bells_error = str(error)
                return
            clock["prepare"] = meditation.PREPARATION[
                ss.get("senet_setup_prepare", "No preparation")]
        else:
            options["cycles"] = int(ss.senet_setup_cycles)
    mode = PLAYERS[ss.senet_setup_players]
    level = ss.get("senet_setup_level", "Steady").lower()
    querent = common.querent("senet_setup_querent")
    if mode == "computer":  # Spools move first, so you choose your side
        options["first"] = "fixed"
        querent = 0 if ss.get("senet_setup_side", "Spools").startswith("Spools") else 1
        clock["computer"] = computer.setting([1 - querent], level)
        clock["aids"] = chosen_aids("senet_setup", mode, (TAKEBACK,))
    elif mode == "contemplation":
        clock["computer"] = computer.setting([0, 1], level)
    clock["pace"] = float(ss.get("senet_setup_pace", DEFAULT_PACE))
    for option in comfort_options(mode, own):
        clock[option] = bool(ss.get(f"senet_setup_{option}", False))
    clock["bell"] = {"sound": ss.get("senet_setup_sound", "bowl"),
                     "volume": ss.get("senet_setup_volume", 60) / 100}
    clock["ambient"] = {"sound": ss.get("senet_setup_ambient", "none"),
                        "volume": ss.get("senet_setup_ambient_volume", 40) / 100}
    s = PlaySession.start(ruleset, mode, options=options, querent=querent, clock=clock,
                          intention=ss.get("senet_setup_intention", ""))
    s.now = ss.senet_clock
    ss.senet_session = s
    ss.senet_prefix = ()
    ss.senet_end_rung = False
    ss.senet_rung_for = s.game_id
    if "timer" not in clock:
        ring("start")  # a session without a clock starts now (a timed one, on Start)


# On a phone the sticks and the throw stay side by side (Streamlit stacks
# columns), and the title and status line shrink, so that the board turned for
# touch, the sticks and the throw fit one 390x844 screen.
PHONE_STYLE = """<style>
.st-key-senet_throw_bar [data-testid='stHorizontalBlock'] { flex-wrap: nowrap; gap: 0.75rem; }
.st-key-senet_throw_bar [data-testid='stColumn'] { min-width: 0; }
.st-key-senet_throw_bar [data-testid='stColumn']:last-child { flex: 0 0 auto; width: auto; }
@media (max-width: 640px) {
  [data-testid='stMainBlockContainer'] h1 { font-size: 1.5rem; padding: 0; }
  .st-key-status_line, .st-key-status_line * { font-size: 1rem !important; line-height: 1.3; }
  [data-testid='stMainBlockContainer'] { padding-top: 3.25rem; }
  .st-key-senet_board { max-width: max(164px, calc((100dvh - 330px) * 0.32)); margin: 0 auto; }
}
</style>"""

EVERY, AT = N_("Every few minutes"), N_("At chosen minutes")
INTERVAL_BELLS = [N_("None"), EVERY, AT]


def setup_timer(minutes: int, lang: str = "en") -> SessionTimer:
    """The timer the setup asks for: its interval bells every N minutes or at
    the chosen minutes. :raises BellScheduleError: chosen minutes unreadable."""
    schedule = ss.get("senet_setup_bells", "None")
    if schedule == EVERY:
        return SessionTimer.minutes(minutes, int(ss.get("senet_setup_interval", 5)) or None)
    if schedule == AT:
        return SessionTimer.minutes(minutes, at_minutes=parse_minutes(
            ss.get("senet_setup_at", ""), minutes, lang))
    return SessionTimer.minutes(minutes)


def bell_schedule_choice() -> None:
    """Interval bells: none, every N minutes, or at chosen minutes."""
    left, right = st.columns(2)
    schedule = left.radio(_("Interval bells"), INTERVAL_BELLS, horizontal=True,
                          format_func=_, key="senet_setup_bells")
    if schedule == EVERY:
        right.number_input(_("A bell every … minutes"), 1, MAX_MINUTES, 5, step=1,
                           key="senet_setup_interval")
    elif schedule == AT:
        right.text_input(_("Bells at minutes"), placeholder="5, 12, 18", key="senet_setup_at",
                         help=_("The minutes after the start, separated by commas."))
    if ss.get("senet_setup_bells_error"):
        st.error(ss.pop("senet_setup_bells_error"))


def sound_choice() -> None:
    """The ambient sound and its volume, with a few seconds' preview."""
    left, right = st.columns(2)
    left.radio(_("Ambient sound"), list(AMBIENT_SOUNDS.values()), horizontal=True,
               format_func=meditation.sound_label(AMBIENT_SOUNDS), key="senet_setup_ambient")
    right.slider(_("Sound volume"), 0, 100, 40, step=5, key="senet_setup_ambient_volume")
    st.button(_("Preview the sound"), on_click=preview_ambient, key="senet_setup_ambient_preview",
              icon=":material/graphic_eq:")
    ambient(ss.get("senet_setup_ambient", "none"), ss.get("senet_setup_ambient_volume", 40) / 100,
            playing=False, preview=ss.get("senet_ambient_preview", 0), key="senet_setup_sound_js")


def sitting_runs(s: PlaySession) -> bool:
    """The sitting's clock runs (not preparing, paused, or over): the ambient sound plays."""
    t = timer(s)
    if s.over or preparing(s) is not None:
        return False
    return t.status == RUNNING if t is not None else auto(s)


def opened_here(s: PlaySession) -> None:
    """A game this tab did not start (a reload, a bookmark, the Games page)
    goes on where it stood: an ended one does not ring its end bell again."""
    if ss.get("senet_rung_for") != s.game_id:
        ss.senet_rung_for = s.game_id
        ss.senet_end_rung = s.over


# Screens ------------------------------------------------------------------------------

def last_throw(s: PlaySession) -> int | None:
    for move in reversed(s.moves):
        if move.kind == "throw":
            return move.target
    return None


TIME_UP_WINS = (N_("The time is up. The spools win, ahead {more} to {less}."),
                N_("The time is up. The cones win, ahead {more} to {less}."))


def score_text(value: float) -> str:
    """An "ahead" score (C-3), two decimals, as the page's language writes them."""
    return numbers.format_decimal(value, format="0.00", locale=i18n.locale(language()))


def outcome_line(s: PlaySession) -> str:
    outcome = s.outcome
    if outcome.reason.startswith("time is up"):
        spools, cones = (float(x) for x in s.game.ahead(s.state))
        if outcome.winner is None:
            return _("The time is up with both players level ({score} each).").format(
                score=score_text(spools))
        return _(TIME_UP_WINS[outcome.winner]).format(more=score_text(max(spools, cones)),
                                                     less=score_text(min(spools, cones)))
    return names.ended(outcome, PLAYER_NAMES)


def status_line(s: PlaySession) -> str:
    if s.over:
        return outcome_line(s)
    state = s.state
    name = names.side(PLAYER_NAMES[state.who])
    if state.time_up:  # own sticks (D-7): the person throws the turn in hand to its end
        return _("The time is up: {name} finish the turn in hand, then the session ends.").format(
            name=name)
    if state.stage == OPENING:
        return (_("Opening: the first seat throws. The first to throw a 1 plays Spools and "
                  "moves first.") if state.who == 0 else
                _("Opening: the second seat throws. The first to throw a 1 plays Spools and "
                  "moves first."))
    if state.stage == FATE:
        return _("{name}: the throw of fate for the piece on the House of Beauty.").format(
            name=name)
    if state.stage == MOVE:
        return ngettext("{name}: move a piece {n} square.", "{name}: move a piece {n} squares.",
                        state.thrown).format(name=name, n=state.thrown)
    return (_("{name} to throw again.") if state.extra else _("{name} to throw.")).format(
        name=name)


def throw_rule(s: PlaySession) -> str:
    score = last_throw(s)
    rule = _("Light faces up make the score; none up is 5. A 1, 4 or 5 gives another throw.")
    if score is None or s.over:
        return rule
    said = (_("Thrown: {score} — another throw follows. {rule}") if score in (1, 4, 5) else
            _("Thrown: {score} — then the sticks pass. {rule}"))
    return said.format(score=score, rule=rule)


def app_to_step(s: PlaySession) -> bool:
    """Is the next step the app's: contemplation's (unless paused), or the
    computer opponent's turn, while the session's clock runs (or it has none)?"""
    t = timer(s)
    ours = auto(s) if s.mode == "contemplation" else computer.computers_turn(s)
    if own_sticks(s) and throw_due(s):
        return False  # the person throws for every side (D-7)
    return ours and not s.over and (t is None or t.status in (RUNNING, DONE))


def ticking_interval(s: PlaySession) -> float | None:
    """How often the play panel reruns by itself: every second while a clock
    or a preparation runs, at the pace while the app is to step."""
    t = timer(s)
    intervals = []
    if (t is not None and t.status == RUNNING) or preparing(s) is not None:
        intervals.append(1.0)
    if app_to_step(s):
        intervals.append(pace(s))
    return min(intervals) if intervals else None


def tick(s: PlaySession) -> None:
    """Everything the clock drives: the preparation, bells, the end of a timed
    session (its turn played out, C-2), the opening thrown for the players,
    the app's steps: one at a time, each a pace after the game's last move."""
    t = timer(s)
    if preparing(s) == 0.0:
        start_timer()
        t = timer(s)
    if t is not None and t.status == RUNNING:
        if t.take_bells(now()):
            ring("interval")
        if t.is_up(now()):
            t.finish()
            store_timer(s, t)
            if not s.over:
                s.play("time")
                if not own_sticks(s):  # with own sticks the person throws the turn out
                    lifecycle.play_out_turn(s, SCREEN.rng())
            ring("end")
            ss.senet_end_rung = True
        store_timer(s, t)
    if comfort(s, "auto_opening") and not own_sticks(s) and (t is None or t.status == RUNNING):
        throw_the_opening(s)
    if app_to_step(s) and not journal_file.shown() and \
            now() - s.clock.get("last_move_at", 0.0) >= pace(s) * 0.9:
        computer.step(s, SCREEN.rng())
    if s.over and not ss.get("senet_end_rung"):
        ring("end")
        ss.senet_end_rung = True


PAD_STYLE = """<style>
.st-key-senet_pad [data-testid='stHorizontalBlock'],
.st-key-senet_med_pad [data-testid='stHorizontalBlock'] { flex-wrap: nowrap; gap: 0.5rem; }
.st-key-senet_pad [data-testid='stColumn'],
.st-key-senet_med_pad [data-testid='stColumn'] { min-width: 0; flex: 1 1 0; }
.st-key-senet_pad button, .st-key-senet_med_pad button { min-height: 48px; min-width: 44px;
  font-size: 1.3rem; font-weight: 600; padding: 0; }
.st-key-senet_pad kbd, .st-key-senet_med_pad kbd { display: none; }
.st-key-senet_med_pad { max-width: 560px; margin: 0 auto; }
</style>"""


# On a phone the five scores take more room than one throw button: a smaller board.
OWN_PHONE_STYLE = """<style>@media (max-width: 640px) {
  .st-key-senet_board { max-width: max(140px, calc((100dvh - 385px) * 0.32)); }
}</style>"""


def throws_wait(s: PlaySession) -> bool:
    """Does play wait for a clock (not started, paused) or a paused contemplation?"""
    t = timer(s)
    if t is not None:
        return t.status not in (RUNNING, DONE)
    return s.mode == "contemplation" and not auto(s)


# Whose throw the pad enters, by seat (the opening) or side.
SEATS = (N_("for the first seat"), N_("for the second seat"))
FOR = (N_("for Spools"), N_("for Cones"))
FATE_FOR = (N_("for Spools (the throw of fate)"), N_("for Cones (the throw of fate)"))


def pad_line(s: PlaySession) -> str:
    """Whose throw the pad enters: the person's, or theirs for the app's side."""
    state = s.state
    if not throw_due(s):
        return _("Your sticks wait: a piece is to move.") if not s.over else ""
    if state.stage == OPENING:
        whose = _(SEATS[state.who])
    else:
        whose = _((FATE_FOR if state.stage == FATE else FOR)[state.who])
    if s.mode == "contemplation":
        said = _("Throw your sticks {whose}; the app moves once you enter the score.")
    elif computer.computers_turn(s):
        said = _("Throw your sticks {whose}, the computer's side; it moves once you enter "
                 "the score.")
    else:
        said = _("Throw your own sticks {whose} and enter the score (keys 1–5).")
    return said.format(whose=whose)


def throw_pad(s: PlaySession, key: str, style: str = "") -> None:
    """D-7: five buttons, one for each score of the person's own sticks (the
    keys 1 to 5 press them), under the line that says whose throw it is."""
    st.html(PAD_STYLE + style)
    with st.container(key=key):
        st.caption(pad_line(s))
        closed = not throw_due(s) or throws_wait(s)
        for score, col in zip(SCORES, st.columns(len(SCORES))):
            col.button(str(score), key=f"{key}_{score}", on_click=enter_score, args=(score,),
                       shortcut=str(score), disabled=closed, width="stretch")
    if ss.get("senet_error") and key == "senet_med_pad":
        st.error(ss.pop("senet_error"))


def session_bell(s: PlaySession, key: str = "senet_bell_sound") -> None:
    """The bell, and in a sitting the ambient sound and the full-screen button."""
    setting = meditation.bell_setting(s)
    bell(ss.senet_bell["ring"], ss.senet_bell["kind"], key=key, sound=setting["sound"],
         volume=setting["volume"])
    if is_sitting(s):
        sound = ambient_setting(s)
        ambient(sound["sound"], sound["volume"], playing=sitting_runs(s), key=f"{key}_ambient",
                fullscreen=not s.over, label=_("Full screen"))


def pieces_off(state, player: int) -> tuple[str, int]:
    """Kendall pieces off the board are borne off (S-15); Bell's wait to enter (B-2)."""
    return (_("to enter") if state.phase(player) == BELL_PHASE else _("borne off")), state.off(player)


def score_panel(s: PlaySession) -> None:
    """Each side's pieces off the board; in a cycle session also its phase,
    the cycles completed and the "ahead" score that decides a timed session
    (C-1..C-3), figures that mean nothing in a single Kendall or Bell game."""
    state = s.state
    cycles = s.ruleset == lifecycle.CYCLES
    ahead = s.game.ahead(state)
    for player, col in enumerate(st.columns(2)):
        off, count = pieces_off(state, player)
        if not cycles:
            col.metric(f"{names.side(PLAYER_NAMES[player])} · {off}", count)
            continue
        phase = (pgettext("senet phase", "Bell") if state.phase(player) == BELL_PHASE
                 else pgettext("senet phase", "Kendall"))
        col.metric(f"{names.side(PLAYER_NAMES[player])} · {phase}", score_text(float(ahead[player])),
                   help=_("Ahead (C-3): phases completed plus the share of the current phase "
                          "covered by the pieces."))
        col.caption(_("cycles completed {cycles} · {off} {count}").format(
            cycles=state.cycles(player), off=off, count=count))


def timer_panel(s: PlaySession) -> None:
    t = timer(s)
    if t is None:
        return
    with st.container(border=True):
        left = preparing(s)
        st.markdown(f"### {clock_text(t.remaining(now()) if left is None else left)}")
        if left is not None:
            st.caption(_("Settle in. The session begins with the bell."))
        if t.status == RUNNING:
            st.button(_("Pause"), on_click=pause_timer, key="senet_pause")
        elif t.status != DONE:
            label = _("Start the session") if t.status == IDLE else _("Resume")
            st.button(label, on_click=start_timer, key="senet_start", type="primary")
        else:
            st.caption(_("The time is up."))


def sitting_state(s: PlaySession, t: SessionTimer | None) -> tuple[str, str, str]:
    """The large clock's text, the line under it, and the one button's label."""
    left = preparing(s)
    if left is not None:
        return clock_text(left), _("Settle in. The sitting begins with the bell."), _("Begin now")
    if t is None:
        running = auto(s) and not s.over
        return (clock_text(s.elapsed_seconds()), status_line(s) if running else _("Paused"),
                _("Pause") if running else _("Resume"))
    if t.status == IDLE:
        return clock_text(t.remaining(now())), _("Ready when you are."), _("Begin the sitting")
    if t.status == PAUSED:
        return clock_text(t.remaining(now())), _("Paused"), _("Resume")
    return clock_text(t.remaining(now())), status_line(s), _("Pause")


def meditation_panel() -> None:
    """Contemplation as a sitting: the large clock, one pause/resume, the board
    as a quiet backdrop; the game, the pace and the bell folded away."""
    s = SCREEN.session
    tick(s)
    common.end_when_over(s, "senet")
    if ticking_interval(s) != ss.senet_ticking:
        st.rerun(scope="app")  # start or stop ticking, or a new pace
    t = timer(s)
    text, line, label = sitting_state(s, t)
    with st.container(key="meditation"):
        meditation.big_clock(text, line)
        with st.container(key="meditation_toggle"):
            st.button(label, on_click=toggle_sitting, key="senet_sitting", type="primary",
                      disabled=s.over or (t is not None and t.status == DONE))
        if own_sticks(s) and not s.over:
            throw_pad(s, "senet_med_pad")
        with st.container(key="meditation_backdrop"):
            state = s.state
            board(view.scene(state, last=view.last_cells(s.moves[-1]) if s.moves else (),
                             domains=None if state.odd_owner < 0 else state.odd_owner,
                             long_board=s.options.get("pieces") == 7, title=status_line(s),
                             lang=language()),
                  key="senet_board", on_click=lambda: None)
        session_bell(s)
    with st.container(key="meditation_folds"):
        folded_controls(s)


def folded_controls(s: PlaySession) -> None:
    """The pace and the bell, and the game itself, folded away under the sitting."""
    with st.expander(_("Pace, bell and sound")):
        pace_control(s, "senet_med_pace")
        meditation.bell_controls(s, preview_bell, "senet_med")
        meditation.ambient_controls(s, "senet_med")
    with st.expander(_("The game")):
        score_panel(s)
        if not s.over:
            common.cast_button(s, key_prefix="senet")
            st.button(_("Stop here"), on_click=stop_here, key="senet_stop",
                      help=_("End the sitting now; its reading goes to the journal."))


OPENING_TURN = N_("Opening")


def turn_label(state) -> str:
    """Whose a turn of the move list is (``ui.views.senet.turn_name``), in the page's language."""
    name = view.turn_name(state)
    return _(OPENING_TURN) if name == OPENING_TURN else names.side(name)


class SenetScreen(PlayScreen):
    key = "senet"
    view = view
    title = N_("Senet")
    caption = N_("Thirty Houses, four sticks. Throw, move, and let the game carry the soul into "
                 "death and back.")
    intention_hint = N_("What do you sit with today?")
    columns = (5, 2)
    computer_steps = False  # the app's steps come from ``tick``, at the game's pace

    def choices(self) -> None:
        """The rules, who plays, a cycle session's length, the pace, the bell."""
        if st.query_params.get("practice") == "cycles" and "senet_setup_rules" not in ss:
            ss.senet_setup_rules = "Kendall–Bell cycles: a session of death and resurrection"
            ss.senet_setup_by = BY_TIME
            ss.senet_setup_players = "Contemplation: the app plays both sides at your pace"
        st.radio(_("Rules"), list(RULES), format_func=_, key="senet_setup_rules")
        cycles = RULES[ss.senet_setup_rules] == "senet-cycles"
        left, right = st.columns(2)
        left.radio(_("Pieces per side"), ["5", "7"], horizontal=True, key="senet_setup_pieces")
        right.radio(_("Who plays"), list(PLAYERS), format_func=_, key="senet_setup_players")
        if cycles:
            st.radio(_("Open with"), list(OPENINGS), horizontal=True, format_func=_,
                     key="senet_setup_opening",
                     help=_("Seed 003: Bell may come first and Kendall follow (D-8); "
                            "the phases then alternate from there."))
            st.radio(_("The session lasts"), [BY_CYCLES, BY_TIME], format_func=_,
                     horizontal=True, key="senet_setup_by")
            if ss.senet_setup_by == BY_TIME:
                a, b = st.columns(2)
                a.number_input(_("Minutes"), MIN_MINUTES, MAX_MINUTES, 20, step=1,
                               key="senet_setup_minutes")
                b.selectbox(_("Preparation"), list(meditation.PREPARATION), format_func=_,
                            key="senet_setup_prepare")
                bell_schedule_choice()
            else:
                st.number_input(_("Cycles (first to complete them wins)"), 1, 12, 1,
                                key="senet_setup_cycles", width=common.NUMBER_WIDTH)
        players = PLAYERS[ss.senet_setup_players]
        if players in ("computer", "contemplation"):
            a, b = st.columns(2)
            a.radio(_("The computer plays"), LEVELS, index=1, horizontal=True, format_func=_,
                    key="senet_setup_level")
            if players == "computer":
                b.radio(_("Your side"), SIDES, horizontal=True, format_func=_,
                        key="senet_setup_side")
                aid_toggles("senet_setup", players, (TAKEBACK,))
        else:
            common.querent_choice("senet_setup_querent", PLAYER_NAMES)
        if players in ("computer", "contemplation"):
            pace_slider("senet_setup_pace", value=DEFAULT_PACE)
        own = st.toggle(_(OWN_STICKS), key="senet_setup_own_sticks",
                        help=_("Throw real sticks and enter each score, 1 to 5 (D-7). The app "
                               "throws nothing; the journal notes that the throws were yours."))
        if own and players in ("computer", "contemplation"):
            st.caption(_("You throw for the computer's side too: it waits for your score, "
                         "then makes its move."))
        for option in comfort_options(players, own):
            st.checkbox(_(COMFORT[option]), key=f"senet_setup_{option}")
        if cycles:
            sound_choice()
        with st.expander(_("Bell")):
            left, right = st.columns(2)
            left.radio(_("Sound"), list(meditation.SOUNDS.values()),
                       format_func=meditation.sound_label(meditation.SOUNDS),
                       horizontal=True, key="senet_setup_sound")
            right.slider(_("Volume"), 0, 100, 60, step=5, key="senet_setup_volume")
            st.button(_("Preview the bell"), on_click=preview_bell, key="senet_setup_preview",
                      icon=":material/notifications:")
            bell(ss.senet_bell["ring"], ss.senet_bell["kind"], key="senet_setup_bell",
                 sound=ss.get("senet_setup_sound", "bowl"),
                 volume=ss.get("senet_setup_volume", 60) / 100)

    start = staticmethod(start_game)

    def instead(self, s: PlaySession) -> bool:
        """The clock set going; contemplation is a sitting (``ui.meditation``),
        not a board to play."""
        opened_here(s)
        s.now = ss.senet_clock
        ss.senet_ticking = ticking_interval(s)
        if s.mode != "contemplation":
            return False
        meditation.calm_style(sitting=ss.senet_ticking is not None and not s.over)
        if s.over:
            self.end(s)
        common.play_fragment(s, "senet", meditation_panel, run_every=ss.senet_ticking)
        return True

    def status(self, s: PlaySession) -> str:
        return status_line(s)

    def one_click(self, s: PlaySession) -> bool:
        return comfort(s, "one_click")

    def scene(self, s: PlaySession, state, *, selected, targets, last) -> dict:
        return view.scene(state, selected=selected, targets=targets, last=last,
                          domains=None if state.odd_owner < 0 else state.odd_owner,
                          long_board=s.options.get("pieces") == 7, title=status_line(s),
                          lang=language())

    def run_every(self, s: PlaySession) -> float | None:
        return ss.senet_ticking

    def before_panel(self, s: PlaySession) -> None:
        tick(s)
        super().before_panel(s)
        if ticking_interval(s) != ss.senet_ticking:
            st.rerun(scope="app")  # start or stop ticking

    def under_board(self, s: PlaySession) -> None:
        """The sticks as last thrown, the throw, its rule, the bell; on a phone
        the sticks and the throw stay side by side, and a new game opens at the
        page's top, so the board, the throw and the pieces share one screen.
        With the person's own sticks (D-7) the five scores stand in their place:
        the sticks are in the person's hands."""
        st.html(PHONE_STYLE)
        to_top(s.game_id, key="senet_to_top")
        if own_sticks(s):
            if not s.over:
                throw_pad(s, "senet_pad", OWN_PHONE_STYLE)
        else:
            with st.container(key="senet_throw_bar"):
                sticks, button = st.columns([3, 2], vertical_alignment="center")
                with sticks:
                    board(view.sticks_scene(last_throw(s), len(s.record), lang=language()),
                          key="senet_sticks",
                          on_click=lambda: None)
            button.button(_("Throw the sticks"), on_click=self.throw, key="senet_throw",
                          type="primary", shortcut="Space",
                          disabled=(s.over or s.mode == "contemplation" or throws_wait(s)
                                    or s.game.to_move(s.state) != CHANCE
                                    or computer.computers_turn(s)))
        st.caption(throw_rule(s))
        session_bell(s)

    def panel_top(self, s: PlaySession) -> None:
        timer_panel(s)
        score_panel(s)

    def move_chooser(self, s: PlaySession, disabled: bool = False) -> None:
        t = timer(s)
        super().move_chooser(s, disabled=t is not None and t.status not in (RUNNING, DONE))

    def tools(self, s: PlaySession) -> None:
        takeback_button(s, "senet", after=self.after_move)

    def actions(self, s: PlaySession) -> None:
        super().actions(s)
        st.button(_("Stop here"), on_click=stop_here, key="senet_stop",
                  help=_("End the game now, as it stands; its reading goes to the journal."))

    def move_list(self, s: PlaySession) -> None:
        history.walk(s, "senet", s.record, labels=history.turn_labels(s, turn_label),
                     title=_("Throws and moves"))

    def panel_bottom(self, s: PlaySession) -> None:
        if not s.over:
            with st.expander(_("Options")):
                if s.mode == "computer":
                    pace_control(s, "senet_play_pace")
                comfort_controls(s)

    def end(self, s: PlaySession) -> None:
        sitting = s.mode == "contemplation" or "timer" in s.clock
        common.end_panel(s, outcome_line(s), key="senet", on_new=self.new_game, reviewed=True,
                         first=(lambda: meditation.sitting_end(s, "senet")) if sitting else None)


SCREEN = SenetScreen()
SCREEN.page()
