"""Running a bot over many seeded games, in one process or several.

Game ``k`` on a cave is played with seed ``S + k``: the cave (a random cave is
made from that seed), its labels (shuffled with that seed when asked), the
hazards and the bot's own chance all come from it, so a game's result does not
depend on which process plays it or in what order.

A bot is someone else's code: each call into it (making it, ``new_game()``, each
``act()``) may be given a time limit, kept by the process that plays the game
with a SIGALRM timer in its main thread (POSIX only; elsewhere there is no limit).
"""

from __future__ import annotations

import itertools
import math
import signal
import statistics
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from wumpus.bots.guard import CtrlC, exits_caught, told
from wumpus.cli import quiet_output
from wumpus.engine import Game
from wumpus.engine import events as ev

#: every way a game can end, in the order the tables show them
CAUSES = (*ev.CAUSES, "gave_up")
DEATHS = tuple(c for c in CAUSES if c != ev.WUMPUS_KILLED)


class GameFailed(Exception):
    """A game could not be played to its end (the bot failed): says how, in any process."""


class TooSlow(GameFailed):
    """A bot that took more than its time limit: the words follow the bot's name
    ("took more than 10 s to answer (game 0, seed 0)")."""


class OutOfTime(BaseException):
    """Raised inside a bot's own code when its time is up.  Not an ``Exception``, so a bot's
    ``except Exception:`` does not swallow it."""


#: the longest limit the timer is set to (longer ones are as good as none)
_LONGEST_LIMIT = 1e8


def processors() -> int:
    """The processors this process may run on."""
    import os

    try:
        count = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        count = os.cpu_count() or 1
    return max(1, count)


def _cores() -> int:
    """The processors this process may run on, at most 4 (a stuck bot is ended within 4 times its
    limit and grace)."""
    return min(4, processors())


def time_limit_works() -> bool:
    """Whether :class:`BotClock` can stop a bot here: a POSIX interval timer, in the main thread."""
    return (hasattr(signal, "setitimer") and hasattr(signal, "SIGALRM")
            and threading.current_thread() is threading.main_thread())


#: how long past its limit a bot that nothing interrupts (a loop in C code, its alarm signal taken
#: over) may run before the process it runs in is ended: seconds
STUCK_GRACE = 2.0
#: the exit status of a process ended so
STUCK_STATUS = 2


class BotStuck(GameFailed):
    """A bot ran on past its time limit where nothing could stop it, and its process was ended;
    or it ended the process playing it itself (``os._exit``, a crash in compiled code)."""


def ended_words(status: int, where: str = "") -> str:
    """The words for a bot that ended the process playing it with ``status`` (a signal's when
    below 0), in the game ``where``."""
    if status < 0:
        try:
            how = f"killed by signal {signal.Signals(-status).name}"
        except ValueError:
            how = f"killed by signal {-status}"
    else:
        how = f"exit status {status}"
    return f"ended the process playing it ({how}), so the run stops" + (f" ({where})" if where else "")


STUCK_WORDS = ("ran on past its time limit where nothing could stop it (a loop in compiled code, or "
               "its alarm signal taken over), so the run stops")


