"""The start page in Debian Chromium."""
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot


def test_start_page_renders_in_chromium(page):
    expect(page.get_by_role("heading", name="Kamla & Senet")).to_be_visible()
    expect(page.get_by_text("Kamla (solo)")).to_be_visible()
    assert screenshot(page, "home").stat().st_size > 10_000
