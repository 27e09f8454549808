"""Every game has an address (issue 15): a reload mid-game or mid-session returns
to it, a play page can leave or switch game, and the Games page lists every
unfinished game (more than 12, paged), archives and deletes with a confirmation."""
from __future__ import annotations

import contextlib
import re
import sqlite3
from datetime import datetime
from pathlib import Path
from typing import Iterator
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import expect

from readings import saved_games
from readings.db import FILE_NAME, open_database
from tests.e2e.conftest import screenshot
from tests.e2e.harness import serve_app, wait_for_app
from play.session import PlaySession

GAME_URL = re.compile(r"[?&]game=(\d+)")
ROWS = "[class*='st-key-games_row_']"


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("games-data")


@pytest.fixture(scope="module")
def games_url(data_dir):
    with serve_app(data_dir) as url:
        yield url


def connect_to(data_dir: Path):
    @contextlib.contextmanager
    def connect() -> Iterator[sqlite3.Connection]:
        con = open_database(data_dir / FILE_NAME)
        try:
            yield con
        finally:
            con.close()
    return connect


def game_id(page) -> int:
    match = GAME_URL.search(page.url)
    assert match, f"no game in the address {page.url}"
    return int(match.group(1))


def reload(page) -> None:
    page.reload()
    wait_for_app(page)


def begun(browser, url: str):
    """A new page on ``url`` (a play page) after a click on Begin."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(url)
    wait_for_app(page)
    page.get_by_role("button", name="Begin").click()
    wait_for_app(page)
    return page


def test_reload_mid_game_returns_to_it_and_new_game_leaves_it(browser, games_url):
    page = begun(browser, games_url + "/kamla")
    page.locator(".cell[data-id='16']").click()
    page.locator(".cell[data-id='24'] .target").wait_for()
    page.locator(".cell[data-id='24']").click()
    wait_for_app(page)
    expect(page.get_by_text("Upper World to move · move 1")).to_be_visible()
    number = game_id(page)
    reload(page)
    expect(page.get_by_role("heading", name="Kamla · solo")).to_be_visible()
    expect(page.get_by_text("Upper World to move · move 1")).to_be_visible()
    assert game_id(page) == number
    page.goto(games_url + f"/kamla?game={number}")  # a bookmark, in a fresh session
    wait_for_app(page)
    expect(page.get_by_text("Upper World to move · move 1")).to_be_visible()
    page.get_by_role("button", name="New game").click()
    wait_for_app(page)
    expect(page.get_by_role("button", name="Begin")).to_be_visible()
    assert not GAME_URL.search(page.url)
    page.close()


def test_reload_mid_session_keeps_the_timer_running(browser, games_url):
    page = begun(browser, games_url + "/senet?practice=cycles")
    page.get_by_role("button", name="Begin the sitting").click()  # the meditation view
    clock = page.locator(".st-key-meditation_clock")
    expect(clock).to_have_text(re.compile(r"^19:5\d$"), timeout=10_000)
    number = game_id(page)
    reload(page)
    expect(page.get_by_role("button", name="Pause")).to_be_visible()
    expect(clock).to_have_text(re.compile(r"^19:[45]\d$"))
    assert game_id(page) == number
    page.close()


def test_an_unknown_address_says_so_and_shows_the_setup(browser, games_url):
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(games_url + "/senet?game=<b>99999</b>")
    wait_for_app(page)
    expect(page.get_by_text("No saved game has the number <b>99999</b>")).to_be_visible()
    expect(page.get_by_role("button", name="Begin")).to_be_visible()
    page.close()


def row_of(page, number: int):
    """The Games page's row of the game begun with intention 'listed game <number>'."""
    page.get_by_text(f"Intention: listed game {number}", exact=True).wait_for()
    return page.locator(ROWS).filter(has_text=f"Intention: listed game {number}")


