"""Builders shared by the app's tests: a quiet app, a fixed size, the log as text."""

from __future__ import annotations

from wumpus import WumpusApp
from wumpus.app.messagelog import MessageLog
from wumpus.engine import Positions

SIZE = (100, 32)
#: hunter in room 1 (tunnels 2 5 8); wumpus, pits and bats far away
QUIET = Positions(1, 20, (17, 16), (11, 13))


def make(**kwargs) -> WumpusApp:
    """The app with no animation, no splash and no first-game tips unless a test asks for them."""
    kwargs.setdefault("animation", False)
    kwargs.setdefault("splash", False)
    kwargs.setdefault("tips", False)
    return WumpusApp(**kwargs)


def log_text(app: WumpusApp) -> str:
    return "\n".join(app.query_one("#log", MessageLog).lines)


async def type_ahead(pilot, *keys: str) -> None:
    """Keys typed in one burst, as a player types ahead: every key is sent before the app handles the
    first (``pilot.press`` waits for each key to be handled before it sends the next)."""
    from textual import events

    driver = pilot.app._driver
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(pilot.app)
        driver.send_message(event)
    await pilot.pause()


async def from_palette(pilot, words: str) -> None:
    """Open the command palette, type ``words`` and take the first entry that matches."""
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*words)
    await pilot.pause(0.5)
    await pilot.press("enter")
    await pilot.pause()
