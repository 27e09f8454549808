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
