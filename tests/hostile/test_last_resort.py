"""The last resort of every page: an error no page expected is logged on the
server with its traceback and shown as one plain sentence (issue 27)."""
import logging

import pytest

from tests.app.conftest import app
from ui import common, last_resort

SECRET = "/home/someone/secret/path.py"


@pytest.mark.parametrize("page", ["home", "kamla", "shatra", "senet"])
def test_an_unexpected_error_is_a_sentence_and_a_log_line(data_dir, monkeypatch, caplog, page):
    def broken(*args, **kwargs):
        raise RuntimeError(f"an unexpected failure in {SECRET}")
    monkeypatch.setattr(common, "continue_list", broken)
    with caplog.at_level(logging.ERROR, logger=last_resort.LOG.name):
        at = app(page).run()
    assert not at.exception
    assert [e.value for e in at.error] == [last_resort.SENTENCE]
    shown = " ".join(str(e.value) for kind in ("markdown", "error", "caption", "text")
                     for e in getattr(at, kind))
    assert SECRET not in shown and "Traceback" not in shown
    assert SECRET in caplog.text and "Traceback" in caplog.text
