"""Issue 28, item 3 in Debian Chromium: a Senet game thrown with your own
sticks (five score buttons, keys 1-5) to the journal entry that says so, and
a sitting opened with Bell, thrown with your own sticks, its clock running."""
import re

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app

OWN = "Throw my own sticks and enter each score"


def open_setup(page, url: str) -> None:
    page.goto(url)
    wait_for_app(page)
    if page.get_by_role("button", name="New game").count():
        page.get_by_role("button", name="New game").click()
        wait_for_app(page)
    page.get_by_role("button", name="Begin").wait_for()


def choose_own_sticks(page) -> None:
    page.get_by_text(OWN).click()
    wait_for_app(page)


def begin_a_game_with_own_sticks(browser, app_url: str, width: int, height: int):
    page = browser.new_page(viewport={"width": width, "height": height})
    open_setup(page, app_url + "/senet")
    choose_own_sticks(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    return page


def score(page, n: int, pad: str = "senet_pad"):
    return page.locator(f".st-key-{pad}_{n} button").first


def journal_caption(page, app_url: str) -> str:
    page.goto(app_url + "/journal")
    wait_for_app(page)
    page.get_by_text(re.compile(r"^Senet.* · (game|session|sitting)$")).first.wait_for()
    return page.locator("[data-testid='stCaptionContainer']").all_inner_texts().__str__()


def test_a_game_with_own_sticks_to_the_journal_entry_that_notes_it(browser, app_url):
    page = begin_a_game_with_own_sticks(browser, app_url, 1280, 800)
    expect(page.get_by_role("button", name="Throw the sticks")).to_have_count(0)
    for n in range(1, 6):
        expect(score(page, n)).to_be_visible()
        box = score(page, n).bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44, box
    screenshot(page, "senet_own_sticks_game_1280")
    score(page, 3).click()  # the first seat throws a 3: no 1, the sticks pass
    wait_for_app(page)
    expect(page.get_by_text("Opening: the second seat throws")).to_be_visible()
    page.locator("body").press("1")  # the key 1: the second seat throws a 1 and plays Spools
    wait_for_app(page)
    expect(page.get_by_text(re.compile(r"Spools: move a piece 1 square"))).to_be_visible()
    expect(score(page, 1)).to_be_disabled()  # no throw is due while a piece is to move
    page.get_by_role("button", name="Stop here").click()
    wait_for_app(page)
    captions = journal_caption(page, app_url)
    assert "thrown with your own sticks" in captions, captions
    expect(page.get_by_text("the app drew none of them").first).to_be_attached()  # folded
    page.close()


def test_own_sticks_on_a_phone_put_the_board_and_the_scores_in_one_screen(browser, app_url):
    page = begin_a_game_with_own_sticks(browser, app_url, 390, 844)
    page.wait_for_timeout(1200)
    for n in (1, 5):
        box = score(page, n).bounding_box()
        assert box and box["y"] + box["height"] <= 844 and box["height"] >= 44, box
    screenshot(page, "senet_own_sticks_game_390")
    page.close()


def test_a_sitting_opened_with_bell_with_own_sticks(browser, app_url):
    for width, height in ((390, 844), (1280, 800)):
        page = browser.new_page(viewport={"width": width, "height": height})
        open_setup(page, app_url + "/senet?practice=cycles")
        page.get_by_text("Bell (the way back)").click()
        wait_for_app(page)
        choose_own_sticks(page)
        page.get_by_role("button", name="Begin").click()
        wait_for_app(page)
        page.get_by_role("button", name="Begin the sitting").click()
        wait_for_app(page)
        expect(page.get_by_text(re.compile(r"^19:5\d$"))).to_be_visible(timeout=10_000)
        pieces = page.locator(".st-key-meditation_backdrop .cell[data-id='27'] .piece")
        expect(pieces).to_have_count(0)  # Bell: every piece waits off the board
        score(page, 1, "senet_med_pad").click()  # the first seat's 1: Spools, who then throw
        wait_for_app(page)
        score(page, 4, "senet_med_pad").click()  # a 4: the app enters a piece on 27
        expect(pieces).to_have_count(1, timeout=10_000)
        shown = page.get_by_text(re.compile(r"^19:[45]\d$")).inner_text()
        page.wait_for_timeout(2200)
        expect(page.get_by_text(shown, exact=True)).to_have_count(0)  # the clock runs on
        screenshot(page, f"senet_own_sticks_sitting_{width}")
        if width < 1280:
            page.close()
    page.get_by_text("The game").click()
    page.get_by_role("button", name="Stop here").click()
    wait_for_app(page)
    captions = journal_caption(page, app_url)
    assert "thrown with your own sticks" in captions and "opened with Bell" in captions, captions
    expect(page.get_by_text("The session opened with Bell").first).to_be_attached()
    page.close()
