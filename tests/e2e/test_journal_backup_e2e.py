"""The journal's backup in Debian Chromium (issue 26): downloaded from the
Journal page, restored there into an emptied journal with every entry back, a
foreign file refused with nothing written; the Journal and Insights pages at
1280x800 and 390x844 for review."""
from playwright.sync_api import expect

from readings import db, journal
from tests.e2e.conftest import SCREENSHOTS, screenshot
from tests.e2e.harness import serve_app, wait_for_app


def fill(data) -> list[str]:
    data.mkdir()
    con = db.open_database(data / db.FILE_NAME)
    for day in range(1, 13):
        journal.add(con, journal.Entry(
            kind=("game", "cast", "session")[day % 3], game="senet", ruleset="senet-cycles",
            question=f"Что несёт река? ({day})", notes=f"note {day}", tags=["river"],
            mood=day % 5 + 1, minutes=day * 2.5, created_at=f"2026-11-{day + 10:02d}T09:00:00Z",
            outcome={"winner": day % 2, "reason": "time is up"},
            symbols=[{"id": "s.net", "label": "The Net"}],
            reading={"title": f"Reading {day}", "answer": "Stay with it.",
                     "phases": [{"title": "The journey", "answer": "Go on.",
                                 "signs": ["Spools finished Kendall"]}]}))
    uids = sorted(e.uid for e in journal.search(con))
    con.close()
    return uids


def open_expander(page, name: str) -> None:
    page.get_by_text(name).click()
    page.wait_for_timeout(300)


def test_a_backup_downloaded_from_the_page_restores_there(tmp_path, browser):
    uids = fill(tmp_path / "data")
    with serve_app(tmp_path / "data") as url:
        context = browser.new_context(viewport={"width": 1280, "height": 800},
                                      accept_downloads=True)
        page = context.new_page()
        page.goto(url + "/journal")
        wait_for_app(page)
        open_expander(page, "Back up and restore")
        expect(page.get_by_text("Restore a backup (up to 1,024 MB)")).to_be_visible()
        with page.expect_download() as caught:
            page.get_by_role("button", name="Download a backup").click()
        kept = tmp_path / caught.value.suggested_filename
        caught.value.save_as(kept)
        assert kept.name.endswith(".sqlite3.gz") and kept.read_bytes()[:2] == b"\x1f\x8b"
        screenshot(page, "journal-backup-1280")

        con = db.open_database(tmp_path / "data" / db.FILE_NAME)
        for entry in journal.search(con):
            journal.delete(con, entry.id)
        con.close()
        junk = tmp_path / "notes.sqlite3"
        junk.write_bytes(b"not a journal at all" * 100)
        page.reload()
        wait_for_app(page)
        open_expander(page, "Back up and restore")
        for upload, said in ((junk, "Nothing was restored: the file is not a journal backup"),
                             (kept, "Restored 12 entries (0 already in the journal skipped).")):
            page.locator("[data-testid='stFileUploaderDropzoneInput']").first \
                .set_input_files(str(upload))
            wait_for_app(page)
            page.get_by_role("button", name="Restore", exact=True).click()
            wait_for_app(page)
            expect(page.get_by_text(said)).to_be_visible()
        con = db.open_database(tmp_path / "data" / db.FILE_NAME)
        assert sorted(e.uid for e in journal.search(con)) == uids
        con.close()
        expect(page.get_by_text("The phases of this sitting (1)")).to_be_visible()
        for width, height in ((1280, 800), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            for name in ("journal", "insights"):
                page.goto(f"{url}/{name}")
                wait_for_app(page)
                page.wait_for_timeout(800)
                SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(SCREENSHOTS / f"{name}-{width}.png"))
        context.close()
