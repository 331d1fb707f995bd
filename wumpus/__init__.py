"""Hunt the Wumpus.

``wumpus.engine`` is the pure game engine.  ``wumpus.WumpusApp`` is the
full-screen Textual app; it is imported on first use, so importing the engine
never pulls in the terminal libraries.
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["WumpusApp", "__version__"]


def __getattr__(name: str):
    if name == "WumpusApp":
        from wumpus.app import WumpusApp

        return WumpusApp
    raise AttributeError(f"module 'wumpus' has no attribute {name!r}")
