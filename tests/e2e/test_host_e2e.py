"""DNS rebinding in Debian Chromium: a foreign domain resolved to this computer
(as a rebinding attacker's page would be) gets a refusal and no page; the
loopback names get the app."""
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app
from tests.e2e.harness import CHROMIUM, CHROMIUM_ARGS

REFUSAL = "This app answers only at the address it was started on"


def test_a_foreign_host_name_gets_no_session(browser, app_url):
    port = app_url.rsplit(":", 1)[1]
    rebinding = browser.browser_type.launch(
        executable_path=CHROMIUM, headless=True,
        args=[*CHROMIUM_ARGS, "--host-resolver-rules=MAP rebind.example 127.0.0.1"])
    try:
        page = rebinding.new_page(viewport={"width": 1280, "height": 800})
        page.goto(f"http://rebind.example:{port}/journal")
        wait_for_app(page)
        expect(page.get_by_text(REFUSAL)).to_be_visible()
        expect(page.get_by_role("heading", name="Journal")).to_have_count(0)
        expect(page.get_by_role("link", name="Home")).to_have_count(0)
        screenshot(page, "foreign-host-refused")
        for name in ("localhost", "127.0.0.1"):
            page.goto(f"http://{name}:{port}/journal")
            wait_for_app(page)
            expect(page.get_by_role("heading", name="Journal")).to_be_visible()
            expect(page.get_by_text(REFUSAL)).to_have_count(0)
    finally:
        rebinding.close()
