"""What a bot sees and what it may do.

A bot sees only what a player sees: the room it stands in, that room's exits
and entrances, the three warnings, its arrows, and what its last action did.
It never sees where the hazards are.  It answers each observation with a
:class:`Move` or a :class:`Shoot`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from wumpus.engine.actions import Move, Shoot

# The results of the previous action, named as seed 003's host names them.
START = "START"
MOVE_SUCCESSFUL = "MOVE_SUCCESSFUL"
MET_WUMPUS = "MET_WUMPUS"
FELL_IN_PIT = "FELL_IN_PIT"
WUMPUS_KILLED = "WUMPUS_KILLED"
WUMPUS_MISSED = "WUMPUS_MISSED"
KILLED_BY_GROGGY_WUMPUS = "KILLED_BY_GROGGY_WUMPUS"
TOO_CROOKED = "TOO_CROOKED"
OUT_OF_ARROWS = "OUT_OF_ARROWS"
SHOT_SELF = "SHOT_SELF"
EXHAUSTED = "EXHAUSTED"
NOT_AN_EXIT = "NOT_AN_EXIT"

RESULTS = (
    START, MOVE_SUCCESSFUL, MET_WUMPUS, FELL_IN_PIT, WUMPUS_KILLED, WUMPUS_MISSED,
    KILLED_BY_GROGGY_WUMPUS, TOO_CROOKED, OUT_OF_ARROWS, SHOT_SELF, EXHAUSTED, NOT_AN_EXIT,
)


@dataclass(frozen=True)
class Observation:
    """One turn, as the player sees it.

    ``room``, ``exits`` and ``entrances`` describe the current room only, with
    the rooms numbered as the rules' host shows them to a program: from 0 under
    the tournament rules (as seed 003's host does), the cave's own numbers
    under the others.
    ``near_pit``, ``near_bats`` and ``near_wumpus`` are the warnings the rules
    give in this room: under the tournament rules, a hazard one tunnel away
    through an exit or an entrance (the wumpus within the cave's
    ``smell_distance``); under the others, as each version warns (Yob's
    listing, for one, only through this room's own exits).  ``result`` is
    what the previous action did (:data:`START` on the first turn) and
    ``carried_by_bats`` says whether bats moved you on the way here.

    The rest is public knowledge about the game being played rather than about
    this room: ``rules`` (the ruleset's name), ``max_path`` (longest arrow
    path), ``moves`` (moves taken so far) and ``cave_rooms`` (how many rooms the
    cave has, or None when not told).
    """

    room: int
    exits: tuple[int, ...]
    entrances: tuple[int, ...]
    near_pit: bool
    near_bats: bool
    near_wumpus: bool
    arrows: int
    result: str = START
    carried_by_bats: bool = False
    moves: int = 0
    rules: str = "tournament"
    max_path: int = 5
    smell_distance: int = 1
    cave_rooms: int | None = None

    @property
    def links(self) -> tuple[int, ...]:
        """Rooms joined to this one by an exit or an entrance (sorted, unique)."""
        return tuple(sorted(set(self.exits) | set(self.entrances)))


# A bot answers with the engine's own actions: Move(room) or Shoot(rooms).
Action = Move | Shoot


@runtime_checkable
class Bot(Protocol):
    """The whole interface: ``new_game()`` then ``act(observation)`` each turn."""

    def new_game(self) -> None: ...

    def act(self, observation: Observation) -> Action: ...


class BotError(Exception):
    """A bot that cannot be loaded or that answered with something that is not an action."""
