"""``wumpus replay FILE``, and the replay screen: step through a recorded game.

The screen shows the game's map, status and messages exactly as the app does
while playing, with the same arrow and bat flights.  Stepping forwards plays
the next recorded action; stepping backwards deals the game again from its
record and plays it up to the step before (the engine is deterministic).
"""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("save", metavar="FILE",
                        help="a save name (e.g. 'last', the game you finished last) or the path of a game record")
    parser.add_argument("--no-animation", action="store_true", help="show the end of every step at once")


def read_record(name_or_path: str):
    """The record in a save or file, checked by playing it; raises StorageError with a clear message."""
    from wumpus.engine import GameRecord, RecordError
    from wumpus.storage import StorageError
    from wumpus.storage.reading import read_file
    from wumpus.storage.saves import file_here, save_path, saves_dir

    from .saving import check_record, replayable

    path = save_path(name_or_path)
    try:
        raw = read_file(path)
    except FileNotFoundError:
        if path.parent != saves_dir():  # a path, not a save's name
            raise StorageError(f"there is no file {path}") from None
        here = file_here(name_or_path)
        also = f" (a file '{name_or_path}' is in this folder: wumpus replay {here} reads it)" if here else ""
        raise StorageError(f"there is no saved game {path}{also}") from None
    except OSError as exc:
        raise StorageError(f"could not read {path}: {exc.strerror or exc}") from None
    try:
        record = replayable(GameRecord.from_json(raw.decode("utf-8")))
        check_record(record)
    except UnicodeDecodeError:
        raise StorageError(f"{path} is not a game record: it is not text") from None
    except RecordError as exc:
        raise StorageError(f"{path} cannot be replayed: {exc}") from None
    return record


def run(args: argparse.Namespace) -> int:
    from wumpus.storage import StorageError

    try:
        record = read_record(args.save)
    except StorageError as exc:
        print(f"wumpus replay: {exc}", file=sys.stderr)
        return 2
    from .cli import without_terminal

    refused = without_terminal("wumpus replay")
    if refused is not None:
        return refused
    app = replay_app(record, animation=not args.no_animation)
    app.run()
    return app.return_code or 0


def replay_app(record, *, animation: bool = True):
    """An app that shows only the replay screen, and closes with it."""
    from textual.app import App

    from .replay_screen import ReplayScreen

    class ReplayApp(App[None]):
        TITLE = "Hunt the Wumpus"
        SUB_TITLE = "replay"

        def __init__(self) -> None:
            super().__init__()
            self.record = record
            self.animation = animation
            from .themes import register_themes

            register_themes(self)

        def on_mount(self) -> None:
            from .themes import wear_kept_theme

            wear_kept_theme(self)  # as the player chose it in the game
            self.push_screen(ReplayScreen(record, animation=animation), lambda _: self.exit())

        def action_help_quit(self) -> None:
            """Ctrl+C: copy the text selected, if any; else say which key closes the replay."""
            from .commands import copy_selection

            if not copy_selection(self):
                self.notify("Press q or Esc to close the replay.", title="Do you want to quit?")

    return ReplayApp()
