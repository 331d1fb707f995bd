"""The full-screen Textual app.

``WumpusApp`` is imported on first use, so ``wumpus.app.cli`` (and anything
else in this package) can be loaded without importing Textual.
"""

from __future__ import annotations

__all__ = ["WumpusApp"]


def __getattr__(name: str):
    if name == "WumpusApp":
        from wumpus.app.main import WumpusApp

        return WumpusApp
    raise AttributeError(f"module 'wumpus.app' has no attribute {name!r}")
