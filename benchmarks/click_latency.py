"""Board latency in Debian Chromium: select -> targets shown, and a move's
click -> the piece on its target and -> the board redrawn by the server.

Serves the app, starts a solo Kamla game and plays ``--moves`` moves (default
30) by clicks: a piece of the side to move (seeded choice among the pieces
that can move), then one of its targets. Times are taken inside the page from
the click event: to the first change of the board and the frame after it for
the selection (drawn in the browser from the moves the scene carries, no
server); for the move, to the next frame (a step onto a free cell is drawn
in the browser at once) and to the board's re-render with the server's new
position (a MutationObserver on the component), so the browser driver's own
overhead is not counted. Prints the median and 90th percentile of each, the app server's
CPU time per move (read from /proc on Linux), and the machine's load: on a
busy machine the wall-clock figures swing with the neighbours, the CPU time
far less. Figures only; nothing is asserted.

    python -m benchmarks.click_latency [--moves 30] [--seed 1]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.e2e.harness import launch_chromium, serve_app, wait_for_app

PROBE = """() => {
  const host = [...document.querySelectorAll("[data-testid='stBidiComponentIsolated']")]
    .find((h) => (h.shadowRoot || h).querySelector(".board-root"));
  const root = (host.shadowRoot || host).querySelector(".board-root");
  const times = window.__board = { click: null, changed: null, frame: null, drawn: null };
  document.addEventListener("click", () => {
    Object.assign(times, { click: performance.now(), changed: null, frame: null, drawn: null });
  }, true);
  new MutationObserver((records) => {
    const now = performance.now();
    if (times.changed === null) {
      times.changed = now;
      requestAnimationFrame(() => { times.frame = performance.now(); });
    }
    if (records.some((r) => r.target === root && r.type === "childList")) times.drawn = now;
  }).observe(root, { childList: true, subtree: true });
}"""
READ = "() => window.__board"
MOVABLE = """() => {
  const host = [...document.querySelectorAll("[data-testid='stBidiComponentIsolated']")]
    .find((h) => (h.shadowRoot || h).querySelector(".board-root"));
  return [...(host.shadowRoot || host).querySelectorAll(".cell.movable")].map((c) => Number(c.dataset.id));
}"""
TARGETS = """() => {
  const host = [...document.querySelectorAll("[data-testid='stBidiComponentIsolated']")]
    .find((h) => (h.shadowRoot || h).querySelector(".board-root"));
  return [...(host.shadowRoot || host).querySelectorAll(".target, .capture")]
    .map((t) => Number(t.closest(".cell").dataset.id));
}"""


def server_cpu_seconds(url: str) -> float | None:
    """User + system CPU time of the Streamlit process serving ``url`` (Linux)."""
    port = f"--server.port={url.rsplit(':', 1)[1]}"
    for proc in Path("/proc").glob("[0-9]*"):
        try:
            if port.encode() in (proc / "cmdline").read_bytes().split(b"\0"):
                fields = (proc / "stat").read_text().rsplit(")", 1)[1].split()
                return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except OSError:
            continue
    return None


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def summary(name: str, values: list[float]) -> str:
    return (f"{name}: median {statistics.median(values):.1f} ms, p90 "
            f"{percentile(values, 0.9):.1f} ms, max {max(values):.1f} ms ({len(values)} moves)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    shown, painted, placed, moved = [], [], [], []
    load_before = os.getloadavg()
    with serve_app() as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(url + "/kamla")
        wait_for_app(page)
        page.get_by_role("button", name="Begin").click()
        wait_for_app(page)
        page.locator(".cell.movable").first.wait_for()
        page.evaluate(PROBE)
        cpu_before = server_cpu_seconds(url)
        for _ in range(args.moves):
            origin = rng.choice(page.evaluate(MOVABLE))
            page.locator(f".cell[data-id='{origin}']").click()
            page.wait_for_function("() => window.__board.frame !== null")
            times = page.evaluate(READ)
            shown.append(times["changed"] - times["click"])
            painted.append(times["frame"] - times["click"])
            target = rng.choice(sorted(page.evaluate(TARGETS)))
            page.locator(f".cell[data-id='{target}']").click()
            page.wait_for_function("() => window.__board.drawn !== null")
            page.wait_for_function("() => window.__board.frame !== null")
            times = page.evaluate(READ)
            placed.append(times["frame"] - times["click"])
            moved.append(times["drawn"] - times["click"])
            wait_for_app(page)
            page.locator(".cell.movable").first.wait_for()
        cpu_after = server_cpu_seconds(url)
        browser.close()
    for i, (a, b, c, d) in enumerate(zip(shown, painted, placed, moved), 1):
        print(f"move {i:2}: select -> targets {a:5.1f} ms (frame {b:5.1f} ms), "
              f"move -> next frame {c:5.1f} ms, -> server's board {d:6.1f} ms")
    print(summary("select -> targets in the page", shown))
    print(summary("select -> next frame", painted))
    print(summary("move click -> next frame (piece on its target unless a capture)", placed))
    print(summary("move click -> the server's board drawn", moved))
    if cpu_before is not None and cpu_after is not None:
        print(f"server CPU per move: {(cpu_after - cpu_before) * 1000 / len(moved):.1f} ms")
    print("load average before / after: " + " ".join(f"{x:.2f}" for x in load_before) +
          " / " + " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
