"""What a player can do: the actions a game takes, as values.

``Move(room)`` and ``Shoot(rooms)`` are every version's turns; ``Reset`` and
``Cheat`` are the teaching version's commands.  A game keeps the actions it
took (``game.actions``); a record writes each one as JSON with
:meth:`to_json` and reads it back with :func:`action_from_json`.  The JSON
is a list whose first item names the action (``["move", 7]``,
``["shoot", [2, 3]]``), the form records have always used.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass, field
from typing import Any

from .errors import shown
from .events import Positions


#: the rooms an arrow's path holds for a number typed that names no room (the 1973 dialogue's "1.5", or a
#: number of more digits than any room's), each a whole number at or below this, which no cave has
NO_ROOM = -(10 ** 61)


def room_words(room: int) -> str:
    """A room of an arrow's path as the player is told it: its number, or "(no room)" where a number
    typed named none (the stand-in the path holds for it is no number the player typed)."""
    return "(no room)" if room <= NO_ROOM else str(room)


@dataclass(frozen=True, slots=True)
class Move:
    """Walk into ``room`` (one of the tunnels; the room you are in, where a ruleset lets you stay)."""

    room: int

    def to_json(self) -> list[Any]:
        return ["move", self.room]

    def describe(self) -> str:
        return f"move {self.room}"


@dataclass(frozen=True, slots=True)
class Shoot:
    """Shoot an arrow through ``rooms``, in order."""

    rooms: tuple[int, ...] = field(default=())

    def __post_init__(self) -> None:
        rooms = self.rooms
        if isinstance(rooms, str | bytes):  # its characters are no rooms: "14" is not 1 then 4
            raise TypeError(f"Shoot takes the arrow's rooms as a list of whole numbers, not {rooms!r}")
        object.__setattr__(self, "rooms", tuple(_room_number(r) for r in rooms))

    def to_json(self) -> list[Any]:
        return ["shoot", list(self.rooms)]

    def describe(self) -> str:
        return "shoot " + " ".join(room_words(r) for r in self.rooms)


@dataclass(frozen=True, slots=True)
class Reset:
    """Put everything where the player says (the teaching version's R)."""

    positions: Positions

    def __post_init__(self) -> None:
        p = self.positions
        object.__setattr__(self, "positions", Positions(
            int(p[0]), int(p[1]), tuple(int(r) for r in p[2]), tuple(int(r) for r in p[3]),
            None if len(p) < 5 or p[4] is None else int(p[4]),
        ))

    def to_json(self) -> list[Any]:
        p = self.positions
        return ["reset", [p.hunter, p.wumpus, list(p.pits), list(p.bats), p.arrow]]

    def describe(self) -> str:
        p = self.positions
        return f"reset: you {p.hunter}, wumpus {p.wumpus}"


@dataclass(frozen=True, slots=True)
class Cheat:
    """Show where everything is (the teaching version's C); it changes nothing."""

    def to_json(self) -> list[Any]:
        return ["cheat"]

    def describe(self) -> str:
        return "cheat"


Action = Move | Shoot | Reset | Cheat


def action_from_json(data: Any) -> Action:
    """The action a record wrote (``["move", 7]`` ...); ValueError if it is not one."""
    if isinstance(data, Move | Shoot | Reset | Cheat):
        return data
    if not isinstance(data, list | tuple) or not data or not isinstance(data[0], str):
        raise ValueError(f"not an action: {shown(data)} (an action is written as its name, then its values: "
                         '["move", 7])')
    try:
        kind = data[0]
        if len(data) != _PARTS.get(kind, len(data)):
            raise ValueError(f"{shown(kind)} is written with {_PARTS[kind] - 1} value{'s' if _PARTS[kind] != 2 else ''}")
        if kind == "move":
            return Move(_room(data[1]))
        if kind == "shoot":
            return Shoot(_rooms(data[1]))
        if kind == "reset":
            hunter, wumpus, pits, bats, arrow = data[1]
            return Reset(Positions(_room(hunter), _room(wumpus), _rooms(pits), _rooms(bats),
                                   None if arrow is None else _room(arrow)))
        if kind == "cheat":
            return Cheat()
    except ValueError as exc:  # said in the record's words
        raise ValueError(f"not an action: {shown(data)} ({exc})") from None
    except (TypeError, IndexError, KeyError):  # Python's words would say nothing of the record
        raise ValueError(f"not an action: {shown(data)}") from None
    raise ValueError(f"unknown action {shown(kind)}")


#: how many parts each action is written in: its name, then its values
_PARTS = {"move": 2, "shoot": 2, "reset": 2, "cheat": 1}


def _room_number(value: Any) -> int:
    """A room of an arrow's path as a program gives it: a whole number (NumPy's too, or a float with
    nothing after the point); never a fraction, true or false, or text, which would name a room made up."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if not isinstance(value, bool):
        try:
            return operator.index(value)
        except TypeError:
            pass
    raise TypeError(f"a room of the arrow's path is a whole number, not {value!r}")


def _room(value: Any) -> int:
    """A room as a record writes it: a whole number (never true or false, 3.0 or "3")."""
    if type(value) is not int:
        raise ValueError(f"a room is a whole number, not {shown(value)}")
    return value


def _rooms(value: Any) -> tuple[int, ...]:
    """Rooms as a record writes them: a list of whole numbers (never a string of digits)."""
    if not isinstance(value, list | tuple):
        raise ValueError(f"rooms are a list of whole numbers, not {shown(value)}")
    return tuple(_room(room) for room in value)


__all__ = ["Action", "Cheat", "Move", "Reset", "Shoot", "action_from_json"]
