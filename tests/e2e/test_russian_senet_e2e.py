"""The Senet page and Kamla on two screens in Russian in Debian Chromium
(issue 29): Senet's setup, a game thrown with your own sticks, a timed cycle
sitting to its end, the two-screen lobby and a new game's table, opened by a
browser set to ``ru-RU`` at 1280x800 and 390x844, show no English word outside
an allowlist of names and notation. Screenshots for review."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.harness import serve_app, wait_for_app
from tests.e2e.russian import english, russian_context

SIZES = ((1280, 800), (390, 844))


def setup(context, url: str):
    page = context.new_page()
    page.goto(url)
    wait_for_app(page)
    page.get_by_role("button", name="Начать", exact=True).wait_for()
    page.wait_for_timeout(800)
    return page


def begin(page) -> None:
    page.get_by_role("button", name="Начать", exact=True).click()
    wait_for_app(page)
    page.wait_for_timeout(800)


def test_the_senet_setup_a_game_with_own_sticks_and_a_sitting_speak_russian(tmp_path, browser):
    with serve_app(tmp_path / "data") as url:
        for width, height in SIZES:
            context = russian_context(browser, width, height)
            page = setup(context, url + "/senet?practice=cycles")
            page.get_by_text("Каждые несколько минут").click()
            wait_for_app(page)
            page.get_by_text("Колокол", exact=True).click()  # the bell's settings, unfolded
            expect(page.get_by_text("Поющая чаша")).to_be_visible()
            assert english(page) == [], ("setup", width, english(page))
            screenshot(page, f"ru-senet-setup-{width}")
            page.close()

            page = setup(context, url + "/senet")
            page.get_by_text("Бросать свои дощечки и вводить каждый счёт").click()
            wait_for_app(page)
            begin(page)
            page.locator(".st-key-senet_pad_3 button").click()  # the first seat's 3: no 1
            wait_for_app(page)
            expect(page.get_by_text("бросает второй игрок").first).to_be_visible()
            page.keyboard.press("1")  # the second seat's 1: it plays the spools
            wait_for_app(page)
            expect(page.get_by_text("Катушки: фишка идёт на 1 поле.").first).to_be_visible()
            assert english(page) == [], ("own sticks", width, english(page))
            screenshot(page, f"ru-senet-own-sticks-{width}")
            page.close()

            page = setup(context, url + "/senet?practice=cycles")
            begin(page)
            page.get_by_role("button", name="Начать сеанс").click()
            wait_for_app(page)
            expect(page.get_by_text(re.compile(r"^19:5\d$"))).to_be_visible(timeout=10_000)
            page.get_by_text("Темп, колокол и звук").click()
            page.get_by_text("Партия", exact=True).click()
            page.wait_for_timeout(600)
            assert english(page) == [], ("sitting", width, english(page))
            screenshot(page, f"ru-senet-sitting-{width}")
            page.get_by_role("button", name="Закончить здесь").click()
            wait_for_app(page)
            expect(page.get_by_text(re.compile(r"^Вы медитировали \d+ минут"))).to_be_visible()
            expect(page.get_by_text("Как вы себя чувствуете?")).to_be_visible()
            assert english(page) == [], ("sitting's end", width, english(page))
            screenshot(page, f"ru-senet-sitting-end-{width}")
            context.close()


def test_the_two_screen_lobby_and_table_speak_russian(tmp_path, browser):
    """Kamla on two screens in a ru-RU browser: the lobby, then the table of a
    new game with its code to share (the code and links themselves are notation)."""
    with serve_app(tmp_path / "data") as url:
        for width, height in SIZES:
            context = russian_context(browser, width, height)
            page = context.new_page()
            page.goto(url + "/kamla-two-screens")
            wait_for_app(page)
            expect(page.get_by_role("heading", name="Камла · два экрана")).to_be_visible()
            page.wait_for_timeout(800)
            assert english(page, ("make", "run", "HOST")) == [], ("lobby", width, english(page))
            screenshot(page, f"ru-two-screens-lobby-{width}")
            page.get_by_role("button", name="Создать партию").click()
            wait_for_app(page)
            expect(page.get_by_text("Код партии", exact=True)).to_be_visible()
            page.wait_for_timeout(800)
            assert english(page) == [], ("table", width, english(page))
            screenshot(page, f"ru-two-screens-table-{width}")
            context.close()
