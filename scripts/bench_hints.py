"""How often a player who does only what the hint says wins, ruleset by ruleset.

    .venv/bin/python scripts/bench_hints.py [--games 1000] [--seed 5000] [--cave dodecahedron]
        [--rules classic ...] [--walk-first] [--jobs 2]

Each game is played by ``insight_for(game).suggest()`` alone, turn after turn,
from seed S to S+N-1 on the cave given (its own room numbers).  A game the
hint has nothing more to say about (no way left to win) counts as lost.
``--walk-first`` plays the hint that never shoots before a risky walk
(``hint_for(..., shoot_first=False)``), for comparison.  Prints the share of
games won, the average score (100 minus the moves of a win) and the shots a
game, per ruleset; nothing is asserted.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor

from wumpus.bots.api import Shoot
from wumpus.bots.hints import hint_for
from wumpus.bots.insight import insight_for
from wumpus.engine import Game
from wumpus.engine.rules import RULESETS

#: no game of the hint's runs this long; a longer one is stopped and counted as lost
LONGEST = 400


def play(rules: str, cave_spec: str, seed: int, walk_first: bool) -> tuple[bool, int, int]:
    """One game played by the hint: (won, score, shots)."""
    from wumpus.caves import load_cave

    game = Game(load_cave(cave_spec, seed), rules, seed)
    shots = 0
    while not game.over and len(game.actions) < LONGEST:
        insight = insight_for(game)
        hint = hint_for(game, insight, shoot_first=False) if walk_first else insight.suggest()
        if hint is None:
            break
        shots += isinstance(hint.action, Shoot)
        game.apply(hint.action)
    return game.won, game.score if game.won else 0, shots


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games a ruleset (default: 1000)")
    parser.add_argument("--seed", type=int, default=5000, help="seed of the first game (default: 5000)")
    parser.add_argument("--cave", default="dodecahedron", help="a built-in cave, random[:...] or a file")
    parser.add_argument("--rules", nargs="*", default=list(RULESETS), metavar="NAME", help="rulesets (default: all)")
    parser.add_argument("--walk-first", action="store_true", help="never shoot before a risky walk")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in (default: 1)")
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    print(f"{'rules':11} {'won':>7} {'average':>8} {'shots':>6}   ({args.games} games on {args.cave}, seeds "
          f"{seeds[0]}-{seeds[-1]}, {'walking first' if args.walk_first else 'as the hint says'})")
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for rules in args.rules:
            results = list(pool.map(play, [rules] * len(seeds), [args.cave] * len(seeds), seeds,
                                    [args.walk_first] * len(seeds), chunksize=20))
            won = sum(r[0] for r in results)
            print(f"{rules:11} {100 * won / len(results):6.1f}% {sum(r[1] for r in results) / len(results):8.2f} "
                  f"{sum(r[2] for r in results) / len(results):6.2f}", flush=True)


if __name__ == "__main__":
    main()
