"""The host's dice: a ruleset dealt and rolled exactly as seed 003's host does.

The host seeds Python's generator with the game's seed and draws, in order and
with these calls only (rooms numbered from 0 in the order the cave lists them):

- set-up: ``sample(range(rooms), 6)``, read as hunter, bat, bat, pit, pit, wumpus;
- a move into bats: ``randint(0, rooms - 1)`` for the room you are dropped in
  (again on landing in bats again);
- an arrow told to go where there is no passage: ``choice(passages)``, the
  room's exits in order, then the rooms with an exit into it, in cave order;
- a miss: the wumpus moves to ``choice(exits + [his own room])``.

Everything else is the ruleset's own.  ``with_host_dice(ruleset)`` gives the
ruleset named ``NAME+host-dice``; only ``tournament`` (the host's own rules)
has them.
"""

from __future__ import annotations

import random
from dataclasses import replace

from .. import events as ev
from ..cave import Cave
from . import base
from .base import Ruleset

SUFFIX = "host-dice"
#: the rulesets the host's dice are defined for
DICE_FOR = ("tournament",)

_MADE: dict[str, Ruleset] = {}


def _python_random(rng) -> random.Random:
    if not isinstance(rng, random.Random):
        raise TypeError("the host's dice roll with Python's own generator: give the game a seed")
    return rng


def host_order(cave: Cave) -> tuple[int, ...]:
    """The rooms in the order the cave lists them: the host's rooms 0, 1, 2, ..."""
    return tuple(cave.exits)


def host_passages(cave: Cave, room: int) -> list[int]:
    """Exits in order, then every room with an exit into ``room``, in cave order."""
    return [*cave.exits[room], *(r for r in host_order(cave) if room in cave.exit_sets[r])]


def host_sample_six(cave: Cave, rng) -> ev.Positions:
    order = host_order(cave)
    hunter, bat1, bat2, pit1, pit2, wumpus = (order[i] for i in _python_random(rng).sample(range(len(order)), 6))
    return ev.Positions(hunter, wumpus, (pit1, pit2), (bat1, bat2))


def host_bats_drop_you_anywhere(game, out) -> int | None:
    if game.hunter not in game.bats:
        return None
    order = host_order(game.cave)
    room = order[_python_random(game.rng).randint(0, len(order) - 1)]
    out.append(ev.BatSnatch(game.hunter, room))
    return room


def host_deflect_to_passage(game, room: int, intended: int):
    to = _python_random(game.rng).choice(host_passages(game.cave, room))
    return ev.ArrowDeflected(room, intended, to), to


host_deflect_to_passage.draws_among = host_passages  # a room joined both ways is listed, and drawn, twice


def host_wumpus_moves_or_stays(game) -> int:
    return _python_random(game.rng).choice([*game.cave.exits[game.wumpus], game.wumpus])


# The host's dice fall in other orders than Yob's, with the same chances: the notes
# follow them as they follow the rules they stand in for.
base.declare(host_sample_six, base.six_distinct_rooms.model)
base.declare(host_bats_drop_you_anywhere, base.bats_drop_you_anywhere.model)
base.declare(host_wumpus_moves_or_stays, base.moves_among_exits_or_stays.model)


def with_host_dice(ruleset: Ruleset) -> Ruleset:
    """``ruleset`` dealt and rolled with the host's dice (``KeyError`` if the host never played it)."""
    if ruleset.name not in DICE_FOR:
        raise KeyError(f"the host's dice are defined only for the {', '.join(DICE_FOR)} rules, "
                       f"not {ruleset.name!r}")
    made = _MADE.get(ruleset.name)
    if made is None:
        entry = tuple(host_bats_drop_you_anywhere if step is base.bats_drop_you_anywhere else step
                      for step in ruleset.entry_order)
        made = replace(
            ruleset,
            name=f"{ruleset.name}+{SUFFIX}",
            title=f"{ruleset.title}, the host's dice",
            summary=f"{ruleset.summary} Dealt and rolled exactly as seed 003's host does for the same seed.",
            place=host_sample_six,
            entry_order=entry,
            reroute=host_deflect_to_passage,
            wumpus_on_miss=host_wumpus_moves_or_stays,
        )
        _MADE[ruleset.name] = made
    return made
