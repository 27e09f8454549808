"""A tafl record in Debian Chromium: upload a Copenhagen record on the tafl
page, read where it stops being legal, upload a legal one, open it as a game,
resign, and download the finished game's record."""
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app

GOOD = "[variant:copenhagen]\n[attackers:Ann]\n1. h1-h3 e7-e10\n2. d11-d10xe10 e6-e9\n"
BAD = "[variant:copenhagen]\n1. h1-h3 e7-e10\n2. d11-d10xe9 e6-e9\n"


def _upload(page, name: str, text: str) -> None:
    page.locator("input[type=file]").set_input_files(
        files=[{"name": name, "mimeType": "text/plain", "buffer": text.encode()}])
    wait_for_app(page)


def test_import_a_record_open_it_and_download_it(page, app_url, tmp_path):
    page.goto(f"{app_url}/tafl")
    wait_for_app(page)
    page.get_by_text("Import a game record").click()
    _upload(page, "bad.txt", BAD)
    expect(page.get_by_text("2 of 4 moves are legal under Copenhagen Hnefatafl; move 3 "
                            "'d11-d10xe9' is not", exact=False)).to_be_visible()
    _upload(page, "good.txt", GOOD)
    expect(page.get_by_text("All 4 moves are legal under Copenhagen Hnefatafl")).to_be_visible()
    screenshot(page, "tafl_record_import")
    page.get_by_role("button", name="Open it as a solo game").click()
    wait_for_app(page)
    expect(page.get_by_role("radio", name="2. d11-d10xe10")).to_be_visible()  # the move list
    expect(page.get_by_role("radio", name="e6-e9", exact=True)).to_be_visible()
    page.get_by_role("button", name="Resign…").click()
    page.get_by_role("button", name="Yes, Attackers resigns").click()
    wait_for_app(page)
    with page.expect_download() as download:
        page.get_by_role("button", name="Download the game record").click()
    saved = tmp_path / "record.txt"
    download.value.save_as(saved)
    text = saved.read_text(encoding="utf-8")
    assert "[variant:copenhagen]" in text and "[result:defenders]" in text
    assert "2. d11-d10xe10 e6-e9" in text
    screenshot(page, "tafl_record_export")
