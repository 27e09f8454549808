"""The play screens in Russian (issue 29): a browser set to ``ru-RU`` plays
Kamla solo and Altai Shatra to their end. The setup, the board page and the
end panel show no English word outside an allowlist (notation, the language
switch's own name); photographed at 1280x800 and 390x844.

The reading's own text (the oracle's words, ``common.show_reading``) is left
to the oracle's Russian edition and not checked here (test_russian_ends_e2e
checks it)."""
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app
from tests.e2e.russian import SIZES, english, russian_page


def click(page, name: str) -> None:
    page.get_by_role("button", name=name).first.click()
    wait_for_app(page)


def move_by_clicks(page) -> None:
    """Click a piece that has a move, then its first lit destination."""
    pieces = page.locator(".cell:has(.piece)")
    for index in range(pieces.count()):
        pieces.nth(index).click()
        wait_for_app(page)
        if page.locator(".target, .capture").count():
            break
    page.locator(".cell:has(.target), .cell:has(.capture)").first.click()
    wait_for_app(page)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("path, key, begin_to_end", [
    ("/kamla", "kamla", "Ничья по согласию"), ("/shatra", "shatra", "Ничья по согласию")])
def test_a_game_played_to_its_end_in_russian(browser, app_url, size, path, key, begin_to_end):
    page = russian_page(browser, app_url + path, size)
    expect(page.get_by_role("button", name="Начать")).to_be_visible()
    assert english(page, reading=False) == [], "setup"
    screenshot(page, f"ru_{key}_setup_{size}")
    click(page, "Начать")
    page.locator(".cell").first.wait_for()
    move_by_clicks(page)
    expect(page.get_by_text("1. ")).to_be_visible()
    assert english(page, reading=False) == [], "board page"
    screenshot(page, f"ru_{key}_board_{size}")
    click(page, "Предложить ничью")
    click(page, "Согласиться на ничью")
    panel = page.locator(f".st-key-{key}_end_panel")
    expect(panel).to_be_visible(timeout=10_000)
    expect(panel).to_contain_text(begin_to_end)
    expect(panel).to_contain_text("записаны в дневник")
    assert english(page, reading=False) == [], "end panel"
    panel.evaluate("panel => panel.scrollIntoView({block: 'start'})")
    screenshot(page, f"ru_{key}_end_{size}")
    page.context.close()
