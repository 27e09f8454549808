"""The sides and endings the games name in English (``info.players``, an
outcome's reason), said in a language (issue 29): one place for the play layer
and the interface. Pure: the words come from ``i18n.translations(lang)``.

A side's sentence is kept whole for each side ("White wins", "The defenders
win"), since the verb agrees with the side differently in each language.
"""
from __future__ import annotations

import gettext
import re

import i18n
from i18n import N_
from games.core import EndReason, end_reason
from play.text import side_does


SIDES = {"Lower World": N_("Lower World"), "Upper World": N_("Upper World"),
         "White": N_("White"), "Black": N_("Black"),
         "Attackers": N_("Attackers"), "Defenders": N_("Defenders"),
         "Spools": N_("Spools"), "Cones": N_("Cones")}
"""Every side a game names (``info.players``)."""
WINS = {"Lower World": N_("Lower World wins"), "Upper World": N_("Upper World wins"),
        "White": N_("White wins"), "Black": N_("Black wins"),
        "Attackers": N_("The attackers win"), "Defenders": N_("The defenders win"),
        "Spools": N_("The spools win"), "Cones": N_("The cones win")}
TO_MOVE = {"Lower World": N_("Lower World{player} to move"),
           "Upper World": N_("Upper World{player} to move"),
           "White": N_("White{player} to move"), "Black": N_("Black{player} to move"),
           "Attackers": N_("Attackers{player} to move"),
           "Defenders": N_("Defenders{player} to move"),
           "Spools": N_("Spools{player} to move"), "Cones": N_("Cones{player} to move")}
"""``{player}`` is the player's name in brackets, with a space before, or nothing."""
REASONS = {EndReason.MATE: N_("mate"), EndReason.STALEMATE: N_("stalemate"),
           EndReason.STILLNESS: N_("stillness"), EndReason.REPETITION: N_("repetition"),
           EndReason.MOVE_LIMIT: N_("move limit"), EndReason.NO_MOVE: N_("no legal move"),
           EndReason.RESIGNATION: N_("resignation"), EndReason.AGREEMENT: N_("agreement"),
           EndReason.STOPPED: N_("stopped before the end"),
           "the king escaped": N_("the king escaped"),
           "the king stands in an exit fort": N_("the king stands in an exit fort"),
           "the king is captured": N_("the king is captured"),
           "the attackers encircled the defenders": N_("the attackers encircled the defenders"),
           "a position stood for the fourth time": N_("a position stood for the fourth time"),
           "the king did not escape within the move limit":
               N_("the king did not escape within the move limit"),
           "no biy": N_("no biy is left"), "biy captured": N_("the biy is captured"),
           "only the two biys remain": N_("only the two biys remain"),
           "bore off every piece (Kendall finished)": N_("every piece is borne off"),
           "every piece on its domains (Bell finished)": N_("every piece stands on its domains"),
           "time is up": N_("time is up"), "turn limit": N_("turn limit"),
           "time is up: level": N_("time is up with the sides level"),
           "time is up: ahead": N_("time is up with one side ahead"),
           "turn limit: level": N_("the turn limit is reached with the sides level"),
           "turn limit: ahead": N_("the turn limit is reached with one side ahead")}
"""An ending's reason: the common ones (``EndReason``) and the games' own words."""
PRINCE = {"the king escaped": N_("the prince escaped"),
          "the king is captured": N_("the prince is captured"),
          "the king did not escape within the move limit":
              N_("the prince did not escape within the move limit")}
"""Tavlei's king is a prince (TD-1; in Russian «князь», in Hnefatafl «король»)."""
PRINCE_RULESETS = frozenset({"tavlei"})
_QUIET = re.compile(r"(\d+) turns without a capture")
_CYCLES = re.compile(r"completed (\d+) cycles?")


def side(name: str, lang: str = "en") -> str:
    """A side's name, as the subject of a sentence: "White", "Защитники"."""
    return i18n.translations(lang).gettext(SIDES[name]) if name in SIDES else name


def wins(name: str, lang: str = "en") -> str:
    """ "The defenders win", "Lower World wins"."""
    if name in WINS:
        return i18n.translations(lang).gettext(WINS[name])
    return side_does(name, "wins", "win") if lang == "en" else \
        i18n.translations(lang).gettext("{side} wins").format(side=name)


def to_move(name: str, player: str = "", lang: str = "en") -> str:
    """ "White (Anna) to move", "Ходят белые (Анна)": whose turn, without a full stop."""
    shown = f" ({player})" if player else ""
    if name in TO_MOVE:
        return i18n.translations(lang).gettext(TO_MOVE[name]).format(player=shown)
    return i18n.translations(lang).gettext("{side}{player} to move").format(
        side=name, player=shown)


def kingly(message: str, ruleset: str | None, lang: str = "en") -> str:
    """``message``, one that names the tafl king, in ``lang``: in Russian
    Tavlei's king is a prince (князь), the modern rules' a king (король)."""
    words = i18n.translations(lang)
    if ruleset in PRINCE_RULESETS:
        return _tavlei(words).get(message) or words.gettext(message)
    return words.gettext(message)


def _tavlei(words: gettext.NullTranslations) -> dict[str, str]:
    """Tavlei's own words for the messages that name the king (context ``tavlei``)."""
    return {"king captured by two": words.pgettext("tavlei", "king captured by two"),
            "unarmed king": words.pgettext("tavlei", "unarmed king"),
            "There is no king on {square}.": words.pgettext(
                "tavlei", "There is no king on {square}.")}


def reason(text: str, lang: str = "en", ruleset: str | None = None) -> str:
    """An ending's reason in words, the king named as ``ruleset`` names him (a
    reason no table knows stays as it is)."""
    words = i18n.translations(lang)
    said = end_reason(text)
    if ruleset in PRINCE_RULESETS and said in PRINCE:
        return words.gettext(PRINCE[said])
    if said in REASONS:
        return words.gettext(REASONS[said])
    quiet = _QUIET.fullmatch(str(said))
    if quiet:
        count = int(quiet[1])
        return words.ngettext("{n} turn without a capture", "{n} turns without a capture",
                              count).format(n=i18n.format_number(count, lang))
    cycles = _CYCLES.fullmatch(str(said))
    if cycles:
        count = int(cycles[1])
        return words.ngettext("{n} cycle completed", "{n} cycles completed", count).format(
            n=i18n.format_number(count, lang))
    return str(said)
