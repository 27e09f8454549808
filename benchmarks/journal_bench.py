"""The journal at 10,000 entries: time to list, to search and to draw the
insights, as the pages do it (best of three runs each).

    python -m benchmarks.journal_bench [--entries 10000]
"""
from __future__ import annotations

import argparse
import io
import random
import tempfile
import time
from datetime import datetime, timedelta, UTC
from pathlib import Path

import games
from readings import db, journal, stats
from readings.db import transaction
from ui import charts

WORDS = "river island tent spirit priest ruler shell eagle whale beauty water rebirth net".split()


def fill(con, count: int, rng: random.Random) -> None:
    start = datetime(2025, 1, 1, tzinfo=UTC)
    with transaction(con):
        for i in range(count):
            ruleset = rng.choice(["kamla", "kamla-pair", "senet-kendall", "senet-cycles"])
            when = start + timedelta(minutes=rng.randrange(60 * 24 * 600))
            entry = journal.Entry(
                kind=rng.choice(["game", "cast", "phase"]), game=ruleset.split("-")[0],
                ruleset=ruleset, question=" ".join(rng.choices(WORDS, k=6)),
                notes=" ".join(rng.choices(WORDS, k=30)), record=["Sd3-d4"] * rng.randrange(200),
                outcome={"winner": rng.choice([0, 1, None]), "reason": "mate"},
                symbols=[{"id": f"s.{w}", "label": w.title(), "detail": ""}
                         for w in rng.sample(WORDS, 4)],
                reading={"title": " ".join(rng.choices(WORDS, k=3)),
                         "answer": " ".join(rng.choices(WORDS, k=12)),
                         "paragraphs": [["s", "h", " ".join(rng.choices(WORDS, k=40))]] * 3},
                tags=rng.sample(WORDS, 2), mood=rng.randint(1, 5), minutes=rng.random() * 40,
                created_at=when.strftime("%Y-%m-%dT%H:%M:%SZ"), uid=f"{i:032x}")
            journal._insert(con, entry, entry.tags)


def best(run, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def insights(con) -> None:
    """What the Insights page computes and draws, each chart rendered to PNG."""
    df = stats.frame(con)
    today = datetime.now(UTC).date()
    players = {n: games.make(n).info.players for n in games.names()}
    stats.current_streak(df, today)
    figures = (charts.calendar(stats.active_days(df), today),
               charts.weekly(stats.readings_per_week(df), today),
               charts.minutes(stats.minutes_per_day(df), today),
               charts.outcomes(stats.outcomes_per_game(df, players),
                               {n: games.make(n).info.title for n in games.names()}),
               charts.symbols(stats.top_symbols(df)))
    for fig in figures:
        fig.savefig(io.BytesIO(), format="png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=10_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        con = db.open_database(Path(folder) / "bench.sqlite3")
        started = time.perf_counter()
        fill(con, args.entries, random.Random(1))
        print(f"filled {args.entries:,} entries in {time.perf_counter() - started:.2f} s")
        figures = {
            "list (count + newest 200 lines, as the page)": lambda: journal.summaries(con),
            "search text 'whale' (count + newest 200)":
                lambda: journal.summaries(con, text="whale"),
            "search tag + game (count + newest 200)":
                lambda: journal.summaries(con, tag="river", game="kamla"),
            "open one entry in full": lambda: journal.get(con, 5000),
            "insights (frame, statistics, 5 charts to PNG)": lambda: insights(con),
            "export: every entry in full (JSON)": lambda: journal.search(con),
        }
        for label, run in figures.items():
            print(f"{label:50} {best(run) * 1000:8.1f} ms")


if __name__ == "__main__":
    main()
