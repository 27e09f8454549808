"""From a record to symbols, and from symbols and facts to a reading.

Pure and deterministic: the same record (and options, start position,
declared ending, question and querent) always gives the same reading, byte
for byte. The only inputs are the arguments, the engines and the package's
data files.

Composition:

1. the family's extractor finds the signs (``Symbol``), the length of the
   game added; a declared ending (resignation, agreement, stopped) is read as
   what it is: the board's signs of the position, and the declared ending as
   the outcome sign (``game.declared.*``), never a win on the board;
2. the lead is the outcome sign; the first section, "The ending", states how
   the game ended (with the family's own facts: a mate's giver, a king's
   fall) and what that is for the querent;
3. "Where the game turned": the 1-3 largest swings of the computer player's
   evaluation (``oracle.turning``), each with its move number;
4. the family's spread (``oracle.spread``): each position states this game's
   facts there and reads the meaning of the first of its signs present;
5. the title joins the lead's title with the label of the weightiest sign
   shown in another section; the answer joins their answer sentences, framed
   for the querent and the question's kind (``oracle.question``); the
   prompts (1-3) ask about the signs shown in the question's own words.
"""
from __future__ import annotations

import re
from itertools import cycle
from dataclasses import replace
from typing import Callable, Iterator, Sequence

from oracle import care, cast, generic, kamla, question as questions, senet, shatra, spread, tables
from oracle import tafl, tavreli, texts, turning
from oracle.model import JUDGEMENT_WORDS, Fact, Found, Reading, Section, Symbol, TurningPoint
from oracle.spread import common
from games.core import Outcome
from oracle.replay import Replay, replay

Extractor = Callable[[Replay], list[Found]]
FAMILIES: dict[str, Extractor] = {"kamla": kamla.extract, "senet": senet.extract,
                                   "shatra": shatra.extract, "tavreli": tavreli.extract,
                                   "tafl": tafl.extract}
"""Extractors by ``game.info.family``; other families read generically."""
FIGURES: dict[str, Callable[[Replay], Section | None]] = {"kamla": cast.figure}
"""A family's own figure (Kamla: the cast on Fu Xi's square)."""
JUDGEMENTS: dict[str, Callable[[Replay], str]] = {"kamla": cast.judgement}
"""A family's own judgement of its figure, said after the frame."""
FOLDED: dict[str, Callable[[Replay], list[tuple[str, str, str, str]]]] = {
    "kamla": cast.image_and_lines, "tafl": lambda rp: [
        ("tafl.runes", texts.phrase("runes_heading"),
         texts.variant(texts.table("notes"), "runes", "|".join(rp.texts)),
         texts.phrase("runes_source"))]}
"""A family's own folded parts after the ending: ``(id, heading, text, source)``."""
FIGURE_SIGNS = {"senet": "senet.house.", "kamla": "kamla.number."}
"""Else the figure is the weightiest sign of the spread with this prefix."""
MIN_PARAGRAPHS = 3
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


def _weight(entry, found: Found) -> int:
    """Base weight of the sign's text entry plus the extractor's bonus: what
    this game was dominated by, never what random play finds rare."""
    base = int(entry.get("weight", 0)) if entry else 0
    return base + found.bonus


def _label(found: Found) -> str:
    entry = texts.entry(found.id)
    if entry is None:
        return found.id
    return texts.fill(entry["label"], dict(found.values))


def _rarity(rp: Replay, symbol_id: str) -> tuple[float | None, str]:
    """The sign's share of computer games at this record's stage, and its
    words; none for a declared ending (computer games never declare one) or
    a record read from another position than the start (a cycle phase)."""
    game = rp.game
    if symbol_id.startswith("game.declared.") or \
            game.info.options.get("opening", "kendall") != "kendall" or \
            game.format_position(rp.states[0]) != game.format_position(game.initial_state()):
        return None, ""  # (computer games never open a Senet session with Bell, D-8)
    steps = len(rp.moves)
    found = tables.share(game.info.name, symbol_id, steps)
    return found, tables.rarity_text(found, tables.games_played(game.info.name),
                                     tables.when(steps, game.info.has_chance))


