"""From a record to symbols, and from symbols to a reading.

Pure and deterministic: the same record (and options, start position and
question) always gives the same reading, byte for byte. The only inputs are
the arguments, the engines and the package's data files.

Composition:

1. the family's extractor (Kamla, Senet, Altai Shatra, Tavreli, tafl; any
   other ruleset: the generic one) finds symbols, and the length of the game
   is added;
2. each symbol gets its texts and its rarity; its weight is the base weight
   of its text entry (plus the extractor's bonus) scaled by how rare it is
   (``_weight``); symbols are ordered by weight, then id;
3. the lead is the outcome symbol (a winner, a draw, or a game still open);
   the title joins the lead's label with the label of the heaviest other
   symbol, the answer joins their answer sentences;
4. paragraphs: the lead, then the heaviest symbols with texts, one per group
   (a group is the symbol id without its last part), six at most; at least
   three when the record gives that many symbols.
"""
from __future__ import annotations

import math
import re
from typing import Callable, Sequence

from oracle import generic, kamla, senet, shatra, tables, tafl, tavreli, texts
from oracle.model import Found, Reading, Symbol
from games.core import Outcome
from oracle.replay import Replay, replay

Extractor = Callable[[Replay], list[Found]]
FAMILIES: dict[str, Extractor] = {"kamla": kamla.extract, "senet": senet.extract,
                                   "shatra": shatra.extract, "tavreli": tavreli.extract,
                                   "tafl": tafl.extract}
"""Extractors by ``game.info.family``; other families read generically."""
MIN_PARAGRAPHS, MAX_PARAGRAPHS = 3, 6
QUESTION_LIMIT = 500
"""Characters of the question quoted back at most."""
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")


def family_found(rp: Replay) -> list[Found]:
    """The family's symbols (generic outcome for other families), without the length."""
    extractor = FAMILIES.get(rp.game.info.family)
    return extractor(rp) if extractor else generic.outcome(rp)


def possible_ids() -> list[str]:
    """Every symbol id any extractor can produce."""
    return (kamla.possible_ids() + senet.possible_ids() + shatra.possible_ids()
            + tavreli.possible_ids() + tafl.possible_ids() + generic.possible_ids())


def _weight(entry, found: Found, share: float | None) -> int:
    """(base weight + bonus) x (4 + surprise) / 4, the surprise in bits
    (-log2 of the share, at most 10; 1 when the share is not known)."""
    base = int(entry.get("weight", 0)) if entry else 0
    bits = 1.0 if share is None else min(10.0, -math.log2(max(share, 1 / 1024)))
    return round((base + found.bonus) * (4 + bits) / 4)


def _label(found: Found) -> str:
    entry = texts.entry(found.id)
    if entry is None:
        return found.id
    return texts.fill(entry["label"], dict(found.values))


def _make_symbols(rp: Replay, found: list[Found]) -> list[Symbol]:
    ruleset = rp.game.info.name
    out = []
    for f in found:
        share = tables.share(ruleset, f.id)
        out.append(Symbol(f.id, _label(f), f.detail, _weight(texts.entry(f.id), f, share), share))
    out.sort(key=lambda s: (-s.weight, s.id))
    return out


def _symbols_of(rp: Replay, extractor: Extractor) -> tuple[list[Symbol], dict[str, Found]]:
    found = extractor(rp) + generic.length(rp)
    return _make_symbols(rp, found), {f.id: f for f in found}


def symbols(ruleset: str, record: Sequence[str], *, options: dict | None = None,
            start_position: str | None = None) -> list[Symbol]:
    """The symbols of a record (finished or not), heaviest first.

    :raises games.core.GameError: unknown ruleset, bad position or bad move.
    """
    rp = replay(ruleset, record, options=options, start_position=start_position)
    return _symbols_of(rp, family_found)[0]


