"""What the games name in English, said in the page's language (issue 29):
each ruleset's title, each side, an ending, and a refusal of a move, a
position or a record. The one place the interface translates them; the rules
(``games``) keep their English.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

import games
import i18n
from games.core import (GameError, IllegalMoveError, InvalidMoveError, InvalidPositionError,
                        InvalidRecordError, Outcome, UnknownGameError)
from play import ending
from play import names as play_names
from play.ending import DrawOfferError
from play.ruler_pin import MAX_DIGITS, MIN_DIGITS, PinError
from readings.failures import Refusal
from ui import refusals
from ui.i18n import N_, _, language

TITLES = {"kamla": N_("Kamla (solo)"), "kamla-pair": N_("Kamla (pair, hidden Ruler)"),
          "senet-kendall": N_("Senet: Kendall"), "senet-bell": N_("Senet: Bell"),
          "senet-cycles": N_("Senet: Kendall-Bell cycles"),
          "senet-modern": N_("Senet: modern Kendall"), "shatra": N_("Altai Shatra"),
          "tavlei": N_("Tavlei"), "hnefatafl-9": N_("Hnefatafl 9x9"),
          "hnefatafl-11": N_("Hnefatafl 11x11"), "copenhagen": N_("Copenhagen Hnefatafl"),
          "fetlar": N_("Fetlar Hnefatafl"), "tavreli": N_("Tavreli (Russian tower chess)")}
"""Each ruleset's title (``info.title`` in English)."""
RULESETS = {"Tavlei": N_("Tavlei"), "Hnefatafl 9x9": N_("Hnefatafl 9x9"),
            "Hnefatafl 11x11": N_("Hnefatafl 11x11"), "Copenhagen": N_("Copenhagen"),
            "Fetlar": N_("Fetlar"), "Altai Shatra": N_("Altai Shatra"), "Tavreli": N_("Tavreli")}
"""A ruleset's short name, as a setup offers it."""

REFUSALS = {IllegalMoveError: N_("The move {quoted} cannot be played here."),
            InvalidMoveError: N_("{quoted} is not a move written as this game writes moves."),
            InvalidPositionError: N_("The position {quoted} cannot be read."),
            UnknownGameError: N_("There is no game {quoted}."),
            InvalidRecordError: N_("The record {quoted} cannot be read.")}
"""A refused move, position or record, by the error's class: the input it quotes is kept."""
REFUSED = {IllegalMoveError: N_("That move cannot be played here."),
           InvalidMoveError: N_("That is not a move written as this game writes moves."),
           InvalidPositionError: N_("That position cannot be read."),
           UnknownGameError: N_("There is no such game."),
           InvalidRecordError: N_("That record cannot be read.")}
"""The same, when the message quotes nothing."""
WHY = {"over": N_("The game is over."),
       "captures": N_("Its captures are written wrong: the move is {move}."),
       "no piece": N_("The side to move has no piece on {square}."),
       "another piece": N_("Another kind of piece stands on {square}: write {move}."),
       "ambiguous": N_("It can be read as {moves}: write the whole series."),
       "capture compulsory": N_("A capture is compulsory, and this piece has none."),
       "legal from": N_("From {square} the legal moves are {moves}."),
       "stuck": N_("The piece on {square} has no legal move."),
       "separator": N_("It is written {move}."),
       "promotes": N_("The piece becomes {piece} here."),
       "no promotion": N_("No piece is promoted by this move."),
       "time": N_("Time ends a session played for a duration, and only once."),
       "option": N_("the option {quoted} is not written as name=value, e.g. edge_escape=true"),
       "tag": N_("line {line} is not a tag written as [name:value]: {quoted}"),
       "late tag": N_("line {line} holds a tag after the moves: {quoted}"),
       "result": N_("the result {quoted} is none of attackers, defenders, draw, ongoing"),
       "no variant": N_("the record does not name its rules: add a [variant:...] tag"),
       "variant": N_("there are no rules «{variant}» with these options"),
       "start": N_("the record's start position cannot be read")}
"""Why the rules refused a move (a sentence) or a record (a clause, said after the page's
"cannot be read:"), by the error's ``reason``, with its ``facts``."""
DRAW_OFFERS = {"the game is over": N_("The game is over."),
               "a draw offer already waits for an answer":
                   N_("A draw offer already waits for an answer."),
               "your draw offer was declined; offer again after a move":
                   N_("Your draw offer was declined; offer again after a move."),
               "there is no draw offer for you to answer":
                   N_("There is no draw offer for you to answer.")}
