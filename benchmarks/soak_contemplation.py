"""Soak: a Senet contemplation sitting of N minutes (default 30) at the fastest
pace in Debian's Chromium, while a CPU burner keeps another core busy.
Prints the disconnects seen (goal 0), the server's resident memory and the
page's JS heap at the start and the end (goal flat), and the steps played.
Not part of ``make test``; run it niced, e.g.

    nice -n 10 .venv/bin/python -m benchmarks.soak_contemplation --minutes 30
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import sqlite3
import tempfile
import time
from pathlib import Path

from tests.e2e.harness import launch_chromium, serve_app, wait_for_app

COUNT_DISCONNECTS = """
window.__disconnects = 0;
window.__lastState = null;
new MutationObserver(() => {
  const app = document.querySelector("[data-testid='stApp']");
  const state = app && app.getAttribute("data-test-connection-state");
  if (state && state !== window.__lastState) {
    if (window.__lastState === "CONNECTED") window.__disconnects += 1;
    window.__lastState = state;
  }
}).observe(document, {subtree: true, attributes: true,
                      attributeFilter: ["data-test-connection-state"]});
"""


def burn() -> None:
    """Keep one core busy."""
    while True:
        pass


def server_pid() -> int:
    """The ``streamlit run`` child of this process."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if int(stat[1]) == os.getpid() and b"streamlit" in cmdline:
            return int(entry.name)
    raise RuntimeError("no streamlit server among this process's children")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def heap_mb(page) -> float:
    return page.evaluate("performance.memory.usedJSHeapSize") / 2**20


def plies(data_dir: Path) -> int:
    with sqlite3.connect(data_dir / "journal.sqlite3") as con:
        row = con.execute("SELECT json_array_length(record) FROM saved_game "
                          "ORDER BY id DESC LIMIT 1").fetchone()
    return row[0] if row else 0


def start_sitting(page, url: str, minutes: int) -> None:
    page.goto(url + "/senet?practice=cycles")
    wait_for_app(page)
    minutes_box = page.get_by_label("Minutes", exact=True)
    minutes_box.fill(str(minutes))
    minutes_box.press("Enter")
    wait_for_app(page)
    pace = page.locator("[data-testid='stSlider']").filter(has_text="Pace").get_by_role("slider")
    pace.focus()
    pace.press("Home")  # the fastest pace
    wait_for_app(page)
    page.get_by_role("button", name="Begin", exact=True).click()
    wait_for_app(page)
    page.get_by_role("button", name="Begin the sitting").click()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=int, default=30)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    burner = multiprocessing.Process(target=burn, daemon=True)
    burner.start()
    with tempfile.TemporaryDirectory() as scratch, serve_app(Path(scratch)) as url, \
            sync_playwright() as playwright:
        pid = server_pid()
        browser = launch_chromium(playwright)
        page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
        page.add_init_script(COUNT_DISCONNECTS)
        start_sitting(page, url, args.minutes)
        page.wait_for_timeout(20_000)
        start = (rss_mb(pid), heap_mb(page), plies(Path(scratch)))
        began = time.monotonic()
        print(f"start: server RSS {start[0]:.1f} MB, page JS heap {start[1]:.1f} MB, "
              f"{start[2]} steps", flush=True)
        ended = False
        while time.monotonic() - began < args.minutes * 60 + 60:
            page.wait_for_timeout(30_000)
            errors = page.get_by_text("Connection error").count()
            print(f"{(time.monotonic() - began) / 60:5.1f} min: "
                  f"disconnects {page.evaluate('window.__disconnects')}, "
                  f"error banners {errors}, RSS {rss_mb(pid):.1f} MB, "
                  f"heap {heap_mb(page):.1f} MB, steps {plies(Path(scratch))}", flush=True)
            if page.get_by_text("You sat").count():
                ended = True
                break
        end = (rss_mb(pid), heap_mb(page), plies(Path(scratch)))
        print(f"end:   server RSS {end[0]:.1f} MB, page JS heap {end[1]:.1f} MB, "
              f"{end[2]} steps")
        print(f"disconnects: {page.evaluate('window.__disconnects')} · the sitting "
              f"{'ended with its end screen' if ended else 'did NOT reach its end screen'} · "
              f"{(end[2] - start[2]) / max(1.0, time.monotonic() - began):.2f} steps/s")
        browser.close()
    burner.terminate()


if __name__ == "__main__":
    main()
