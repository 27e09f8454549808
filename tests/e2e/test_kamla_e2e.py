"""Kamla in Debian Chromium: click-to-move, and the secret Ruler in pair mode."""
import re

import pytest
from playwright.sync_api import Error as PlaywrightError, expect

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


PINS = {"Lower World": "1357", "Upper World": "2468"}


def take_screen(page, side: str, *, choose_pin: bool = False) -> None:
    """A hand-over: ``side`` takes the screen (choosing its PIN at its first one)."""
    if choose_pin:
        page.get_by_label("Your PIN").fill(PINS[side])
        page.get_by_label("The same PIN again").fill(PINS[side])
    page.get_by_role("button", name=f"I am {side}: continue").click()
    wait_for_app(page)


def start_pair(page, app_url) -> None:
    """A new pair game begun, its screen handed to the Lower World."""
    open_kamla(page, app_url)
    page.get_by_text("Pair: two players").click()
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)


def begin_pair(page, app_url, lower_ruler: int = D1) -> None:
    """A pair game with both Rulers chosen (the Lower World's on ``lower_ruler``,
    the Upper World's on e8), handed to the Lower World."""
    start_pair(page, app_url)
    take_screen(page, "Lower World", choose_pin=True)
    cell(page, lower_ruler).click()
    wait_for_app(page)
    take_screen(page, "Upper World", choose_pin=True)
    cell(page, E8).click()
    wait_for_app(page)
    take_screen(page, "Lower World")


def test_pair_mode_secret_ruler_steps(page, app_url):
    start_pair(page, app_url)
    expect(page.get_by_text("Hand the screen to Lower World")).to_be_visible()
    expect(page.locator(".cell")).to_have_count(0)
    screenshot(page, "kamla_pair_handover")
    take_screen(page, "Lower World", choose_pin=True)
    screenshot(page, "kamla_pair_choose")
    cell(page, D1).click()  # the Lower World's Ruler is now d1
    wait_for_app(page)
    expect(page.get_by_text("Hand the screen to Upper World")).to_be_visible()
    take_screen(page, "Upper World", choose_pin=True)
    expect(page.locator(".power")).to_have_count(0)  # Upper sees no Lower Ruler
    cell(page, E8).click()
    wait_for_app(page)
    take_screen(page, "Lower World")
    expect(page.locator(".cell")).to_have_count(64)
    expect(page.locator(".power")).to_have_count(0)
    show_ruler(page, "Lower World", PINS["Lower World"])
    expect(cell(page, D1).locator(".power")).to_have_count(1)
    expect(page.locator(".power")).to_have_count(1)
    screenshot(page, "kamla_pair_show_ruler")
    expect(page.locator(".power")).to_have_count(0, timeout=12_000)  # hides by itself
    cell(page, E3).click()
    wait_for_app(page)
    cell(page, E4).click()  # the Lower World moves and is still at the screen
    wait_for_app(page)
    expect(page.locator(".cell")).to_have_count(0)  # the hand-over covers the board
    expect(page.get_by_text("Hand the screen to Upper World")).to_be_visible()
    screenshot(page, "kamla_pair_after_move")
    take_screen(page, "Upper World")  # whoever clicks it
    show_ruler(page, "Upper World", PINS["Lower World"])  # the Lower World's own PIN
    expect(page.get_by_text("That PIN does not open this Ruler")).to_be_visible()
    expect(page.locator(".power")).to_have_count(0)
    screenshot(page, "kamla_pair_wrong_pin")
    show_ruler(page, "Upper World", PINS["Upper World"])
    expect(cell(page, E8).locator(".power")).to_have_count(1)
    expect(page.locator(".power")).to_have_count(1)  # never the Lower World's d1


def show_ruler(page, side: str, pin: str) -> None:
    """Open "Show my Ruler…" (if not open), type ``pin``, confirm as ``side``."""
    if not page.get_by_label(f"{side} PIN").is_visible():
        page.get_by_role("button", name="Show my Ruler…").click()
    page.get_by_label(f"{side} PIN").fill(pin)
    page.get_by_role("button", name=f"I am {side}: show my Ruler (5 s)").click()
    wait_for_app(page)


