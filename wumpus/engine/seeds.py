"""Seeds: how one number deals one game, the same in every front end.

A game is dealt from ``(cave, ruleset, seed)``; with shuffled labels the
rooms are renumbered by :func:`labels_rng` of the same seed.  A new game in
the same session takes :func:`next_seed` of the last one's seed, in the app
and in line mode alike; dealing the same set-up again keeps the seed and counts the
times (``again``), each with luck of its own.
"""

from __future__ import annotations

import random

_MOD = 1 << 63
_MULTIPLIER = 6364136223846793005
_INCREMENT = 1442695040888963407
_INVERSE = pow(_MULTIPLIER, -1, _MOD)

#: seeds chosen at random are below this (short enough to type)
FRESH_LIMIT = 1 << 31


def fresh_seed() -> int:
    """A seed from the operating system, for a game nobody asked to repeat."""
    return random.SystemRandom().randrange(FRESH_LIMIT)


def next_seed(seed: int | None) -> int | None:
    """The seed of the next new game in a session (None stays None: a fresh seed each time)."""
    if seed is None:
        return None
    return (seed * _MULTIPLIER + _INCREMENT) % _MOD


def previous_seed(seed: int) -> int:
    """The seed whose :func:`next_seed` is ``seed``."""
    return ((seed - _INCREMENT) * _INVERSE) % _MOD


def game_rng(seed: int) -> random.Random:
    """All the chance of the game dealt by ``seed``: its set-up, then its hazards' moves."""
    return random.Random(seed)


def again_rng(seed: int, again: int) -> random.Random:
    """The chance of the ``again``-th replay of seed ``seed``'s set-up, after it is placed: the
    same rooms, fresh luck (Yob's SAME SET-UP puts everything back and rolls on)."""
    return random.Random(f"wumpus again {again} {seed}")


def labels_rng(seed: int | None) -> random.Random:
    """The renumbering of the rooms for ``--shuffle-labels`` (a fresh one when there is no seed)."""
    return random.Random(f"wumpus labels {seed}") if seed is not None else random.Random()
