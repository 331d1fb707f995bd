"""``wumpus calibrate``: how true the notes' odds are, measured over seeded games."""

from __future__ import annotations

import argparse
import json
import sys
from contextlib import contextmanager

#: the caves played when none is named: every built-in cave and random one-way caves
DEFAULT_CAVES = ("dodecahedron", "moebius", "beads", "torus", "dendrite", "lattice", "random:oneway=0.3")
#: the most games one run plays, on all its rulesets and caves together (about three hours on one core)
MAX_GAMES = 1_000_000


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import CAVE_HELP, cave_spec, rules_help, seed_number, whole_number

    parser.add_argument("--rules", action="append", default=None, metavar="NAME",
                        help=rules_help("every ruleset", several=True))
    parser.add_argument("--cave", action="append", type=cave_spec, default=None, metavar="NAME|PATH",
                        help=f"{CAVE_HELP}; repeat for several (default: the built-in caves and random "
                        "one-way caves)")
    parser.add_argument("--games", type=whole_number, default=20, help="games per ruleset and cave (default: 20)")
    parser.add_argument("--seed", type=seed_number, default=0, help="seed of the first game (default: 0)")
    parser.add_argument("--jobs", type=whole_number, default=1, help="processes to play in (default: 1; no more are "
                        "used than there are processors); the figures are the same for any number")
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")