class BotClock:
    """Stops bot code that runs longer than ``seconds`` (0 or ``None``: never) with :class:`OutOfTime`.

    ``with BotClock(s) as clock:`` installs the SIGALRM handler (and puts the old one back);
    ``with clock.running():`` around each call into the bot starts and stops the timer.  Calls may
    nest (a bot written for seed 003's host calls the host, which calls the bot back): when an inner
    one returns, the bot's code it returns to has the whole limit again, until it next calls in.  Should
    the bot swallow the first :class:`OutOfTime`, the timer rings again every tenth of a second.
    A bot the signal cannot reach is ended with its process: one that took the signal over, by a
    watchdog thread :data:`STUCK_GRACE` seconds after its limit; one stuck in compiled code (which
    no thread can interrupt), by the profiling timer once it has spent that long on every core it
    may use.  In a worker process that is silent (the tournament says why); else one line on
    standard error says it.
    """

    def __init__(self, seconds: float | None) -> None:
        self.seconds = min(float(seconds), _LONGEST_LIMIT) if seconds and time_limit_works() else 0.0
        self._armed = False
        self._previous = None
        self._previous_prof = None
        self._deadline: float | None = None
        self._watching = False
        self._depth = 0  # calls into the bot under way, one inside another

    def __enter__(self) -> BotClock:
        if self.seconds:
            self._previous = signal.signal(signal.SIGALRM, self._ring)
            # compiled code holds the interpreter, so no thread can run: the profiling timer's signal,
            # left to the system, ends the process however busy it is
            self._previous_prof = signal.signal(signal.SIGPROF, signal.SIG_DFL)
            self._watching = True
            threading.Thread(target=self._watch, name="bot watchdog", daemon=True).start()
        return self

    def __exit__(self, *exc_info) -> None:
        if self.seconds:
            self._stop()
            self._watching = False
            signal.signal(signal.SIGALRM, self._previous)
            signal.signal(signal.SIGPROF, self._previous_prof)

    def _watch(self) -> None:
        while self._watching:
            time.sleep(min(0.25, self.seconds))
            deadline = self._deadline
            if deadline is not None and time.monotonic() > deadline and self._watching:
                self._end_stuck()

    @staticmethod
    def _end_stuck() -> None:
        import multiprocessing
        import os
        import sys

        if multiprocessing.parent_process() is None:
            print(f"wumpus tournament: the bot {STUCK_WORDS}", file=sys.stderr, flush=True)
        os._exit(STUCK_STATUS)

    def _ring(self, signum, frame) -> None:
        if self._armed:
            raise OutOfTime

    def _stop(self) -> None:
        self._armed = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.setitimer(signal.ITIMER_PROF, 0)

    def _start(self) -> None:
        self._armed = True
        self._deadline = time.monotonic() + self.seconds + STUCK_GRACE
        signal.setitimer(signal.ITIMER_REAL, self.seconds, 0.1)
        # the profiling timer counts the processor time of all the bot's threads: never before that
        # much wall time has passed
        signal.setitimer(signal.ITIMER_PROF, (self.seconds + STUCK_GRACE) * _cores())

    @contextmanager
    def running(self) -> Iterator[None]:
        if not self.seconds:
            yield
            return
        self._depth += 1
        self._start()
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth:
                self._start()  # back in the bot's own code that called in
            else:
                self._deadline = None
                self._stop()


def output_closed() -> bool:
    """Whether the reader of this process's standard output (or error) has gone away, as when
    ``| head`` has read its lines.  Where that cannot be told, yes."""
    import select

    if not hasattr(select, "poll"):
        return True
    poll = select.poll()
    for fd in (1, 2):
        try:
            poll.register(fd, 0)
        except (OSError, ValueError):
            pass
    try:
        return any(events & select.POLLERR for _, events in poll.poll(0))
    except OSError:
        return True


def _ended_by_sigterm(signum, frame) -> None:
    """``kill``: stop the run as Ctrl-C stops it, the processes playing its games with it (a second
    ``kill`` while they are being ended does not cut that short)."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    raise SystemExit(128 + signum)


def _worker_ends_on_sigterm() -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


@contextmanager
def _stopped_by_sigterm() -> Iterator[None]:
    """While the pool works, a plain ``kill`` of this process ends it as Ctrl-C does (the default
    would end it at once and leave the processes playing its games running, blocked for ever)."""
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _ended_by_sigterm)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


@contextmanager
def worker_pool(jobs: int) -> Iterator[ProcessPoolExecutor]:
    """Processes to play games in: ``jobs``, but no more than there are processors to run them
    (more would only take turns).  When the work is stopped (Ctrl-C, ``kill``, a failed game) the
    games not started yet are dropped rather than played to the end first, and the processes
    playing games are ended."""
    with _stopped_by_sigterm():
        pool = ProcessPoolExecutor(max_workers=max(1, min(jobs, processors())), initializer=_worker_ends_on_sigterm)
        with _ending_workers(pool):
            yield pool


@contextmanager
def _ending_workers(pool: ProcessPoolExecutor) -> Iterator[None]:
    try:
        yield
        pool.shutdown()
    except BaseException:
        # the games under way are stopped too: a process may not hear Ctrl-C (or hear it and go on)
        processes = list((getattr(pool, "_processes", None) or {}).values())
        manager = getattr(pool, "_executor_manager_thread", None)
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        # the pool's own thread finishes now: left to Python's exit, waking it can race with it
        # closing its pipe, and print "Bad file descriptor" (Python 3.11)
        for process in processes:
            process.join(timeout=5)
        if manager is not None:
            manager.join(timeout=5)
        raise


@dataclass(frozen=True)
class GameResult:
    cave: str
    seed: int
    won: bool
    cause: str
    score: int
    moves: int
    think: tuple[float, ...] = ()  # seconds spent on each decision
    refused: int = 0  # actions the rules refused (the bot was asked again)
    refusals: tuple[tuple[str, int], ...] = ()  # (the engine's reason, how many), most first


#: a refused action's reason (``IllegalAction.reason``), in a report's words
REFUSAL_WORDS = {
    "not_a_room": "not a room",
    "not_a_tunnel": "not an exit",
    "too_crooked": "too crooked",
    "path_length": "arrow path not of 1 to {longest} rooms",
    "no_arrow": "no arrows left",
}


def refusal_words(reason: str, longest: int = 5) -> str:
    """``reason`` in a report's words; ``longest``: the most rooms an arrow flies through."""
    return REFUSAL_WORDS.get(reason, reason.replace("_", " ")).format(longest=longest)


