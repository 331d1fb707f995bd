"""``wumpus bench``: games per second under the tournament rules (``--host-dice``: dealt with the
host's dice) on the dodecahedron.

The player is seed 003's example policy, written straight against the engine:
when the wumpus is smelled, shoot one random room joined to this one by an
exit or an entrance; otherwise move through a random exit.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from wumpus.engine import DODECAHEDRON, Game, get_ruleset
from wumpus.engine.events import WUMPUS, Percept
from wumpus.tournament.report import half_up, hundredths

SMELL = Percept(WUMPUS)
#: the most games one run plays (some twenty minutes on one core)
MAX_GAMES = 10_000_000


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import seed_number, whole_number

    parser.add_argument("--games", type=whole_number, default=None,
                        help="games to play (default: as many as fit in about 5 seconds)")
    parser.add_argument("--seed", type=seed_number, default=0, help="seed of the first game (default: 0)")
    parser.add_argument("--json", action="store_true", help="end with one line of JSON")
    # the bench always plays the tournament rules: there is no --rules to pair --host-dice with
    parser.add_argument("--host-dice", action="store_true",
                        help="deal and roll as seed 003's host does for the same seed, on the built-in "
                        "dodecahedron (whose tunnels are listed in another order than its competition map file's)")
    parser.set_defaults(rules="tournament")


def play_games(count: int, first_seed: int = 0, rules_name: str = "tournament") -> tuple[int, int]:
    """Play ``count`` games; return (total score, wins)."""
    rules = get_ruleset(rules_name)
    cave = DODECAHEDRON
    links = cave.links
    total = wins = 0
    for seed in range(first_seed, first_seed + count):
        game = Game(cave, rules, seed)
        chooser = random.Random(~seed)
        choose = chooser.choice
        events = game.look()
        while not game.over:
            if SMELL in events:
                events = game.shoot((choose(links[game.hunter]),))
            else:
                events = game.move(choose(game.tunnels))
        total += game.score
        wins += game.won
    return total, wins


def run(args: argparse.Namespace) -> int:
    count = args.games
    if count is not None and not 1 <= count <= MAX_GAMES:
        print(f"wumpus bench: --games must be from 1 to {MAX_GAMES:,}", file=sys.stderr)
        return 2
    rules = args.rules
    if count is None:
        start = time.perf_counter()
        play_games(500, args.seed, rules)
        rate = 500 / (time.perf_counter() - start)
        count = max(1000, int(rate * 5))
    start = time.perf_counter()
    total, wins = play_games(count, args.seed, rules)
    elapsed = time.perf_counter() - start
    per_second = count / elapsed
    games = f"{count} game{'s' if count != 1 else ''}"
    print(f"{games} ({rules}) in {elapsed:.2f} s: {per_second:,.0f} games/s on one core")
    print(f"average score {hundredths(total, count)}, won {wins} ({half_up(100 * wins, count, 1)}%)")
    if args.json:
        print(json.dumps({
            "games": count,
            "rules": rules,
            "seconds": round(elapsed, 4),
            "games_per_second": round(per_second, 1),
            "average_score": round(total / count, 3),
            "wins": wins,
        }))
    return 0
