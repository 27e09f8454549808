"""The names the app answers to, against DNS rebinding (issue 14): a page from
another site that points its own domain at this computer must not get a
session. Allowed: the loopback names, the address the server was started on,
and — only when the user chose HOST=0.0.0.0 — this computer's network
addresses and host name."""
from __future__ import annotations

import socket
from collections.abc import Awaitable, Callable

import streamlit as st

import i18n
from ui.i18n import N_

LOOPBACK = frozenset({"localhost", "127.0.0.1", "::1"})
EVERY_INTERFACE = frozenset({"0.0.0.0", "::"})
REFUSAL = N_("This app answers only at the address it was started on. It was reached under "
           "another name, which is how a web page from elsewhere could try to use it, so nothing "
           "is shown here.")


def refusal(*preferred: str | None) -> str:
    """``REFUSAL`` in the browser's language (its locale or Accept-Language)."""
    return i18n.translations(i18n.negotiate(*preferred)).gettext(REFUSAL)


def lan_addresses(address: str) -> list[str]:
    """Addresses another device on the home network can use to reach a server
    started on ``address``; [] when it listens on this computer only."""
    if address in ("", *LOOPBACK):
        return []
    if address not in EVERY_INTERFACE:
        return [address]
    found = {info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None,
                                                       socket.AF_INET)}
    return sorted(found - {"127.0.0.1"})


def host_name(header: str) -> str:
    """``'[::1]:8501'`` -> ``'::1'``, ``'Example.COM.:80'`` -> ``'example.com'``."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:header.find("]")] if "]" in header else header
    name = header.rsplit(":", 1)[0] if header.count(":") == 1 else header
    return name.rstrip(".")


def allowed(host_header: str | None, address: str, public_address: str = "") -> bool:
    """Whether a session whose request named ``host_header`` may be served by a
    server started on ``address`` (``public_address``: browser.serverAddress)."""
    if host_header is None:  # no HTTP request behind the session (AppTest)
        return True
    names = set(LOOPBACK) | set(lan_addresses(address))
    names |= {a.lower() for a in (address, public_address) if a}  # as `make run` prints it
    if address in EVERY_INTERFACE:
        machine = socket.gethostname().lower()
        names |= {machine, f"{machine}.local"}
    return host_name(host_header) in names


def refuse_foreign_host() -> None:
    """Stop the run, with a plain refusal, when the browser reached the app
    under a name it was not started on."""
    address = str(st.get_option("server.address") or "")
    public = str(st.get_option("browser.serverAddress") or "")
    if allowed(st.context.headers.get("Host"), address, public):
        return
    language = i18n.negotiate(st.context.locale, st.context.headers.get("Accept-Language"))
    st.error(i18n.translations(language).gettext(
        "{refusal} On the computer that runs it, open {address}.").format(
            refusal=refusal(language), address=f"http://localhost:{st.get_option('server.port')}"))
    st.stop()


def refusal_page(accept_language: str) -> bytes:
    """The refusal as a whole small page, in the browser's language."""
    return ("<!doctype html><meta charset='utf-8'><meta name='viewport' "
            f"content='width=device-width'><title>Refused</title>"
            f"<p>{refusal(accept_language)}</p>").encode()


class RefuseForeignHosts:
    """ASGI middleware in front of the whole server (``serve.py``): a request
    under a foreign Host — a page, any of Streamlit's own ``/_stcore``
    endpoints (health, metrics, host-config, uploads) or the WebSocket — is
    refused before Streamlit sees it (issue 27)."""

    def __init__(self, app: Callable[..., Awaitable[None]]) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Callable, send: Callable) -> None:
        if scope["type"] not in ("http", "websocket") or self._allowed(scope):
            await self.app(scope, receive, send)
        elif scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
        else:
            page = refusal_page(_header(scope, b"accept-language"))
            await send({"type": "http.response.start", "status": 403,
                        "headers": [(b"content-type", b"text/html; charset=utf-8"),
                                    (b"content-length", str(len(page)).encode())]})
            await send({"type": "http.response.body", "body": page})

    @staticmethod
    def _allowed(scope: dict) -> bool:
        return allowed(_header(scope, b"host"), str(st.get_option("server.address") or ""),
                       str(st.get_option("browser.serverAddress") or ""))


def _header(scope: dict, wanted: bytes) -> str:
    """A request header of an ASGI ``scope`` ("" if it has none)."""
    return next((value.decode("latin-1") for name, value in scope.get("headers", ())
                 if name.lower() == wanted), "")
