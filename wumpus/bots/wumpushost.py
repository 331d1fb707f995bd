"""A stand-in for seed 003's ``wumpushost`` module: bots written for the AI
competition's own host play here unchanged.

Such a bot is a class, ``Player(seed, map_file)``, whose ``play()`` hands its
``status_callback`` to ``WumpusHost(seed, map_file, show_graphics, delay).play``
and returns the score; in the callback it calls ``host.move(room)`` (which
returns ``(result, bats_flag)``) or ``host.shoot(rooms)`` (which returns
``result``), results being :class:`ActionResult` members.  Loaded by
``wumpus tournament --bot wumpus_ai:Player``, its ``from wumpushost import ...``
finds this module, and every game is played by the engine:

* under ``tournament+host-dice`` the set-up, the bat drops, the stray arrows and
  the wumpus's moves are drawn from Python's shared generator, seeded with the
  game's seed as the host seeds it, so a bot that draws from the ``random``
  module itself takes the draws in between that it takes in the host: it plays
  the game it plays there, result for result;
* under any other ruleset the game's own dice roll, and the shared generator is
  still seeded with the game's seed, so the bot's own draws repeat.

Made outside a tournament, ``WumpusHost`` plays the map file it is given under
the host's dice.  The host's window (``show_graphics``) and its pause are not
drawn here.  Where the host flies an arrow at random (a room number that names
no room, no rooms at all) the engine refuses the path: the answer is
``NOT_AN_EXIT`` and no arrow is spent.  A path of more than five rooms flies
its first five.
"""

from __future__ import annotations

import enum
import hashlib
import inspect
import os
import random
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path

from wumpus.engine import Game, IllegalAction

from . import api
from .api import Move, Shoot
from .play import Outcome, move_result, numbering, observe, outcome_of, shot_result

#: the host's results, numbered as its first version numbered them (``WumpusHost.MOVE_SUCCESSFUL = 0``...)
ActionResult = enum.IntEnum("ActionResult", [(name, n) for n, name in enumerate(
    name for name in api.RESULTS if name != api.START)])
ActionResult.__doc__ = ("What a move or a shot did, by the names seed 003's host gives them; each is also "
                        "the number its first version gave it, for bots that compare with those.")
ActionResult.__module__ = __name__

#: the ruleset a host made outside a tournament plays
HOST_RULES = "tournament+host-dice"
#: status callbacks before a game that never ends is given up (the host would ask for ever)
MOST_CALLS = 2000


class SharedGenerator(random.Random):
    """Python's shared generator (the one the ``random`` module's functions draw from) as a
    ``random.Random``: each of its draws is a draw of the ``random`` module's own."""

    def seed(self, *args, **kwargs) -> None:  # the shared generator is seeded by the host, not here
        pass

    def random(self) -> float:
        return random.random()

    def getrandbits(self, k: int) -> int:
        return random.getrandbits(k)


@dataclass(frozen=True)
class Table:
    """What a tournament sets up for the hosts made while a game is played."""

    cave: object
    rules: str
    #: a context manager around each call into the bot (a time limit), and where each call's
    #: time is written
    timer: Callable[[], AbstractContextManager] = nullcontext
    times: list | None = None
    #: every host made for the game, in order
    hosts: list = field(default_factory=list)


#: the game a tournament is playing (None: a host plays the map file it is given)
_table: Table | None = None


def set_table(table: Table | None) -> None:
    global _table
    _table = table


class WumpusHost:
    """Seed 003's host, as a bot sees it, with the engine playing the game.  Its results are also
    its attributes (``WumpusHost.MET_WUMPUS``), as in the host's first version."""

    def __init__(self, seed, map_name=None, show_graphics=False, delay=1, **_options) -> None:
        table = _table
        if table is None:
            if map_name is None:
                raise TypeError("WumpusHost needs the map file to play, as the competition's host does")
            from wumpus.caves import load_cave

            table = Table(load_cave(str(map_name)), HOST_RULES)
        table.hosts.append(self)
        self._table = table
        self._seed = seed
        self._game: Game | None = None
        self._playing = False
        self.calls = 0
        #: the moves and shots refused (not an exit, too crooked...), by the engine's reason
        self.refused: Counter[str] = Counter()

    @property
    def game(self) -> Game | None:
        """The game being played, or last played (None before :meth:`play`)."""
        return self._game

    def play(self, status_callback) -> int:
        """Deal the game and call ``status_callback(near_pit, near_bats, near_wumpus, room, exits,
        entrances)`` until it is over; the score."""
        table = self._table
        random.seed(self._seed)
        dice = SharedGenerator() if table.rules.endswith("+host-dice") else None
        game = self._game = Game(table.cave, table.rules, self._seed, rng=dice)
        seat = numbering(game)
        order = tuple(game.cave.exits)
        self._playing = True
        events = game.look()
        while self._playing:
            if self.calls >= MOST_CALLS:
                self._playing = False
                break
            self.calls += 1
            obs = observe(game, events)
            room = game.hunter
            entrances = [seat.room(r) for r in order for way in game.cave.exits[r] if way == room]
            with table.timer():
                start = time.perf_counter()
                status_callback(obs.near_pit, obs.near_bats, obs.near_wumpus, obs.room, list(obs.exits),
                                entrances)
                if table.times is not None:
                    table.times.append(time.perf_counter() - start)
            events = game.look()
        return self.score

    @property
    def score(self) -> int:
        game = self._game
        return game.score if game is not None and game.over and game.won else 0

    def _check_playing(self, doing: str) -> Game:
        if self._game is None:
            raise RuntimeError(f"no game has begun: there is nothing to {doing} until play(status_callback) "
                               "deals one")
        if not self._playing:
            raise RuntimeError(f"the game is over: there is nothing to {doing} (the host plays one game)")
        return self._game

    def move(self, new_room) -> tuple[ActionResult, bool]:
        game = self._check_playing("move in")
        try:
            events = game.apply(numbering(game).action(Move(new_room)))
        except IllegalAction as exc:
            self.refused[exc.reason] += 1
            return ActionResult.NOT_AN_EXIT, False
        result, carried = move_result(events)
        self._playing = not game.over
        return ActionResult[result], carried

    def shoot(self, room_list: Sequence) -> ActionResult:
        game = self._check_playing("shoot in")
        seat = numbering(game)
        rooms = list(Shoot(room_list).rooms)  # whole numbers: "14" is not rooms 1 and 4
        path = [seat.room(game.hunter), *rooms]
        if any(path[i] == path[i + 2] for i in range(len(path) - 2)):
            self.refused["too_crooked"] += 1
            return ActionResult.TOO_CROOKED
        try:
            events = game.apply(seat.action(Shoot(tuple(rooms[:game.rules.max_path]))))
        except IllegalAction as exc:
            self.refused[exc.reason] += 1
            return ActionResult.TOO_CROOKED if exc.reason == "too_crooked" else ActionResult.NOT_AN_EXIT
        self._playing = not game.over
        return ActionResult[shot_result(events)]


