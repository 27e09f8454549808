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
for a question). Each kind knows its words in English and in Russian («Мой
отец умер весной», «Стоит ли мне...», «Что мне делать с...»), so a question
is sorted the same whichever language it is asked in.
"""
from __future__ import annotations

import re

KINDS = ("none", "grief", "illness", "decision", "relationship", "work", "yes-no",
         "intention", "understanding")
CAREFUL = ("grief", "illness")
"""The kinds whose readings forecast nothing (``oracle.care``)."""
_GRIEF = re.compile(
    r"\b(grie\w*|mourn\w*|died|dies|death|dead|funeral|bereave\w*|loss|"
    r"lost (?:my|him|her|them)|pass(?:ed)? away|miscarr\w*|widow\w*|"
    r"умер\w*|умерш\w*|смерт\w*|похорон\w*|поминк\w*|потер[яиею]\w*|потерял\w*|утрат\w*|"
    r"гор[еяю]|горем|скорб\w*|траур\w*|погиб\w*|покойн\w*|вдов\w*|выкидыш\w*|не стало|"
    r"оплакива\w*|уш[её]л из жизни|ушла из жизни)\b")
_ILLNESS = re.compile(
    r"\b(ill|illness|sick\w*|cancer|hospital\w*|diagnos\w*|disease|dying|surgery|"
    r"operation|treatment|chemo\w*|tumou?r|pain|recover\w*|heal\w*|"
    r"болезн\w*|боле[ею]т|болен|больна|больны|больно\w*|больниц\w*|рак|рака|раком|онколог\w*|"
    r"диагноз\w*|операци\w*|лечени\w*|леч[иу]\w*|химио\w*|опухол\w*|бол[ьи]|болью|"
    r"выздоров\w*|поправ[ия]тся|исцел\w*|умира\w*|недуг\w*|хвора\w*)\b")
_DECISION = re.compile(r"\b(or|which|choose|choice|decide|decision|between|"
                       r"или|какой|какую|какое|каким|выбра\w*|выбор\w*|выбира\w*|реш[иа]\w*|"
                       r"решени\w*|между|что (?:мне|нам) делать)\b")
_RELATIONSHIP = re.compile(
    r"\b(love|partner|husband|wife|boyfriend|girlfriend|marriage|married|divorce\w*|"
    r"friend\w*|relationship\w*|son|daughter|brother|sister|family|mother|father|"
    r"parents?|children|child|date|dating|"
    r"любов\w*|любим\w*|люблю|партн[её]р\w*|муж|мужа|мужу|мужем|жена|жены|жене|женой|жену|"
    r"парн[юяе]м?|девушк\w*|брак\w*|развод\w*|друг|друга|другу|другом|друз\w*|подруг\w*|"
    r"отношени\w*|сын\w*|доч\w*|брат\w*|сестр\w*|семь[яиюе]\w*|мам\w*|мать|матер\w*|"
    r"пап\w*|отец|отц\w*|родител\w*|дети|детей|детям|детьми|реб[её]н\w*|свидани\w*|близк\w*)\b")
_WORK = re.compile(
    r"\b(work\w*|job\w*|career|post|boss|colleague\w*|business|project\w*|money|"
    r"salary|promotion|office|study|studies|exam\w*|company|client\w*|"
    r"работ\w*|служб\w*|карьер\w*|должност\w*|начальни\w*|коллег\w*|бизнес\w*|проект\w*|"
    r"деньг\w*|денег|зарплат\w*|повышени\w*|офис\w*|уч[её]б\w*|экзамен\w*|компани\w*|"
    r"клиент\w*|фирм\w*)\b")
_YES_NO = re.compile(r"^(will|would|should|shall|is|are|am|was|were|do|does|did|can|could|"
                     r"may|might|must|has|have|had|будет|будут|стоит ли|можно ли|нужно ли|"
                     r"должен ли|должна ли|смогу ли|сможем ли|получится ли|удастся ли)\b|"
                     r"\sли\b")
_INTENTION = re.compile(r"^(i want|i wish|i will|i intend|i hope|i'd like|i would like|"
                        r"my intention|let me|may i find|to\b|я хочу|хочу|я желаю|желаю|"
                        r"я намерен\w*|надеюсь|я надеюсь|хотелось бы|мне бы хотелось|"
                        r"мо[её] намерение|пусть|я буду)")
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
