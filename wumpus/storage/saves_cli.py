"""``wumpus saves``: the saved games in the saves folder, and deleting the ones no longer wanted."""

from __future__ import annotations

import argparse
import sys
import time


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "List your saved games: those this wumpus can play first, the most recently saved first, then any "
        "that cannot be used. --delete moves saves into the folder 'deleted' in the saves folder, from "
        "where a save can be moved back."
    )
    parser.add_argument("--delete", nargs="+", metavar="NAME", default=None,
                        help="delete these saves, by name as listed (never one a running wumpus is playing)")


def run(args: argparse.Namespace) -> int:
    if args.delete:
        return _delete(args.delete)
    return _list()


def _delete(names: list[str]) -> int:
    from . import StorageError
    from .saves import delete_save, saves_dir

    failed = moved_any = False
    for name in dict.fromkeys(names):  # a name given twice is deleted once
        try:
            moved = delete_save(name)
        except StorageError as exc:
            print(f"wumpus saves: {exc}", file=sys.stderr)
            failed = True
            continue
        moved_any = True
        print(f"Deleted the save '{name}': moved to {moved}")
    if moved_any:
        print(f"(A file moved back into {saves_dir()} is a save again.)")
    return 2 if failed else 0


#: the least width of the list's game column: narrower, each save is listed as a block of its own
NARROWEST_GAME_COLUMN = 20


def _list() -> int:
    from rich import box
    from rich.cells import cell_len
    from rich.markup import escape
    from rich.padding import Padding
    from rich.table import Table

    from wumpus.console import Console

    from .saves import deleted_dir, list_saves, saves_dir

    console = Console(highlight=False)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")  # a letter of a cave name the terminal lacks: "?", not a traceback
    saves = list_saves()
    if not saves:
        console.print(f"No saved games in {escape(str(saves_dir()))}.")
        return 0
    rows = [(escape(save.name), "" if save.saved_at is None else
             time.strftime("%Y-%m-%d %H:%M", time.localtime(save.saved_at)), escape(save.about)) for save in saves]
    title = f"Saved games in {escape(str(saves_dir()))}"
    widest_name = max(cell_len(save.name) for save in saves)
    if widest_name + len("2026-11-28 09:45") + NARROWEST_GAME_COLUMN + 4 <= console.width:
        table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
        table.add_column("save", style="bold", no_wrap=True)
        table.add_column("saved", no_wrap=True)
        table.add_column("game", overflow="fold")
        for row in rows:
            table.add_row(*row)
        console.print(table)
    else:
        # too narrow for a table with the game in a column of its own: each save a block, its name (what
        # --load and --delete take) whole on a line of its own, and what it is under it
        console.print(title, end="\n\n")
        for name, when, about in rows:
            console.print(f"[bold]{name}[/bold]", overflow="fold")
            console.print(Padding(f"{'saved ' + when + ' · ' if when else ''}{about}", (0, 0, 0, 2), expand=False))
        console.print()
    console.print("wumpus --load NAME goes on with a game, wumpus replay NAME plays one back, and "
                  f"wumpus saves --delete NAME moves a save to {escape(str(deleted_dir()))}.")
    return 0
