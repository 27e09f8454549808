"""AppTest fixtures: every test gets its own empty database folder."""
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    return tmp_path


def page_path(name: str) -> str:
    return str(ROOT / "ui" / "pages" / f"{name}.py")
