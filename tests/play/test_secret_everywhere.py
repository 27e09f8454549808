"""K-8, K-22 (issue 27): a pair game's hidden Rulers reach no entry, picture,
export or backup before the rules reveal them. The same game is played with
every pair of hidden Rulers (Lower on d1 or e1, Upper on d8 or e8) and every
byte written before the end is compared; after the end the entries may differ."""
import gzip
import io
import itertools
import json
import sqlite3

import pytest

from games.core import EndReason
from play import lifecycle
from play.session import PlaySession, default_connection
from readings import backup, journal, transfer
from ui import game_list, replay
from ui.board_image import figure

MOVES = ["Sd3-d4", "Sd6-d5"]
RULERS = list(itertools.product(("d1", "e1"), ("d8", "e8")))


def png(scene, marked=frozenset()) -> bytes:
    buffer = io.BytesIO()
    figure(scene, marked=marked).savefig(buffer, format="png")
    return buffer.getvalue()


def entry_picture(entry: journal.Entry) -> bytes:
    """The Journal page's board of an entry: its last position, the reading's cells ringed."""
    game, states = replay.positions(entry.ruleset, entry.options, entry.start_position,
                                    entry.record)
    return png(replay.scene(game, states[-1]),
               replay.cell_ids(game, entry.reading.get("cells") or []))


def written(folder) -> dict[str, bytes]:
    """Every byte the journal gives out: entries, their pictures, the saved
    game's thumbnail, the JSON and CSV exports and the backup (plain and unzipped)."""
    with default_connection() as con:
        entries = journal.search(con)
        saved = con.execute("SELECT * FROM saved_game").fetchall()
        plain = backup.backup(con, folder / "b.sqlite3").read_bytes()
        packed = gzip.decompress(backup.backup(con, folder / "b.sqlite3.gz").read_bytes())
    out = {f"entry {e.id}": repr(e).encode() for e in entries}
    out |= {f"picture {e.id}": entry_picture(e) for e in entries}
    out |= {f"thumbnail {row['id']}": game_list.thumbnail_png(
        row["ruleset"], row["options"], row["start_position"],
        tuple(json.loads(row["record"])), row["status"] == "finished")
        for row in saved}
    out |= {"json": transfer.to_json(entries).encode(), "csv": transfer.to_csv(entries).encode(),
            "backup": plain, "backup.gz": packed}
    return out


def play(tmp_path, monkeypatch, lower: str, upper: str, *, to_the_end: bool):
    """A pair game with these Rulers, cast mid-game, then (maybe) resigned."""
    folder = tmp_path / f"{lower}{upper}"
    folder.mkdir()
    monkeypatch.setenv("KAMLA_DATA_DIR", str(folder))
    uids = itertools.count()
    monkeypatch.setattr("readings.journal.uuid.uuid4",
                        lambda: type("U", (), {"hex": f"{next(uids):032x}"})())
    for module in ("readings.db", "readings.journal", "readings.saved_games"):
        monkeypatch.setattr(f"{module}.now", lambda: "2026-11-26T10:00:00Z")
    session = PlaySession.start("kamla-pair", "pair", intention="Where does it lead?")
    session.now = lambda: 1_800_000_000.0
    for text in [f"R={lower}", f"R={upper}", *MOVES]:
        session.play(text)
    lifecycle.write_cast(session)
    if to_the_end:
        session.declare(1, EndReason.RESIGNATION)
        lifecycle.write_pending(session)
    return written(folder)


def test_every_byte_before_the_reveal_is_the_same_whatever_the_hidden_rulers(tmp_path,
                                                                              monkeypatch):
    seen = [play(tmp_path, monkeypatch, lower, upper, to_the_end=False)
            for lower, upper in RULERS]
    assert set(seen[0]) == {"entry 1", "picture 1", "thumbnail 1", "json", "csv", "backup",
                            "backup.gz"}
    for other in seen[1:]:
        assert other.keys() == seen[0].keys()
        for name in seen[0]:
            assert other[name] == seen[0][name], name
    for name, data in seen[0].items():
        assert b"R=d" not in data and b"R=e" not in data, name


def test_a_cast_in_play_holds_the_public_position_only(tmp_path, monkeypatch):
    play(tmp_path, monkeypatch, "d1", "e8", to_the_end=False)
    with default_connection() as con:
        (entry,) = journal.search(con)
    assert entry.record == []  # R=d1 and R=e8 are in the saved game only
    assert entry.start_position == entry.final_position == \
        "enwppwne/1a4a1/sss1ssss/3s4/3S4/SSS1SSSS/1A4A1/ENWPPWNE L H2h2"


def test_after_the_end_the_entry_may_reveal_both(tmp_path, monkeypatch):
    first = play(tmp_path, monkeypatch, "d1", "d8", to_the_end=True)
    second = play(tmp_path, monkeypatch, "e1", "e8", to_the_end=True)
    assert first["entry 1"] == second["entry 1"]  # the cast, written before the end
    assert b"R=d1" in first["entry 2"] and b"R=e1" in second["entry 2"]


def test_a_backup_leaves_out_unfinished_pair_games_and_every_seat_key(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    pair = PlaySession.start("kamla-pair", "pair")
    pair.play("R=e1")
    solo = PlaySession.start("kamla", "solo")
    solo.play("Sd3-d4")
    ended = PlaySession.start("kamla-pair", "pair")
    ended.play("R=d1")
    ended.declare(0, EndReason.RESIGNATION)
    with default_connection() as con:
        con.execute("INSERT INTO remote_game VALUES ('AAAA-AAAA-AAAA', ?, 'K0', 'K1', 0, NULL)",
                    (ended.game_id,))
        con.commit()
        path = backup.backup(con, tmp_path / "b.sqlite3")
    copy = sqlite3.connect(path)
    kept = [row for row in copy.execute("SELECT id, ruleset, status FROM saved_game")]
    assert kept == [(solo.game_id, "kamla", "playing"), (ended.game_id, "kamla-pair", "finished")]
    assert copy.execute("SELECT count(*) FROM remote_game").fetchone() == (0,)
    copy.close()
    assert b"R=e1" not in path.read_bytes() and b"K0" not in path.read_bytes()


@pytest.mark.parametrize("ruleset", backup.hidden_rulesets())
def test_the_hidden_rulesets_are_the_pair_modes(ruleset):
    assert ruleset == "kamla-pair"
