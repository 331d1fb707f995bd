"""A stand-in for seed 003's host, written step by step from the host's dice as
``wumpus/engine/rules/host_dice.py`` lists them.

It knows nothing of the engine: rooms are numbered 0, 1, 2, ... in the order the
cave file lists them; every chance comes from one Python generator seeded with
the game's seed, drawn in the section's order with the section's calls only.
"""

from __future__ import annotations

import enum
import random

Result = enum.Enum("Result", "MOVE_SUCCESSFUL MET_WUMPUS FELL_IN_PIT WUMPUS_KILLED WUMPUS_MISSED "
                             "KILLED_BY_GROGGY_WUMPUS TOO_CROOKED OUT_OF_ARROWS SHOT_SELF EXHAUSTED NOT_AN_EXIT")

ENDINGS = {Result.MET_WUMPUS, Result.FELL_IN_PIT, Result.WUMPUS_KILLED, Result.KILLED_BY_GROGGY_WUMPUS,
           Result.OUT_OF_ARROWS, Result.SHOT_SELF, Result.EXHAUSTED}


class HostDouble:
    def __init__(self, exits: list[list[int]], smell_distance: int, seed: int, shared=None) -> None:
        """``exits[i]``: room i's exits in file order (rooms from 0).  ``shared``: the generator to
        draw from (the ``random`` module itself for the one the host shares with its player), by
        default one of its own."""
        self.exits = exits
        self.count = len(exits)
        self.smell_distance = smell_distance
        self.entrances = [[r for r in range(self.count) if room in exits[r]] for room in range(self.count)]
        self.shared = random.Random() if shared is None else shared
        self.shared.seed(seed)
        # set-up: sample(range(20), 6) read as hunter, bat, bat, pit, pit, wumpus
        hunter, bat1, bat2, pit1, pit2, wumpus = self.shared.sample(range(self.count), 6)
        self.hunter, self.wumpus = hunter, wumpus
        self.bats, self.pits = {bat1, bat2}, {pit1, pit2}
        self.arrows = 5
        self.moves = 0
        self.over = False
        self.won = False
        self.trail: list[tuple] = []  # every room the hunter, the arrows and the wumpus went to, in order
        self.calls: list[Result] = []  # every result handed back

    # -- what the hunter senses ----------------------------------------------------
    def passages(self, room: int) -> list[int]:
        return self.exits[room] + self.entrances[room]

    def smell(self) -> bool:
        seen, frontier = {self.hunter}, [self.hunter]
        for _ in range(self.smell_distance):
            frontier = [n for r in frontier for n in self.passages(r) if n not in seen]
            seen.update(frontier)
        return self.wumpus in seen

    def play(self, status_callback) -> int:
        while not self.over:
            near = set(self.passages(self.hunter))
            status_callback(bool(near & self.pits), bool(near & self.bats), self.smell(), self.hunter,
                            list(self.exits[self.hunter]), list(self.entrances[self.hunter]))
        return self.score

    @property
    def score(self) -> int:
        return 100 - self.moves if self.won else 0

    def _end(self, result: Result) -> Result:
        self.over = result in ENDINGS
        self.won = result is Result.WUMPUS_KILLED
        return result

    # -- the bot's two calls --------------------------------------------------------
    def move(self, room: int):
        result, carried = self._move(room)
        self.calls.append(result)
        return result, carried

    def shoot(self, rooms: list[int]) -> Result:
        result = self._shoot(rooms)
        self.calls.append(result)
        return result

    def _move(self, room: int):
        if room not in self.exits[self.hunter]:
            return Result.NOT_AN_EXIT, False
        self.moves += 1
        carried = False
        while True:
            self.hunter = room
            self.trail.append(("hunter", room))
            if room == self.wumpus:  # wumpus first, then pit, then bats
                return self._end(Result.MET_WUMPUS), carried
            if room in self.pits:
                return self._end(Result.FELL_IN_PIT), carried
            if room in self.bats:
                carried = True
                room = self.shared.randint(0, self.count - 1)
                continue
            break
        if self.moves >= 100:
            return self._end(Result.EXHAUSTED), carried
        return Result.MOVE_SUCCESSFUL, carried

    def _shoot(self, rooms: list[int]) -> Result:
        full = [self.hunter, *rooms]
        if any(full[k] == full[k - 2] for k in range(2, len(full))):
            return Result.TOO_CROOKED  # draws nothing, costs nothing
        self.arrows -= 1
        room = self.hunter
        for target in rooms:
            passages = self.passages(room)
            room = target if target in passages else self.shared.choice(passages)
            self.trail.append(("arrow", room))
            if room == self.wumpus:
                return self._end(Result.WUMPUS_KILLED)
            if room == self.hunter:
                return self._end(Result.SHOT_SELF)
        self.wumpus = self.shared.choice(self.exits[self.wumpus] + [self.wumpus])
        self.trail.append(("wumpus", self.wumpus))
        if self.wumpus == self.hunter:
            return self._end(Result.KILLED_BY_GROGGY_WUMPUS)
        if self.arrows == 0:
            return self._end(Result.OUT_OF_ARROWS)
        return self._end(Result.WUMPUS_MISSED)
