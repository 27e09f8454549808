"""The reflecting pages in Russian in Debian Chromium (issue 29): Home, Games,
the Journal with an entry, Insights and every rules page, opened by a browser
set to ``ru-RU``, show no English word outside an allowlist of names and
notation; the language switch turns a page to English, and the choice holds
on a new visit. Screenshots at 1280x800 and 390x844 for review."""
from __future__ import annotations

from playwright.sync_api import expect

import games

from readings import db, journal, saved_games
from tests.e2e.conftest import screenshot
from tests.e2e.harness import ROOT, serve_app, wait_for_app
from tests.e2e.russian import english, open_page, russian_context

PAGES = {"home": "/", "games": "/games", "journal": "/journal", "insights": "/insights"}
RULES = ("kamla", "senet", "shatra", "tavreli", "tafl")


def fill(data) -> None:
    """One finished game's entry, and one game waiting to be continued."""
    data.mkdir()
    con = db.open_database(data / db.FILE_NAME)
    journal.add(con, journal.Entry(
        kind="game", game="senet", ruleset="senet-kendall", question="Куда течёт река?",
        notes="Тихий вечер.", tags=["река"], mood=4, minutes=12,
        created_at="2026-11-20T09:00:00Z", outcome={"winner": 0, "reason": "bore off"},
        symbols=[{"id": "s.net", "label": "Сеть"}],
        reading={"title": "Путь через воду", "answer": "Идите дальше, не торопясь."}))
    kamla = games.make("kamla")
    start = kamla.format_position(kamla.initial_state())
    saved = saved_games.create(con, ruleset="kamla", mode="solo", start_position=start,
                               players=["Аня", ""], intention="Услышать себя")
    saved_games.save_progress(con, saved.id, ["Wc1xd3", "Re8-d7", "Ng1-d2"], extends=[])
    con.close()


def test_the_reflecting_pages_speak_russian_and_the_switch_is_remembered(tmp_path, browser):
    fill(tmp_path / "data")
    with serve_app(tmp_path / "data") as url:
        for width, height in ((1280, 800), (390, 844)):
            context = russian_context(browser, width, height)
            for name, path in PAGES.items():
                page = open_page(context, url + path)
                assert english(page) == [], (name, width, english(page))
                screenshot(page, f"ru-{name}-{width}")
                page.close()
            for family in RULES:
                page = open_page(context, f"{url}/{family}-rules")
                expect(page.get_by_role("heading", name="Откуда взяты знаки")).to_be_visible()
                expect(page.get_by_text("Варианты правил в этой сборке")).to_be_visible()
                if (ROOT / "docs" / "rules" / "ru" / f"{family}.md").is_file():
                    assert english(page) == [], (family, width)  # the Russian document
                screenshot(page, f"ru-rules-{family}-{width}")
                page.close()
            context.close()

        context = russian_context(browser, 1280, 800)
        page = open_page(context, url + "/journal")
        expect(page.get_by_role("heading", name="Дневник")).to_be_visible()
        page.locator(".st-key-language_corner").get_by_text("English", exact=True).click()
        wait_for_app(page)
        expect(page.get_by_role("heading", name="Journal")).to_be_visible()
        expect(page.get_by_text("Back up and restore")).to_be_visible()
        context.close()
        context = russian_context(browser, 1280, 800)
        page = open_page(context, url + "/")  # a new visit: the choice was kept
        expect(page.get_by_role("heading", name="Kamla & Senet")).to_be_visible()
        expect(page.get_by_role("link", name="Play Kamla").first).to_be_visible()
        context.close()
