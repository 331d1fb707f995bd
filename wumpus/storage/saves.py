"""Saved games: engine game records as JSON files in the data directory.

``autosave`` is what quitting mid-game leaves behind; named saves sit beside it.
A save that cannot be read is moved aside (never deleted) and reported; a save
made by a newer wumpus is refused and left as it is.  A running game claims the
save it keeps its game in (a lock file beside it), so that two at once never
write over each other's game.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import NamedTuple

from wumpus.caves import cave_title
from wumpus.engine import Cave, CaveError, Game, GameRecord, IllegalAction, Move, RecordError, Shoot
from wumpus.engine.actions import room_words
from wumpus.engine.messages import counted
from wumpus.engine.record import FORMAT, VERSION

from . import StorageError, data_dir, folder_problem
from .atomic import HeldLock, try_lock, write_text_atomically
from .reading import read_file

AUTOSAVE = "autosave"
#: the finished game, kept for ``wumpus replay last`` (by the app and by line mode)
LAST = "last"
#: where an unfinished game goes when the player starts another instead (in the app or in line mode)
DECLINED = "declined"
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
#: the end of the name of a save set aside as damaged (``NAME.bad-DATE-TIME`` or ``NAME.bad-DATE-TIME-N``)
_SET_ASIDE = re.compile(r"\.bad-\d{8}-\d{6}(?:-\d+)?$", re.IGNORECASE)


def saves_dir() -> Path:
    return data_dir() / "saves"


def _is_path(name_or_path: str | Path) -> bool:
    """Whether a save is named by its path (anything with a slash, a ``.json`` name, or a ``Path``)."""
    text = str(name_or_path)
    return isinstance(name_or_path, Path) or "/" in text or "\\" in text or text.endswith(".json")


def save_path(name_or_path: str | Path) -> Path:
    """A save's file: a bare name lives in the saves folder; anything with a slash, or a ``Path``, is a path."""
    text = str(name_or_path)
    if _is_path(name_or_path):
        return Path(text).expanduser()
    if not _NAME.match(text):
        raise StorageError(f"{text!r} is not a save name: a name is 1 to 64 letters, digits, '-', '_' or '.', "
                           "beginning with a letter or digit")
    return saves_dir() / f"{text}.json"


def save_game(record: GameRecord, name_or_path: str | Path = AUTOSAVE) -> Path:
    path = save_path(name_or_path)
    if _is_path(name_or_path) and not path.parent.exists():  # a folder mistyped is no folder to make
        raise StorageError(f"could not save the game to {path}: there is no folder {path.parent}")
    try:
        write_text_atomically(path, record.to_json())
    except OSError as exc:
        why = folder_problem(path.parent) or exc.strerror or exc
        raise StorageError(f"could not save the game to {path}: {why}") from None
    return path


def set_aside_name(name: str) -> bool:
    """True for the name of a save the game set aside as damaged (``autosave.bad-20260102-101500``)."""
    return bool(_SET_ASIDE.search(name))


#: the names the game keeps its own saves under, which Save as does not take
RESERVED = {AUTOSAVE: "the unfinished game, kept after every turn", LAST: "the latest finished game, to replay",
            DECLINED: "an unfinished game you chose not to resume"}
#: what the game keeps under 'autosave-2' and on: the unfinished game of a second window
OTHER_WINDOW = "the unfinished game of a second wumpus window, kept after every turn"
#: what the game keeps under a name ending '.bad-DATE-TIME'
DAMAGED = "a damaged save, set aside"


def reserved_for(name: str) -> str | None:
    """What the game keeps under save ``name`` if it is one of its own ('declined-2', 'autosave-2' and
    the damaged saves set aside too), else None."""
    name = name.lower()
    if name in RESERVED:
        return RESERVED[name]
    if re.fullmatch(rf"{DECLINED}-\d+", name):
        return RESERVED[DECLINED]
    if re.fullmatch(rf"{AUTOSAVE}-\d+", name):
        return OTHER_WINDOW
    if set_aside_name(name):
        return DAMAGED
    return None


