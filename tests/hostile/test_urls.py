"""Hostile addresses: every page of the router with every query parameter the
app reads (and one it does not) set to hostile values — huge and negative
numbers, Markdown and HTML, a control character, thousands of characters.
Each page answers with its own content or a plain sentence, never a
traceback, and never echoes more than a short excerpt (issue 27)."""
from __future__ import annotations

import pytest

from tests.app.conftest import ROOT, app

PAGES = sorted(p.stem for p in (ROOT / "ui" / "pages").glob("[a-z]*.py"))
PARAMETERS = ["game", "code", "seat", "practice", "anything"]
VALUES = {
    "overflow": "99999999999999999999999",
    "digits-5000": "7" * 5_000,
    "negative": "-1",
    "zero": "0",
    "float": "1e999",
    "markdown": "**bold** ![x](http://example.invalid/x.png) <script>alert(1)</script>",
    "control": "1\x00\n2",
    "unicode-digits": "١٢٣",
    "long-text": "x" * 20_000,
}
ECHO_LIMIT = 400
"""Characters of a parameter a page may show back at most."""


def shown_text(at) -> str:
    return " ".join(str(e.value) for kind in ("markdown", "error", "warning", "info", "caption",
                                              "success", "text", "title")
                    for e in getattr(at, kind))


@pytest.mark.slow
@pytest.mark.parametrize("value", list(VALUES))
@pytest.mark.parametrize("page", PAGES)
def test_a_hostile_address_gets_a_page_not_a_traceback(data_dir, page, value):
    at = app(page)
    for parameter in PARAMETERS:  # each page reads its own; all are hostile at once
        at.query_params[parameter] = VALUES[value]
    at.run()
    assert not at.exception, at.exception
    assert "Traceback" not in shown_text(at)
    assert "7" * ECHO_LIMIT not in shown_text(at) and "x" * ECHO_LIMIT not in shown_text(at)

