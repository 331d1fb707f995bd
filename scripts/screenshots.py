"""Regenerate screenshots/*.svg: the full-screen game at fixed seeds, as the README shows it.

    .venv/bin/python scripts/screenshots.py [--out screenshots]

Each screenshot is a real run of the app (headless, animation off) driven by
key presses, so the pictures always match the code.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from pathlib import Path

from wumpus import WumpusApp
from wumpus.engine import Positions

SIZE = (110, 34)

#: name -> (what it shows, app options, keys pressed)
SHOTS: dict[str, tuple[str, dict, list[str]]] = {
    "title": ("the title splash", {"seed": 3, "splash": True}, []),
    "mid-game": (
        "a game under way: rooms visited, a warning felt, the tunnels out",
        {"seed": 7},
        ["1", "1", "1"],
    ),
    "picker": (
        "aiming a crooked arrow through three rooms",
        {"start": Positions(1, 20, (17, 16), (11, 13)), "seed": 1},
        ["s", "2", "enter", "3", "4"],
    ),
    "won": (
        "the wumpus shot from the next room: the map shows where everything was",
        {"start": Positions(1, 2, (17, 16), (11, 13)), "seed": 1},
        ["s", "2", "enter", "enter"],
    ),
    "won-splash": (
        "the victory splash",
        {"start": Positions(1, 2, (17, 16), (11, 13)), "seed": 1, "splash": True},
        ["x", "s", "2", "enter", "enter"],
    ),
    "lost-pit": (
        "a fall into a bottomless pit",
        {"start": Positions(1, 20, (2, 16), (11, 13)), "seed": 1, "splash": True},
        ["x", "1"],
    ),
    "notes": (
        "the hunter's notes (b): the odds of every hazard, from what you have seen",
        {"seed": 7},
        ["1", "1", "1", "b"],
    ),
    "help": ("the help screen", {"seed": 3}, ["question_mark"]),
    "moebius-80x24": (
        "the moebius cave in a standard 80x24 terminal, a few rooms in",
        {"seed": 5, "cave": "moebius", "size": (80, 24)},
        ["1", "2"],
    ),
    "big-160x50": (
        "a big 160x50 terminal: the dodecahedron drawn large, the notes on",
        {"seed": 7, "size": (160, 50)},
        ["1", "1", "1", "b"],
    ),
}


async def shoot(name: str, options: dict, keys: list[str], out: Path) -> Path:
    options = dict(options)
    size = options.pop("size", SIZE)
    if "cave" in options:
        from wumpus.caves import load_cave

        options["cave"] = load_cave(options["cave"], options.get("seed"))
    app = WumpusApp(animation=False, **{"splash": False, "tips": False, **options})
    # each shot starts from an empty data folder: no saved game from the last one to offer
    fresh = tempfile.TemporaryDirectory(prefix="wumpus-data-")
    os.environ["WUMPUS_DATA_DIR"] = fresh.name
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        await pilot.pause(0.3)
        svg = app.export_screenshot(title=f"Hunt the Wumpus: {name}")
    fresh.cleanup()
    target = out / f"{name}.svg"
    fd, tmp = tempfile.mkstemp(dir=out, prefix=f".{name}-", suffix=".svg")
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(svg)
    os.chmod(tmp, 0o644)
    os.replace(tmp, target)
    return target


async def main_async(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name, (what, options, keys) in SHOTS.items():
        path = await shoot(name, options, keys, out)
        print(f"{path}: {what}")


def main() -> None:
    data_dir = tempfile.TemporaryDirectory(prefix="wumpus-data-")  # the player's saves and history stay untouched
    os.environ["WUMPUS_DATA_DIR"] = data_dir.name
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "screenshots")
    args = parser.parse_args()
    asyncio.run(main_async(args.out))


if __name__ == "__main__":
    main()
