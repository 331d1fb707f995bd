"""The exceptions the engine raises: an illegal action, a cave that cannot be played."""

from __future__ import annotations

import json
from typing import Any


def shown(value: Any) -> str:
    """A value as JSON writes it, cut short: for naming what a damaged file holds."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 30 else text[:29] + "…"


class IllegalAction(ValueError):
    """An action the rules refuse.  The game state is left unchanged.

    ``reason`` is a stable code (``"not_a_tunnel"``, ``"too_crooked"``, ...);
    ``message`` is the ruleset's own words for it, ready to show a player;
    ``text`` is what the original program printed (empty where it re-asked
    without a word).
    """

    def __init__(self, reason: str, message: str, text: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        #: the words the original program prints here (may be empty: a silent re-ask)
        self.text = message if text is None else text


class CaveError(ValueError):
    """A cave that cannot be played: names what is wrong with it."""
