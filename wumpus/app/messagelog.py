"""The message log: the game's words, newest last, wrapped to the width, scrollable.

Each line has a *kind* (``"warning-wumpus"``, ``"lost"``, ``"turn"``...)
styled by a component class, so the colours follow the theme; every kind
that matters also carries a symbol in its text, so the log reads the same
without colour.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager

from rich.segment import Segment
from rich.style import Style
from textual.cache import LRUCache
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

#: a no-break space: wrapping never breaks a line there
_NBSP = "\u00a0"
#: a label and its number ("Seed 14", "Seed: 14", "Score 0"), an option of a command and its
#: value ("--seed 14"): a message is never broken between the two
_LABEL = re.compile(r"\b([Ss]eed:?|[Ss]core:?) (?=\d)")
_OPTION = re.compile(r"(?<!\S)(--[a-z][\w-]*) (?=[^\s-])")


def wrap_message(line: str, width: int) -> list[str]:
    """A message's rows at ``width`` columns, the rows after the first indented: broken at spaces
    only (never within "set-up"), and never between a label and its number nor an option and its value."""
    room = width - 2  # the widest a word can be on any row (the rows after the first are indented)

    def option(match: re.Match) -> str:
        # an option stays with its value unless together they are too wide for a row: then the break
        # comes between them rather than inside the value (a cave spec or a path stays whole)
        value = match.string[match.end():].split(" ", 1)[0]
        return f"{match.group(1)}{_NBSP}" if len(match.group(1)) + 1 + len(value) <= room else match.group(0)

    kept = _OPTION.sub(option, _LABEL.sub(rf"\1{_NBSP}", line))
    rows = textwrap.wrap(kept, width, subsequent_indent="  ", break_on_hyphens=False) or [""]
    return [row.replace(_NBSP, " ") for row in rows]


KINDS = (
    "plain", "title", "note", "turn", "refusal", "warning-wumpus", "warning-pit", "warning-bats",
    "danger", "good", "won", "lost", "bats",
)


class MessageLog(ScrollView, can_focus=False):
    COMPONENT_CLASSES = {f"message-log--{kind}" for kind in KINDS}

    DEFAULT_CSS = """
    MessageLog { overflow-x: hidden; overflow-y: auto; }
    MessageLog > .message-log--title { text-style: bold; }
    MessageLog > .message-log--note { color: $text-muted; text-style: italic; }
    MessageLog > .message-log--turn { color: $text-muted; }
    MessageLog > .message-log--refusal { color: $text-error; }
    MessageLog > .message-log--warning-wumpus { color: $text-error; text-style: bold; }
    MessageLog > .message-log--warning-pit { color: $text-warning; text-style: bold; }
    MessageLog > .message-log--warning-bats { color: $text-primary; text-style: bold; }
    MessageLog > .message-log--danger { color: $text-error; text-style: bold; }
    MessageLog > .message-log--good { color: $text-success; text-style: bold; }
    MessageLog > .message-log--won { color: $text-success; text-style: bold reverse; }
    MessageLog > .message-log--lost { color: $text-error; text-style: bold reverse; }
    MessageLog > .message-log--bats { color: $text-primary; text-style: bold; }
    """

    def __init__(self, *, max_entries: int = 2000, id: str | None = None) -> None:
        super().__init__(id=id)
        self.max_entries = max_entries
        self.entries: list[tuple[str, str]] = []
        self._rows: list[tuple[str, str]] = []
        self._row_counts: list[int] = []  # how many rows each entry wraps to
        self._batches = 0  # how many batch() blocks are open
        self._written = False  # written to within the open batch
        self._wrap_width = 0
        self._styles: dict[str | None, Style] = {}
        #: (text, kind, width) -> the row drawn: a scroll draws again mostly the rows just drawn
        self._strips: LRUCache[tuple[str, str, int], Strip] = LRUCache(256)

    def on_mount(self) -> None:
        # Anchored: the newest message stays in view, however the log is filled (a resumed game
        # writes every turn at once, perhaps behind a dialog), until the player scrolls back.
        self.anchor()

    def scroll_messages(self, pages: int) -> None:
        """Scroll by pages; scrolling back lets go of the newest message until the end is reached again."""
        if pages < 0:
            self.release_anchor()
        self.scroll_relative(y=pages * max(1, self.size.height - 1), animate=False)

    # -- content -----------------------------------------------------------------
    def write(self, text: str, kind: str = "plain") -> None:
        """Add a message (it may hold several lines) and scroll to it."""
        self.entries.extend((line, kind) for line in text.split("\n"))
        if not self._batches:
            self._settle()
            return
        self._written = True
        if len(self.entries) > 2 * self.max_entries:  # a long batch keeps no more than it will show
            self._trim()

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Write several messages as one: the log's size and scroll are settled once, at the end."""
        self._batches += 1
        try:
            yield
        finally:
            self._batches -= 1
            if not self._batches and self._written:
                self._written = False
                self._settle()

    def _trim(self) -> None:
        """Drop the oldest messages past the limit, and the rows of those already wrapped."""
        extra = len(self.entries) - self.max_entries
        if extra > 0:
            del self.entries[:extra]
            wrapped = min(extra, len(self._row_counts))
            del self._rows[: sum(self._row_counts[:wrapped])]
            del self._row_counts[:wrapped]

    def _settle(self) -> None:
        """Drop the oldest messages past the limit, wrap the new ones (only those kept: a batch of
        thousands wraps no more than the log holds), take the new size and scroll to the newest."""
        self._trim()
        for line, kind in self.entries[len(self._row_counts):]:
            rows = self._wrap(line, kind)
            self._rows.extend(rows)
            self._row_counts.append(len(rows))
        settled = self._update_size()
        # with the size settled the newest line is scrolled into this frame; else after the layout
        self.scroll_end(animate=False, immediate=settled, x_axis=False)

    def clear(self) -> None:
        self.entries.clear()
        self._rows.clear()
        self._row_counts.clear()
        self._update_size()
        self.scroll_home(animate=False)

    @property
    def lines(self) -> list[str]:
        """The messages as written (not wrapped)."""
        return [text for text, _ in self.entries]

    # -- layout --------------------------------------------------------------------
    def _width(self) -> int:
        return max(10, self.scrollable_content_region.width - 1)

    def _wrap(self, line: str, kind: str) -> list[tuple[str, str]]:
        width = self._wrap_width or 78
        if not line:
            return [("", kind)]
        return [(part, kind) for part in wrap_message(line, width)]

    def _rewrap(self) -> None:
        wrapped = [self._wrap(text, kind) for text, kind in self.entries]
        self._rows = [row for rows in wrapped for row in rows]
        self._row_counts = [len(rows) for rows in wrapped]
        self._update_size()

    def _update_size(self) -> bool:
        """Take the number of rows as the scrollable height; True if that needed no new layout.

        The log's own size never depends on its rows: only the vertical scrollbar showing or
        hiding changes the screen's layout.  Otherwise the scrollbar is updated in place.
        """
        size = Size(self._wrap_width, len(self._rows))
        height = self.container_size.height
        settled = self.is_mounted and height > 0 and (size.height > height) == self.show_vertical_scrollbar
        if settled:
            self.set_reactive(MessageLog.virtual_size, size)
            self._scroll_update(size)
        else:
            self.virtual_size = size
        self.refresh()
        return settled

    def on_resize(self) -> None:
        width = self._width()
        if width != self._wrap_width:
            self._wrap_width = width
            self._rewrap()
            self.scroll_end(animate=False, immediate=False, x_axis=False)

    def notify_style_update(self) -> None:
        self._styles.clear()
        self._strips.clear()
        super().notify_style_update()

    def _style(self, kind: str | None) -> Style:
        style = self._styles.get(kind)
        if style is None:
            base = self.rich_style
            style = base if kind is None else base + self.get_component_rich_style(f"message-log--{kind}")
            self._styles[kind] = style
        return style

    def render_line(self, y: int) -> Strip:
        index = y + self.scroll_offset.y
        width = self.scrollable_content_region.width
        base = self._style(None)
        if not 0 <= index < len(self._rows):
            return Strip.blank(width, base)
        text, kind = self._rows[index]
        key = (text, kind, width)
        strip = self._strips.get(key)
        if strip is None:
            strip = Strip([Segment(text, self._style(kind))]).extend_cell_length(width, base).crop(0, width)
            self._strips[key] = strip
        return strip
