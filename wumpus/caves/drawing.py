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


#: the neighbours each stroke character joins up with, as (row step, column step)
_JOINS: dict[str, frozenset[tuple[int, int]]] = {
    "-": frozenset({(0, -1), (0, 1)}),
    "_": frozenset({(0, -1), (0, 1), (1, -1), (1, 1)}),
    "|": frozenset({(-1, 0), (1, 0)}),
    "/": frozenset({(-1, 1), (1, -1), (0, -1)}),
    "\\": frozenset({(-1, -1), (1, 1), (0, 1)}),
    "+": frozenset({(0, -1), (0, 1), (-1, 0), (1, 0)}),
    "X": frozenset({(-1, -1), (1, 1), (-1, 1), (1, -1)}),
}
_ALL = frozenset((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)


def _loose(joins: frozenset[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    """A stroke going up or down also meets the cells either side of where it points."""
    out = set(joins)
    for dr, dc in joins:
        if dr:
            out.update((dr, c) for c in (dc - 1, dc, dc + 1) if -1 <= c <= 1)
    return frozenset(out)


_LOOSE = {ch: _loose(j) for ch, j in _JOINS.items()}


def trace_edges(drawing: CaveDrawing, cave: Cave) -> dict[tuple[int, int], tuple[tuple[int, int], ...]]:
    """The cells of each tunnel in hand-made art, found by following its strokes
    from one room's number to the other's (tunnels that cannot be followed are left out)."""
    lines = drawing.lines
    owner: dict[tuple[int, int], int] = {}
    for room, (row, col, width) in drawing.labels.items():
        for c in range(col, col + width):
            owner[(row, c)] = room

    def char(cell: tuple[int, int]) -> str:
        r, c = cell
        if 0 <= r < len(lines) and 0 <= c < len(lines[r]):
            return lines[r][c]
        return " "

    def joins(cell: tuple[int, int]) -> frozenset[tuple[int, int]]:
        return _ALL if cell in owner else _LOOSE.get(char(cell), frozenset())

    def step(cell: tuple[int, int]):
        here = char(cell)
        for dr, dc in joins(cell):
            nxt = (cell[0] + dr, cell[1] + dc)
            if (-dr, -dc) not in joins(nxt):
                continue
            there = char(nxt)
            # a slash meets a level stroke beside it only when that stroke is an underscore
            if dr == 0 and cell not in owner and nxt not in owner and "_" not in (here, there) and (
                here in "/\\" or there in "/\\"
            ):
                continue
            yield nxt

    edges: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}
    for a in cave.rooms:
        for b in cave.links[a]:
            if a >= b or a not in drawing.labels or b not in drawing.labels:
                continue
            start = [cell for cell, room in owner.items() if room == a]
            came: dict[tuple[int, int], tuple[int, int] | None] = {cell: None for cell in start}
            queue = list(start)
            found = None
            while queue and found is None:
                nxt_queue = []
                for cell in queue:
                    for nxt in step(cell):
                        if nxt in came:
                            continue
                        if nxt in owner:
                            if owner[nxt] == b and cell not in owner:
                                found = cell
                                break
                            continue
                        came[nxt] = cell
                        nxt_queue.append(nxt)
                    if found is not None:
                        break
                queue = nxt_queue
            if found is None:
                continue
            cells = []
            cell: tuple[int, int] | None = found
            while cell is not None and cell not in owner:
                cells.append(cell)
                cell = came[cell]
            edges[(a, b)] = tuple(reversed(cells))
            edges[(b, a)] = tuple(cells)
    return edges


def _art_drawing(name: str, cave: Cave) -> CaveDrawing:
    from wumpus.assets import read_asset

    key = (name, tuple((r, cave.links[r]) for r in cave.rooms))
    hit = _ART_CACHE.get(key)
    if hit is None:
        drawing = from_art(read_asset("maps", name))
        hit = _ART_CACHE[key] = CaveDrawing(drawing.lines, drawing.labels, trace_edges(drawing, cave))
    return hit


_ART_CACHE: dict = {}


#: the smallest box an automatic picture of up to 20 rooms is drawn in (columns, rows)
MIN_BOX = (30, 13)
#: where the rooms of the dodecahedron sit in its bigger pictures (x, y in 0..1), the shape of the hand-made art
_DODECAHEDRON_PLACES = {
    18: (.5, 0), 9: (.5, .13), 17: (0, .27), 8: (.3, .27), 10: (.7, .27), 19: (1, .27),
    7: (.14, .43), 1: (.4, .43), 2: (.6, .43), 11: (.86, .43), 6: (.14, .55), 5: (.36, .55), 3: (.64, .55),
    12: (.86, .55), 4: (.5, .7), 15: (.3, .83), 14: (.5, .83), 13: (.7, .83), 16: (0, 1), 20: (1, 1),
}


def _is_dodecahedron(cave: Cave) -> bool:
    return cave.name == "dodecahedron" and cave.exit_sets == DODECAHEDRON.exit_sets


#: the folder of pictures made for caves of a given shape (cave files in the TOML format: their
#: tunnels name the shape, their coordinates and ``wrap`` the picture)
PICTURES = ("caves", "pictures")


def _pictures() -> tuple[Cave, ...]:
    global _PICTURES
    if _PICTURES is None:
        from wumpus.assets import asset_path

        from .formats import parse_toml

        folder = asset_path(*PICTURES)
        _PICTURES = tuple(parse_toml(path.read_text(encoding="utf-8"), f"{'/'.join(PICTURES)}/{path.name}")
                          for path in sorted(folder.glob("*.toml")))
    return _PICTURES


_PICTURES: tuple[Cave, ...] | None = None


def with_own_picture(cave: Cave) -> Cave:
    """The cave placed as the picture made for its shape places it (:data:`PICTURES`), if one was made for
    its tunnels: in its own numbers, or, for a renumbered cave, in the numbers it had before.  Otherwise
    the cave as it is; and so too a cave whose file places its rooms itself, unless it is one of the AI
    competition's map files (whose positions are the competition's own, kept for its bots)."""
    if cave.coords is not None and cave.meta.get("format") != "competition":
        return cave
    exits = cave.exit_sets
    mapping = None
    if cave.meta.get("label_map"):
        from wumpus.caves import parse_label_map, unshuffled

        try:
            exits = unshuffled(cave).exit_sets
        except (ValueError, KeyError):
            return cave
        mapping = parse_label_map(cave.meta["label_map"])
    for picture in _pictures():
        if picture.exit_sets == exits and picture.coords is not None:
            coords = {(mapping[r] if mapping else r): xy for r, xy in picture.coords.items()}
            meta = {**cave.meta, "wrap": picture.meta.get("wrap", "")}
            return Cave(cave.name, cave.exits, cave.description, cave.smell_distance, coords, meta)
    return cave


def drawing_for(cave: Cave, width: int | None = None, height: int | None = None) -> CaveDrawing:
    """The cave's picture: the hand-made art for the dodecahedron, an automatic layout for any other cave
    (where a picture was made for the cave's shape, laid out as that picture is: :func:`with_own_picture`).

    Given a box (``width`` columns by ``height`` rows) the largest picture that fits in it is chosen:
    the art, or a bigger drawing of the same shape when the box has room for one; an automatic
    layout drawn to the box.  A box smaller than :func:`smallest_drawing` gets that smallest picture,
    which then does not fit.
    """
    if not cave.meta.get("art") and not _is_dodecahedron(cave):
        cave = with_own_picture(cave)
    if width is None or height is None:
        if cave.meta.get("label_map") and cave.coords is None:
            from wumpus.caves.layout import relabelled_drawing

            return relabelled_drawing(cave)
        if cave.meta.get("art"):
            return _art_drawing(cave.meta["art"], cave)
        if _is_dodecahedron(cave):
            return _art_drawing("dodecahedron.txt", cave)
        from wumpus.caves.layout import auto_drawing

        return auto_drawing(cave)
    if cave.meta.get("label_map") and cave.coords is None:
        from wumpus.caves.layout import relabelled_drawing

        return relabelled_drawing(cave, width, height)
    if cave.meta.get("art"):
        return _art_drawing(cave.meta["art"], cave)
    if _is_dodecahedron(cave):
        art = _art_drawing("dodecahedron.txt", cave)
        return _bigger_dodecahedron(cave, art, width, height) or art
    from wumpus.caves.layout import auto_drawing, drawing_coords

    if cave.coords is None:
        # laid out once, then drawn at each size where that layout put the rooms: the same shape at every size
        cave = Cave(cave.name, cave.exits, cave.description, cave.smell_distance, drawing_coords(cave), cave.meta)
    return auto_drawing(cave, *_box(cave, width, height))


def smallest_drawing(cave: Cave) -> CaveDrawing:
    """The smallest picture :func:`drawing_for` gives this cave: what a screen must have room for."""
    return drawing_for(cave, 0, 0)


def _min_box(cave: Cave) -> tuple[int, int]:
    grow = max(1.0, (len(cave.rooms) / 20) ** 0.5)
    return int(MIN_BOX[0] * grow), int(MIN_BOX[1] * grow) | 1


def _box(cave: Cave, width: int, height: int) -> tuple[int, int]:
    """The size to draw an automatic picture at: within the box, not stretched far out of shape
    (a cell is about twice as tall as it is wide), and in steps, so that a resize by a cell or two
    reuses the picture already drawn."""
    least_w, least_h = _min_box(cave)
    height = min(height, width // 2 + 2)
    width = min(width, int(height * 2.6))
    if width < least_w or height < least_h:
        return least_w, least_h
    return least_w + (width - least_w) // 4 * 4, least_h + (height - least_h) // 2 * 2


def _bigger_dodecahedron(cave: Cave, art: CaveDrawing, width: int, height: int) -> CaveDrawing | None:
    """The dodecahedron drawn bigger than its art, in the art's shape, when the box has room for it."""
    if width < art.width + 12 or height < art.height + 8:
        return None
    from wumpus.caves.layout import auto_drawing

    rows = art.height + (height - art.height) // 4 * 4
    cols = min(width, int(rows * 1.6)) // 4 * 4 + 2
    placed = Cave(cave.name, cave.exits, cave.description, cave.smell_distance, _DODECAHEDRON_PLACES, {})
    drawing = auto_drawing(placed, cols, rows)
    return drawing if drawing.width <= width and drawing.height <= height else None
