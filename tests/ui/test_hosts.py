"""The host names the app answers to (DNS rebinding)."""
import socket

import pytest

from ui import hosts


@pytest.mark.parametrize("header", ["127.0.0.1:8501", "localhost:8501", "LOCALHOST.:8501",
                                    "[::1]:8501", "localhost", "127.0.0.1"])
def test_loopback_names_are_served(header):
    assert hosts.allowed(header, "127.0.0.1", "127.0.0.1")


@pytest.mark.parametrize("header", ["rebind.example:8501", "evil.localhost.example",
                                    "127.0.0.1.evil.example:8501", "[::2]:8501", "0.0.0.0:8501",
                                    "", "192.168.1.20:8501"])
def test_other_names_are_refused_on_a_loopback_server(header):
    assert not hosts.allowed(header, "127.0.0.1", "127.0.0.1")


def test_the_configured_address_is_served():
    assert hosts.allowed("192.168.1.20:8501", "192.168.1.20")
    assert hosts.allowed("journal.home:8501", "127.0.0.1", "journal.home")
    assert not hosts.allowed("rebind.example:8501", "192.168.1.20")


def test_every_interface_serves_this_computers_addresses_only(monkeypatch):
    monkeypatch.setattr(socket, "gethostname", lambda: "Study-PC")
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a: [(2, 1, 6, "", ("192.168.1.20", 0)),
                                                          (2, 1, 6, "", ("127.0.0.1", 0))])
    assert hosts.lan_addresses("0.0.0.0") == ["192.168.1.20"]
    for header in ("192.168.1.20:8501", "study-pc:8501", "study-pc.local:8501", "localhost:8501",
                   "0.0.0.0:8501"):
        assert hosts.allowed(header, "0.0.0.0"), header
    assert not hosts.allowed("rebind.example:8501", "0.0.0.0")
    assert hosts.lan_addresses("127.0.0.1") == []


def _served(scope_type: str, path: str, host: str | None) -> list[dict]:
    """What ``RefuseForeignHosts`` sends for one request (the app behind it answers 200)."""
    import asyncio

    sent: list[dict] = []

    async def app(scope, receive, send):
        await send({"type": "http.response.start", "status": 200})

    async def send(message):
        sent.append(message)

    headers = [] if host is None else [(b"host", host.encode())]
    scope = {"type": scope_type, "path": path, "headers": headers}
    asyncio.run(hosts.RefuseForeignHosts(app)(scope, None, send))
    return sent


@pytest.mark.parametrize("path", ["/", "/journal", "/_stcore/metrics", "/_stcore/host-config",
                                  "/_stcore/health", "/_stcore/upload_file/a/b", "/media/x.png"])
def test_every_path_of_the_server_refuses_a_foreign_host(path):
    for foreign in ("rebind.example:8501", "127.0.0.1.evil.example", "", None):
        start = _served("http", path, foreign)[0]
        assert start["status"] == 403, (path, foreign)
    assert _served("http", path, "localhost:8501")[0]["status"] == 200
    assert _served("websocket", "/_stcore/stream", "rebind.example:8501") == [
        {"type": "websocket.close", "code": 1008}]
