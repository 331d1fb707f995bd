"""Keeping games between sessions: save on quit, resume, named saves, the history, the set-up command.

:class:`Keeper` works for :class:`wumpus.app.main.WumpusApp`.  The
files themselves are written by :mod:`wumpus.storage` (atomically, in the user
data directory); this module only decides when, and tells the player what
happened.  A save is the engine's game record: resuming replays it, so the
restored game is exactly the one that was left.
"""

from __future__ import annotations

import shlex
import time
import weakref
from pathlib import Path
from typing import Any, Protocol

from wumpus.caves import cave_title
from wumpus.engine import CaveError, Game, GameRecord, IllegalAction, RecordError
from wumpus.engine.messages import counted
from wumpus.engine.seeds import previous_seed
from wumpus.storage import StorageError, data_lasts, history
from wumpus.storage.atomic import HeldLock
from wumpus.storage.reading import read_file
from wumpus.storage.saves import (
    AUTOSAVE, DECLINED, LAST, RESERVED, adopt_orphaned_autosave, cave_of, check_record,
    claim_own_autosave, claim_save, copy_as_declined, describe, discard_save, free_declined_name,
    keep_finished_game, load_save, newer_version, orphaned_autosave, record_for, replayable,
    reserved_for, same_game, save_game, save_path, saves_dir, set_aside, set_aside_by_game,
)

__all__ = [
    "AUTOSAVE", "DECLINED", "LAST", "RESERVED", "Keeper", "KeeperHost", "about_save", "cave_of", "check_record",
    "describe", "describe_new", "end_detail", "free_declined_name", "record_for", "replayable", "reserved_for",
    "save_name_problem", "setup_command", "setup_seed",
]


#: said when a game is gone on with from a save whose game the history holds a finish of already
PLAYED_BEFORE = f"{history.PLAYED_BEFORE[:1].upper()}{history.PLAYED_BEFORE[1:]}."
#: why the save this app keeps its game in, after every turn, is never deleted
OWN_SAVE_IN_USE = "it holds the game under way, kept after every turn"


def save_name_problem(name: str) -> str | None:
    """Why Save as cannot take ``name`` (a save's name, or a path ending in .json); None when it can.

    The game's own saves are refused however they are named: by name, or by a path to their file.
    """
    if not name:
        return "Type a name first (or Esc to cancel)."
    what = reserved_for(name)
    if what:
        return f"'{name}' is the game's own save ({what}): choose another name."
    if ("/" in name or "\\" in name) and not name.lower().endswith(".json"):
        return (f"{name!r} is neither a save name (letters, digits, '-', '_' or '.') "
                "nor a file path ending in .json.")
    try:
        path = save_path(name)
    except StorageError as exc:
        return str(exc)
    try:
        target = path.resolve()
        own = target.parent == saves_dir().resolve() and target.suffix.lower() == ".json"
    except (OSError, RuntimeError):
        return None
    what = reserved_for(target.stem) if own else None
    if what:
        return f"{name} is the file of the game's own save '{target.stem}' ({what}): choose another name."
    if target.is_dir():
        return f"{name} is a folder: give the name of a file in it, ending in .json."
    if not own and not target.parent.is_dir():  # a folder mistyped is no folder to make
        return f"There is no folder {target.parent}: give a file in a folder that is there."
    return None


def home_short(path: Path) -> str:
    """The file's full path, with ``~`` for the home folder it is in."""
    path = path.resolve()
    try:
        return str(Path("~") / path.relative_to(Path.home().resolve()))
    except (ValueError, RuntimeError):  # not under home, or no home to speak of
        return str(path)


def about_save(path: Path) -> str:
    """One line about the save in ``path`` as it is (read only: a damaged one stays where it is)."""
    try:
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        text = read_file(path).decode("utf-8")
    except OSError as exc:
        return f"a file that could not be read ({exc.strerror or exc})"
    except UnicodeDecodeError:
        return "a file that is not a game record (it is not text)"
    if newer_version(text) is not None:
        return f"a game saved by a newer wumpus, on {stamp}"
    try:
        about = describe(replayable(GameRecord.from_json(text)))
    except RecordError as exc:
        return f"a file that is no game this wumpus can play ({exc}), saved on {stamp}"
    return f"{about}, saved on {stamp}"


def read_saved(name: str) -> GameRecord | None:
    """The record in save ``name``, read without touching the save; None when it cannot be read (or
    holds a newer wumpus's game)."""
    try:
        text = read_file(save_path(name)).decode("utf-8")
        if newer_version(text) is not None:
            return None
        return replayable(GameRecord.from_json(text))
    except (OSError, UnicodeDecodeError, RecordError, StorageError):
        return None


