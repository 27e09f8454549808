"""Click on the Kamla board -> board updated, measured in Debian Chromium.

Serves the app, starts a solo game and alternates clicks: a piece (until its
destinations are highlighted) and a destination (until the piece stands
there). The time is taken inside the page, from the click event to the
board's re-render (a MutationObserver on the component), so the browser
driver's own overhead is not counted. Prints every click and the median of
``--clicks`` (default 20).

    python -m benchmarks.click_latency [--clicks 20]
"""
from __future__ import annotations

import argparse
import statistics

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
        browser.close()
    for i, ms in enumerate(timings, 1):
        print(f"click {i:2}: {ms:6.1f} ms")
    print(f"median of {len(timings)} clicks: {statistics.median(timings):.1f} ms "
          f"(max {max(timings):.1f} ms)")


if __name__ == "__main__":
    main()