def _make_symbols(rp: Replay, found: list[Found]) -> list[Symbol]:
    out = [Symbol(f.id, _label(f), f.detail, _weight(texts.entry(f.id), f),
                  *_rarity(rp, f.id)) for f in found]
    out.sort(key=lambda s: (-s.weight, s.id))
    return out


def _declared(rp: Replay, extractor: Extractor) -> list[Found]:
    """The signs of a game whose end the players declared: the board's signs
    as it was left, and the declared ending as the outcome."""
    board = [f for f in extractor(replace(rp, outcome=None))
             if f.id not in ("game.open", "game.moment") and not f.id.endswith(".open")]
    reason = rp.ended.reason
    kind = common.declared_kind(reason)
    values = generic.values(rp)
    return [Found(f"game.declared.{kind}", texts.said("declared_detail",
                                                       reason=texts.word(reason)),
                  values=values)] + board


def _symbols_of(rp: Replay, extractor: Extractor) -> tuple[list[Symbol], dict[str, Found]]:
    found = (_declared(rp, extractor) if rp.declared else extractor(rp)) + generic.length(rp)
    return _make_symbols(rp, found), {f.id: f for f in found}


def symbols(ruleset: str, record: Sequence[str], *, options: dict | None = None,
            start_position: str | None = None, declared: Outcome | None = None,
            lang: str = "en") -> list[Symbol]:
    """The symbols of a record (finished or not), heaviest first, labelled in ``lang``.

    :raises games.core.GameError: unknown ruleset, bad position or bad move.
    """
    with texts.speaking(lang):
        rp = replay(ruleset, record, options=options, start_position=start_position,
                    declared=declared)
        return _symbols_of(rp, family_found)[0]


def quote(question: str) -> str:
    """The question as it is quoted back: plain text on one line, trimmed."""
    if not isinstance(question, str):
        return ""
    text = " ".join(_CONTROL.sub(" ", question).split())
    if len(text) > QUESTION_LIMIT:
        text = text[:QUESTION_LIMIT - 1].rstrip() + "\u2026"
    return text


def _public_texts(rp: Replay) -> list[str]:
    """The record as both players see it: while hidden information is in
    play, a move whose text either player sees differently (a secret Ruler
    choice) is left out, so that no wording depends on a secret."""
    if not (rp.game.info.hidden_information and rp.outcome is None):
        return list(rp.texts)
    game = rp.game
    return [text for (before, move, _), text in zip(rp.steps, rp.texts)
            if all(game.public_move_text(before, move, p) == text for p in (0, 1))]


