"""Symbols every ruleset has: the outcome by the game's own player names and
reason, and the length of the game. Any registered ruleset gets a reading from
these; Kamla, Senet, Altai Shatra, Tavreli and tafl add their own symbols (and
read their outcome their own way) but share the length."""
from __future__ import annotations

from games.core import CHANCE

from oracle import tables, texts
from oracle.model import Found
from oracle.numbering import length as length_words
from oracle.numbering import notation
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
    players = texts.words(rp.game.info.players)
    values = {"first": players[0], "second": players[1],
              "game": texts.word(rp.game.info.title)}
    if rp.outcome is not None:
        values["reason"] = texts.word(rp.outcome.reason)
        if rp.outcome.winner is not None:
            values["winner"] = players[rp.outcome.winner]
            values["loser"] = players[1 - rp.outcome.winner]
    else:
        player = rp.game.to_move(rp.final)
        values["next"] = texts.phrase("chance_next") if player == CHANCE else players[player]
    return tuple(sorted(values.items()))


def outcome(rp: Replay) -> list[Found]:
    """The outcome alone: who won, why, or the game still open and whose step is next."""
    players = texts.words(rp.game.info.players)
    facts = values(rp)
    result = rp.outcome
    if result is None:
        who = next_step(rp)
        hidden = rp.game.info.hidden_information  # a move text may tell a secret
        last = (texts.said("last_step", move=notation(rp.game, rp.states[-2], rp.moves[-1]))
                if rp.moves and not hidden else "")
        return [Found("game.open", f"{who}, {length_words(rp)}", values=facts),
                Found("game.moment", f"{who}{last}", values=facts)]
    reason = texts.word(result.reason)
    ending = Found("game.ending", texts.said("ended_detail", reason=reason), values=facts)
    if result.winner is None:
        return [Found("game.draw", texts.said("drawn_detail", reason=reason,
                                              length=length_words(rp)),
                      values=facts), ending]
    slug = ("first", "second")[result.winner]
    return [Found(f"game.winner.{slug}",
                  texts.said("won_detail", winner=players[result.winner], reason=reason,
                             length=length_words(rp)),
                  values=facts), ending]


def next_step(rp: Replay) -> str:
    """Whose step is next, in words: a player to move, or a throw of chance."""
    player = rp.game.to_move(rp.final)
    return (texts.phrase("chance_is_next") if player == CHANCE
            else texts.said("to_move", player=texts.word(rp.game.info.players[player])))


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
    typical = texts.said("typical_length", low=low, high=high) if quartiles else ""
    return [Found(f"game.length.{slug}", texts.count("steps_in_record", steps) + typical,
                  values=values(rp))]


def extract(rp: Replay) -> list[Found]:
    """The generic reading's symbols: outcome (with its reason) and length."""
    return outcome(rp) + length(rp)
