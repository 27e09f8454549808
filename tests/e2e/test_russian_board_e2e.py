"""Every game's board in Russian in Debian Chromium (issue 29): a browser set to
``ru-RU`` begins a game of each, and the board's accessible names (the grid's
and every cell's, what a screen reader and ``get_by_role`` read) are Russian,
with no Latin word but square names (e4, a1); Tavreli's glyphs are Cyrillic and
fit their towers; Senet's pace is written with a decimal comma. Each board is
photographed at 1280x800 and 390x844."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app
from tests.e2e.russian import SIZES, russian_page

SQUARE = re.compile(r"\b[a-k](?:1[01]|[1-9])\b")
"""A square's name (notation, the same in every language): e4, a1, k11."""
LATIN = re.compile(r"[A-Za-z]")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def names(page) -> list[str]:
    """The boards' names and their cells' names (locators reach into the component)."""
    return [*page.locator("svg.board[role='grid']").evaluate_all(
        "grids => grids.map(g => g.getAttribute('aria-label'))"),
        *page.locator("[role='gridcell']").evaluate_all(
        "cells => cells.map(c => c.getAttribute('aria-label'))")]


def begin(page) -> None:
    page.get_by_role("button", name="Начать", exact=True).click()
    wait_for_app(page)
    page.locator("[role='gridcell']").first.wait_for()


def foreign_names(names: list[str]) -> list[str]:
    """The names with a Latin letter left once square names are taken out, or no Cyrillic."""
    return [name for name in names
            if LATIN.search(SQUARE.sub("", name)) or not CYRILLIC.search(name)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("path, family, cells, sample", [
    ("/kamla", "kamla", 64, "a1, Орёл Нижнего мира"),
    ("/shatra", "shatra", 98, "поле 53, белый бий"),
    ("/tafl", "tafl", 81, "e5, трон, князь"),
    ("/tavreli", "tavreli", 64, "e2, белый ратник (будущий хелги)"),
])
def test_a_boards_names_are_russian(browser, app_url, size, path, family, cells, sample):
    page = russian_page(browser, app_url + path, size)
    begin(page)
    said = names(page)
    assert len(said) == cells + 1 and sample in said
    assert foreign_names(said) == [], said[:3]
    if family == "tavreli":
        glyphs = page.locator(".glyph").all_text_contents()
        assert len(glyphs) == 32 and {"Вл", "Рт", "К", "Р", "Л", "В"} == set(glyphs)
        assert all(CYRILLIC.fullmatch(g[0]) for g in glyphs)
        fits = page.locator(".glyph").evaluate_all("""glyphs => glyphs.every(t => {
            const box = t.getBBox(), top = t.previousElementSibling.getBBox();
            return box.x >= top.x && box.x + box.width <= top.x + top.width; })""")
        assert fits, "a glyph is wider than its piece"
    screenshot(page, f"ru_board_{family}_{size}")
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_senets_board_and_pace_are_russian(browser, app_url, size):
    page = russian_page(browser, app_url + "/senet", size)
    page.get_by_text("Против компьютера", exact=True).click()
    wait_for_app(page)
    pace = page.locator("[data-testid='stSlider']").filter(has_text="Темп")
    expect(pace.get_by_text("1,00", exact=True).first).to_be_visible()
    assert "1.00" not in pace.inner_text() and "0,30" in pace.inner_text()
    pace.scroll_into_view_if_needed()
    screenshot(page, f"ru_senet_pace_{size}")
    begin(page)
    said = names(page)
    assert "поле 26, Дом Красоты, пусто" in said and "поле 1, конус" in said
    assert "за пределами доски: катушки — 0, конусы — 0" in said
    assert foreign_names(said) == [], said[:3]
    expect(page.locator("svg.board text.label").filter(has_text=re.compile("^вне$"))) \
        .to_have_count(1)
    screenshot(page, f"ru_board_senet_{size}")
    page.context.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_tavreli_rules_diagrams_draw_the_letters_their_legend_gives(browser, app_url, size):
    page = russian_page(browser, app_url + "/tavreli-rules", size)
    expect(page.get_by_text("Вл", exact=False).first).to_be_visible()
    page.locator(".glyph").first.wait_for()
    glyphs = set(page.locator(".glyph").all_text_contents())
    assert {"Вл", "Рт"} <= glyphs and all(CYRILLIC.fullmatch(g[0]) for g in glyphs), glyphs
    assert foreign_names(names(page)) == []
    page.locator(".stackcount").first.scroll_into_view_if_needed()  # a diagram with a tower
    screenshot(page, f"ru_rules_tavreli_{size}")
    page.context.close()
