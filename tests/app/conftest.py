"""AppTest fixtures: every test gets its own empty database folder, and pages
run inside the real router (streamlit_app.py), as in the browser."""
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.rules_pages import components, run_page

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    return tmp_path


def page_path(name: str) -> str:
    return str(ROOT / "ui" / "pages" / f"{name}.py")


def app(name: str, **state) -> AppTest:
    """The app opened on page ``ui/pages/<name>.py``, not yet run; ``state``
    is put into the session first (an injected clock, a seeded generator)."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=30)
    for key, value in state.items():
        at.session_state[key] = value
    at.switch_page(f"ui/pages/{name}.py")
    return at


@pytest.fixture(scope="module")
def page(request) -> AppTest:
    """One run of the module's ``RULES_PAGE`` (a rules page reads no saved data)."""
    return run_page(request.module.RULES_PAGE)


@pytest.fixture(scope="module")
def boards(page) -> dict[str, dict]:
    """Scene data of the ``page`` fixture's boards, by widget key."""
    return dict(components(page))


PAIR_PINS = ("1357", "2468")
"""The Lower and the Upper World players' PINs in pair-mode tests."""


def take_screen(at: AppTest) -> None:
    """A Kamla pair hand-over: the player to move takes the screen, first
    choosing their PIN (``PAIR_PINS``) when asked."""
    pin = PAIR_PINS[at.session_state["kamla_session"].state.turn]
    if "kamla_pin_new" in [t.key for t in at.text_input]:
        at.text_input(key="kamla_pin_new").input(pin)
        at.text_input(key="kamla_pin_again").input(pin)
    at.button(key="kamla_ready_button").click().run()
