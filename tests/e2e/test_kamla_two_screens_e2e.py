"""Kamla pair mode on two screens, two browser contexts in Debian Chromium:
create, join with the invite link, choose the Rulers, play from both sides,
and check that no page ever holds the other side's Ruler, that the creator's
address gives no seat, and that a forged move is refused without the Ruler."""
import re

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app
from tests.e2e.harness import shown_code

D1, E8, E3, E4, E6, E5 = 3, 60, 20, 28, 44, 36


def cell(page, square):
    return page.locator(f".cell[data-id='{square}']")


def assert_hides_ruler(page, opponent_tent: tuple[int, ...]):
    """The opponent's tent pieces look the same and carry no mark of power, and
    the opponent's Ruler choice (``R=`` on its back rank) is nowhere in the page."""
    labels = [cell(page, sq).get_attribute("aria-label") for sq in opponent_tent]
    pieces = [label for label in labels if label and not label.endswith("empty")]
    assert all("Priest or Ruler" in label for label in pieces), labels
    for sq in opponent_tent:
        expect(cell(page, sq).locator(".power")).to_have_count(0)
    html = page.content()
    back_rank = "8" if opponent_tent[0] > 31 else "1"
    leak = re.search(rf"R=[a-h]{back_rank}", html)
    assert not leak, f"a Ruler choice leaked: {html[max(0, leak.start() - 300):leak.end() + 80]!r}"
    hidden_rank = "enwprwne" if back_rank == "8" else "ENWRPWNE"
    aria = page.locator("body").aria_snapshot()
    assert hidden_rank not in html and hidden_rank not in aria


def forge_moves(page, replace: dict[bytes, bytes]) -> None:
    """Rewrite what this browser sends to the server, as a tampered client would
    (same lengths, so the messages stay well formed); ``replace`` may be filled
    later."""
    def route(socket):
        server = socket.connect_to_server()

        def to_server(message):
            if isinstance(message, bytes):
                for old, new in replace.items():
                    message = message.replace(old, new)
            server.send(message)
        socket.on_message(to_server)
    page.route_web_socket(re.compile(r".*/_stcore/stream"), route)


def new_page(browser, width: int = 1280, height: int = 900):
    return browser.new_context(viewport={"width": width, "height": height}).new_page()


def create_game(page, app_url) -> str:
    """Create a game in ``page``; returns its code."""
    page.goto(app_url + "/kamla-two-screens")
    wait_for_app(page)
    page.get_by_role("button", name="Create the game").click()
    wait_for_app(page)
    return shown_code(page)


def join_game(page, app_url, code: str) -> None:
    page.goto(app_url + "/kamla-two-screens")
    wait_for_app(page)
    page.get_by_label("Game code").fill(code)
    page.get_by_role("button", name="Join").click()
    wait_for_app(page)


def test_the_address_holds_no_seat_and_the_invite_link_only_the_code(browser, app_url):
    first, other = new_page(browser), new_page(browser, 390, 844)
    code = create_game(first, app_url)
    expect(first.get_by_text("Give the other player only the game code")).to_be_visible()
    first.get_by_text("Your seat key").click()
    key = re.search(r"([A-Z2-9]{4}-){4}[A-Z2-9]{4}",
                    first.get_by_text(re.compile(r"^([A-Z2-9]{4}-){4}[A-Z2-9]{4}$"))
                    .inner_text()).group(0)
    screenshot(first, "two_screens_share")
    assert key not in first.url and "seat" not in first.url
    invite = first.get_by_text(re.compile(r"\?code=")).inner_text().strip()
    assert invite.endswith(f"?code={code}") and key not in invite

    other.goto(first.url)  # the address shared by mistake: no seat, only the lobby
    wait_for_app(other)
    expect(other.get_by_role("button", name="Create the game")).to_be_visible()
    expect(other.locator(".cell")).to_have_count(0)
    assert key not in other.content()
    other.goto(invite)  # the invite link: the code is filled in, the seat is free
    wait_for_app(other)
    expect(other.get_by_label("Game code")).to_have_value(code)
    other.get_by_role("button", name="Join").click()
    wait_for_app(other)
    expect(other.get_by_text("You play the Upper World")).to_be_visible()
    assert key not in other.content() and code not in other.url
    screenshot(other, "two_screens_joined_phone")

    first.reload()  # the browser kept the seat (tests/e2e/test_two_screens_return_e2e.py)
    wait_for_app(first)
    expect(first.get_by_text("You play the Lower World")).to_be_visible(timeout=10_000)
    assert key not in first.url
    elsewhere = new_page(browser)  # another browser: the seat key typed in brings it back
    elsewhere.goto(app_url + "/kamla-two-screens")
    wait_for_app(elsewhere)
    elsewhere.get_by_text("Come back with a seat key").click()
    elsewhere.get_by_label("Your seat key", exact=True).fill(key.lower())
    elsewhere.get_by_role("button", name="Rejoin").click()
    wait_for_app(elsewhere)
    expect(elsewhere.get_by_text("You play the Lower World")).to_be_visible(timeout=10_000)
    assert key not in elsewhere.url
    for page in (first, other, elsewhere):
        page.context.close()


