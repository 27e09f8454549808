"""K-22 on one screen: a move refused during a pair game quotes only the
public view of the side to move, never the other Ruler."""
import pytest

from games.core import GameError
from play.session import PlaySession


def test_K22_a_forged_move_on_one_screen_does_not_show_the_other_ruler(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    session = PlaySession.start("kamla-pair", "pair")
    session.play("R=d1")
    session.play("R=e8")
    session.play("Sd3-d4")
    with pytest.raises(GameError) as refused:
        session.play("Sd4-d2")  # the Upper World is to move: its view shows its own Ruler only
    assert "ENWRPWNE" not in str(refused.value) and "ENWPPWNE" in str(refused.value)
