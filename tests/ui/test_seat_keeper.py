"""What a browser says it keeps (issue 28) is untrusted data: only strings of
a seat key's length are read as keys, anything else as nothing."""
from types import SimpleNamespace

import pytest

from ui.components import seat_keeper


@pytest.fixture
def reported(monkeypatch):
    def report(value):
        monkeypatch.setattr(seat_keeper, "st",
                            SimpleNamespace(session_state={"keeper": value}))
        return seat_keeper.kept("keeper")
    return report


def test_a_report_gives_the_tab_and_the_kept_keys(reported):
    key = "ABCD-EFGH-JKLM-NPQR-STUV"
    assert reported({"seats": {"tab": key, "kept": [key, "K2"]}}) == (key, [key, "K2"])
    assert reported({"seats": {"tab": "", "kept": []}}) == seat_keeper.Kept("", [])


def test_a_new_tab_and_no_report_yet(reported):
    assert reported({"seats": {"tab": None, "kept": ["K1"]}}) == (None, ["K1"])
    assert reported({"seats": None}) is None
    assert reported(None) is None


def test_anything_else_from_the_browser_is_no_key(reported):
    long = "A" * (seat_keeper.KEY_LENGTH + 1)
    assert reported({"seats": {"tab": 7, "kept": [long, 3, None, "", {"a": 1}, "K1"]}}) == \
        (None, ["K1"])
    assert reported({"seats": {"tab": long, "kept": "K1"}}) == (None, [])
    assert reported({"seats": ["K1"]}) is None
