"""``wumpus tournament``: a bot plays seeds S..S+N-1 on each cave; tables of how it did."""

from __future__ import annotations

import argparse
import json
import math
import sys

#: the most games one run plays (on all its caves together): every game's score and decision
#: times are kept for the report, some hundreds of bytes a game
MAX_GAMES = 1_000_000


def seconds(text: str) -> float:
    """A time limit: 0 (none) or a number of seconds."""
    from wumpus.cli import decimal_number

    try:
        value = decimal_number(text)
    except argparse.ArgumentTypeError:
        value = math.nan
    if not (math.isfinite(value) and value >= 0):
        raise argparse.ArgumentTypeError(f"not a number of seconds (0 for no limit): {text!r}")
    return value


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import CAVE_HELP, add_host_dice_option, cave_spec, rules_help, seed_number, whole_number

    parser.add_argument("--bot", default="hunter", metavar="NAME",
                        help="a built-in bot (random, hunter) or module:Class: a bot with act(), or a Player "
                        "written for seed 003's host (default: hunter)")
    parser.add_argument("--cave", action="append", type=cave_spec, default=None, metavar="NAME|PATH",
                        help=f"{CAVE_HELP}; repeat for several (default: dodecahedron)")
    parser.add_argument("--rules", default="tournament", metavar="NAME", help=rules_help("tournament"))

    add_host_dice_option(parser)
    parser.add_argument("--games", type=whole_number, default=100, help="games on each cave (default: 100)")
    parser.add_argument("--seed", type=seed_number, default=0, help="seed of the first game (default: 0)")
    parser.add_argument("--jobs", type=whole_number, default=1,
                        help="processes to play in (default: 1; no more are used than there are processors)")
    parser.add_argument("--time-limit", type=seconds, default=10.0, metavar="SECONDS",
                        help="the longest a bot may take to load, to start a game or to decide a turn; "
                        "0 for no limit (default: 10)")
    parser.add_argument("--shuffle-labels", action="store_true",
                        help="renumber the rooms at random for each game")
    parser.add_argument("--json", action="store_true", help="end with one line of JSON")


def _fail(message: str) -> int:
    print(f"wumpus tournament: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    from wumpus.bots import BotError, bot_factory
    from wumpus.bots.guard import loading
    from wumpus.engine import CaveError, Game, get_ruleset

    from .runner import BotClock, OutOfTime, make_cave

    from wumpus.caves import same_cave_key

    # a cave named twice, in any of its names, is played once, under the name given first
    named: dict[object, str] = {}
    for spec in args.cave or ["dodecahedron"]:
        named.setdefault(same_cave_key(spec), spec)
    caves = list(named.values())
    if args.games < 1:
        return _fail("--games must be at least 1")
    if args.games * len(caves) > MAX_GAMES:
        return _fail(f"--games: at most {MAX_GAMES} games in one run, on all caves together"
                     + (f" (here {len(caves)} caves x {args.games})" if len(caves) > 1 else ""))
    if args.jobs < 1:
        return _fail("--jobs must be at least 1")
    try:
        rules = get_ruleset(args.rules).name
    except KeyError as exc:
        return _fail(str(exc.args[0]))
    try:  # a bot's own code, on import too; it is loaded in this process
        with loading(args.bot), BotClock(args.time_limit) as clock, clock.running():
            factory = bot_factory(args.bot)
            factory(args.seed)
    except BotError as exc:
        return _fail(str(exc))
    except OutOfTime:
        return _fail(f"bot {args.bot!r} took more than {clock.seconds:g} s to load")
    for spec in caves:
        try:
            Game(make_cave(spec, args.seed, args.shuffle_labels), rules, args.seed)
        except (CaveError, OSError, ValueError) as exc:
            return _fail(f"cave {spec!r}: {exc}")
    return _play(args, caves, rules)


def _play(args, caves: list[str], rules: str) -> int:
    from wumpus.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
    from rich.table import Table

    from wumpus.cli import quiet_output

    from .report import render_tables, report_dict
    from .runner import BotStuck, GameFailed, TooSlow, run_tournament

    err = Console(stderr=True)
    show_progress = err.is_terminal and not args.json
    total = args.games * len(caves)
    try:
        if show_progress:
            with Progress(TextColumn(f"{args.bot}"), BarColumn(), MofNCompleteColumn(),
                          TimeRemainingColumn(), console=err, transient=True) as bar:
                task = bar.add_task("games", total=total)
                results = run_tournament(args.bot, caves, rules, args.games, args.seed, args.jobs,
                                         args.shuffle_labels, progress=lambda n: bar.advance(task, n),
                                         time_limit=args.time_limit)
        else:
            results = run_tournament(args.bot, caves, rules, args.games, args.seed, args.jobs,
                                     args.shuffle_labels, time_limit=args.time_limit)
    except (TooSlow, BotStuck) as exc:  # a user's bot over the time limit
        return _fail(f"bot {args.bot!r} {exc}")
    except GameFailed as exc:  # a user's bot that fails mid-game
        return _fail(f"bot {args.bot!r} failed: {exc}")
    except BrokenPipeError:  # the output's reader went away (``| head``): the bot printed into the closed pipe
        quiet_output()
        raise
    except Exception as exc:  # and whatever else stops the games: said in one line
        return _fail(f"bot {args.bot!r} failed: {type(exc).__name__}: {exc}")
    out = Console()
    try:
        for table in render_tables(args, caves, results, out.width):
            out.print(table, soft_wrap=not isinstance(table, Table))  # a table fits the width; lines of words run on
    except BrokenPipeError:
        quiet_output()
        raise
    if args.json:
        print(json.dumps(report_dict(args, caves, rules, results), sort_keys=True))
    return 0


