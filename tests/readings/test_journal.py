"""Journal entries: adding, searching, editing, deleting; bad input refused."""
import pytest

from readings import db, journal


@pytest.fixture
def con():
    return db.open_database(":memory:")


def entry(**fields) -> journal.Entry:
    return journal.Entry(**{"kind": "game", "game": "kamla", "ruleset": "kamla", **fields})


def test_search_by_text_game_tag_and_date(con):
    journal.add(con, entry(question="Where does the river lead?", tags=["River"],
                           created_at="2026-03-01T10:00:00Z"))
    journal.add(con, entry(game="senet", ruleset="senet-kendall", notes="50% calm_day",
                           created_at="2026-03-05T10:00:00Z"))
    assert [e.question for e in journal.search(con, text="river")] == ["Where does the river lead?"]
    assert len(journal.search(con, text="50%")) == 1 and len(journal.search(con, text="calm_d")) == 1
    assert len(journal.search(con, text="_")) == 0 and len(journal.search(con, text="%%")) == 0
    assert [e.game for e in journal.search(con, game="senet")] == ["senet"]
    assert len(journal.search(con, tag="river")) == 1
    assert len(journal.search(con, since="2026-03-02", until="2026-03-05")) == 1
    assert len(journal.search(con, until="2026-03-04")) == 1


def test_search_finds_words_of_every_script_in_every_searched_part(con):
    """FTS5 with unicode61 (diacritics removed): Russian, accents, prefixes; the
    question, the reading, the signs, the notes and the tags are searched."""
    first = journal.add(con, entry(question="Куда ведёт река?", notes="Ülgen спит",
                                   reading={"title": "Переправа", "cells": ["d4"]}))
    second = journal.add(con, entry(symbols=[{"id": "s.whale", "label": "Белый кит"}],
                                    tags=["Сон"]))
    found = {text: [e.id for e in journal.search(con, text=text)]
             for text in ("река", "РЕК", "ведет", "ulgen", "переправ", "кит", "сон", "d4",
                          "река кит")}
    assert found == {"река": [first], "РЕК": [first], "ведет": [first], "ulgen": [first],
                     "переправ": [first], "кит": [second], "сон": [second], "d4": [],
                     "река кит": []}
    journal.update_user_fields(con, first, notes="тишина", tags="море", mood=None)
    assert [e.id for e in journal.search(con, text="спит")] == []
    assert [e.id for e in journal.search(con, text="тишин море река")] == [first]
    journal.delete(con, first)
    assert journal.search(con, text="река") == []
    assert journal.summaries(con, text="кит")[0] == 1


def test_list_lines_count_every_match_and_show_the_newest_first(con):
    """Words with a game and a tag: the count is every match, the lines the newest
    ``limit`` of them with their tags (one pass: ``COUNT(*) OVER ()``)."""
    for day in range(1, 8):
        journal.add(con, entry(question=f"river day {day}", tags=["moon", f"d{day}"] if day % 2
                               else ["sun"], game="kamla" if day < 6 else "senet",
                               created_at=f"2026-03-0{day}T10:00:00Z"))
    journal.add(con, entry(question="the sea", tags=["moon"], created_at="2026-03-09T10:00:00Z"))
    total, lines = journal.summaries(con, text="river", game="kamla", tag="moon", limit=2)
    assert total == 3 and [(s.created_at[:10], s.tags) for s in lines] == [
        ("2026-03-05", "d5, moon"), ("2026-03-03", "d3, moon")]
    assert journal.summaries(con, text="river", since="2026-03-06")[0] == 2
    assert journal.summaries(con, text="nothing", tag="moon") == (0, [])
    assert journal.summaries(con, text="river")[0] == 7


def test_user_fields_are_validated_and_bad_input_changes_nothing(con):
    entry_id = journal.add(con, entry(notes="first"))
    with pytest.raises(journal.JournalError, match="mood"):
        journal.update_user_fields(con, entry_id, notes="second", tags=[], mood=7)
    with pytest.raises(journal.JournalError, match="longer than 40"):
        journal.update_user_fields(con, entry_id, notes="second", tags=["x" * 41], mood=3)
    with pytest.raises(journal.JournalError, match="notes"):
        journal.update_user_fields(con, entry_id, notes="x" * 20_001, tags=[], mood=3)
    assert journal.get(con, entry_id).notes == "first"
    journal.update_user_fields(con, entry_id, notes="second", tags="Moon, moon ,tide", mood=4)
    changed = journal.get(con, entry_id)
    assert (changed.notes, changed.tags, changed.mood) == ("second", ["moon", "tide"], 4)


def test_delete_removes_the_entry_and_its_tags(con):
    entry_id = journal.add(con, entry(tags=["a"]))
    journal.delete(con, entry_id)
    assert journal.search(con) == [] and journal.all_tags(con) == []
    with pytest.raises(journal.NotFoundError):
        journal.get(con, entry_id)