def test_games_page_lists_every_game_in_pages_and_deletes_after_asking(browser, games_url,
                                                                        data_dir):
    connect = connect_to(data_dir)
    for number in range(14):
        session = PlaySession.start("senet-kendall", "solo", connect=connect,
                                    intention=f"listed game {number}")
        session.play("[3]")
    with connect() as con:
        unfinished = saved_games.count(con, status="playing")
    assert unfinished > 12
    page = browser.new_page(viewport={"width": 1280, "height": 800},
                            timezone_id="Europe/Berlin")
    page.goto(games_url + "/games")
    wait_for_app(page)
    expect(page.get_by_role("radio", name=f"Unfinished ({unfinished})")).to_be_visible()
    expect(page.get_by_text(f"Games 1–10 of {unfinished}")).to_be_visible()
    expect(page.get_by_text("Intention: listed game 13")).to_be_visible()
    opening = "the opening: the first to throw a 1 plays Spools"  # nobody's side yet
    expect(page.get_by_text(opening).first).to_be_visible()
    screenshot(page, "games_page")
    page.get_by_role("button", name="Older").click()
    wait_for_app(page)
    row_of(page, 0).get_by_role("button", name="Delete…").click()
    page.get_by_role("button", name="Yes, delete it").click()
    wait_for_app(page)
    expect(page.get_by_text("The game was deleted.")).to_be_visible()
    expect(page.get_by_text("Intention: listed game 0")).to_have_count(0)
    row_of(page, 1).get_by_role("button", name="Archive").click()
    wait_for_app(page)
    expect(page.get_by_role("radio", name="Archived (1)")).to_be_visible()
    page.goto(games_url + "/games")
    wait_for_app(page)
    row_of(page, 5).get_by_role("link", name="Continue").click()
    wait_for_app(page)
    expect(page.get_by_role("heading", name="Senet: Kendall")).to_be_visible()
    expect(page.get_by_text("Intention: listed game 5")).to_be_visible()
    page.get_by_role("link", name="All games").click()
    wait_for_app(page)
    expect(page.get_by_role("heading", name="Games")).to_be_visible()
    with connect() as con:
        assert saved_games.count(con, status="playing") == unfinished - 2
    page.close()


def test_home_continue_rows_name_the_game_its_turn_and_local_time(browser, games_url, data_dir):
    """Home's rows read like the Games page: the game's name (not its ruleset
    id), whose turn, moves without the throws, local time and a thumbnail."""
    connect = connect_to(data_dir)
    senet = PlaySession.start("senet-kendall", "two players", players=["Ana", "Boris"],
                              connect=connect, intention="home row")
    while len(senet.record) < 8:
        senet.play(senet.legal_texts()[0])
    throws = sum(text.startswith("[") for text in senet.record)
    moves = len(senet.record) - throws
    page = browser.new_page(viewport={"width": 1280, "height": 800}, timezone_id="Asia/Tokyo")
    page.goto(games_url)
    wait_for_app(page)
    row = page.locator(f"[class*='st-key-home_continue_row_{senet.game_id}']")
    expect(row).to_contain_text("Senet: Kendall")
    expect(row).to_contain_text(f"{moves} move{'s' * (moves != 1)}, {throws} throws")
    expect(row).to_contain_text("two players · Ana vs Boris")
    expect(row.get_by_text(re.compile(r"(Cones|Spools) \((Ana|Boris)\) to (move|throw)")))\
        .to_be_visible()
    local = datetime.now(ZoneInfo("Asia/Tokyo"))
    expect(row).to_contain_text(re.compile(rf"last played (today|yesterday) {local:%H}:\d\d"))
    expect(row).not_to_contain_text("senet-kendall")
    expect(row).not_to_contain_text("UTC")
    assert row.locator("img").bounding_box()["height"] <= 64
    screenshot(page, "home_continue")
    row.get_by_role("button", name="Continue").click()
    wait_for_app(page)
    expect(page.get_by_role("heading", name="Senet: Kendall")).to_be_visible()
    assert game_id(page) == senet.game_id
    page.close()
