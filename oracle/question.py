"""Sorting the querent's question by simple rules, and the words it lends
the reading.

Kinds, tried in this order: ``none`` (no question); ``grief`` (a death, a
loss, mourning) and ``illness`` (a sickness, a diagnosis, a hospital): the
reading frames itself softly and forecasts nothing (``oracle.care``);
``decision`` (a choice between ways: "or", "which", "choose");
``relationship`` (a partner, a friend, a family bond); ``work`` (a job, a
post, a project, money); ``yes-no`` (a question a yes or no would answer;
the reading says openly that it answers another way); ``intention`` (a wish
or aim stated, not asked); ``understanding`` (what, why, how: the default
for a question).
"""
from __future__ import annotations

import re

KINDS = ("none", "grief", "illness", "decision", "relationship", "work", "yes-no",
         "intention", "understanding")
CAREFUL = ("grief", "illness")
"""The kinds whose readings forecast nothing (``oracle.care``)."""
_GRIEF = re.compile(
    r"\b(grie\w*|mourn\w*|died|dies|death|dead|funeral|bereave\w*|loss|"
    r"lost (?:my|him|her|them)|pass(?:ed)? away|miscarr\w*|widow\w*)\b")
_ILLNESS = re.compile(
    r"\b(ill|illness|sick\w*|cancer|hospital\w*|diagnos\w*|disease|dying|surgery|"
    r"operation|treatment|chemo\w*|tumou?r|pain|recover\w*|heal\w*)\b")
_DECISION = re.compile(r"\b(or|which|choose|choice|decide|decision|between)\b")
_RELATIONSHIP = re.compile(
    r"\b(love|partner|husband|wife|boyfriend|girlfriend|marriage|married|divorce\w*|"
    r"friend\w*|relationship\w*|son|daughter|brother|sister|family|mother|father|"
    r"parents?|children|child|date|dating)\b")
_WORK = re.compile(
    r"\b(work\w*|job\w*|career|post|boss|colleague\w*|business|project\w*|money|"
    r"salary|promotion|office|study|studies|exam\w*|company|client\w*)\b")
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
    for name, pattern in (("grief", _GRIEF), ("illness", _ILLNESS),
                          ("decision", _DECISION), ("relationship", _RELATIONSHIP),
                          ("work", _WORK), ("yes-no", _YES_NO)):
        if pattern.search(text):
            return name
    if _INTENTION.search(text) or not text.endswith("?"):
        return "intention"
    return "understanding"


def careful(question_kind: str) -> bool:
    """Whether readings of this kind forecast nothing and keep to care."""
    return question_kind in CAREFUL


def topic(question: str) -> str:
    """The question's own words for the prompts: without the final mark,
    at most ``TOPIC_WORDS`` words."""
    words = question.strip().rstrip("?!. ").split()
    short = " ".join(words[:TOPIC_WORDS])
    return short + ("\u2026" if len(words) > TOPIC_WORDS else "")
