"""Getting a picture of any cave, and finding the tunnels drawn in hand-made art.

``picture_for(cave)`` always returns a :class:`CaveDrawing`: the cave's own
drawing when there is one, else a plain list of rooms and their tunnels.
Hand-made art says where the room numbers are but not which strokes join
them; :func:`trace_edges` follows the strokes (``- _ | / \\``) from number
to number so the map can light up the tunnels out of the hunter's room.
"""

from __future__ import annotations

from collections.abc import Mapping

from wumpus.caves.drawing import CaveDrawing
from wumpus.engine import Cave

# The directions (row step, column step) a stroke runs in.
_STROKES: dict[str, tuple[tuple[int, int], ...]] = {
    "-": ((0, -1), (0, 1)),
    "_": ((0, -1), (0, 1)),
    "=": ((0, -1), (0, 1)),
    "|": ((-1, 0), (1, 0)),
    "/": ((-1, 1), (1, -1)),
    "\\": ((-1, -1), (1, 1)),
}


def _close(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """True when directions a and b are at most 45 degrees apart."""
    return a == b or (abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 and a[0] * b[0] + a[1] * b[1] > 0)


def _near(d: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    """The two directions 45 degrees either side of d."""
    r, c = d
    if r and c:
        return ((r, 0), (0, c))
    if r:
        return ((r, -1), (r, 1))
    return ((-1, c), (1, c))


def trace_edges(drawing: CaveDrawing, cave: Cave) -> dict[tuple[int, int], tuple[tuple[int, int], ...]]:
    """The cells of each drawn tunnel, keyed by (room, room) with the smaller room first.

    Returns an empty mapping unless every traced stroke joins two rooms the
    cave really links and every link of the cave is found: a half-right
    answer would mislead the player.
    """
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

    def joins(d: tuple[int, int], other: str, exact: bool) -> bool:
        """Does a stroke leaving in direction d join the stroke ``other`` it reaches?"""
        back = (-d[0], -d[1])
        dirs = _STROKES.get(other, ())
        if not exact or d[0] == 0 or other in "-=":
            return back in dirs
        return any(_close(e, back) for e in dirs)

    def links(cell: tuple[int, int]) -> list[tuple[int, int]]:
        """The room-number cells and stroke cells this stroke cell joins."""
        out = []
        ch = char(cell)
        for d in _STROKES.get(ch, ()):
            nxt = (cell[0] + d[0], cell[1] + d[1])
            other = char(nxt)
            if nxt in owner:
                out.append(nxt)
            elif joins(d, other, True):
                out.append(nxt)
            elif other == "_" and d[0] == -1 and d[1] != 0:
                out.append(nxt)  # a slash reaching up to an underscore's floor
            elif d[0] != 0:
                # a vertical or slanted stroke may end beside what it meets
                for near in _near(d):
                    cell2 = (cell[0] + near[0], cell[1] + near[1])
                    if cell2 in owner or joins(near, char(cell2), False):
                        out.append(cell2)
                        break
        if ch == "_":
            # an underscore's floor meets a slash on the row below
            for dc, slash in ((-1, "/"), (1, "\\")):
                below = (cell[0] + 1, cell[1] + dc)
                if char(below) == slash:
                    out.append(below)
        return out

    edges: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}
    seen: set[tuple[int, int]] = set()
    strokes = [
        (r, c) for r, line in enumerate(lines) for c, ch in enumerate(line) if ch in _STROKES
    ]
    for start in strokes:
        if start in seen:
            continue
        # the connected stroke cells, and the rooms they touch
        stack, cells, rooms = [start], [], set()
        seen.add(start)
        while stack:
            cell = stack.pop()
            cells.append(cell)
            for nxt in links(cell):
                if nxt in owner:
                    rooms.add(owner[nxt])
                elif nxt not in seen and char(nxt) in _STROKES:
                    seen.add(nxt)
                    stack.append(nxt)
        if len(rooms) != 2:
            return {}
        a, b = sorted(rooms)
        if (a, b) in edges:
            return {}
        edges[(a, b)] = tuple(sorted(cells))
    wanted = {tuple(sorted(pair)) for pair in _undirected_links(cave.exits)}
    if set(edges) != wanted:
        return {}
    return edges


def _undirected_links(exits: Mapping[int, tuple[int, ...]]) -> set[tuple[int, int]]:
    return {(a, b) if a < b else (b, a) for a, tunnels in exits.items() for b in tunnels if a != b}


def listing_drawing(cave: Cave) -> CaveDrawing:
    """A picture for a cave nobody has drawn: one line per room and its tunnels."""
    width = len(str(max(cave.rooms, key=lambda r: len(str(r)))))
    lines, labels = [], {}
    for row, room in enumerate(cave.rooms):
        label = str(room).rjust(width)
        lines.append(f"{label} -> {' '.join(str(t) for t in cave.exits[room])}")
        labels[room] = (row, width - len(str(room)), len(str(room)))
    wide = max(len(line) for line in lines)
    return CaveDrawing(tuple(line.ljust(wide) for line in lines), labels)


def picture_for(cave: Cave) -> tuple[CaveDrawing, bool]:
    """The drawing to show for ``cave`` and whether it is a real map (False: a listing)."""
    try:
        from wumpus.caves.drawing import drawing_for

        drawing = drawing_for(cave)
    except Exception:  # no layout for this cave yet, or a broken asset: show a listing
        return listing_drawing(cave), False
    if not all(room in drawing.labels for room in cave.rooms):
        return listing_drawing(cave), False
    if not drawing.edges:
        edges = trace_edges(drawing, cave)
        if edges:
            drawing = CaveDrawing(drawing.lines, drawing.labels, edges)
    return drawing, True
