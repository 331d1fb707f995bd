"""``wumpus rules``: list the versions of the game, or show one version's own instructions."""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "List the versions of the game the rulesets play, and what sets each apart. "
        "Give a ruleset's name to read that version's own instructions."
    )
    parser.add_argument("name", nargs="?", metavar="NAME", help="a ruleset whose instructions to show")


def run(args: argparse.Namespace) -> int:
    from rich import box
    from wumpus.console import Console
    from rich.markup import escape
    from rich.table import Table

    from wumpus.engine.rules import RULESETS, get_ruleset

    console = Console(highlight=False)
    if args.name is None:
        table = Table(title="Versions of the game", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
        table.add_column("rules", style="bold", no_wrap=True)
        table.add_column("the version, and what sets it apart")
        for name, ruleset in RULESETS.items():
            table.add_row(name, f"{escape(ruleset.title)}\n[dim]{escape(ruleset.summary)}[/dim]")
        console.print(table)
        console.print("\nPlay one with --rules NAME (full-screen or 'wumpus text'); "
                      "'wumpus rules NAME' shows its instructions.")
        return 0
    try:
        ruleset = get_ruleset(args.name)
    except KeyError:
        print(f"wumpus rules: there is no ruleset {args.name!r} (the rulesets: {', '.join(RULESETS)})",
              file=sys.stderr)
        return 2
    console.print(f"[bold]{escape(ruleset.name)}[/]: {escape(ruleset.title)}")
    console.print(escape(ruleset.summary), style="dim")
    console.print()
    console.file.flush()
    # as the version prints them, line for line
    sys.stdout.write((ruleset.messages.instructions or "This version prints no instructions of its own.").rstrip("\n")
                     + "\n")
    return 0
