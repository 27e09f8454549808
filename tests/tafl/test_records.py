"""Tafl game records (games/tafl/records.py): tags and moves read and written,
replays that stop at the first move that is not legal and say why (TD-14)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.core.errors import GameError, InvalidRecordError
from games.tafl.records import format_record, game_of, parse_record, read_options, replay
from tests.cli import run

COPENHAGEN = games.make("copenhagen")
OPENING = ["h1-h3", "e7-e10", "d11-d10xe10", "e6-e9"]
"""The first moves of a real Copenhagen game (aage-16-1-10091): d11-d10 takes e10
between d10 and f10."""


def test_a_record_reads_its_tags_and_moves():
    record = parse_record("[variant:copenhagen]\n[attackers:Ann]\n[defenders:Bo]\n"
                          "1. h1-h3 e7-e10\n2. d11-d10xe10 e6-e9\n")
    assert record.tags == {"variant": "copenhagen", "attackers": "Ann", "defenders": "Bo"}
    assert record.moves == tuple(OPENING)
    game, start = game_of(record)
    assert game.info.name == "copenhagen" and start == game.initial_state()


def test_a_finished_game_is_written_and_read_back():
    # The king f5 next to the throne, attackers e5 g5: a4-f4 takes him (CH-4).
    start = COPENHAGEN.parse_position("/11/11/11/11/11/11/4tKt4/t10/11/11/4T6/ a 0 0")
    text = format_record(COPENHAGEN, ["a4-f4"], {"attackers": "Ann", "defenders": "Bo]x"},
                         start)
    assert text == ("[variant:copenhagen]\n"
                    "[position:/11/11/11/11/11/11/4tKt4/t10/11/11/4T6/ a 0 0]\n"
                    "[attackers:Ann]\n[defenders:Bo)x]\n[result:attackers]\n"
                    "1. a4-f4xKf5\n")
    record = parse_record(text)
    game, again = game_of(record)
    played = replay(game, record.moves, again)
    assert played.stop is None and game.outcome(played.final).winner == 0


def test_options_and_a_defenders_first_start_are_kept():
    game = games.make("hnefatafl-9", edge_escape=True, corners_ordinary=True)
    start = game.initial_state()._replace(turn=1)
    text = format_record(game, ["e3-h3", "e2-e3"], start=start)
    assert "[options:edge_escape=true corners_ordinary=true]" in text
    assert text.endswith("1. ... e3-h3\n2. e2-e3\n")
    record = parse_record(text)
    again, begin = game_of(record)
    assert again.info.options == game.info.options
    assert replay(again, record.moves, begin).stop is None


def test_the_server_capture_lists_are_read_td14():
    # Each capture after its own x, a capture listed twice, the king unlisted.
    assert replay(COPENHAGEN, ["h1-h3", "e7-e10", "d11-d10xe10xe10"]).stop is None
    start = COPENHAGEN.parse_position("/11/11/11/11/11/11/4tKt4/t10/11/11/4T6/ a 0 0")
    assert replay(COPENHAGEN, ["a4-f4"], start).moves == ("a4-f4xKf5",)


def test_a_wrong_capture_list_stops_the_replay_saying_why():
    played = replay(COPENHAGEN, ["h1-h3", "e7-e10", "d11-d10xe9", "e6-e9"])
    assert played.stop == 2 and len(played.states) == 3
    assert "wrong captures, the move is 'd11-d10xe10'" in played.reason


def test_a_move_after_the_end_stops_the_replay():
    start = COPENHAGEN.parse_position("/11/11/11/11/11/11/4tKt4/t10/11/11/4T6/ a 0 0")
    played = replay(COPENHAGEN, ["a4-f4", "e1-e2"], start)
    assert played.stop == 1 and "already over (the king is captured)" in played.reason


@pytest.mark.parametrize("text, says", [
    ("[variant copenhagen]\n", "invalid tag on line 1"),
    ("d1-d3\n[variant:copenhagen]\n", "tag after the moves"),
    ("[result:won]\n", "invalid result 'won'"),
])
def test_bad_records_are_refused(text, says):
    with pytest.raises(InvalidRecordError, match=says):
        parse_record(text)


@pytest.mark.parametrize("tags, says", [
    ("", "names no variant"), ("[variant:chess]", "do not fit"),
    ("[variant:tavlei]\n[options:corners_ordinary=true]", "needs edge_escape"),
    ("[variant:tavlei]\n[options:dice=2²]", "invalid option"),
    ("[variant:tavlei]\n[position:/9/ a]", "start position"),
])
def test_a_record_that_names_no_playable_game_is_refused(tags, says):
    with pytest.raises(InvalidRecordError, match=says):
        game_of(parse_record(tags + "\n"))


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_any_text_reads_as_a_record_or_raises_only_a_game_error(text):
    try:
        record = parse_record(text)
        game, start = game_of(record, "copenhagen")
        replay(game, record.moves[:6], start)
        read_options(text)
    except GameError:
        pass


def test_the_command_line_replays_a_record_and_says_where_it_stops(tmp_path):
    good = tmp_path / "good.txt"
    good.write_text("[variant:copenhagen]\n" + " ".join(OPENING) + "\n", encoding="utf-8")
    out = run("replay", "copenhagen", str(good))
    assert out.returncode == 0 and "all 4 moves legal under copenhagen; the game goes on" \
        in out.stdout
    bad = tmp_path / "bad.txt"
    bad.write_text("h1-h3 e7-e10 d11-d10xe9 e6-e9\n", encoding="utf-8")
    out = run("replay", "copenhagen", str(bad))
    assert out.returncode == 1
    assert "2 of 4 moves legal under copenhagen; move 3 'd11-d10xe9' is not: " \
           "illegal Copenhagen Hnefatafl move 'd11-d10xe9': wrong captures" in out.stdout
    out = run("replay", "copenhagen", str(tmp_path / "missing.txt"))
    assert out.returncode == 2 and "cannot read the record file" in out.stderr
