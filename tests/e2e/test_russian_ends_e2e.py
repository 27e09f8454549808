"""Every game's real end in Russian in Debian Chromium (issue 29): Tavreli to a
mate, each tafl ruleset the tafl page offers to its king's escape or capture,
Senet thrown with your own sticks to its last piece home (Kendall: borne off;
Bell: on its domains).

Each game waits one move before its end in the module's fresh data folder (a
seeded playout through the games' public API: deterministic, its last move
checked); a browser set to ``ru-RU`` continues it from Home (its board page
scanned too), makes the last move with clicks on the board, and reads the end
panel: the winner and the reason in
Russian, the journal line, no English word (the reading's own text included),
the entry on the journal page. Photographed at 1280x800 and 390x844."""
from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import expect

import games
from games.core.playout import random_game
from play.session import PlaySession
from readings import db
from tests.e2e.conftest import screenshot
from tests.e2e.harness import serve_app, wait_for_app
from tests.e2e.russian import SIZES, english, russian_page
from ui.views import senet, tafl, tavreli

OWN_STICKS = {"sticks": "own"}
QUESTION = "Куда ведёт тропа?"
SCROLL = "e => { e.style.scrollMarginTop = '70px'; e.scrollIntoView({block: 'start'}); }"
"""Scroll an element to the top of the screen, below the app's header."""


@dataclass(frozen=True)
class End:
    """A game one move before its end: the seeded playout of ``ruleset`` up to
    its ``last`` move (with a throw before it, for Senet), and what the end
    panel's heading then says."""

    ruleset: str
    title: str
    """Its name in the journal."""
    seed: int
    last: str
    says: str
    family: str = "tafl"
    options: tuple[tuple[str, str], ...] = ()

    @property
    def view(self):
        return {"tafl": tafl, "tavreli": tavreli, "senet": senet}[self.family]


ENDS = (
    End("tavreli", "Таврели (русские башенные шахматы)", 111, "f4(1)xf7",
        "Мат. Побеждают белые.", family="tavreli"),
    End("tavlei", "Тавлеи", 51, "f6-e6xKe7", "Побеждают нападающие: князь взят."),
    End("hnefatafl-9", "Хнефатафл 9×9", 218, "c1-a1", "Побеждают защитники: король ушёл."),
    End("hnefatafl-11", "Хнефатафл 11×11", 259, "e1-e8xKe9", "Побеждают нападающие: король взят."),
    End("copenhagen", "Копенгагенский хнефатафл", 59, "a3-a1", "Побеждают защитники: король ушёл."),
    End("fetlar", "Фетларский хнефатафл", 178, "f10-g10xKh10", "Побеждают нападающие: король взят."),
    End("senet-kendall", "Сенет: Кендалл", 320, "28-off", "Побеждают катушки: все фишки ушли с доски.",
        family="senet", options=tuple(OWN_STICKS.items())),
    End("senet-bell", "Сенет: Белл", 123, "6-9<", "Побеждают конусы: все фишки стоят на своих владениях.",
        family="senet", options=tuple(OWN_STICKS.items())),
)


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory) -> Path:
    data = tmp_path_factory.mktemp("ends")
    db.open_database(data / db.FILE_NAME).close()
    return data


@pytest.fixture(scope="module")
def url(data_dir):
    with serve_app(data_dir) as address:
        yield address


def before_the_end(end: End, data_dir: Path) -> tuple[int, list[str], str | None]:
    """The game saved one move (and, for Senet, one throw) before its end: its
    id, its record, and the score the person's own sticks then show."""
    options = dict(end.options)
    played = random_game(games.make(end.ruleset, **options), random.Random(end.seed)).texts
    assert played[-1] == end.last, played[-3:]
    throw = played[-2][1:-1] if end.family == "senet" else None
    stop = len(played) - (2 if throw else 1)

    @contextlib.contextmanager
    def connect():
        with contextlib.closing(db.open_database(data_dir / db.FILE_NAME)) as con:
            yield con

    session = PlaySession.start(end.ruleset, "two players", options=options,
                                players=["Аня", "Борис"], intention=QUESTION, connect=connect)
    for text in played[:stop]:
        session.play(text)
    assert not session.over
    return session.game_id, played[:stop], throw


def last_move_by_clicks(page, end: End, record: list[str]) -> None:
    """The last move, as a person makes it: the piece, then (a tower's split:
    how many go) its square."""
    game = games.make(end.ruleset, **dict(end.options))
    for step in end.view.click_path(game.parse_move(game.replay(record), end.last)):
        if isinstance(step, int):
            page.locator(f".cell[data-id='{step}']").click()
        else:
            label = tavreli.split_label(step, "ru")
            page.get_by_role("button", name=label[:1].upper() + label[1:]).click()
        wait_for_app(page)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("end", ENDS, ids=lambda end: end.ruleset)
def test_a_game_reaches_its_end_in_russian(browser, url, data_dir, end, size):
    game_id, record, throw = before_the_end(end, data_dir)
    width = SIZES[size][0]
    page = russian_page(browser, url, size)
    page.locator(f".st-key-home_continue_{game_id} button").click()
    wait_for_app(page)
    page.locator(".cell").first.wait_for()
    page.wait_for_timeout(600)
    assert english(page) == [], ("board page", english(page))
    screenshot(page, f"ru-end-{end.ruleset}-before-{width}")
    if throw:
        page.locator(f".st-key-senet_pad_{throw} button").click()
        wait_for_app(page)
        record = [*record, f"[{throw}]"]
    last_move_by_clicks(page, end, record)
    panel = page.locator(f".st-key-{end.family}_end_panel")
    expect(panel).to_be_visible(timeout=10_000)
    expect(panel.get_by_role("heading")).to_have_text(end.says)
    expect(panel).to_contain_text("записаны в дневник")
    page.wait_for_timeout(600)
    assert english(page) == [], ("end", english(page))
    screenshot(page, f"ru-end-{end.ruleset}-{width}")  # the first screen
    panel.evaluate(SCROLL)
    screenshot(page, f"ru-end-{end.ruleset}-panel-{width}")

    page.goto(url + "/journal")  # the newest entry opens
    wait_for_app(page)
    entry = page.get_by_role("heading", name=f"{end.title} · партия")
    expect(entry).to_be_visible()
    expect(page.get_by_text(QUESTION).first).to_be_visible()
    page.wait_for_timeout(600)
    assert english(page) == [], ("journal", english(page))
    entry.evaluate(SCROLL)
    screenshot(page, f"ru-end-{end.ruleset}-journal-{width}")
    page.context.close()