class _Texts:
    """The texts of the signs present, filled with this game's values (``{side}``:
    the player a sign speaks of) and worded by this game's context; a sign of
    one side reads, for a querent, as theirs or as what faces them."""

    def __init__(self, rp: Replay, found: dict[str, Found], querent: int | None,
                 careful: bool = False):
        self.found = found
        self.careful = careful
        self.players = texts.words(rp.game.info.players)
        self.ruleset = rp.game.info.name
        self.querent = querent if querent in (0, 1) else None
        self.context = "|".join(_public_texts(rp)) + "|" + (
            rp.outcome.reason if rp.outcome else "")

    def _values(self, symbol_id: str) -> dict[str, str]:
        found = self.found.get(symbol_id)
        if found is None:
            return {}
        values = dict(found.values)
        if found.side is not None:
            values.setdefault("side", self.players[found.side])
        return values

    def get(self, symbol_id: str, key: str) -> str:
        """The sign's ``key`` text; for a grief or illness question, without a
        sentence that forecasts (``oracle.care``)."""
        entry = texts.for_ruleset(texts.entry(symbol_id) or {}, self.ruleset)
        return self.said(texts.fill(texts.variant(entry, key, f"{symbol_id}|{self.context}"),
                                     self._values(symbol_id)))

    def said(self, text: str) -> str:
        """``text`` as this reading may say it (``oracle.care`` for grief and illness)."""
        return care.spare(text) if self.careful else text

    def _perspective(self, symbol_id: str) -> str:
        """``yours`` or ``facing`` for a sign of one side read for a querent, else ""."""
        found = self.found.get(symbol_id)
        if self.querent is None or found is None or found.side is None:
            return ""
        return "yours" if found.side == self.querent else "facing"

    def meaning(self, symbol_id: str) -> str:
        """The sign's meaning: its text, then, for a querent, what it is for them
        (the entry's ``yours`` or ``facing`` wording)."""
        text = self.get(symbol_id, "text")
        key = self._perspective(symbol_id)
        if not (key and text):
            return text
        entry = texts.entry(symbol_id) or {}
        line = self.said(texts.fill(texts.variant(entry, key,
                                                   f"{symbol_id}|{key}|{self.context}"),
                                     self._values(symbol_id)))
        return f"{text} {line}" if line else text

    def source(self, symbol_id: str) -> str:
        """Where the meaning comes from; a querent's line is always the app's own."""
        entry = texts.entry(symbol_id) or {}
        source = entry.get("provenance", texts.APP)
        key = self._perspective(symbol_id)
        if key and entry.get(key) and source != texts.APP:
            return texts.said("source_querent", source=texts.source(source),
                              app=texts.source(texts.APP))
        return texts.source(source)


def _turning_section(rp: Replay, points: list[TurningPoint], querent: int | None
                     ) -> Section | None:
    """The turning points in plain words: when, who moved, which way the game
    turned and which turn was the largest; never the computer player's numbers."""
    if not points:
        return None
    players = texts.words(rp.game.info.players)
    largest = max(points, key=lambda p: float(p.swing))
    facts = []
    for p in points:
        toward = texts.said("toward_side", player=players[p.side])
        if querent is not None:
            toward = texts.phrase("toward_you" if p.side == querent else "toward_facing")
        elif p.side == p.mover:
            toward = texts.phrase("toward_itself")
        turned = texts.said("turned_toward" if p.side == p.mover else "turned_away",
                            mover=players[p.mover], toward=toward)
        size = texts.phrase("largest_turn") if p is largest and len(points) > 1 else ""
        facts.append(Fact(("turn", p.number, p.move, p.side),
                          texts.said("turn_fact", moment=p.moment, turned=turned, size=size)))
    return Section(f"{rp.game.info.family}.turns", texts.phrase("turns_heading"), tuple(facts),
                   "", "", texts.APP, ())


def _frame(kind: str, rp: Replay, querent: int | None) -> list[str]:
    """The judgement's opening: the question's frame, then the querent's outcome."""
    parts = [texts.phrase(f"frame_{kind}")]
    if querent in (0, 1):
        outcome = rp.outcome
        result = ("open" if outcome is None else "draw" if outcome.winner is None
                  else "won" if outcome.winner == querent else "lost")
        parts.append(texts.phrase(f"querent_{result}"))
    return [p for p in parts if p]


def _prompts(kind: str, asked: str, shown: list[Section], labels: dict[str, str],
             points: list[TurningPoint]) -> list[str]:
    """1-3 prompts written for the kind of question, tied to the signs shown
    and quoting the question's own words."""
    topic = questions.topic(asked)
    written = list(texts.table("prompts").get(kind, [])) or [""]
    out: list[str] = []
    for i, section in enumerate(s for s in shown if s.sign):
        if len(out) == 2:
            break
        out.append(texts.fill(written[i % len(written)],
                              {"sign": labels[section.sign], "topic": topic}))
    if points and not questions.careful(kind):
        turn = texts.phrase("prompt_turn" if topic else "prompt_turn_none")
        out.append(texts.fill(turn, {"moment": points[0].moment, "topic": topic}))
    return [p for p in out if p][:3]


def _lens(kind: str, role: str) -> str:
    """What the ending, the turns or the figure says for this kind of question."""
    value = texts.table("lenses").get(kind, {}).get(role, "")
    return value if isinstance(value, str) else value[0]


