"""The survey command: varied records of every family and ending kind, every
stated fact confirmed by the cross-check, and the figures printed."""
from __future__ import annotations

import pytest

import games
from oracle import survey


def test_a_small_survey_confirms_every_fact(monkeypatch) -> None:
    monkeypatch.setattr(survey, "SEEDS", 1)
    records = survey.records()
    assert {r.kind for r in records} == {"finished", "cast", "phase", "declared"}
    assert {r.ruleset for r in records} == set(games.names())
    figures = survey.run()
    assert figures["readings"] == len(records)
    assert figures["with_3_facts"] == figures["readings"]
    assert figures["refuted"] == 0 and figures["unchecked"] == 0
    assert figures["same"] and figures["other_kind"] and figures["other_side"]
    assert figures["sourced"]["named"] == figures["sourced"]["total"] > 0
    printed = survey.report(figures)
    assert "statements refuted by the cross-check: 0 (unchecked: 0)" in printed


@pytest.mark.slow  # reads the whole survey
def test_the_full_survey_meets_the_share_goals() -> None:
    """Issue 13: no paragraph, and no meaning text without its facts, in more
    than a quarter of a family's readings."""
    figures = survey.run()
    assert figures["refuted"] == 0
    assert max(figures["largest_paragraph"].values()) <= 0.25, figures["largest_paragraph"]
    assert max(figures["largest_share"].values()) <= 0.25, figures["largest_share"]
    assert figures["sided"] == ["senet", "shatra", "tafl", "tavreli"]
    assert figures["unaddressed"]["speaking"] == 0 < figures["unaddressed"]["total"]
    assert figures["sourced"]["named"] == figures["sourced"]["total"] > 0
    assert figures["asked"]["quoted"] == figures["asked"]["total"] > 0
    assert figures["yes_no"]["reframed"] == figures["yes_no"]["total"] > 0


def test_the_full_survey_reads_at_least_200_records() -> None:
    assert len(survey.records()) >= 200
