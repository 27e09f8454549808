"""Symbols every ruleset has: the outcome by the game's own player names and
reason, and the length of the game. Any registered ruleset gets a reading from
these; Kamla, Senet, Altai Shatra, Tavreli and tafl add their own symbols (and
read their outcome their own way) but share the length."""
from __future__ import annotations

from games.core import CHANCE

from oracle import tables
from oracle.model import Found
from oracle.numbering import length as length_words
from oracle.replay import Replay

LENGTHS = ("unbegun", "brief", "middling", "long")
FALLBACK_QUARTILES = (40, 200)
"""Length bounds (steps) for a ruleset the rarity table's computer games have not played."""


def possible_ids() -> list[str]:
    return (["game.winner.first", "game.winner.second", "game.draw", "game.open",
             "game.ending", "game.moment"] + [f"game.length.{slug}" for slug in LENGTHS]
            + [f"game.declared.{kind}" for kind in ("resigned", "agreed", "stopped")])


def values(rp: Replay) -> tuple[tuple[str, str], ...]:
    """Game facts for the ``{name}`` placeholders of the generic texts."""
    first, second = rp.game.info.players
    values = {"first": first, "second": second, "game": rp.game.info.title}
    if rp.outcome is not None:
        values["reason"] = rp.outcome.reason
        if rp.outcome.winner is not None:
            values["winner"] = rp.game.info.players[rp.outcome.winner]
            values["loser"] = rp.game.info.players[1 - rp.outcome.winner]
    else:
        player = rp.game.to_move(rp.final)
        values["next"] = "the throw of chance" if player == CHANCE else rp.game.info.players[player]
    return tuple(sorted(values.items()))


def outcome(rp: Replay) -> list[Found]:
    """The outcome alone: who won, why, or the game still open and whose step is next."""
    players = rp.game.info.players
    facts = values(rp)
    result = rp.outcome
    if result is None:
        player = rp.game.to_move(rp.final)
        who = "a throw of chance is next" if player == CHANCE else f"{players[player]} to move"
        hidden = rp.game.info.hidden_information  # a move text may tell a secret
        last = (f"; the last step: {rp.game.format_move(rp.states[-2], rp.moves[-1])}"
                if rp.moves and not hidden else "")
        return [Found("game.open", f"{who}, {length_words(rp)}", values=facts),
                Found("game.moment", f"{who}{last}", values=facts)]
    ending = Found("game.ending", f"the game ended: {result.reason}", values=facts)
    if result.winner is None:
        return [Found("game.draw", f"drawn ({result.reason}) {length_words(rp)}",
                      values=facts), ending]
    slug = ("first", "second")[result.winner]
    return [Found(f"game.winner.{slug}",
                  f"{players[result.winner]} won ({result.reason}) {length_words(rp)}",
                  values=facts), ending]


def length(rp: Replay) -> list[Found]:
    """How long the game has run, against the typical length of its ruleset."""
    steps = len(rp.moves)
    quartiles = tables.quartiles(rp.game.info.name)
    low, high = quartiles or FALLBACK_QUARTILES
    if steps == 0:
        slug = "unbegun"
    elif steps < low:
        slug = "brief"
    elif steps > high:
        slug = "long"
    else:
        slug = "middling"
    typical = (f"; most computer games of this ruleset run {low} to {high}" if quartiles
               else "")
    return [Found(f"game.length.{slug}", f"{steps} steps in the record{typical}",
                  values=values(rp))]


def extract(rp: Replay) -> list[Found]:
    """The generic reading's symbols: outcome (with its reason) and length."""
    return outcome(rp) + length(rp)
