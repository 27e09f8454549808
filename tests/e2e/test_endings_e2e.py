"""Endings in Chromium: a resignation, an agreed draw and "stop here" show the
end panel with the reading on every page; on two screens the other browser
sees a resignation, a draw offer and its answer without a reload (it polls
every second; the test prints how long each took: the goal is under 2 s, a
figure, not a timed assert, on a shared machine). End panels are
photographed at 1280x800 and 390x844."""
import time

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app
from tests.e2e.harness import shown_code

SEEN_WITHIN = 15_000
SIZES = {"wide": (1280, 800), "phone": (390, 844)}


def open_page(browser, app_url, path: str, size: str = "wide"):
    width, height = SIZES[size]
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.goto(app_url + path)
    wait_for_app(page)
    return page


def click(page, name: str, exact: bool = False) -> None:
    page.get_by_role("button", name=name, exact=exact).first.click()
    wait_for_app(page)


def resign(page, button: str) -> None:
    click(page, "Resign…")
    click(page, button)


def expect_end_panel(page, text: str, name: str) -> None:
    panel = page.locator(".st-key-" + name + "_end_panel")
    expect(panel).to_be_visible(timeout=10_000)
    expect(panel).to_contain_text(text)
    expect(panel.get_by_role("button").filter(has_not_text="Review the game")).to_have_count(1)
    panel.evaluate("panel => panel.scrollIntoView({block: 'start'})")  # for the screenshots


def test_kamla_resignation_and_draw_show_the_end_panel(browser, app_url):
    for size in SIZES:
        page = open_page(browser, app_url, "/kamla", size)
        click(page, "Begin")
        click(page, "Offer a draw")
        click(page, "Accept the draw")
        expect_end_panel(page, "drawn by agreement", "kamla")
        screenshot(page, f"end_panel_kamla_{size}")
        click(page, "New game")
        click(page, "Begin")
        resign(page, "Yes, Lower World resigns")
        expect_end_panel(page, "Upper World wins by resignation", "kamla")
        page.context.close()


def test_kamla_resignation_against_the_computer_shows_the_end_panel(browser, app_url):
    page = open_page(browser, app_url, "/kamla")
    page.get_by_text("Against the computer, each Ruler hidden").click()
    wait_for_app(page)
    click(page, "Begin")
    page.locator(".cell[data-id='3']").click()  # the Lower World's Ruler on d1
    wait_for_app(page)
    expect(page.get_by_text("Lower World to move")).to_be_visible(timeout=20_000)
    resign(page, "Yes, I resign")
    expect_end_panel(page, "Upper World wins by resignation", "kamla")
    page.context.close()


def test_senet_stop_here_and_shatra_draw_show_the_end_panel(browser, app_url):
    page = open_page(browser, app_url, "/senet")
    click(page, "Begin")
    click(page, "Throw the sticks")
    click(page, "Stop here")
    expect_end_panel(page, "stopped before the end", "senet")
    screenshot(page, "end_panel_senet_wide")
    page.context.close()
    page = open_page(browser, app_url, "/shatra", "phone")
    click(page, "Begin")
    click(page, "Offer a draw")
    click(page, "Accept the draw")
    expect_end_panel(page, "drawn by agreement", "shatra")
    screenshot(page, "end_panel_shatra_phone")
    page.context.close()


def seen(locator, what: str) -> None:
    """Wait for the other screen to show ``locator``; print how long it took."""
    began = time.monotonic()
    expect(locator).to_be_visible(timeout=SEEN_WITHIN)
    print(f"the other screen saw {what} after {time.monotonic() - began:.2f} s")


def test_the_other_screen_sees_a_draw_offer_its_answer_and_a_resignation(browser, app_url):
    first = open_page(browser, app_url, "/kamla-two-screens")
    click(first, "Create the game")
    code = shown_code(first)
    second = open_page(browser, app_url, "/kamla-two-screens", "phone")
    second.get_by_label("Game code").fill(code)
    click(second, "Join")
    expect(first.get_by_role("button", name="Offer a draw")).to_be_enabled(timeout=10_000)
    click(first, "Offer a draw")
    seen(second.get_by_text("offers a draw"), "the draw offer")
    click(second, "Decline")
    seen(first.get_by_text("Your draw offer was declined"), "the answer")
    resign(second, "Yes, I resign")
    expect_end_panel(second, "Lower World wins by resignation", "remote")
    seen(first.locator(".st-key-remote_end_panel"), "the resignation")
    expect(first.locator(".st-key-remote_end_panel")).to_contain_text("by resignation")
    screenshot(first, "end_panel_two_screens_wide")
    screenshot(second, "end_panel_two_screens_phone")
    first.context.close()
    second.context.close()
