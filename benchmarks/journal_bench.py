"""The journal at any size (issue 26): journals of 1k, 10k and 100k entries
built with the app's own write API from real entries (games played to their
end or cut off, and readings cast during them, each read by the oracle), and
every figure of the issue's table: file size, search, Insights, the sitting's
streak, the Continue list, and a backup -> restore round trip into an empty
profile (time and peak RSS of a process that loads what the server loads),
compared field by field. Times are the best of three runs.

    python -m benchmarks.journal_bench [--sizes 1000 10000 100000]
"""
from __future__ import annotations

import argparse
import io
import os
import random
import subprocess
import sys
import tempfile
import time
from datetime import date, datetime, timedelta, UTC
from pathlib import Path

WORDS = ("river island tent spirit priest ruler shell eagle whale beauty water rebirth net "
         "река дух остров").split()
PLAYED = ("kamla", "kamla-pair", "senet-kendall", "senet-bell", "senet-cycles", "shatra",
          "copenhagen", "tavreli")
TODAY = date(2026, 11, 26)


QUESTIONS = {"en": "What is this month asking of me?", "ru": "О чём меня просит этот месяц?"}


def real_entries(seed: int = 7, rulesets: tuple[str, ...] = PLAYED, language: str = "en") -> list:
    """About 16 real entries: each ruleset of ``PLAYED`` played by random moves to
    its end (or stopped at 400 plies) in a scratch profile, with a reading cast at
    ply 60, exactly as the pages write them, in ``language``."""
    from games.core import CHANCE, chance
    from play import lifecycle
    from play.session import PlaySession
    from readings import db, journal

    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "real.sqlite3"

        def connect():
            return db.session(path)

        for ruleset in rulesets:
            session = PlaySession.start(ruleset, "solo", intention=QUESTIONS[language],
                                        querent=0, connect=connect)
            session.language = language
            for ply in range(400):
                if session.over:
                    break
                game, state = session.game, session.state
                move = chance.sample(game.chance_outcomes(state), rng) \
                    if game.to_move(state) == CHANCE else rng.choice(game.legal_moves(state))
                session.play_move(move)
                if ply == 60:
                    lifecycle.write_cast(session)
            if not session.over:
                session.stop()
                session.save()
        with db.session(path) as con:
            return journal.search(con)


def write_dictionaries(folder: Path) -> None:
    """The preset dictionaries of ``readings.compact`` by game family and language
    (written once; a body names the dictionary it was packed with, so new ones
    get new numbers): the signs and readings of three games of every ruleset,
    played with other seeds than the benchmark's, the last 32 kB of each family's
    (what zlib can use)."""
    import games
    from readings import compact
    for language in compact.LANGUAGES:
        texts: dict[str, str] = {}
        for seed in (99, 98, 97):
            for e in real_entries(seed=seed, rulesets=tuple(games.names()), language=language):
                texts[e.game] = texts.get(e.game, "") + compact.document([], e.symbols, e.reading)
        for family, text in texts.items():
            number = compact.BY_FAMILY[(family, language)]
            (folder / f"body-{number}.zdict").write_bytes(text.encode()[-32_768:])


def fill(con, templates: list, count: int, rng: random.Random) -> None:
    """``count`` copies of the real entries through the write API, each with its
    own id, time (over two years), notes, tags and mood, 5,000 to a transaction."""
    from readings import journal
    from readings.db import transaction

    start = datetime(2024, 11, 27, tzinfo=UTC)
    span = int((datetime(2026, 11, 26, 23, tzinfo=UTC) - start).total_seconds())
    moments = sorted(rng.randrange(span) for _ in range(count))
    for first in range(0, count, 5000):
        with transaction(con):
            for i in range(first, min(count, first + 5000)):
                entry = rng.choice(templates)
                entry.uid = f"{i:032x}"
                entry.created_at = (start + timedelta(seconds=moments[i])) \
                    .strftime("%Y-%m-%dT%H:%M:%SZ")
                entry.notes = " ".join(rng.choices(WORDS, k=rng.randrange(0, 25)))
                entry.tags = rng.sample(WORDS, rng.randrange(0, 3))
                entry.mood = rng.choice([None, 1, 2, 3, 4, 5])
                entry.saved_game_id = None
                journal._insert(con, entry, entry.tags)


def best(run, repeat: int = 3) -> str:
    """The best of ``repeat`` runs, wall and CPU time (this machine is shared:
    the CPU time is what the work itself costs)."""
    times = []
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        run()
        times.append((time.perf_counter() - wall, time.process_time() - cpu))
    wall, cpu = min(times)
    return f"{wall * 1000:.1f} ms (CPU {cpu * 1000:.1f})"


def insights(con) -> None:
    """What the Insights page reads and draws, each chart rendered to PNG."""
    import games
    from readings import stats
    from ui import charts

    df = stats.activity(con)
    players = {n: games.make(n).info.players for n in games.names()}
    stats.current_streak(df, TODAY)
    figures = (charts.calendar(stats.active_days(df), TODAY),
               charts.weekly(stats.readings_per_week(df), TODAY),
               charts.minutes(stats.minutes_per_day(df), TODAY),
               charts.outcomes(stats.outcomes_per_game(con, players),
                               {n: games.make(n).info.title for n in games.names()}),
               charts.symbols(stats.top_symbols(con)))
    for fig in figures:
        fig.savefig(io.BytesIO(), format="png")


def aggregates(con) -> None:
    """Insights' sums without the charts."""
    from readings import stats
    stats.activity(con)
    stats.outcomes_per_game(con, {})
    stats.top_symbols(con)


