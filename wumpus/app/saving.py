"""Keeping games between sessions: save on quit, resume, named saves, the history, the set-up command.

:class:`KeepingGames` is mixed into :class:`wumpus.app.main.WumpusApp`.  The
files themselves are written by :mod:`wumpus.storage` (atomically, in the user
data directory); this module only decides when, and tells the player what
happened.  A save is the engine's game record: resuming replays it, so the
restored game is exactly the one that was left.
"""

from __future__ import annotations

import shlex
from dataclasses import replace
from typing import TYPE_CHECKING

from wumpus.engine import Cave, CaveError, Game, GameRecord, IllegalAction, RecordError
from wumpus.engine.messages import counted
from wumpus.storage import StorageError
from wumpus.storage.saves import AUTOSAVE, discard_save, load_save, save_game, save_path, set_aside

if TYPE_CHECKING:
    from .main import WumpusApp

#: the finished game, kept for ``wumpus replay last``
LAST = "last"
#: where an unfinished game goes when the player chooses a new one instead
DECLINED = "declined"

_MOD = 1 << 63
_MULTIPLIER = 6364136223846793005
_INCREMENT = 1442695040888963407
_INVERSE = pow(_MULTIPLIER, -1, _MOD)


# -- records ----------------------------------------------------------------------------
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


def check_record(record: GameRecord) -> Game:
    """Play the record through; the game it ends in.  Raises RecordError if the engine refuses it."""
    try:
        game, _ = record.replay()
    except (IllegalAction, CaveError, ValueError, TypeError, IndexError) as exc:
        raise RecordError(f"its moves cannot be played again: {exc}") from None
    return game


def setup_seed(record: GameRecord) -> int | None:
    """The seed whose own set-up this record starts from (None if no seed gives it).

    "Replay the same set-up" plays the same positions under the next seed;
    walk back until a seed places everything where this game began.
    """
    if record.start is None:
        return record.seed
    seed = record.seed
    for _ in range(64):  # next_seed is a bijection: step back through it
        seed = ((seed - _INCREMENT) * _INVERSE) % _MOD
        try:
            game = Game(record.cave, record.rules, seed)
        except (CaveError, IllegalAction, ValueError):
            return None
        if game.start == record.start:
            return seed
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
    words = ["wumpus", "--rules", record.rules]
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


