"""``wumpus tournament``: a bot plays seeds S..S+N-1 on each cave; tables of how it did."""

from __future__ import annotations

import argparse
import json
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bot", default="hunter", metavar="NAME",
                        help="a built-in bot (random, hunter) or module:Class (default: hunter)")
    parser.add_argument("--cave", action="append", default=None, metavar="NAME|PATH",
                        help="a cave to play on; repeat for several (default: dodecahedron)")
    parser.add_argument("--rules", default="tournament", metavar="NAME",
                        help="ruleset (default: tournament)")
    from wumpus.cli import add_host_dice_option, seed_number

    add_host_dice_option(parser)
    parser.add_argument("--games", type=int, default=100, help="games on each cave (default: 100)")
    parser.add_argument("--seed", type=seed_number, default=0, help="seed of the first game (default: 0)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in (default: 1)")
    parser.add_argument("--shuffle-labels", action="store_true",
                        help="renumber the rooms at random for each game")
    parser.add_argument("--json", action="store_true", help="end with one line of JSON")


def _fail(message: str) -> int:
    print(f"wumpus tournament: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    from wumpus.bots import BotError, bot_factory
    from wumpus.engine import CaveError, Game, get_ruleset

    from .runner import make_cave

    caves = list(dict.fromkeys(args.cave or ["dodecahedron"]))  # a cave named twice is played once
    if args.games < 1:
        return _fail("--games must be at least 1")
    if args.jobs < 1:
        return _fail("--jobs must be at least 1")
    try:
        rules = get_ruleset(args.rules).name
    except KeyError as exc:
        return _fail(str(exc.args[0]))
    try:
        factory = bot_factory(args.bot)
        factory(args.seed)
    except BotError as exc:
        return _fail(str(exc))
    for spec in caves:
        try:
            Game(make_cave(spec, args.seed, args.shuffle_labels), rules, args.seed)
        except (CaveError, OSError, ValueError) as exc:
            return _fail(f"cave {spec!r}: {exc}")
    return _play(args, caves, rules)


def _play(args, caves: list[str], rules: str) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from .report import render_tables, report_dict
    from .runner import GameFailed, run_tournament

    err = Console(stderr=True)
    show_progress = err.is_terminal and not args.json
    total = args.games * len(caves)
    try:
        if show_progress:
            with Progress(TextColumn(f"{args.bot}"), BarColumn(), MofNCompleteColumn(),
                          TimeRemainingColumn(), console=err, transient=True) as bar:
                task = bar.add_task("games", total=total)
                results = run_tournament(args.bot, caves, rules, args.games, args.seed, args.jobs,
                                         args.shuffle_labels, progress=lambda n: bar.advance(task, n))
        else:
            results = run_tournament(args.bot, caves, rules, args.games, args.seed, args.jobs,
                                     args.shuffle_labels)
    except GameFailed as exc:  # a user's bot that fails mid-game
        return _fail(f"bot {args.bot!r} failed: {exc}")
    except Exception as exc:  # and whatever else stops the games: said in one line
        return _fail(f"bot {args.bot!r} failed: {type(exc).__name__}: {exc}")
    out = Console()
    for table in render_tables(args, caves, results):
        out.print(table)
    if args.json:
        print(json.dumps(report_dict(args, caves, rules, results), sort_keys=True))
    return 0
