"""Altai Shatra, Tavreli and Tavlei in Debian Chromium: begin, click a piece
and one of its lit destinations, and see the move made."""
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app


@pytest.mark.parametrize("page_path, family", [("shatra", "shatra"), ("tavreli", "tavreli"),
                                                ("tafl", "tafl")])
def test_click_to_move(page, app_url, page_path, family):
    page.goto(f"{app_url}/{page_path}")
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    page.locator(".cell").first.wait_for()
    pieces = page.locator(".cell:has(.piece)")
    for index in range(pieces.count()):  # find a piece that has a move
        pieces.nth(index).click()
        wait_for_app(page)
        if page.locator(".target, .capture").count():
            break
    target = page.locator(".cell:has(.target), .cell:has(.capture)").first
    square = target.get_attribute("data-id")
    screenshot(page, f"{family}_selected")
    target.click()
    wait_for_app(page)
    expect(page.locator(f".cell[data-id='{square}'] .piece")).to_have_count(1)
    expect(page.get_by_text("1. ")).to_be_visible()
    screenshot(page, f"{family}_moved")
