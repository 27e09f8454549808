"""Senet in Debian Chromium: a throw and a move by clicking, the session
timer's start, pause and resume, the comfort options (the opening thrown for
you, one-click moves), the computer's paced steps, and the road's chevrons."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app

OFF = 31


def open_senet(page, app_url):
    page.goto(app_url + "/senet")
    wait_for_app(page)
    if page.get_by_role("button", name="New game").count():
        page.get_by_role("button", name="New game").click()
        wait_for_app(page)
    page.get_by_role("button", name="Begin").wait_for()
    page.wait_for_timeout(300)


def first_legal_move(page) -> tuple[int, int]:
    page.locator("[data-testid='stSelectbox']").first.click()
    text = page.get_by_role("option").first.inner_text()
    page.keyboard.press("Escape")
    match = re.match(r"(in|\d+)[-x](\d+|off)", text)
    origin = OFF if match.group(1) == "in" else int(match.group(1))
    target = OFF if match.group(2) == "off" else int(match.group(2))
    return origin, target


def test_throw_then_click_a_piece_and_its_square(page, app_url):
    open_senet(page, app_url)
    screenshot(page, "senet_setup")
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    throw = page.get_by_role("button", name="Throw the sticks")
    for _ in range(60):  # the opening: throw until someone throws a 1
        if not throw.is_enabled():
            break
        throw.click()
        wait_for_app(page)
    expect(page.get_by_text(re.compile(r"move a piece \d square"))).to_be_visible()
    expect(page.locator(".stick")).to_have_count(4)
    before = page.locator(".cell .piece").count()
    origin, target = first_legal_move(page)
    page.locator(f".cell[data-id='{origin}']").click()
    wait_for_app(page)
    expect(page.locator(f".cell[data-id='{target}'] .target, .cell[data-id='{target}'] .capture"))\
        .to_have_count(1)
    screenshot(page, "senet_selected")
    page.locator(f".cell[data-id='{target}']").click()
    wait_for_app(page)
    expect(page.locator(f".cell[data-id='{target}'] .piece")).to_have_count(1)
    assert page.locator(".cell .piece").count() in (before, before + 1)
    screenshot(page, "senet_moved")


def test_timed_session_start_pause_resume(page, app_url):
    open_senet(page, app_url)
    page.get_by_text("Kendall–Bell cycles").click()
    wait_for_app(page)
    page.get_by_text("For a set time").click()
    wait_for_app(page)
    page.get_by_text("Contemplation: the app plays").click()
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    expect(page.get_by_text("20:00")).to_be_visible()
    page.get_by_role("button", name="Begin the sitting").click()
    expect(page.get_by_text(re.compile(r"19:5\d"))).to_be_visible(timeout=10_000)
    page.wait_for_timeout(3000)  # the app plays on its own meanwhile
    screenshot(page, "senet_session_running")
    page.get_by_role("button", name="Pause").first.click()
    wait_for_app(page)
    paused = page.get_by_text(re.compile(r"^19:[45]\d$")).inner_text()
    page.wait_for_timeout(2500)
    expect(page.get_by_text(paused, exact=True)).to_be_visible()  # a pause stops the clock
    screenshot(page, "senet_session_paused")
    page.get_by_role("button", name="Resume").click()
    expect(page.get_by_text(paused, exact=True)).to_have_count(0, timeout=5000)
    assert page.evaluate("window.__senetBellRings || 0") >= 1  # the start bell rang


def test_the_opening_thrown_for_you_then_one_click_moves_a_piece(page, app_url):
    """Both comfort options chosen at setup: Begin leads straight to Spools'
    first move (no clicks on the sticks), and one click on a piece with one
    destination plays it."""
    open_senet(page, app_url)
    page.get_by_text("Throw the opening for me").click()
    page.get_by_text("One click moves a piece").click()
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    expect(page.get_by_text("Spools: move a piece 1 square.").first).to_be_visible()
    expect(page.get_by_role("button", name="Throw the sticks")).to_be_disabled()
    expect(page.get_by_text(re.compile(r"^Opening: \[[1-5]\]$"))).to_have_count(1)
    origin, target = first_legal_move(page)
    page.locator(f".cell[data-id='{origin}']").click()  # the only click of the move
    wait_for_app(page)
    expect(page.locator(f".cell[data-id='{target}'] .piece")).to_have_count(1)
    expect(page.get_by_text(re.compile(r"^Spools to throw again\.$")).first).to_be_visible()
    expect(page.locator(".cell .selected")).to_have_count(0)
    screenshot(page, "senet_one_click")


def test_the_computer_throws_and_moves_one_step_a_pace(page, app_url):
    """Against the computer (Spools, moving first): its throw is shown on its
    own before its move, then the sticks are the person's."""
    open_senet(page, app_url)
    page.get_by_text("Against the computer").click()
    wait_for_app(page)
    page.get_by_text("Cones", exact=True).click()
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    expect(page.get_by_text(re.compile(r"^Spools: move a piece \d squares?\.$")).first)\
        .to_be_visible(timeout=10_000)  # its throw, waiting a pace for its move
    screenshot(page, "senet_computer_throw_shown")
    expect(page.get_by_role("button", name="Throw the sticks")).to_be_enabled(timeout=30_000)
    expect(page.get_by_text(re.compile(r"^Spools: \[[1-5]\]$"))).to_have_count(1)
    expect(page.get_by_text(re.compile(r"^Cones to throw\.$")).first).to_be_visible()


@pytest.mark.parametrize("width,height,way", [(1280, 800, "right"), (390, 844, "down")])
def test_the_road_is_drawn_both_ways_the_board_is_laid(browser, app_url, width, height, way):
    """The chevrons of the road (S-1): 1→2 points right on a wide screen and
    down on a phone, where the board is drawn turned; cells stay ≥ 44 px."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    open_senet(page, app_url)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    page.wait_for_timeout(1200)  # the board settles its size (and way) after the page is drawn
    board = "[data-testid='stBidiComponentIsolated'] svg.board"
    expect(page.locator(f"{board} line.track")).to_have_count(60)  # 30 chevrons
    first = page.locator(f"{board} line.track").first
    x1, y1, x2, y2 = (float(first.get_attribute(a)) for a in ("x1", "y1", "x2", "y2"))
    assert x2 > x1 if way == "right" else y2 > y1  # from the chevron's arm to its tip
    cell = page.locator(f"{board} .cell .hit").first.bounding_box()
    print(f"senet at {width}x{height}: cells {cell['width']:.0f} px, road points {way}")
    assert cell["width"] >= 44
    screenshot(page, f"senet_road_{width}")
    context.close()
