"""What happened: the immutable events an action returns, in order.

Front ends render these with the ruleset's message catalog; none of them
re-derives a rule.  Events are named tuples: cheap, immutable, comparable.
"""

from __future__ import annotations

from typing import NamedTuple

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


# -- the hunter ------------------------------------------------------------
class Entered(NamedTuple):
    room: int


class StayedPut(NamedTuple):
    room: int


class Percept(NamedTuple):
    hazard: str  # WUMPUS, PIT or BATS


class Location(NamedTuple):
    room: int
    tunnels: tuple[int, ...]
    arrows: int


# -- hazards ---------------------------------------------------------------
class BumpedWumpus(NamedTuple):
    room: int


class WumpusMoved(NamedTuple):
    origin: int
    room: int


class WumpusStayed(NamedTuple):
    room: int


class WumpusFled(NamedTuple):
    origin: int
    room: int


class WumpusBalked(NamedTuple):
    """The woken wumpus would not step into the pit in ``pit``: he stays in ``room``."""

    room: int
    pit: int


class WumpusCarried(NamedTuple):
    """Bats in ``origin`` carried the wumpus one room on, to ``room``."""

    origin: int
    room: int


class WumpusDropped(NamedTuple):
    """The bats dropped the wumpus into the hunter's room."""

    room: int


class Earthquake(NamedTuple):
    """The cave shook: the pits moved from ``origin`` to ``rooms`` (same order)."""

    origin: tuple[int, ...]
    rooms: tuple[int, ...]


class BatsMigrated(NamedTuple):
    """A colony of bats left ``origin`` for ``room`` of its own accord."""

    origin: int
    room: int


class TermitesAteArrow(NamedTuple):
    """Termites ate one of the hunter's arrows."""

    arrows_left: int


class BatSnatch(NamedTuple):
    origin: int
    room: int


class BatsMoved(NamedTuple):
    origin: int
    room: int


class FellInPit(NamedTuple):
    room: int


class Eaten(NamedTuple):
    room: int


# -- arrows ----------------------------------------------------------------
class ArrowShot(NamedTuple):
    path: tuple[int, ...]
    arrows_left: int


class ArrowEntered(NamedTuple):
    room: int


class ArrowDeflected(NamedTuple):
    """No tunnel to the room asked for: the arrow went to a random room instead."""

    origin: int
    intended: int
    room: int


class ArrowRicocheted(NamedTuple):
    """No tunnel: the arrow bounced to the lowest-numbered neighbour."""

    origin: int
    intended: int
    room: int


class ArrowHitWall(NamedTuple):
    """No tunnel: the arrow struck the wall and its flight ended."""

    origin: int
    intended: int


class Missed(NamedTuple):
    room: int  # where the arrow's flight ended


class WumpusHit(NamedTuple):
    room: int


class ShotSelf(NamedTuple):
    room: int


class ArrowLanded(NamedTuple):
    room: int


class ArrowPickedUp(NamedTuple):
    room: int


class OutOfArrows(NamedTuple):
    arrows: int = 0


class Exhausted(NamedTuple):
    moves: int


# -- the game --------------------------------------------------------------
class GameOver(NamedTuple):
    won: bool
    cause: str
    score: int
    moves: int


class PositionsReset(NamedTuple):
    positions: Positions


class Revealed(NamedTuple):
    positions: Positions


Event = (
    Entered | StayedPut | Percept | Location | BumpedWumpus | WumpusMoved | WumpusStayed
    | WumpusFled | WumpusBalked | WumpusCarried | WumpusDropped | Earthquake | BatsMigrated
    | TermitesAteArrow | BatSnatch | BatsMoved | FellInPit | Eaten | ArrowShot | ArrowEntered
    | ArrowDeflected | ArrowRicocheted | ArrowHitWall | Missed | WumpusHit | ShotSelf
    | ArrowLanded | ArrowPickedUp | OutOfArrows | Exhausted | GameOver | PositionsReset
    | Revealed
)


def _same_event(self, other) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _other_event(self, other) -> bool:
    return not _same_event(self, other)


def _event_hash(self) -> int:
    return hash((type(self).__name__, tuple(self)))


# Named tuples compare as plain tuples, so Entered(2) would equal FellInPit(2).
# Events of different kinds must never be equal: compare the kind as well.
for _cls in (
    Entered, StayedPut, Percept, Location, BumpedWumpus, WumpusMoved, WumpusStayed, WumpusFled,
    WumpusBalked, WumpusCarried, WumpusDropped, Earthquake, BatsMigrated, TermitesAteArrow, BatSnatch, BatsMoved, FellInPit, Eaten, ArrowShot, ArrowEntered, ArrowDeflected,
    ArrowRicocheted, ArrowHitWall, Missed, WumpusHit, ShotSelf, ArrowLanded, ArrowPickedUp,
    OutOfArrows, Exhausted, GameOver, PositionsReset, Revealed,
):
    _cls.__eq__ = _same_event
    _cls.__ne__ = _other_event
    _cls.__hash__ = _event_hash
del _cls
