"""Refusals in Russian in Debian Chromium (issue 29): a browser set to ``ru-RU``
uploads a tafl record that stops being legal and one without its rules, a file
that is no journal backup, and types a join code no game has; each page says
what was refused and why in Russian, the uploaders speak Russian, and no Latin
word shows outside notation, the files' names and the allowlist. Screenshots at
1280x800 and 390x844."""
from __future__ import annotations

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.harness import wait_for_app
from tests.e2e.russian import english, open_page, russian_context
from tests.e2e.test_tafl_records_e2e import BAD

NOTATION = {"variant", "copenhagen", "txt", "gz"}
"""A record's tags (in its refusal and the import box's example), the files' extensions
(a backup's name ends in ``.gz``)."""
UPLOADER = """key => { const box = document.querySelector(`.st-key-${key}`);
  const after = (e, part) => getComputedStyle(e, part).content;
  return [after(box.querySelector("[data-testid='stBaseButton-secondary']"), "::after"),
          after(box.querySelector("[data-testid='stFileUploaderDropzoneInstructions'] > div"),
                "::after"),
          box.querySelector("[data-testid='stFileUploaderDropzone']").innerText.trim()]; }"""
"""What an uploader shows: its button's words, its limit and the text it draws itself
(only its icon's ligature name, ``upload``: Streamlit's own words are hidden)."""


def uploader_words(page, key: str) -> list[str]:
    """``UPLOADER`` once the uploader ``key`` is drawn (a freshly opened
    expander may still be drawing it)."""
    page.locator(f".st-key-{key} [data-testid='stFileUploaderDropzone']").wait_for()
    return page.evaluate(UPLOADER, key)


def upload(page, key: str, name: str, data: bytes) -> None:
    page.locator(f".st-key-{key} input[type=file]").set_input_files(
        files=[{"name": name, "mimeType": "application/octet-stream", "buffer": data}])
    wait_for_app(page)


def said(page, text: str) -> None:
    """``text`` is shown, scrolled into the screenshot's view."""
    shown = page.get_by_text(text)
    expect(shown).to_be_visible()
    shown.scroll_into_view_if_needed()


def russian_only(page, where: str) -> None:
    left = set(english(page)) - NOTATION
    assert not left, (where, sorted(left))


def test_refusals_say_what_and_why_in_russian(app_url, browser):
    for width, height in ((1280, 800), (390, 844)):
        context = russian_context(browser, width, height)
        page = open_page(context, f"{app_url}/tafl")
        page.get_by_text("Загрузить запись партии").click()
        wait_for_app(page)
        assert uploader_words(page, "tafl_record_file") == [
            '"Выбрать файл"', '"До 1 МБ · TXT, TAFL"', "upload"]
        page.locator(".st-key-tafl_record_file").scroll_into_view_if_needed()
        screenshot(page, f"ru-uploader-{width}")
        upload(page, "tafl_record_file", "запись.txt", BAD.encode())
        said(page, "По правилам «Копенгагенский хнефатафл» возможны 2 из 4 ходов; ход 3 "
                   "«d11-d10xe9» — нет. Ход «d11-d10xe9» здесь невозможен. Взятия в нём указаны "
                   "неверно: это ход «d11-d10xe10».")
        russian_only(page, f"tafl record that stops, {width}")
        screenshot(page, f"ru-refusal-tafl-stops-{width}")
        upload(page, "tafl_record_file", "без-правил.txt", b"1. h1-h3 e7-e10\n")
        said(page, "Запись не прочесть: в записи не названы правила — добавьте тег [variant:...]")
        russian_only(page, f"tafl record without rules, {width}")
        screenshot(page, f"ru-refusal-tafl-norules-{width}")
        page.close()

        page = open_page(context, f"{app_url}/journal")
        page.get_by_text("Резервная копия и восстановление").click()
        wait_for_app(page)
        assert uploader_words(page, "journal_restore_file") == [
            '"Выбрать файл"', '"До 1\xa0024 МБ · GZ, SQLITE3"', "upload"]
        upload(page, "journal_restore_file", "заметки.gz", b"not a backup at all")
        page.get_by_role("button", name="Восстановить").click()
        wait_for_app(page)
        said(page, "Ничего не восстановлено: файл — не резервная копия дневника: "
                   "это вовсе не база данных")
        russian_only(page, f"journal restore, {width}")
        screenshot(page, f"ru-refusal-backup-{width}")
        page.close()

        page = open_page(context, f"{app_url}/kamla-two-screens")
        page.locator(".st-key-remote_setup_code input").fill("2345-6789-2345")
        page.get_by_role("button", name="Присоединиться").click()
        wait_for_app(page)
        said(page, "Код «2345-6789-2345» не открывает ни одной игры: проверьте его "
                   "и попробуйте ещё раз.")
        russian_only(page, f"join code, {width}")
        screenshot(page, f"ru-refusal-join-code-{width}")
        page.close()
        context.close()
