"""A damaged journal file is never written to, on any page: each page is
opened on it and its writing action tried; the file stays byte-identical and
the page shows a sentence, never a traceback (issue 27)."""
from __future__ import annotations

import sqlite3

import pytest

from readings import db
from tests.app.conftest import app
from tests.hostile.damaged import DAMAGES

ACTIONS = {
    "kamla": "kamla_begin", "senet": "senet_begin", "shatra": "shatra_begin",
    "tavreli": "tavreli_begin", "tafl": "tafl_begin", "kamla_remote": "remote_create",
    "journal": None, "games": None, "home": None, "insights": None,
}
"""Every page that reads or writes the journal, and the button that writes."""


@pytest.fixture
def read_only_journal(monkeypatch):
    """The journal opened as SQLite opens a file it may not write."""
    opened = db.connect

    def connect(path=None):
        con = opened(f"file:{path or db.default_path()}?mode=ro")
        return con
    monkeypatch.setattr(db, "connect", connect)
    monkeypatch.setattr(sqlite3, "connect", _uri(sqlite3.connect))


def _uri(connect):
    def uri_connect(target, *args, **kwargs):
        return connect(target, *args, uri=str(target).startswith("file:"), **kwargs)
    return uri_connect


@pytest.mark.slow
@pytest.mark.parametrize("damage", list(DAMAGES))
@pytest.mark.parametrize("page", list(ACTIONS))
def test_a_damaged_journal_is_left_untouched(data_dir, request, page, damage):
    path = data_dir / db.FILE_NAME
    DAMAGES[damage](path)
    before = path.read_bytes()
    if damage == "read_only":
        request.getfixturevalue("read_only_journal")
    at = app(page).run()
    assert not at.exception, at.exception
    key, tried = ACTIONS[page], False
    if key and any(b.key == key for b in at.button):
        at.button(key=key).click().run()
        assert not at.exception, at.exception
        tried = True
    assert path.read_bytes() == before
    if damage != "read_only" or tried:  # a read-only journal can still be read
        assert at.error, "no sentence says why nothing was written"
