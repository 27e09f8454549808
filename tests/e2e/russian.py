"""The one scan the Russian browser passes share (issue 29): the Latin words a
page's main area shows, outside an allowlist of names and notation."""
from __future__ import annotations

import re
from collections.abc import Iterable

from tests.e2e.harness import wait_for_app

SIZES = {"wide": (1280, 800), "phone": (390, 844)}
"""The two screens every Russian pass photographs."""

ALLOWED = frozenset({
    "English", "Kendall", "Bell", "UTC", "JSON", "CSV", "YYYY", "yyyy", "mm", "dd", "PIN", "SH", "TD",
    "Enter", "Space", "seeds", "Fr", "Nyarlathotep", "Otis", "devinokeefe", "OpenTafl"})
"""Latin words a Russian page may show: the switch's name for English, the
Senet reconstructions' authors, formats (and the date field's mask), rule ids,
keys named on a keyboard, the sources' folder (``seeds/000``), names (the
Senet source's author Fr. Nyarlathotep Otis, the solver, OpenTafl)."""
WORD = re.compile(r"(?<![\w@=-])[A-Za-z]{2,}(?![\w-])")
"""A Latin word standing alone (not part of notation such as ``Sd3-d4`` or ``H@c2``)."""
LEFT_OUT = ("[data-testid*='Icon'], .material-symbols-rounded, code, [data-testid='stCode']")
"""The Material icons' ligature names (a font draws ``add`` as +) and notation
set as code (a position string, a game's code, an invite link)."""
READING = "[class*='st-key-reading_text_']"
TEXT = """(skip) => { const main = document.querySelector("[data-testid='stMain']").cloneNode(true);
  main.querySelectorAll(skip).forEach(e => e.remove());
  document.body.appendChild(main); const text = main.innerText; main.remove(); return text; }"""


def english(page, also: Iterable[str] = (), reading: bool = True) -> list[str]:
    """The Latin words in the page's main area outside ``ALLOWED`` and ``also``;
    without ``reading`` the oracle's own words (a reading's text) are left out."""
    skip = LEFT_OUT if reading else f"{LEFT_OUT}, {READING}"
    allowed = ALLOWED | set(also)
    return sorted({word for word in WORD.findall(page.evaluate(TEXT, skip))
                   if word not in allowed})


def russian_context(browser, width: int, height: int):
    """A new browser context set to ``ru-RU``, ``width`` by ``height``."""
    return browser.new_context(viewport={"width": width, "height": height}, locale="ru-RU")


def russian_page(browser, url: str, size: str):
    """A new page of a browser set to ``ru-RU`` at ``size``, opened at ``url``."""
    page = russian_context(browser, *SIZES[size]).new_page()
    page.goto(url)
    wait_for_app(page)
    return page


def open_page(context, url: str):
    """A new page of ``context`` at ``url``, once the app has drawn it and settled."""
    page = context.new_page()
    page.goto(url)
    wait_for_app(page)
    page.wait_for_timeout(1500)
    return page