for _result in ActionResult:
    setattr(WumpusHost, _result.name, _result)


def is_host_player(cls) -> bool:
    """Whether ``cls`` is a bot written for seed 003's host: a ``Player`` class with ``play()`` and
    ``status_callback()``, and no ``act()``."""
    return (isinstance(cls, type) and callable(getattr(cls, "play", None))
            and callable(getattr(cls, "status_callback", None)) and not hasattr(cls, "act"))


def map_file_for(cave_spec: str, seed: int | None) -> str:
    """The map file a Player is handed, as the competition's host hands one: the file named, when it is
    a map in the competition's format; else the cave, as dealt before any renumbering, written in that
    format to a file of its own (a built-in or random cave, or a cave file of the native format)."""
    from wumpus.caves import load_cave
    from wumpus.caves.formats import looks_like_competition, to_competition

    path = Path(cave_spec).expanduser()
    try:
        if path.is_file() and path.suffix.lower() != ".toml" and \
                looks_like_competition(path.read_text(encoding="utf-8", errors="replace")):
            return cave_spec
    except OSError:
        pass
    text = to_competition(load_cave(cave_spec, seed))
    target = _maps_folder() / f"{hashlib.sha256(text.encode()).hexdigest()[:16]}.txt"
    if not target.exists():
        from wumpus.storage.atomic import write_text_atomically

        write_text_atomically(target, text)
    return str(target)


_MAPS: list[Path] = []


#: a folder the map files are written in, when the program that plays the games has made one
#: (a tournament, whose processes may be ended before they can tidy up): it removes it
MAPS_FOLDER = "WUMPUS_MAPS_FOLDER"


def _maps_folder() -> Path:
    """A temporary folder for the map files written for Players, removed when the program ends."""
    given = os.environ.get(MAPS_FOLDER)
    if given:
        return Path(given)
    if not _MAPS:
        from multiprocessing.util import Finalize

        folder = Path(tempfile.mkdtemp(prefix="wumpus-maps-"))
        # run as the program ends, a worker process of a tournament too (which atexit is not)
        Finalize(None, shutil.rmtree, args=(folder, True), exitpriority=0)
        _MAPS.append(folder)
    return _MAPS[0]


class HostStyleBot:
    """A tournament's handle on a bot written for seed 003's host: each game makes a new
    ``Player(seed, map_file)`` and lets it play."""

    plays_itself = True

    def __init__(self, cls, name: str, seed: int | None = None) -> None:
        self.cls = cls
        self.name = name
        self.seed = seed

    def play(self, cave, cave_spec: str, rules: str, timer=nullcontext, times: list | None = None) -> Outcome:
        """One game of ``cave`` under ``rules`` dealt with this bot's seed, as the host plays it.
        What the bot prints is not shown."""
        map_file = map_file_for(cave_spec, self.seed)
        try:
            inspect.signature(self.cls).bind(self.seed, map_file)
        except TypeError as exc:
            raise api.BotError(f"{self.name!r} cannot be made as seed 003's host makes a Player, "
                               f"Player(seed, map_file): {exc}") from None
        except ValueError:  # no signature to read: the call itself will tell
            pass
        table = Table(cave, rules, timer, times)
        set_table(table)
        try:
            with redirect_stdout(_Nowhere()):
                with timer():
                    player = self.cls(self.seed, map_file)
                # the Player's own code around the host's calls back is timed too, each stretch of it
                # as one call: a Player stuck before, between or after them is stopped as in them
                with timer():
                    player.play()
        finally:
            set_table(None)
        played = [h for h in table.hosts if h.game is not None]
        if not played:
            raise api.BotError(f"{self.name!r} never played a game: a Player written for seed 003's host "
                               "makes a WumpusHost and hands its play() the status_callback")
        host = played[-1]
        return outcome_of(host.game, host.refused)


class _Nowhere:
    """Where a bot's printing goes in a tournament."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


__all__ = ["ActionResult", "HostStyleBot", "SharedGenerator", "WumpusHost", "is_host_player"]
