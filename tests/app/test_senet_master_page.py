"""AppTest: the master level is offered on the Senet setup screen and, the
first time, builds its endgame tables (with a progress bar) before it moves."""
import random

from games.ai import senet_cache
from tests.app.conftest import app
from tests.app.test_senet_page import FakeClock, computer_plays_its_turn


def test_master_builds_its_tables_then_plays(tmp_path, monkeypatch):
    monkeypatch.setenv(senet_cache.CACHE_VARIABLE, str(tmp_path / "cache"))
    monkeypatch.setattr(senet_cache, "DEFAULT_K", 2)
    clock = FakeClock()
    at = app("senet", senet_rng=random.Random(4), senet_clock=clock).run()
    at.radio(key="senet_setup_rules").set_value("Modern Kendall, as commercial sets play it").run()
    at.radio(key="senet_setup_players").set_value("Against the computer").run()
    assert "Master" in at.radio(key="senet_setup_level").options
    at.radio(key="senet_setup_level").set_value("Master").run()
    at.radio(key="senet_setup_side").set_value("Cones").run()
    at.button(key="senet_begin").click().run()
    assert not at.exception, at.exception
    session = at.session_state["senet_session"]
    assert session.clock["computer"]["level"] == "master"
    computer_plays_its_turn(at, clock)  # a step a pace
    assert session.record and session.state.who == 1  # Spools (the master) played first
    assert list((tmp_path / "cache").glob("senet-modern-k2-*.npz"))
