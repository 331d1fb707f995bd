"""Numbers as the game reads them, wherever they are typed or written: in the digits 0-9 only.

Python's ``int`` and ``float`` also read ``1_000`` and other scripts' digits (``１``, ``٣``), and
``float`` reads ``nan`` and ``inf``: none of those is a number a player or a cave file means.
"""

from __future__ import annotations

import re

#: a whole number: the digits 0-9, perhaps a sign
WHOLE = re.compile(r"[+-]?[0-9]+")
#: a number: the digits 0-9, perhaps a sign, a point and an exponent
DECIMAL = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")


def whole(text: str) -> int | None:
    """``text`` (spaces around it aside) as a whole number, or None: not one written in the
    digits 0-9, or more digits than Python reads (4,300)."""
    text = text.strip()
    if not WHOLE.fullmatch(text):
        return None
    try:
        return int(text)
    except ValueError:
        return None


def decimal(text: str) -> float | None:
    """``text`` (spaces around it aside) as a number, or None: not one written in the digits 0-9.
    An exponent too large gives an infinity, which the caller's range refuses."""
    text = text.strip()
    return float(text) if DECIMAL.fullmatch(text) else None
