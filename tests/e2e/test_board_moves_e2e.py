"""A board like lichess's (issue 28 item 5) in Chromium: selecting a piece
shows its targets with no message to the server (the legal moves travel with
the position), a move is one message, a piece can be dragged to its target,
and the status line says when an earlier position is shown. Screenshots of a
selection's targets (Kamla, Senet) at 1280x800 and 390x844."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.harness import wait_for_app
from tests.e2e.test_senet_e2e import open_senet

E3, E4, E5, E6 = 20, 28, 36, 44
SIZES = {"wide": (1280, 800), "phone": (390, 844)}


def board(page):
    """The play page's board (Senet's sticks are a second board under it)."""
    return page.locator("[data-testid='stBidiComponentIsolated']").first


def cell(page, square: int):
    return board(page).locator(f".cell[data-id='{square}']")


class Sent:
    """Counts the browser's messages to the app server over its WebSocket."""

    def __init__(self, page):
        self.count = 0
        page.on("websocket", lambda ws: ws.on("framesent", self.add))

    def add(self, _frame) -> None:
        self.count += 1


def hold(page, origin: int, target: int) -> None:
    """Press the mouse on ``origin`` and carry it, held, to ``target``."""
    start, end = cell(page, origin).bounding_box(), cell(page, target).bounding_box()
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=8)


def begin_kamla(page, app_url) -> Sent:
    sent = Sent(page)  # before the page opens its WebSocket
    page.goto(app_url + "/kamla")
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    cell(page, E3).wait_for()
    page.wait_for_timeout(1200)  # the board has fitted itself to the window (board.js keepInView)
    return sent


def test_select_shows_targets_without_the_server_then_click_and_drag_moves(page, app_url):
    sent = begin_kamla(page, app_url)
    before = sent.count
    cell(page, E3).click()
    expect(cell(page, E4).locator(".target")).to_have_count(1)
    expect(cell(page, E3).locator(".selected")).to_have_count(1)
    page.wait_for_timeout(400)  # time for any message the click might have sent
    assert sent.count == before  # selecting is drawn in the browser alone
    cell(page, E3).click()  # a second click on the piece lets it go, still locally
    expect(cell(page, E4).locator(".target")).to_have_count(0)
    page.wait_for_timeout(300)
    assert sent.count == before

    cell(page, E3).click()
    cell(page, E4).click()  # the move: one message
    expect(page.get_by_text("Upper World to move · move 1")).to_be_visible()
    expect(cell(page, E4).locator(".tri")).to_have_count(1)
    expect(cell(page, E3).locator(".tri")).to_have_count(0)
    assert sent.count > before
    wait_for_app(page)

    hold(page, E6, E5)
    expect(cell(page, E5).locator(".target")).to_have_count(1)  # shown while dragging
    expect(board(page).locator(".ghost")).to_have_count(1)
    page.mouse.up()
    expect(page.get_by_text("Lower World to move · move 2")).to_be_visible()
    expect(cell(page, E5).locator(".tri")).to_have_count(1)
    expect(cell(page, E6).locator(".tri")).to_have_count(0)
    expect(board(page).locator(".ghost")).to_have_count(0)
    wait_for_app(page)

    page.keyboard.press("ArrowLeft")  # the status line says an earlier position is shown
    expect(page.get_by_text(re.compile(r"Looking at move 1 — the game is at move 2"))
           ).to_be_visible()
    expect(cell(page, E5).locator(".tri")).to_have_count(0)
    cell(page, E3).click()  # a click on the board returns to the game
    expect(page.get_by_text("Lower World to move · move 2")).to_be_visible()
    expect(cell(page, E5).locator(".tri")).to_have_count(1)


def test_a_drop_off_the_targets_moves_nothing_and_keeps_the_piece_selected(page, app_url):
    sent = begin_kamla(page, app_url)
    before = sent.count
    hold(page, E3, E6)
    page.mouse.up()
    expect(cell(page, E3).locator(".tri")).to_have_count(1)
    expect(cell(page, E3).locator(".selected")).to_have_count(1)
    expect(cell(page, E4).locator(".target")).to_have_count(1)
    page.wait_for_timeout(400)
    assert sent.count == before


def throw_until_a_move(page) -> None:
    throw = page.get_by_role("button", name="Throw the sticks")
    for _ in range(60):  # the opening: throw until someone throws a 1, then a move
        if board(page).locator(".cell.movable").count():
            return
        if throw.is_enabled():
            throw.click()
        wait_for_app(page)
    raise AssertionError("no Senet move after 60 throws")


def test_screenshots_of_a_selection_s_targets(browser, app_url):
    for name, (width, height) in SIZES.items():
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        begin_kamla(page, app_url)
        cell(page, 6).click()  # the Lower Horseman on g1
        expect(board(page).locator(".target")).not_to_have_count(0)
        screenshot(page, f"board_targets_kamla_{name}")
        open_senet(page, app_url)
        page.get_by_role("button", name="Begin").click()
        wait_for_app(page)
        throw_until_a_move(page)
        movable = board(page).locator(".cell.movable")
        movable.last.click()
        expect(board(page).locator(".target, .capture")).not_to_have_count(0)
        screenshot(page, f"board_targets_senet_{name}")
        context.close()


def test_a_finger_drags_a_piece_on_a_phone(browser, app_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True)
    page = context.new_page()
    begin_kamla(page, app_url)
    touch = context.new_cdp_session(page)
    start, end = cell(page, E3).bounding_box(), cell(page, E4).bounding_box()
    x, y = start["x"] + start["width"] / 2, start["y"] + start["height"] / 2
    to_y = end["y"] + end["height"] / 2
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 9):
        touch.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
            {"x": x, "y": y + (to_y - y) * step / 8}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    expect(page.get_by_text("Upper World to move · move 1")).to_be_visible()
    expect(cell(page, E4).locator(".tri")).to_have_count(1)
    context.close()


def test_a_step_that_needs_the_page_s_button_still_goes_through_the_server(page, app_url):
    """Altai Shatra's biy in its gate may be put on the field (its reserve
    right): the click on it asks the page for the button, whose step the
    board then continues."""
    page.goto(app_url + "/shatra")
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    cell(page, 53).click()
    place = page.get_by_role("button", name=re.compile("Put it on the field"))
    expect(place).to_be_visible()
    place.click()
    wait_for_app(page)
    expect(cell(page, 32).locator(".target")).to_have_count(1)
    cell(page, 32).click()
    expect(page.get_by_text("Black to move.")).to_be_visible()
    expect(cell(page, 32).locator(".piece")).to_have_count(1)
    expect(cell(page, 53).locator(".piece")).to_have_count(0)


def test_a_tavreli_tower_is_dragged_whole_while_the_page_offers_its_split(page, app_url):
    page.goto(app_url + "/tavreli")
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    for origin, target in ((12, 28), (51, 35), (28, 35), (48, 40)):  # e4 d5 exd5 a6
        cell(page, origin).click()
        cell(page, target).click()
        wait_for_app(page)
    expect(cell(page, 35).locator(".stackcount")).to_have_text("2")
    hold(page, 35, 43)  # the tower d5-d6
    page.wait_for_timeout(600)  # the server answers the selection while the tower is held
    page.mouse.up()
    expect(page.get_by_text("Black to move.")).to_be_visible()
    expect(cell(page, 43).locator(".stackcount")).to_have_text("2")
    expect(cell(page, 35).locator(".piece")).to_have_count(0)
