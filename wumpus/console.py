"""The Rich console every command line prints through (``wumpus rules``, ``caves``, ``stats``, ...).

Rich's own ends the program with status 1 when the output's reader goes away (``wumpus rules | head``);
this one lets :func:`wumpus.cli.main` end it quietly with status 0, as every other command does.
It also prints names as they are written: a cave, a save or a folder named ``:fire:`` is not an emoji.
"""

from __future__ import annotations

from rich.console import Console as RichConsole


class Console(RichConsole):
    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("emoji", False)
        super().__init__(*args, **kwargs)

    def on_broken_pipe(self) -> None:
        self.quiet = True  # nothing more is written
        raise BrokenPipeError("the output's reader has gone")