def _fail(message: str) -> int:
    print(f"wumpus calibrate: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    from wumpus.engine import CaveError, get_ruleset
    from wumpus.engine.rules import RULESETS
    from wumpus.tournament.runner import make_cave

    from .core import Tally, calibrate

    if args.games < 1:
        return _fail("--games must be at least 1")
    if args.jobs < 1:
        return _fail("--jobs must be at least 1")
    try:
        rulesets = [get_ruleset(r).name for r in (args.rules or list(RULESETS))]
    except KeyError as exc:
        return _fail(str(exc.args[0]))
    caves = list(dict.fromkeys(args.cave or DEFAULT_CAVES))  # a cave named twice is played once
    if args.games * len(rulesets) * len(caves) > MAX_GAMES:
        return _fail(f"--games: at most {MAX_GAMES:,} games in one run, on all rulesets and caves together "
                     f"(here {len(rulesets)} rulesets x {len(caves)} caves x {args.games:,})")
    for spec in caves:
        try:
            make_cave(spec, args.seed, False)
        except (CaveError, OSError, ValueError) as exc:
            return _fail(f"cave {spec!r}: {exc}")
    results: dict[str, dict[str, Tally]] = {}
    with _progress(len(rulesets) * len(caves) * args.games, show=not args.json) as advance:
        for rules in rulesets:
            results[rules] = {spec: calibrate(rules, spec, args.games, args.seed, args.jobs, advance)
                              for spec in caves}
    totals = {}
    for rules, by_cave in results.items():
        total = Tally()
        for tally in by_cave.values():
            total.merge(tally)
        totals[rules] = total
    if args.json:
        print(json.dumps({
            rules: {"total": totals[rules].to_json(), "caves": {c: t.to_json() for c, t in by_cave.items()}}
            for rules, by_cave in results.items()
        }))
        return 0
    _tables(results, totals)
    return 0


@contextmanager
def _progress(games: int, show: bool):
    """A progress bar on a terminal's standard error (nothing otherwise); yields ``advance(n)``."""
    from wumpus.console import Console

    err = Console(stderr=True)
    if not (show and err.is_terminal):
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(TextColumn("calibrating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=err, transient=True) as bar:
        task = bar.add_task("games", total=games)
        yield lambda n: bar.advance(task, n)


def _count(n: int) -> str:
    """A count in at most five characters: 851, 40k, 33.5M."""
    if n < 10_000:
        return str(n)
    if n < 999_500:
        return f"{n / 1000:.0f}k"
    return f"{n / 1_000_000:.1f}M"


#: the longest cave name the table keeps on one line whatever the terminal's width
CAVE_WHOLE = 17


def _cave_label(cave: str) -> str:
    """A cave as the tables name it: a random cave by the settings that differ from the defaults
    (``random:oneway=0.5``), any other as given."""
    from wumpus.caves.random_cave import parse_spec
    from wumpus.engine import CaveError

    if cave.strip().lower().startswith("random"):
        try:
            return parse_spec(cave).short
        except CaveError:
            pass
    return cave


def _tables(results, totals) -> None:
    from rich import box
    from wumpus.console import Console
    from rich.markup import escape
    from rich.padding import Padding
    from rich.table import Table
    from rich.text import Text

    from .core import CHANCE, DECILE_MIN, TOLERANCE

    console = Console()
    caves = list(next(iter(results.values())))
    shown = {cave: _cave_label(cave) for cave in caves}
    several = len(caves) > 1
    console.print("[bold]The notes' odds against where the hazards were[/]"
                  + ("" if several else f", on {escape(shown[caves[0]])}"))
    table = Table(box=box.SIMPLE_HEAD)
    # a ruleset's name and a short cave's stay whole; a long cave path folds, so that the table
    # fits the terminal
    widest = max([len(rules) for rules in results] + [min(len(shown[cave]), CAVE_WHOLE) + 2 for cave in caves])
    table.add_column("rules" + (" / cave" if several else ""), overflow="fold", min_width=widest)
    for name in ("states", "0% but\nthere", "100% but\nnot", "Brier", "tenths\noff", "inexact"):
        table.add_column(name, justify="right", no_wrap=True)

    def off(t) -> str:
        # the tenths more than the tolerance off, marked as in the table of tenths below
        tenths = [d for d in t.deciles() if d["off"]]
        beyond = sum(d["beyond_chance"] for d in tenths)
        parts = [f"{n} {mark}" for n, mark in ((beyond, "[bold red]✗[/]"), (len(tenths) - beyond, "[yellow]✗?[/]")) if n]
        return " ".join(parts) or "0"

    def cells(t):
        share = f"{t.inexact_states / t.states:.0%}" if t.states else "-"
        return (str(t.states), str(t.false_zero), str(t.false_one), f"{t.brier:.4f}", off(t), share)

    for rules, by_cave in results.items():
        if not several:
            table.add_row(rules, *cells(totals[rules]))
            continue
        table.add_row(rules, *cells(totals[rules]), style="bold")
        for cave, t in by_cave.items():
            table.add_row(Padding(Text(shown[cave], overflow="fold"), (0, 0, 0, 2)), *cells(t),
                          end_section=cave == caves[-1])
    console.print(table)
    console.print(("A ruleset's first row is all its caves together. " if several else "")
                  + "Tenths off: as marked in the table of tenths below. Inexact: the states in which "
                  "the notes follow some rule only roughly, and so call no room certain.\n", style="dim")
    console.print("[bold]How often the hazard was there, against the odds given, by tenths[/]"
                  + (" (all caves)" if several else ""))
    deciles = Table(box=box.SIMPLE_HEAD, collapse_padding=True)
    deciles.add_column("odds", justify="left", no_wrap=True)
    for rules in totals:
        deciles.add_column(rules, justify="right", no_wrap=True)
    rows = {rules: t.deciles() for rules, t in totals.items()}
    for k in range(10):
        row = []
        for rules in totals:
            d = rows[rules][k]
            if not d["n"]:
                row.append("-")
                continue
            mark = ("\n[bold red]✗[/]" if d["beyond_chance"] else "\n[yellow]✗?[/]") if d["off"] else ""
            gap = d["observed"] - d["predicted"]
            row.append(f"{'0.000' if abs(gap) < 0.0005 else f'{gap:+.3f}'}\n[dim]n={_count(d['n'])}[/]{mark}")
        deciles.add_row(f"{k / 10:.1f}-{(k + 1) / 10:.1f}", *row)
    console.print(deciles)
    console.print(f"Each cell: how much more (+) or less (-) often the hazard was there than the odds "
                  f"said, over n predictions. ✗: {DECILE_MIN} or more predictions and more than {TOLERANCE} "
                  f"apart, beyond what chance explains; ✗?: more than {TOLERANCE} apart, but by less than "
                  f"{CHANCE:g} standard errors beyond that, so chance may explain it (play more --games). "
                  f"--json gives the odds, the frequencies and their standard errors.", style="dim")