def _still_in(name: str) -> str:
    """Where a finished game that could not be kept still is: save ``name``, as it stood before its last turn."""
    how = "the next wumpus offers to resume it" if name == AUTOSAVE else f"wumpus --load {name} goes on with it"
    return f"The game, as it stood before its last turn, is still in {save_path(name)}: {how}."


def describe_new(game: Game) -> str:
    """One line about a game not yet begun: rules, cave and seed."""
    return f"{game.rules.name} rules, {cave_title(game.cave)} cave, seed {game.seed}"


def _what_now(name: str) -> str:
    """After save ``name`` could not be opened: what happens instead, in a sentence."""
    return " A new game starts." if name == AUTOSAVE else " Your unfinished game, if any, is as it was."


# -- records ----------------------------------------------------------------------------
def setup_seed(record: GameRecord) -> int | None:
    """The seed whose own set-up this record starts from (None if no seed gives it).

    Records kept before a set-up dealt again kept its seed hold the same
    positions under a later seed: walk back until a seed places everything
    where this game began.
    """
    if record.start is None:
        return record.seed
    seed = record.seed
    for _ in range(65):  # its own seed, then back through next_seed (a bijection)
        try:
            game = Game(record.cave, record.rules, seed)
        except (CaveError, IllegalAction, ValueError):
            return None
        if game.start == record.start:
            return seed
        seed = previous_seed(seed)
    return None


def setup_command(record: GameRecord) -> str | None:
    """A command that deals the record's set-up, or None when none can: on any machine, or, in a cave
    file's cave, wherever the file is at the path the command gives (the whole path, as
    :func:`setup_where` says).

    The command is checked: the cave and positions it makes are the record's.
    """
    seed = setup_seed(record)
    if seed is None:
        return None
    meta = cave_of(record).meta
    name = record.cave.name
    if meta.get("source") == "built-in" or (name == "dodecahedron" and not meta.get("source")):
        spec = None if name == "dodecahedron" else name
    elif name == "random" and meta.get("spec"):
        spec = meta["spec"]
    elif meta.get("source"):
        spec = meta["source"]  # the file's whole path (older records may hold the path as it was given)
    else:
        return None
    shuffle = bool(meta.get("label_map"))
    try:
        from wumpus.caves import load_cave, prepare_cave

        cave = prepare_cave(load_cave(spec, seed), seed, shuffle)
        game = Game(cave, record.rules, seed)
    except (CaveError, OSError, IllegalAction, ValueError):
        return None
    if cave.exits != record.cave.exits or game.start != record.new_game().start:
        return None
    from wumpus.cli import rules_options

    words = ["wumpus", *rules_options(record.rules)]
    if spec is not None:
        words += ["--cave", spec]
    words += ["--seed", str(seed)]
    if shuffle:
        words.append("--shuffle-labels")
    return shlex.join(words)


def setup_where(record: GameRecord) -> str:
    """Where :func:`setup_command` deals the set-up: anywhere, or with the cave file it names."""
    meta = cave_of(record).meta
    source = meta.get("source")
    from_file = bool(source) and source != "built-in" and not (record.cave.name == "random" and meta.get("spec"))
    return "with that cave file" if from_file else "on any machine"


# -- the app's side -----------------------------------------------------------------------
class KeeperHost(Protocol):
    """What the keeper needs of the app: the game, a voice, screens, and a way to go on with a record."""

    game: Game
    animation: bool
    is_running: bool
    screen_change_signal: Any

    def say(self, line: str, kind: str = "plain") -> None: ...

    def notify(self, message: str, *, title: str = "", severity: str = "information",
               timeout: float | None = None) -> None: ...

    def push_screen(self, screen: Any, callback: Any = None) -> Any: ...

    def exit(self, result: Any = None, return_code: int = 0, message: Any = None) -> None: ...

    def resume(self, record: GameRecord) -> None: ...

    def hold_keys(self, why: str) -> None: ...


#: the saves claimed by the apps run in this process, with the app that holds each: a process that
#: ends gives its claims back, and an app that ends gives its own back to the next app of the process
_CLAIMS: dict[str, tuple[HeldLock, weakref.ref]] = {}


def _claim(name: str, host: KeeperHost) -> HeldLock | None:
    """Save ``name`` claimed for ``host``'s app while it runs; None while another running wumpus has it.
    Raises StorageError when no claim can be made."""
    key = str(save_path(name))
    earlier = _CLAIMS.get(key)
    if earlier is not None:
        holder = earlier[1]()
        if holder is host:
            return earlier[0]  # held here already (claimed before the app opened, too)
        if holder is None or not holder.is_running:
            earlier[0].release()  # that app has ended
            del _CLAIMS[key]
    claim = claim_save(name)
    if claim is not None and claim.held:
        _CLAIMS[key] = (claim, weakref.ref(host))
        weakref.finalize(host, claim.release)
    return claim


