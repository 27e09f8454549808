"""Playing Kamla against the computer in Debian Chromium: it chooses its
Ruler in secret and answers each move on its own."""
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app

E1, E3, E4 = 4, 20, 28


def test_the_computer_answers(page, app_url):
    page.goto(app_url + "/kamla")
    wait_for_app(page)
    if page.get_by_role("button", name="New game").count():
        page.get_by_role("button", name="New game").click()
        wait_for_app(page)
    page.get_by_text("Against the computer, each Ruler hidden").click()
    wait_for_app(page)
    page.get_by_text("Gentle").click()
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    page.locator(f".cell[data-id='{E1}']").click()  # our Ruler: e1
    wait_for_app(page)
    expect(page.get_by_text("Lower World to move")).to_be_visible(timeout=20_000)
    expect(page.get_by_role("radio", name="R=e1", exact=True)).to_be_visible()  # not a move
    expect(page.get_by_role("radio", name="R=?")).to_be_visible()  # its choice stays hidden
    expect(page.locator(".power")).to_have_count(1)  # only our own Ruler is marked
    page.locator(f".cell[data-id='{E3}']").click()
    wait_for_app(page)
    page.locator(f".cell[data-id='{E4}']").click()
    wait_for_app(page)
    expect(page.get_by_text("Lower World to move")).to_be_visible(timeout=20_000)
    expect(page.get_by_text("1. Se3-e4")).to_be_visible()  # move 1, as the status line says
    screenshot(page, "kamla_computer")
