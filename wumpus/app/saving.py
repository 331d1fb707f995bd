"""Keeping games between sessions: save on quit, resume, named saves, the history, the set-up command.

:class:`Keeper` works for :class:`wumpus.app.main.WumpusApp`.  The
files themselves are written by :mod:`wumpus.storage` (atomically, in the user
data directory); this module only decides when, and tells the player what
happened.  A save is the engine's game record: resuming replays it, so the
restored game is exactly the one that was left.
"""

from __future__ import annotations

import re
import shlex
from typing import Any, Protocol

from wumpus.engine import CaveError, Game, GameRecord, IllegalAction, RecordError
from wumpus.engine.messages import counted
from wumpus.engine.seeds import previous_seed
from wumpus.storage import StorageError
from wumpus.storage.saves import (
    AUTOSAVE, LAST, cave_of, discard_save, keep_finished, load_save, record_for, replayable, save_game, save_path,
    saves_dir, set_aside,
)

__all__ = [
    "AUTOSAVE", "DECLINED", "LAST", "RESERVED", "Keeper", "KeeperHost", "cave_of", "check_record", "describe",
    "end_detail", "free_declined_name", "record_for", "replayable", "reserved_for", "setup_command", "setup_seed",
]

#: where an unfinished game goes when the player chooses a new one instead
DECLINED = "declined"
#: the names the game keeps its own saves under, which Save as does not take
RESERVED = {AUTOSAVE: "the unfinished game, kept after every turn", LAST: "the latest finished game, to replay",
            DECLINED: "an unfinished game you chose not to resume"}


def reserved_for(name: str) -> str | None:
    """What the game keeps under save ``name`` if it is one of its own ('declined-2' too), else None."""
    name = name.lower()
    if name in RESERVED:
        return RESERVED[name]
    if re.fullmatch(rf"{DECLINED}-\d+", name):
        return RESERVED[DECLINED]
    return None


def _what_now(name: str) -> str:
    """After save ``name`` could not be opened: what happens instead, in a sentence."""
    return " A new game starts." if name == AUTOSAVE else " Your unfinished game, if any, is as it was."


def free_declined_name() -> str:
    """The save name an unfinished game is set aside under: 'declined', or 'declined-2'... when that is taken."""
    name, n = DECLINED, 1
    while save_path(name).exists():
        n += 1
        name = f"{DECLINED}-{n}"
    return name