LEVELS = {"gentle": N_("Gentle"), "steady": N_("Steady"), "strong": N_("Strong"),
          "master": N_("Master")}
"""Every level any game offers (``games.ai.levels_for``)."""
_COMPUTER = re.compile(r"the computer, (\w+)")
_QUOTED = re.compile(r"""('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")""")


def title(ruleset: str) -> str:
    """A ruleset's title in the page's language: "Камла (одиночная)"."""
    return _(TITLES[ruleset]) if ruleset in TITLES else games.make(ruleset).info.title


def ruleset(name: str) -> str:
    """A ruleset's short name as a setup offers it: "Копенгаген"."""
    return _(RULESETS[name]) if name in RULESETS else name


def side(name: str) -> str:
    return play_names.side(name, language())


def sides(players: Sequence[str]) -> list[str]:
    return [side(name) for name in players]


def player(name: str) -> str:
    """A player's name as typed; the computer's stored name ("the computer,
    steady") said in the page's language."""
    found = _COMPUTER.fullmatch(name)
    if found and found[1] in LEVELS:
        return _("the computer, {level}").format(level=_(LEVELS[found[1]]).lower())
    return name


def to_move(name: str, typed: str = "") -> str:
    """ "White (Anna) to move": the side and, if any, its player's name."""
    return play_names.to_move(name, player(typed) if typed else "", language())


def ended(outcome: Outcome, players: Sequence[str], ruleset: str = "") -> str:
    """How the game ended, as the status line and the end panel say it."""
    return ending.words(outcome, players, language(), ruleset)


def refusal(error: Exception, lang: str | None = None) -> str:
    """A refused move, position, draw offer or PIN as a sentence in ``lang``
    (the page's language by default); in English the error's own message (it
    quotes the input). In another language the quoted input is kept, the rest
    said by the error's class."""
    lang, message = lang or language(), str(error)
    if lang == "en":
        return message
    _ = i18n.translations(lang).gettext
    if isinstance(error, DrawOfferError) and message in DRAW_OFFERS:
        return _(DRAW_OFFERS[message])
    if isinstance(error, PinError):
        return _("A PIN is {least} to {most} digits, the same typed twice.").format(
            least=MIN_DIGITS, most=MAX_DIGITS)
    if isinstance(error, Refusal):
        return refusals.refusal(error, lang)
    found = _QUOTED.search(message)
    quoted = f"«{found[0][1:-1]}»" if found else ""
    why = _why(error, quoted, lang) if isinstance(error, GameError) else ""
    if isinstance(error, InvalidRecordError) and why:
        return why
    for kind in REFUSALS:
        if isinstance(error, kind):
            refused = _(REFUSALS[kind]).format(quoted=quoted) if quoted else _(REFUSED[kind])
            return _("{refused} {why}").format(refused=refused, why=why) if why else refused
    return why or message


def _why(error: GameError, quoted: str, lang: str) -> str:
    """Why the rules refused: a sentence in ``lang`` by the error's ``reason``,
    or nothing for a reason this interface does not say."""
    words, facts = i18n.translations(lang), error.facts
    if error.reason == "no king":  # the king's word follows the ruleset
        return play_names.kingly(N_("There is no king on {square}."), str(facts["ruleset"]),
                                 lang).format(**facts)
    if error.reason == "tower height":
        return words.ngettext("The tower on {square} has {height} piece; it cannot move {count}.",
                              "The tower on {square} has {height} pieces; it cannot move {count}.",
                              int(str(facts["height"]))).format(**facts)
    if error.reason not in WHY:
        return ""
    said = {name: f"«{value}»" if name in ("move", "moves") else value
            for name, value in facts.items()}
    return words.gettext(WHY[error.reason]).format(quoted=quoted, **said)


def said(name: str, lang: str) -> str:
    """A ruleset's title or a side's name as the games give it (English) in
    ``lang``; a name this build does not know (an imported entry's) as stored."""
    known = name in TITLES.values() or name in play_names.SIDES
    return i18n.translations(lang).gettext(name) if known else name
