"""The board as one keyboard stop (issue 15): arrows move a cursor, Enter or
Space picks, focus survives the redraw, and the focus ring is not the
selection frame. Goal: Kamla's e3-e4 in at most 6 keys."""
from __future__ import annotations

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.harness import wait_for_app

CURSOR = """() => {
  const host = [...document.querySelectorAll("[data-testid='stBidiComponentIsolated']")]
    .find((h) => (h.shadowRoot || h).querySelector(".board-root"));
  const active = (host.shadowRoot || document).activeElement;
  return active && active.classList.contains("cell") ? Number(active.dataset.id) : null;
}"""
STOPS = """() => {
  const host = [...document.querySelectorAll("[data-testid='stBidiComponentIsolated']")]
    .find((h) => (h.shadowRoot || h).querySelector(".board-root"));
  return [...(host.shadowRoot || host).querySelectorAll(".cell")]
    .filter((c) => c.getAttribute("tabindex") === "0").length;
}"""
E3, E4 = 8 * 2 + 4, 8 * 3 + 4


class Keys:
    """Presses keys on the page and counts them."""

    def __init__(self, page):
        self.page, self.count = page, 0

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.count += 1
        if key in ("Enter", "Space"):
            wait_for_app(self.page)

    def cursor(self) -> int | None:
        return self.page.evaluate(CURSOR)

    def walk_to(self, square: int) -> None:
        """Arrows from the cursor to ``square`` (Kamla: rank * 8 + file)."""
        try:  # a new board takes the focus from a keyboard player once it is drawn
            self.page.wait_for_function(f"() => ({CURSOR})() !== null", timeout=3000)
        except PlaywrightTimeout:
            self.press("Tab")
        here = self.cursor()
        ranks, files = square // 8 - here // 8, square % 8 - here % 8
        for _ in range(abs(ranks)):
            self.press("ArrowUp" if ranks > 0 else "ArrowDown")
        for _ in range(abs(files)):
            self.press("ArrowRight" if files > 0 else "ArrowLeft")
        assert self.cursor() == square


def begin_by_keyboard(page, app_url) -> None:
    page.goto(app_url + "/kamla")
    wait_for_app(page)
    page.get_by_role("button", name="Begin").focus()
    page.keyboard.press("Enter")
    wait_for_app(page)


def test_e3_e4_by_keyboard_in_six_keys_or_fewer(page, app_url):
    begin_by_keyboard(page, app_url)
    page.locator(".cell").first.wait_for()
    assert page.evaluate(STOPS) == 1  # one tab stop for the whole board
    keys = Keys(page)
    keys.walk_to(E3)
    keys.press("Enter")
    page.locator(f".cell[data-id='{E4}'] .target").wait_for()
    assert keys.cursor() == E3  # focus survived the redraw
    screenshot(page, "kamla_keyboard_selected")
    keys.walk_to(E4)
    keys.press("Enter")
    expect(page.get_by_text("Upper World to move · move 1")).to_be_visible()
    assert page.locator(f".cell[data-id='{E4}'] .tri").count() == 1
    print(f"e3-e4 took {keys.count} keys")
    assert keys.count <= 6
    assert keys.cursor() == E4


def test_the_focus_ring_differs_from_the_selection_frame(page, app_url):
    begin_by_keyboard(page, app_url)
    keys = Keys(page)
    keys.walk_to(E3)
    keys.press("Space")
    page.locator(f".cell[data-id='{E4}'] .target").wait_for()
    keys.press("ArrowUp")
    focused = page.locator(f".cell[data-id='{E4}'] .hit")
    selected = page.locator(f".cell[data-id='{E3}'] .selected")
    ring = focused.evaluate("n => [getComputedStyle(n).stroke, getComputedStyle(n).strokeDasharray]")
    frame = selected.evaluate("n => [getComputedStyle(n).stroke, getComputedStyle(n).strokeDasharray]")
    assert ring[0] != frame[0] and ring[1] != frame[1]
