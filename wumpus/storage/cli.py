"""``wumpus stats``: the history of finished games as Rich tables (or JSON)."""

from __future__ import annotations

import argparse
import json


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of tables")


def run(args: argparse.Namespace) -> int:
    from . import StorageError
    from .history import history_path, read_history
    from .stats import report, sparkline

    try:
        history = read_history()
    except StorageError as exc:
        print(f"wumpus stats: {exc}")
        return 2
    result = report(history.entries)
    if args.json:
        data = result.to_dict()
        data["skipped_lines"] = history.skipped
        print(json.dumps(data))
        return 0

    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    console = Console()
    if not history.entries:
        console.print(f"No finished games yet. They will be kept in {escape(str(history_path()))}.")
        return 0
    table = Table(title="Hunt the Wumpus: your record", title_justify="left")
    for column in ("rules", "cave", "games", "won", "win %", "avg", "recent"):
        table.add_column(column, justify="left" if column in ("rules", "cave", "recent") else "right",
                         no_wrap=True)
    groups = list(result.groups.items())
    for index, ((rules, cave), s) in enumerate(groups):
        table.add_row(escape(rules), escape(cave), str(s.games), str(s.wins), f"{s.win_rate:.0%}", f"{s.average_score:.1f}",
                      sparkline(s.recent[-10:]),
                      end_section=index == len(groups) - 1)
    o = result.overall
    table.add_row("all", "", str(o.games), str(o.wins), f"{o.win_rate:.0%}", f"{o.average_score:.1f}",
                  sparkline(o.recent[-10:]), style="bold")
    console.print(table)
    if o.causes:
        deaths = Table(title="Deaths by cause", title_justify="left")
        deaths.add_column("cause")
        deaths.add_column("games", justify="right")
        deaths.add_column("share", justify="right")
        lost = o.games - o.wins
        for cause, n in o.causes.items():
            deaths.add_row(cause.replace("_", " "), str(n), f"{n / lost:.0%}")
        console.print(deaths)
    if o.best:
        best = Table(title="Best games", title_justify="left")
        for column in ("score", "moves", "rules", "cave", "seed", "date"):
            best.add_column(column, justify="right" if column in ("score", "moves", "seed") else "left")
        for e in o.best:
            best.add_row(str(e.score), str(e.moves), escape(e.rules), escape(e.cave), str(e.seed), e.date[:10])
        console.print(best)
    if history.skipped:
        console.print(f"[yellow]{history.skipped} unreadable line(s) in {escape(str(history_path()))} were skipped.[/]")
    return 0