def make_cave(spec: str, seed: int, shuffle: bool):
    """The cave game ``seed`` is played on (numbered as ``wumpus.caves.prepare_cave`` numbers it)."""
    from wumpus.caves import load_cave, prepare_cave

    cave = load_cave(spec, seed)
    return prepare_cave(cave, seed, shuffle)


#: where a tournament's processes write which game each is playing (a file named by its process id),
#: so that a process that ends abruptly can be named by its game
PLAYING_FOLDER = "WUMPUS_PLAYING_FOLDER"
#: the game this process is playing now, in words ("" between games)
_now_playing = [""]


def _say_playing(where: str) -> None:
    import os

    _now_playing[0] = where
    folder = os.environ.get(PLAYING_FOLDER)
    if folder:
        try:
            (Path(folder) / str(os.getpid())).write_text(where, encoding="utf-8")
        except OSError:
            pass
        if getattr(os._exit, "__name__", "") != "_exit_noted":
            os._exit = _exit_noted(os._exit, Path(folder))


def _exit_noted(real_exit, folder: Path):
    """``os._exit`` that, called during a game (by the bot: the pool's own ending of a process
    between games calls it too), first writes the status it ends the process with beside the
    game, so that the tournament can say how its process ended (the pool does not always learn it)."""
    import os

    def _exit_noted(status: int = 0):
        try:
            if _now_playing[0]:
                (folder / f"{os.getpid()}.exit").write_text(str(status), encoding="utf-8")
        finally:
            real_exit(status)

    return _exit_noted


def play_one(bot_name: str, cave_spec: str, rules: str, seed: int, shuffle: bool,
             time_limit: float | None = None, game_number: int | None = None) -> GameResult:
    """One game; a bot that fails is a :class:`GameFailed` saying how (in words any process can pass on).

    ``time_limit``: seconds the bot may take over each call (0 or ``None``: no limit); a bot over it
    is a :class:`TooSlow`, naming the game (``game_number``, its place on the cave) and the seed.
    A bot whose printing fails because the output's reader has gone (``| head``) raises
    ``BrokenPipeError``, which is no failure of the bot.
    """
    _say_playing(_where(game_number, seed, cave_spec))
    try:
        return _play_one(bot_name, cave_spec, rules, seed, shuffle, time_limit, game_number)
    finally:
        _now_playing[0] = ""


def _play_one(bot_name: str, cave_spec: str, rules: str, seed: int, shuffle: bool,
              time_limit: float | None, game_number: int | None) -> GameResult:
    from wumpus.bots import bot_factory, play_game

    cave = make_cave(cave_spec, seed, shuffle)
    game = Game(cave, rules, seed)
    with BotClock(time_limit) as clock, CtrlC() as ctrl_c:
        timings = _TimedBot(clock)
        try:
            with clock.running():
                timings.bot = bot_factory(bot_name)(seed)
            if getattr(timings.bot, "plays_itself", False):  # a bot written for seed 003's own host
                timings.doing = "in its Player's own code (making it, play() or a status_callback)"
                outcome = timings.bot.play(cave, cave_spec, game.rules.name, clock.running, timings.times)
            else:
                outcome = play_game(timings, game)
        except OutOfTime:
            raise TooSlow(f"took more than {clock.seconds:g} s {timings.doing} "
                          f"({_where(game_number, seed, cave_spec)})") from None
        except BrokenPipeError as exc:
            if output_closed():
                quiet_output()  # in a worker too, or its last flush would complain as it ends
                raise
            raise GameFailed(_failure(exc, game_number, seed, cave_spec)) from None
        except (Exception, SystemExit) as exc:  # a bot calling sys.exit() has failed too
            raise GameFailed(_failure(exc, game_number, seed, cave_spec)) from None
        except KeyboardInterrupt as exc:
            if ctrl_c.pressed or not ctrl_c.listening:  # the one running the tournament stops it
                raise
            raise GameFailed(_failure(exc, game_number, seed, cave_spec)) from None  # the bot raised it
        except BaseException as exc:  # a bot's own kind of exception, or GeneratorExit
            raise GameFailed(_failure(exc, game_number, seed, cave_spec)) from None
    return GameResult(cave_spec, seed, outcome.won, outcome.cause, outcome.score, outcome.moves,
                      tuple(timings.times), outcome.refused, outcome.refusals)