# -- records ----------------------------------------------------------------------------
def check_record(record: GameRecord) -> Game:
    """Play the record through; the game it ends in.  Raises RecordError if the engine refuses it."""
    try:
        game, _ = record.replay()
    except (IllegalAction, CaveError, ValueError, TypeError, IndexError) as exc:
        raise RecordError(f"its moves cannot be played again: {exc}") from None
    return game


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
    """A command that deals the record's set-up on any machine, or None when none can.

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
        spec = meta["source"]
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


def describe(record: GameRecord, game: Game | None = None) -> str:
    """One line about a saved game: rules, cave, turns, and how it stands."""
    game = game or check_record(record)
    turns = len(record.actions)
    state = ("won" if game.won else "lost") if game.over else f"in room {game.hunter}"
    return f"{record.rules} rules, {record.cave.name} cave, {turns} turn{'s' * (turns != 1)}, {state}"


# -- the app's side -----------------------------------------------------------------------
class KeeperHost(Protocol):
    """What the keeper needs of the app: the game, a voice, screens, and a way to go on with a record."""

    game: Game
    animation: bool

    def say(self, line: str, kind: str = "plain") -> None: ...

    def notify(self, message: str, *, title: str = "", severity: str = "information",
               timeout: float | None = None) -> None: ...

    def push_screen(self, screen: Any, callback: Any = None) -> Any: ...

    def exit(self, result: Any = None, return_code: int = 0, message: Any = None) -> None: ...

    def resume(self, record: GameRecord) -> None: ...


class Keeper:
    """Save on quit, offer to resume, named saves, the history, statistics and replays.

    The app owns one (when its games are the player's own) and tells it when the game
    is ready, after each turn, when a game ends, and when the player leaves.
    """

    def __init__(self, host: KeeperHost, *, resume: str = "ask", load: str | None = None) -> None:
        self.host = host
        #: "ask" offers an unfinished game, "yes" resumes it at once, "no" never looks
        self.resume_mode = resume
        #: a save name or path to load at start (``wumpus --load``)
        self.load_from = load
        self._started = False
        self._autosave_pending = False
        self._autosave_failed = False
        self._recorded: Game | None = None

    # -- start -------------------------------------------------------------------------
    def start(self) -> None:
        """Once, when the game is on screen: load, resume or offer the unfinished game."""
        if self._started:
            return
        self._started = True
        if self.load_from and self._open_save(self.load_from, ask=False, before=self._set_unfinished_aside):
            return
        # nothing loaded (a typo, a broken or finished save): the unfinished game is as it was
        if self.resume_mode == "yes":
            self._open_save(AUTOSAVE, ask=False, missing="There is no unfinished game to resume: a new one starts.")
        elif self.resume_mode == "ask":
            self._open_save(AUTOSAVE, ask=True)

    def _problem(self, text: str, title: str = "Save not loaded", timeout: float = 10) -> None:
        self.host.notify(text, title=title, severity="error", timeout=timeout)

    def _open_save(self, name: str, *, ask: bool, missing: str | None = None, before=None) -> bool:
        """Load save ``name`` (asking first with ``ask``); True once its game is on.  ``before()``
        runs just before a loaded game takes over, and may name a save the unfinished game was
        kept in."""
        unfinished = _what_now(name)
        try:
            path = save_path(name)
            result = load_save(name)
        except StorageError as exc:
            self._problem(f"{exc}.{unfinished}")
            return False
        if result.problem:
            self._problem(f"{result.problem[:1].upper()}{result.problem[1:]}.{unfinished}", timeout=12)
            self.host.say(f"✗ {result.problem}", "refusal")
            return False
        record = result.record
        if record is None:
            if name != AUTOSAVE:
                self._problem(f"There is no save {path}.{unfinished}")
            elif missing:
                self.host.notify(missing, title="Nothing to resume", severity="warning")
            return False
        return self._offer(replayable(record), name, path, ask=ask, before=before)

    def _offer(self, record: GameRecord, name: str, path, *, ask: bool, before=None) -> bool:
        autosave = name == AUTOSAVE
        unfinished = _what_now(name)
        try:
            finished = check_record(record)
        except RecordError as exc:
            aside = set_aside(path)
            kept = f"; it was kept as {aside}" if aside else ""
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
            aside = before() if before is not None else None
            self.restore(record, autosave=autosave)
            if aside:
                self._say_kept(aside)
            return True

        def answered(resume: bool | None) -> None:
            if resume:
                self.restore(record, autosave=True)
            else:
                self._decline(record)

        from .save_dialogs import ResumeScreen

        try:
            aside = free_declined_name()
        except StorageError:
            aside = DECLINED
        self.host.push_screen(ResumeScreen(describe(record, finished), aside), answered)
        return True

    def _decline(self, record: GameRecord) -> None:
        aside = self._keep_aside(record)
        if aside:
            self._say_kept(aside)

    def _keep_aside(self, record: GameRecord) -> str | None:
        """The unfinished game moved to a save of its own; its name (None, and a notice, if it cannot be)."""
        try:
            aside = free_declined_name()
            save_game(record, aside)
            discard_save(AUTOSAVE)
        except StorageError as exc:
            self.host.notify(str(exc), title="Save not moved", severity="error", timeout=10)
            return None
        return aside

    def _say_kept(self, aside: str) -> None:
        self.host.say(f"The unfinished game is kept as the save '{aside}' (wumpus --load {aside}).", "note")

    def _set_unfinished_aside(self) -> str | None:
        """Before another save is loaded: the unfinished game, if there is one, kept under a save of its own
        (the loaded game's turns are kept as the unfinished game from now on); the save's name."""
        if self.load_from == AUTOSAVE:
            return None
        try:
            result = load_save(AUTOSAVE)
            if result.problem or result.record is None or check_record(result.record).over:
                return None
        except (StorageError, RecordError):
            return None
        return self._keep_aside(replayable(result.record))

    def restore(self, record: GameRecord, *, autosave: bool = False) -> None:
        """Go on with the record's game where it stands."""
        self.host.resume(replayable(record))
        self.host.say(f"Resumed after {counted(len(record.actions), 'turn')}: the hunt goes on.", "note")
        self._autosave_pending = autosave

    def _discard_autosave(self) -> None:
        try:
            discard_save(AUTOSAVE)
        except StorageError as exc:
            self.host.notify(str(exc), title="Old save not removed", severity="warning", timeout=10)
        self._autosave_pending = False

    # -- every turn --------------------------------------------------------------------
    def after_turn(self) -> None:
        """Keep the unfinished game after every turn, so a closed terminal loses nothing."""
        game = self.host.game
        if game.over or not game.actions or game.seed is None:
            return
        try:
            save_game(record_for(game), AUTOSAVE)
        except (StorageError, RecordError) as exc:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.host.notify(f"{exc}\nThe game goes on, but is not being saved.", title="Not saved",
                                 severity="warning", timeout=10)
            return
        self._autosave_failed = False
        self._autosave_pending = True

    # -- the end of a game -------------------------------------------------------------
    def finished(self) -> None:
        """Keep the finished game: the history, ``last.json`` for ``wumpus replay``; say how to see it again."""
        game = self.host.game
        if self._recorded is game:
            return
        self._recorded = game
        record, problems = keep_finished(game)
        if self._autosave_pending:
            self._discard_autosave()
        command = setup_command(record) if record is not None else None
        if command:
            self.host.say(f"Seed {game.seed}. The same set-up on any machine: {command}", "note")
        else:
            self.host.say(f"Seed {game.seed}.", "note")
        if record is not None and not problems:
            self.host.say(f"Watch this game again: R here, or wumpus replay {LAST}", "note")
        if problems:
            self.host.notify("\n".join(problems), title="The game was not kept", severity="warning", timeout=10)

    # -- leaving ---------------------------------------------------------------------
    def leave(self) -> None:
        """Quit; an unfinished game is saved first, and a failure to save asks before quitting."""
        game = self.host.game
        if game.over or not game.actions:
            if self._autosave_pending:
                self._discard_autosave()
            self.host.exit()
            return
        try:
            path = save_game(record_for(game), AUTOSAVE)
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
        self.host.exit(message=f"Your game is saved in {path}: run wumpus again to resume it.")

    # -- commands ----------------------------------------------------------------------
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
            where = name if path.parent == saves_dir() else str(path.resolve())
            self.host.notify(f"Saved as {path.resolve()}.  Load it with: wumpus --load {shlex.quote(where)}",
                             title="Saved")
            self.host.say(f"Saved as '{name}'.", "note")

        from .save_dialogs import SaveAsScreen

        self.host.push_screen(SaveAsScreen(), named)

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

        self.host.push_screen(SavePicker(current), chosen)


def end_detail(game: Game, keeps_records: bool) -> str:
    """The end screen's lines: score, seed, keys, and how to deal this set-up again."""
    first = f"Score {game.score} · seed {game.seed} · n new game · r the same set-up again"
    try:
        command = setup_command(record_for(game))
    except RecordError:
        command = None
    if command:
        return f"{first}\nThe same set-up anywhere: {command}"
    if keeps_records:
        return f"{first}\nWatch this game again: wumpus replay {LAST}"
    return first