def set_aside_by_game(name_or_path: str | Path) -> str | None:
    """The name of the save at ``name_or_path`` when it is one where the game itself put an unfinished
    game aside ('declined', 'declined-2', 'autosave-2'... in the saves folder, however it is reached):
    once that game is loaded and kept elsewhere, the copy there goes.  None for any other save."""
    try:
        real = save_path(name_or_path).resolve()
        if real.parent != saves_dir().resolve():
            return None
    except (StorageError, OSError):
        return None
    return real.stem if reserved_for(real.stem) in (RESERVED[DECLINED], OTHER_WINDOW) else None


def _natural(name: str) -> list:
    """A sort key that counts: 'declined' before 'declined-2' before 'declined-10'."""
    return [int(part) if i % 2 else part.lower() for i, part in enumerate(re.split(r"(\d+)", name))]


def save_names() -> list[str]:
    """The saves in the saves folder, by name, in natural order; not the ones set aside as damaged, nor
    a file whose name no save has (``my game.json``: no save can be named so, loaded or deleted by it)."""
    try:
        paths = list(saves_dir().glob("*.json"))
    except OSError:
        return []
    names = [p.stem for p in paths
             if _NAME.match(p.stem) and not set_aside_name(p.stem) and p.is_file()]
    return sorted(names, key=_natural)


class SaveSummary(NamedTuple):
    """A save in the saves folder as a list shows it, read once without touching it."""

    name: str
    #: when its file was last written (seconds since the epoch), None when that cannot be read
    saved_at: float | None
    #: one line about its game, or why it cannot be used here ("(cannot be read)")
    about: str
    #: whether its game is over
    over: bool
    #: whether this wumpus can play its game (or play it back): not so for a save that cannot be read,
    #: one the rules cannot play through, or one from a newer wumpus
    usable: bool


def summarize(name: str) -> SaveSummary:
    """Save ``name`` read (and played through) once without touching it: a damaged save is set aside
    only when it is chosen, never for being listed."""
    try:
        path = save_path(name)
    except StorageError:  # a name no save has
        return SaveSummary(name, None, "(cannot be read)", False, False)
    try:
        saved_at: float | None = path.stat().st_mtime
    except OSError:
        saved_at = None
    try:
        text = read_file(path).decode("utf-8")
        if newer_version(text) is not None:
            return SaveSummary(name, saved_at, "(from a newer wumpus)", False, False)
        record = replayable(GameRecord.from_json(text))
    except (OSError, UnicodeDecodeError, RecordError):
        return SaveSummary(name, saved_at, "(cannot be read)", False, False)
    try:
        game = check_record(record)
    except RecordError:
        return SaveSummary(name, saved_at, "(a game the rules cannot play through)", False, False)
    return SaveSummary(name, saved_at, describe(record, game), game.over, True)


def list_saves(keep: Callable[[str], bool] = lambda name: True) -> list[SaveSummary]:
    """The saves of :func:`save_names` that ``keep`` keeps, in the order a player looks for them: the
    games this wumpus can play (or play back) first, the most recently saved first, and after them
    those it cannot (a save that cannot be read, or from a newer wumpus), so that they never stand
    above the games.  Saves of the same moment go by name."""
    found = [summarize(name) for name in save_names() if keep(name)]  # by name, which the sort keeps for a tie
    return sorted(found, key=lambda s: (not s.usable, s.saved_at is None, -(s.saved_at or 0.0)))


#: the folder, in the saves folder, that a save deleted at the player's word is moved to
DELETED = "deleted"


def deleted_dir() -> Path:
    return saves_dir() / DELETED


def delete_save(name: str) -> Path:
    """Delete save ``name`` at the player's word (who has been asked first): its file leaves the saves
    folder for the folder ``deleted`` in it, where it is kept as it was, to be moved back by hand should
    the player want it again; the file there.  Only a save in the saves folder is deleted, by its name,
    and never one a running wumpus holds: the game being played there, kept after every turn, or
    loaded from that save.  Raises StorageError, for the player, saying why nothing was deleted."""
    if _is_path(name):
        raise StorageError(f"{name!r} is not a save name: only a save in the saves folder ({saves_dir()}) "
                           "is deleted, by its name")
    path = save_path(name)
    if not (path.is_file() or path.is_symlink()):
        raise StorageError(f"there is no save '{name}' in {saves_dir()}")
    try:
        held = claim_save(name)
    except StorageError:
        held = False  # no lock can be made here (a folder that cannot be written to): the move says why
    if held is None:
        raise StorageError(f"the save '{name}' is the game being played in a running wumpus: it is left as it is")
    try:
        return _put_away(name, path)
    finally:
        if held:
            held.release()