# -- dialogs ------------------------------------------------------------------------------
# -- the app's side -----------------------------------------------------------------------
class KeepingGames:
    """Save on quit, offer to resume, named saves, the history, statistics and replays (mixed into the app)."""

    #: False for apps whose games are not the player's own (a bot playing)
    keeps_records = True
    #: "ask" offers an unfinished game after the title, "yes" resumes it at once, "no" never looks
    resume_mode = "ask"
    #: a save name or path to load at start (``wumpus --load``)
    load_from: str | None = None

    _start_done = False
    _title_up = False
    _autosave_pending = False
    _recorded: Game | None = None

    # -- start -------------------------------------------------------------------------
    def _title_closed(self: WumpusApp, _result: object = None) -> None:
        self._title_up = False
        self._start_choice()

    def _start_choice(self: WumpusApp) -> None:
        """Once the game is ready and the title gone: load, resume or offer the unfinished game."""
        if self._start_done or not self._game_ready or self._title_up or not self.keeps_records:
            return
        self._start_done = True
        if self.load_from:
            self._open_save(self.load_from, ask=False)
        elif self.resume_mode == "yes":
            self._open_save(AUTOSAVE, ask=False, missing="There is no unfinished game to resume: a new one starts.")
        elif self.resume_mode == "ask":
            self._open_save(AUTOSAVE, ask=True)

    def _open_save(self: WumpusApp, name: str, *, ask: bool, missing: str | None = None) -> None:
        autosave = name == AUTOSAVE
        try:
            path = save_path(name)
            result = load_save(name)
        except StorageError as exc:
            self.notify(f"{exc}. A new game starts.", title="Save not loaded", severity="error", timeout=10)
            return
        if result.problem:
            self.notify(f"{result.problem[:1].upper()}{result.problem[1:]}. A new game starts.",
                        title="Save not loaded", severity="error", timeout=12)
            self._say(f"✗ {result.problem}", "refusal")
            return
        record = result.record
        if record is None:
            if not autosave:
                self.notify(f"There is no save {path}. A new game starts.", title="Save not loaded",
                            severity="error", timeout=10)
            elif missing:
                self.notify(missing, title="Nothing to resume", severity="warning")
            return
        record = replayable(record)
        try:
            finished = check_record(record)
        except RecordError as exc:
            aside = set_aside(path)
            kept = f"; it was kept as {aside}" if aside else ""
            self.notify(f"The save {path.name} could not be used: {exc}{kept}. A new game starts.",
                        title="Save not loaded", severity="error", timeout=12)
            return
        if finished.over:
            if autosave:
                self._discard_autosave()
            else:
                self.notify(f"That game is over: watch it with  wumpus replay {name}", title="Nothing to resume",
                            severity="warning", timeout=10)
            return
        if not ask:
            self.restore(record, autosave=autosave)
            return

        def answered(resume: bool | None) -> None:
            if resume:
                self.restore(record, autosave=True)
            else:
                self._decline(record)

        from .save_dialogs import ResumeScreen

        self.push_screen(ResumeScreen(describe(record, finished)), answered)

    def _decline(self: WumpusApp, record: GameRecord) -> None:
        try:
            save_game(record, DECLINED)
            discard_save(AUTOSAVE)
        except StorageError as exc:
            self.notify(str(exc), title="Save not moved", severity="error", timeout=10)
            return
        self._say(f"The unfinished game is kept as the save '{DECLINED}' (wumpus --load {DECLINED}).", "note")

    def restore(self: WumpusApp, record: GameRecord, *, autosave: bool = False) -> None:
        """Play the record's moves again and show the game where it stands."""
        record = replayable(record)
        game = record.new_game()
        self.rules_name = game.rules.name
        meta = game.cave.meta
        self.shuffle_labels = False
        self.base_cave = game.cave
        if meta.get("label_map") and meta.get("source") == "built-in":
            from wumpus.caves import find_builtin

            base = find_builtin(game.cave.name)
            if base is not None:
                self.base_cave, self.shuffle_labels = base, True
        self._install(game)
        for action in record.actions:
            events = game.apply(action)
            argument = tuple(action[1]) if action[0] == "shoot" else action[1]
            self._say(f"— {len(game.actions)}. {action[0]} {self._describe(argument)} —", "turn")
            self._show_events(events)
        self._refresh_all()
        self._say(f"Resumed after {counted(len(record.actions), 'turn')}: the hunt goes on.", "note")
        self._autosave_pending = autosave

    def _discard_autosave(self: WumpusApp) -> None:
        try:
            discard_save(AUTOSAVE)
        except StorageError as exc:
            self.notify(str(exc), title="Old save not removed", severity="warning", timeout=10)
        self._autosave_pending = False

    # -- every turn --------------------------------------------------------------------
    _autosave_failed = False

    def _autosave_turn(self: WumpusApp) -> None:
        """Keep the unfinished game after every turn, so a closed terminal loses nothing."""
        game = self.game
        if not self.keeps_records or game.over or not game.actions or game.seed is None:
            return
        try:
            save_game(record_for(game), AUTOSAVE)
        except (StorageError, RecordError) as exc:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.notify(f"{exc}\nThe game goes on, but is not being saved.", title="Not saved",
                            severity="warning", timeout=10)
            return
        self._autosave_failed = False
        self._autosave_pending = True

    # -- the end of a game -------------------------------------------------------------
    def end_detail(self: WumpusApp, game: Game) -> str:
        """The end screen's lines: score, seed, keys, and how to deal this set-up again."""
        first = f"Score {game.score} · seed {game.seed} · n new game · r the same set-up again"
        try:
            command = setup_command(record_for(game))
        except RecordError:
            command = None
        if command:
            return f"{first}\nThe same set-up anywhere: {command}"
        if self.keeps_records:
            return f"{first}\nWatch this game again: wumpus replay {LAST}"
        return first

    def _game_finished(self: WumpusApp) -> None:
        """Keep the finished game: the history, ``last.json`` for ``wumpus replay``; say how to see it again."""
        game = self.game
        if not self.keeps_records or self._recorded is game:
            return
        self._recorded = game
        problems = []
        try:
            record = record_for(game)
        except RecordError:
            record = None
        try:
            from wumpus.storage.history import record_game

            record_game(game)
        except StorageError as exc:
            problems.append(str(exc))
        if record is not None:
            try:
                save_game(record, LAST)
            except StorageError as exc:
                problems.append(str(exc))
        if self._autosave_pending:
            self._discard_autosave()
        command = setup_command(record) if record is not None else None
        if command:
            self._say(f"Seed {game.seed}. The same set-up on any machine: {command}", "note")
        else:
            self._say(f"Seed {game.seed}.", "note")
        if record is not None and not problems:
            self._say(f"Watch this game again: R here, or wumpus replay {LAST}", "note")
        if problems:
            self.notify("\n".join(problems), title="The game was not kept", severity="warning", timeout=10)

    # -- leaving ---------------------------------------------------------------------
    def leave(self: WumpusApp) -> None:
        """Quit; an unfinished game is saved first, and a failure to save asks before quitting."""
        game = self.game
        if not self.keeps_records or not self._game_ready:
            self.exit()
            return
        if game.over or not game.actions:
            if self._autosave_pending:
                self._discard_autosave()
            self.exit()
            return
        try:
            path = save_game(record_for(game), AUTOSAVE)
        except (StorageError, RecordError) as exc:
            def answered(quit_anyway: bool | None) -> None:
                if quit_anyway:
                    self.exit()

            from .save_dialogs import YesNoScreen

            self.push_screen(
                YesNoScreen(f"The game could not be saved:\n{exc}\n\nQuit anyway and lose it?",
                            "Quit anyway", "Keep playing", title="Not saved", focus_yes=False, danger=True),
                answered,
            )
            return
        self.exit(message=f"Your game is saved in {path}: run wumpus again to resume it.")

    # -- commands ----------------------------------------------------------------------
    def action_save_as(self: WumpusApp) -> None:
        if self.game.seed is None:
            return

        def named(name: str | None) -> None:
            if not name:
                return
            try:
                path = save_game(record_for(self.game), name)
            except (StorageError, RecordError) as exc:
                self.notify(str(exc), title="Not saved", severity="error", timeout=10)
                return
            self.notify(f"Saved as {path}.  Load it with: wumpus --load {shlex.quote(name)}", title="Saved")
            self._say(f"Saved as '{name}'.", "note")

        from .save_dialogs import SaveAsScreen

        self.push_screen(SaveAsScreen(), named)

    def action_stats(self: WumpusApp) -> None:
        from wumpus.storage.history import read_history

        from .stats_screen import StatsScreen

        try:
            history = read_history()
        except StorageError as exc:
            self.notify(str(exc), title="No statistics", severity="error", timeout=10)
            return
        self.push_screen(StatsScreen(history))

    def action_replay_saved(self: WumpusApp) -> None:
        try:
            current = record_for(self.game)
        except RecordError:
            current = None

        def chosen(record: GameRecord | None) -> None:
            if record is not None:
                from .replay_screen import ReplayScreen

                self.push_screen(ReplayScreen(record, animation=self.animation))

        from .save_dialogs import SavePicker

        self.push_screen(SavePicker(current), chosen)
