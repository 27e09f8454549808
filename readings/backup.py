"""Backups of the whole journal that always restore, whatever its size (issue 26).

A backup is a copy of the journal's SQLite file made by SQLite's online backup
API (a consistent snapshot, copied a few thousand pages at a time, so the app
keeps working meanwhile), marked with this app's ``application_id`` and
gzip-compressed when its name ends in ``.gz``. It is written under a temporary
name and renamed when whole, so a half-written backup never bears the name.
It holds no secret (``withhold_secrets``): no seat key, and no unfinished game
that hides a Ruler.

A restore unpacks the file to a scratch folder, refuses anything that is not a
sound journal of this app (not SQLite, another app's id, a newer schema, a
failed ``integrity_check``), brings an older one up to date with the app's own
migrations, then adds every entry not already present (by ``uid``) with its
notes, tags, mood, reading and follow-up, each checked as an import is, all in
one transaction: a refused file writes nothing. Entries are read one at a
time, so memory does not grow with the journal.
"""
from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
import tempfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import games
from readings import compact, db, journal, transfer
from readings.db import transaction
from readings.failures import Refusal
from readings.followup import MAX_TEXT as MAX_FOLLOWUP

APPLICATION_ID = 0x4B534A31
"""``PRAGMA application_id`` of a backup ("KSJ1"); a journal file itself has 0."""
SQLITE_HEADER = b"SQLite format 3\x00"
GZIP_MAGIC = b"\x1f\x8b"
PAGES_PER_STEP = 4096
CHUNK = 1 << 20
TAG_SEPARATOR = "\x1f"
MAX_UPLOAD_MB = 1024
"""The largest backup the browser may send (``server.maxUploadSize``): a
100,000-entry journal's backup is far smaller."""


class RestoreRefused(Refusal):
    """The file cannot be restored; nothing was written. The message says why."""


@dataclass(frozen=True)
class RestoreResult:
    added: int
    skipped: int
    followups: int


def backup(con: sqlite3.Connection, target: Path | str) -> Path:
    """Copy the open journal ``con`` to ``target`` (gzip when it ends in ``.gz``)."""
    target = Path(target)
    partial = target.with_name(target.name + ".partial")
    with tempfile.TemporaryDirectory(dir=target.parent) as scratch:
        snapshot = Path(scratch) / "journal.sqlite3"
        copy = sqlite3.connect(snapshot)
        try:
            con.backup(copy, pages=PAGES_PER_STEP)
            withhold_secrets(copy)
            copy.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            copy.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
        finally:
            copy.close()
        if target.name.endswith(".gz"):
            with snapshot.open("rb") as source, gzip.open(partial, "wb", compresslevel=6) as out:
                shutil.copyfileobj(source, out, CHUNK)
        else:
            shutil.move(snapshot, partial)
    partial.replace(target)
    return target


def hidden_rulesets() -> list[str]:
    """The rulesets whose games keep a secret until the rules reveal it (K-8)."""
    return [name for name in games.names() if games.make(name).info.hidden_information]


def withhold_secrets(copy: sqlite3.Connection) -> None:
    """Leave out of a backup what must not leave the journal file: every
    two-screen seat key and code, and every unfinished game that hides a
    secret (an unfinished Kamla pair game's record holds both Ruler choices,
    ``R=d1``). A restore never brings back unfinished games, so nothing is
    lost; the erased rows are overwritten (``secure_delete``), not just freed.
    Their journal entries stay: they hold only the public position."""
    hidden = hidden_rulesets()
    copy.execute("PRAGMA secure_delete = ON")
    copy.execute("PRAGMA foreign_keys = ON")
    with transaction(copy):
        copy.execute("DELETE FROM remote_game")
        copy.execute(f"DELETE FROM saved_game WHERE status != 'finished' AND ruleset IN "
                     f"({', '.join('?' * len(hidden))})", hidden)


def restore(con: sqlite3.Connection, source: Path | str | IO[bytes]) -> RestoreResult:
    """Add the entries of the backup ``source`` (a path, or an open seekable
    binary file such as an upload) that the journal ``con`` lacks.

    :raises RestoreRefused: the file is damaged, foreign or newer; nothing written.
    """
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / "backup.sqlite3"
        if isinstance(source, (str, Path)):
            with open(source, "rb") as stream:
                _unpack(stream, copy)
        else:
            _unpack(source, copy)
        backup_con = _opened(copy)
        try:
            return _merge(con, backup_con)
        except (sqlite3.DatabaseError, zlib.error, ValueError, KeyError, TypeError,
                IndexError) as error:
            if isinstance(error, transfer.ImportRejected):
                raise RestoreRefused(f"the backup holds an entry this app refuses: {error}",
                                     reason="entry", **error.facts) from None
            raise RestoreRefused(f"the backup is damaged ({error})", reason="damaged") from None
        finally:
            backup_con.close()


