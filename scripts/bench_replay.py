"""How long the replay screen takes to open and to step, by the length of the game replayed.

    .venv/bin/python scripts/bench_replay.py [--turns 100 2000 10000 100000]

For each length, a classic game on the dodecahedron walks back and forth between
two rooms with nothing in them for that many turns; the replay screen opens on it
(headless, 100x32, no animation) and End, one step back (left) and Home are pressed.
A step back deals the game again and plays it up to the step before, so these times
grow with the length.  Prints seconds per key, wall time; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time

from wumpus.engine import Game, Move, Positions


def long_game(turns: int) -> Game:
    """``turns`` moves between rooms 1 and 2, the hazards far away (classic: nothing moves them)."""
    game = Game(rules="classic", seed=1, start=Positions(1, 20, (17, 16), (11, 13)))
    for turn in range(turns):
        game.apply(Move(2 if turn % 2 == 0 else 1))
    return game


async def timed(turns: int) -> list[float]:
    from wumpus.app.main import WumpusApp
    from wumpus.app.replay_screen import ReplayScreen

    record = long_game(turns).record()
    app = WumpusApp(seed=1, animation=False, splash=False, tips=False)
    times = []
    async with app.run_test(size=(100, 32)) as pilot:
        start = time.perf_counter()
        app.push_screen(ReplayScreen(record, animation=False, reveal=True))
        await pilot.pause()
        times.append(time.perf_counter() - start)
        for key in ("end", "left", "home"):
            start = time.perf_counter()
            await pilot.press(key)
            await pilot.pause()
            times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, nargs="+", default=[100, 2000, 10000, 100000],
                        help="lengths of the games replayed (default: 100 2000 10000 100000)")
    args = parser.parse_args()
    if min(args.turns) < 1:
        parser.error("--turns must be at least 1")
    os.environ["WUMPUS_DATA_DIR"] = tempfile.mkdtemp(prefix="wumpus-bench-")  # no save is touched
    print(f"{'turns':>8} {'open':>7} {'End':>7} {'left':>7} {'Home':>7}   (seconds)")
    for turns in args.turns:
        opened, end, left, home = asyncio.run(timed(turns))
        print(f"{turns:>8} {opened:7.2f} {end:7.2f} {left:7.2f} {home:7.2f}")


if __name__ == "__main__":
    main()
