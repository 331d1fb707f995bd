"""``wumpus serve`` without a browser: the page over HTTP, then its websocket, which
starts the game and streams its screen."""

from __future__ import annotations

import asyncio
import re

import aiohttp
import pytest


async def test_the_page_and_its_websocket_play_the_game(server):
    async with aiohttp.ClientSession() as session:
        async with session.get(server + "/") as response:
            assert response.status == 200
            page = await response.text()
        assert "xterm" in page
        (url,) = re.findall(r'data-session-websocket-url="([^"]+)"', page)
        assert url.startswith("ws://127.0.0.1:")

        async with session.ws_connect(url + "?width=100&height=32") as ws:
            await ws.send_json(["ping", "are you there"])
            screen = b""
            pong = None
            async with asyncio.timeout(60):
                while pong is None or b"Hunt the Wumpus (1973)" not in screen:
                    message = await ws.receive()
                    assert message.type in (aiohttp.WSMsgType.TEXT, aiohttp.WSMsgType.BINARY), message
                    if message.type == aiohttp.WSMsgType.BINARY:
                        screen += message.data
                    elif message.json()[0] == "pong":
                        pong = message.json()
            assert pong == ["pong", "are you there"]


async def test_the_page_connects_back_to_the_address_the_visitor_used(server):
    # served on every address (--host 0.0.0.0), a page naming the listening address would not work
    # from another machine: the page names the address in the visitor's own request
    async with aiohttp.ClientSession() as session:
        async with session.get(server + "/", headers={"Host": "wumpus.example:8000"}) as response:
            page = await response.text()
        assert re.findall(r'data-session-websocket-url="([^"]+)"', page) == ["ws://wumpus.example:8000/ws"]
        assert "http://wumpus.example:8000/static/" in page
        async with session.get(server + "/", headers={"Host": 'x"><b>bold</b>'}) as response:
            page = await response.text()
        # a Host that is no address is not written into the page
        assert "bold" not in page
        (url,) = re.findall(r'data-session-websocket-url="([^"]+)"', page)
        assert url == server.replace("http:", "ws:") + "/ws"


async def _page(server: str, headers: dict[str, str]) -> tuple[list[str], bool, str | None]:
    """The page's connection address, whether it loads its scripts from https://play.example, and how a
    cache may keep it."""
    async with aiohttp.ClientSession() as session:
        async with session.get(server + "/", headers=headers) as response:
            page = await response.text()
            kept = response.headers.get("Cache-Control")
    return (re.findall(r'data-session-websocket-url="([^"]+)"', page), "https://play.example/static/" in page,
            kept)


@pytest.mark.parametrize("serve_options", [("--behind-proxy",)])
async def test_behind_a_proxy_that_adds_https_the_page_connects_back_through_it(server):
    # a page served over https that connects with ws:// is refused by browsers: the page names the
    # scheme and host the proxy says the visitor asked for
    proxied = {"Host": "127.0.0.1:9000", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "play.example"}
    assert await _page(server, proxied) == (["wss://play.example/ws"], True, "no-store")
    # the standard header, and a chain of proxies (the first is the one the visitor reached)
    assert await _page(server, {"Forwarded": 'for="[2001:db8::1]";Proto=HTTPS;host="play.example", for=10.0.0.1'}
                       ) == (["wss://play.example/ws"], True, "no-store")
    assert await _page(server, {"Host": "play.example", "X-Forwarded-Proto": "https, http"}) == (
        ["wss://play.example/ws"], True, "no-store")
    # what cannot be used is passed over, each of the two on its own: the request's own Host stays
    assert (await _page(server, {"Host": "play.example", "Forwarded": 'proto=https;host=""'}))[0] == [
        "wss://play.example/ws"]
    assert (await _page(server, {"Host": "play.example:8000", "X-Forwarded-Proto": "wss",
                                 "X-Forwarded-Host": 'x"><b>bold</b>'}))[0] == ["ws://play.example:8000/ws"]


async def test_without_behind_proxy_no_request_can_change_the_page_another_visitor_gets(server):
    # forwarded headers are not believed, and the page is never kept by a cache for another request
    forged = {"Host": "play.example", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example",
              "Forwarded": "proto=https;host=evil.example"}
    assert await _page(server, forged) == (["ws://play.example/ws"], False, "no-store")


async def test_a_plain_request_for_the_games_connection_is_told_where_the_page_is(serving):
    server, process = serving
    async with aiohttp.ClientSession() as session:
        async with session.get(server + "/ws") as response:
            assert response.status == 400 and response.headers.get("Cache-Control") == "no-store"
            assert await response.text() == (
                f"This address is the game's own connection. Open the game's page instead: {server}/\n")
    process.terminate()
    output = process.communicate(timeout=10)[0].decode(errors="replace")
    assert "Traceback" not in output and "Error" not in output, output


async def test_stopping_the_server_ends_a_visitors_game_at_once(serving):
    import signal
    import time

    server, process = serving
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(server + "/ws?width=100&height=32") as ws:
            screen = b""
            async with asyncio.timeout(60):
                while b"Hunt the Wumpus (1973)" not in screen:
                    message = await ws.receive()
                    if message.type == aiohttp.WSMsgType.BINARY:
                        screen += message.data
            game = _game_processes(process.pid)
            assert game, "the visitor's game runs in a process of its own"
            started = time.monotonic()
            process.send_signal(signal.SIGTERM)
            async with asyncio.timeout(10):
                while (message := await ws.receive()).type not in (
                        aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
                    pass
            assert process.wait(timeout=10) == 0
            assert time.monotonic() - started < 5  # a visitor's browser answers pings: it used to wait 25 s
    assert not [pid for pid in game if _alive(pid)]


def _game_processes(server_pid: int) -> list[int]:
    """The processes the server started (its children), by /proc."""
    import os

    children = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            if parent == server_pid:
                children.append(int(name))
    return children


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
