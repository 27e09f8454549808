"""The start page in Debian Chromium: the practices and the ways into them."""
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot, wait_for_app


def test_start_page_leads_into_each_practice(page, app_url):
    expect(page.get_by_role("heading", name="Kamla & Senet")).to_be_visible()
    for title in ("Kamla: a game of spirits", "Senet: a game of passing",
                  "A cycle session: death and resurrection"):
        expect(page.get_by_role("heading", name=title)).to_be_visible()
    page.wait_for_timeout(300)
    assert screenshot(page, "home").stat().st_size > 10_000
    page.get_by_role("link", name="Begin a session").click()
    wait_for_app(page)
    expect(page.get_by_role("heading", name="Senet", exact=True)).to_be_visible()
    expect(page.get_by_role("radio", name="Kendall–Bell cycles: a session of death and resurrection"))\
        .to_be_checked()
    expect(page.get_by_role("radio", name="For a set time")).to_be_checked()
    page.get_by_role("link", name="Home").click()
    wait_for_app(page)
    page.get_by_role("link", name="Play Kamla").first.click()
    wait_for_app(page)
    expect(page.get_by_role("heading", name="Kamla", exact=True)).to_be_visible()


def test_the_first_screen_says_what_the_app_does_and_a_game_is_one_click_away(browser, app_url):
    """Issue 28: play, the reading, the journal, the sitting, and "Play Kamla"
    above the fold, at 1280x800 and on a phone."""
    for width, height in ((1280, 800), (390, 844)):
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(app_url)
        wait_for_app(page)
        for words in ("ancient board games", "read like an oracle", "The journal",
                      "meditation timer"):
            box = page.get_by_text(words).first.bounding_box()
            assert box and box["y"] + box["height"] <= height, (width, words, box)
        link = page.get_by_role("link", name="Play Kamla").first.bounding_box()
        assert link and link["y"] + link["height"] <= height, (width, link)
        page.close()


LIGATURES = ("home", "view_list", "change_history", "devices", "hourglass_empty", "landscape",
             "stacks", "castle", "auto_stories", "insights", "menu_book", "play_arrow",
             "self_improvement")
"""The Material icon names the app's links use: drawn as font ligatures, they
must never reach a screen reader as words."""


def test_navigation_names_carry_no_icon_ligature_text(page, app_url):
    """The accessible names in Chromium's own accessibility tree (issue 15)."""
    page.get_by_role("button", name="Play").click()
    page.get_by_role("menuitem", name="Kamla", exact=True).wait_for()
    expected = {"Home", "Games", "Kamla", "Tavlei and Hnefatafl", "Play Kamla", "Read the rules"}
    session = page.context.new_cdp_session(page)
    for _ in range(40):  # the page's own buttons may still be drawing under the open menu
        tree = session.send("Accessibility.getFullAXTree")["nodes"]
        names = [node.get("name", {}).get("value", "") for node in tree
                 if node.get("role", {}).get("value") in ("link", "menuitem", "button")]
        if expected <= set(names):
            break
        page.wait_for_timeout(250)
    assert expected <= set(names), sorted(expected - set(names))
    assert not [name for name in names if any(word in name.split() for word in LIGATURES)]
