"""The move list in Chromium (issue 15): ← and → step through the game on the
board (view only), the move shown is marked, a click on the board returns to
the live position."""
from __future__ import annotations

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.harness import wait_for_app

A3, A4, A5, A6 = 16, 24, 32, 40


def cell(page, square: int):
    return page.locator(f"[data-testid='stBidiComponentIsolated'] .cell[data-id='{square}']").first


def move(page, origin: int, target: int) -> None:
    cell(page, origin).click()
    cell(page, target).locator(".target").wait_for()
    cell(page, target).click()
    wait_for_app(page)


def test_step_back_and_on_with_the_arrow_keys_then_return_by_a_click(page, app_url):
    page.goto(app_url + "/kamla")
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    move(page, A3, A4)
    move(page, A6, A5)
    expect(cell(page, A5).locator(".tri")).to_have_count(1)
    page.keyboard.press("ArrowLeft")
    wait_for_app(page)
    expect(cell(page, A5).locator(".tri")).to_have_count(0)  # before the Upper World's move
    expect(cell(page, A6).locator(".tri")).to_have_count(1)
    expect(page.get_by_text("after 1. Sa3-a4")).to_be_visible()
    expect(page.get_by_role("radio", name="1. Sa3-a4")).to_be_checked()
    screenshot(page, "kamla_looking_back")
    page.keyboard.press("ArrowLeft")
    wait_for_app(page)
    expect(cell(page, A3).locator(".tri")).to_have_count(1)  # the start
    page.keyboard.press("ArrowRight")
    wait_for_app(page)
    expect(cell(page, A4).locator(".tri")).to_have_count(1)
    cell(page, A3).click()  # a click on a past position returns to the game
    wait_for_app(page)
    expect(page.get_by_role("button", name="Back to the game")).to_have_count(0)
    expect(cell(page, A5).locator(".tri")).to_have_count(1)
    expect(page.get_by_text("Lower World to move · move 2")).to_be_visible()
