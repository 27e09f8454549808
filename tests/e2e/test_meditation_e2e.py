"""The Senet sitting in Chromium: the meditation view, its bell preview, a
reload in the middle of the sitting that resumes it where it stood, and the
end screen with its note and mood. Photographed at 1280x800 and 390x844."""
import re

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app

CLOCK = re.compile(r"^00:[0-5]\d$")


def both_sizes(page, name: str) -> None:
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        screenshot(page, f"{name}_{width}")
    page.set_viewport_size({"width": 1280, "height": 800})


def test_a_one_minute_sitting_with_a_reload_in_the_middle(page, app_url):
    page.goto(app_url + "/senet?practice=cycles")
    wait_for_app(page)
    minutes = page.get_by_label("Minutes", exact=True)
    minutes.fill("1")
    minutes.press("Enter")
    wait_for_app(page)
    page.get_by_text("Bell", exact=True).click()
    page.get_by_text("Gong").click()
    wait_for_app(page)
    page.get_by_role("button", name="Preview the bell").click()
    wait_for_app(page)
    assert page.evaluate("window.__senetBellLast.sound") == "gong"
    page.get_by_role("button", name="Begin", exact=True).click()
    wait_for_app(page)
    expect(page.get_by_text("01:00", exact=True)).to_be_visible()
    page.get_by_role("button", name="Begin the sitting").click()
    expect(page.get_by_role("button", name="Pause")).to_be_visible(timeout=10_000)
    page.wait_for_timeout(3000)
    assert page.evaluate("window.__senetBellLast.kind") == "start"
    both_sizes(page, "meditation_running")
    assert "game=" in page.url
    page.reload()
    wait_for_app(page)
    expect(page.get_by_role("button", name="Pause")).to_be_visible(timeout=10_000)
    clock = page.locator(".st-key-meditation_clock")
    expect(clock).to_have_text(CLOCK)
    assert clock.inner_text() != "01:00"  # it went on from where it stood
    expect(page.get_by_text(re.compile(r"You sat 1 minute"))).to_be_visible(timeout=120_000)
    both_sizes(page, "meditation_end")
    page.get_by_label("A note on this sitting (optional)").fill("Quiet, then the gong.")
    page.get_by_text("Calm", exact=True).click()
    page.get_by_role("button", name="Keep in the journal").click()
    wait_for_app(page)
    expect(page.get_by_text("Your note and mood are kept")).to_be_visible()