def quote(question: str) -> str:
    """The question as it is quoted back: plain text on one line, trimmed."""
    if not isinstance(question, str):
        return ""
    text = " ".join(_CONTROL.sub(" ", question).split())
    if len(text) > QUESTION_LIMIT:
        text = text[:QUESTION_LIMIT - 1].rstrip() + "\u2026"
    return text


def _group(symbol_id: str) -> str:
    entry = texts.entry(symbol_id) or {}
    return entry.get("group") or symbol_id.rsplit(".", 1)[0]


def compose(ruleset: str, syms: list[Symbol], found: dict[str, Found], question: str = ""
            ) -> Reading:
    """Put symbols together into a reading (see the module docstring)."""
    def values(s: Symbol) -> dict[str, str]:
        return dict(found[s.id].values) if s.id in found else {}

    def field(s: Symbol, key: str) -> str:
        entry = texts.entry(s.id) or {}
        return texts.fill(entry.get(key, ""), values(s))

    usable = [s for s in syms if texts.entry(s.id)]
    outcomes = [s for s in usable if (texts.entry(s.id) or {}).get("kind") == "outcome"]
    lead = outcomes[0] if outcomes else (usable[0] if usable else None)
    if lead is None:
        return Reading(texts.phrase("empty_title"), texts.phrase("empty_answer"), [], syms,
                       ruleset, quote(question))
    others = [s for s in usable if s is not lead and _group(s.id) != _group(lead.id)]
    second = next((s for s in others if field(s, "answer")), None)

    title = field(lead, "title") or lead.label
    if second is not None:
        title = f"{title} \u2014 {second.label}"
    answer = field(lead, "answer")
    if second is not None:
        answer = f"{answer} {field(second, 'answer')}"
    asked = quote(question)
    if asked:
        answer = f"\u201c{asked}\u201d \u2014 {answer}"

    chosen = [lead]
    groups = {_group(lead.id)}
    for s in others:
        if len(chosen) == MAX_PARAGRAPHS:
            break
        if _group(s.id) not in groups:
            chosen.append(s)
            groups.add(_group(s.id))
    for s in others:
        if len(chosen) >= MIN_PARAGRAPHS:
            break
        if s not in chosen:
            chosen.append(s)
    paragraphs = [(s.id, field(s, "heading") or s.label, field(s, "text")) for s in chosen]
    return Reading(title, answer, paragraphs, syms, ruleset, asked)


def _read(rp: Replay, extractor: Extractor, question: str) -> Reading:
    syms, found = _symbols_of(rp, extractor)
    return compose(rp.game.info.name, syms, found, question)


def read(ruleset: str, record: Sequence[str], *, options: dict | None = None,
         start_position: str | None = None, question: str = "",
         declared: Outcome | None = None, querent: int | None = None) -> Reading:
    """The reading of a record: of the finished game, or of the position now.

    ``question`` (the querent's question or intention) is only quoted back as
    plain text at the head of the answer. ``declared`` is an ending the
    players declared (resignation, agreed draw, stopped), read as the game's
    end; ``querent`` is the player the reading speaks for (None: nobody's).

    :raises games.core.GameError: unknown ruleset, bad position or bad move.
    """
    rp = replay(ruleset, record, options=options, start_position=start_position,
                declared=declared)
    return _read(rp, family_found, question)


def read_generic(ruleset: str, record: Sequence[str], *, options: dict | None = None,
                 start_position: str | None = None, question: str = "") -> Reading:
    """The reading any ruleset gets: outcome and length only (the path used
    for rulesets without their own extractor)."""
    rp = replay(ruleset, record, options=options, start_position=start_position)
    return _read(rp, generic.outcome, question)


def symbols_generic(ruleset: str, record: Sequence[str], *, options: dict | None = None,
                    start_position: str | None = None) -> list[Symbol]:
    rp = replay(ruleset, record, options=options, start_position=start_position)
    return _symbols_of(rp, generic.outcome)[0]
