"""One life for every game, on every page (issue 12): start, moves, the end
whatever its cause, the reading, the journal entry.

The endings a player declares (resignation, agreed draw, "stop here") are
recorded with the game and travel to the oracle; rule endings (mate,
stillness, a Senet session's time, C-2) come from the engine. Every save of a
game calls ``write_pending``, so the entries exist the moment the game (or a
Senet phase, C-4) ends, whether or not the page is ever drawn again. Pure
Python: the pages only show what is written here.

The lifecycle reads a game through ``InPlay`` (``play.in_play``), the part of
``PlaySession`` it needs, so the session can call it without an import loop.
"""
from __future__ import annotations

import random
import sqlite3
from datetime import UTC, datetime

import i18n
import oracle
from oracle.cast import cells_of as cast_cells
from games.ai import choose_move
from games.core import CHANCE, Outcome, chance
from games.senet import Senet
from games.senet import journal as senet_journal
from play.ending import Ending
from play.in_play import InPlay
from play.sitting import CYCLES, is_sitting
from readings import journal, sittings
from readings.db import transaction

MAX_TURN_STEPS = 200
"""A turn finished by the app on time (C-2) ends long before this many steps."""




def stamp(moment: float) -> str:
    """A journal time (UTC, to the second) for a moment of the session's clock."""
    return datetime.fromtimestamp(moment, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# Readings ----------------------------------------------------------------------------

def reading_dict(reading: oracle.Reading, lang: str = "en") -> dict:
    """The reading as the journal keeps it, in the language it was cast in
    (``lang``, issue 29), with the board cells it names and a Kamla cast's
    cells (so the entry's board marks exactly these, whatever the oracle
    reads later)."""
    return {"title": reading.title, "answer": reading.answer,
            "paragraphs": [list(p) for p in reading.paragraphs],
            "prompts": list(reading.prompts), "cells": reading.cells,
            "cast": list(cast_cells(reading)), "lang": lang}


def symbol_dicts(reading: oracle.Reading) -> list[dict]:
    return [{"id": s.id, "label": s.label, "detail": s.detail, "rarity": s.rarity_words}
            for s in reading.symbols]


def cast(session: InPlay, first_ply: int = 0, last_ply: int | None = None,
         since: int | None = None) -> oracle.Reading:
    """The oracle's reading of the game (or of the plies ``first_ply:last_ply``,
    read from the position where they began), with any declared ending and
    the querent, in the session's language; ``since`` is the record's length
    at this game's last cast."""
    last_ply = len(session.record) if last_ply is None else last_ply
    declared = session.outcome if session.declared is not None and \
        last_ply == len(session.record) else None
    return oracle.read(session.ruleset, session.record[first_ply:last_ply],
                       options=session.options,
                       start_position=session.game.format_position(session.states[first_ply]),
                       question=session.intention, declared=declared, querent=session.querent,
                       since=since, lang=session.language)


def read_again(entry: journal.Entry, lang: str, querent: int | None = None) -> dict | None:
    """An entry's reading cast again from what the entry keeps, in ``lang``
    (issue 29: read in the other language): the same record from the same
    position, question, options, ending and ``querent``, so the same signs.
    None for an entry that keeps no record (a cast while a Ruler was hidden)."""
    if not entry.record:
        return None
    ending = Ending.read(entry.outcome)
    reading = oracle.read(entry.ruleset, entry.record, options=entry.options,
                          start_position=entry.start_position or None, question=entry.question,
                          declared=ending.outcome if ending and ending.declared else None,
                          querent=querent, lang=lang)
    return reading_dict(reading, lang)


def _entry(session: InPlay, kind: str, reading: oracle.Reading,
           outcome: Outcome | None, first_ply: int = 0, last_ply: int | None = None,
           minutes: float = 0.0) -> journal.Entry:
    game = session.game
    last_ply = len(session.record) if last_ply is None else last_ply
    return journal.Entry(
        kind=kind, game=game.info.family, ruleset=session.ruleset, mode=session.mode,
        options=dict(session.options), players=list(session.players),
        question=session.intention, record=session.record[first_ply:last_ply],
        start_position=game.format_position(session.states[first_ply]),
        final_position=game.format_position(session.states[last_ply]),
        outcome=None if outcome is None else
        (session.declared or Ending.of(outcome)).stored(),
        symbols=symbol_dicts(reading), reading=reading_dict(reading, session.language),
        minutes=round(max(0.0, minutes), 2), saved_game_id=session.game_id,
        created_at=stamp(session.now()))


def secret_in_play(session: InPlay) -> bool:
    """Does the game hide something the rules have not revealed yet (a pair
    game's Rulers, K-8)? Until it ends, what is written holds only the public."""
    return session.game.info.hidden_information and not session.over


def write_cast(session: InPlay) -> int:
    """Cast a reading now and keep it in the journal (it counts no minutes:
    the game's own entries count them); returns the entry id.

    While a secret is in play the entry keeps no record (its texts hold the
    Ruler choices) and both its positions are the public one, so no picture,
    export or backup of it shows a hidden Ruler; the oracle's reading of a
    game in play names none either."""
    assert session.game_id is not None  # a cast is of a saved game
    with session.connect() as con:
        if secret_in_play(session):
            entry = _entry(session, "cast", cast(session), None)
            position = session.game.format_position(session.game.common_view(session.state))
            entry.record, entry.start_position, entry.final_position = [], position, position
            return journal.add(con, entry)
        last = journal.latest(con, session.game_id, "cast")
        since = len(last.record) if last and len(last.record) <= len(session.record) else None
        return journal.add(con, _entry(session, "cast", cast(session, since=since), None))


# Senet phases (C-4) -------------------------------------------------------------------

def phase_ends(session: InPlay) -> list[int]:
    """The plies after which some player finished a Kendall or Bell phase
    (a ply where both did appears twice)."""
    states = session.states
    ends = []
    for ply in range(1, len(states)):
        before, after = states[ply - 1], states[ply]
        ends += [ply] * sum((before.phase(p), before.cycles(p)) != (after.phase(p), after.cycles(p))
                            for p in (0, 1))
    return ends


def phase_symbol(phase: dict, lang: str = "en") -> dict:
    """C-4: who finished which phase, and what happened on the way, in ``lang``."""
    words = i18n.translations(lang)
    player = words.gettext(phase["player"])
    label = (words.gettext("{player} finished Kendall (the journey into death)")
             if phase["finished"] == "Kendall" else
             words.gettext("{player} finished Bell (the way to resurrection)"))
    fates = ", ".join(str(f) for f in phase["fates"]) or words.gettext("none")
    count = len(phase["throws"])
    detail = words.gettext("{throws}, {hits}, {drownings}, throws of fate: {fates}").format(
        throws=words.ngettext("{n} throw", "{n} throws", count).format(n=count),
        hits=words.ngettext("{n} hit", "{n} hits", phase["hits"]).format(n=phase["hits"]),
        drownings=words.ngettext("{n} drowning", "{n} drownings", phase["drownings"]).format(
            n=phase["drownings"]),
        fates=fates)
    return {"id": f"senet.phase.{phase['finished'].lower()}",
            "label": label.format(player=player), "detail": detail}


def _phase_entry(session: InPlay, ends: list[int], number: int,
                 minutes: float) -> journal.Entry:
    """The entry of phase ``number``: the slice of the record since the
    previous phase ended (at another ply), read from the position where it began."""
    ply = ends[number]
    first = max((p for p in ends[:number] if p < ply), default=0)
    assert isinstance(session.game, Senet)  # phases are a Senet session's
    found = [e for e in senet_journal(session.game, session.record[first:ply],
                                      session.states[first]) if e["kind"] == "phase"]
    at_ply = len(found) - ends.count(ply) + ends[:number].count(ply)
    entry = _entry(session, "phase", cast(session, first, ply), None, first, ply, minutes)
    entry.symbols.insert(0, phase_symbol(found[at_ply], session.language))
    return entry


def _write_phases(con: sqlite3.Connection, session: InPlay) -> list[int]:
    """Each phase finished and not yet in the journal, with its own minutes:
    those since the previous phase ended (``clock["phases"]`` keeps the ply
    and the elapsed seconds of every phase end written)."""
    assert session.game_id is not None  # entries are written for a saved game
    ends = phase_ends(session)
    marks = session.clock.setdefault("phases", [])
    if len(ends) <= len(marks):
        return []
    elapsed = session.elapsed_seconds()
    written = []
    stored = journal.has_entry(con, session.game_id, "phase")
    for number in range(max(stored, len(marks)), len(ends)):  # a deleted entry stays deleted
        while len(marks) < number:  # written before a crash, its clock not saved
            marks.append({"ply": ends[len(marks)], "elapsed": elapsed})
        since = marks[number - 1]["elapsed"] if number else 0.0
        written.append(journal.add(con, _phase_entry(session, ends, number,
                                                     (elapsed - since) / 60)))
        del marks[number:]
        marks.append({"ply": ends[number], "elapsed": elapsed})
    return written


# The end -------------------------------------------------------------------------------

def _may_owe(session: InPlay) -> bool:
    """Whether the journal may lack an entry for this game: it has ended, or a
    cycle session that is not a sitting has finished a phase its clock has not
    marked as written (a sitting keeps its phases inside its one entry)."""
    if session.outcome is not None:
        return True
    return session.ruleset == CYCLES and not is_sitting(session) and \
        len(phase_ends(session)) > len(session.clock.get("phases", []))


def _sitting_entry(session: InPlay, outcome: Outcome) -> journal.Entry:
    """A sitting's one entry: its whole length, each phase's reading inside it."""
    entry = _entry(session, "session", cast(session), outcome,
                   minutes=session.elapsed_seconds() / 60)
    ends = phase_ends(session)
    phases = [_phase_entry(session, ends, number, 0.0) for number in range(len(ends))]
    entry.reading["phases"] = [
        sittings.phase_summary(p.reading, p.symbols, created_at=None, minutes=None,
                               steps=len(p.record)) for p in phases]
    entry.symbols[:0] = [p.symbols[0] for p in phases]
    return entry


def write_pending(session: InPlay) -> list[int]:
    """Write the entries the game owes the journal: each finished Senet phase
    (cycle sessions), then the end of the game. Safe to call after every
    move and from both screens of a two-screen game: nothing is written twice."""
    written: list[int] = []
    if not _may_owe(session):
        return written  # a move mid-game: no need to open the file again
    assert session.game_id is not None  # entries are written for a saved game
    with session.connect() as con:
        if session.ruleset == CYCLES and not is_sitting(session):
            written += _write_phases(con, session)
        outcome = session.outcome
        kind = "session" if session.ruleset == CYCLES else "game"
        if outcome is None or journal.has_entry(con, session.game_id, kind):
            return written
        marks = session.clock.get("phases", [])
        since = marks[-1]["elapsed"] if marks else 0.0
        try:
            written.append(journal.add(con, _sitting_entry(session, outcome)
                                       if is_sitting(session) else _entry(
                session, kind, cast(session), outcome,
                minutes=(session.elapsed_seconds() - since) / 60)))
        except sqlite3.IntegrityError:
            return written  # the other screen of a two-screen game wrote it a moment earlier
        if is_sitting(session):  # phases written apart by an earlier version join it
            with transaction(con):
                sittings.join(con, written[-1])
    return written


def ending_entry(session: InPlay) -> journal.Entry | None:
    """The journal entry written when this game ended."""
    with session.connect() as con:
        row = con.execute("SELECT id FROM entry WHERE saved_game_id = ? AND kind IN "
                          "('game', 'session')", (session.game_id,)).fetchone()
        return None if row is None else journal.get(con, row[0])


def play_out_turn(session: InPlay, rng: random.Random) -> None:
    """C-2: when a session's time runs out during a turn, the turn in hand is
    played to its end by the app (throws and the computer's gentlest moves),
    after which the engine ends the session."""
    for _ in range(MAX_TURN_STEPS):
        if session.over:
            return
        game, state = session.game, session.state
        if game.to_move(state) == CHANCE:
            session.play_move(chance.sample(game.chance_outcomes(state), rng))
        else:
            session.play_move(choose_move(game, state, player=game.to_move(state),
                                          level="gentle", rng=rng))
