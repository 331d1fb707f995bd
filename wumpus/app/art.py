"""A picture of any cave: its drawing, or failing that a list of its rooms.

``picture_for(cave)`` always returns a :class:`CaveDrawing`, so the app can
show every cave, even one nobody can draw.
"""

from __future__ import annotations

from wumpus.caves.drawing import CaveDrawing
from wumpus.engine import Cave


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


def picture_for(cave: Cave, width: int | None = None, height: int | None = None) -> tuple[CaveDrawing, bool]:
    """The drawing to show for ``cave`` (the largest that fits in ``width`` x ``height``, when given)
    and whether it is a real map (False: a listing)."""
    try:
        from wumpus.caves.drawing import drawing_for

        drawing = drawing_for(cave, width, height)
    except Exception:  # no layout for this cave yet, or a broken asset: show a listing
        return listing_drawing(cave), False
    if not all(room in drawing.labels for room in cave.rooms):
        return listing_drawing(cave), False
    return drawing, True