UPPER_RULER_SHOWN = """() => [...document.querySelectorAll('[aria-label]')].some(e => {
    const name = e.getAttribute('aria-label');
    return /Upper World( promoted)? Ruler$/.test(name) && !name.endsWith('Priest or Ruler');
}) || document.querySelectorAll('.cell[data-id="60"] .power').length > 0"""
ENDS_OR_LEAVES = ("Resign", "resign", "Yes", "Accept", "New game", "Begin")
CONTROLS = ("button:visible, [role=radio]:visible, [role=checkbox]:visible, "
            "[role=switch]:visible, [role=tab]:visible, summary:visible, .cell")


def controls(page):
    return page.locator("[data-testid=stMain], [data-testid=stPopoverBody]").locator(CONTROLS)


def control_names(page) -> list[str]:
    """Every clickable control of the main area and of an open popover, named
    by its label or its text without icons."""
    return controls(page).evaluate_all("""els => els.map(e => {
        const text = e.cloneNode(true);
        text.querySelectorAll('[data-testid=stIconMaterial]').forEach(icon => icon.remove());
        return e.getAttribute('aria-label') || text.textContent.trim();
    })""")


def click_named(page, name: str, guess: str) -> bool:
    """Click the control named ``name`` (any PIN field holding ``guess``)."""
    names = control_names(page)
    if name not in names:
        return False
    for field in page.locator("input[type=password]:visible").all():
        field.fill(guess)
    try:
        controls(page).nth(names.index(name)).click(timeout=2_000)
    except PlaywrightError:  # covered or gone since the names were read
        return False
    wait_for_app(page)
    if name.endswith("…"):  # a popover opens
        page.locator("[data-testid=stPopoverBody]").first.wait_for(timeout=5_000)
    return True


def test_no_click_by_the_other_player_shows_a_ruler(page, app_url):
    """Issue 28: right after the Lower World's move, its player tries every
    control the page offers, until none is new, typing its own PIN or a guess
    into any PIN field: the Upper World's Ruler never shows."""
    begin_pair(page, app_url)
    cell(page, E3).click()
    wait_for_app(page)
    cell(page, E4).click()
    wait_for_app(page)
    take_screen(page, "Upper World")  # the route of issue 28, with the player's own PIN
    show_ruler(page, "Upper World", PINS["Lower World"])
    assert not page.evaluate(UPPER_RULER_SHOWN)
    tried: list[str] = []
    while len(tried) < 200:
        names = control_names(page)
        fresh = sorted((name for name in names if name not in tried
                        and not any(word in name for word in ENDS_OR_LEAVES)),
                       key=lambda name: (re.match(r"[a-h][1-8] ", name) is not None,
                                         -names.index(name)))
        if not fresh:  # the panel's controls first, the last shown (a popover's) first
            break
        name = fresh[0]  # ending or leaving the game is left out: the rules reveal both
        tried.append(name)
        if not click_named(page, name, (PINS["Lower World"], "0000")[len(tried) % 2]):
            continue
        assert not page.evaluate(UPPER_RULER_SHOWN), f"shown after clicking {name!r}"
        shown = page.locator(".cell:has(.power)").evaluate_all(
            "els => els.map(e => e.getAttribute('aria-label'))")
        assert all("Lower World" in mark for mark in shown), (name, shown)  # its own
        assert "game=" in page.url, name  # still in the game
    assert {"I am Upper World: show my Ruler (5 s)", "Show my Ruler…"} <= set(tried)
    assert len(tried) > 70, len(tried)  # the panel's controls and the 64 cells
    screenshot(page, "kamla_pair_every_click")


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


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_the_hand_over_and_the_pin_fit_each_screen(page, app_url, size):
    """Issue 28 item 1 at both sizes: the hand-over covers the board and its
    button is in the first screen; the PIN fields and the Ruler's board too."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    start_pair(page, app_url)
    button = page.get_by_role("button", name="I am Lower World: continue")
    expect(button).to_be_in_viewport()
    expect(page.locator(".cell")).to_have_count(0)
    screenshot(page, f"kamla_pair_handover_{size[0]}")
    take_screen(page, "Lower World", choose_pin=True)
    cell(page, D1).click()
    wait_for_app(page)
    take_screen(page, "Upper World", choose_pin=True)
    cell(page, E8).click()
    wait_for_app(page)
    take_screen(page, "Lower World")
    show_ruler(page, "Lower World", PINS["Lower World"])
    expect(page.locator(".power")).to_have_count(1)
    screenshot(page, f"kamla_pair_ruler_shown_{size[0]}")