def _where(game_number: int | None, seed: int, cave_spec: str) -> str:
    game = f"game {game_number}, " if game_number is not None else ""
    return f"{game}seed {seed}, cave {cave_spec}"


def _failure(exc: BaseException, game_number: int | None, seed: int, cave_spec: str) -> str:
    """How a game failed, where (the game, its seed and cave) and the line that raised it."""
    return f"{told(exc)} ({_where(game_number, seed, cave_spec)})"


class _TimedBot:
    """Wraps a bot to measure how long each decision takes, and to keep it to ``clock``'s limit."""

    def __init__(self, clock: BotClock, bot=None) -> None:
        self.clock = clock
        self.bot = bot
        self.times: list[float] = []
        self.doing = "to get ready for a game"  # what the bot was asked, for a bot out of time

    @property
    def __wrapped__(self):
        """The bot measured (as a message about its answers names it)."""
        return self.bot

    def new_game(self) -> None:
        self.doing = "to get ready for a game"
        with self.clock.running():
            self.bot.new_game()

    def act(self, observation):
        self.doing = "to answer"
        with self.clock.running():
            start = time.perf_counter()
            action = self.bot.act(observation)
            self.times.append(time.perf_counter() - start)
        return action


def _play_chunk(bot_name: str, rules: str, shuffle: bool, tasks: Sequence[tuple[int, str, int, int]],
                time_limit: float | None = None):
    return [(index, play_one(bot_name, cave, rules, seed, shuffle, time_limit, k)) for index, cave, k, seed in tasks]