def _put_away(name: str, path: Path) -> Path:
    """Save ``name``'s file at ``path`` moved into the folder of deleted saves, under its own name, or with
    the time it was put away when a save of that name is there already (never written over)."""
    folder = deleted_dir()
    try:
        folder.mkdir(exist_ok=True)
        target = folder / path.name
        stamp, n = time.strftime("%Y%m%d-%H%M%S"), 1
        while target.exists() or target.is_symlink():
            target = folder / f"{path.stem}.{stamp}{f'-{n}' if n > 1 else ''}{path.suffix}"
            n += 1
        path.rename(target)
    except OSError as exc:
        if not (path.exists() or path.is_symlink()):
            raise StorageError(f"there is no save '{name}' any more: it went while it was being deleted") from None
        why = folder_problem(path.parent) or exc.strerror or exc
        raise StorageError(f"could not delete the save '{name}': {why} ({folder}); it is left as it is") from None
    return target


def claim_save(name: str) -> HeldLock | None:
    """Claim save ``name`` for this program while it runs: a lock beside it, given back when it ends.
    None when another running wumpus holds it.  Raises StorageError when the lock cannot be made."""
    path = saves_dir() / f".{name}.lock"
    try:
        held = try_lock(path)
    except OSError as exc:
        raise StorageError(f"could not lock {path}: {exc.strerror or exc}") from None
    _sweep_locks(path)
    return held


def _sweep_locks(keep: Path) -> None:
    """Take away the lock files a wumpus that did not end cleanly (killed, or its machine stopped)
    left beside saves that are gone: those no running wumpus holds."""
    try:
        locks = [p for p in saves_dir().glob(".*.lock") if p != keep]
    except OSError:
        return
    for lock in locks:
        if save_path(lock.name[1:-len(".lock")]).exists():
            continue
        try:
            held = try_lock(lock)
        except OSError:
            continue
        if held is not None:
            held.release()  # which takes the file away


def check_record(record: GameRecord) -> Game:
    """Play the record through; the game it ends in (the play the record keeps, to go on with).  Raises
    RecordError if the engine refuses it."""
    from .history import adopt_play

    try:
        game = record.new_game()
    except IllegalAction as exc:
        start = record.start
        placed = () if start is None else (start.hunter, start.wumpus, *start.pits, *start.bats,
                                           *(() if start.arrow is None else (start.arrow,)))
        missing = [room for room in placed if room not in record.cave.exits]
        why = f"room {missing[0]} is not in its cave" if missing else exc.reason.replace("_", " ")
        raise RecordError(f"its start cannot be dealt: the rules refuse it ({why})") from None
    except (CaveError, ValueError, TypeError, IndexError) as exc:
        raise RecordError(f"its start cannot be dealt: {exc}") from None
    for turn, action in enumerate(record.actions, 1):
        try:
            game.apply(action)
        except IllegalAction as exc:  # its words are the ruleset's own ("NOT POSSIBLE -"): say which rule
            raise RecordError(f"its moves cannot be played again: the rules refuse turn {turn}, "
                              f"{_action_words(action)} ({_refusal_words(exc.reason, game)})") from None
        except (CaveError, ValueError, TypeError, IndexError) as exc:
            raise RecordError(f"its moves cannot be played again: {exc}") from None
    adopt_play(game, record)
    return game


def _refusal_words(reason: str, game: Game) -> str:
    """Why the rules refused an action, in plain words (the ruleset's own may be "Where?")."""
    if reason == "path_length":
        return f"an arrow flies through 1 to {game.rules.max_path} rooms"
    if reason == "not_a_tunnel":
        return "no tunnel leads there"
    return reason.replace("_", " ")


