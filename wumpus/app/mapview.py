"""The cave map: one widget that draws the whole picture line by line.

The widget knows nothing about the rules.  It is told a *role* for some
rooms (``"hunter"``, ``"tunnel"``, ``"visited"``...) and for some tunnels,
and styles the cells of their numbers and strokes with the matching
component class.  When the roles change only the changed cells are
refreshed.  Notes can be written over the picture: a character in a blank
cell beside a room, and a tint behind a room's number (see
:mod:`wumpus.app.notes`).

A picture bigger than the room the screen has for it (a cave of many rooms on
a small terminal) scrolls, and follows the hunter, the arrow and the bats.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region, Size, Spacing
from textual.message import Message
from textual.strip import Strip
from textual.scroll_view import ScrollView

from wumpus.caves.drawing import CaveDrawing

#: the narrowest the panel beside the map (status and messages) may be
SIDE_MIN = 34
#: the share of a wide screen's columns the side panel takes
SIDE_SHARE = 0.4
#: rows under the map for its legend, and rows of the screen's header and footer
LEGEND_ROWS = 3
CHROME_ROWS = 2
#: columns of padding round the map
MAP_PADDING = 2
#: a standard terminal: every cave plays on one, a picture too big for it scrolling
STANDARD_SCREEN = (80, 24)


def map_box(width: int, height: int) -> tuple[int, int]:
    """The columns and rows the map may use on a screen of this size."""
    side = max(SIDE_MIN, round(width * SIDE_SHARE))
    return width - MAP_PADDING - side, height - CHROME_ROWS - LEGEND_ROWS


def screen_for(drawing: CaveDrawing) -> tuple[int, int]:
    """The smallest screen (columns, rows) that shows this picture, its legend, the status and the messages."""
    return drawing.width + MAP_PADDING + SIDE_MIN, drawing.height + LEGEND_ROWS + CHROME_ROWS


#: room roles, and the tunnel roles, each a component class ``cave-map--<role>``
ROOM_ROLES = (
    "room", "visited", "warned", "tunnel", "tunnel-warned", "hunter", "choice", "path", "arrow", "bat",
    "lying-arrow", "wumpus", "pit", "bats", "dead", "hint",
)
EDGE_ROLES = ("line", "tunnel-line", "path-line", "arrow-line", "hint-line")
#: how a note written on the map looks: ``cave-map--note-<look>`` for a mark, ``cave-map--tint-<look>`` for a room
NOTE_LOOKS = ("safe", "low", "some", "high", "wumpus", "pit", "bats")


class CaveMap(ScrollView, can_focus=False, inherit_bindings=False):
    """The picture of the cave, with rooms and tunnels styled by role.

    It never takes the focus or the keys: they belong to the game and the arrow picker
    (a picture too big for the screen scrolls by following the play, and by the mouse wheel).
    """

    COMPONENT_CLASSES = {f"cave-map--{role}" for role in (*ROOM_ROLES, *EDGE_ROLES)} | {
        f"cave-map--{kind}-{look}" for kind in ("note", "tint") for look in NOTE_LOOKS
    }

    DEFAULT_CSS = """
    CaveMap {
        width: auto;
        height: auto;
        scrollbar-size: 1 1;
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
    CaveMap > .cave-map--hint { background: $success; color: $text; text-style: bold; }
    CaveMap > .cave-map--hint-line { color: $text-success; text-style: bold; }
    CaveMap > .cave-map--note-safe { color: $text-success; text-style: bold; }
    CaveMap > .cave-map--note-low { color: $text-warning 70%; }
    CaveMap > .cave-map--note-some { color: $text-warning; }
    CaveMap > .cave-map--note-high { color: $text-error; }
    CaveMap > .cave-map--note-wumpus { background: $error; color: $text; text-style: bold; }
    CaveMap > .cave-map--note-pit { background: $warning; color: $text; text-style: bold; }
    CaveMap > .cave-map--note-bats { background: $secondary; color: $text; text-style: bold; }
    CaveMap > .cave-map--tint-safe { background: $success 15%; }
    CaveMap > .cave-map--tint-low { background: $warning 15%; }
    CaveMap > .cave-map--tint-some { background: $warning 30%; }
    CaveMap > .cave-map--tint-high { background: $error 35%; }
    CaveMap > .cave-map--tint-wumpus { background: $error 60%; }
    CaveMap > .cave-map--tint-pit { background: $warning 55%; }
    CaveMap > .cave-map--tint-bats { background: $secondary 45%; }
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
        self.virtual_size = Size(drawing.width, drawing.height)
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
        #: notes written over the picture: (row, column) -> (character, look), and room -> look of its tint
        self.marks: dict[tuple[int, int], tuple[str, str]] = {}
        self.tints: dict[int, str] = {}
        #: a line about each room, shown as a tooltip while the pointer rests on its number
        self.room_notes: dict[int, str] = {}
        #: (row, column) -> role of every cell drawn in something other than its plain style
        self._styled: dict[tuple[int, int], str] = {}

    def set_drawing(self, drawing: CaveDrawing) -> None:
        """Show another picture (a new cave)."""
        self._use(drawing)
        self.scroll_to(0, 0, animate=False, immediate=True)
        self.refresh(layout=True)

    def fit_within(self, width: int, height: int) -> None:
        """The most room the map may take: a bigger picture scrolls."""
        self.styles.max_width = max(1, width)
        self.styles.max_height = max(1, height)

    # -- size ---------------------------------------------------------------------
    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.drawing.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.drawing.height

    @property
    def _origin(self) -> tuple[int, int]:
        """Where the picture's top-left corner sits on screen in the widget: centred, less the scroll."""
        sx, sy = self.scroll_offset
        return max(0, (self.scrollable_content_region.width - self.drawing.width) // 2) - sx, -sy

    @property
    def scrolls(self) -> bool:
        """The picture is bigger than the widget: only part of it shows."""
        shown = self.scrollable_content_region
        return self.drawing.width > shown.width or self.drawing.height > shown.height

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
        self._repaint(changed)
        self.call_after_refresh(self._follow)

    def on_resize(self) -> None:
        self._follow()

    #: the roles the view follows when the picture scrolls, the first found first
    FOLLOW = ("arrow", "bat", "hunter", "dead")

    def _follow(self) -> None:
        """Scroll, if the picture is cut, so that the moving arrow, the bats or the hunter show."""
        if not self.is_mounted or not self.scrolls:
            return
        for role in self.FOLLOW:
            rooms = [room for room, r in self.room_roles.items() if r == role and room in self.drawing.labels]
            if rooms:
                break
        else:
            return
        labels = self.drawing.labels
        row, col, width = labels[rooms[0]]
        region = Region(col, row, width, 1)
        if role == "hunter":  # the rooms you can walk to as well, when they fit on screen with yours
            around = region
            for room, r in self.room_roles.items():
                if r.startswith("tunnel") and room in labels:
                    t_row, t_col, t_width = labels[room]
                    around = around.union(Region(t_col, t_row, t_width, 1))
            shown = self.scrollable_content_region
            if around.width + 12 <= shown.width and around.height + 4 <= shown.height:
                region = around
        self.scroll_to_region(region, spacing=Spacing(2, 6, 2, 6), animate=False, immediate=True)

    def show_notes(self, marks: Mapping[tuple[int, int], tuple[str, str]], tints: Mapping[int, str],
                   about: Mapping[int, str] | None = None) -> None:
        """Write these marks over the picture and tint these rooms' numbers (empty: none); repaint what changed.

        ``about`` gives a line for each room, shown when the pointer rests on it.
        """
        self.room_notes = dict(about or {})
        if self.tooltip is not None:
            self.tooltip = None
        marks, tints = dict(marks), dict(tints)
        if marks == self.marks and tints == self.tints:
            return
        cells = {cell for cell in self.marks.keys() | marks.keys() if self.marks.get(cell) != marks.get(cell)}
        labels = self.drawing.labels
        for room in self.tints.keys() | tints.keys():
            if self.tints.get(room) != tints.get(room) and room in labels:
                row, col, width = labels[room]
                cells.update((row, c) for c in range(col, col + width))
        self.marks, self.tints = marks, tints
        self._repaint(cells)

    def _repaint(self, cells: set[tuple[int, int]]) -> None:
        """Refresh these cells of the picture: on each row, the span from the first to the last."""
        if not cells or not self.is_mounted:
            return
        ox, oy = self._origin
        spans: dict[int, tuple[int, int]] = {}
        for row, col in cells:
            low, high = spans.get(row, (col, col))
            spans[row] = (min(low, col), max(high, col))
        self.refresh(*(Region(ox + low, oy + row, high - low + 1, 1) for row, (low, high) in spans.items()))

    def room_at(self, x: int, y: int) -> int | None:
        """The room whose number is drawn at widget offset (x, y), if any."""
        ox, oy = self._origin
        return self._cells.get((y - oy, x - ox))

    def room_region(self, room: int) -> Region:
        """Where the room's number is drawn, in widget coordinates (as the widget is scrolled now)."""
        row, col, width = self.drawing.labels[room]
        ox, oy = self._origin
        return Region(ox + col, oy + row, width, 1)

    # -- drawing -------------------------------------------------------------------
    def notify_style_update(self) -> None:
        self._styles.clear()
        super().notify_style_update()

    def _style(self, role: str | None, tint: str | None = None) -> Style:
        """The full style of a cell with this role (None: blank) and tint, cached until the CSS changes."""
        key = role if tint is None else f"{role}/{tint}"
        style = self._styles.get(key)
        if style is None:
            base = self.rich_style
            style = base if role is None else base + self.get_component_rich_style(f"cave-map--{role}")
            own_background = role is not None and self.get_component_rich_style(
                f"cave-map--{role}", partial=True
            ).bgcolor is not None
            if tint is not None and not own_background:
                style += Style(bgcolor=self.get_component_rich_style(f"cave-map--tint-{tint}").bgcolor)
            self._styles[key] = style
        return style

    def render_line(self, y: int) -> Strip:
        ox, oy = self._origin
        row = y - oy
        width = self.scrollable_content_region.width
        lines = self.drawing.lines
        base = self._style(None)
        if not 0 <= row < len(lines):
            return Strip.blank(width, base)
        text = lines[row]
        marks, tints = self.marks, self.tints

        def look_of(c: int) -> tuple[str, str | None, str | None]:
            """The cell's character, role and tint."""
            cell = (row, c)
            mark = marks.get(cell)
            if mark is not None:
                return mark[0], f"note-{mark[1]}", None
            room = self._cells.get(cell)
            role = self._styled.get(cell)
            if role is None:
                role = "room" if room is not None else "line" if cell in self._stroke_cells else None
            return text[c], role, tints.get(room) if room is not None else None

        cut = self._cut_labels(row, -ox, width)
        segments: list[Segment] = []
        if ox > 0:
            segments.append(Segment(" " * ox, base))
        chars: list[str] = []
        current: tuple[str | None, str | None] | None = None
        for c in range(len(text)):
            char, role, tint = look_of(c)
            if c in cut:
                char, role, tint = cut[c], "line", None
            if (role, tint) != current and chars:
                segments.append(Segment("".join(chars), self._style(*current)))  # type: ignore[misc]
                chars = []
            current = (role, tint)
            chars.append(char)
        if chars:
            segments.append(Segment("".join(chars), self._style(*current)))  # type: ignore[misc]
        strip = Strip(segments)
        if ox < 0:
            strip = strip.crop(-ox)
        return strip.extend_cell_length(width, base).crop(0, width)

    def _cut_labels(self, row: int, first: int, width: int) -> dict[int, str]:
        """The cells of room numbers on this row that the view's edge cuts (columns ``first`` to
        ``first + width`` of the picture show), each to be drawn as ``…`` at the edge and blank
        beside it: a part of a number would read as another number (19 as 1)."""
        if first <= 0 and first + width >= self.drawing.width:
            return {}
        cut: dict[int, str] = {}
        last = first + width - 1
        for label_row, col, label_width in self.drawing.labels.values():
            end = col + label_width - 1
            if label_row != row or (first <= col and end <= last) or end < first or col > last:
                continue
            edge = first if col < first else last
            for c in range(max(col, first), min(end, last) + 1):
                cut[c] = "…" if c == edge else " "
        return cut

    def on_mouse_move(self, event: events.MouseMove) -> None:
        room = self.room_at(event.x, event.y)
        text = self.room_notes.get(room) if room is not None else None
        if text != self.tooltip:
            self.tooltip = text

    def on_click(self, event: events.Click) -> None:
        room = self.room_at(event.x, event.y)
        if room is not None:
            event.stop()
            self.post_message(self.RoomClicked(self, room))
