"""The whole board in the window for every game, at 1280x800 and on a 390x844
phone, and Senet's cells at least 44 px on the phone (issue 15)."""
from __future__ import annotations

import pytest

from tests.e2e.conftest import screenshot
from tests.e2e.harness import serve_app, wait_for_app
from tests.e2e.test_game_address_e2e import connect_to
from play.session import PlaySession

GAMES = {"kamla": "kamla", "senet-kendall": "senet", "shatra": "shatra",
         "tavreli": "tavreli", "tavlei": "tafl", "hnefatafl-11": "tafl"}
SIZES = [(1280, 800), (390, 844)]
BOARD = "[data-testid='stBidiComponentIsolated'] svg.board"


@pytest.fixture(scope="module")
def started(tmp_path_factory):
    """A game of every kind, and the app serving them."""
    data = tmp_path_factory.mktemp("fit-data")
    connect = connect_to(data)
    ids = {ruleset: PlaySession.start(ruleset, "solo", connect=connect).game_id
           for ruleset in GAMES}
    with serve_app(data) as url:
        yield url, ids


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("ruleset", list(GAMES))
def test_the_whole_board_is_in_view(browser, started, ruleset, width, height):
    page = open_game(browser, started, ruleset, width, height)
    box = page.locator(BOARD).first.bounding_box()
    print(f"{ruleset} at {width}x{height}: board {box['width']:.0f}x{box['height']:.0f} "
          f"at ({box['x']:.0f}, {box['y']:.0f})")
    screenshot(page, f"fit_{ruleset}_{width}")
    assert box["x"] >= 0 and box["y"] >= 0
    assert box["x"] + box["width"] <= width and box["y"] + box["height"] <= height
    assert box["width"] >= 160  # fitted, never shrunk to a stamp
    if ruleset.startswith("senet") and width < 500:
        cell = page.locator(f"{BOARD} .cell .hit").first.bounding_box()
        print(f"senet cell on the phone: {cell['width']:.0f}x{cell['height']:.0f} px")
        assert cell["width"] >= 44 and cell["height"] >= 44
    page.context.close()


def open_game(browser, served, ruleset: str, width: int, height: int):
    """The play page of ``ruleset``'s game in a window of that size, its board settled."""
    url, ids = served
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.goto(f"{url}/{GAMES[ruleset]}?game={ids[ruleset]}")
    wait_for_app(page)
    page.locator(BOARD).first.wait_for()
    page.wait_for_timeout(1200)  # the board settles its size after the page is drawn
    return page


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    """A resigned game of every kind (its reading written), and the app serving them."""
    data = tmp_path_factory.mktemp("fit-finished-data")
    connect = connect_to(data)
    ids = {}
    for ruleset in GAMES:
        session = PlaySession.start(ruleset, "solo", intention="What does this ask of me?",
                                    connect=connect)
        session.resign(0)
        ids[ruleset] = session.game_id
    with serve_app(data) as url:
        yield url, ids


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("ruleset", list(GAMES))
def test_the_reading_sits_beside_the_final_board(browser, finished, ruleset, width, height):
    """Issue 25: a finished game's end panel and reading stand beside the final
    board at desktop width and under it on a phone, never above it, so the
    final position is in the first screen."""
    page = open_game(browser, finished, ruleset, width, height)
    panel = page.locator(f".st-key-{GAMES[ruleset]}_end_panel")
    panel.get_by_text("The reading").first.wait_for()
    box, end = page.locator(BOARD).first.bounding_box(), panel.bounding_box()
    print(f"{ruleset} at {width}x{height}: board at ({box['x']:.0f}, {box['y']:.0f}), "
          f"end panel at ({end['x']:.0f}, {end['y']:.0f})")
    screenshot(page, f"end_{ruleset}_{width}")
    assert box["y"] >= 0 and box["y"] + box["height"] <= height  # the final position in view
    if width > 640:
        assert end["x"] >= box["x"] + box["width"]  # beside the board
    else:
        assert end["y"] >= box["y"] + box["height"]  # under the board
    page.context.close()
