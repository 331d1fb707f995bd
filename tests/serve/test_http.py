"""``wumpus serve`` without a browser: the page over HTTP, then its websocket, which
starts the game and streams its screen."""

from __future__ import annotations

import asyncio
import re

import aiohttp


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
