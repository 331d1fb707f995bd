"""Caves as data: rooms, the tunnels out of each, and what the rules derive.

A cave makes no assumption about size, degree or symmetry: a tunnel may be
one-way, listed twice, or loop back to its own room.  Room labels are ints;
the order of a room's exits is the order the cave lists them in (the order
the original programs print "TUNNELS LEAD TO").
"""

from __future__ import annotations

import math
import re
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from .errors import CaveError, shown
from .rng import Rng

#: what a cave's name may not hold: control characters (Unicode category Cc), which could
#: drive a terminal, and the marks, embeddings, overrides and isolates that turn text right
#: to left, which could make a name read as something else
_RIGHT_TO_LEFT = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
UNPRINTABLE = re.compile(f"[\x00-\x1f\x7f-\x9f{_RIGHT_TO_LEFT}]")
#: the same, but for a description, which may hold line breaks and tabs
UNPRINTABLE_IN_TEXT = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{_RIGHT_TO_LEFT}]")


@dataclass(frozen=True, eq=False)
class Cave:
    name: str
    exits: Mapping[int, tuple[int, ...]]
    description: str = ""
    smell_distance: int = 1
    coords: Mapping[int, tuple[float, float]] | None = None
    meta: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        exits = {int(room): tuple(int(t) for t in tunnels) for room, tunnels in self.exits.items()}
        object.__setattr__(self, "exits", exits)
        if not exits:
            raise CaveError(f"cave {self.name!r} has no rooms")
        for room, tunnels in exits.items():
            if not tunnels:
                raise CaveError(f"cave {self.name!r}: room {room} has no exit")
            for t in tunnels:
                if t not in exits:
                    raise CaveError(f"cave {self.name!r}: room {room} leads to unknown room {t}")
        if self.smell_distance < 1:
            raise CaveError(f"cave {self.name!r}: smell distance must be at least 1")

    # -- derived views ---------------------------------------------------
    @cached_property
    def rooms(self) -> tuple[int, ...]:
        return tuple(sorted(self.exits))

    @cached_property
    def entrances(self) -> dict[int, tuple[int, ...]]:
        """For each room, the rooms with a tunnel into it (sorted, unique)."""
        into: dict[int, set[int]] = {room: set() for room in self.exits}
        for room, tunnels in self.exits.items():
            for t in tunnels:
                into[t].add(room)
        return {room: tuple(sorted(src)) for room, src in into.items()}

    @cached_property
    def exit_sets(self) -> dict[int, frozenset[int]]:
        return {room: frozenset(t) for room, t in self.exits.items()}

    @cached_property
    def links(self) -> dict[int, tuple[int, ...]]:
        """Rooms joined to each room by an exit or an entrance (sorted, unique)."""
        return {
            room: tuple(sorted(set(self.exits[room]) | set(self.entrances[room])))
            for room in self.exits
        }

    @cached_property
    def link_sets(self) -> dict[int, frozenset[int]]:
        return {room: frozenset(t) for room, t in self.links.items()}

    @cached_property
    def smell_sets(self) -> dict[int, frozenset[int]]:
        """Rooms within the smell distance of each room, through exits and entrances."""
        return {room: self.within(room, self.smell_distance) for room in self.exits}

    @cached_property
    def is_symmetric(self) -> bool:
        return all(room in self.exit_sets[t] for room, ts in self.exits.items() for t in ts)

    def within(self, room: int, distance: int) -> frozenset[int]:
        """Rooms at 1..distance steps from ``room`` through exits and entrances (``room`` itself only via a loop)."""
        key = (room, distance)
        cache = self._within_cache
        hit = cache.get(key)
        if hit is not None:
            return hit
        seen: set[int] = set()
        frontier = {room}
        for _ in range(distance):
            frontier = {n for r in frontier for n in self.links[r]} - seen
            if not frontier:
                break  # every room within reach is reached: a greater distance adds none
            seen |= frontier
        result = frozenset(seen)
        cache[key] = result
        return result

    @cached_property
    def _within_cache(self) -> dict[tuple[int, int], frozenset[int]]:
        return {}

    def reachable_from(self, room: int, *, backwards: bool = False) -> set[int]:
        """Rooms a hunter can walk to from ``room`` (or, backwards, walk from to reach it)."""
        graph = self.entrances if backwards else self.exits
        seen = {room}
        queue = deque([room])
        while queue:
            for t in graph[queue.popleft()]:
                if t not in seen:
                    seen.add(t)
                    queue.append(t)
        return seen

    @cached_property
    def strongly_connected(self) -> bool:
        first = self.rooms[0]
        everywhere = len(self.rooms)
        return (len(self.reachable_from(first)) == everywhere
                and len(self.reachable_from(first, backwards=True)) == everywhere)

    # -- transforms ------------------------------------------------------
    def relabel(self, mapping: Mapping[int, int], name: str | None = None) -> Cave:
        """The same cave with every room renamed through ``mapping``."""
        return Cave(
            name or self.name,
            {mapping[r]: tuple(mapping[t] for t in ts) for r, ts in self.exits.items()},
            self.description,
            self.smell_distance,
            None if self.coords is None else {mapping[r]: xy for r, xy in self.coords.items()},
            dict(self.meta),
        )

    def shuffled(self, rng: Rng) -> tuple[Cave, dict[int, int]]:
        """Rooms renumbered at random (labels keep their set); returns cave and mapping."""
        labels = list(self.rooms)
        for i in range(len(labels) - 1, 0, -1):
            j = int(rng.random() * (i + 1))
            labels[i], labels[j] = labels[j], labels[i]
        mapping = dict(zip(self.rooms, labels))
        return self.relabel(mapping), mapping

    def to_dict(self) -> dict:
        data: dict = {
            "name": self.name,
            "exits": {str(r): list(ts) for r, ts in self.exits.items()},
            "smell_distance": self.smell_distance,
        }
        if self.description:
            data["description"] = self.description
        if self.coords is not None:
            data["coords"] = {str(r): list(xy) for r, xy in self.coords.items()}
        return data

    @classmethod
    def from_dict(cls, data: Mapping) -> Cave:
        if not isinstance(data, Mapping):
            raise CaveError(f"not a cave description: it is {shown(data)}, not a table")
        exits = data.get("exits")
        if exits is not None and not isinstance(exits, Mapping):
            raise CaveError(f"not a cave description: its exits are {shown(exits)}, not a table of rooms")
        for room, ways in (exits or {}).items():
            if not isinstance(ways, list | tuple):
                raise CaveError(f"not a cave description: room {room}'s exits are {shown(ways)}, not a list")
        try:
            coords = data.get("coords")
            cave = cls(
                str(data["name"]),
                _rooms({r: tuple(_whole(t, f"an exit of room {r}") for t in ts) for r, ts in data["exits"].items()}),
                str(data.get("description", "")),
                _whole(data.get("smell_distance", 1), "its smell distance"),
                None if coords is None else _rooms({r: (_finite(x), _finite(y)) for r, (x, y) in coords.items()}),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, CaveError):
                raise
            if isinstance(exc, KeyError):
                raise CaveError(f"not a cave description: it has no {exc.args[0]!r}") from None
            raise CaveError(f"not a cave description: {exc}") from None
        for what, text, pattern in (("name", cave.name, UNPRINTABLE),
                                    ("description", cave.description, UNPRINTABLE_IN_TEXT)):
            odd = pattern.search(text)
            if odd:
                raise CaveError(f"not a cave description: its {what} holds a control character "
                                f"({ascii(odd.group())})")
        return cave

    def __repr__(self) -> str:
        return f"Cave({self.name!r}, {len(self.rooms)} rooms)"