def _action_words(action) -> str:
    """A recorded action, as a refusal names it: "a move to room 12", "a shot through 2 3 4"."""
    if isinstance(action, Move):
        return f"a move to room {action.room}"
    if isinstance(action, Shoot):
        return f"a shot through {' '.join(map(room_words, action.rooms))}" if action.rooms else "a shot through no room"
    return f"its {type(action).__name__.lower()}"


def describe(record: GameRecord, game: Game | None = None) -> str:
    """One line about a saved game: rules, cave, turns, and how it stands."""
    game = game or check_record(record)
    state = ("won" if game.won else "lost") if game.over else f"in room {game.hunter}"
    turns = sum(1 for action in record.actions if isinstance(action, (Move, Shoot)))  # not a reset or a cheat
    return f"{record.rules} rules, {cave_title(record.cave)} cave, {counted(turns, 'turn')} played, {state}"


def free_declined_name() -> str:
    """The save name an unfinished game is set aside under: 'declined', or 'declined-2'... when that is taken."""
    name, n = DECLINED, 1
    while save_path(name).exists():
        n += 1
        name = f"{DECLINED}-{n}"
    return name


def copy_as_declined(record: GameRecord) -> str:
    """An unfinished game copied to a save of its own ('declined', 'declined-2'...), when another game
    takes its place; that save's name.  Raises StorageError."""
    aside = free_declined_name()
    save_game(record, aside)
    return aside


def keep_as_declined(record: GameRecord) -> str:
    """The unfinished game kept as ``autosave`` moved to a save of its own (:func:`copy_as_declined`);
    that save's name.  Raises StorageError."""
    aside = copy_as_declined(record)
    discard_save(AUTOSAVE)
    return aside


def claim_own_autosave(claim: Callable[[str], HeldLock | None] = claim_save) -> tuple[str, HeldLock | None]:
    """For a wumpus that cannot keep its game as ``autosave`` (another running wumpus holds it): the
    first ``autosave-2``, ``autosave-3``... that no game is kept under and no running wumpus holds,
    claimed with ``claim``; and that claim (None when no claim can be made here)."""
    name = AUTOSAVE
    for n in range(2, 1000):
        name = f"{AUTOSAVE}-{n}"
        if save_path(name).exists():
            continue
        try:
            held = claim(name)
        except StorageError:
            return name, None  # no claim can be made: the first free name
        if held is not None and not save_path(name).exists():
            return name, held
    return name, None


def orphaned_autosave(claim: Callable[[str], HeldLock | None] = claim_save) -> tuple[str, HeldLock] | None:
    """The newest ``autosave-N`` that no running wumpus holds (the game of a second window that has
    closed, or of a wumpus that could not keep it as ``autosave``), claimed with ``claim``; None when
    there is none (or no claim can be made here)."""
    folder = saves_dir()
    if not folder.is_dir():
        return None
    pattern = re.compile(rf"{AUTOSAVE}-(\d+)\.json")
    found = [path for path in folder.iterdir() if pattern.fullmatch(path.name)]
    for path in sorted(found, key=lambda p: p.stat().st_mtime, reverse=True):
        name = path.name[: -len(".json")]
        try:
            held = claim(name)
        except StorageError:
            return None
        if held is None:
            continue  # a running wumpus keeps its game there
        return name, held
    return None


def adopt_orphaned_autosave() -> str | None:
    """When no game is kept as ``autosave``: the newest ``autosave-N`` that no running wumpus holds (the
    game of a second window that has closed) becomes ``autosave``, so that resuming finds it; its old
    name, or None when there is none."""
    if save_path(AUTOSAVE).exists():
        return None
    found = orphaned_autosave()
    if found is not None:
        name, held = found
        path = save_path(name)
        try:
            if save_path(AUTOSAVE).exists():
                return None
            path.replace(save_path(AUTOSAVE))
        except OSError:
            return None
        finally:
            held.release()
        return name
    return None


