"""Kamla pair mode on two screens, two browser contexts in Debian Chromium:
create, join with the code, choose the Rulers, play from both sides, and
check that no page ever holds the other side's Ruler."""
import re

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app

D1, E8, E3, E4, E6, E5 = 3, 60, 20, 28, 44, 36


def cell(page, square):
    return page.locator(f".cell[data-id='{square}']")


def assert_hides_ruler(page, opponent_tent: tuple[int, ...]):
    """The opponent's tent pieces look the same and carry no mark of power, and
    the opponent's Ruler choice (``R=`` on its back rank) is nowhere in the page."""
    labels = [cell(page, sq).get_attribute("aria-label") for sq in opponent_tent]
    pieces = [label for label in labels if label and not label.endswith("empty")]
    assert all("Priest or Ruler" in label for label in pieces), labels
    for sq in opponent_tent:
        expect(cell(page, sq).locator(".power")).to_have_count(0)
    html = page.content()
    back_rank = "8" if opponent_tent[0] > 31 else "1"
    leak = re.search(rf"R=[a-h]{back_rank}", html)
    assert not leak, f"a Ruler choice leaked: {html[max(0, leak.start() - 300):leak.end() + 80]!r}"


def test_two_browsers_play_a_pair_game(browser, app_url):
    first = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    second = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    first.goto(app_url + "/kamla-two-screens")
    wait_for_app(first)
    first.get_by_role("button", name="Create the game").click()
    wait_for_app(first)
    code = re.search(r"code \*?\*?([A-Z0-9]{6})", first.get_by_text("Give the other player the code")
                     .inner_text().replace("*", "")) or re.search(
        r"([A-Z2-9]{6})", first.get_by_text("Give the other player the code").inner_text())
    code = code.group(1)
    screenshot(first, "two_screens_created")

    second.goto(app_url + "/kamla-two-screens")
    wait_for_app(second)
    second.get_by_label("Game code").fill(code.lower())
    second.get_by_role("button", name="Join").click()
    wait_for_app(second)
    expect(second.get_by_text("You play the Upper World")).to_be_visible()

    expect(first.get_by_text("Choose your Ruler")).to_be_visible(timeout=10_000)
    cell(first, D1).click()  # the Lower World's Ruler is d1
    wait_for_app(first)
    expect(second.get_by_text("Choose your Ruler")).to_be_visible(timeout=10_000)
    assert_hides_ruler(second, (3, 4))
    cell(second, E8).click()
    wait_for_app(second)

    expect(first.get_by_text("Your move")).to_be_visible(timeout=10_000)
    expect(cell(first, D1).locator(".power")).to_have_count(1)  # your own Ruler is marked
    assert_hides_ruler(first, (59, 60))
    cell(first, E3).click()
    wait_for_app(first)
    cell(first, E4).click()
    wait_for_app(first)
    expect(cell(second, E4).locator(".tri")).to_have_count(1, timeout=10_000)  # no reload
    expect(second.get_by_text("Your move")).to_be_visible(timeout=10_000)
    assert_hides_ruler(second, (3, 4))
    expect(cell(second, E8).locator(".power")).to_have_count(1)
    screenshot(second, "two_screens_upper")
    cell(second, E6).click()
    wait_for_app(second)
    cell(second, E5).click()
    wait_for_app(second)
    expect(cell(first, E5).locator(".tri")).to_have_count(1, timeout=10_000)
    assert_hides_ruler(first, (59, 60))
    screenshot(first, "two_screens_lower")
    first.context.close()
    second.context.close()