def _whole(value, what: str) -> int:
    """A whole number from a cave description: an int, or the digits of a table's key; a fraction, an
    infinity or anything else is refused (never cut to a whole number: that would be another cave)."""
    if isinstance(value, bool) or (isinstance(value, float) and not (math.isfinite(value) and value.is_integer())):
        raise CaveError(f"not a cave description: {what} ({shown(value)}) is not a whole number")
    if isinstance(value, str):
        return int(value.strip())
    return int(value) if isinstance(value, int | float) else int(value)


def _rooms(table: Mapping) -> dict:
    """A table keyed by room number, its keys read as whole numbers; two keys for one room ("1" and
    "01") are refused, never one quietly taken over the other."""
    out: dict = {}
    named: dict[int, object] = {}
    for key, value in table.items():
        room = _whole(key, "a room's number")
        if room in out:
            raise CaveError(f"not a cave description: room {room} is listed twice ({shown(named[room])} and "
                            f"{shown(key)})")
        out[room], named[room] = value, key
    return out


def _finite(value) -> float:
    """A coordinate from a cave description: a finite number."""
    number = float(value)
    if not math.isfinite(number):
        raise CaveError(f"not a cave description: a room's place holds {shown(value)}, not a finite number")
    return number


#: Yob's dodecahedron, numbered and ordered as in the 1973 listing's DATA lines.
DODECAHEDRON = Cave(
    "dodecahedron",
    {
        1: (2, 5, 8), 2: (1, 3, 10), 3: (2, 4, 12), 4: (3, 5, 14), 5: (1, 4, 6),
        6: (5, 7, 15), 7: (6, 8, 17), 8: (1, 7, 9), 9: (8, 10, 18), 10: (2, 9, 11),
        11: (10, 12, 19), 12: (3, 11, 13), 13: (12, 14, 20), 14: (4, 13, 15), 15: (6, 14, 16),
        16: (15, 17, 20), 17: (7, 16, 18), 18: (9, 17, 19), 19: (11, 18, 20), 20: (13, 16, 19),
    },
    "Yob's squashed dodecahedron: 20 rooms, 3 tunnels each.",
)
