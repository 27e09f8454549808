"""End-to-end fixtures: one app server per test session, Debian's Chromium
driven by Playwright (never a downloaded browser). Screenshots of every page
go to artifacts/screenshots/ for review."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.harness import ROOT, launch_chromium, serve_app, wait_for_app  # noqa: F401

SCREENSHOTS = ROOT / "artifacts" / "screenshots"


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def app_url(tmp_path_factory):
    with serve_app(tmp_path_factory.mktemp("data")) as url:
        yield url


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, app_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(app_url)
    wait_for_app(page)
    yield page
    context.close()


def screenshot(page, name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