def _unpack(stream: IO[bytes], copy: Path) -> None:
    """The backup (an open, seekable binary file) as a plain SQLite file at
    ``copy``, gunzipped if need be."""
    packed = stream.read(2) == GZIP_MAGIC
    stream.seek(0)
    try:
        with copy.open("wb") as out:
            shutil.copyfileobj(gzip.GzipFile(fileobj=stream, mode="rb") if packed else stream,
                               out, CHUNK)
    except (OSError, EOFError, zlib.error) as error:
        raise RestoreRefused(f"the file is a damaged gzip archive ({error})",
                             reason="gzip") from None
    with copy.open("rb") as unpacked:
        if unpacked.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
            raise RestoreRefused("the file is not a journal backup (not an SQLite database)",
                                 reason="not sqlite")


def _opened(copy: Path) -> sqlite3.Connection:
    """The unpacked backup, checked and brought to this app's schema."""
    con = db.connect(copy)
    try:
        application_id = con.execute("PRAGMA application_id").fetchone()[0]
        version = db.schema_version(con)
        if application_id not in (0, APPLICATION_ID) or version < 1:
            raise RestoreRefused("the file is an SQLite database of another program, "
                                 "not a journal backup", reason="foreign")
        if version > len(db.MIGRATIONS):
            raise RestoreRefused(f"the backup was written by a newer version of this app "
                                 f"(schema {version}; this one knows {len(db.MIGRATIONS)})",
                                 reason="newer")
        problems = [row[0] for row in con.execute("PRAGMA integrity_check(5)")]
        if problems != ["ok"]:
            raise RestoreRefused(f"the backup is damaged ({'; '.join(problems)[:300]})",
                                 reason="damaged")
        db.migrate(con)
    except sqlite3.DatabaseError as error:
        con.close()
        raise RestoreRefused(f"the backup is damaged or not a journal ({error})",
                             reason="damaged") from None
    except BaseException:
        con.close()
        raise
    return con


ROWS = f"""SELECT entry.*, (SELECT group_concat(tag, char({ord(TAG_SEPARATOR)})) FROM entry_tag
                          WHERE entry_id = entry.id) AS tags,
                  followup.text AS followup_text, followup.created_at AS followup_at
           FROM entry LEFT JOIN followup ON followup.entry_id = entry.id
           ORDER BY entry.created_at, entry.id"""


def _fields(row: sqlite3.Row) -> dict[str, Any]:
    """A backup's entry row as the fields an export holds (``transfer.FIELDS``)."""
    body = compact.unpack(row["body"])
    return {"uid": row["uid"], "created_at": row["created_at"], "kind": row["kind"],
            "game": row["game"], "ruleset": row["ruleset"], "mode": row["mode"],
            "options": json.loads(row["options"]), "players": json.loads(row["players"]),
            "question": row["question"], "record": body["record"],
            "start_position": row["start_position"], "final_position": row["final_position"],
            "outcome": json.loads(row["outcome"]) if row["outcome"] else None,
            "symbols": body["symbols"], "reading": body["reading"], "notes": row["notes"],
            "tags": row["tags"].split(TAG_SEPARATOR) if row["tags"] else [],
            "mood": row["mood"], "minutes": row["minutes"]}


def _merge(con: sqlite3.Connection, backup_con: sqlite3.Connection) -> RestoreResult:
    families, rulesets = transfer.known_games()
    present = {uid for (uid,) in con.execute("SELECT uid FROM entry")}
    added = skipped = followups = 0
    with transaction(con):
        for number, row in enumerate(backup_con.execute(ROWS), start=1):
            if row["uid"] in present:
                skipped += 1
                continue
            entry = transfer.read_entry(_fields(row), number, families, rulesets)
            body = row["body"] if row["body"][:1] and row["body"][0] in compact.DICTIONARIES else None
            entry_id = journal._insert(con, entry, entry.tags, body)  # packed as it was
            present.add(entry.uid)
            added += 1
            if row["followup_text"] is not None:
                text, at = row["followup_text"], row["followup_at"]
                if not isinstance(text, str) or len(text) > MAX_FOLLOWUP \
                        or not isinstance(at, str) or len(at) > 20:
                    raise transfer.ImportRejected(f"entry {number}: its follow-up is not "
                                                  f"text of at most {MAX_FOLLOWUP:,} characters",
                                                  reason="entry", number=number)
                con.execute("INSERT INTO followup (entry_id, text, created_at) VALUES (?, ?, ?)",
                            (entry_id, text, at))
                followups += 1
    return RestoreResult(added, skipped, followups)
