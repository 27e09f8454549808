"""`make run` a second time with no package index: it installs nothing and the
app serves (issue 15: everything runs locally). The start time is printed, not
asserted (speed is measured, never a timed assert)."""
from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.harness import ROOT, free_port, wait_for_app, wait_healthy

UNREACHABLE_INDEX = "http://127.0.0.1:9/simple"


def _make(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["make", "--no-print-directory", *args], cwd=ROOT,
                          capture_output=True, text=True)


def test_make_run_installs_again_only_when_pyproject_changes():
    installs = "pip install"
    if _make("-q", ".venv/.installed-app").returncode != 0:
        pytest.skip("the app was not installed through make (run `make install` first)")
    assert installs not in _make("-n", "run").stdout
    assert installs in _make("-n", "-W", "pyproject.toml", "run").stdout


def test_second_make_run_serves_without_network(browser, tmp_path: Path):
    if _make("-q", ".venv/.installed-app").returncode != 0:
        pytest.skip("the app was not installed through make (run `make install` first)")
    port = free_port()
    env = {**os.environ, "PIP_NO_INDEX": "1", "PIP_INDEX_URL": UNREACHABLE_INDEX,
           "KAMLA_DATA_DIR": str(tmp_path / "data"), "STREAMLIT_SERVER_HEADLESS": "true",
           "STREAMLIT_BROWSER_GATHER_USAGE_STATS": "false"}
    log_path = tmp_path / "make-run.log"
    started = time.monotonic()
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(["make", "--no-print-directory", "run", f"PORT={port}"],
                                cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url, proc, log_path)
        print(f"offline `make run` served in {time.monotonic() - started:.1f} s")
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        page = context.new_page()
        page.goto(url)
        wait_for_app(page)
        expect(page.get_by_role("heading", name="Kamla & Senet")).to_be_visible()
        context.close()
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(10)
    assert "pip install" not in log_path.read_text()
