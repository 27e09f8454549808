"""The server as `make run` starts it (from the repository root, reading
.streamlit/config.toml): uploads are capped at a backup's limit."""
from pathlib import Path

from streamlit import config

from readings import backup

ROOT = Path(__file__).resolve().parents[2]


def test_the_server_refuses_uploads_larger_than_a_backup(monkeypatch):
    monkeypatch.chdir(ROOT)
    config.get_config_options(force_reparse=True)
    limit = config.get_option("server.maxUploadSize")
    monkeypatch.undo()
    config.get_config_options(force_reparse=True)
    assert limit == backup.MAX_UPLOAD_MB


def test_no_forced_garbage_collection_after_each_click(monkeypatch):
    """Issue 15: a full gc.collect() after every script run was half the
    server's CPU time per board click (benchmarks/click_latency.py)."""
    monkeypatch.chdir(ROOT)
    config.get_config_options(force_reparse=True)
    forced = config.get_option("runner.postScriptGC")
    monkeypatch.undo()
    config.get_config_options(force_reparse=True)
    assert forced is False


def test_no_error_details_reach_a_browser(monkeypatch):
    """Issue 27: an error Streamlit shows itself names no type, message, traceback
    or server path; the server's log has them."""
    monkeypatch.chdir(ROOT)
    config.get_config_options(force_reparse=True)
    details = config.get_option("client.showErrorDetails")
    monkeypatch.undo()
    config.get_config_options(force_reparse=True)
    assert details == config.ShowErrorDetailsConfigOptions.NONE
