"""Playing a bot in seed 003's own host.

That host calls ``status_callback(near_pit, near_bats, near_wumpus, room,
exits, entrances)`` once per turn (rooms numbered from 0).  The player answers
by calling ``host.move(room)``, which returns ``(result, bats_flag)``, or
``host.shoot(rooms)``, which returns ``result``; a result is an enum member
whose ``.name`` says what happened.  :class:`HostPlayer` turns those calls into
:class:`Observation` objects for a bot and its answers back into host calls: hand
``HostPlayer(host, get_bot("hunter")).status_callback`` to the host as its own player's.
"""

from __future__ import annotations

from . import api
from .api import Move, Observation, Shoot


def _name(result) -> str:
    name = getattr(result, "name", result)
    return str(name)


class HostPlayer:
    """Adapts a bot to seed 003's host.  The host does not report arrows or
    moves, so the player counts them itself from the results."""

    def __init__(self, host, bot: api.Bot, *, arrows: int = 5, max_path: int = 5,
                 smell_distance: int = 1, cave_rooms: int | None = 20) -> None:
        self.host = host
        self.bot = bot
        self.start_arrows = arrows
        self.max_path = max_path
        self.smell_distance = smell_distance
        self.cave_rooms = cave_rooms
        self.new_game()

    def new_game(self) -> None:
        self.arrows = self.start_arrows
        self.moves = 0
        self.result = api.START
        self.carried = False
        self.finished = False
        self.bot.new_game()

    def status_callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances) -> None:
        obs = Observation(
            room=int(room),
            exits=tuple(int(r) for r in exits),
            entrances=tuple(sorted({int(r) for r in entrances})),
            near_pit=bool(near_pit),
            near_bats=bool(near_bats),
            near_wumpus=bool(near_wumpus),
            arrows=self.arrows,
            result=self.result,
            carried_by_bats=self.carried,
            moves=self.moves,
            rules="tournament",
            max_path=self.max_path,
            smell_distance=self.smell_distance,
            cave_rooms=self.cave_rooms,
        )
        action = self.bot.act(obs)
        if isinstance(action, Move):
            result, bats = self.host.move(action.room)
            self.result = _name(result)
            self.carried = bool(bats)
            if self.result != api.NOT_AN_EXIT:
                self.moves += 1
        elif isinstance(action, Shoot):
            result = self.host.shoot(list(action.rooms))
            self.result = _name(result)
            self.carried = False
            if self.result != api.TOO_CROOKED:
                self.arrows = max(0, self.arrows - 1)
        else:
            raise api.BotError(f"a bot must answer Move(room) or Shoot(rooms), not {action!r}")
        self.finished = self.result in (
            api.MET_WUMPUS, api.FELL_IN_PIT, api.WUMPUS_KILLED, api.KILLED_BY_GROGGY_WUMPUS,
            api.OUT_OF_ARROWS, api.SHOT_SELF, api.EXHAUSTED,
        )