def _place_lenses(kind: str) -> Iterator[str]:
    """What the spread's places say for this kind of question, one wording
    after another: a reading has at most as many places as there are
    wordings (nine: Kamla's most), so no line is said twice; one said twice
    reads as a machine's."""
    value = texts.table("lenses").get(kind, {}).get("place", [""])
    return cycle([value] if isinstance(value, str) else value)


def _figure(rp: Replay, sections: list[Section], syms: list[Symbol], words: _Texts,
            kind: str) -> Section | None:
    """The figure the reading is cast as: the family's own (``FIGURES``), else
    the weightiest sign of the spread, else none."""
    family = rp.game.info.family
    own = FIGURES.get(family)
    if own is not None:
        found = own(rp)
        if found is not None:
            return found
    prefix = FIGURE_SIGNS.get(family, "")
    weight = {s.id: s.weight for s in syms}
    shown = [s for s in sections[1:] if s.sign and s.sign.startswith(prefix)]
    if not shown:
        return None
    best = max(shown, key=lambda s: (weight.get(s.sign, 0), s.sign))
    label = next(s.label for s in syms if s.id == best.sign)
    return Section(f"{family}.figure", f"{texts.phrase('figure_heading')}: {label}", (),
                   words.get(best.sign, "answer"), best.sign, words.source(best.sign),
                   best.cells, _lens(kind, "figure"))


def _judgement(parts: list[str], budget: int) -> str:
    """The parts in order (the frame, the querent's outcome, the figure's
    judgement, the lead's answer, the second sign's), the later ones left out
    while the words exceed ``budget``; the first always stays."""
    kept = list(parts)
    while len(kept) > 1 and sum(len(p.split()) for p in kept) > budget:
        kept.pop()
    return " ".join(kept)


def compose(rp: Replay, syms: list[Symbol], found: dict[str, Found], question: str = "",
            querent: int | None = None, since: int | None = None) -> Reading:
    """Put the signs, facts and turning points together (see the module docstring)."""
    ruleset, family = rp.game.info.name, rp.game.info.family
    asked = quote(question)
    kind = questions.kind(asked)
    words = _Texts(rp, found, querent, questions.careful(kind))
    usable = [s for s in syms if texts.entry(s.id)]
    outcomes = [s for s in usable if (texts.entry(s.id) or {}).get("kind") == "outcome"]
    lead = outcomes[0] if outcomes else None
    if lead is None:
        return Reading(texts.phrase("empty_title"), texts.phrase("empty_answer"), [], syms,
                       ruleset, asked, [], kind, querent)
    labels = {s.id: s.label for s in syms}
    values = turning.curve(rp)
    points = turning.turning_points(rp, values, spread.turn_threshold(family)) if values else []

    ending_facts = (common.ending(rp),) + spread.ending(rp) + common.querent(rp, querent)
    sections = [Section(f"{family}.ending", texts.phrase("ending_heading"), ending_facts,
                        words.meaning(lead.id), lead.id, words.source(lead.id), (),
                        _lens(kind, "ending"))]
    lenses = _place_lenses(kind)
    folded = FOLDED.get(family)
    for part, heading, said, source in folded(rp) if folded else []:
        sections.append(Section(part, heading, (), words.said(said), "", source, (),
                                next(lenses)))
    if since is not None:
        sections.append(Section(f"{family}.since", texts.phrase("since_heading"),
                                spread.since(rp, since), ""))
    turns = _turning_section(rp, points, querent)
    if turns is not None:
        sections.append(replace(turns, lens=_lens(kind, "turns")))
    used = {lead.id}
    at = spread.places(rp)
    for position in spread.positions(family):
        prefixes = tuple(position["signs"])
        sign = next((s for s in usable if s.id not in used and s.id.startswith(prefixes)), None)
        place = at.get(position["id"], common.Place(()))
        if sign is None and not place.facts:
            continue
        meaning, source = "", ""
        if sign is not None:
            used.add(sign.id)
            meaning = words.meaning(sign.id)
            source = words.source(sign.id)
        sections.append(Section(position["id"], position["heading"], place.facts, meaning,
                                sign.id if sign else "", source, place.cells,
                                next(lenses) if meaning else ""))
    if len(sections) < MIN_PARAGRAPHS:
        for s in usable:
            if len(sections) >= MIN_PARAGRAPHS:
                break
            if s.id not in used and words.get(s.id, "text"):
                used.add(s.id)
                sections.append(Section(s.id, words.get(s.id, "heading") or s.label, (),
                                        words.meaning(s.id), s.id, words.source(s.id),
                                        lens=next(lenses)))

    shown = [s for s in sections[1:] if s.sign]
    fresh = [s for s in shown if lead.id not in (texts.entry(s.sign) or {}).get("restates", ())]
    second = max(fresh, key=lambda s: (next(x.weight for x in syms if x.id == s.sign), s.sign),
                 default=None)
    title = words.get(lead.id, "title") or lead.label
    own = JUDGEMENTS.get(family)
    frame = _frame(kind, rp, querent)
    parts = frame[:1] + ([words.said(own(rp))] if own else []) + frame[1:] + [
        words.get(lead.id, "answer")]
    figure = _figure(rp, sections, syms, words, kind)
    if second is not None:
        title = texts.fill(texts.phrase("title_pair"), {"title": title,
                                                         "sign": labels[second.sign]})
        if figure is None or figure.sign != second.sign:
            parts.append(words.get(second.sign, "answer"))
    shown_first = len(title.split()) + (len(figure.heading.split()) + len(figure.text.split())
                                        if figure else 0)
    answer = _judgement([p for p in parts if p], JUDGEMENT_WORDS - shown_first)
    ordered = sorted(shown, key=lambda s: -next(x.weight for x in syms if x.id == s.sign))
    prompts = _prompts(kind, asked, [sections[0]] + ordered, labels, points)
    return Reading(title, answer, sections, syms, ruleset, asked, prompts, kind, querent,
                   points, values, figure)


