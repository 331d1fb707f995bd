"""The history of finished games: one JSON line per game, appended under a lock."""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from weakref import WeakKeyDictionary

from wumpus.engine import Cheat, Game, GameRecord, RecordError, Reset
from wumpus.engine import events as ev
from wumpus.engine.cave import UNPRINTABLE

from . import StorageError, data_dir, folder_problem
from .atomic import append_line_locked
from .reading import read_file


def history_path() -> Path:
    return data_dir() / "history.jsonl"


@dataclass(frozen=True)
class Entry:
    rules: str
    cave: str
    seed: int | None
    won: bool
    cause: str
    moves: int
    arrows_used: int
    score: int
    date: str  # ISO 8601, UTC
    #: the game's identity (:func:`identity`): what dealt it, the same for every finish of that game;
    #: None in lines written before it was kept, and for a game no seed deals
    game_id: str | None = None
    #: whether the game was gone on with from a save (loaded, or resumed) rather than dealt fresh
    loaded: bool = False
    #: whether the cave's rooms were numbered afresh for the game (``--shuffle-labels``): the seed deals the
    #: game again only with that option
    shuffled: bool = False
    #: how many times the game's set-up had been dealt again (``r``) before it: its seed deals the same
    #: set-up, but the game's own luck only through those times again
    again: int = 0
    #: whether the game's set-up was placed by hand (the teaching version's R, or a save's own set-up), not
    #: dealt by its seed
    placed: bool = False
    #: whether the player was shown where everything was (the teaching version's C) during the game
    looked: bool = False

    @classmethod
    def of(cls, game: Game, when: float | None = None, *, given_up: bool = False, loaded: bool = False) -> Entry:
        """The line for ``game``: a finished game as it ended, or one still going that the player
        gave up (``given_up``), lost as ``quit`` with no score.  ``loaded``: the game came from a save."""
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when))
        dealt = {"game_id": game_identity(game), "loaded": loaded,
                 "shuffled": bool(game.cave.meta.get("label_map")), "again": game.again,
                 "placed": placed_by_hand(game), "looked": shown_by_hand(game)}
        if given_up:
            if game.over:
                raise ValueError("a finished game cannot be given up")
            return cls(game.rules.name, cave_of(game), game.seed, False, ev.QUIT, game.moves, game.shots, 0, stamp,
                       **dealt)
        if not game.over:
            raise ValueError("only a finished game goes into the history")
        return cls(game.rules.name, cave_of(game), game.seed, game.won, game.cause or "", game.moves,
                   game.shots, game.score, stamp, **dealt)


def placed_by_hand(game: Game) -> bool:
    """Whether ``game``'s set-up was placed by hand (the teaching version's R, or a set-up of a save's own)."""
    return game.start_given or any(isinstance(a, Reset) for a in game.actions)


def shown_by_hand(game: Game) -> bool:
    """Whether the player of ``game`` was shown where everything was (the teaching version's C)."""
    return any(isinstance(a, Cheat) for a in game.actions)


def counts(game: Game) -> bool:
    """Whether the statistics count ``game`` once finished: not if it was set up or shown by hand
    (see :func:`wumpus.storage.stats.counted`)."""
    return not (placed_by_hand(game) or shown_by_hand(game))


