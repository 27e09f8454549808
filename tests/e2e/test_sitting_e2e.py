"""Issue 28 in Debian Chromium: Senet on a phone (the board and the throw in
one 390x844 screen after Begin) and the sitting's full-screen button, its rain
playing only while the clock runs."""
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app

CYCLES = "Kendall–Bell cycles: a session of death and resurrection"


def inside(box, height: int) -> bool:
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def test_senet_on_a_phone_shows_the_board_and_the_throw_after_begin(browser, app_url):
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(app_url + "/senet")
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()  # far down the setup: the page scrolls
    wait_for_app(page)
    page.wait_for_timeout(1200)  # the board fits itself, the page returns to its top
    board = page.locator(".st-key-senet_board svg").first.bounding_box()
    throw = page.get_by_role("button", name="Throw the sticks")
    assert inside(board, 844) and inside(throw.bounding_box(), 844), (board, throw.bounding_box())
    expect(page.locator(".st-key-senet_board .piece")).to_have_count(10)
    screenshot(page, "senet_phone_after_begin")
    page.close()


def test_the_sitting_goes_full_screen_from_its_button(browser, app_url):
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(app_url + "/senet?practice=cycles")
    wait_for_app(page)
    page.get_by_text("Rain", exact=True).click()
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    page.get_by_role("button", name="Begin the sitting").click()
    wait_for_app(page)
    button = page.get_by_role("button", name="Full screen")
    expect(button).to_be_visible()
    expect(page.locator("[data-testid='stHeader']")).to_be_hidden()
    button.click()
    page.wait_for_function("document.fullscreenElement === document.documentElement")
    page.wait_for_function("window.__ambientState.sound === 'rain' && window.__ambientState.playing")
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Pause").click()
    wait_for_app(page)
    page.wait_for_function("window.__ambientState.playing === false")  # silent while paused
    page.close()
