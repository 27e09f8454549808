"""Two screens like a link to a friend (issue 28), in Debian Chromium: the
browser keeps each seat key, so a reload or a closed and reopened tab comes
back to its seat with its own Ruler view; several games in one browser each
come back to their own seat; a stranger's browser gets none; a finished game
is forgotten; the move list is the clickable one, and a past position shows
no hidden Ruler. No address ever holds a key."""
import re

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app
from tests.e2e.test_kamla_two_screens_e2e import (D1, E3, E4, E8, assert_hides_ruler, cell,
                                                  create_game, join_game, new_page)

KEY = re.compile(r"^([A-Z2-9]{4}-){4}[A-Z2-9]{4}$")
LOWER, UPPER = "You play the Lower World", "You play the Upper World"


def stored(page) -> str:
    """All this browser tab keeps in its storage, as text."""
    return page.evaluate("() => JSON.stringify([{...localStorage}, {...sessionStorage}])")


def tab_key(page) -> str:
    return page.evaluate("() => sessionStorage.getItem('kamla-two-screens.tab')")


def open_page(page, app_url) -> None:
    page.goto(app_url + "/kamla-two-screens")
    wait_for_app(page)


def seated(page, words: str) -> None:
    expect(page.get_by_text(words)).to_be_visible(timeout=15_000)
    wait_for_app(page)


def start_playing(first, second) -> None:
    """Both Rulers chosen (d1, e8), then the Lower World's e3-e4."""
    seated(first, "Choose your Ruler")
    cell(first, D1).click()
    wait_for_app(first)
    seated(second, "Choose your Ruler")
    cell(second, E8).click()
    wait_for_app(second)
    seated(first, "Your move")
    cell(first, E3).click()
    wait_for_app(first)
    cell(first, E4).click()
    wait_for_app(first)
    seated(second, "Your move")


def test_a_reload_and_a_reopened_tab_come_back_to_the_seat(browser, app_url):
    first, second = new_page(browser, 1280, 800), new_page(browser, 390, 844)
    join_game(second, app_url, create_game(first, app_url))
    start_playing(first, second)
    key, other_key = tab_key(first), tab_key(second)
    assert KEY.match(key) and KEY.match(other_key) and key != other_key
    assert other_key not in stored(first) and key not in stored(second)

    first.reload()
    seated(first, LOWER)
    expect(cell(first, D1).locator(".power")).to_have_count(1)  # its own Ruler view
    assert_hides_ruler(first, (59, 60))
    expect(cell(first, E4).locator(".tri")).to_have_count(1)
    assert key not in first.url and other_key not in first.content()
    screenshot(first, "two_screens_back_after_reload_1280")
    second.reload()
    seated(second, UPPER)
    expect(cell(second, E8).locator(".power")).to_have_count(1)
    assert_hides_ruler(second, (3, 4))
    assert other_key not in second.url and key not in second.content()
    screenshot(second, "two_screens_back_after_reload_390")

    context = first.context
    first.close()  # the tab closed, the app's address opened again
    again = context.new_page()
    open_page(again, app_url)
    seated(again, LOWER)
    expect(cell(again, D1).locator(".power")).to_have_count(1)
    assert key not in again.url

    stranger = new_page(browser)
    open_page(stranger, app_url)
    stranger.wait_for_timeout(2_000)  # time for its (empty) storage to report
    expect(stranger.get_by_role("button", name="Create the game")).to_be_visible()
    expect(stranger.locator(".cell")).to_have_count(0)
    expect(stranger.get_by_text("Your games in this browser")).to_have_count(0)
    assert key not in stored(stranger) + stranger.content()

    second.get_by_role("button", name="Resign…").click()  # the end: both browsers forget
    second.get_by_role("button", name="Yes, I resign").click()
    expect(again.get_by_text("Both Rulers are now revealed")).to_be_visible(timeout=15_000)
    wait_for_app(again)
    again.wait_for_timeout(1_000)
    assert key not in stored(again) and other_key not in stored(second)
    again.reload()
    wait_for_app(again)
    again.wait_for_timeout(2_000)
    expect(again.get_by_role("button", name="Create the game")).to_be_visible()
    for page in (again, second, stranger):
        page.context.close()


def test_several_games_in_one_browser_each_come_back_to_their_seat(browser, app_url):
    page = new_page(browser)
    create_game(page, app_url)
    seated(page, LOWER)
    page.get_by_role("button", name="Start or join another game").click()
    wait_for_app(page)
    expect(page.get_by_text("Your games in this browser")).to_be_visible(timeout=10_000)
    page.get_by_text("Upper World", exact=True).click()
    page.get_by_role("button", name="Create the game").click()
    seated(page, UPPER)
    page.reload()  # its own seat, not the game kept first
    seated(page, UPPER)

    other = page.context.new_page()  # a new tab: two seats kept, so it asks which
    open_page(other, app_url)
    kept = other.locator(".st-key-remote_kept_games")
    expect(kept.get_by_role("button", name="Back to this game")).to_have_count(2,
                                                                         timeout=10_000)
    expect(other.locator(".cell")).to_have_count(0)
    screenshot(other, "two_screens_kept_games_1280")
    other.set_viewport_size({"width": 390, "height": 844})
    screenshot(other, "two_screens_kept_games_390")
    kept.locator("[class*='st-key-remote_kept_row_']").filter(
        has_text="Lower World (your side)").get_by_role("button").click()
    seated(other, LOWER)
    page.reload()
    seated(page, UPPER)
    other.reload()
    seated(other, LOWER)
    page.context.close()


def test_the_move_list_steps_back_without_showing_the_hidden_ruler(browser, app_url):
    first, second = new_page(browser, 1280, 800), new_page(browser, 390, 844)
    join_game(second, app_url, create_game(first, app_url))
    start_playing(first, second)
    chips = second.locator("[class*='_move_chips']").get_by_role("radio")  # not the language switch
    expect(chips).to_have_count(3)
    expect(second.get_by_role("radio", name="R=?")).to_have_count(1)  # the Lower World's
    expect(second.get_by_role("radio", name="1. Se3-e4")).to_be_checked()
    second.get_by_role("radio", name="R=e8").click()  # both Rulers chosen, no move yet
    wait_for_app(second)
    expect(second.get_by_text("Looking at")).to_be_visible()
    expect(cell(second, E4).locator(".tri")).to_have_count(0)
    expect(cell(second, E3).locator(".tri")).to_have_count(1)
    assert_hides_ruler(second, (3, 4))
    screenshot(second, "two_screens_move_list_390")
    second.get_by_role("radio", name="R=?").click()  # only the Lower World's choice made
    wait_for_app(second)
    assert_hides_ruler(second, (3, 4))
    expect(cell(second, E8).locator(".power")).to_have_count(0)  # its own not yet chosen
    second.get_by_role("button", name="Back to the game").click()
    wait_for_app(second)
    expect(cell(second, E4).locator(".tri")).to_have_count(1)

    wait_for_app(first)
    expect(first.get_by_role("radio", name="R=d1")).to_have_count(1)  # no stale copy left
    first.get_by_role("radio", name="R=d1").click()
    wait_for_app(first)
    expect(cell(first, D1).locator(".power")).to_have_count(1)
    assert_hides_ruler(first, (59, 60))
    first.get_by_role("button", name="Forward").click()
    wait_for_app(first)
    expect(first.get_by_role("radio", name="R=?")).to_be_checked()
    screenshot(first, "two_screens_move_list_1280")
    first.context.close()
    second.context.close()