def read(ruleset: str, record: Sequence[str], *, options: dict | None = None,
         start_position: str | None = None, question: str = "",
         declared: Outcome | None = None, querent: int | None = None,
         since: int | None = None, lang: str = "en") -> Reading:
    """The reading of a record: of the finished game, or of the position now.

    ``question`` (the querent's question or intention) is sorted by kind and
    shapes the frame and the prompts; it is quoted as plain text and never
    read as a template. ``declared`` is an ending the players declared
    (resignation, agreed draw, stopped), read as what it is; ``querent`` is
    the player the reading speaks for (None: nobody's). A phase of a game is
    read from its own slice: pass the phase's moves and ``start_position``
    the position where it began. ``since`` is the length of the record at the
    last cast of the same game (a Kamla game over days): the reading then
    says what changed since. ``lang`` is the language it is written in (en,
    ru); the facts, the signs and the cross-check's claims are the same in both.

    :raises games.core.GameError: unknown ruleset, bad position or bad move.
    :raises ValueError: ``since`` is not a length of this record; a ``lang``
        the oracle does not speak (``texts.LanguageError``).
    """
    with texts.speaking(lang):
        rp = replay(ruleset, record, options=options, start_position=start_position,
                    declared=declared)
        if since is not None and not (isinstance(since, int) and 0 <= since <= len(rp.texts)):
            raise ValueError(f"since must be a record length from 0 to {len(rp.texts)}, "
                             f"not {since!r}")
        syms, found = _symbols_of(rp, family_found)
        return compose(rp, syms, found, question, querent, since)


def symbols_generic(ruleset: str, record: Sequence[str], *, options: dict | None = None,
                    start_position: str | None = None, lang: str = "en") -> list[Symbol]:
    """The symbols any ruleset gets: outcome and length only (the path used
    for rulesets without their own extractor)."""
    with texts.speaking(lang):
        rp = replay(ruleset, record, options=options, start_position=start_position)
        return _symbols_of(rp, generic.outcome)[0]
