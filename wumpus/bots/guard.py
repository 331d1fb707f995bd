"""Loading a bot, someone else's code, in the process that shows or runs it.

A bot that calls ``os._exit`` or raises ``KeyboardInterrupt`` itself would end the
program unsaid, or as if the player had pressed Ctrl-C.  :func:`loading` turns both
into a :class:`~wumpus.bots.api.BotError` that names the bot; :func:`exits_caught`
and :class:`CtrlC` do the same work for the games a tournament plays in its own process.
"""

from __future__ import annotations

import operator
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .api import BotError


class ProcessEnding(BaseException):
    """A bot's ``os._exit`` in a process that must not end with it: raised in its place so that the
    program can stop saying so (ending the process would end it unsaid)."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


@contextmanager
def exits_caught() -> Iterator[list[int]]:
    """While a bot's code runs in this process: its ``os._exit(status)`` raises
    :class:`ProcessEnding` instead, and the statuses asked for are listed (a bot that catches it
    is still known to have asked)."""
    import os

    real = os._exit
    asked: list[int] = []

    def _exit(status: int = 0):
        status = operator.index(status)  # as os._exit takes it
        asked.append(status)
        raise ProcessEnding(status)

    os._exit = _exit
    try:
        yield asked
    finally:
        os._exit = real


class CtrlC:
    """Tells a Ctrl-C (the interrupt signal) from a ``KeyboardInterrupt`` a bot raises itself:
    ``with CtrlC() as ctrl_c:`` listens (in the main thread, where Python's own handler is in
    place), and ``ctrl_c.pressed`` says whether the signal came."""

    def __init__(self) -> None:
        self.pressed = False
        self.listening = False

    def __enter__(self) -> CtrlC:
        if threading.current_thread() is threading.main_thread() \
                and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
            signal.signal(signal.SIGINT, self._heard)
            self.listening = True
        return self

    def _heard(self, signum, frame) -> None:
        self.pressed = True
        raise KeyboardInterrupt

    def __exit__(self, *exc_info) -> None:
        if self.listening:
            signal.signal(signal.SIGINT, signal.default_int_handler)
            self.listening = False


@contextmanager
def loading(name: str) -> Iterator[None]:
    """Around loading bot ``name`` and making it: its ``os._exit`` or its own ``KeyboardInterrupt``
    becomes a :class:`BotError` that says so.  A real Ctrl-C goes on as ``KeyboardInterrupt``."""
    ctrl_c = CtrlC()
    try:
        with exits_caught(), ctrl_c:
            yield
    except ProcessEnding as exc:
        raise BotError(f"bot {name!r} ended the process as it was loaded (exit status {exc.status})") from None
    except KeyboardInterrupt:
        if ctrl_c.pressed:  # the one running the program
            raise
        raise BotError(f"bot {name!r} failed as it was loaded: it raised KeyboardInterrupt") from None


def told(exc: BaseException) -> str:
    """How a bot's code failed, in one line: the exception's kind, its words, and the bot's own line
    that raised it (``ValueError: boom at mybot.py line 12``).

    A :class:`BotError` is raised by wumpus itself about what the bot did, and names the bot's own
    class and method: the line in wumpus that raised it would tell the bot's author nothing.  A
    ``SyntaxError`` names its file and line in its own words.
    """
    import traceback

    said = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    if isinstance(exc, (BotError, SyntaxError)):
        return said
    frames = traceback.extract_tb(exc.__traceback__)
    # the bot's own line that led to it (a Shoot(5) fails inside wumpus, but the bot wrote it)
    ours = Path(__file__).resolve().parents[1]
    theirs = [f for f in frames if not f.filename.startswith("<")  # code made on the fly (a dataclass's)
              and ours not in Path(f.filename).resolve().parents]
    frame = theirs[-1] if theirs else None
    return said if frame is None else f"{said} at {Path(frame.filename).name} line {frame.lineno}"
