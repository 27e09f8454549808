"""Learning aids in Chromium (issue 15): a takeback against the computer, the
Ruler-threat warning in solo, and the review after a game with a click on a
turning point; photographed at 1280x800 and 390x844."""
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app
from tests.e2e.test_endings_e2e import SIZES, click, open_page

SOLO_GAME = "c1-d3 e8-d7 g1-d2 d8-e8 d2-e5 d6-d5 b1-e2 b8-d8 e2-d5".split()
SOLO_THREAT = "h1-h2 b8-e7 h2-h1 e7-d4".split()


def cell(name: str) -> int:
    return "abcdefgh".index(name[0]) + 8 * (int(name[1]) - 1)


def move(page, text: str) -> None:
    origin, target = text.split("-")
    page.locator(f".cell[data-id='{cell(origin)}']").click()
    wait_for_app(page)
    expect(page.locator(".selected")).to_have_count(1)
    page.locator(f".cell[data-id='{cell(target)}']").click()
    wait_for_app(page)


def listed(page):
    """The moves in the move list (not the page's other radios: the language switch)."""
    return page.locator("[class*='_move_chips']").get_by_role("radio")


def play(page, moves: list[str]) -> None:
    """Each move by two clicks, waiting until the move list shows it."""
    for count, text in enumerate(moves, start=1):
        move(page, text)
        expect(listed(page)).to_have_count(count, timeout=20_000)


def begin(page, mode: str | None = None, threat: bool = False) -> None:
    if mode:
        page.get_by_text(mode).click()
        wait_for_app(page)
    if threat:
        page.get_by_text("Warn me when my Ruler is threatened").click()
        wait_for_app(page)
    click(page, "Begin")


def test_takeback_against_the_computer(browser, app_url):
    page = open_page(browser, app_url, "/kamla")
    begin(page, "Against the computer, each Ruler hidden")
    page.locator(f".cell[data-id='{cell('e1')}']").click()  # our Ruler
    wait_for_app(page)
    expect(page.get_by_text("Lower World to move")).to_be_visible(timeout=20_000)
    move(page, "e3-e4")
    expect(page.get_by_role("radio", name="1. Se3-e4")).to_be_visible(timeout=20_000)
    expect(page.get_by_text("Lower World to move")).to_be_visible(timeout=20_000)
    expect(listed(page)).to_have_count(4)  # our move and the computer's reply
    click(page, "Take back")
    expect(listed(page)).to_have_count(2)  # the two Ruler choices stay
    expect(page.get_by_role("radio", name="1. Se3-e4")).to_have_count(0)
    expect(page.get_by_text("Lower World to move")).to_be_visible()
    screenshot(page, "learning_takeback_wide")
    page.reload()  # the saved game is the one taken back
    wait_for_app(page)
    expect(listed(page)).to_have_count(2, timeout=20_000)
    page.context.close()


def test_threat_warning_and_review_at_both_sizes(browser, app_url):
    for size in SIZES:
        page = open_page(browser, app_url, "/kamla", size)
        if page.get_by_role("button", name="New game").count():
            click(page, "New game")
        begin(page, threat=True)
        play(page, SOLO_THREAT)
        expect(page.get_by_text("The Lower World Ruler is threatened.")).to_be_visible()
        screenshot(page, f"learning_threat_{size}")
        click(page, "New game")
        begin(page)
        play(page, SOLO_GAME)
        panel = page.locator(".st-key-kamla_end_panel")
        expect(panel).to_contain_text("Lower World wins by mate")
        click(page, "Review the game")
        review = page.locator(".st-key-kamla_review")
        expect(review).to_be_visible()
        turns = review.get_by_role("button", name="Move ")
        assert turns.count() >= 1
        turns.first.click()
        wait_for_app(page)
        expect(page.get_by_role("button", name="Back to the game")).to_be_visible()
        page.locator("[data-testid='stMain']").evaluate("main => main.scrollTo(0, 0)")
        screenshot(page, f"learning_review_{size}")
        review.scroll_into_view_if_needed()
        screenshot(page, f"learning_review_list_{size}")
        page.context.close()


def test_a_finished_games_journal_entry_opens_its_review(browser, app_url):
    page = open_page(browser, app_url, "/kamla")
    if page.get_by_role("button", name="New game").count():
        click(page, "New game")
    begin(page)
    play(page, SOLO_GAME)
    expect(page.locator(".st-key-kamla_end_panel")).to_contain_text("Lower World wins by mate")
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.goto(app_url + "/journal")
        wait_for_app(page)
        button = page.get_by_role("button", name="Review on the board")
        expect(button).to_be_visible()
        button.scroll_into_view_if_needed()
        screenshot(page, f"learning_journal_{size}")
    click(page, "Review on the board")
    expect(page.locator(".st-key-kamla_review")).to_be_visible(timeout=20_000)
    assert "game=" in page.url
    page.context.close()
