"""The survey: many varied records read through ``oracle.read``, and the
figures of issues 13 and 25 (``python -m oracle survey``).

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
reader's. Issue 25: the words on each first screen (title, figure, judgement),
guarded phrasings in grief and illness readings (``oracle.care``), the share
of sections that change when only the question's kind changes, the share of
meanings credited to a seed in each family, and the hexagram arithmetic of
every Kamla cast recomputed from the record. Issue 29: ``run(lang)`` reads the
same records in English or Russian (the Russian questions are ``QUESTIONS_RU``,
one of every kind in the same order); ``facts(lang)`` gives, for every record,
the claims its reading states (move numbers, counts, hexagram numbers), which
agree between the languages.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import games
from games.core import Outcome, random_game

from oracle import care, question as questions
from oracle.check import refuted
from oracle.model import JUDGEMENT_WORDS
from oracle.reading import read
from oracle.texts import entries, fill, phrase

SEEDS = 5
QUESTIONS = ("", "Should I take the new post or stay where I am?", "Will the house sell?",
             "Why do I keep putting this off?", "I want to begin again",
             "How can I be closer to my sister?", "How do I find my footing in the new job?",
             "My father died in the spring", "Will my mother recover from her illness?")
"""One question of every kind (``oracle.question.KINDS``), in that order."""
QUESTIONS_RU = ("", "Согласиться на новую должность или остаться там, где я есть?",
                "Продастся ли дом?", "Почему я всё время это откладываю?", "Я хочу начать заново",
                "Как мне стать ближе к сестре?", "Как мне освоиться на новой работе?",
                "Мой отец умер весной", "Поправится ли мама после болезни?")
"""The same kinds asked in Russian."""
ASKED = {"en": QUESTIONS, "ru": QUESTIONS_RU}
SIDES = (None, 0, 1)
KIND_SAMPLE = 4
"""Every this-many-th record is also read with a question of each kind."""
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
    """The varied records the survey reads (deterministic): the questions and
    the querent's side turn over independently, so every family meets every
    kind of question and every side."""
    out: list[Record] = []
    for ruleset in games.names():
        options = {"move_limit": 300} if ruleset.startswith("kamla") else {}
        game = games.make(ruleset, **options)
        for seed in range(SEEDS):
            played = random_game(game, random.Random(seed),
                                 max_plies=MAX_PLIES.get(ruleset, 100_000))
            moves = tuple(played.texts)
            n = len(moves)
            half = n // 2
            found: list[tuple[str, tuple[str, ...], str | None, Outcome | None]] = [
                ("finished", moves, None, None)]
            found += [("cast", moves[:cut], None, None) for cut in (n // 3, 2 * n // 3)]
            found.append(("phase", moves[half:], game.format_position(played.states[half]), None))
            found.append(("declared", moves[:max(1, n // 2)], None,
                          DECLARED[seed % len(DECLARED)]))
            for kind, record, start, declared in found:
                i = len(out)
                out.append(Record(ruleset, record, kind, start, declared,
                                  SIDES[i // len(QUESTIONS) % len(SIDES)],
                                  QUESTIONS[i % len(QUESTIONS)]))
    return out


def _read(r: Record, lang: str = "en", **changes: Any):
    """The reading of ``r`` in ``lang`` (its question asked in that language)."""
    options = {"move_limit": 300} if r.ruleset.startswith("kamla") else {}
    question = ASKED[lang][QUESTIONS.index(r.question)] if r.question in QUESTIONS else r.question
    args: dict[str, Any] = dict(options=options, start_position=r.start, declared=r.declared,
                                querent=r.querent, question=question, lang=lang)
    args.update(changes)
    if "question" in changes and changes["question"] in QUESTIONS:
        args["question"] = ASKED[lang][QUESTIONS.index(changes["question"])]
    return read(r.ruleset, list(r.moves), **args), options


def facts(lang: str = "en", sample: list[Record] | None = None) -> list[tuple]:
    """For every record (of ``sample``, default all), the reading's question
    kind, figure and the claims of every fact it states, in ``lang``: the
    same list in every language."""
    out = []
    for r in records() if sample is None else sample:
        reading, _ = _read(r, lang)
        out.append((r.ruleset, r.kind, reading.question_kind,
                    reading.figure.id if reading.figure else "",
                    tuple(s.id for s in reading.parts),
                    tuple(f.claim for f in reading.facts),
                    tuple(p.number for p in reading.turning_points),
                    tuple(s.id for s in reading.symbols)))
    return out


def _querent_lines(lang: str) -> set[str]:
    """Every wording that speaks to a querent about a sign of one side."""
    lines: set[str] = set()
    for entry in entries(lang).values():
        for key in ("yours", "facing"):
            value = entry.get(key, [])
            for line in value if isinstance(value, list) else [value]:
                lines.update(fill(line, {"king": phrase(f"tafl_{king}", lang)})
                             for king in ("king", "prince"))
    return lines


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.0%}" if whole else "-"


def _kind_changes(r: Record, lang: str) -> Counter:
    """The sections (matched by id) of the record read with a question of each
    kind, against the same record read with the first kind: how many differ."""
    asked = [q for q in QUESTIONS if q]
    base = {s.id: s.text for s in _read(r, lang, question=asked[0])[0].parts}
    out = Counter(sections=0, changed=0)
    for question in asked[1:]:
        other = {s.id: s.text for s in _read(r, lang, question=question)[0].parts}
        same = [k for k in base if k in other]
        out.update(sections=len(same), changed=sum(base[k] != other[k] for k in same))
    return out


def _cast_agrees(reading, r: Record, options: dict) -> Counter:
    """A Kamla cast recomputed from the record on its own (``oracle.check``)."""
    if reading.figure is None or not reading.figure.id.endswith(".figure"):
        return Counter()
    claims = [f for f in reading.figure.facts if f.claim[0] == "kamla.cast"]
    if not claims:
        return Counter()
    bad, _ = refuted(reading, r.ruleset, list(r.moves), options=options,
                     start_position=r.start, declared=r.declared)
    return Counter(casts=1, agree=not any(f.claim[0] == "kamla.cast" for f in bad))


def run(lang: str = "en") -> dict[str, Any]:
    """Read every record in ``lang`` and gather the figures."""
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
    lines = _querent_lines(lang)
    seed = phrase("seed_prefix", lang)
    unaddressed = Counter(total=0, speaking=0)  # readings for nobody, and those that
    # still speak to a side as the reader's
    words: list[int] = []  # words on each first screen
    question_kinds: Counter = Counter()
    careful = Counter(readings=0, guarded=0)  # grief and illness readings, phrasings found
    changed = Counter(sections=0, changed=0)  # sections compared across question kinds
    seeded: dict[str, Counter] = {}  # family: meanings shown, and those credited to a seed
    cast = Counter(casts=0, agree=0)  # Kamla casts, and those whose arithmetic agrees
    echoing = 0  # readings in which a lens line is said twice
    for i, r in enumerate(records()):
        reading, options = _read(r, lang)
        words.append(reading.first_screen_words)
        lenses = [s.lens for s in reading.parts if s.lens]
        echoing += len(set(lenses)) != len(lenses)
        question_kinds[reading.question_kind] += 1
        if questions.careful(reading.question_kind):
            careful.update(readings=1, guarded=len(care.found(reading.text, reading.question)))
        if i % KIND_SAMPLE == 0:
            changed.update(_kind_changes(r, lang))
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
        meant = [s for s in reading.parts if s.meaning]
        sourced.update(total=len(meant), named=sum(bool(s.source) for s in meant))
        seeded.setdefault(family, Counter(total=0, seed=0)).update(
            total=len(meant), seed=sum(s.source.startswith(seed) for s in meant))
        if family == "kamla":
            cast.update(_cast_agrees(reading, r, options))
        if reading.question:
            topic = questions.topic(reading.question)
            asked.update(total=1, quoted=any(topic in p for p in reading.prompts))
        if r.querent is None:
            unaddressed.update(total=1,
                               speaking=any(line in reading.text for line in lines))
        if r.kind == "finished" and family not in sided:
            sided[family] = ([s.meaning for s in _read(r, lang, querent=0)[0].sections]
                             != [s.meaning for s in _read(r, lang, querent=1)[0].sections])
        if reading.question_kind == "yes-no":
            yes_no.update(total=1, reframed=phrase("frame_yes-no", lang) in reading.answer)
        seen = {s.meaning for s in reading.sections if s.meaning}
        meanings.setdefault(family, Counter()).update(seen)
        paragraphs.setdefault(family, Counter()).update({s.text for s in reading.sections})
    shares = {f: (c.most_common(1)[0][1] / per_family[f]) for f, c in meanings.items() if c}
    whole = {f: (c.most_common(1)[0][1] / per_family[f]) for f, c in paragraphs.items() if c}
    sample = Record("kamla", tuple("Wc1xd3 Re8-d7 Ng1-d2 Pd8-e8 Nd2-e5 Sd6-d5 Nb1-e2 Nb8-d8 "
                                   "Ne2xd5".split()), "finished", question=QUESTIONS[1])
    same = _read(sample, lang)[0] == _read(sample, lang)[0]
    other_kind = _read(sample, lang)[0].text != _read(sample, lang, question=QUESTIONS[2])[0].text
    other_side = (_read(sample, lang, querent=0)[0].text
                  != _read(sample, lang, querent=1)[0].text)
    return {"readings": readings, "kinds": dict(kinds), "families": dict(per_family),
            "with_3_facts": with_facts, "refuted": wrong, "unchecked": unknown,
            "largest_share": shares, "largest_paragraph": whole, "distinct": len(texts), "same": same,
            "sourced": dict(sourced), "asked": dict(asked), "yes_no": dict(yes_no),
            "sided": sorted(f for f, changed in sided.items() if changed),
            "unaddressed": dict(unaddressed),
            "words": {"most": max(words), "over": sum(w > JUDGEMENT_WORDS for w in words),
                      "median": sorted(words)[len(words) // 2]},
            "question_kinds": dict(question_kinds), "careful": dict(careful),
            "kind_changes": dict(changed), "seeded": {f: dict(c) for f, c in seeded.items()},
            "cast": dict(cast), "echoing": echoing,
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
             f"{f['unaddressed']['speaking']} of {f['unaddressed']['total']}",
             "question kinds: " + ", ".join(f"{k} {v}" for k, v in
                                             sorted(f["question_kinds"].items())),
             f"words on the first screen (title, figure, judgement): at most "
             f"{f['words']['most']}, median {f['words']['median']}; over "
             f"{JUDGEMENT_WORDS}: {f['words']['over']}",
             f"guarded phrasings found in grief and illness readings: "
             f"{f['careful']['guarded']} (in {f['careful']['readings']} readings)",
             f"sections that change when only the question's kind changes: "
             f"{f['kind_changes']['changed']} of {f['kind_changes']['sections']} "
             f"({_share(f['kind_changes']['changed'], f['kind_changes']['sections'])})",
             f"readings that say one line for the question twice: {f['echoing']}",
             "meanings credited to a seed: " + ", ".join(
                 f"{k} {v['seed']} of {v['total']} ({_share(v['seed'], v['total'])})"
                 for k, v in sorted(f["seeded"].items())),
             f"Kamla casts whose hexagram arithmetic, recomputed from the record, agrees: "
             f"{f['cast'].get('agree', 0)} of {f['cast'].get('casts', 0)}"]
    return "\n".join(lines)
