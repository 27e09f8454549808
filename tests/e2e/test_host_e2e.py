"""DNS rebinding in Debian Chromium: a foreign domain resolved to this computer
(as a rebinding attacker's page would be) gets a refusal and no page; the
loopback names get the app. Streamlit's own endpoints refuse it too."""
import http.client

import pytest
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
        reply = page.goto(f"http://rebind.example:{port}/journal")
        assert reply.status == 403  # refused by the server itself (ui.hosts.RefuseForeignHosts)
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


ENDPOINTS = ["/", "/journal", "/_stcore/health", "/_stcore/metrics", "/_stcore/host-config",
             "/_stcore/upload_file/x/y", "/_stcore/stream", "/_stcore/anything", "/media/x.png"]


def _status(app_url: str, path: str, host: str) -> tuple[int, bytes]:
    port = int(app_url.rsplit(":", 1)[1])
    con = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        con.request("GET", path, headers={"Host": host})
        reply = con.getresponse()
        return reply.status, reply.read()
    finally:
        con.close()


@pytest.mark.parametrize("path", ENDPOINTS)
def test_every_endpoint_refuses_a_foreign_host(app_url, path):
    port = app_url.rsplit(":", 1)[1]
    for foreign in (f"rebind.example:{port}", "attacker.invalid", "127.0.0.1.evil.example", ""):
        status, body = _status(app_url, path, foreign)
        assert status == 403 and REFUSAL.encode() in body, (path, foreign, status)
    assert _status(app_url, "/_stcore/health", f"localhost:{port}") == (200, b"ok")
