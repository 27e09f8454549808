"""Sorting the querent's question by simple rules, and the words it lends
the reading.

Kinds: ``none`` (no question), ``gentle`` (grief, loss or illness: the
reading frames itself softly and does not forecast), ``decision`` (a choice
between ways: "or", "which", "choose"), ``yes-no`` (a question a yes or no
would answer; the reading says openly that it answers another way),
``intention`` (a wish or aim stated, not asked), ``understanding`` (what,
why, how: the default for a question).
"""
from __future__ import annotations

import re

KINDS = ("none", "gentle", "decision", "yes-no", "intention", "understanding")
_GENTLE = re.compile(
    r"\b(grie\w*|mourn\w*|died|dies|dying|death|dead|funeral|loss|lost (?:my|him|her|them)|"
    r"ill|illness|sick\w*|cancer|hospital\w*|diagnos\w*|disease|pass(?:ed)? away|miscarr\w*)\b")
_DECISION = re.compile(r"\b(or|which|choose|choice|decide|decision|between)\b")
_YES_NO = re.compile(r"^(will|would|should|shall|is|are|am|was|were|do|does|did|can|could|"
                     r"may|might|must|has|have|had)\b")
_INTENTION = re.compile(r"^(i want|i wish|i will|i intend|i hope|i'd like|i would like|"
                        r"my intention|let me|may i find|to\b)")
TOPIC_WORDS = 10
"""At most this many of the question's words are quoted in the prompts."""


def kind(question: str) -> str:
    """The kind of ``question`` (plain text, already quoted back)."""
    text = " ".join(question.lower().split())
    if not text:
        return "none"
    if _GENTLE.search(text):
        return "gentle"
    if _DECISION.search(text):
        return "decision"
    if _YES_NO.search(text):
        return "yes-no"
    if _INTENTION.search(text) or not text.endswith("?"):
        return "intention"
    return "understanding"


def topic(question: str) -> str:
    """The question's own words for the prompts: without the final mark,
    at most ``TOPIC_WORDS`` words."""
    words = question.strip().rstrip("?!. ").split()
    short = " ".join(words[:TOPIC_WORDS])
    return short + ("\u2026" if len(words) > TOPIC_WORDS else "")