def newer_version(text: str) -> int | None:
    """The format version of a game record made by a newer wumpus than this one; None for any other text."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # not JSON, a number too long to read, brackets nested too deeply
        return None
    version = data.get("version") if isinstance(data, dict) and data.get("format") == FORMAT else None
    return version if type(version) is int and version > VERSION else None


def _newer_problem(path: Path, version: int) -> str:
    return (f"the save {path.name} was made by a newer wumpus (record format version {version}; this one reads "
            f"up to version {VERSION}) and is left as it is: a newer wumpus can open it")


@dataclass(frozen=True)
class LoadResult:
    record: GameRecord | None
    problem: str | None = None  # what went wrong, for the player
    kept_aside: Path | None = None
    newer: bool = False  # made by a newer wumpus: refused, not damaged, and left where it is


def load_save(name_or_path: str | Path = AUTOSAVE) -> LoadResult:
    """Read a save.  A missing one gives no record and no problem; a bad one is set aside."""
    path = save_path(name_or_path)
    try:
        raw = read_file(path)
    except FileNotFoundError:
        return LoadResult(None)
    except OSError as exc:
        return LoadResult(None, f"could not read {path}: {folder_problem(path.parent) or exc.strerror or exc}")
    try:
        text = raw.decode("utf-8")
        version = newer_version(text)
        if version is not None:
            return LoadResult(None, _newer_problem(path, version), newer=True)
        return LoadResult(GameRecord.from_json(text))
    except (UnicodeDecodeError, RecordError) as exc:
        reason = "it is not text" if isinstance(exc, UnicodeDecodeError) else str(exc)
        aside = set_aside(path)
        where = f"; it was kept as {aside}" if aside else "; it is left as it is"
        return LoadResult(None, f"the save {_called(path)} could not be used: {reason}{where}", aside)


def _saved_as(given: str | Path) -> Path | None:
    """For a bare file name ending in .json (read as a file in the current folder): the save of that
    name in the saves folder, if there is one."""
    text = str(given)
    if "/" in text or "\\" in text or not text.endswith(".json"):
        return None
    try:
        path = save_path(text[:-len(".json")])
    except StorageError:
        return None
    return path if path.exists() else None


def file_here(given: str | Path) -> str | None:
    """For a bare name taken as a save's (no slash, no .json): ``./NAME`` when a file of that name
    is in the current folder, which only that path reads; else None."""
    text = str(given)
    if "/" in text or "\\" in text or text.endswith(".json"):
        return None
    try:
        return f"./{text}" if Path(text).is_file() else None
    except OSError:
        return None


def _called(path: Path) -> str:
    """A save's file as said to the player: its name in the saves folder, its whole path elsewhere."""
    return path.name if _in_saves_dir(path) else str(path)


def playable_save(name_or_path: str | Path) -> tuple[GameRecord, Game]:
    """The game saved under a name (or in a file) that a player asks to go on with: its record
    and the game where it stands.  Raises StorageError saying, for the player, why it cannot be
    played on: there is no such save, it cannot be read, it was made by a newer wumpus, its moves
    do not play (then it is set aside, as :func:`load_save` does), or its game is over."""
    path = save_path(name_or_path)
    result = load_save(path)
    if result.problem:
        raise StorageError(result.problem)
    if result.record is None:
        # 'last' holds a finished game, which is replayed, never gone on with
        names = [name for name in save_names() if name != LAST] if _in_saves_dir(path) else []
        there = f" (the saves there are: {', '.join(names)})" if names else ""
        if not names and _saved_as(name_or_path) is not None:  # "NAME.json" is a file here, not the save
            there = f" (a save '{path.stem}' is in the saves folder: --load {path.stem} goes on with it)"
        here = file_here(name_or_path)
        if here is not None:
            there = f" (a file '{name_or_path}' is in this folder: --load {here} reads it)"
        raise StorageError(f"there is no save {path}{there}")
    record = replayable(result.record)
    try:
        game = check_record(record)
    except RecordError as exc:
        aside = set_aside(path)
        raise StorageError(f"the save {_called(path)} could not be used: {exc}"
                           + (f"; it was kept as {aside}" if aside else "")) from None
    if game.over:
        raise StorageError(f"that game is over: 'wumpus replay {name_or_path}' steps through it")
    return record, game


