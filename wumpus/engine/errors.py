"""The one exception an illegal action raises."""

from __future__ import annotations


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