def test_a_forged_move_is_refused_without_the_other_ruler(browser, app_url):
    first, second = new_page(browser), new_page(browser)
    forged: dict[bytes, bytes] = {}
    forge_moves(first, forged)
    join_game(second, app_url, create_game(first, app_url))
    expect(first.get_by_text("Choose your Ruler")).to_be_visible(timeout=10_000)
    cell(first, D1).click()
    wait_for_app(first)
    expect(second.get_by_text("Choose your Ruler")).to_be_visible(timeout=10_000)
    cell(second, E8).click()
    wait_for_app(second)
    expect(first.get_by_text("Your move")).to_be_visible(timeout=10_000)
    first.get_by_label("Legal moves").click()
    first.get_by_role("option", name="Sd3-d4").click()
    wait_for_app(first)
    forged[b"Sd3-d4"] = b"Sd3-d6"  # the click on Move sends a move not among the options
    first.get_by_role("button", name="Move").click()
    wait_for_app(first)
    alert = first.locator("[data-testid='stAlertContentError']")
    expect(alert).to_contain_text("Sd3-d6")
    assert "enwprwne" not in alert.inner_text()
    assert_hides_ruler(first, (59, 60))
    expect(cell(first, 27).locator(".tri")).to_have_count(0)  # nothing moved
    screenshot(first, "two_screens_forged")
    first.context.close()
    second.context.close()


def test_two_browsers_play_a_pair_game(browser, app_url):
    first, second = new_page(browser), new_page(browser)
    code = create_game(first, app_url)
    screenshot(first, "two_screens_created")
    join_game(second, app_url, code.lower())
    expect(second.get_by_text("You play the Upper World")).to_be_visible()

    expect(first.get_by_text("Choose your Ruler")).to_be_visible(timeout=10_000)
    cell(first, D1).click()  # the Lower World's Ruler is d1
    wait_for_app(first)
    expect(second.get_by_text("Choose your Ruler")).to_be_visible(timeout=10_000)
    assert_hides_ruler(second, (3, 4))
    cell(second, E8).click()
    wait_for_app(second)

    expect(first.get_by_text("Your move")).to_be_visible(timeout=10_000)
    expect(cell(first, D1).locator(".power")).to_have_count(1)  # your own Ruler is marked
    assert_hides_ruler(first, (59, 60))
    cell(first, E3).click()
    wait_for_app(first)
    cell(first, E4).click()
    wait_for_app(first)
    expect(cell(second, E4).locator(".tri")).to_have_count(1, timeout=10_000)  # no reload
    expect(second.get_by_text("Your move")).to_be_visible(timeout=10_000)
    assert_hides_ruler(second, (3, 4))
    expect(cell(second, E8).locator(".power")).to_have_count(1)
    screenshot(second, "two_screens_upper")
    cell(second, E6).click()
    wait_for_app(second)
    cell(second, E5).click()
    wait_for_app(second)
    expect(cell(first, E5).locator(".tri")).to_have_count(1, timeout=10_000)
    assert_hides_ruler(first, (59, 60))
    screenshot(first, "two_screens_lower")
    first.context.close()
    second.context.close()


def test_a_game_belongs_to_its_seats_and_its_deletion_is_told(browser, app_url):
    """Issue 27: a stranger's /games lists the game with no action; a seat
    holder deletes it; the other screen says so in a sentence, no traceback."""
    first, second = new_page(browser, 390, 844), new_page(browser, 1280, 800)
    join_game(second, app_url, create_game(first, app_url))
    stranger = new_page(browser, 1280, 800)
    stranger.goto(app_url + "/games")
    wait_for_app(stranger)
    # Other tests' games may be listed too: local ones with their buttons, two-screen
    # ones like this; the newest is this test's game.
    rows = stranger.locator("[class*='st-key-games_row_']").filter(has_text="only its two players")
    expect(rows.first).to_be_visible()
    expect(rows.get_by_role("button", name="Archive")).to_have_count(0)
    expect(rows.get_by_role("button", name="Delete…")).to_have_count(0)
    key = next(c for c in rows.first.get_attribute("class").split()
               if c.startswith("st-key-games_row_"))
    screenshot(stranger, "games-stranger-1280")
    stranger.set_viewport_size({"width": 390, "height": 844})
    screenshot(stranger, "games-stranger-390")
    screenshot(first, "two-screens-seat-390")
    screenshot(second, "two-screens-seat-1280")
    second.get_by_role("link", name="Games").first.click()
    wait_for_app(second)
    second.locator(f".{key}").get_by_role("button", name="Delete…").click()
    second.get_by_role("button", name="Yes, delete it").click()
    expect(first.get_by_text("no longer here")).to_be_visible(timeout=15_000)
    screenshot(first, "two-screens-vanished-390")
    html = first.content()
    assert "Traceback" not in html and "RemoteError" not in html
