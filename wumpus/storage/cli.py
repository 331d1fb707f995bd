"""``wumpus stats``: the history of finished games as Rich tables (or JSON)."""

from __future__ import annotations

import argparse
import json

#: columns that hold numbers (and seeds): right-aligned, and always shown whole
NUMBERS = frozenset({"games", "won", "win %", "avg", "score", "moves", "seed", "share"})
#: columns that hold names: the ones that fold onto more lines when the terminal is narrow
NAMES = frozenset({"rules", "cave", "cause"})


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of tables")


def run(args: argparse.Namespace) -> int:
    import sys

    from . import StorageError
    from .history import read_history
    from .stats import report

    try:
        history = read_history()
    except StorageError as exc:
        print(f"wumpus stats: {exc}", file=sys.stderr)  # stdout holds the report alone: a script reads it
        return 2
    result = report(history.entries)
    if args.json:
        data = result.to_dict()
        data["skipped_lines"] = history.skipped
        print(json.dumps(data))
        return 0
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")  # a letter of a cave name the terminal lacks: "?", not a traceback
    _print_report(history, result)
    return 0


def _writable(path) -> bool:
    """Whether a file could be written at ``path``: its folder, or the nearest one that is there, takes files."""
    import os

    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)


def _print_report(history, result) -> None:
    """The record, how games were lost and the best games; a word when the history is empty, had lines
    to skip, or finishes the statistics leave out (played again from a save, or not played as dealt)."""
    from wumpus.console import Console
    from rich.markup import escape

    from .history import history_path
    from .stats import NONE_COUNTED, left_out_lines

    console = Console()
    if result.overall.games:
        _print_tables(console, result)
    elif history.entries:
        console.print(NONE_COUNTED)
    else:
        path = history_path()
        if _writable(path):
            console.print(f"No finished games yet. They will be kept in {escape(str(path))}.")
        else:
            console.print(f"No finished games yet, and none can be kept in {escape(str(path))}: that folder cannot "
                          "be written to (WUMPUS_DATA_DIR chooses another).")
    for line in left_out_lines(result).values():
        console.print(line, markup=False, highlight=False)
    if history.skipped:
        console.print(f"[yellow]{history.skipped} unreadable line(s) in {escape(str(history_path()))} were skipped.[/]")


def _table(title: str, *columns: str):
    """A table that fits a narrow terminal: the names fold, numbers, seeds and dates stay whole on one line.

    A seed cut short by an ellipsis could not deal the game again, and a win rate cut to ``10…`` is a lie.
    """
    from rich.table import Table

    made = Table(title=title, title_justify="left")
    for column in columns:
        if column in NAMES:
            made.add_column(column, overflow="fold")
        else:
            made.add_column(column, justify="right" if column in NUMBERS else "left", no_wrap=True)
    return made


def _print_tables(console, result) -> None:
    """The record per ruleset and cave, how games were lost, and the best games with the seed to deal them again."""
    from rich.markup import escape

    from wumpus.caves import names_fitted

    from .stats import cause_label, local_date, seed_cell, seed_notes, share, sparkline

    plain = not console.encoding.lower().startswith("utf")  # a terminal without blocks and crosses
    record = _table("Hunt the Wumpus: your record", "rules", "cave", "games", "won", "win %", "avg", "recent")
    groups = list(result.groups.items())
    for index, ((rules, cave), s) in enumerate(groups):
        record.add_row(escape(rules), escape(cave), str(s.games), str(s.wins), share(s.wins, s.games),
                       f"{s.average_score:.1f}", sparkline(s.recent[-10:], plain),
                       end_section=index == len(groups) - 1)
    o = result.overall
    record.add_row("all", "", str(o.games), str(o.wins), share(o.wins, o.games), f"{o.average_score:.1f}",
                   sparkline(o.recent[-10:], plain), style="bold")
    console.print(record)
    if o.causes:
        deaths = _table("How games were lost", "cause", "games", "share")
        lost = o.games - o.wins
        for cause, n in o.causes.items():
            deaths.add_row(escape(cause_label(cause)), str(n), share(n, lost))
        console.print(deaths)
    if o.best:
        headers = ("score", "moves", "rules", "cave", "seed", "date")
        rows = [(str(e.score), str(e.moves), e.rules, e.cave, seed_cell(e), local_date(e.date)) for e in o.best]
        best = _table("Best games", *headers)
        for row in names_fitted(headers, rows, console.width, at=headers.index("cave")):
            best.add_row(*map(escape, row))
        console.print(best)
        for note in seed_notes(o.best):
            console.print(escape(note))
