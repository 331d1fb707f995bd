"""``wumpus caves``: list the built-in caves, or show one cave (any --cave spec)."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import cave_spec, seed_number

    parser.description = (
        "List the built-in caves. Give a cave (a built-in name, a cave file or "
        "random[:rooms=N,tunnels=K,oneway=P]) to see its map and tunnels."
    )
    parser.add_argument("cave", nargs="?", type=cave_spec, metavar="NAME|PATH", help="a cave to show")
    parser.add_argument("--seed", type=seed_number, default=None, help="seed for a random cave")
    parser.add_argument(
        "--toml", action="store_true",
        help="print the cave in the cave-file format (a start for making your own; "
        "the dodecahedron when no cave is given)",
    )


def _oneway(cave) -> str:
    if cave.is_symmetric:
        return "no"
    one = sum(1 for r in cave.rooms for t in cave.exit_sets[r] if r not in cave.exit_sets[t])
    total = sum(len(cave.exit_sets[r]) for r in cave.rooms)
    return "all" if one == total else f"{one} of {total} tunnels"


def _tunnels(cave) -> str:
    """``3 tunnels each``, ``1 tunnel each``, ``2-4 tunnels each``."""
    counts = sorted({len(cave.exits[r]) for r in cave.rooms})
    if len(counts) == 1:
        return f"{counts[0]} tunnel{'s' if counts[0] != 1 else ''} each"
    return f"{counts[0]}-{counts[-1]} tunnels each"


def competition_maps() -> list[str]:
    """The AI competition's map files that come with the game, as paths to give ``--cave``."""
    from wumpus.assets import asset_path

    return sorted(str(path) for path in asset_path("caves").glob("*-competition.txt"))


def list_caves() -> list[tuple[str, str, str, str, str]]:
    from wumpus.caves import ALIASES, BUILTIN, DESCRIPTIONS

    rows = []
    for name, cave in BUILTIN.items():
        aliases = ", ".join(a for a, target in ALIASES.items() if target == name)
        rows.append((name, str(len(cave.rooms)), _oneway(cave), DESCRIPTIONS[name], aliases))
    return rows


def _caves_table(aliases: bool):
    from rich import box
    from rich.table import Table

    table = Table(title="Built-in caves", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("cave", style="bold", no_wrap=True)
    table.add_column("rooms", justify="right")
    table.add_column("one-way")
    table.add_column("description")
    if aliases:
        table.add_column("also called", style="dim")
    for name, rooms, oneway, description, also in list_caves():
        table.add_row(name, rooms, oneway, description, *([also] if aliases else []))
    return table


def run(args: argparse.Namespace) -> int:
    from wumpus.console import Console
    from rich.markup import escape
    from rich.measure import Measurement

    from wumpus.engine import CaveError

    console = Console(highlight=False)
    spec = "" if args.cave is None else str(args.cave).strip().lower()
    if args.seed is not None and not (spec == "random" or spec.startswith("random:")):
        which = "give one" if args.cave is None else f"{args.cave!r} is not one"
        print(f"wumpus caves: --seed deals a random cave (random or random:rooms=N,tunnels=K,oneway=P): {which}",
              file=sys.stderr)
        return 2
    if args.cave is None and not args.toml:
        # the names each cave also goes by, where every cave still fits on one line with them
        table = _caves_table(aliases=True)
        if Measurement.get(console, console.options.update_width(10_000), table).maximum > console.width:
            table = _caves_table(aliases=False)
        console.print(table)
        console.print(
            "\nPlay one with --cave NAME; also --cave FILE (see 'Making your own cave' in README.md) "
            "or --cave random[:rooms=N,tunnels=K,oneway=P]."
        )
        console.print("\nThe AI competition's four map files, for --cave FILE:")
        for path in competition_maps():
            console.print(f"  {path}", markup=False, soft_wrap=True)
        return 0

    from wumpus.caves import load_cave
    from wumpus.caves.drawing import drawing_for
    from wumpus.caves.formats import to_toml

    try:
        cave = load_cave(args.cave, args.seed if args.seed is not None else 0)
    except CaveError as exc:
        print(f"wumpus caves: {exc}", file=sys.stderr)
        return 2
    if args.toml:
        from .drawing import with_own_picture

        cave = with_own_picture(cave)  # the positions and wrapping it is drawn with
        if cave.name == "random":  # a cave file of its own, named so: "random" is what random caves go by
            from . import cave_title

            settings = cave_title(cave).partition(":")[2]  # those not the defaults: rooms=12
            cave = replace(cave, name=", ".join(["random cave", *filter(None, [settings]),
                                                 f"seed {cave.meta.get('seed', 0)}"]))
        sys.stdout.write(to_toml(cave))
        return 0
    console.print(f"[bold]{escape(cave.name)}[/]" + (f": {escape(cave.description)}" if cave.description else ""))
    console.print(
        f"{len(cave.rooms)} rooms, {_tunnels(cave)}, one-way: {_oneway(cave)}, "
        f"smell distance {cave.smell_distance}\n"
    )
    drawing = drawing_for(cave)
    # a picture is never wrapped (its lines would break into the rows below): to a file or a pipe it
    # goes whole, and a terminal too narrow for it shows its left part, and says so
    cut = console.width if console.is_terminal and drawing.width > console.width else None
    if cut is not None:
        console.print(f"(the picture is {drawing.width} columns wide and this terminal {console.width}: "
                      f"its right side is cut off; a wider terminal shows it whole)\n")
    for line in drawing.lines:
        console.print(line[:cut].rstrip(), markup=False, soft_wrap=True)
    console.print()
    wide = max(3, *(len(str(room)) for room in cave.rooms))  # the colons in one column
    for room in cave.rooms:
        console.print(f"{room:>{wide}}: {' '.join(str(t) for t in cave.exits[room])}")
    return 0
