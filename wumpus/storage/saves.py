"""Saved games: engine game records as JSON files in the data directory.

``autosave`` is what quitting mid-game leaves behind; named saves sit beside it.
A save that cannot be read is moved aside (never deleted) and reported.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, replace
from pathlib import Path

from wumpus.engine import Cave, Game, GameRecord, RecordError

from . import StorageError, data_dir
from .atomic import write_text_atomically

AUTOSAVE = "autosave"
#: the finished game, kept for ``wumpus replay last`` (by the app and by line mode)
LAST = "last"
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def saves_dir() -> Path:
    return data_dir() / "saves"


def save_path(name_or_path: str | Path) -> Path:
    """A save's file: a bare name lives in the saves folder; anything with a slash is a path."""
    text = str(name_or_path)
    if "/" in text or "\\" in text or text.endswith(".json"):
        return Path(text).expanduser()
    if not _NAME.match(text):
        raise StorageError(f"{text!r} is not a save name: a name is 1 to 64 letters, digits, '-', '_' or '.', "
                           "beginning with a letter or digit")
    return saves_dir() / f"{text}.json"


def save_game(record: GameRecord, name_or_path: str | Path = AUTOSAVE) -> Path:
    path = save_path(name_or_path)
    try:
        write_text_atomically(path, record.to_json())
    except OSError as exc:
        raise StorageError(f"could not save the game to {path}: {exc.strerror or exc}") from None
    return path


@dataclass(frozen=True)
class LoadResult:
    record: GameRecord | None
    problem: str | None = None  # what went wrong, for the player
    kept_aside: Path | None = None


def load_save(name_or_path: str | Path = AUTOSAVE) -> LoadResult:
    """Read a save.  A missing one gives no record and no problem; a bad one is set aside."""
    path = save_path(name_or_path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return LoadResult(None)
    except OSError as exc:
        return LoadResult(None, f"could not read {path}: {exc.strerror or exc}")
    try:
        text = raw.decode("utf-8")
        return LoadResult(GameRecord.from_json(text))
    except (UnicodeDecodeError, RecordError) as exc:
        reason = "it is not text" if isinstance(exc, UnicodeDecodeError) else str(exc)
        aside = set_aside(path)
        where = f"; it was kept as {aside}" if aside else ""
        return LoadResult(None, f"the save {path.name} could not be used: {reason}{where}", aside)


def set_aside(path: Path) -> Path | None:
    """A save that cannot be used, renamed beside itself (``NAME.bad-DATE.json``) so that it no
    longer stands in the way, and kept; None if it was not.  Only the saves folder's own files are
    moved: a file the player named elsewhere is left as it is."""
    try:
        if path.resolve().parent != saves_dir().resolve():
            return None
    except OSError:
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.bad-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.bad-{stamp}-{n}{path.suffix}")
        n += 1
    try:
        path.rename(target)
    except OSError:
        return None
    return target


def discard_save(name_or_path: str | Path = AUTOSAVE) -> None:
    """Remove a save once its game has been resumed to the end (it lives on in the history)."""
    path = save_path(name_or_path)
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise StorageError(f"could not remove {path}: {exc.strerror or exc}") from None


def record_for(game: Game) -> GameRecord:
    """The game's record, with its cave's notes (renumbering, source) so a restored map looks the same."""
    record = game.record()
    meta = {str(k): str(v) for k, v in game.cave.meta.items()}
    return replace(record, meta={**record.meta, "cave_meta": meta}) if meta else record


def cave_of(record: GameRecord) -> Cave:
    """The record's cave, with the notes :func:`record_for` kept."""
    meta = record.meta.get("cave_meta")
    if not isinstance(meta, dict) or not meta:
        return record.cave
    cave = record.cave
    return Cave(cave.name, cave.exits, cave.description, cave.smell_distance, cave.coords,
                {str(k): str(v) for k, v in meta.items()})


def replayable(record: GameRecord) -> GameRecord:
    """The record as it should be played back (its cave's notes restored)."""
    cave = cave_of(record)
    return record if cave is record.cave else replace(record, cave=cave)


def keep_finished(game: Game) -> tuple[GameRecord | None, list[str]]:
    """Keep a finished game: a line in the history, and its record as the save ``last``.

    The record (None when the game cannot be recorded), and what could not be kept, for the player.
    """
    from .history import record_game

    problems: list[str] = []
    try:
        record = record_for(game)
    except RecordError:
        record = None
    try:
        record_game(game)
    except StorageError as exc:
        problems.append(str(exc))
    if record is not None:
        try:
            save_game(record, LAST)
        except StorageError as exc:
            problems.append(str(exc))
    return record, problems
