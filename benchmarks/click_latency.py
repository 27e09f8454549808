"""Click on the Kamla board -> board updated, measured in Debian Chromium.

Serves the app, starts a solo game and alternates clicks: a piece (until its
destinations are highlighted) and a destination (until the piece stands
there). The time is taken inside the page, from the click event to the
board's re-render (a MutationObserver on the component), so the browser
driver's own overhead is not counted. Prints every click and the median of
``--clicks`` (default 20), the machine's load, and the app server's CPU time
per click (read from /proc on Linux): on a busy machine the wall-clock figures
swing with the neighbours, the CPU time far less.

    python -m benchmarks.click_latency [--clicks 20]
"""
from __future__ import annotations

import argparse
import os
import statistics
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.e2e.harness import launch_chromium, serve_app, wait_for_app

PROBE = """() => {
  const host = [...document.querySelectorAll("[data-testid='stBidiComponentIsolated']")]
    .find((h) => (h.shadowRoot || h).querySelector(".board-root"));
  const root = (host.shadowRoot || host).querySelector(".board-root");
  window.__clickAt = null; window.__renderedAt = null;
  document.addEventListener("click", () => { window.__clickAt = performance.now(); }, true);
  new MutationObserver(() => { window.__renderedAt = performance.now(); })
    .observe(root, { childList: true });
}"""
ELAPSED = "() => window.__renderedAt - window.__clickAt"


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


# Shells of both sides stepping forward: (origin, destination) squares.
STEPS = [(8 * 2 + f, 8 * 3 + f) if i % 2 == 0 else (8 * 5 + f, 8 * 4 + f)
         for i, f in enumerate([0, 0, 1, 1, 3, 3, 4, 4, 6, 6])]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=20)
    args = parser.parse_args()
    timings: list[float] = []
    with serve_app() as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(url + "/kamla")
        wait_for_app(page)
        page.get_by_role("button", name="Begin").click()
        wait_for_app(page)
        page.locator(".cell").first.wait_for()
        page.evaluate(PROBE)
        cpu_before = server_cpu_seconds(url)
        for origin, target in STEPS:
            if len(timings) >= args.clicks:
                break
            page.locator(f".cell[data-id='{origin}']").click()
            page.locator(f".cell[data-id='{target}'] .target").wait_for()
            timings.append(page.evaluate(ELAPSED))
            page.locator(f".cell[data-id='{target}']").click()
            page.locator(f".cell[data-id='{target}'] .tri").wait_for()
            timings.append(page.evaluate(ELAPSED))
            wait_for_app(page)
        cpu_after = server_cpu_seconds(url)
        browser.close()
    for i, ms in enumerate(timings, 1):
        print(f"click {i:2}: {ms:6.1f} ms")
    print(f"median of {len(timings)} clicks: {statistics.median(timings):.1f} ms "
          f"(max {max(timings):.1f} ms)")
    if cpu_before is not None and cpu_after is not None:
        print(f"server CPU per click: {(cpu_after - cpu_before) * 1000 / len(timings):.1f} ms")
    print("load average: " + " ".join(f"{load:.2f}" for load in os.getloadavg()))


if __name__ == "__main__":
    main()
