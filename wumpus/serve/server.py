"""The web server behind ``wumpus serve``: textual-serve's, with three things a game's host needs.

- The page a visitor gets connects back to the address the visitor used, not to the address the
  server listens on, so ``--host 0.0.0.0`` gives pages that work from other machines; with
  ``--behind-proxy``, the address the visitor asked a proxy in front for, as the proxy says it
  (``X-Forwarded-Proto``, ``X-Forwarded-Host``, or ``Forwarded``), such as one that adds HTTPS.
  Without it those headers are not believed, and the page is never kept by a cache, so that no
  request can change the page another visitor gets.
- A plain request for the game's connection (``/ws``) is answered with a short message, not a
  traceback in the server's log.
- Stopping the server (Ctrl+C, ``kill``) closes every visitor's connection at once, which ends
  their games, instead of waiting for each browser to time out.
"""

from __future__ import annotations

import re
from typing import Any

from aiohttp import WSCloseCode, web
from textual_serve.server import Server

#: what a Host header may hold to be written into the page: a name, an IPv4 or a bracketed IPv6
#: address, and a port
_HOST = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(:\d{1,5})?$")

WILDCARDS = ("0.0.0.0", "::", "")


def page_origin(scheme: str, host_header: str | None, fallback: str) -> str:
    """The origin a visitor's page should connect back to: the one they asked for, if it reads as
    an address, else ``fallback``."""
    if host_header and _HOST.match(host_header) and scheme in ("http", "https"):
        return f"{scheme}://{host_header}"
    return fallback


def _first(value: str | None) -> str | None:
    """The first of a forwarded header's comma-separated values (the proxy nearest the visitor's)."""
    return value.split(",")[0].strip() or None if value else None


def _usable(scheme: str | None, host: str | None) -> tuple[str | None, str | None]:
    """A forwarded scheme and host, each kept only if it can be written into a page."""
    scheme = scheme.lower() if scheme and scheme.lower() in ("http", "https") else None
    return scheme, host if host and _HOST.match(host) else None


def asked_for(request: web.Request, behind_proxy: bool = False) -> tuple[str, str | None]:
    """The scheme and host the visitor asked for: as this request has them, or, ``behind_proxy``, as
    the proxy in front says the visitor asked for them (each of the two where it says one that can
    be used).  The page made from them is never kept by a cache."""
    scheme, host = request.scheme, request.headers.get("Host")
    if not behind_proxy:
        return scheme, host
    forwarded = _first(request.headers.get("Forwarded"))
    if forwarded:
        pairs = dict(part.strip().partition("=")[::2] for part in forwarded.split(";") if "=" in part)
        said = {key.strip().lower(): value.strip().strip('"') for key, value in pairs.items()}
        proto, named = _usable(said.get("proto"), said.get("host"))
        scheme, host = proto or scheme, named or host
    proto, named = _usable(_first(request.headers.get("X-Forwarded-Proto")),
                           _first(request.headers.get("X-Forwarded-Host")))
    return proto or scheme, named or host


class GameServer(Server):
    """textual-serve's server for the game's command (see the module's words)."""

    #: headers on every page made for one request: never kept for another
    UNCACHED = {"Cache-Control": "no-store"}

    def __init__(self, command: str, host: str, port: int, title: str, behind_proxy: bool = False) -> None:
        super().__init__(command, host=host, port=port, title=title)
        self.behind_proxy = behind_proxy
        if host in WILDCARDS:  # no address a browser can open: this machine's name, for a request that names none
            import socket

            self.public_url = f"http://{socket.gethostname()}:{port}"
        self._listening_on = self.public_url
        self._connections: set[web.WebSocketResponse] = set()

    async def on_startup(self, app: web.Application) -> None:
        """Quiet: ``wumpus serve`` says where it serves itself."""

    async def on_shutdown(self, app: web.Application) -> None:
        for connection in list(self._connections):
            await connection.close(code=WSCloseCode.GOING_AWAY, message=b"The game server is stopping.")

    async def handle_index(self, request: web.Request) -> Any:
        # textual-serve writes ``public_url`` into the page; nothing awaits between setting it and
        # the page being made, so no other request sees this one's
        self.public_url = page_origin(*asked_for(request, self.behind_proxy), self._listening_on)
        response = await super().handle_index(request)
        response.headers.update(self.UNCACHED)
        return response

    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
        if not web.WebSocketResponse().can_prepare(request).ok:
            return web.Response(
                status=400, headers=self.UNCACHED,
                text="This address is the game's own connection. Open the game's page instead: "
                f"{page_origin(*asked_for(request, self.behind_proxy), self._listening_on)}/\n",
            )
        return await super().handle_websocket(request)

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: Any) -> None:
        # the one place textual-serve hands over a visitor's open connection
        self._connections.add(websocket)
        try:
            await super()._process_messages(websocket, app_service)
        finally:
            self._connections.discard(websocket)