def run_tournament(
    bot_name: str,
    caves: Sequence[str],
    rules: str = "tournament",
    games: int = 100,
    seed: int = 0,
    jobs: int = 1,
    shuffle: bool = False,
    progress: Callable[[int], None] | None = None,
    time_limit: float | None = None,
) -> list[GameResult]:
    """Play ``games`` games on each cave; results in (cave, seed) order.

    ``progress(n)`` is called as each batch of ``n`` games finishes.  ``time_limit``: seconds the
    bot may take over each decision (0 or ``None``: no limit), see :func:`play_one`.
    The games are handed out as they are played, not listed all at once first.
    """
    count = games * len(caves)
    tasks = ((i, cave, k, seed + k) for i, (cave, k) in enumerate((c, k) for c in caves for k in range(games)))
    results: list[GameResult | None] = [None] * count
    # with a time limit the games are played in a process of their own even in one job, so that a bot
    # nothing can interrupt ends its process, not the tournament's
    if (jobs <= 1 or count < 2) and not (time_limit and time_limit_works()):
        with exits_caught() as asked:
            for index, cave, k, s in tasks:
                try:
                    results[index] = play_one(bot_name, cave, rules, s, shuffle, time_limit, k)
                except GameFailed:
                    if not asked:
                        raise
                if asked:  # a bot that ended the process, or tried to and caught it
                    raise BotStuck(ended_words(asked[0], _where(k, s, cave))) from None
                if progress:
                    progress(1)
        return results  # type: ignore[return-value]
    jobs = max(1, min(jobs, processors()))  # no more would run at once (and a count past any would overflow)
    size = max(1, min(50, count // (jobs * 8) or 1))
    chunks = iter(lambda: list(itertools.islice(tasks, size)), [])
    with _work_folder() as folder, worker_pool(jobs) as pool:
        workers: dict = {}  # every process that played, by its id
        first: dict = {}  # each batch under way: the index of its first game
        pending: set = set()
        while True:
            for chunk in itertools.islice(chunks, 4 * jobs - len(pending)):  # enough to keep every process busy
                future = pool.submit(_play_chunk, bot_name, rules, shuffle, chunk, time_limit)
                first[future] = chunk[0][0]
                pending.add(future)
                workers.update(getattr(pool, "_processes", None) or {})
            if not pending:
                break
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in sorted(finished, key=first.__getitem__):
                if isinstance(future.exception(), BrokenProcessPool):  # a worker ended abruptly
                    raise BotStuck(_ended(workers, folder)) from None
                if future.exception() is not None:
                    _fail_as_one_process_would(future, pending, first)
                done = future.result()
                for index, result in done:
                    results[index] = result
                if progress:
                    progress(len(done))
    return results  # type: ignore[return-value]


@contextmanager
def _work_folder() -> Iterator[Path]:
    """A folder of the tournament's own while its processes play: the map files written for Players,
    and which game each process is playing.  Removed at the end, however the processes ended."""
    import os
    import shutil
    import tempfile

    from wumpus.bots.wumpushost import MAPS_FOLDER

    folder = Path(tempfile.mkdtemp(prefix="wumpus-tournament-"))
    (folder / "maps").mkdir()
    (folder / "playing").mkdir()
    before = {name: os.environ.get(name) for name in (MAPS_FOLDER, PLAYING_FOLDER)}
    os.environ[MAPS_FOLDER] = str(folder / "maps")
    os.environ[PLAYING_FOLDER] = str(folder / "playing")
    try:
        yield folder
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        shutil.rmtree(folder, ignore_errors=True)


def _ended(workers: dict, folder: Path) -> str:
    """Why a process playing games ended abruptly, and in which game: a bot stuck past its limit
    (ended by its watchdog), or a bot that ended it itself, with its exit status or signal."""
    for process in workers.values():
        process.join(timeout=2)
    # a process the pool's own thread is reaping at the same moment reads as still unknown for a
    # moment (its status is being set): asked again, it is known (a loaded machine shows it)
    for _ in range(40):
        if not any(p.exitcode is None and _gone(p) for p in workers.values()):
            break
        time.sleep(0.05)
    ended = [(_playing(folder, pid), pid, p.exitcode) for pid, p in workers.items()
             if p.exitcode is not None and p.exitcode not in (0, -signal.SIGTERM)]
    for noted in (folder / "playing").glob("*.exit"):  # a bot's os._exit, noted as it was called
        pid = int(noted.stem)
        if all(pid != known for _, known, _ in ended):
            try:
                status = int(noted.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            ended.append((_playing(folder, pid), pid, status))
    if not ended:  # its process is gone, and how it ended cannot be told
        return ("ran on past its time limit where nothing could stop it, or ended the process playing it, "
                "so the run stops")
    # where several processes ended so, the earliest game is named, as one process would meet it first
    (game, where), pid, status = min(ended, key=lambda item: item[0][0])
    if status in (STUCK_STATUS, -signal.SIGPROF):  # its watchdog, or the profiling timer, ended it
        return STUCK_WORDS + (f" ({where})" if where else "")
    return ended_words(status, where)


def _gone(process) -> bool:
    """Whether ``process`` has ended (its sentinel says so even while its status is not yet read)."""
    from multiprocessing.connection import wait as ready

    try:
        return bool(ready([process.sentinel], 0))
    except (OSError, ValueError):  # closed: it ended, and its status was read and let go
        return False


def _playing(folder: Path, pid: int) -> tuple[float, str]:
    """The game the process ``pid`` was playing: its number (for order) and where it is, in words."""
    import re

    try:
        where = (folder / "playing" / str(pid)).read_text(encoding="utf-8")
    except OSError:
        return math.inf, ""
    number = re.match(r"game (\d+),", where)
    return (int(number.group(1)) if number else math.inf), where


def _fail_as_one_process_would(failed, pending: set, first: dict) -> None:
    """A batch failed: raise the failure of the earliest game that fails, as playing them one after
    another would, whichever process got there first (the games after it are stopped)."""
    earlier = {f for f in pending if first[f] < first[failed]}
    wait(earlier)
    for future in sorted(earlier, key=first.__getitem__):
        if future.exception() is not None:
            future.result()
    failed.result()


@dataclass
class Summary:
    games: int = 0
    total: int = 0
    wins: int = 0
    win_moves: int = 0
    causes: dict | None = None
    refused: int = 0  # actions refused, in all the games
    refused_games: int = 0  # games with an action refused
    refusals: dict | None = None  # actions refused by reason (the engine's)

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
            "refused": self.refused,
            "refused_games": self.refused_games,
            "refused_reasons": dict(self.refusals or {}),
        }


def summarize(results: Iterable[GameResult]) -> Summary:
    summary = Summary(causes={c: 0 for c in DEATHS}, refusals={})
    for r in results:
        summary.games += 1
        if r.refused:
            summary.refused += r.refused
            summary.refused_games += 1
            for reason, n in r.refusals:
                summary.refusals[reason] = summary.refusals.get(reason, 0) + n
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


