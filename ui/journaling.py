"""Writing the journal from play: an entry for every finished game, for every
Senet phase and session end (C-4), and for every reading cast during a game.
The oracle reads; the journal stores; nothing here decides a rule."""
from __future__ import annotations

import sqlite3

import oracle
from games.core import Outcome
from readings import journal
from ui.play_session import PlaySession


def reading_dict(reading: "oracle.Reading") -> dict:
    return {"title": reading.title, "answer": reading.answer,
            "paragraphs": [list(p) for p in reading.paragraphs],
            "prompts": list(reading.prompts)}


def symbol_dicts(reading: "oracle.Reading") -> list[dict]:
    return [{"id": s.id, "label": s.label, "detail": s.detail} for s in reading.symbols]


def cast(session: PlaySession) -> "oracle.Reading":
    """The oracle's reading of the game so far (or of the finished game)."""
    start = session.game.format_position(session.game.initial_state())
    declared = session.outcome if session.declared is not None else None
    return oracle.read(session.ruleset, list(session.record), options=session.options,
                       start_position=start, question=session.intention, declared=declared)


def _entry(session: PlaySession, kind: str, reading: "oracle.Reading",
           outcome: Outcome | None) -> journal.Entry:
    game = session.game
    return journal.Entry(
        kind=kind, game=game.info.family, ruleset=session.ruleset, mode=session.mode,
        options=dict(session.options), players=list(session.players), question=session.intention, record=list(session.record),
        start_position=game.format_position(game.initial_state()),
        final_position=game.format_position(session.state),
        outcome=None if outcome is None else {"winner": outcome.winner, "reason": outcome.reason},
        symbols=symbol_dicts(reading), reading=reading_dict(reading),
        minutes=session.minutes, saved_game_id=session.game_id)


def phase_symbol(phase: dict) -> dict:
    """C-4: who finished which phase, and what happened on the way."""
    journey = "the journey into death" if phase["finished"] == "Kendall" else "the resurrection"
    fates = ", ".join(str(f) for f in phase["fates"]) or "none"
    return {"id": f"senet.phase.{phase['finished'].lower()}",
            "label": f"{phase['player']} finished {phase['finished']} ({journey})",
            "detail": f"{len(phase['throws'])} throws, {phase['hits']} hits, "
                      f"{phase['drownings']} drownings, throws of fate: {fates}"}


def write_cast(session: PlaySession) -> int:
    """Cast a reading now and keep it in the journal; returns the entry id."""
    with session.connect() as con:
        return journal.add(con, _entry(session, "cast", cast(session), None))


def write_pending(session: PlaySession) -> list[int]:
    """Write the entries the game owes the journal and has not written yet:
    each finished Senet phase (cycle sessions), then the end of the game.
    Safe to call after every move: it counts what is already stored."""
    written: list[int] = []
    with session.connect() as con:
        if session.ruleset == "senet-cycles":
            from games.senet.session import journal as phase_entries

            phases = [e for e in phase_entries(session.game, session.record) if e["kind"] == "phase"]
            stored = journal.has_entry(con, session.game_id, "phase")
            for phase in phases[stored:]:
                entry = _entry(session, "phase", cast(session), None)
                entry.symbols.insert(0, phase_symbol(phase))
                entry.final_position = phase["position"]
                written.append(journal.add(con, entry))
        outcome = session.outcome
        kind = "session" if session.ruleset == "senet-cycles" else "game"
        if outcome is not None and not journal.has_entry(con, session.game_id, kind):
            try:
                written.append(journal.add(con, _entry(session, kind, cast(session), outcome)))
            except sqlite3.IntegrityError:
                pass  # the other screen of a two-screen game wrote it a moment earlier
    return written
