"""Every built-in cave and a random one, as the app's map widget draws them.

Each map shows room 1 as the hunter's room with its tunnels lit, so the
tunnel cells of the picture are checked too.  Update with
``pytest tests/caves/test_map_snapshots.py --snapshot-update`` and look at
every changed SVG.
"""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from wumpus.app.mapview import CaveMap
from wumpus.caves import BUILTIN, load_cave
from wumpus.caves.drawing import drawing_for

SIZE = (64, 22)


class MapHost(App):
    CSS = "Screen { align: center middle; }"

    def __init__(self, spec: str) -> None:
        super().__init__()
        self.cave = load_cave(spec, 2024)

    def compose(self) -> ComposeResult:
        yield CaveMap(drawing_for(self.cave))

    def on_mount(self) -> None:
        here = self.cave.rooms[0]
        rooms = {t: "tunnel" for t in self.cave.exits[here]}
        rooms[here] = "hunter"
        edges = {(here, t): "tunnel-line" for t in self.cave.exits[here]}
        self.query_one(CaveMap).show(rooms, edges)


@pytest.mark.parametrize("spec", [*BUILTIN, "random"])
def test_map(spec, snap_compare):
    assert snap_compare(MapHost(spec), terminal_size=SIZE)
