"""How long the map takes to draw: the first picture of each cave, and the picture after a resize.

    .venv/bin/python scripts/bench_layout.py [--sizes 80x24,120x40,160x50]

For every built-in cave and a few random ones, prints the milliseconds
``drawing_for`` takes for the map box of each screen size the first time
(nothing cached), again for the same size (cached), and the app's time from
a resize to the next frame.  Numbers only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time

from wumpus import WumpusApp
from wumpus.app.mapview import CaveMap, map_box
from wumpus.caves import BUILTIN, load_cave
from wumpus.caves import drawing as drawing_module
from wumpus.caves import layout

CAVES = [*BUILTIN, "random:rooms=12", "random:rooms=20", "random:rooms=20,tunnels=4", "random:rooms=20,tunnels=10",
         "random:rooms=60", "random:rooms=200"]


def clear_caches() -> None:
    layout._CACHE.clear()
    drawing_module._ART_CACHE.clear()


def first_draw(spec: str, size: tuple[int, int]) -> tuple[float, float]:
    cave = load_cave(spec, 1)
    clear_caches()
    start = time.perf_counter()
    drawing_module.drawing_for(cave, *map_box(*size))
    first = time.perf_counter() - start
    start = time.perf_counter()
    drawing_module.drawing_for(cave, *map_box(*size))
    return first * 1000, (time.perf_counter() - start) * 1000


async def resize_times(spec: str, sizes: list[tuple[int, int]]) -> list[float]:
    """Milliseconds from a resize to the frame after it, through every size and back, twice."""
    clear_caches()
    app = WumpusApp(seed=1, cave=load_cave(spec, 1), animation=False, splash=False)
    times = []
    async with app.run_test(size=sizes[0]) as pilot:
        await pilot.pause()
        for size in (sizes[1:] + sizes[:1]) * 2:
            start = time.perf_counter()
            await pilot.resize_terminal(*size)
            await pilot.pause()
            cave_map = app.query_one("#map", CaveMap)
            assert cave_map.drawing.width <= map_box(*size)[0] + 1 or cave_map.scrolls or app.has_class("-too-small")
            times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="80x24,120x40,160x50")
    args = parser.parse_args()
    data_dir = tempfile.TemporaryDirectory(prefix="wumpus-data-")  # the player's saves and history stay untouched
    os.environ["WUMPUS_DATA_DIR"] = data_dir.name
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes.split(",")]
    print(f"{'cave':28} " + " ".join(f"{f'{w}x{h} first/cached ms':>26}" for w, h in sizes) + "   resize→frame ms (median/max)")
    for spec in CAVES:
        cells = []
        for size in sizes:
            first, cached = first_draw(spec, size)
            cells.append(f"{first:17.1f} /{cached:6.2f}")
        times = asyncio.run(resize_times(spec, sizes))
        print(f"{spec:28} " + " ".join(f"{c:>26}" for c in cells)
              + f"   {statistics.median(times):7.1f} /{max(times):7.1f}")


if __name__ == "__main__":
    main()
