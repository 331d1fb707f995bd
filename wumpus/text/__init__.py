"""``wumpus text``: the game in plain lines, word for word as the original programs played it.

>>> from wumpus.text import Script, play_script
>>> transcript = play_script(["N", "M", "2"], rules="classic", seed=1)

Every ruleset keeps its own dialogue (see :mod:`wumpus.text.dialogues`);
the engine decides everything.
"""

from __future__ import annotations

from .dialogues import DIALOGUES, dialogue_for
from .lines import LineGame, Setups
from .script import Script, play_script

__all__ = ["DIALOGUES", "LineGame", "Script", "Setups", "dialogue_for", "play_script"]
