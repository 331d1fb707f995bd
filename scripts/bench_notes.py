"""How long the hunter's notes and hints take to work out, by game length.

    .venv/bin/python scripts/bench_notes.py [--moves 10 30 60] [--games 5]

``insight_for(game)`` replays the game from its seed and actions; it keeps
the notes of the last turn asked about, so a turn usually costs one action's
worth of reasoning.  For each ruleset and cave, games are walked (through
rooms the notes call safe when there are any, at random otherwise) until
they are ``--moves`` actions long; each turn the notes (odds of every room and
the hint) are worked out as the app does, turn after turn, once what the notes need has
been loaded as the app loads it when a game begins (:func:`wumpus.bots.insight.prepare`).  Prints the median
and slowest time per turn in milliseconds, the time of the whole game worked
out from nothing (nothing kept), and the time of a second look at the same
turn (the app keeps one result per turn).  Numbers only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time

from wumpus.bots.insight import _CACHE as insight_cache
from wumpus.bots.insight import insight_for, prepare
from wumpus.caves import BUILTIN
from wumpus.engine import Game, IllegalAction
from wumpus.engine.rules import RULESETS


def walked(cave, rules: str, seed: int, moves: int, turns: list[float]) -> Game | None:
    """A game ``moves`` actions long, or None if it ended first; ``turns`` gets each turn's time."""
    game = Game(cave, rules, seed)
    prepare(game)  # as the app does in a worker thread when a game begins
    rng = random.Random(f"walk {seed}")
    while not game.over and len(game.actions) < moves:
        turns.append(notes_time(game))
        odds = insight_for(game).odds
        safe = [r for r in game.tunnels if r in odds and odds[r].pit + odds[r].wumpus == 0]
        try:
            game.move(rng.choice(safe or list(game.tunnels)))
        except IllegalAction:
            return None
    return None if game.over else game


def notes_time(game: Game, cold: bool = False) -> float:
    if cold:
        insight_cache.clear()
    start = time.perf_counter()
    insight = insight_for(game)
    insight.odds
    insight.unseen_odds
    insight.suggest()
    return time.perf_counter() - start


def main() -> None:
    data_dir = tempfile.TemporaryDirectory(prefix="wumpus-data-")  # the player's saves and history stay untouched
    os.environ["WUMPUS_DATA_DIR"] = data_dir.name
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, nargs="+", default=[10, 30, 60],
                        help="game lengths, in moves, at which the notes are timed (default: 10 30 60)")
    parser.add_argument("--games", type=int, default=5, help="games per ruleset, cave and length")
    parser.add_argument("--caves", nargs="+", default=["dodecahedron", "torus", "lattice"],
                        choices=sorted(BUILTIN), metavar="CAVE",
                        help=f"built-in caves to time on: {', '.join(BUILTIN)} (default: dodecahedron torus lattice)")
    args = parser.parse_args()
    if args.games < 1 or min(args.moves) < 1:
        parser.error("--games and every --moves must be at least 1")

    from wumpus.app.main import WumpusApp

    print(f"{'rules':<11} {'cave':<13} {'moves':>5} {'turns':>6} {'median ms':>10} {'max ms':>8} "
          f"{'cold ms':>8} {'again ms':>9}")
    for rules in RULESETS:
        for name in args.caves:
            cave = BUILTIN[name]
            for moves in args.moves:
                times: list[float] = []
                cold: list[float] = []
                again: list[float] = []
                seed = 0
                games = 0
                while games < args.games and seed < 400:
                    seed += 1
                    turns: list[float] = []
                    game = walked(cave, rules, seed, moves, turns)
                    if game is None:
                        continue
                    games += 1
                    times.extend(turns)
                    cold.append(notes_time(game, cold=True))
                    app = WumpusApp(seed=seed, splash=False, animation=False)
                    app.game = game
                    app.notes.insight()
                    start = time.perf_counter()
                    app.notes.insight()
                    again.append(time.perf_counter() - start)
                if not times:
                    print(f"{rules:<11} {name:<13} {moves:>5} {'(no game lasted that long)':>36}")
                    continue
                print(
                    f"{rules:<11} {name:<13} {moves:>5} {len(times):>6} {statistics.median(times) * 1000:>10.2f} "
                    f"{max(times) * 1000:>8.1f} {statistics.median(cold) * 1000:>8.1f} "
                    f"{statistics.median(again) * 1000:>9.3f}"
                )


if __name__ == "__main__":
    main()
