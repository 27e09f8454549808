"""Every page in Russian in Debian Chromium (issue 29): each play page's setup,
the two-screen page and a finished game's journal entry with its reading,
opened by a browser set to ``ru-RU`` at 1280x800 and 390x844, show no English
word outside the allowlist of names and notation (the reflecting pages and the
games played to their end have their own passes). Screenshots for review."""
from __future__ import annotations

import random

from playwright.sync_api import expect

import games
from games.core.playout import random_game
from play import lifecycle
from play.session import PlaySession
from readings import db
from tests.e2e.conftest import screenshot
from tests.e2e.harness import serve_app
from tests.e2e.russian import english, open_page, russian_context

PLAY_PAGES = ("kamla", "kamla-two-screens", "senet", "shatra", "tavreli", "tafl")
COMMAND = {"make", "run", "HOST"}
"""The two-screen page quotes the command that opens the app to a network."""


def finished_game(data) -> None:
    """A Kamla game played to its end on a Russian page: its journal entry."""
    data.mkdir()
    con = db.open_database(data / db.FILE_NAME)
    con.close()
    session = PlaySession.start("kamla", "solo", intention="Куда ведёт река?", querent=0,
                                connect=lambda: db.session(data / db.FILE_NAME))
    session.language = "ru"
    for text in random_game(games.make("kamla"), random.Random(5)).texts:
        session.play(text)
    assert session.over
    lifecycle.write_pending(session)


def test_every_play_page_and_a_journal_entry_speak_russian(tmp_path, browser):
    finished_game(tmp_path / "data")
    with serve_app(tmp_path / "data") as url:
        for width, height in ((1280, 800), (390, 844)):
            context = russian_context(browser, width, height)
            for path in PLAY_PAGES:
                page = open_page(context, f"{url}/{path}")
                left = set(english(page)) - (COMMAND if path == "kamla-two-screens" else set())
                assert not left, (path, width, sorted(left))
                screenshot(page, f"ru-setup-{path}-{width}")
                page.close()
            page = open_page(context, f"{url}/journal")  # the newest entry opens
            expect(page.get_by_text("Куда ведёт река?").first).to_be_visible()
            assert english(page) == [], ("journal entry", width, english(page))
            screenshot(page, f"ru-journal-entry-{width}")
            page.close()
            context.close()
