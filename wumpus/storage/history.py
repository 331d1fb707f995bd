"""The history of finished games: one JSON line per game, appended under a lock."""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from wumpus.engine import Game

from . import StorageError, data_dir
from .atomic import append_line_locked


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

    @classmethod
    def of(cls, game: Game, when: float | None = None) -> Entry:
        if not game.over:
            raise ValueError("only a finished game goes into the history")
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when))
        return cls(game.rules.name, game.cave.name, game.seed, game.won, game.cause or "", game.moves,
                   game.shots, game.score, stamp)


def record_game(game: Game, path: Path | None = None) -> Entry:
    entry = Entry.of(game)
    target = path or history_path()
    try:
        append_line_locked(target, json.dumps(asdict(entry), sort_keys=True))
    except OSError as exc:
        raise StorageError(f"could not add the game to {target}: {exc.strerror or exc}") from None
    return entry


@dataclass(frozen=True)
class History:
    entries: tuple[Entry, ...]
    skipped: int = 0  # lines that could not be read (a torn write, a hand edit)


def read_history(path: Path | None = None) -> History:
    target = path or history_path()
    try:
        text = target.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return History(())
    except OSError as exc:
        raise StorageError(f"could not read {target}: {exc.strerror or exc}") from None
    names = {f.name for f in fields(Entry)}
    entries, skipped = [], 0
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            if not isinstance(data, dict) or set(data) < names:
                raise ValueError
            entries.append(Entry(**{k: data[k] for k in names}))
        except (ValueError, TypeError):
            skipped += 1
    return History(tuple(entries), skipped)