SERVER_SIDE = """
import os, sys, time
import streamlit, pandas, matplotlib.figure  # what the server holds anyway
from pathlib import Path
from readings import backup, db
action, where = sys.argv[1], Path(sys.argv[2])
started = time.perf_counter()
with db.session() as con:
    if action == "backup":  # as the Journal page's download: the file, then its bytes
        data = backup.backup(con, where).read_bytes()
    else:  # as the page's restore: the upload held in memory, read as a stream
        import io
        data = io.BytesIO(where.read_bytes())
        backup.restore(con, data)
print(time.perf_counter() - started)
"""


def in_server_process(action: str, profile: Path, where: Path) -> str:
    """Seconds (wall and CPU) and peak RSS of a backup or restore in a fresh process."""
    child = subprocess.Popen([sys.executable, "-c", SERVER_SIDE, action, str(where)],
                             env={**os.environ, "KAMLA_DATA_DIR": str(profile)},
                             stdout=subprocess.PIPE, text=True)
    output = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    if status:
        raise SystemExit(f"{action} failed")
    return (f"{float(output.strip().splitlines()[-1]):.1f} s "
            f"(CPU {usage.ru_utime + usage.ru_stime:.1f} s), peak RSS {usage.ru_maxrss / 1024:.0f} MB")


ROUND_TRIP_SQL = """SELECT e.uid, e.created_at, e.kind, e.game, e.ruleset, e.mode, e.options,
    e.players, e.question, e.start_position, e.final_position, e.outcome, e.notes, e.mood,
    e.minutes, e.body, e.title, (SELECT group_concat(tag) FROM (SELECT tag FROM entry_tag
    WHERE entry_id = e.id ORDER BY tag)), f.text, f.created_at
    FROM entry e LEFT JOIN followup f ON f.entry_id = e.id ORDER BY e.uid"""


def differing(first: Path, second: Path) -> int:
    """Entries whose fields (record, signs and reading decoded) differ between two journals."""
    import sqlite3
    from readings import compact
    left, right = sqlite3.connect(first), sqlite3.connect(second)
    differ = 0
    rows = zip(left.execute(ROUND_TRIP_SQL), right.execute(ROUND_TRIP_SQL), strict=True)
    for a, b in rows:
        if a[:15] + a[16:] != b[:15] + b[16:] or compact.unpack(a[15]) != compact.unpack(b[15]):
            differ += 1
    return differ


def figures(size: int, templates: list, folder: Path,
            round_trip: bool = True) -> dict[str, str]:
    from play.session import PlaySession
    from readings import db, followup, journal, stats
    from readings.db import transaction

    profile = folder / f"p{size}"
    profile.mkdir()
    path = profile / db.FILE_NAME
    con = db.open_database(path)
    started, cpu = time.perf_counter(), time.process_time()
    fill(con, templates, size, random.Random(size))
    built = f"{time.perf_counter() - started:.1f} s (CPU {time.process_time() - cpu:.1f} s)"
    with transaction(con):
        con.executemany("INSERT INTO followup VALUES (?, 'It came as read.', ?)",
                        [(i, "2026-11-01T00:00:00Z") for i in range(1, size + 1, 50)])
    for _ in range(2):
        PlaySession.start("kamla", "solo", connect=lambda: db.session(path))
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    out = {"build (write API)": built,
           "file size": f"{path.stat().st_size / 1e6:.1f} MB "
                        f"({path.stat().st_size / size / 1000:.2f} kB an entry)"}
    timed = {
        "search with no match": lambda: journal.summaries(con, text="zzyzx"),
        "search 'whale река' (count + newest 200)": lambda: journal.summaries(con, text="whale река"),
        "search word + tag + game": lambda: journal.summaries(con, text="spirit", tag="river",
                                                              game="kamla"),
        "list (count + newest 200)": lambda: journal.summaries(con),
        "stats aggregates (activity, outcomes, signs)": lambda: aggregates(con),
        "Insights page (aggregates + 5 charts)": lambda: insights(con),
        "streak at the end of a sitting": lambda: stats.streak(con, TODAY),
        "minutes sat, all time": lambda: stats.minutes_sat(con),
        "Continue list (newest 5 unfinished)":
            lambda: __import__("readings.saved_games").saved_games.waiting(con, limit=5),
        "readings awaiting a follow-up (newest 5)":
            lambda: followup.awaiting(con, TODAY, limit=5),
    }
    for label, run in timed.items():
        out[label] = best(run)
    con.close()
    if not round_trip:
        return out
    archive = folder / f"backup{size}.sqlite3.gz"
    figure = in_server_process("backup", profile, archive)
    out["backup (gzip): time, peak RSS"] = f"{figure}, {archive.stat().st_size / 1e6:.1f} MB"
    empty = folder / f"empty{size}"
    empty.mkdir()
    out["restore into an empty profile: time, peak RSS"] = \
        in_server_process("restore", empty, archive)
    out["entries differing after the round trip"] = \
        f"{differing(path, empty / db.FILE_NAME)} of {size:,}"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--no-round-trip", action="store_true",
                        help="leave out the backup and restore (the slowest part)")
    parser.add_argument("--write-dictionaries", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.write_dictionaries:
        return write_dictionaries(args.write_dictionaries)
    started = time.perf_counter()
    templates = real_entries()
    print(f"{len(templates)} real entries played and read in "
          f"{time.perf_counter() - started:.1f} s")
    table: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for size in args.sizes:
            for label, value in figures(size, templates, Path(folder),
                                        not args.no_round_trip).items():
                table.setdefault(label, []).append(value)
                print(f"{size:>7,}  {label:48} {value}", flush=True)
    print("\n| entries | " + " | ".join(f"{s:,}" for s in args.sizes) + " |")
    print("| --- |" + " --- |" * len(args.sizes))
    for label, values in table.items():
        print(f"| {label} | " + " | ".join(values) + " |")


if __name__ == "__main__":
    main()
