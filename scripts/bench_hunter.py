"""How well a bot scores, cave by cave: average, win rate, moves per win, deaths by cause.

    .venv/bin/python scripts/bench_hunter.py [--rules tournament] [--host-dice] [--games 1000]
        [--seed 0] [--cave NAME|PATH ...] [--no-shuffle] [--bot hunter] [--jobs 1] [--time-limit 10]

Each cave is played with seeds S..S+N-1 (labels shuffled unless ``--no-shuffle``), as
``wumpus tournament`` plays them (the figures are the same for any ``--jobs``; the
decision times are truest with one).  Without ``--cave`` the AI competition's four maps,
the built-in caves and three kinds of random 20-room, 3-exit caves are played.  Prints
one line per cave and the decision times; nothing is asserted.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from wumpus.assets import asset_path
from wumpus.bots import BotError, bot_factory
from wumpus.engine import CaveError, Game
from wumpus.engine.rules import get_ruleset
from wumpus.tournament.runner import (
    BotStuck, GameFailed, TooSlow, decision_times, make_cave, run_tournament, summarize,
)

#: the AI competition's four maps (seed 003), as files in assets/caves
COMPETITION = tuple(str(asset_path("caves", f"{name}-competition.txt"))
                    for name in ("dodecahedron", "mobius", "waterslide", "risk"))
DEFAULT_CAVES = (
    *COMPETITION,
    "dodecahedron", "moebius", "beads", "torus", "dendrite", "lattice",
    "random:rooms=20,tunnels=3", "random:rooms=20,tunnels=3,oneway=0.2", "random:rooms=20,tunnels=3,oneway=0.5",
)


def main() -> None:
    from wumpus.cli import CAVE_HELP, cave_spec, rules_help, seed_number
    from wumpus.tournament.cli import seconds

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="hunter", metavar="NAME",
                        help="a built-in bot (random, hunter) or module:Class (default: hunter)")
    parser.add_argument("--rules", default="tournament", metavar="NAME", help=rules_help("tournament"))
    parser.add_argument("--host-dice", action="store_true",
                        help="deal and roll exactly as seed 003's host does for the same seed")
    parser.add_argument("--games", type=int, default=1000, help="games on each cave (default: 1000)")
    parser.add_argument("--seed", type=seed_number, default=0, help="seed of the first game (default: 0)")
    parser.add_argument("--cave", action="append", type=cave_spec, default=None, metavar="NAME|PATH",
                        help=f"{CAVE_HELP}; repeat for several (default: the competition's four maps, "
                        "the built-in caves and three kinds of random cave)")
    parser.add_argument("--no-shuffle", action="store_true",
                        help="keep the caves' own room numbers (default: renumbered at random for each game)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes to play in (default: 1); the figures are the same for any number, "
                        "the decision times truest with one")
    parser.add_argument("--time-limit", type=seconds, default=10.0, metavar="SECONDS",
                        help="the longest a bot may take to start a game or decide a turn; 0 for no limit "
                        "(default: 10, as wumpus tournament)")
    args = parser.parse_args()
    try:
        rules = get_ruleset(f"{args.rules}+host-dice" if args.host_dice else args.rules).name
    except KeyError as exc:
        parser.error(str(exc.args[0]))
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    caves = args.cave or list(DEFAULT_CAVES)
    for cave in caves:
        try:
            Game(make_cave(cave, args.seed, not args.no_shuffle), rules, args.seed)
        except (CaveError, OSError, ValueError) as exc:
            parser.error(f"cave {cave!r}: {exc}")
    try:
        bot_factory(args.bot)
    except BotError as exc:
        parser.error(str(exc))
    print(f"{args.bot} under {rules}, seeds {args.seed}-{args.seed + args.games - 1}"
          f"{'' if args.no_shuffle else ', labels shuffled'}")
    print(f"{'cave':40} {'average':>8} {'win':>7} {'moves/win':>9}  deaths")
    everything = []
    for cave in caves:
        start = time.perf_counter()
        try:
            results = run_tournament(args.bot, [cave], rules, args.games, args.seed, args.jobs, not args.no_shuffle,
                                     time_limit=args.time_limit)
        except (TooSlow, BotStuck) as exc:  # as wumpus tournament says it
            sys.exit(f"bench_hunter.py: bot {args.bot!r} {exc}")
        except GameFailed as exc:
            sys.exit(f"bench_hunter.py: bot {args.bot!r} failed: {exc}")
        everything.extend(results)
        s = summarize(results)
        deaths = ", ".join(f"{c} {n}" for c, n in s.causes.items() if n)
        moves = "-" if s.average_moves_on_win is None else f"{s.average_moves_on_win:.2f}"
        name = Path(cave).name if cave in COMPETITION else cave
        print(f"{name:40} {s.average:8.2f} {100 * s.win_rate:6.1f}% {moves:>9}  {deaths}"
              f"  ({time.perf_counter() - start:.0f} s)", flush=True)
    s = summarize(everything)
    times = decision_times(everything)
    mean = sum(t for r in everything for t in r.think) / max(1, times["decisions"])
    print(f"{'overall':40} {s.average:8.2f} {100 * s.win_rate:6.1f}%")
    print(f"{times['decisions']} decisions: mean {1000 * mean:.2f} ms, median {times['median_ms']:.2f} ms, "
          f"longest {times['max_ms']:.1f} ms")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit("bench_hunter.py: stopped")