def identity(record: GameRecord) -> str:
    """A short, stable fingerprint of what deals the record's game: its cave, rules, seed, the times
    its set-up was dealt again and a set-up placed by hand (not its moves, nor the notes kept beside
    it).  The identity of a game saved before games were given a play of their own (:func:`game_identity`)."""
    data = record.to_dict()
    dealt = {"cave": data["cave"], "rules": data["rules"], "seed": data["seed"], "again": data.get("again", 0),
             "start": data.get("start")}
    text = json.dumps(dealt, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


#: where a record keeps its game's play (:func:`game_identity`) among its notes ('meta')
PLAY = "play"
#: each game's play, by the game: given when it is first asked for, or taken over from the record it was
#: loaded from (:func:`adopt_play`)
_PLAYS: WeakKeyDictionary[Game, str] = WeakKeyDictionary()


def game_identity(game: Game) -> str | None:
    """The identity of ``game`` as the history keeps it: its play, an id of its own given when the game
    is dealt and carried in its record through every save of it (:data:`PLAY`), so that a save loaded
    again, at whatever turn, is the same game; a game dealt afresh, by the same seed too, is another.
    None for a game rolled by a random source of its own, which no record keeps."""
    if game.seed is None or not game.replayable:
        return None
    play = _PLAYS.get(game)
    if play is None:
        play = _PLAYS[game] = secrets.token_hex(8)
    return play


def adopt_play(game: Game, record: GameRecord) -> None:
    """``game``, dealt from ``record`` to go on with, is the play the record keeps; a record saved before
    plays were kept is known by what dealt it (:func:`identity`)."""
    play = record.meta.get(PLAY)
    if not (isinstance(play, str) and _IDENTITY.fullmatch(play)):
        try:
            play = identity(record)
        except (RecordError, ValueError, TypeError):
            return
    _PLAYS[game] = play


def cave_of(game: Game) -> str:
    """The cave as the history keeps it: what ``--cave`` needs, with the game's seed, to deal it again.

    A random cave is kept with its settings (``random:rooms=60,tunnels=3``): "random" alone, with
    that seed, would deal a cave of another size.  Older lines that say only "random" are still read.
    """
    spec = game.cave.meta.get("spec")
    if game.cave.name == "random" and spec:
        return str(spec)
    return game.cave.name


def _trouble(target: Path, exc: OSError) -> str:
    """What went wrong with the history file ``target``, in words that say what to change."""
    problem = folder_problem(target.parent)
    if problem:
        return problem
    if os.path.isdir(target):
        return f"{target} is a folder, not a file. Move that folder away"
    return f"{target}: {exc.strerror or exc}"


def record_game(game: Game, path: Path | None = None, *, given_up: bool = False, loaded: bool = False) -> Entry:
    """Add ``game`` to the history: finished, or (``given_up``) left unfinished by the player's choice;
    ``loaded``: the game was gone on with from a save (see :func:`wumpus.storage.stats.counted`)."""
    entry = Entry.of(game, given_up=given_up, loaded=loaded)
    target = path or history_path()
    try:
        append_line_locked(target, json.dumps(asdict(entry), sort_keys=True))
    except OSError as exc:
        raise StorageError(f"could not add the game to your history: {_trouble(target, exc)}") from None
    return entry


#: the largest history read: some two million games
HISTORY_BYTES = 512 * 2**20


@dataclass(frozen=True)
class History:
    entries: tuple[Entry, ...]
    skipped: int = 0  # lines that could not be read (a torn write, a hand edit)


def read_history(path: Path | None = None) -> History:
    target = path or history_path()
    try:
        # an ordinary file only: a named pipe there would be waited on for ever
        text = read_file(target, HISTORY_BYTES).decode("utf-8", errors="replace")
    except FileNotFoundError:
        return History(())
    except OSError as exc:
        raise StorageError(f"could not read your history: {_trouble(target, exc)}") from None
    entries, skipped = [], 0
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            entries.append(parse_entry(line))
        except (ValueError, RecursionError):  # RecursionError: a line of thousands of nested brackets
            skipped += 1
    return History(tuple(entries), skipped)


#: said when a game is gone on with from a save whose game the history holds a finish of already
PLAYED_BEFORE = "you finished this game before: finishing it again does not count in your statistics"


def finished_before(game: Game, path: Path | None = None) -> bool:
    """Whether the history holds a finish of ``game`` (by its :func:`identity`, at whatever turn it
    stands): a finish of it gone on with from a save then counts in no statistics.  False when the
    history cannot be read."""
    key = game_identity(game)
    if key is None:
        return False
    try:
        entries = read_history(path).entries
    except StorageError:
        return False
    return any(entry.game_id == key for entry in entries)


#: the kind of each field of a line, as ``json`` reads it back (a seed may also be null: a game dealt without one)
FIELD_KINDS: dict[str, type] = {"rules": str, "cave": str, "seed": int, "won": bool, "cause": str, "moves": int,
                                "arrows_used": int, "score": int, "date": str}
#: the fields a line may go without (older lines have none of them), with their kinds; an identity may be null
OPTIONAL_KINDS: dict[str, type] = {"game_id": str, "loaded": bool, "shuffled": bool, "again": int, "placed": bool,
                                   "looked": bool}
#: an identity as a line holds it: hexadecimal digits
_IDENTITY = re.compile(r"[0-9a-f]{1,64}")


def parse_entry(line: str) -> Entry:
    """One line of the history as a finished game, or ValueError when no game could have written it.

    A hand edit or another program can leave a line that is JSON but not a game: a field missing or
    of the wrong kind, a score the game never gives.  Such a line is skipped like a torn one, so the
    statistics never trip over it; fields added by a later version are ignored.
    """
    data = json.loads(line)
    if not isinstance(data, dict) or not set(FIELD_KINDS) <= set(data):
        raise ValueError("not a finished game")
    for name, kind in FIELD_KINDS.items():
        value = data[name]
        if type(value) is not kind and not (name == "seed" and value is None):  # true is not a score of 1
            raise ValueError(f"{name} is not a {kind.__name__}")
        if kind is str:
            value.encode("utf-8")  # a lone surrogate (\ud800) cannot be printed: UnicodeEncodeError
            if UNPRINTABLE.search(value):  # an escape code would drive the terminal it is shown on
                raise ValueError(f"{name} holds a control character")
    optional = {name: data[name] for name in OPTIONAL_KINDS if data.get(name) is not None}
    for name, value in optional.items():
        if type(value) is not OPTIONAL_KINDS[name]:
            raise ValueError(f"{name} is not a {OPTIONAL_KINDS[name].__name__}")
    if "game_id" in optional and not _IDENTITY.fullmatch(optional["game_id"]):
        raise ValueError("game_id is not an identity")
    entry = Entry(**{name: data[name] for name in FIELD_KINDS}, **optional)
    if not 0 <= entry.score <= 100 or entry.moves < 0 or entry.arrows_used < 0 or entry.again < 0:
        raise ValueError("a score, move count or arrow count the game never gives")
    if entry.won != (entry.cause == ev.WUMPUS_KILLED) or (not entry.won and entry.score):
        raise ValueError("an ending that does not fit the game's result or score")  # every win is a wumpus shot
    return entry
