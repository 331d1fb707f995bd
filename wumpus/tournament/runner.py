"""Running a bot over many seeded games, in one process or several.

Game ``k`` on a cave is played with seed ``S + k``: the cave (a random cave is
made from that seed), its labels (shuffled with that seed when asked), the
hazards and the bot's own chance all come from it, so a game's result does not
depend on which process plays it or in what order.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from dataclasses import dataclass

from wumpus.engine import Game
from wumpus.engine import events as ev

#: every way a game can end, in the order the tables show them
CAUSES = (*ev.CAUSES, "gave_up")
DEATHS = tuple(c for c in CAUSES if c != ev.WUMPUS_KILLED)


class GameFailed(Exception):
    """A game could not be played to its end (the bot failed): says how, in any process."""


@contextmanager
def worker_pool(jobs: int) -> Iterator[ProcessPoolExecutor]:
    """Processes to play games in.  When the work is stopped (Ctrl-C, a failed game) the games not
    started yet are dropped rather than played to the end first."""
    pool = ProcessPoolExecutor(max_workers=jobs)
    try:
        yield pool
    except BaseException:
        # the games under way are stopped too: a process may not hear Ctrl-C (or hear it and go on)
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        raise
    pool.shutdown()


@dataclass(frozen=True)
class GameResult:
    cave: str
    seed: int
    won: bool
    cause: str
    score: int
    moves: int
    think: tuple[float, ...] = ()  # seconds spent on each decision


def make_cave(spec: str, seed: int, shuffle: bool):
    """The cave game ``seed`` is played on (numbered as ``wumpus.caves.prepare_cave`` numbers it)."""
    from wumpus.caves import load_cave, prepare_cave

    cave = load_cave(spec, seed)
    return prepare_cave(cave, seed, shuffle)


def play_one(bot_name: str, cave_spec: str, rules: str, seed: int, shuffle: bool) -> GameResult:
    """One game; a bot that fails is a :class:`GameFailed` saying how (in words any process can pass on)."""
    from wumpus.bots import bot_factory, play_game

    cave = make_cave(cave_spec, seed, shuffle)
    game = Game(cave, rules, seed)
    bot = bot_factory(bot_name)(seed)
    timings = _TimedBot(bot)
    try:
        outcome = play_game(timings, game)
    except Exception as exc:
        raise GameFailed(f"{type(exc).__name__}: {exc}") from None
    return GameResult(cave_spec, seed, outcome.won, outcome.cause, outcome.score, outcome.moves,
                      tuple(timings.times))


class _TimedBot:
    """Wraps a bot to measure how long each decision takes."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.times: list[float] = []

    def new_game(self) -> None:
        self.bot.new_game()

    def act(self, observation):
        start = time.perf_counter()
        action = self.bot.act(observation)
        self.times.append(time.perf_counter() - start)
        return action


def _play_chunk(bot_name: str, rules: str, shuffle: bool, tasks: Sequence[tuple[int, str, int]]):
    return [(index, play_one(bot_name, cave, rules, seed, shuffle)) for index, cave, seed in tasks]


def run_tournament(
    bot_name: str,
    caves: Sequence[str],
    rules: str = "tournament",
    games: int = 100,
    seed: int = 0,
    jobs: int = 1,
    shuffle: bool = False,
    progress: Callable[[int], None] | None = None,
) -> list[GameResult]:
    """Play ``games`` games on each cave; results in (cave, seed) order.

    ``progress(n)`` is called as each batch of ``n`` games finishes.
    """
    tasks = [(i, cave, s) for i, (cave, s) in enumerate((c, seed + k) for c in caves for k in range(games))]
    results: list[GameResult | None] = [None] * len(tasks)
    if jobs <= 1 or len(tasks) < 2:
        for index, cave, s in tasks:
            results[index] = play_one(bot_name, cave, rules, s, shuffle)
            if progress:
                progress(1)
        return results  # type: ignore[return-value]
    size = max(1, min(50, len(tasks) // (jobs * 8) or 1))
    chunks = [tasks[i:i + size] for i in range(0, len(tasks), size)]
    with worker_pool(jobs) as pool:
        futures = [pool.submit(_play_chunk, bot_name, rules, shuffle, chunk) for chunk in chunks]
        for future in as_completed(futures):
            done = future.result()
            for index, result in done:
                results[index] = result
            if progress:
                progress(len(done))
    return results  # type: ignore[return-value]


@dataclass
class Summary:
    games: int = 0
    total: int = 0
    wins: int = 0
    win_moves: int = 0
    causes: dict | None = None

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_moves_on_win(self) -> float | None:
        return self.win_moves / self.wins if self.wins else None

    def to_dict(self) -> dict:
        return {
            "games": self.games,
            "total": self.total,
            "average": round(self.average, 3),
            "wins": self.wins,
            "win_rate": round(self.win_rate, 4),
            "average_moves_on_win": None if self.wins == 0 else round(self.average_moves_on_win, 3),
            "causes": dict(self.causes or {}),
        }


def summarize(results: Iterable[GameResult]) -> Summary:
    summary = Summary(causes={c: 0 for c in DEATHS})
    for r in results:
        summary.games += 1
        summary.total += r.score
        if r.won:
            summary.wins += 1
            summary.win_moves += r.moves
        else:
            summary.causes[r.cause] = summary.causes.get(r.cause, 0) + 1
    return summary


def decision_times(results: Sequence[GameResult]) -> dict:
    """Median and longest decision time in milliseconds, over every decision."""
    times = sorted(t for r in results for t in r.think)
    if not times:
        return {"decisions": 0, "median_ms": 0.0, "max_ms": 0.0}
    return {
        "decisions": len(times),
        "median_ms": round(1000 * statistics.median(times), 3),
        "max_ms": round(1000 * times[-1], 3),
    }


