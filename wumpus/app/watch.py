"""``wumpus watch``: a bot plays in the full-screen app while you watch.

The bot sees only what a player sees (``wumpus.bots.observe``); each of its
moves and shots goes through the same engine calls, messages, map and
animations as a person's would.  ``--speed`` sets how many turns it plays a
second, and ``+`` / ``-`` change that while it plays.

The bot thinks on a thread of its own, so the screen never waits for it.  A bot
that fails (raises, exits, or answers what the game cannot play) is stopped with
one line saying how, and quitting then exits with status 2, as ``wumpus
tournament`` does.
"""

from __future__ import annotations

import argparse
import math
import sys

#: turns a second at each step of ``+`` and ``-``
SPEEDS = (0.25, 0.5, 0.8, 1.25, 2.0, 3.0, 5.0, 8.0, 12.0, 20.0)
DEFAULT_SPEED = 1.25
#: the longest pause between turns a bot may be watched with: an hour
LONGEST_DELAY = 3600.0
#: the fastest a bot is watched: a turn every hundredth of a second (--delay 0, or a faster --speed)
FASTEST = 100.0


def speed_text(speed: float) -> str:
    return f"{speed:g} turn{'' if speed == 1 else 's'} a second"


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import add_game_options, decimal_number

    add_game_options(parser)
    parser.add_argument("--bot", default="hunter", metavar="NAME",
                        help="a built-in bot (random, hunter) or module:Class (default: hunter)")
    pace = parser.add_mutually_exclusive_group()
    pace.add_argument("--speed", type=decimal_number, default=None, metavar="TURNS",
                      help=f"turns the bot plays a second (default: {DEFAULT_SPEED:g}, at most {FASTEST:g}; "
                           "+ and - change it while it plays)")
    pace.add_argument("--delay", type=decimal_number, default=None, metavar="SECONDS",
                      help="pause between the bot's turns instead (the same as --speed 1/SECONDS)")
    parser.add_argument("--no-animation", action="store_true", help="show the end of every move at once")


def run(args: argparse.Namespace) -> int:
    from wumpus.bots import BotError, bot_factory
    from wumpus.bots.guard import exits_caught, loading
    from wumpus.caves import load_cave
    from wumpus.engine import CaveError

    try:
        cave = load_cave(args.cave, args.seed)
        with loading(args.bot):  # a bot's own code, on import too
            make_bot = bot_factory(args.bot)
            bot = make_bot(args.seed)
        if getattr(bot, "plays_itself", False):
            raise BotError(f"{args.bot!r} is written for seed 003's own host, which plays a whole game in "
                           "one call: 'wumpus tournament --bot' plays it, and watch plays bots that answer "
                           "act(observation) a turn at a time")
    except (CaveError, OSError, BotError) as exc:
        print(f"wumpus watch: {exc}", file=sys.stderr)
        return 2
    if args.delay is not None and not 0 <= args.delay <= LONGEST_DELAY:  # (not a number fails both)
        said = "cannot be negative" if args.delay < 0 else f"must be a number of seconds from 0 to {LONGEST_DELAY:g}"
        print(f"wumpus watch: --delay {said}", file=sys.stderr)
        return 2
    if args.speed is not None and not 1 / LONGEST_DELAY <= args.speed < math.inf:
        said = ("must be more than 0 turns a second" if not args.speed > 0 else
                f"must be a finite number of turns a second, at least one an hour (1/{LONGEST_DELAY:g})")
        print(f"wumpus watch: --speed {said}", file=sys.stderr)
        return 2
    from .cli import without_terminal

    refused = without_terminal("wumpus watch")
    if refused is not None:
        return refused
    app = watch_app(
        args.bot, delay=args.delay, speed=args.speed, seed=args.seed, rules=args.rules, cave=cave,
        animation=not args.no_animation, shuffle_labels=getattr(args, "shuffle_labels", False),
    )
    with exits_caught():  # a bot's os._exit, on its thread, fails the bot instead of ending the viewer unsaid
        app.run()
    status = app.return_code or 0
    if app.failure is not None:  # said in the app; said again, in one line, where the app was
        print(f"wumpus watch: bot {args.bot!r} failed: {app.failure}", file=sys.stderr)
        status = 2
    if app.thinking:
        end_now(status)
    return status


def end_now(status: int) -> None:
    """End the program at once: the bot is still thinking on its thread, which nothing can stop.  Left
    to run while Python winds down, it would go on printing over the terminal (or be caught holding
    the lock of standard output, which aborts the program)."""
    import os

    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(status)


def watch_app(bot: str = "hunter", *, delay: float | None = None, speed: float | None = None, **options):
    """A :class:`wumpus.app.watching.WatchApp` playing ``speed`` turns a second (or one turn every
    ``delay`` seconds); ``options`` are :class:`wumpus.app.main.WumpusApp`'s.

    Imported here so ``configure`` stays cheap.
    """
    from .watching import WatchApp

    if delay is not None:
        speed = 1 / max(delay, 1 / FASTEST)
    elif speed is None:
        speed = DEFAULT_SPEED
    return WatchApp(bot, min(speed, FASTEST), **options)
