"""A cave as ASCII art: the lines to draw and where each room's number sits.

Front ends colour a room by its label's cells, and a tunnel by its cells when
the drawing knows them; the drawing itself carries no styling.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from wumpus.engine import DODECAHEDRON, Cave


@dataclass(frozen=True)
class CaveDrawing:
    #: rows of the picture, all padded to the same width
    lines: tuple[str, ...]
    #: room -> (row, column, width) of the room's number in ``lines``
    labels: Mapping[int, tuple[int, int, int]]
    #: (room, room) -> cells (row, column) of the tunnel between them, where known
    edges: Mapping[tuple[int, int], tuple[tuple[int, int], ...]] = field(default_factory=dict)

    @property
    def width(self) -> int:
        return max((len(line) for line in self.lines), default=0)

    @property
    def height(self) -> int:
        return len(self.lines)


_NUMBER = re.compile(r"\d+")


def from_art(text: str) -> CaveDrawing:
    """A drawing from hand-made art whose room numbers are written in it once each."""
    rows = text.rstrip("\n").split("\n")
    width = max(len(r) for r in rows)
    lines = tuple(r.ljust(width) for r in rows)
    labels: dict[int, tuple[int, int, int]] = {}
    for y, row in enumerate(lines):
        for match in _NUMBER.finditer(row):
            labels[int(match.group())] = (y, match.start(), len(match.group()))
    return CaveDrawing(lines, labels)


def drawing_for(cave: Cave) -> CaveDrawing:
    """The hand-made art for the dodecahedron; an automatic layout for any other cave."""
    from wumpus.assets import read_asset

    if cave.meta.get("label_map") and cave.coords is None:
        from wumpus.caves.layout import relabelled_drawing

        return relabelled_drawing(cave)
    if cave.meta.get("art"):
        return from_art(read_asset("maps", cave.meta["art"]))
    if cave.name == "dodecahedron" and cave.exit_sets == DODECAHEDRON.exit_sets:
        return from_art(read_asset("maps", "dodecahedron.txt"))
    from wumpus.caves.layout import auto_drawing

    return auto_drawing(cave)
