"""``hunter``: a belief-state player.

It keeps a :class:`~wumpus.bots.belief.Belief` (the cave as explored, the odds
of every hazard in every room, tunnels inferred from a recognised built-in
cave's shape) and each turn weighs its options by expected score:

* shooting, from here or from a safe room up to two moves back: the arrow path
  through known tunnels most likely to hit, worth its chance of a hit now plus,
  after a miss, the chance of not being eaten by the woken wumpus times the
  value of going on with one arrow fewer;
* going on: walking through safe rooms to the unexplored room worth most, its
  danger (pit, wumpus, or bats that may drop you anywhere) weighed against the
  moves it takes to get there.

Shooting costs no move, so a likely shot is taken at once; an unlikely one
waits for more warnings.  The hunter plays best under the tournament rules
(which it models exactly) and plays legally under every ruleset.
"""

from __future__ import annotations

import random
from collections import deque

from . import api
from .api import Move, Observation, Shoot
from .belief import Belief


#: arrow paths looked at, at most, when choosing a shot (caves with many tunnels)
PATH_BUDGET = 20000


class Hunter:
    name = "hunter"
    #: the chance of winning in the end with 1..5 arrows left, once out of immediate danger
    WIN_CHANCE = (0.55, 0.75, 0.85, 0.9, 0.92)
    #: moves a hunt still takes when the wumpus has not been found / when it is cornered
    REMAINING_MOVES = 5.0
    FOUND_MOVES = 2.0
    #: the chance of dying when bats drop you in a random room (2 pits and the wumpus among 20)
    BAT_DANGER = 0.16
    #: how far the hunter will walk back through safe rooms to shoot from a better spot
    SHOOTING_WALK = 2
    #: match what has been explored against the built-in caves' shapes
    RECOGNISE = True
    remaining = REMAINING_MOVES

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        if self.RECOGNISE:
            from .shapes import library

            library()  # learn the shapes now rather than during the first move
        self.new_game()

    def new_game(self) -> None:
        self.belief: Belief | None = None
        self.last: api.Action | None = None
        self.reason = ""
        self.priorities: dict[int, float] = {}
        self.moves = 0

    # -- taking in a turn ---------------------------------------------------------
    def update(self, obs: Observation) -> Belief:
        if self.belief is None:
            self.belief = Belief(obs.rules, obs.cave_rooms, obs.smell_distance, recognise=self.RECOGNISE)
        belief = self.belief
        last = self.last
        if isinstance(last, Move) and obs.result not in (api.NOT_AN_EXIT,):
            if obs.carried_by_bats:
                belief.carried_from(last.room)
            else:
                belief.entered(last.room)
        elif isinstance(last, Shoot) and obs.result == api.WUMPUS_MISSED:
            belief.shot(last.rooms)
        belief.observe(obs)
        self.last = None
        return belief

    def act(self, obs: Observation) -> api.Action:
        belief = self.update(obs)
        action, self.reason = self.choose(belief, obs)
        self.last = action
        return action

    # -- choosing -------------------------------------------------------------------
    def value(self, moves: float, arrows: int) -> float:
        """A rough value of hunting on from here: a likely win a few moves later."""
        if arrows <= 0:
            return 0.0
        win = self.WIN_CHANCE[min(arrows, 5) - 1]
        return win * max(0.0, 100.0 - moves - self.remaining)

    def choose(self, belief: Belief, obs: Observation) -> tuple[api.Action, str]:
        m = belief.marginals()
        self.moves = obs.moves
        # a wumpus already cornered takes fewer moves to finish than one not yet found
        self.remaining = self.FOUND_MOVES + (self.REMAINING_MOVES - self.FOUND_MOVES) * m["unseen_wumpus"]
        here = obs.room
        moves = obs.moves
        inside, beyond = self._walks(belief, m, here)
        options: list[tuple[float, int, api.Action, str]] = []
        # going on without shooting: the best room to explore, weighing danger against distance
        way = self.way_on(belief, m, beyond)
        target = risky = None
        if way is not None:
            step, room, risk, dist = way
            if risk <= 1e-9:
                target = way
                reason = f"Room {room} is safe and unexplored"
            else:
                risky = way
                reason = f"Room {room} is the least dangerous way on ({risk:.0%} risk)"

        def going_on(arrows: int, spent: int = 0) -> float:
            if target is None and risky is None:
                return 0.0
            return (1 - risk) * self.value(moves + dist + spent, arrows)

        if target is not None or risky is not None:
            options.append((going_on(obs.arrows), -dist, Move(step), reason))
        if obs.arrows > 0:
            for spot, (first, walk) in inside.items():
                if walk > self.SHOOTING_WALK:
                    continue
                shot = self.best_shot(belief, m, spot, obs.max_path)
                if shot is None:
                    continue
                path, p_hit = shot
                p_eaten = self.eaten_after_miss(belief, m, spot, path)
                after = going_on(obs.arrows - 1, walk) if obs.arrows > 1 else 0.0
                worth = p_hit * (100 - moves - walk) + (1 - p_hit) * (1 - p_eaten) * after
                if walk == 0:
                    options.append((worth, 0, Shoot(path), self._shot_reason(path, p_hit)))
                else:
                    text = f"Room {spot} is a safer place to shoot {'-'.join(map(str, path))} from"
                    options.append((worth, -walk, Move(first), text))
        if options:
            best = max(options, key=lambda o: (o[0], o[1]))
            return best[2], best[3]
        exits = [r for r in obs.exits if r != here] or list(obs.exits)
        return Move(self.rng.choice(exits)), "No better way on"

    @staticmethod
    def _shot_reason(path, p_hit: float) -> str:
        return f"Shoot {'-'.join(map(str, path))}: the wumpus is there with {p_hit:.0%}"

    # -- arrows ------------------------------------------------------------------------
    def best_shot(self, belief: Belief, m: dict, here: int, max_path: int):
        """The arrow path through known tunnels most likely to hit, with that chance."""
        pw = m["wumpus"]
        best: tuple[float, int, tuple[int, ...]] | None = None
        links = {}

        def nexts(room: int) -> list[int]:
            if room not in links:
                links[room] = sorted(belief.arrow_links(room))
            return links[room]

        # the most any k more rooms could add, to stop following paths that cannot do better
        odds = sorted((v for v in pw.values() if v > 0.0), reverse=True)
        top = [sum(odds[:k]) for k in range(max_path + 1)]
        stack = [((), 0.0, here, None)]
        budget = PATH_BUDGET
        while stack and budget > 0:
            budget -= 1
            path, p, room, before = stack.pop()
            if path and (best is None or p > best[0] + 1e-12 or (abs(p - best[0]) <= 1e-12 and len(path) < best[1])):
                best = (p, len(path), path)
            if len(path) >= max_path:
                continue
            if best is not None and p + top[max_path - len(path)] <= best[0] + 1e-12:
                continue
            for nxt in nexts(room):
                if nxt == here or nxt == before:
                    continue
                gain = 0.0 if nxt in path else pw.get(nxt, 0.0)
                stack.append(((*path, nxt), p + gain, nxt, room))
        if best is None or best[0] <= 0.0:
            return None
        return best[2], min(1.0, best[0])

    def eaten_after_miss(self, belief: Belief, m: dict, here: int, path) -> float:
        """The chance the woken wumpus walks into this room after the arrow misses."""
        pw = m["wumpus"]
        missed = set(path)
        total = sum(p for r, p in pw.items() if r not in missed) + m["unseen_wumpus"]
        if total <= 0:
            return 0.0
        risk = 0.0
        for r, p in pw.items():
            if p <= 0 or r in missed:
                continue
            if r in belief.exits:
                ways = belief.exits[r]
                risk += p * ways.count(here) / (len(ways) + 1)
            elif here in belief.exits and r in belief.entrances.get(here, ()):
                risk += p / 4
        return risk / total

    # -- moving ---------------------------------------------------------------------------
    def _walks(self, belief: Belief, m: dict, here: int):
        """Shortest walks through safe visited rooms.  Returns ``inside`` (safe visited
        room -> (first step, distance), this room included) and ``beyond`` (room one
        step past them -> (first step, distance))."""
        inside: dict[int, tuple[int | None, int]] = {here: (None, 0)}
        queue = deque([here])
        beyond: dict[int, tuple[int, int]] = {}
        while queue:
            room = queue.popleft()
            step, dist = inside[room]
            for nxt in belief.exits.get(room, ()):
                if nxt in inside or nxt in beyond:
                    continue
                s = nxt if step is None else step
                if nxt in belief.visited and nxt not in belief.bat_rooms and m["wumpus"].get(nxt, 0.0) <= 1e-9:
                    inside[nxt] = (s, dist + 1)
                    queue.append(nxt)
                else:
                    beyond[nxt] = (s, dist + 1)
        return inside, beyond

    def _promise(self, belief: Belief, m: dict, room: int) -> float:
        """The chance of smelling the wumpus from ``room``: the odds in the rooms known
        to join it, and in as many rooms not yet known as it probably has tunnels."""
        near = belief.known_links(room) | belief.hidden.get(room, set())
        degree = belief.typical_links()
        unknown = max(0, degree - len(near))
        return sum(m["wumpus"].get(r, 0.0) for r in near) + unknown * m["unseen_wumpus_each"]

    def _priority(self, room: int) -> float:
        """A fixed random order among rooms, so that equal choices stay chosen."""
        if room not in self.priorities:
            self.priorities[room] = self.rng.random()
        return self.priorities[room]

    def way_on(self, belief: Belief, m: dict, beyond: dict):
        """(first step, room, risk, distance): the unexplored room worth most to walk to."""
        best = None
        for room, (step, dist) in beyond.items():
            risk = m["pit"].get(room, 0.0) + m["wumpus"].get(room, 0.0) + self.BAT_DANGER * m["bats"].get(room, 0.0)
            worth = (1 - min(1.0, risk)) * (100 - self.moves - dist - self.remaining)
            key = (-round(worth, 9), -self._promise(belief, m, room), self._priority(room))
            if best is None or key < best[0]:
                best = (key, (step, room, min(1.0, risk), dist))
        return None if best is None else best[1]
