"""Serve the app on a free loopback port and drive Debian's Chromium: shared by
the end-to-end tests and the browser benchmarks."""
from __future__ import annotations

import contextlib
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def serve_app(data_dir: Path | None = None) -> Iterator[str]:
    """``streamlit run serve.py`` (as `make run`) on 127.0.0.1 with its own data folder;
    yields the URL."""
    port = free_port()
    with tempfile.TemporaryDirectory() as scratch:
        data = data_dir or Path(scratch) / "data"
        log_path = Path(scratch) / "streamlit.log"
        env = {**os.environ, "KAMLA_DATA_DIR": str(data)}
        with open(log_path, "wb") as log:
            proc = subprocess.Popen(
                [sys.executable, "-m", "streamlit", "run", "serve.py",
                 "--server.headless=true", "--server.address=127.0.0.1", f"--server.port={port}",
                 "--browser.gatherUsageStats=false", "--server.fileWatcherType=none"],
                cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env=env)
        url = f"http://127.0.0.1:{port}"
        try:
            wait_healthy(url, proc, log_path)
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()


def wait_healthy(url: str, proc: subprocess.Popen, log_path: Path) -> None:
    deadline = time.monotonic() + 60
    while True:
        if proc.poll() is not None:
            raise RuntimeError(log_path.read_text())
        try:
            with urllib.request.urlopen(url + "/_stcore/health", timeout=1) as reply:
                if reply.read() == b"ok":
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            proc.kill()
            raise TimeoutError(log_path.read_text())
        time.sleep(0.2)


def launch_chromium(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)


def wait_for_app(page, timeout: int = 30_000) -> None:
    """Wait until the script run triggered by the last action has finished."""
    page.wait_for_timeout(200)
    page.locator("[data-testid='stApp'][data-test-connection-state='CONNECTED']").wait_for(
        state="attached", timeout=timeout)
    page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(
        state="attached", timeout=timeout)


def shown_code(page) -> str:
    """The join code a two-screen game's creator sees (``XXXX-XXXX-XXXX``)."""
    text = page.locator("[data-testid='stCode']").first.inner_text()
    return re.search(r"[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}", text).group(0)
