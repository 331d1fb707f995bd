"""The cave map: one widget that draws the whole picture line by line.

The widget knows nothing about the rules.  It is told a *role* for some
rooms (``"hunter"``, ``"tunnel"``, ``"visited"``...) and for some tunnels,
and styles the cells of their numbers and strokes with the matching
component class.  When the roles change only the changed cells are
refreshed.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from wumpus.caves.drawing import CaveDrawing

#: room roles, and the tunnel roles, each a component class ``cave-map--<role>``
ROOM_ROLES = (
    "room", "visited", "warned", "tunnel", "tunnel-warned", "hunter", "choice", "path", "arrow", "bat",
    "lying-arrow", "wumpus", "pit", "bats", "dead",
)
EDGE_ROLES = ("line", "tunnel-line", "path-line", "arrow-line")


class CaveMap(Widget):
    """The picture of the cave, with rooms and tunnels styled by role."""

    COMPONENT_CLASSES = {f"cave-map--{role}" for role in (*ROOM_ROLES, *EDGE_ROLES)}

    DEFAULT_CSS = """
    CaveMap {
        width: auto;
        height: auto;
    }
    CaveMap > .cave-map--line { color: $foreground 45%; }
    CaveMap > .cave-map--room { color: $foreground 60%; }
    CaveMap > .cave-map--visited { color: $foreground; }
    CaveMap > .cave-map--warned { color: $text-warning; text-style: underline; }
    CaveMap > .cave-map--tunnel { color: $text-success; text-style: bold; }
    CaveMap > .cave-map--tunnel-warned { color: $text-success; text-style: bold underline; }
    CaveMap > .cave-map--tunnel-line { color: $text-success; }
    CaveMap > .cave-map--hunter { background: $primary; color: $text; text-style: bold; }
    CaveMap > .cave-map--choice { color: $text-success; text-style: bold underline; }
    CaveMap > .cave-map--path { background: $warning; color: $text; text-style: bold; }
    CaveMap > .cave-map--path-line { color: $text-warning; text-style: bold; }
    CaveMap > .cave-map--arrow { background: $error; color: $text; text-style: bold; }
    CaveMap > .cave-map--arrow-line { color: $text-error; text-style: bold; }
    CaveMap > .cave-map--bat { background: $secondary; color: $text; text-style: bold; }
    CaveMap > .cave-map--lying-arrow { color: $text-primary; text-style: bold underline; }
    CaveMap > .cave-map--wumpus { background: $error; color: $text; text-style: bold; }
    CaveMap > .cave-map--pit { background: $warning; color: $text; text-style: bold; }
    CaveMap > .cave-map--bats { background: $secondary; color: $text; text-style: bold; }
    CaveMap > .cave-map--dead { background: $error; color: $text; text-style: bold strike; }
    """

    class RoomClicked(Message):
        """The player clicked a room's number."""

        def __init__(self, cave_map: CaveMap, room: int) -> None:
            super().__init__()
            self.cave_map = cave_map
            self.room = room

        @property
        def control(self) -> CaveMap:
            return self.cave_map

    def __init__(self, drawing: CaveDrawing, *, name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._styles: dict[str | None, Style] = {}
        self._use(drawing)

    def _use(self, drawing: CaveDrawing) -> None:
        self.drawing = drawing
        self._cells: dict[tuple[int, int], int] = {}
        for room, (row, col, width) in drawing.labels.items():
            for c in range(col, col + width):
                self._cells[(row, c)] = room
        self._stroke_cells: set[tuple[int, int]] = {
            (r, c) for r, line in enumerate(drawing.lines) for c, ch in enumerate(line)
            if ch != " " and (r, c) not in self._cells
        }
        self.room_roles: dict[int, str] = {}
        self.edge_roles: dict[tuple[int, int], str] = {}
        #: (row, column) -> role of every cell drawn in something other than its plain style
        self._styled: dict[tuple[int, int], str] = {}

    def set_drawing(self, drawing: CaveDrawing) -> None:
        """Show another picture (a new cave)."""
        self._use(drawing)
        self.refresh(layout=True)

    # -- size ---------------------------------------------------------------------
    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.drawing.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.drawing.height

    @property
    def _origin(self) -> tuple[int, int]:
        """Where the picture's top-left corner sits in the widget (it is centred)."""
        return max(0, (self.size.width - self.drawing.width) // 2), 0

    # -- state ---------------------------------------------------------------------
    def show(self, rooms: Mapping[int, str], edges: Mapping[tuple[int, int], str] | None = None) -> None:
        """Style these rooms and tunnels by role (all others plain); repaint what changed."""
        self.room_roles = dict(rooms)
        self.edge_roles = dict(edges or {})
        styled: dict[tuple[int, int], str] = {}
        drawn = self.drawing.edges
        for (a, b), role in self.edge_roles.items():
            for cell in drawn.get((a, b), drawn.get((b, a), ())):
                styled[cell] = role
        for room, role in self.room_roles.items():
            label = self.drawing.labels.get(room)
            if label is None:
                continue
            row, col, width = label
            for c in range(col, col + width):
                styled[(row, c)] = role
        old = self._styled
        changed = {cell for cell in old.keys() | styled.keys() if old.get(cell) != styled.get(cell)}
        self._styled = styled
        if changed and self.is_mounted:
            ox, oy = self._origin
            for row in {r for r, _ in changed}:
                cols = [c for r, c in changed if r == row]
                self.refresh(Region(ox + min(cols), oy + row, max(cols) - min(cols) + 1, 1))

    def room_at(self, x: int, y: int) -> int | None:
        """The room whose number is drawn at widget offset (x, y), if any."""
        ox, oy = self._origin
        return self._cells.get((y - oy, x - ox))

    def room_region(self, room: int) -> Region:
        """Where the room's number is drawn, in widget coordinates."""
        row, col, width = self.drawing.labels[room]
        ox, oy = self._origin
        return Region(ox + col, oy + row, width, 1)

    # -- drawing -------------------------------------------------------------------
    def notify_style_update(self) -> None:
        self._styles.clear()
        super().notify_style_update()

    def _style(self, role: str | None) -> Style:
        """The full style of a cell with this role (None: blank), cached until the CSS changes."""
        style = self._styles.get(role)
        if style is None:
            base = self.rich_style
            style = base if role is None else base + self.get_component_rich_style(f"cave-map--{role}")
            self._styles[role] = style
        return style

    def render_line(self, y: int) -> Strip:
        ox, oy = self._origin
        row = y - oy
        width = self.size.width
        lines = self.drawing.lines
        base = self._style(None)
        if not 0 <= row < len(lines):
            return Strip.blank(width, base)
        text = lines[row]

        def role_of(c: int) -> str | None:
            cell = (row, c)
            role = self._styled.get(cell)
            if role is not None:
                return role
            if cell in self._cells:
                return "room"
            if cell in self._stroke_cells:
                return "line"
            return None

        segments: list[Segment] = []
        if ox:
            segments.append(Segment(" " * ox, base))
        start = 0
        current = role_of(0)
        for c in range(1, len(text) + 1):
            role = role_of(c) if c < len(text) else object()
            if role != current:
                segments.append(Segment(text[start:c], self._style(current)))
                start, current = c, role
        strip = Strip(segments)
        return strip.extend_cell_length(width, base).crop(0, width)

    def on_click(self, event: events.Click) -> None:
        room = self.room_at(event.x, event.y)
        if room is not None:
            event.stop()
            self.post_message(self.RoomClicked(self, room))
