"""Kamla in Debian Chromium: click-to-move, and the secret Ruler in pair mode."""
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app

E3, E4, D1, E8, D6, D5, E6, E5 = 20, 28, 3, 60, 43, 35, 44, 36


def open_kamla(page, app_url):
    page.goto(app_url + "/kamla")
    wait_for_app(page)
    if page.get_by_role("button", name="New game").count():
        page.get_by_role("button", name="New game").click()
        wait_for_app(page)


def cell(page, square: int):
    return page.locator(f".cell[data-id='{square}']")


def test_click_a_piece_then_its_destination(page, app_url):
    open_kamla(page, app_url)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    cell(page, E3).click()
    wait_for_app(page)
    expect(page.locator(".selected")).to_have_count(1)
    expect(page.locator(".target")).to_have_count(1)
    expect(cell(page, E4).locator(".target")).to_have_count(1)
    screenshot(page, "kamla_selected")
    cell(page, E4).click()
    wait_for_app(page)
    expect(cell(page, E4).locator(".tri")).to_have_count(1)
    expect(cell(page, E3).locator(".tri")).to_have_count(0)
    expect(page.get_by_text("Upper World to move")).to_be_visible()
    expect(page.get_by_text("1. Se3-e4")).to_be_visible()
    screenshot(page, "kamla_solo")


def test_pair_mode_secret_ruler_steps(page, app_url):
    open_kamla(page, app_url)
    page.get_by_text("Pair: two players").click()
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    expect(page.get_by_text("Hand the screen to Lower World")).to_be_visible()
    expect(page.locator(".cell")).to_have_count(0)
    screenshot(page, "kamla_pair_handover")
    page.get_by_role("button", name="I am Lower World: continue").click()
    wait_for_app(page)
    screenshot(page, "kamla_pair_choose")
    cell(page, D1).click()  # the Lower World's Ruler is now d1
    wait_for_app(page)
    expect(page.get_by_text("Hand the screen to Upper World")).to_be_visible()
    page.get_by_role("button", name="I am Upper World: continue").click()
    wait_for_app(page)
    expect(page.locator(".power")).to_have_count(0)  # Upper sees no Lower Ruler
    cell(page, E8).click()
    wait_for_app(page)
    page.get_by_role("button", name="I am Lower World: continue").click()
    wait_for_app(page)
    expect(page.locator(".cell")).to_have_count(64)
    expect(page.locator(".power")).to_have_count(0)
    show_ruler(page, "Lower World")
    expect(cell(page, D1).locator(".power")).to_have_count(1)
    expect(page.locator(".power")).to_have_count(1)
    screenshot(page, "kamla_pair_show_ruler")
    expect(page.locator(".power")).to_have_count(0, timeout=12_000)  # hides by itself
    screenshot(page, "kamla_pair_hidden")
    cell(page, E3).click()
    wait_for_app(page)
    cell(page, E4).click()  # the Lower World moves and is still at the screen
    wait_for_app(page)
    page.get_by_role("button", name="Show my Ruler…").click()
    expect(page.get_by_role("button", name="I am Upper World: show my Ruler (5 s)")).to_be_visible()
    expect(page.get_by_role("button", name="I am Lower World: show my Ruler (5 s)")).to_have_count(0)
    expect(page.locator(".power")).to_have_count(0)  # nothing shown before the hand-over
    screenshot(page, "kamla_pair_ruler_handover")
    page.get_by_role("button", name="I am Upper World: show my Ruler (5 s)").click()
    wait_for_app(page)
    expect(cell(page, E8).locator(".power")).to_have_count(1)
    expect(page.locator(".power")).to_have_count(1)  # never the Lower World's d1


def show_ruler(page, side: str) -> None:
    """The hand-over step: open "Show my Ruler…", confirm as ``side``."""
    page.get_by_role("button", name="Show my Ruler…").click()
    page.get_by_role("button", name=f"I am {side}: show my Ruler (5 s)").click()
    wait_for_app(page)


def test_the_same_game_in_two_tabs_loses_no_move(browser, app_url):
    """Issue 14: in two tabs one tab's move vanished (the last write won)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    first, second = context.new_page(), context.new_page()
    open_kamla(first, app_url)
    first.get_by_role("button", name="Begin").click()
    wait_for_app(first)
    cell(first, E3).click()
    wait_for_app(first)
    cell(first, E4).click()
    wait_for_app(first)
    second.goto(app_url + "/kamla")  # the same game, continued in a second tab
    wait_for_app(second)
    second.get_by_role("button", name="Continue").first.click()
    wait_for_app(second)
    cell(first, D6).click()  # the first tab plays the Upper World's answer
    wait_for_app(first)
    cell(first, D5).click()
    wait_for_app(first)
    cell(second, E6).click()  # the second tab, not knowing, plays another
    wait_for_app(second)
    cell(second, E5).click()
    wait_for_app(second)
    expect(second.get_by_text("changed in another tab")).to_be_visible()
    expect(second.get_by_role("radio", name="1. Se3-e4")).to_be_visible()  # shows what is stored
    expect(second.get_by_role("radio", name="Sd6-d5", exact=True)).to_be_visible()
    expect(cell(second, D5).locator(".tri")).to_have_count(1)
    expect(cell(second, E5).locator(".tri")).to_have_count(0)
    screenshot(second, "kamla_stale_tab")
    second.reload()  # the address names the game: a reload opens it as stored
    wait_for_app(second)
    expect(second.get_by_role("radio", name="1. Se3-e4")).to_be_visible()  # nothing was lost
    expect(second.get_by_role("radio", name="Sd6-d5", exact=True)).to_be_visible()
    context.close()