def _newer_in(name: str) -> bool:
    """True when save ``name`` holds a game made by a newer wumpus."""
    try:
        return newer_version(read_file(save_path(name)).decode("utf-8")) is not None
    except (OSError, UnicodeDecodeError):
        return False


class Keeper:
    """Save on quit, offer to resume, named saves, the history, statistics and replays.

    The app owns one (when its games are the player's own) and tells it when the game
    is ready, after each turn, when a game ends, and when the player leaves.  While the
    app runs it holds the autosave: a second app started meanwhile neither offers nor
    writes over the game being played there, and keeps its own game under a name of its
    own ('autosave-2'...).
    """

    def __init__(self, host: KeeperHost, *, resume: str = "ask", load: str | None = None) -> None:
        self.host = host
        #: "ask" offers an unfinished game, "yes" resumes it at once, "no" never looks
        self.resume_mode = resume
        #: a save name or path to load at start (``wumpus --load``)
        self.load_from = load
        #: the save this app keeps its unfinished game in, after every turn
        self.own_save = AUTOSAVE
        #: False while another running wumpus holds the autosave
        self.owns_autosave = True
        self._started = False
        #: the save a closed window's game was in before it became the autosave at start (None if none)
        self._adopted: str | None = None
        self._autosave_pending = False  # the own save holds the game being played
        self._kept_game: Game | None = None  # the game the own save holds
        self._autosave_failed = False
        self._recorded: Game | None = None
        self._why_own: str | None = None  # why the game is kept under a name of its own, until said
        #: one of the game's own saves loaded with --load (declined-2, autosave-2...): its game is kept in
        #: this app's own save from now on, and that copy goes once it is
        self._taken_over: str | None = None
        #: the save a game was loaded from (held while that game is played here), and that game
        self._loaded: tuple[str, Game] | None = None
        self._loaded_record: GameRecord | None = None  # and its record as it was loaded
        #: what to do with the unfinished game before the first turn played here is kept (a game loaded)
        self._before_first_turn: tuple[Any, GameRecord] | None = None
        #: the player's own saves that hold a game of this window, each with the game's turns when kept there
        self._in_own_saves: list[tuple[Game, Path, int]] = []
        #: the game last gone on with from a save (loaded or resumed): the history notes it so when it ends
        self._from_save: Game | None = None

    # -- start -------------------------------------------------------------------------
    def rules_coming(self) -> str | None:
        """The rules of the game a ``--load`` or ``--resume`` will bring on (for the title shown
        before it does), read without touching any save; None when it is not known."""
        name = self.load_from or (AUTOSAVE if self.resume_mode == "yes" else None)
        if name == AUTOSAVE and self._held_by_another(AUTOSAVE):
            return None  # another window's game: not the one that comes on here
        record = read_saved(name) if name else None
        try:
            return None if record is None or check_record(record).over else record.rules
        except RecordError:
            return None

    def start(self) -> None:
        """Once, when the game is on screen: load, resume or offer the unfinished game."""
        if self._started:
            return
        self._started = True
        self._claim_autosave()
        self.host.screen_change_signal.subscribe(self.host, self._screen_changed)
        if self.load_from and self._open_save(self.load_from, ask=False, before=self._set_own_aside):
            return
        # nothing loaded (a typo, a broken or finished save): the unfinished game is as it was
        if self.resume_mode == "no":
            return
        if self.owns_autosave:
            try:
                adopted = adopt_orphaned_autosave()  # a second window's game, left when it closed: offered as any other
            except (StorageError, OSError):
                adopted = None
            self._adopted = adopted  # the command that window gave for it no longer finds it: said on resuming
        if not self.owns_autosave and save_path(self.own_save).exists():
            # the game of a window closed while another played on: offered as the unfinished game
            self._open_save(self.own_save, ask=self.resume_mode != "yes", note=(
                "Another window's game", f"The game in '{AUTOSAVE}' is being played in another wumpus window and "
                f"is left to it; this is the unfinished game a closed window kept as '{self.own_save}'."))
        elif not self.owns_autosave:
            if save_path(AUTOSAVE).exists():
                self.host.notify("The unfinished game is being played in another wumpus window, so it is not "
                                 "offered here: this one starts a new game.", title="Nothing to resume",
                                 severity="warning", timeout=10)
        elif self.own_save != AUTOSAVE and save_path(self.own_save).exists():
            # the autosave is a newer wumpus's: this one's own unfinished game is offered instead
            self._open_save(self.own_save, ask=self.resume_mode != "yes", note=(
                "Save not loaded", f"The save '{AUTOSAVE}' holds a game from a newer wumpus and is left as it is; "
                f"this is the unfinished game this version kept as '{self.own_save}'."))
        elif self.resume_mode == "yes":
            self._open_save(AUTOSAVE, ask=False, missing="There is no unfinished game to resume: a new one starts.")
        else:
            self._open_save(AUTOSAVE, ask=True)

    def _claim_autosave(self) -> None:
        """Hold the autosave while this app runs.  When another running wumpus holds it, or it holds
        a game from a newer wumpus, this app keeps its games under a name of its own instead."""
        try:
            claim = _claim(AUTOSAVE, self.host)
        except StorageError:
            return  # no lock can be made here (nor, most likely, any save): as when alone
        if claim is None:
            self.owns_autosave = False
            # a game a closed window left (autosave-2...) is this window's to offer, unless it may not resume
            self._keep_own("another wumpus running now keeps its game as 'autosave'", adopt=self.resume_mode != "no")
        elif _newer_in(AUTOSAVE):
            self._keep_own("the save 'autosave' holds a game from a newer wumpus, left as it is",
                           adopt=self.resume_mode != "no")

    def _keep_own(self, why: str, *, adopt: bool = False) -> None:
        """From now on keep the unfinished game under a save name no other game has ('autosave-2'...);
        ``why`` is said with it at its first save.  ``adopt``: the name of an unfinished game no running
        wumpus holds, if there is one, is taken instead, and its game is the one offered back."""
        found = orphaned_autosave(lambda name: _claim(name, self.host)) if adopt else None
        if found is not None:
            name = found[0]
        else:
            name, _ = claim_own_autosave(lambda name: _claim(name, self.host))
        self.own_save, self._why_own = name, why
        self._autosave_pending = False

    def _screen_changed(self, _screen: object = None) -> None:
        """After a dialog: a game given up for another (n, r and the palette ask first) is not kept to resume."""
        if self.host.game is not self._kept_game:
            if self._autosave_pending:
                self._discard_autosave()
            self._drop_taken_over()
        self._let_go_of_loaded()

    def _problem(self, text: str, title: str = "Save not loaded", timeout: float = 10) -> None:
        self.host.notify(text, title=title, severity="error", timeout=timeout)

    def _open_save(self, name: str, *, ask: bool, missing: str | None = None, before=None,
                   instead: str | None = None, note: tuple[str, str] | None = None) -> bool:
        """Load save ``name`` (asking first with ``ask``); True once its game is on.  ``before(record)``
        runs just before a loaded game takes over, and may name a save the unfinished game was
        kept in.  ``instead``: what happens when it cannot be loaded, in a sentence (by default, what
        happens at start).  A save claimed for a game that does not come on is let go of again."""
        try:
            claimed_before = self._claimed_here(save_path(name))
        except (StorageError, OSError):
            claimed_before = True
        opened = self._open(name, ask=ask, missing=missing, before=before, note=note,
                            unfinished=_what_now(name) if instead is None else instead)
        if not opened and not claimed_before:
            self._let_go_of(save_path(name))
        return opened

    def _claimed_here(self, path: Path) -> bool:
        """Whether this app holds a claim on the save at ``path`` already."""
        earlier = _CLAIMS.get(str(save_path(path.resolve().stem)))
        return earlier is not None and earlier[1]() is self.host

    def _let_go_of(self, path: Path) -> None:
        """This app's claim on the save at ``path`` given back (never its own save's)."""
        try:
            name = path.resolve().stem
        except OSError:
            return
        if name in (AUTOSAVE, self.own_save):
            return
        earlier = _CLAIMS.get(str(save_path(name)))
        if earlier is not None and earlier[1]() is self.host:
            del _CLAIMS[str(save_path(name))]
            earlier[0].release()

    def _open(self, name: str, *, ask: bool, missing: str | None, before, unfinished: str,
              note: tuple[str, str] | None = None) -> bool:
        try:
            path = save_path(name)
            if not self.owns_autosave and path.resolve() == save_path(AUTOSAVE).resolve():
                self._problem(f"The save '{AUTOSAVE}' is the game being played in another wumpus window: it is "
                              f"left to that window.{unfinished}")
                return False
            if self._held_elsewhere(path):
                self._problem(f"The save '{path.stem}' is the game being played in another wumpus window: it is "
                              f"left to that window.{unfinished}")
                return False
            result = load_save(name)
        except (StorageError, OSError) as exc:
            self._problem(f"{exc}.{unfinished}")
            self._keep_clear_of_unread(name)
            return False
        if result.problem:
            self._problem(f"{result.problem[:1].upper()}{result.problem[1:]}.{unfinished}", timeout=12)
            self.host.say(f"✗ {result.problem}", "refusal")
            self._keep_clear_of_unread(name)
            return False
        record = result.record
        if record is None:
            if name not in (AUTOSAVE, self.own_save):
                self._problem(f"There is no save {path}.{unfinished}")
            elif missing:
                self.host.notify(missing, title="Nothing to resume", severity="warning")
                self.host.say(missing, "note")  # and in the log, where it stays
            return False
        return self._offer(replayable(record), name, path, ask=ask, before=before, unfinished=unfinished, note=note)

    def _keep_clear_of_unread(self, name: str) -> None:
        """The save ``name`` could not be read, and was not set aside: when it is the one this app keeps
        its game in, that game goes under a name of its own, and the save is left as it is (a save
        that cannot be read here may still be had: its permissions put right, or a file too big)."""
        try:
            there = name == self.own_save and save_path(name).exists()
        except (StorageError, OSError):
            there = False
        if there:
            self._keep_own(f"the save '{name}' cannot be read here, and is left as it is")

    def _held_elsewhere(self, path: Path) -> bool:
        """Whether another running wumpus keeps its game in the save at ``path`` (one in the saves folder).
        Otherwise this app holds that save from now on, so that no other goes on with the same game."""
        try:
            real = path.resolve()
            if not real.exists() or real.parent != saves_dir().resolve():
                return False
            return _claim(real.stem, self.host) is None
        except (StorageError, OSError):
            return False  # no lock can be made here: as when alone

    def hold(self, name: str, claim: HeldLock) -> None:
        """Hold save ``name`` with ``claim`` (made before the app opened) as if this app had claimed it."""
        _CLAIMS[str(save_path(name))] = (claim, weakref.ref(self.host))
        weakref.finalize(self.host, claim.release)

    def _let_go_of_loaded(self) -> None:
        """The game loaded from a save is no longer played here: another wumpus may go on with it."""
        if self._loaded is None or self.host.game is self._loaded[1]:
            return
        name, self._loaded = self._loaded[0], None
        self._let_go_of(save_path(name))  # the app keeps its own game in its own save

    def _offer(self, record: GameRecord, name: str, path, *, ask: bool, before=None, unfinished: str = "",
               note: tuple[str, str] | None = None) -> bool:
        """Go on with the unfinished game in save ``name`` (asking first with ``ask``); ``note``, the
        (title, words) of why this save is the one, is said in the question (where a notice would
        cover it), or as a notice when nothing is asked."""
        autosave = name in (AUTOSAVE, self.own_save)
        try:
            finished = check_record(record)
        except RecordError as exc:
            aside = set_aside(path)
            kept = f"; it was kept as {aside}" if aside else "; it is left as it is"
            self._problem(f"The save {path.name} could not be used: {exc}{kept}.{unfinished}", timeout=12)
            return False
        if finished.over:
            if autosave:
                self._discard_autosave()
            else:
                self.host.notify(f"That game is over: watch it with  wumpus replay {name}.{unfinished}",
                                 title="Nothing to resume", severity="warning", timeout=10)
            return False
        if not ask:
            if note is not None:
                self.host.notify(note[1], title=note[0], severity="information", timeout=10)
            # the unfinished game gives way to the loaded one at its first turn: quit before and it stays
            self._before_first_turn = (before, record) if before is not None else None
            self.restore(record, autosave=autosave)
            taken = set_aside_by_game(path)
            if taken is not None and taken != self.own_save:
                self._taken_over = taken
            self._loaded = (path.resolve().stem, self.host.game)
            self._loaded_record = record
            if taken is None and (path.resolve().parent != saves_dir().resolve() or reserved_for(path.stem) is None):
                self._in_own_saves.append((self.host.game, path.resolve(), self.host.game.turns))
            return True

        def answered(resume: bool | None) -> None:
            if resume:
                self.restore(record, autosave=True)
            else:
                self._decline(record)
                self.host.hold_keys("This is a new game")  # until now, seen only behind the question

        from .save_dialogs import ResumeScreen

        try:
            aside = free_declined_name()
        except StorageError:
            aside = DECLINED
        self.host.push_screen(ResumeScreen(describe(record, finished), aside, describe_new(self.host.game),
                                           note=note[1] if note is not None else ""), answered)
        return True

    def _decline(self, record: GameRecord) -> None:
        aside = self._keep_aside(record)
        if aside:
            self._say_kept(aside)

    def _keep_aside(self, record: GameRecord, *, move: bool = True) -> str | None:
        """The unfinished game copied to a save of its own ('declined', 'declined-2'...) and, with
        ``move``, taken out of this app's own save (never out of a save another wumpus keeps); that
        save's name (None, and a notice, if it cannot be)."""
        try:
            aside = copy_as_declined(record)
            if move:
                discard_save(self.own_save)
        except StorageError as exc:
            self.host.notify(str(exc), title="Save not moved", severity="error", timeout=10)
            return None
        return aside

    def _say_kept(self, aside: str) -> None:
        self.host.say(f"The unfinished game is kept as the save '{aside}' (wumpus --load {aside}).", "note")

    def restore(self, record: GameRecord, *, autosave: bool = False) -> None:
        """Go on with the record's game where it stands (``autosave``: the game the own save holds)."""
        self.host.resume(replayable(record))
        turns = self.host.game.turns
        self.host.say(f"Resumed after {counted(turns, 'turn')}: the hunt goes on." if turns
                      else "Resumed before its first turn: the hunt begins.", "note")
        if autosave and self._adopted:
            self.host.say(f"The unfinished game a closed window kept as the save '{self._adopted}' is now the save "
                          f"'{AUTOSAVE}' (wumpus --load {AUTOSAVE}).", "note")
        self._adopted = None
        self._from_save = self.host.game
        from wumpus.storage.history import finished_before

        if finished_before(self.host.game):
            self.host.say(PLAYED_BEFORE, "note")
        self._autosave_pending = autosave
        self._kept_game = self.host.game

    def _discard_autosave(self) -> None:
        try:
            discard_save(self.own_save)
        except StorageError as exc:
            self.host.notify(str(exc), title="Old save not removed", severity="warning", timeout=10)
        self._autosave_pending = False
        self._drop_taken_over()

    def _drop_taken_over(self) -> None:
        """The save a loaded game came from, once that game is kept elsewhere (or given up or over)."""
        name, self._taken_over = self._taken_over, None
        if name is None:
            return
        try:
            discard_save(name)
        except StorageError as exc:
            self.host.notify(str(exc), title="Old save not removed", severity="warning", timeout=10)

    # -- every turn --------------------------------------------------------------------
    def after_turn(self) -> None:
        """Keep the unfinished game after every turn, so a closed terminal loses nothing."""
        game = self.host.game
        self._let_go_of_loaded()  # a new game after the loaded one ended
        if game.over or not game.actions or game.seed is None:
            return
        if self._before_first_turn is not None:
            before, self._before_first_turn = self._before_first_turn, None
            aside = before[0](before[1])
            if aside:
                self._say_kept(aside)
        try:
            save_game(record_for(game), self.own_save)
        except (StorageError, RecordError) as exc:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.host.notify(f"{exc}\nThe game goes on, but is not being saved.", title="Not saved",
                                 severity="warning", timeout=10)
            return
        self._autosave_failed = False
        self._autosave_pending = True
        self._kept_game = game
        self._drop_taken_over()
        if self._why_own:
            self.host.say(f"This game is kept as the save '{self.own_save}' after every turn, since "
                          f"{self._why_own}: wumpus --load {self.own_save} goes on with it.", "note")
            self._why_own = None

    # -- the end of a game -------------------------------------------------------------
    def finished(self) -> None:
        """Keep the finished game: the history, ``last.json`` for ``wumpus replay``; say how to see it again.
        Until the game is kept as ``last``, the save it was kept in turn by turn stays."""
        game = self.host.game
        if self._recorded is game:
            return
        self._recorded = game
        kept = keep_finished_game(game, loaded=game is self._from_save)
        record, problems = kept.record, list(kept.problems)
        if self._autosave_pending and kept.last is None:
            problems.append(_still_in(self.own_save))
            self._keep_own(f"the save '{self.own_save}' holds a game that could not be kept")
        elif self._autosave_pending:
            self._discard_autosave()
        if kept.last is not None:
            self._drop_taken_over()
            self._drop_copy_of_loaded(game)
        command = setup_command(record) if record is not None else None
        if command:
            self.host.say(f"Seed {game.seed}. The same set-up {setup_where(record)}: {command}", "note")
        else:
            self.host.say(f"Seed {game.seed}.", "note")
        if record is not None and not problems:
            self.host.say(f"Watch this game again: R here, or wumpus replay {LAST}", "note")
        if problems:
            title = f"The game was not {kept.what_failed() or 'kept'}"
            self.host.notify("\n".join(problems), title=title, severity="warning", timeout=10)

    def kept_in_own_save(self) -> str | None:
        """The save of the player's own that holds the game under way (saved there, or loaded from it,
        at some turn), as the player names it; None when there is none."""
        found = self._own_save()
        if found is None:
            return None
        path = found[0]
        return path.stem if path.parent == saves_dir().resolve() else str(path)

    def turns_since_own_save(self) -> int:
        """The turns played since the game under way was last kept in a save of the player's own (or
        loaded from it): turns that save does not hold."""
        found = self._own_save()
        return 0 if found is None else max(0, self.host.game.turns - found[1])

    def _own_save(self) -> tuple[Path, int] | None:
        game = self.host.game
        for kept, path, turns in reversed(self._in_own_saves):
            if kept is game and path.is_file():
                return path, turns
        return None

    def given_up(self) -> None:
        """The player gives up the game under way for another: it goes into the history, lost as given up,
        unless a save of the player's own keeps it to go on with (its own save, kept turn by turn, goes)."""
        from wumpus.storage.history import record_game

        if self.kept_in_own_save() is not None:
            return
        try:
            record_game(self.host.game, given_up=True, loaded=self.host.game is self._from_save)
        except StorageError as exc:
            self.host.notify(str(exc), title="Not in your statistics", severity="warning", timeout=10)

    def _drop_copy_of_loaded(self, game: Game) -> None:
        """A loaded game over before a turn of it was kept here: the unfinished game in the own save, when
        it is this very game as it was loaded (left there for the game to go on in), goes too, or it
        would be offered again as unfinished."""
        if self._autosave_pending or self._loaded is None or self._loaded[1] is not game \
                or self._loaded_record is None:
            return
        try:
            result = load_save(self.own_save)
            if result.problem or result.record is None \
                    or not same_game(replayable(result.record), self._loaded_record):
                return
            discard_save(self.own_save)
        except (StorageError, RecordError) as exc:
            self.host.notify(str(exc), title="Old save not removed", severity="warning", timeout=10)

    # -- leaving ---------------------------------------------------------------------
    def leave(self) -> None:
        """Quit; an unfinished game is saved first, and a failure to save asks before quitting."""
        game = self.host.game
        if game.over or not game.actions:
            if self._autosave_pending:
                self._discard_autosave()
            self.host.exit()
            return
        untouched = self._untouched_load()
        if untouched is not None:
            self.host.exit(message=f"Your game is still in the save '{untouched}': "
                                   f"wumpus --load {untouched} goes on with it.{self._earlier_waiting()}")
            return
        try:
            path = save_game(record_for(game), self.own_save)
        except (StorageError, RecordError) as exc:
            def answered(quit_anyway: bool | None) -> None:
                if quit_anyway:
                    self.host.exit()

            from .save_dialogs import YesNoScreen

            self.host.push_screen(
                YesNoScreen(f"The game could not be saved:\n{exc}\n\nQuit anyway and lose it?",
                            "Quit anyway", "Keep playing", title="Not saved", focus_yes=False, danger=True),
                answered,
            )
            return
        self._drop_taken_over()
        if not data_lasts():
            self.host.exit()  # the visit's folder goes with it: there is nothing to come back to
        elif self.own_save == AUTOSAVE:
            self.host.exit(message=f"Your game is saved in {path}: run wumpus again to resume it.")
        else:
            self.host.exit(message=f"Your game is saved in {path}: wumpus --load {self.own_save} goes on with it.")

    # -- commands ----------------------------------------------------------------------
    def on_quitting(self) -> str:
        """What quitting now does with the game, in a line."""
        if not self.host.game.actions:
            return "No turn has been played: nothing to save."
        untouched = self._untouched_load()
        if untouched is not None:
            return f"The game stays in the save '{untouched}'.{self._earlier_waiting()}"
        if self._autosave_failed:
            return "The game could not be saved after the last turn: quitting tries once more, and says if it fails."
        if not data_lasts():
            return "This game ends here: what a game in the browser keeps lasts only while its page is open."
        if self.own_save == AUTOSAVE:
            return "The game is saved for next time."
        return f"The game is kept as the save '{self.own_save}' (wumpus --load {self.own_save})."

    def _earlier_waiting(self) -> str:
        """Before a loaded game's first turn: where the game under way before it still is, in a
        sentence (or nothing, when there was none)."""
        if self._before_first_turn is None or self._loaded_record is None \
                or self._own_unfinished(self._loaded_record) is None:
            return ""
        if self.own_save == AUTOSAVE:
            return " The game you were playing before it is still the unfinished game: the next wumpus offers it."
        return f" The game you were playing before it is still in the save '{self.own_save}'."

    def _untouched_load(self) -> str | None:
        """The save the game on screen was loaded from, when not a turn has been played since
        (the save still holds it as it is: no copy is made)."""
        if self._loaded is None or self.host.game is not self._loaded[1] or self._autosave_pending:
            return None
        name = self._loaded[0]
        if name in (AUTOSAVE, self.own_save) or self._loaded_record is None \
                or len(self.host.game.actions) != len(self._loaded_record.actions):
            return None
        return name

    def save_as(self) -> None:
        if self.host.game.seed is None:
            return

        def named(name: str | None) -> None:
            if not name:
                return
            try:
                path = save_game(record_for(self.host.game), name)
            except (StorageError, RecordError) as exc:
                self.host.notify(str(exc), title="Not saved", severity="error", timeout=10)
                return
            self._in_own_saves.append((self.host.game, path.resolve(), self.host.game.turns))
            where = shlex.quote(name if path.parent == saves_dir() else str(path.resolve()))
            # the file and the command each on a line of their own: a path is never broken mid-name
            # where a shorter one fits; a game over is watched again, not gone on with
            if not data_lasts():
                then = "It lasts while this page is open: R watches it again" if self.host.game.over \
                    else "It lasts while this page is open: Ctrl+O goes on with it"
            else:
                then = f"Watch it again with: wumpus replay {where}" if self.host.game.over \
                    else f"Load it with: wumpus --load {where}"
            self.host.notify(f"Saved as {home_short(path)}\n{then}", title="Saved")
            self.host.say(f"Saved as '{name}'.", "note")

        from .save_dialogs import SaveAsScreen

        self.host.push_screen(SaveAsScreen(), named)

    def load_saved(self) -> None:
        """Go on with a saved unfinished game chosen from a list, as ``wumpus --load`` does.  The game
        under way stays in the own save until the loaded game's first turn, which keeps it under a save
        of its own first (quit before, and it is the game offered next time)."""
        game = self.host.game

        def chosen(name: str | None) -> None:
            if name is not None:
                self._open_save(name, ask=False, before=self._set_own_aside, instead=" Your game goes on.")

        from .save_dialogs import LoadPicker

        self.host.push_screen(LoadPicker(self.own_save, playing=bool(game.actions) and not game.over,
                                         elsewhere=self.playing_elsewhere, in_use=self.save_in_use), chosen)

    def _own_unfinished(self, loaded: GameRecord) -> GameRecord | None:
        """The unfinished game in this app's own save (read without touching it), when there is one and
        it is not ``loaded``."""
        unfinished = read_saved(self.own_save)
        try:
            if unfinished is None or check_record(unfinished).over or same_game(unfinished, loaded):
                return None
        except RecordError:
            return None
        return unfinished

    def _set_own_aside(self, loaded: GameRecord) -> str | None:
        """Before a game loaded here takes over: the unfinished game in the own save (the game that was
        under way, however many loads ago) copied to a save of its own, which is named; the loaded
        game's turns take the own save's place next (so no other window's save is touched)."""
        unfinished = self._own_unfinished(loaded)
        return None if unfinished is None else self._keep_aside(unfinished, move=False)

    def playing_elsewhere(self, name: str) -> bool:
        """Whether another running wumpus plays the game in save ``name`` (asked without claiming it)."""
        return name != self.own_save and self._held_by_another(name)

    def save_in_use(self, name: str) -> str | None:
        """Why save ``name`` may not be deleted now, in words for the player; None when it may be.  The save
        this app keeps its game in, and any save a running wumpus holds (this one: the game loaded from
        it; another: the game played there), stay."""
        if name == self.own_save:
            return OWN_SAVE_IN_USE
        earlier = _CLAIMS.get(str(save_path(name)))
        if earlier is not None and earlier[1]() is self.host:
            return "it holds the game being played here"
        if self._held_by_another(name):
            return "it is the game being played in another wumpus window"
        return None

    def _held_by_another(self, name: str) -> bool:
        """Whether another running wumpus holds save ``name`` now (asked without claiming it)."""
        earlier = _CLAIMS.get(str(save_path(name)))
        if earlier is not None:
            holder = earlier[1]()
            return holder is not self.host and holder is not None and holder.is_running
        try:
            claim = claim_save(name)
        except StorageError:
            return False
        if claim is None:
            return True
        claim.release()
        return False

    def stats(self) -> None:
        from wumpus.storage.history import read_history

        from .stats_screen import StatsScreen

        try:
            history = read_history()
        except StorageError as exc:
            self.host.notify(str(exc), title="No statistics", severity="error", timeout=10)
            return
        self.host.push_screen(StatsScreen(history))

    def replay_saved(self) -> None:
        try:
            current = record_for(self.host.game)
        except RecordError:
            current = None

        def chosen(record: GameRecord | None) -> None:
            if record is not None:
                from .replay_screen import ReplayScreen

                self.host.push_screen(ReplayScreen(record, animation=self.host.animation))

        from .save_dialogs import SavePicker

        self.host.push_screen(SavePicker(current, self.own_save, in_use=self.save_in_use), chosen)


def end_detail(game: Game, keeps_records: bool) -> str:
    """The end screen's lines: score, seed, keys, and how to deal this set-up again."""
    first = f"Score {game.score} · seed {game.seed} · n new game · r same set-up again"
    try:
        record = record_for(game)
        command = setup_command(record)
    except RecordError:
        command = None
    if command:
        where = setup_where(record)
        return f"{first}\nThe same set-up {'anywhere' if where == 'on any machine' else where}: {command}"
    if keeps_records:
        return f"{first}\nWatch this game again: wumpus replay {LAST}"
    return first
