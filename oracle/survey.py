"""The survey: many varied records read through ``oracle.read``, and the
figures of issue 13 (``python -m oracle survey``).

Records: seeded random games of every registered ruleset, read finished, as
casts (the first third and two thirds of the game), as a later phase (the
last half read from its own start position), and with a declared ending
(resigned, agreed, stopped); every fifth reading speaks for a querent. It
prints: readings stating at least 3 facts of their own game, statements the
cross-check refutes or cannot check, the largest share of one meaning text in
a family, meanings that name their source, readings whose prompts quote the
question's words and whose yes/no questions are reframed openly, distinct
readings, whether the same inputs give the same reading while another
question kind or side gives another, which families' meanings change with the
querent's side, and that readings for no querent never speak to a side as the
reader's.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import games
from games.core import Outcome, random_game

from oracle import question as questions
from oracle.check import refuted
from oracle.reading import read
from oracle.texts import entries, fill, phrase

SEEDS = 5
QUESTIONS = ("", "Should I take the new post or stay where I am?", "Will the house sell?",
             "Why do I keep putting this off?", "I want to begin again",
             "How do I carry my mother's illness?")
DECLARED = (Outcome(0, "resignation"), Outcome(None, "agreement"), Outcome(None, "stopped"))
MAX_PLIES = {"kamla": 300, "kamla-pair": 300}


@dataclass(frozen=True)
class Record:
    ruleset: str
    moves: tuple[str, ...]
    kind: str
    start: str | None = None
    declared: Outcome | None = None
    querent: int | None = None
    question: str = ""


def records() -> list[Record]:
    """The varied records the survey reads (deterministic)."""
    out = []
    for ruleset in games.names():
        options = {"move_limit": 300} if ruleset.startswith("kamla") else {}
        game = games.make(ruleset, **options)
        for seed in range(SEEDS):
            played = random_game(game, random.Random(seed),
                                 max_plies=MAX_PLIES.get(ruleset, 100_000))
            moves = tuple(played.texts)
            n = len(moves)
            q = QUESTIONS[seed % len(QUESTIONS)]
            side = seed % 2 if seed % 5 == 0 else None
            out.append(Record(ruleset, moves, "finished", question=q, querent=side))
            for cut in (n // 3, 2 * n // 3):
                out.append(Record(ruleset, moves[:cut], "cast", question=q))
            half = n // 2
            out.append(Record(ruleset, moves[half:], "phase",
                              start=game.format_position(played.states[half])))
            declared = DECLARED[seed % len(DECLARED)]
            out.append(Record(ruleset, moves[:max(1, n // 2)], "declared", declared=declared,
                              querent=1 if seed % 2 else None))
    return out


def _read(r: Record, **changes: Any):
    options = {"move_limit": 300} if r.ruleset.startswith("kamla") else {}
    args: dict[str, Any] = dict(options=options, start_position=r.start, declared=r.declared,
                querent=r.querent, question=r.question)
    args.update(changes)
    return read(r.ruleset, list(r.moves), **args), options


def _querent_lines() -> set[str]:
    """Every wording that speaks to a querent about a sign of one side."""
    lines: set[str] = set()
    for entry in entries().values():
        for key in ("yours", "facing"):
            value = entry.get(key, [])
            for line in value if isinstance(value, list) else [value]:
                lines.update(fill(line, {"king": king}) for king in ("king", "prince"))
    return lines


def run() -> dict[str, Any]:
    """Read every record and gather the figures."""
    readings, wrong, unknown, with_facts = 0, 0, 0, 0
    meanings: dict[str, Counter] = {}
    paragraphs: dict[str, Counter] = {}
    per_family: Counter = Counter()
    texts = set()
    kinds: Counter = Counter()
    sourced = Counter(total=0, named=0)  # meanings, and meanings naming their source
    asked = Counter(total=0, quoted=0)  # readings with a question, and those whose prompts quote it
    yes_no = Counter(total=0, reframed=0)  # yes/no questions, and those reframed openly
    sided: dict[str, bool] = {}  # family: its meanings change with the querent's side
    lines = _querent_lines()
    unaddressed = Counter(total=0, speaking=0)  # readings for nobody, and those that
    # still speak to a side as the reader's
    for r in records():
        reading, options = _read(r)
        readings += 1
        kinds[r.kind] += 1
        family = games.make(r.ruleset, **options).info.family
        per_family[family] += 1
        bad, unchecked = refuted(reading, r.ruleset, list(r.moves), options=options,
                                 start_position=r.start, declared=r.declared)
        wrong += len(bad)
        unknown += len(unchecked)
        with_facts += len(reading.facts) >= 3
        texts.add(reading.text)
        meant = [s for s in reading.sections if s.meaning]
        sourced.update(total=len(meant), named=sum(bool(s.source) for s in meant))
        if reading.question:
            topic = questions.topic(reading.question)
            asked.update(total=1, quoted=any(topic in p for p in reading.prompts))
        if r.querent is None:
            unaddressed.update(total=1,
                               speaking=any(line in reading.text for line in lines))
        if r.kind == "finished" and family not in sided:
            sided[family] = ([s.meaning for s in _read(r, querent=0)[0].sections]
                             != [s.meaning for s in _read(r, querent=1)[0].sections])
        if reading.question_kind == "yes-no":
            yes_no.update(total=1, reframed=phrase("frame_yes-no") in reading.answer)
        seen = {s.meaning for s in reading.sections if s.meaning}
        meanings.setdefault(family, Counter()).update(seen)
        paragraphs.setdefault(family, Counter()).update({s.text for s in reading.sections})
    shares = {f: (c.most_common(1)[0][1] / per_family[f]) for f, c in meanings.items() if c}
    whole = {f: (c.most_common(1)[0][1] / per_family[f]) for f, c in paragraphs.items() if c}
    sample = Record("kamla", tuple("Wc1xd3 Re8-d7 Ng1-d2 Pd8-e8 Nd2-e5 Sd6-d5 Nb1-e2 Nb8-d8 "
                                   "Ne2xd5".split()), "finished", question=QUESTIONS[1])
    same = _read(sample)[0] == _read(sample)[0]
    other_kind = _read(sample)[0].text != _read(sample, question=QUESTIONS[2])[0].text
    other_side = _read(sample, querent=0)[0].text != _read(sample, querent=1)[0].text
    return {"readings": readings, "kinds": dict(kinds), "families": dict(per_family),
            "with_3_facts": with_facts, "refuted": wrong, "unchecked": unknown,
            "largest_share": shares, "largest_paragraph": whole, "distinct": len(texts), "same": same,
            "sourced": dict(sourced), "asked": dict(asked), "yes_no": dict(yes_no),
            "sided": sorted(f for f, changed in sided.items() if changed),
            "unaddressed": dict(unaddressed),
            "other_kind": other_kind, "other_side": other_side}


def report(f: dict[str, Any]) -> str:
    """The figures in plain lines."""
    lines = [f"readings: {f['readings']} ({', '.join(f'{k} {v}' for k, v in f['kinds'].items())})",
             f"by family: {', '.join(f'{k} {v}' for k, v in sorted(f['families'].items()))}",
             f"readings stating at least 3 facts of their own game: {f['with_3_facts']} of "
             f"{f['readings']}",
             f"statements refuted by the cross-check: {f['refuted']} (unchecked: "
             f"{f['unchecked']})",
             "largest share of one paragraph (a section's whole text) in a family: " + ", ".join(
                 f"{k} {v:.0%}" for k, v in sorted(f["largest_paragraph"].items())),
             "largest share of one meaning text (without the game's facts) in a family: "
             + ", ".join(f"{k} {v:.0%}" for k, v in sorted(f["largest_share"].items())),
             f"meanings naming their source: {f['sourced']['named']} of "
             f"{f['sourced']['total']}",
             f"readings with a question whose prompts quote its words: "
             f"{f['asked']['quoted']} of {f['asked']['total']}",
             f"yes/no questions reframed openly: {f['yes_no']['reframed']} of "
             f"{f['yes_no']['total']}",
             f"distinct readings: {f['distinct']} of {f['readings']}",
             f"same inputs give the same reading: {'yes' if f['same'] else 'NO'}",
             f"another question kind gives another reading: "
             f"{'yes' if f['other_kind'] else 'NO'}",
             f"another side gives another reading: {'yes' if f['other_side'] else 'NO'}",
             "families whose meanings read as the querent's side or what faces it: "
             + (", ".join(f["sided"]) or "none"),
             f"readings for no querent that still speak to a side as the reader's: "
             f"{f['unaddressed']['speaking']} of {f['unaddressed']['total']}"]
    return "\n".join(lines)
