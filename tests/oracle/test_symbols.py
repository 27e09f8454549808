"""Which symbols a record shows: the hand-made cases, the coverage of every
symbol id that has texts, and the facts behind a few of them."""
from __future__ import annotations

import pytest

from oracle import symbols
from oracle.reading import possible_ids, symbols_generic
from oracle.texts import entries
from tests.oracle.corpus import (
    KAMLA_MATE, all_cases, hand_cases, random_cases, stored_cases,
)


def _ids(case) -> set[str]:
    return {s.id for s in symbols(case.ruleset, list(case.record), options=case.options,
                                  start_position=case.start_position)}


@pytest.mark.parametrize("case", hand_cases() + stored_cases(), ids=lambda c: c.name)
def test_case_shows_its_symbols(case) -> None:
    ids = _ids(case)
    assert case.expect <= ids, f"missing {sorted(case.expect - ids)}; got {sorted(ids)}"


def test_every_symbol_with_texts_is_shown_by_some_test_record() -> None:
    seen: set[str] = set()
    for case in all_cases():
        seen |= _ids(case)
    generic_cases = hand_cases() + random_cases()[::10]
    for case in generic_cases:
        seen |= {s.id for s in symbols_generic(case.ruleset, list(case.record),
                                               options=case.options,
                                               start_position=case.start_position)}
    assert sorted(set(entries()) - seen) == []
    assert sorted(set(possible_ids()) - seen) == []


def test_symbols_are_unique_sorted_and_complete() -> None:
    for case in hand_cases():
        syms = symbols(case.ruleset, list(case.record), options=case.options,
                       start_position=case.start_position)
        assert len({s.id for s in syms}) == len(syms)
        assert [s.weight for s in syms] == sorted((s.weight for s in syms), reverse=True)
        for s in syms:
            assert s.label and s.detail and "\n" not in s.detail
            assert isinstance(s.weight, int)
            assert s.rarity is None or 0 < s.rarity <= 1


def test_exactly_one_outcome_symbol() -> None:
    outcome = {i for i, e in entries().items() if e.get("kind") == "outcome"}
    for case in all_cases()[::7]:
        found = _ids(case) & outcome
        assert len(found) == 1, (case.name, found)


def test_finished_and_open_records() -> None:
    winners = {i for i in entries() if ".winner." in i or ".draw" in i}
    for case in hand_cases():
        if case.finished is None:
            continue
        ids = _ids(case)
        if case.finished:
            assert ids & winners and not {"kamla.open", "senet.open"} & ids
        else:
            assert not ids & winners, case.name


def test_kamla_mate_details() -> None:
    syms = {s.id: s for s in symbols("kamla", KAMLA_MATE)}
    assert syms["kamla.winner.lower"].detail == (
        "mate after 9 moves; the Upper World's Ruler caught on d7")
    assert syms["kamla.mate.horseman"].detail == "the last move: the Horseman took on d5"
    assert syms["kamla.ruler.5"].detail == (
        "the Lower World's Ruler on e1, region Lower middle (the Lower tent), number 5")
    assert syms["kamla.conversion.lower"].detail == "spirits won over: Lower 1, Upper 0"
    assert syms["kamla.islands.even"].detail == "islands held: Lower 2, Upper 2 of 4"


def test_kamla_hidden_ruler_stays_hidden_in_a_live_pair_game() -> None:
    live = {s.id for s in symbols("kamla-pair", ["R=e1", "R=d8"])}
    assert not any(i.startswith(("kamla.ruler.", "kamla.step.")) for i in live)
    later = {s.id: s for s in symbols("kamla-pair", ["R=e1", "R=d8", "Sd3-d4"])}
    assert "kamla.step.7" in later and not any(i.startswith("kamla.ruler.") for i in later)


def test_kamla_unfinished_reads_the_position() -> None:
    syms = {s.id: s for s in symbols("kamla", KAMLA_MATE[:4])}
    assert syms["kamla.open"].detail == "Lower World to move after 4 moves"
    assert not any(i.startswith(("kamla.winner", "kamla.draw", "kamla.mate")) for i in syms)


def test_senet_counts_are_consistent_with_the_journal() -> None:
    import games
    from games.senet.session import journal

    for case in random_cases():
        if not case.ruleset.startswith("senet") or case.name.endswith(("3", "6", "9")):
            continue
        game = games.make(case.ruleset, **case.options)
        entries_ = journal(game, list(case.record))
        hits = sum(e["hits"] for e in entries_)
        drownings = sum(e["drownings"] for e in entries_)
        fates = sum(len(e["fates"]) for e in entries_)
        syms = {s.id: s for s in symbols(case.ruleset, list(case.record), options=case.options)}
        hit_detail = next(s.detail for i, s in syms.items() if i.startswith("senet.hits."))
        numbers = [int(x) for x in hit_detail.replace(",", "").split() if x.isdigit()]
        assert sum(numbers) == hits, case.name
        drowned = next((s.detail for i, s in syms.items() if i.startswith("senet.drowned.")),
                       "Spools 0, Cones 0")
        assert sum(int(x) for x in drowned.replace(",", "").split() if x.isdigit()) == drownings
        fate_total = sum(sum(int(x) for x in s.detail.replace(",", "").split() if x.isdigit())
                         for i, s in syms.items() if i.startswith("senet.fate."))
        assert fate_total == fates, case.name


def test_senet_cycle_session_reads_every_phase() -> None:
    case = next(c for c in random_cases() if c.ruleset == "senet-cycles")
    syms = {s.id: s for s in symbols(case.ruleset, list(case.record))}
    assert "senet.end.cycles" in syms and "senet.cycles.completed" in syms
    kendall = next(s for i, s in syms.items() if i.startswith("senet.first.kendall."))
    bell = next(s for i, s in syms.items() if i.startswith("senet.first.bell."))
    assert kendall.detail.startswith("Kendall phases finished: ")
    assert bell.detail.startswith("Bell phases finished: ")


def test_generic_path_reads_kamla_and_senet_from_the_outcome_alone() -> None:
    lower = {s.id: s for s in symbols_generic("kamla", KAMLA_MATE)}
    assert set(lower) == {"game.winner.first", "game.ending", "game.length.brief"}
    assert lower["game.winner.first"].label == "Won by Lower World"
    assert lower["game.ending"].detail == "the game ended: mate"
    assert lower["game.winner.first"].detail == "Lower World won (mate) after 9 steps"
    case = next(c for c in random_cases() if c.ruleset == "senet-kendall")
    syms = symbols_generic(case.ruleset, list(case.record))
    assert {s.id.rsplit(".", 1)[0] for s in syms} == {"game.winner", "game", "game.length"}
    live = {s.id: s for s in symbols_generic("senet-kendall", ["[2]"])}
    assert set(live) == {"game.open", "game.moment", "game.length.brief"}
    assert live["game.moment"].detail == "a throw of chance is next; the last step: [2]"
    pair = {s.id: s for s in symbols_generic("kamla-pair", ["R=e1"])}
    assert pair["game.moment"].detail == "Upper World to move"
