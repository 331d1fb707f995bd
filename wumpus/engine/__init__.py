"""The pure game engine: no terminal, no printing, no global random state.

>>> from wumpus.engine import Game
>>> game = Game(rules="classic", seed=7)
>>> events = game.move(game.tunnels[0])
"""

from . import events
from .actions import Action, Cheat, Move, Reset, Shoot, action_from_json
from .cave import DODECAHEDRON, Cave
from .errors import CaveError, IllegalAction
from .events import Positions
from . import seeds
from .game import Game
from .messages import Messages
from .record import GameRecord, RecordError
from .rng import Rng, ScriptedRandom, draw_for, pick
from .rules import DEFAULT, RULESETS, Ruleset, get_ruleset
from .seeds import next_seed

__all__ = [
    "Action", "Cheat", "Move", "Reset", "Shoot", "action_from_json",
    "Cave", "CaveError", "DEFAULT", "DODECAHEDRON", "Game", "GameRecord", "IllegalAction",
    "Messages", "Positions", "RULESETS", "RecordError", "Rng", "Ruleset", "ScriptedRandom",
    "draw_for", "events", "get_ruleset", "next_seed", "pick", "seeds",
]