class ClaimedSave(NamedTuple):
    """A saved game to play on: the save's name and this program's claim on it (both None for a file
    outside the saves folder; the claim None too where no lock can be made), its record and its game."""

    name: str | None
    held: HeldLock | None
    record: GameRecord
    game: Game


def claim_to_play(name_or_path: str | Path) -> ClaimedSave:
    """:func:`playable_save`, and a claim on the save for this program when it is one in the saves
    folder, so that no other wumpus goes on with the same game meanwhile.  Raises StorageError, for
    the player, when another running wumpus holds it."""
    try:
        path = save_path(name_or_path)
        name = held = None
        if path.exists() and _in_saves_dir(path):
            name = path.resolve().stem  # the save itself, whatever the way to it
            try:
                held = claim_save(name)
            except StorageError:
                held = False  # no lock can be made here: as when alone
            if held is None:
                raise StorageError(f"the save '{name}' is the game being played in another wumpus: "
                                   "it is left to that one")
        try:
            record, game = playable_save(name_or_path)
        except BaseException:
            if held:
                held.release()
            raise
    except OSError as exc:
        raise StorageError(f"could not read {name_or_path}: {exc.strerror or exc}") from None
    return ClaimedSave(name, held or None, record, game)


def same_game(a: GameRecord, b: GameRecord) -> bool:
    """Whether two records hold the same game, move for move (what either keeps beside it aside)."""
    def game(record: GameRecord) -> dict:
        data = record.to_dict()
        data.pop("meta", None)
        return data

    return game(a) == game(b)


def _in_saves_dir(path: Path) -> bool:
    try:
        return path.resolve().parent == saves_dir().resolve()
    except OSError:
        return False


def set_aside(path: Path) -> Path | None:
    """A save that cannot be used, renamed beside itself (``NAME.bad-DATE.json``) so that it no
    longer stands in the way, and kept; None if it was not.  Only the saves the game keeps itself
    ('autosave', 'declined'...) are moved: a save the player named, in the saves folder or
    elsewhere, is left as it is, under its name."""
    try:
        if path.resolve().parent != saves_dir().resolve() or reserved_for(path.stem) is None:
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
    """The game's record, with its cave's notes (renumbering, source) so a restored map looks the same,
    and its play (:func:`wumpus.storage.history.game_identity`), which every save of the game keeps."""
    from .history import PLAY, game_identity

    record = game.record()
    notes = dict(record.meta)
    if (play := game_identity(game)) is not None:
        notes[PLAY] = play  # the same game, in every save of it (see the history)
    if meta := {str(k): str(v) for k, v in game.cave.meta.items()}:
        notes["cave_meta"] = meta
    return replace(record, meta=notes) if notes != record.meta else record


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


@dataclass(frozen=True)
class Kept:
    """How a finished game was kept."""

    record: GameRecord | None  # None when the game cannot be recorded
    problems: list[str]  # what could not be kept, for the player
    last: Path | None  # the save ``last`` now holding it, or None
    in_history: bool = True  # whether its line was added to the history

    def what_failed(self) -> str:
        """What of the keeping failed, for a sentence: "added to your history or kept as 'last'"."""
        parts = [*([] if self.in_history else ["added to your history"]),
                 *([] if self.last is not None or self.record is None else [f"kept as '{LAST}'"])]
        return " or ".join(parts)


def keep_finished_game(game: Game, *, loaded: bool = False) -> Kept:
    """Keep a finished game: a line in the history, and its record as the save ``last``.  ``loaded``:
    the game was gone on with from a save (loaded or resumed), which the history notes beside it."""
    from .history import record_game

    problems: list[str] = []
    try:
        record = record_for(game)
    except RecordError:
        record = None
    in_history = True
    try:
        record_game(game, loaded=loaded)
    except StorageError as exc:
        problems.append(str(exc))
        in_history = False
    last = None
    if record is not None:
        try:
            last = save_game(record, LAST)
        except StorageError as exc:
            problems.append(str(exc))
    return Kept(record, problems, last, in_history)


