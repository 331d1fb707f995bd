"""What happened: the immutable events an action returns, in order.

Front ends render these with the ruleset's message catalog; none of them
re-derives a rule.  Events are frozen dataclasses: immutable, hashable, and
equal only to an event of the same kind with the same fields (``Entered(2)``
is never ``FellInPit(2)``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, NamedTuple

# Hazard names used by percepts and positions.
WUMPUS = "wumpus"
PIT = "pit"
BATS = "bats"

# Causes of the end of a game.
WUMPUS_KILLED = "wumpus_killed"  # the hunter won
FELL_IN_PIT = "pit"
EATEN = "wumpus"  # walked into (or was dropped onto) the wumpus
EATEN_AFTER_MISS = "groggy_wumpus"  # the wumpus woke after a miss and came to you
OWN_ARROW = "own_arrow"
OUT_OF_ARROWS = "out_of_arrows"
EXHAUSTED = "exhausted"
WUMPUS_DROPPED = "wumpus_dropped"  # bats carried the wumpus one room on, into the hunter's room
QUIT = "quit"

CAUSES = (WUMPUS_KILLED, FELL_IN_PIT, EATEN, EATEN_AFTER_MISS, WUMPUS_DROPPED, OWN_ARROW, OUT_OF_ARROWS,
          EXHAUSTED)


class Positions(NamedTuple):
    """Where everything is. ``arrow`` is the room an arrow lies in, or None."""

    hunter: int
    wumpus: int
    pits: tuple[int, ...]
    bats: tuple[int, ...]
    arrow: int | None = None


class _Event:
    """What every event shares: its fields by name, as a dict (as named tuples had)."""

    __slots__ = ()

    def _asdict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]


# -- the hunter ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Entered(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class StayedPut(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class Percept(_Event):
    hazard: str  # WUMPUS, PIT or BATS


@dataclass(frozen=True, slots=True)
class Location(_Event):
    room: int
    tunnels: tuple[int, ...]
    arrows: int
    #: rooms whose tunnels lead in here, one way (none lead back): a cave with one-way tunnels
    entrances: tuple[int, ...] = ()


# -- hazards ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BumpedWumpus(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class WumpusMoved(_Event):
    origin: int
    room: int


@dataclass(frozen=True, slots=True)
class WumpusStayed(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class WumpusFled(_Event):
    origin: int
    room: int


@dataclass(frozen=True, slots=True)
class WumpusBalked(_Event):
    """The woken wumpus would not step into the pit in ``pit``: he stays in ``room``."""

    room: int
    pit: int


@dataclass(frozen=True, slots=True)
class WumpusCarried(_Event):
    """Bats in ``origin`` carried the wumpus one room on, to ``room``."""

    origin: int
    room: int


@dataclass(frozen=True, slots=True)
class WumpusDropped(_Event):
    """The bats dropped the wumpus into the hunter's room."""

    room: int


@dataclass(frozen=True, slots=True)
class Earthquake(_Event):
    """The cave shook: the pits moved from ``origin`` to ``rooms`` (same order)."""

    origin: tuple[int, ...]
    rooms: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BatsMigrated(_Event):
    """A colony of bats left ``origin`` for ``room`` of its own accord."""

    origin: int
    room: int


@dataclass(frozen=True, slots=True)
class TermitesAteArrow(_Event):
    """Termites ate one of the hunter's arrows."""

    arrows_left: int


@dataclass(frozen=True, slots=True)
class BatSnatch(_Event):
    origin: int
    room: int


@dataclass(frozen=True, slots=True)
class BatsMoved(_Event):
    origin: int
    room: int


@dataclass(frozen=True, slots=True)
class FellInPit(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class Eaten(_Event):
    room: int


# -- arrows ----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ArrowShot(_Event):
    path: tuple[int, ...]
    arrows_left: int


@dataclass(frozen=True, slots=True)
class ArrowEntered(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class ArrowDeflected(_Event):
    """No tunnel to the room asked for: the arrow went to a random room instead."""

    origin: int
    intended: int
    room: int


@dataclass(frozen=True, slots=True)
class ArrowRicocheted(_Event):
    """No tunnel: the arrow bounced to the lowest-numbered neighbour."""

    origin: int
    intended: int
    room: int


@dataclass(frozen=True, slots=True)
class ArrowHitWall(_Event):
    """No tunnel: the arrow struck the wall and its flight ended."""

    origin: int
    intended: int


@dataclass(frozen=True, slots=True)
class Missed(_Event):
    room: int  # where the arrow's flight ended


@dataclass(frozen=True, slots=True)
class WumpusHit(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class ShotSelf(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class ArrowLanded(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class ArrowPickedUp(_Event):
    room: int


@dataclass(frozen=True, slots=True)
class OutOfArrows(_Event):
    arrows: int = 0


@dataclass(frozen=True, slots=True)
class Exhausted(_Event):
    moves: int


# -- the game --------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GameOver(_Event):
    won: bool
    cause: str
    score: int
    moves: int


@dataclass(frozen=True, slots=True)
class PositionsReset(_Event):
    positions: Positions


@dataclass(frozen=True, slots=True)
class Revealed(_Event):
    positions: Positions


Event = (
    Entered | StayedPut | Percept | Location | BumpedWumpus | WumpusMoved | WumpusStayed
    | WumpusFled | WumpusBalked | WumpusCarried | WumpusDropped | Earthquake | BatsMigrated
    | TermitesAteArrow | BatSnatch | BatsMoved | FellInPit | Eaten | ArrowShot | ArrowEntered
    | ArrowDeflected | ArrowRicocheted | ArrowHitWall | Missed | WumpusHit | ShotSelf
    | ArrowLanded | ArrowPickedUp | OutOfArrows | Exhausted | GameOver | PositionsReset
    | Revealed
)


def in_last_room(events: Sequence[_Event]) -> Sequence[_Event]:
    """The events from the last room entered on (all of them if none was entered): the warnings
    among them are that room's.  Any before it were given in a room on the way, as rules that
    warn as they check (gentle's) give them before their bats strike."""
    last = max((k for k, event in enumerate(events) if isinstance(event, Entered)), default=0)
    return events[last:]
