"""Bots: programs that play Hunt the Wumpus from what a player sees.

>>> from wumpus.bots import get_bot, play_game
>>> from wumpus.engine import Game
>>> outcome = play_game(get_bot("hunter", seed=1), Game(rules="tournament", seed=1))

A bot has two methods: ``new_game()`` and ``act(observation) -> Move | Shoot``.
Built-in bots are named (:data:`BOTS`); any other bot is loaded from
``module:Class`` (the class is called with no arguments, or with ``seed=`` when
it accepts one).
"""

from __future__ import annotations

import importlib
import inspect
import os
import sys
from pathlib import Path

from .api import (
    RESULTS, Action, Bot, BotError, Move, Observation, Shoot,
)
from .guard import told
from .host import HostPlayer
from .play import GAVE_UP, Outcome, observe, play_game
from .wumpushost import HostStyleBot, is_host_player

#: name -> ("module:Class", one-line description)
BOTS: dict[str, tuple[str, str]] = {
    "random": ("wumpus.bots.random_bot:RandomBot",
               "seed 003's example: shoot a random neighbour when it smells the wumpus, else wander"),
    "hunter": ("wumpus.bots.hunter:Hunter",
               "tracks the odds of every hazard in every room and plays for the best expected score"),
}


def _load_class(spec: str):
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise BotError(f"unknown bot {spec!r}: give a built-in name ({', '.join(BOTS)}) or module:Class")
    if "/" in module_name or "\\" in module_name or module_name.endswith(".py"):
        stem = Path(module_name).stem
        raise BotError(f"cannot load bot {spec!r}: a bot is named by its module, not its file: run from the "
                       f"folder it is in, --bot {stem}:{attr}")
    # a bot written for seed 003's own host imports its host as ``wumpushost``: it gets the stand-in
    sys.modules.setdefault("wumpushost", importlib.import_module("wumpus.bots.wumpushost"))
    if "" not in sys.path and os.getcwd() not in sys.path:
        sys.path.append(os.getcwd())  # a bot file in the current directory, as ``python -m`` finds it
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if not _names_module(exc.name, module_name):  # the module is there; what it imports is not
            raise BotError(f"cannot load bot {spec!r}: importing {module_name!r} failed: {exc}") from None
        raise BotError(f"cannot load bot {spec!r}: no module {module_name!r} ({exc})") from None
    except (Exception, SystemExit) as exc:  # a user's module that fails on import (sys.exit() too)
        raise BotError(f"cannot load bot {spec!r}: importing {module_name!r} failed: {told(exc)}") from None
    obj = module
    for part in attr.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            # a bot file here named as a module already installed (wumpus.py, random.py) is not the one loaded
            where = getattr(module, "__file__", None)
            own = Path.cwd() / f"{module_name.replace('.', os.sep)}.py"
            shadowed = where is not None and own.is_file() and Path(where).resolve() != own.resolve()
            loaded = (f" (the {module_name!r} loaded is {where}, not {own.name} here: a bot file named as a module "
                      "already installed needs another name)" if shadowed else "")
            raise BotError(f"cannot load bot {spec!r}: {module_name!r} has no {attr!r}{loaded}")
    return obj


def _names_module(missing: str | None, module_name: str) -> bool:
    """Whether the module found missing is ``module_name`` itself or a package it is in."""
    return missing is None or module_name == missing or module_name.startswith(missing + ".")


def bot_factory(name: str):
    """A function ``seed -> bot`` for a built-in name or ``module:Class``."""
    spec = BOTS[name][0] if name in BOTS else name
    cls = _load_class(spec)
    if not callable(cls):
        made = callable(getattr(cls, "act", None)) and callable(getattr(cls, "new_game", None))
        raise BotError(f"cannot load bot {name!r}: {spec!r} is not a class"
                       + ("; it is a bot already made: give its class, or a function that makes one (a bot is "
                          "made for each game, from the game's seed)" if made else ""))
    try:
        takes_seed = "seed" in inspect.signature(cls).parameters
    except (TypeError, ValueError):
        takes_seed = False

    if is_host_player(cls):
        return lambda seed=None: HostStyleBot(cls, name, seed)
    if isinstance(cls, type) and callable(getattr(cls, "play", None)) and not hasattr(cls, "act"):
        raise BotError(f"cannot load bot {name!r}: {spec!r} has play() as a Player for seed 003's host has, but no "
                       "status_callback(), which the host calls each turn (and no act(observation), which "
                       "a bot of this project answers)")

    def make(seed: int | None = None):
        try:
            bot = cls(seed=seed) if takes_seed else cls()
        except (Exception, SystemExit) as exc:
            raise BotError(f"cannot make bot {name!r}: {told(exc)}") from None
        if not (callable(getattr(bot, "act", None)) and callable(getattr(bot, "new_game", None))):
            raise BotError(f"{name!r} is not a bot: it needs new_game() and act(observation)")
        return bot

    return make


def get_bot(name: str, seed: int | None = None):
    """A new bot: a built-in one by name, or a user's from ``module:Class``."""
    return bot_factory(name)(seed)


__all__ = [
    "Action", "BOTS", "Bot", "BotError", "GAVE_UP", "HostPlayer", "Move", "Observation", "Outcome",
    "RESULTS", "Shoot", "bot_factory", "get_bot", "observe", "play_game",
]
